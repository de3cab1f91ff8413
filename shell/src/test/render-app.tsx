import { jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import { PlatformProviders, type ApiClient, type ModuleRoutes } from '@yarn-mgmt/web-platform';
import { AppRoutes } from '../app/app-routes';
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

/** The prefixes the gateway gives the remotes by default. */
export const TEST_REGISTRY: Registry = {
  mf_inventory: { manifest: '/remotes/mf-inventory/mf-manifest.json', prefixes: ['/yarn', '/shopping-list'] },
  mf_patterns: { manifest: '/remotes/mf-patterns/mf-manifest.json', prefixes: ['/patterns'] },
  mf_projects: { manifest: '/remotes/mf-projects/mf-manifest.json', prefixes: ['/projects'] },
  mf_tools: {
    manifest: '/remotes/mf-tools/mf-manifest.json',
    prefixes: ['/ai-designer', '/pdf-processor', '/calculator'],
  },
  mf_deals: {
    manifest: '/remotes/mf-deals/mf-manifest.json',
    prefixes: ['/deals', '/deal-timeline', '/scraper-admin', '/archives'],
  },
};

const PAGES: [path: string, title: string, adminOnly?: boolean][] = [
  ['/yarn', 'Yarn Inventory'],
  ['/yarn/new', 'Add Yarn'],
  ['/yarn/:id', 'Yarn Details'],
  ['/yarn/:id/edit', 'Edit Yarn'],
  ['/shopping-list', 'Shopping List'],
  ['/patterns', 'Pattern Library'],
  ['/patterns/bulk-upload', 'Bulk Upload'],
  ['/projects', 'Projects'],
  ['/ai-designer', 'AI Pattern Designer'],
  ['/pdf-processor', 'PDF Processor'],
  ['/calculator', 'Yarn Calculator'],
  ['/deals', 'Yarn Deals'],
  ['/deal-timeline', 'Deal Timeline'],
  ['/scraper-admin', 'Scraper Admin', true],
  ['/archives', 'Archives', true],
];

/** A remote's route table whose pages just name themselves (each remote gets the pages under its prefixes). */
export function fakeRoutes(remote: string): ModuleRoutes {
  const prefixes = TEST_REGISTRY[remote]?.prefixes ?? [];
  return PAGES.filter(([path]) => prefixes.some((prefix) => path.startsWith(prefix))).map(
    ([path, title, adminOnly]) => ({ path, title, adminOnly, element: <p>{`${remote} page ${path}`}</p> }),
  );
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
          <AppRoutes />
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
