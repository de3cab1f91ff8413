import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import { createQueryClient, PlatformProviders, TOKEN_KEY } from '@yarn-mgmt/web-platform';
import { createFakeApi, type FakeApi } from './fake-api';

export interface RenderWebOptions {
  /** The URL the page opens at (default `/`). */
  path?: string;
  /** The route pattern the element renders at, e.g. `/yarn/:id` (default: `path` without its query). */
  route?: string;
  /** Answers the app's API calls (default: a fake that answers nothing). */
  api?: FakeApi;
  /** Signed in as this user: a stored token, and GET /auth/me answers the user. */
  user?: User;
  /** Navigation state the page opens with (`location.state`), as another page's `navigate(path, {state})`. */
  state?: unknown;
}

export interface RenderWebResult extends RenderResult {
  api: FakeApi;
  queryClient: QueryClient;
  /** The router's current pathname (the page navigated there). */
  currentPath: () => string;
}

function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * Renders `element` as the platform would: the query client with the platform's rules (retry delays cut to
 * 0), theme, toasts, session and api client, inside a MemoryRouter at `path`. Any other route renders
 * "elsewhere", so a navigation away can be asserted with `currentPath()`.
 */
export function renderWithProviders(element: ReactElement, options: RenderWebOptions = {}): RenderWebResult {
  const path = options.path ?? '/';
  const api = options.api ?? createFakeApi();
  if (options.user) {
    window.localStorage.setItem(TOKEN_KEY, 'test-token');
    const user = options.user;
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation((requested, opts) =>
      requested === '/auth/me' ? Promise.resolve(user) : (answer?.(requested, opts) ?? Promise.resolve()),
    );
  }
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const result = render(
    <MemoryRouter
      initialEntries={[options.state === undefined ? path : { ...splitPath(path), state: options.state }]}
    >
      <PlatformProviders apiClient={api.client} queryClient={queryClient}>
        <Routes>
          <Route path={options.route ?? path.split('?')[0]} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <CurrentPath />
      </PlatformProviders>
    </MemoryRouter>,
  );
  return {
    ...result,
    api,
    queryClient,
    currentPath: () => screen.getByTestId('current-path').textContent ?? '',
  };
}
