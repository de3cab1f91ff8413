import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SCRAPER_LOGS_LIMIT, type ScraperLog, type ScraperTarget } from '@yarn-mgmt/contracts';
import { scraperKeys } from '../../../api/query-keys';
import { useScraperLogs } from '../../../api/scraper-logs';
import { useScraperStatus } from '../../../api/scraper-status';
import { useScraperTargets } from '../../../api/scraper-targets';
import { useRefreshErrorToast } from '../../../hooks/use-refresh-error-toast';
import { anythingRunning } from '../utils/scraper-summary';

export const TARGETS_LOAD_FAILED_TEXT = 'Failed to load scraper targets';

/** Logs a failed load that the spec keeps off screen (status and logs: "only logged, with no message"). */
function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load scraper ${what}`, error);
  }, [error, what]);
}

/**
 * The page's three reads. While any target is queued or running (or a run in the logs has not ended), all three
 * poll every 2 s; they stop once everything is idle. Whether something runs is read from the cached answers, so
 * each new answer decides the next poll.
 */
export function useScraperAdminData() {
  const queryClient = useQueryClient();
  const busy = anythingRunning(
    queryClient.getQueryData<ScraperTarget[]>(scraperKeys.targets()),
    queryClient.getQueryData<ScraperLog[]>(scraperKeys.logs(SCRAPER_LOGS_LIMIT)),
  );
  const targets = useScraperTargets(busy);
  const status = useScraperStatus(busy);
  const logs = useScraperLogs(busy);
  useRefreshErrorToast(targets, TARGETS_LOAD_FAILED_TEXT);
  useLoggedFailure(status.error, 'status');
  useLoggedFailure(logs.error, 'logs');
  return {
    targets,
    status,
    logs,
    busy,
    refresh: () => void queryClient.invalidateQueries({ queryKey: scraperKeys.all }),
  };
}
