import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  getApiBase,
  handleUnauthorized,
  readToken,
} from '@yarn-mgmt/web-platform';

export interface RawRequest {
  method: 'PUT' | 'POST';
  path: string;
  /** A multipart form, or a JSON body. */
  body: FormData | Record<string, unknown>;
  /** `blob` for a file download. */
  as?: 'json' | 'blob';
}

type RawResponse = Pick<Response, 'ok' | 'status' | 'text' | 'blob'>;

/** The network under these calls (a seam for tests: jsdom has no fetch). */
export const transport = {
  fetch: (url: string, init: RequestInit): Promise<RawResponse> => globalThis.fetch(url, init),
};

function failure(status: number, text: string): ApiError {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML page): no server error to show.
  }
  const serverError =
    data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
      ? (data as { error: string }).error
      : undefined;
  return new ApiError(serverError ?? `Request failed with status ${status}`, status, serverError, data);
}

/**
 * The two calls the platform client does not make: a multipart PUT (the profile with its avatar) and a POST that
 * answers a file (the export). Same base path, bearer token, timeout and 401 rule as every other call.
 */
export async function rawRequest<T>({ method, path, body, as = 'json' }: RawRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: as === 'blob' ? '*/*' : 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await transport.fetch(`${getApiBase()}${path}`, {
      method,
      headers,
      body: isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.status === 401) handleUnauthorized();
    if (!response.ok) throw failure(response.status, await response.text());
    if (as === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError(`Request timed out after ${REQUEST_TIMEOUT_MS} ms`, 0);
    throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
  } finally {
    clearTimeout(timer);
  }
}
