import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { admin, clickAndSettle, knitter, renderApp, testLoader } from '../test/render-app';
import { createRemoteLoader } from './remote-loader';
import { unavailableModule } from './unavailable-module';

const inventoryRoutes = {
  routes: [{ path: '/yarn', title: 'Yarn Inventory', element: <h1>Yarn Inventory</h1> }],
};
const currentPath = () => screen.getByTestId('current-path').textContent;

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

beforeEach(() => {
  // The boundary logs what it caught; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote that cannot load', () => {
  it('shows "This module is unavailable" with a Retry that really loads it again', async () => {
    let attempts = 0;
    const loader = testLoader(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('remoteEntry.js 404'))
        : Promise.resolve(inventoryRoutes);
    });
    renderApp('/yarn', { user: knitter, loader });

    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    expect(attempts).toBe(1);

    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Yarn Inventory' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText('This module is unavailable')).not.toBeInTheDocument();
  });

  it('treats the runtime fallback module (errorLoadRemote) as unavailable and resets the source on retry', async () => {
    const resets: string[] = [];
    const loader = testLoader(() => Promise.resolve(unavailableModule(new Error('manifest 404'))), {
      reset: (remote) => resets.push(remote),
    });
    renderApp('/yarn', { user: knitter, loader });

    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    expect(resets).toEqual(['mf_inventory']);
  });

  it('keeps every other route working', async () => {
    const loader = testLoader((remote) =>
      remote === 'mf_inventory'
        ? Promise.reject(new Error('down'))
        : Promise.resolve({
            routes: [{ path: '/patterns', title: 'Pattern Library', element: <h1>Pattern Library</h1> }],
          }),
    );
    renderApp('/yarn', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();

    await clickAndSettle(screen.getByRole('link', { name: 'Pattern Library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pattern Library' })).toBeInTheDocument();

    await clickAndSettle(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    // The dashboard's Low Stock panel is that remote's too: that panel says so, inside its own frame.
    await screen.findAllByText('This module is unavailable');
    expect(
      within(screen.getByRole('region', { name: 'Low Stock Alert' })).getByText('This module is unavailable'),
    ).toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    const loader = testLoader(() =>
      Promise.resolve({ routes: [{ path: '/yarn', title: 'Yarn Inventory', element: <Broken /> }] }),
    );
    renderApp('/yarn', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('is unavailable when its ./routes module has no routes list', async () => {
    renderApp('/yarn', { user: knitter, loader: testLoader(() => Promise.resolve({ something: 'else' })) });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
  });

  it('offers a retry when /remotes.json cannot be read, and mounts the remotes once it can', async () => {
    let reads = 0;
    const loader = createRemoteLoader({
      registry: () => {
        reads += 1;
        return reads === 1
          ? Promise.reject(new Error('503'))
          : Promise.resolve({ mf_inventory: { manifest: '/m.json', prefixes: ['/yarn'] } });
      },
      load: () => Promise.resolve(inventoryRoutes),
    });
    renderApp('/yarn', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Yarn Inventory' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});

describe("a remote's own route table", () => {
  const tools = {
    routes: [
      { path: '/calculator', title: 'Yarn Calculator', element: <p>calculator page</p> },
      { path: '/calculator/gauge/:stitches', title: 'Gauge Helper', element: <Stitches /> },
      { path: '/stitch-counter', title: 'Stitch Counter', element: <p>stitch counter page</p> },
    ],
  };
  function Stitches() {
    return <p>{`gauge of ${useParams().stitches} stitches`}</p>;
  }

  it('gives a page under a prefix its params and its title, with no change to the shell', async () => {
    renderApp('/calculator/gauge/22', { user: knitter, loader: testLoader(() => Promise.resolve(tools)) });
    expect(await screen.findByText('gauge of 22 stitches')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Gauge Helper'));
  });

  it('serves a page under a prefix only once the registry gives it to the remote', async () => {
    const registry = { mf_tools: { manifest: '/t.json', prefixes: ['/calculator'] } };
    renderApp('/stitch-counter', {
      user: knitter,
      loader: testLoader(() => Promise.resolve(tools), { registry }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');

    localStorage.clear();
    const withPrefix = { mf_tools: { ...registry.mf_tools, prefixes: ['/calculator', '/stitch-counter'] } };
    renderApp('/stitch-counter', {
      user: knitter,
      loader: testLoader(() => Promise.resolve(tools), { registry: withPrefix }),
    });
    expect(await screen.findByText('stitch counter page')).toBeInTheDocument();
  });

  it('sends an unknown path under a prefix to /dashboard', async () => {
    renderApp('/yarn/42/nothing/here', { user: knitter });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });
    expect(currentPath()).toBe('/dashboard');
  });

  it('keeps admin-only pages from others, inside the layout', async () => {
    renderApp('/scraper-admin', { user: knitter });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByText('mf_deals page /scraper-admin')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows admin-only pages to admins', async () => {
    renderApp('/archives', { user: admin });
    expect(await screen.findByText('mf_deals page /archives')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Archives'));
  });
});
