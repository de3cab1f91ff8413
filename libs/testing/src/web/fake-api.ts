import { jest } from '@jest/globals';
import { ApiError, type ApiClient, type RequestOptions, type UploadOptions } from '@yarn-mgmt/web-platform';

/** Path -> answer: a value, an ApiError (the call fails with it), or a function of the call's other arguments. */
export type FakeRoutes = Record<string, unknown>;

export interface FakeApiRoutes {
  get?: FakeRoutes;
  post?: FakeRoutes;
  put?: FakeRoutes;
  patch?: FakeRoutes;
  delete?: FakeRoutes;
  upload?: FakeRoutes;
  getBlob?: FakeRoutes;
  postBlob?: FakeRoutes;
}

/** A stand-in for the platform's ApiClient: one jest fn per method, answering from a table of paths. */
export interface FakeApi {
  get: jest.Mock<(path: string, options?: RequestOptions) => Promise<unknown>>;
  post: jest.Mock<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>;
  put: jest.Mock<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>;
  patch: jest.Mock<(path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>>;
  delete: jest.Mock<(path: string, options?: RequestOptions) => Promise<unknown>>;
  upload: jest.Mock<(path: string, form: FormData, options?: UploadOptions) => Promise<unknown>>;
  getBlob: jest.Mock<(path: string, options?: RequestOptions) => Promise<Blob>>;
  postBlob: jest.Mock<(path: string, body?: unknown, options?: RequestOptions) => Promise<Blob>>;
  /** The same object, typed as the client the app expects. */
  client: ApiClient;
}

/** An answer that fails the call as the server would: `failWith(404, 'Yarn not found')`. */
export function failWith(status: number, error: string, body?: Record<string, unknown>): ApiError {
  const data = { statusCode: status, error, ...body };
  return new ApiError(error, status, error, data);
}

/** An answer that never comes (to look at loading states). */
export function pending(): Promise<never> {
  return new Promise<never>(() => undefined);
}

function answerer(method: string, routes: FakeRoutes = {}) {
  return (path: string, ...rest: unknown[]): Promise<unknown> => {
    if (!(path in routes)) {
      return Promise.reject(failWith(404, `No fake answer for ${method} ${path}`));
    }
    const route = routes[path];
    let answer: unknown;
    try {
      answer = typeof route === 'function' ? (route as (...args: unknown[]) => unknown)(...rest) : route;
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.resolve(answer).then((value) =>
      value instanceof ApiError ? Promise.reject(value) : value,
    );
  };
}

/**
 * A fake ApiClient. Paths are matched exactly (query parameters arrive in the options, bodies as given);
 * a path without an answer fails with a 404 that names it. Handlers get the call's other arguments.
 */
export function createFakeApi(routes: FakeApiRoutes = {}): FakeApi {
  const fake = {
    get: jest.fn(answerer('GET', routes.get)),
    post: jest.fn(answerer('POST', routes.post)),
    put: jest.fn(answerer('PUT', routes.put)),
    patch: jest.fn(answerer('PATCH', routes.patch)),
    delete: jest.fn(answerer('DELETE', routes.delete)),
    upload: jest.fn(answerer('UPLOAD', routes.upload)),
    getBlob: jest.fn(answerer('GET', routes.getBlob ?? {})) as unknown as FakeApi['getBlob'],
    postBlob: jest.fn(answerer('POST', routes.postBlob ?? {})) as unknown as FakeApi['postBlob'],
  };
  return { ...fake, client: fake as unknown as ApiClient };
}

/**
 * A fake `GET /yarn` over a whole stash: `search` keeps the entries whose colourway contains it, `limit` cuts the
 * page, `total` counts every match (the yarn pickers' search tests).
 */
export function searchableStash<T extends { colorway: string | null }>(stash: readonly T[]) {
  return (options?: { params?: { limit?: number; search?: string } }) => {
    const search = options?.params?.search?.toLowerCase();
    const found = search ? stash.filter((item) => item.colorway?.toLowerCase().includes(search)) : stash;
    return { yarn: found.slice(0, options?.params?.limit ?? 24), total: found.length };
  };
}
