import { useState } from 'react';
import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { useQueuesSession } from '../../../api/scraper-queues';
import { useDeleteScraperTarget } from '../../../api/scraper-target-writes';
import { useTriggerScrape } from '../../../api/scraper-trigger';
import { runAllMessage } from '../utils/scraper-summary';

/** What the page's buttons do, each with the spec's toast. */
export function useScraperActions() {
  const toast = useToast();
  const trigger = useTriggerScrape();
  const remove = useDeleteScraperTarget();
  const queues = useQueuesSession();
  const [toDelete, setToDelete] = useState<ScraperTarget | null>(null);
  const triggerFailed = () => toast.error('Failed to trigger scrape');

  return {
    triggering: trigger.isPending,
    run: (target: ScraperTarget) =>
      trigger.mutate(target.id, {
        onSuccess: () => toast.success('Scrape triggered successfully!'),
        onError: triggerFailed,
      }),
    runAll: () =>
      trigger.mutate(undefined, {
        onSuccess: (result) => toast.success(runAllMessage(result)),
        onError: triggerFailed,
      }),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    deleting: remove.isPending,
    confirmDelete: () => {
      if (!toDelete) return;
      remove.mutate(toDelete.id, {
        onSuccess: () => toast.success('Scraper target deleted successfully!'),
        onError: () => toast.error('Failed to delete scraper target'),
        onSettled: () => setToDelete(null),
      });
    },
    openingQueues: queues.isPending,
    /** Bull Board in a new tab, through a one-time link (the tab cannot send the bearer token). */
    openQueues: () =>
      queues.mutate(undefined, {
        onSuccess: (url) => void window.open(url, '_blank', 'noopener'),
        onError: () => toast.error('Failed to open the queue dashboard'),
      }),
  };
}
