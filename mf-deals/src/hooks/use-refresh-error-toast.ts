import { useErrorToast } from '@yarn-mgmt/web-platform';

interface ReadState {
  isError: boolean;
  data: unknown;
  errorUpdatedAt: number;
}

/**
 * A toast for a read that failed while its earlier answer stays on screen (a refresh, a poll). A read with nothing
 * to show says so in the page instead, with a LoadErrorAlert that also names a service that is down.
 */
export function useRefreshErrorToast(query: ReadState, message: string): void {
  useErrorToast(
    { isError: query.isError && query.data !== undefined, errorUpdatedAt: query.errorUpdatedAt },
    message,
  );
}
