import { jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import { PlatformProviders, type ApiClient, type ModuleRoutes } from '@yarn-mgmt/web-platform';
import { AppScreens } from '../app/app-screens';
import {
  RemoteLoaderProvider,
  createRemoteLoader,
  type Registry,
  type RemoteLoader,
  type RemoteSource,
} from '../remotes';

export const knitter: User = {
  id: '7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11',
  email: 'ann@example.com',
  username: 'ann',
  first_name: 'ann',
  last_name: 'Purl',
  role: 'user',
  ravelry_connected: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const admin: User = { ...knitter, role: 'admin', ravelry_connected: true };

type Handler = (path: string, body?: unknown) => Promise<unknown>;

export function fakeApi({ get, post }: { get?: Handler; post?: Handler } = {}) {
  const unexpected = (path: string) => Promise.reject(new Error(`unexpected call ${path}`));
  const client = {
    get: jest.fn((path: string) => (get ?? unexpected)(path)),
    post: jest.fn((path: string, body?: unknown) => (post ?? unexpected)(path, body)),
    put: jest.fn(unexpected),
    patch: jest.fn(unexpected),
    delete: jest.fn(unexpected),
  };
  return client as typeof client & ApiClient;
}

// Each remote's pages: path, title and whether only admins may open it.
const PAGES: Record<string, [path: string, title: string, adminOnly?: boolean][]> = {
  mf_inventory: [
    ['/yarn', 'Yarn Inventory'],
    ['/yarn/new', 'Add Yarn'],
    ['/yarn/:id', 'Yarn Details'],
    ['/yarn/:id/edit', 'Edit Yarn'],
    ['/shopping-list', 'Shopping List'],
  ],
  mf_patterns: [
    ['/patterns', 'Pattern Library'],
    ['/patterns/bulk-upload', 'Bulk Upload'],
  ],
  mf_projects: [['/projects', 'Projects']],
  mf_tools: [
    ['/ai-designer', 'AI Pattern Designer'],
    ['/pdf-processor', 'PDF Processor'],
    ['/calculator', 'Yarn Calculator'],
  ],
  mf_deals: [
    ['/deals', 'Yarn Deals'],
    ['/deal-timeline', 'Deal Timeline'],
    ['/scraper-admin', 'Scraper Admin', true],
    ['/archives', 'Archives', true],
  ],
};

/** The gateway's default registry: each remote owns the first segment of each of its pages. */
export const TEST_REGISTRY: Registry = Object.fromEntries(
  Object.entries(PAGES).map(([remote, pages]) => [
    remote,
    {
      manifest: `/remotes/${remote}/mf-manifest.json`,
      prefixes: [...new Set(pages.map(([path]) => `/${path.split('/')[1]}`))],
    },
  ]),
);

/** A remote's route table whose pages just name themselves. */
export function fakeRoutes(remote: string): ModuleRoutes {
  return (PAGES[remote] ?? []).map(([path, title, adminOnly]) => ({
    path,
    title,
    adminOnly,
    element: <p>{`${remote} page ${path}`}</p>,
  }));
}

/** A loader over TEST_REGISTRY (or `registry`) whose remotes load through `load`. */
export function testLoader(
  load: RemoteSource['load'],
  { registry = TEST_REGISTRY, reset }: { registry?: Registry; reset?: RemoteSource['reset'] } = {},
): RemoteLoader {
  return createRemoteLoader({ registry: () => Promise.resolve(registry), load, reset });
}

/** Every remote answers with pages that just name themselves. */
export function fakeRemoteLoader(): RemoteLoader {
  return testLoader((remote) => Promise.resolve({ routes: fakeRoutes(remote) }));
}

export function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

export interface RenderAppOptions {
  /** Signed in as this user (a stored token and a /auth/me that answers it); signed out when absent. */
  user?: User;
  api?: ApiClient;
  loader?: RemoteLoader;
}

export function renderApp(path: string, { user, api, loader = fakeRemoteLoader() }: RenderAppOptions = {}) {
  if (user) localStorage.setItem('token', 'test-token');
  const client =
    api ??
    fakeApi({
      get: (p) => (p === '/auth/me' && user ? Promise.resolve(user) : Promise.reject(new Error('401'))),
    });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProviders apiClient={client}>
        <RemoteLoaderProvider value={loader}>
          <AppScreens />
          <CurrentPath />
        </RemoteLoaderProvider>
      </PlatformProviders>
    </MemoryRouter>,
  );
}

/**
 * Clicks something whose update suspends (a remote page loading). React only resumes a suspension that started
 * inside `act` when that `act` is awaited, which user-event's synchronous event wrapper does not do.
 */
export async function clickAndSettle(element: Element) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}
