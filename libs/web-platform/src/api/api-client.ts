import { getApiBase } from '../config';
import { clearToken, readToken } from '../auth/token-storage';
import { ApiError } from './api-error';

/** Request timeout of every call (spec part 1 section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
}

export interface ApiClientOptions {
  /** Defaults to the configured base (`window.__APP_CONFIG__.apiBase`, else `/api`), read on every call. */
  baseUrl?: string | (() => string);
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called on any 401. Defaults to: remove the token and send the browser to /login. */
  onUnauthorized?: () => void;
}

/** Spec part 1 section 4: a 401 on any call removes the token and sends the browser to /login (unless there). */
export function handleUnauthorized(location: Pick<Location, 'pathname' | 'assign'> = window.location): void {
  clearToken();
  if (location.pathname !== '/login') location.assign('/login');
}

function buildUrl(base: string, path: string, params?: Record<string, QueryValue>): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorField(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error) return error;
  }
  return undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const onUnauthorized = options.onUnauthorized ?? (() => handleUnauthorized());
  const baseUrl = () =>
    typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? getApiBase());

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);

    let response: Response;
    let text: string;
    try {
      response = await doFetch(buildUrl(baseUrl(), path, opts.params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new ApiError(`Request timed out after ${timeoutMs} ms`, 0);
      if (opts.signal?.aborted) throw error;
      throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    const data = parseBody(text);
    if (response.status === 401) onUnauthorized();
    if (!response.ok) {
      const serverError = errorField(data);
      throw new ApiError(
        serverError ?? `Request failed with status code ${response.status}`,
        response.status,
        serverError,
        data,
      );
    }
    return data as T;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}

/** The platform's client: configured base path, 10 s timeout, bearer token, 401 -> /login. */
export const api: ApiClient = createApiClient();
