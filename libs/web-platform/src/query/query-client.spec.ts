import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { createQueryClient, shouldRetry } from './query-client';

/** Runs one query with the app defaults (retry delay cut to 0) and counts the calls it made. */
async function attempts(error: unknown): Promise<number> {
  const client: QueryClient = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  client.clear();
  return calls;
}

describe('createQueryClient', () => {
  it('uses the app defaults: no refetch on focus, 5 minutes fresh', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      staleTime: 300_000,
    });
  });

  it('answers a 4xx at once: a missing yarn is not asked for again', async () => {
    expect(await attempts(new ApiError('Yarn not found', 404, 'Yarn not found'))).toBe(1);
    expect(await attempts(new ApiError('Forbidden', 403))).toBe(1);
  });

  it('retries a 5xx and a failure with no answer once', async () => {
    expect(await attempts(new ApiError('Boom', 500))).toBe(2);
    expect(await attempts(new ApiError('Request timed out after 10000 ms', 0))).toBe(2);
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('the retry rule on its own', () => {
    expect(shouldRetry(0, new ApiError('Bad', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('Bad gateway', 502))).toBe(true);
    expect(shouldRetry(1, new ApiError('Bad gateway', 502))).toBe(false);
  });

  it('is what a query observer uses by default', () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: () => 1 });
    expect(observer.options.retry).toBe(shouldRetry);
  });
});
