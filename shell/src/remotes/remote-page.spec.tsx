import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickAndSettle, knitter, renderApp } from '../test/render-app';
import { createRemoteLoader } from './remote-loader';
import { unavailableModule } from './unavailable-module';

const inventoryRoutes = { routes: [{ path: '/yarn', element: <h1>Yarn Inventory</h1> }] };

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
    const loader = createRemoteLoader({
      load: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('remoteEntry.js 404'))
          : Promise.resolve(inventoryRoutes);
      },
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
    const loader = createRemoteLoader({
      load: () => Promise.resolve(unavailableModule(new Error('manifest 404'))),
      reset: (remote) => resets.push(remote),
    });
    renderApp('/yarn', { user: knitter, loader });

    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    expect(resets).toEqual(['mf_inventory']);
  });

  it('keeps every other route working', async () => {
    const loader = createRemoteLoader({
      load: (remote) =>
        remote === 'mf_inventory'
          ? Promise.reject(new Error('down'))
          : Promise.resolve({ routes: [{ path: '/patterns', element: <h1>Pattern Library</h1> }] }),
    });
    renderApp('/yarn', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();

    await clickAndSettle(screen.getByRole('link', { name: 'Pattern Library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pattern Library' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This module is unavailable')).not.toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    const loader = createRemoteLoader({
      load: () => Promise.resolve({ routes: [{ path: '/yarn', element: <Broken /> }] }),
    });
    renderApp('/yarn', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('is unavailable when its routes module has no page for the route, or no routes at all', async () => {
    const loader = createRemoteLoader({
      load: (remote) => Promise.resolve(remote === 'mf_inventory' ? { routes: [] } : { something: 'else' }),
    });
    renderApp('/yarn/new', { user: knitter, loader });
    expect(await screen.findByText('This module is unavailable')).toBeInTheDocument();
  });
});
