import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@yarn-mgmt/web-platform';

export interface FakeRoute {
  method?: string;
  /** Matched against the path after /api, query string included. */
  path: RegExp;
  status?: number;
  body?: unknown;
  /** Never answers (loading states). */
  pending?: boolean;
}

export interface FetchCall {
  method: string;
  url: string;
  body?: string;
}

/** Replaces global fetch (which the platform's api client calls) with canned answers; returns the calls made. */
export function fakeApi(routes: FakeRoute[]): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = ((input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: typeof init.body === 'string' ? init.body : undefined });
    const route = routes.find(
      (candidate) => (candidate.method ?? 'GET') === method && candidate.path.test(url.replace(/^\/api/, '')),
    );
    if (route?.pending) return new Promise(() => undefined);
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? route.body : { statusCode: 404, error: 'Not found' };
    const text = body === undefined ? '' : JSON.stringify(body);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(text),
    } as Response);
  }) as typeof fetch;
  return calls;
}

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname}</div>;
}

/** Renders `element` at `url` under the route `pattern`, with a fresh query client, toasts and router. */
export function renderPage(element: ReactElement, { url, pattern }: { url: string; pattern: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<div>elsewhere</div>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
