/** A query parameter's value; null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of an API path. A path the server handed out whole (an absolute URL, or one already under the base,
 * like a photo's `/api/yarn/…/photos/…`) is used as it is.
 */
export function buildUrl(base: string, path: string, params?: Record<string, QueryValue>): string {
  const given = /^https?:\/\//.test(path) || (base !== '' && path.startsWith(`${base}/`));
  const url = given ? path : `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

export function parseBody(text: string): unknown {
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

/** The error of a non-2xx answer: the body's `error` field as the message when there is one. */
export function failureFrom(status: number, data: unknown): { message: string; serverError?: string } {
  const serverError = errorField(data);
  return { message: serverError ?? `Request failed with status code ${status}`, serverError };
}
