import { getApiBase } from '../config';
import { clearToken, readToken } from '../auth/token-storage';
import { ApiError } from './api-error';
import { buildUrl, failureFrom, parseBody, type QueryValue } from './request-url';
import { xhrUpload, type UploadOptions } from './upload';

export type { UploadOptions } from './upload';

/** Request timeout of every call (spec part 1 section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export type { QueryValue } from './request-url';

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
  /** POST of a multipart form with upload progress. */
  upload: <T>(path: string, form: FormData, options?: UploadOptions) => Promise<T>;
  /**
   * A file the API serves only with the bearer token (an `<img src>` cannot send it), as a blob. `path` may be
   * a URL the server handed out whole, such as a photo's `url`.
   */
  getBlob: (path: string, options?: RequestOptions) => Promise<Blob>;
  /** A POST whose answer is a file (an export), as a blob. */
  postBlob: (path: string, body?: unknown, options?: RequestOptions) => Promise<Blob>;
}

export interface ApiClientOptions {
  /** Defaults to the configured base (`window.__APP_CONFIG__.apiBase`, else `/api`), read on every call. */
  baseUrl?: string | (() => string);
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of an upload; defaults to the browser's. */
  createXhr?: () => XMLHttpRequest;
  /** Called on any 401. Defaults to: remove the token and send the browser to /login. */
  onUnauthorized?: () => void;
}

/** Spec part 1 section 4: a 401 on any call removes the token and sends the browser to /login (unless there). */
export function handleUnauthorized(location: Pick<Location, 'pathname' | 'assign'> = window.location): void {
  clearToken();
  if (location.pathname !== '/login') location.assign('/login');
}

function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const onUnauthorized = options.onUnauthorized ?? (() => handleUnauthorized());
  const baseUrl = () =>
    typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? getApiBase());

  async function send(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions,
    as: 'json' | 'blob',
  ): Promise<{ response: Response; content: string | Blob }> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers = authHeaders(opts.headers);
    // A multipart form goes as it is (the browser writes its boundary); anything else as JSON.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    try {
      const response = await doFetch(buildUrl(baseUrl(), path, opts.params), {
        method,
        headers,
        body: body === undefined || isForm ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      // Read the body inside the timer too: a server that stalls mid-body is as slow as one that never answers.
      const content = await (as === 'blob' && response.ok ? response.blob() : response.text());
      return { response, content };
    } catch (error) {
      if (timedOut) throw new ApiError(`Request timed out after ${timeoutMs} ms`, 0);
      if (opts.signal?.aborted) throw error;
      throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions = {},
    as: 'json' | 'blob' = 'json',
  ): Promise<T> {
    const { response, content } = await send(method, path, body, opts, as);
    const data = typeof content === 'string' ? parseBody(content) : content;
    if (response.status === 401) onUnauthorized();
    if (!response.ok) {
      const { message, serverError } = failureFrom(response.status, data);
      throw new ApiError(message, response.status, serverError, data);
    }
    return data as T;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    upload: (path, form, opts = {}) =>
      xhrUpload(
        {
          url: buildUrl(baseUrl(), path),
          body: form,
          headers: authHeaders(opts.headers),
          timeoutMs,
          onUnauthorized,
          createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
        },
        opts,
      ),
    getBlob: (path, opts = {}) =>
      request<Blob>('GET', path, undefined, { ...opts, headers: { Accept: '*/*', ...opts.headers } }, 'blob'),
    postBlob: (path, body, opts = {}) =>
      request<Blob>('POST', path, body, { ...opts, headers: { Accept: '*/*', ...opts.headers } }, 'blob'),
  };
}

/** The platform's client: configured base path, 10 s timeout, bearer token, 401 -> /login. */
export const api: ApiClient = createApiClient();
