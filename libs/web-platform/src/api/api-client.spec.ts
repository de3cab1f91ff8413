import { jest } from '@jest/globals';
import { ApiError, errorMessage, serverErrorMessage } from './api-error';
import { createApiClient, handleUnauthorized, REQUEST_TIMEOUT_MS } from './api-client';

type FetchArgs = [input: string, init: RequestInit];

function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response;
}

function fakeFetch(status: number, body?: unknown) {
  const calls: FetchArgs[] = [];
  const fetch = (input: string, init: RequestInit) => {
    calls.push([input, init]);
    return Promise.resolve(fakeResponse(status, body));
  };
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

afterEach(() => {
  localStorage.clear();
  delete window.__APP_CONFIG__;
});

describe('api client', () => {
  it('calls the configured base path, default /api, with JSON and the stored bearer token', async () => {
    const { calls, fetch } = fakeFetch(200, { ok: true });
    const client = createApiClient({ fetch });

    await client.get('/yarn', { params: { limit: 5, status: undefined } });
    localStorage.setItem('token', 'abc');
    await client.post('/auth/login', { username: 'ann' });
    window.__APP_CONFIG__ = { apiBase: 'https://api.example.test/v1/' };
    await client.delete('/yarn/1');

    expect(calls[0]?.[0]).toBe('/api/yarn?limit=5');
    expect((calls[0]?.[1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[1]?.[0]).toBe('/api/auth/login');
    expect(calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{"username":"ann"}' });
    expect(calls[1]?.[1].headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
    expect(calls[2]?.[0]).toBe('https://api.example.test/v1/yarn/1');
  });

  it('ignores a stored token that is the text "undefined"', async () => {
    const { calls, fetch } = fakeFetch(200, {});
    localStorage.setItem('token', 'undefined');
    await createApiClient({ fetch }).get('/auth/me');
    expect((calls[0]?.[1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('reports the response error field as the message, else the status', async () => {
    const notFound = createApiClient({
      fetch: fakeFetch(404, { statusCode: 404, error: 'Yarn not found' }).fetch,
    });
    const failure = await notFound.get('/yarn/1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Yarn not found', status: 404, serverError: 'Yarn not found' });

    const broken = createApiClient({ fetch: fakeFetch(500, '<html>oops</html>').fetch });
    const plain = await broken.get('/yarn').catch((error: unknown) => error);
    expect(plain).toMatchObject({
      message: 'Request failed with status code 500',
      status: 500,
      serverError: undefined,
    });
  });

  it('on a 401 calls the unauthorized handler and still rejects', async () => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      fetch: fakeFetch(401, { error: 'Unauthorized' }).fetch,
      onUnauthorized,
    });
    await expect(client.get('/yarn')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 000 ms', async () => {
    jest.useFakeTimers();
    try {
      const hanging = (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const pending = createApiClient({ fetch: hanging as unknown as typeof fetch }).get('/yarn');
      const outcome = pending.catch((error: unknown) => error);
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      expect(REQUEST_TIMEOUT_MS).toBe(10_000);
      await expect(outcome).resolves.toMatchObject({
        message: 'Request timed out after 10000 ms',
        status: 0,
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('handleUnauthorized', () => {
  it('removes the token and sends the browser to /login', () => {
    localStorage.setItem('token', 'abc');
    const location = { pathname: '/yarn', assign: jest.fn() };
    handleUnauthorized(location);
    expect(localStorage.getItem('token')).toBeNull();
    expect(location.assign).toHaveBeenCalledWith('/login');
  });

  it('does not reload /login itself', () => {
    const location = { pathname: '/login', assign: jest.fn() };
    handleUnauthorized(location);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('error text helpers', () => {
  it('prefer the server error field, then the message, then the fallback', () => {
    const withField = new ApiError('Email taken', 409, 'Email taken');
    const withoutField = new ApiError('Request failed with status code 500', 500);
    expect(errorMessage(withField, 'Authentication failed')).toBe('Email taken');
    expect(errorMessage(withoutField, 'Authentication failed')).toBe('Request failed with status code 500');
    expect(errorMessage(new Error('Network down'), 'Authentication failed')).toBe('Network down');
    expect(errorMessage('???', 'Authentication failed')).toBe('Authentication failed');
    expect(serverErrorMessage(withField, 'Failed to create account')).toBe('Email taken');
    expect(serverErrorMessage(withoutField, 'Failed to create account')).toBe('Failed to create account');
  });
});
