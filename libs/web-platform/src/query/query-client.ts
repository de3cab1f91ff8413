import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Spec part 2 section 9: one retry. */
export const QUERY_MAX_RETRIES = 1;

/**
 * Only a failure that may pass on its own is retried: no answer (network, timeout) or a 5xx. A 4xx is the
 * answer (a missing yarn shows "Yarn not found" at once, not after a retry).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/** Spec part 2 section 9: no refetch on window focus, one retry (never of a 4xx), 5-minute freshness. */
export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retry: shouldRetry,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } },
  });
}
