import { QueryClient } from '@tanstack/react-query';

/** Spec part 2 section 9: no refetch on window focus, one retry, 5-minute freshness. */
export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retry: 1,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
