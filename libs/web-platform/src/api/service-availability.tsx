import { Alert, type SxProps, type Theme } from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, PATTERNS_API, PROJECTS_API, SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-client-context';
import { unavailableText } from './load-error-alert';

/**
 * The services a page that loads nothing on arrival depends on, each with a cheap read of its own through the
 * gateway: no writes, a few rows at most, nothing the user notices. Whatever the service answers (even a 404) it is
 * up; the gateway's 502/503/504 ("The tools service is unavailable": no instance answers) or no answer at all means
 * it is not.
 */
export const AVAILABILITY_PROBES = {
  inventory: INVENTORY_API.lowStockCount,
  patterns: PATTERNS_API.designers,
  projects: PROJECTS_API.counts,
  // Cached by the service for 5 s and asked by the assistant widget on every screen already.
  tools: SMART_RECOMMENDATIONS_API.status,
} as const;

export type ProbedService = keyof typeof AVAILABILITY_PROBES;

/** While a service is down its probe is asked again this often, so the line goes once it is back. */
export const AVAILABILITY_RECHECK_MS = 30_000;

export const availabilityKeys = {
  all: ['service-availability'] as const,
  service: (service: ProbedService) => ['service-availability', service] as const,
};

/**
 * Whether `service` answers: null when it does, else the line saying it is unavailable (the same line a list
 * page's load error adds). Asked once, never retried: the page says it at once, not after a retry's wait.
 */
export function serviceAvailabilityQueryOptions(client: ApiClient, service: ProbedService) {
  return queryOptions({
    queryKey: availabilityKeys.service(service),
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        await client.get<unknown>(AVAILABILITY_PROBES[service], { signal });
        return null;
      } catch (error) {
        return unavailableText(error);
      }
    },
    retry: false,
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data ? AVAILABILITY_RECHECK_MS : false),
  });
}

/** The unavailable line of `service`, or null while it answers (or has not been asked yet). */
export function useServiceUnavailable(service: ProbedService): string | null {
  const query = useQuery(serviceAvailabilityQueryOptions(useApiClient(), service));
  return query.data ?? null;
}

export interface ServiceUnavailableAlertProps {
  /** The service the page's actions call. */
  service: ProbedService;
  sx?: SxProps<Theme>;
}

/**
 * For a page that loads nothing on arrival (the PDF Processor, a new entry's form): says on arrival that its
 * service is unavailable, rather than only when an action fails. The page's controls stay.
 */
export function ServiceUnavailableAlert({ service, sx }: ServiceUnavailableAlertProps) {
  const line = useServiceUnavailable(service);
  if (!line) return null;
  return (
    <Alert severity="error" sx={sx}>
      {line}
    </Alert>
  );
}
