import request from 'supertest';

export interface Reply {
  status: number;
  // Response bodies are read field by field in tests; the contract schemas parse the ones whose shape matters.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as is, with a JSON content type (malformed JSON on purpose). */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

/** supertest's request builders with the caller's bearer token set, and `call` for a plain fetch. */
export interface TestCaller {
  get(path: string): request.Test;
  post(path: string): request.Test;
  put(path: string): request.Test;
  patch(path: string): request.Test;
  delete(path: string): request.Test;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
}

export function createTestCaller(url: string, token?: string): TestCaller {
  const agent = request(url);
  const authed = (test: request.Test) => (token ? test.set('authorization', `Bearer ${token}`) : test);
  return {
    get: (path) => authed(agent.get(path)),
    post: (path) => authed(agent.post(path)),
    put: (path) => authed(agent.put(path)),
    patch: (path) => authed(agent.patch(path)),
    delete: (path) => authed(agent.delete(path)),
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      if (options.body !== undefined || options.raw !== undefined)
        headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body:
          options.form ??
          options.raw ??
          (options.body === undefined ? undefined : JSON.stringify(options.body)),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (a photo, a page)
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}
