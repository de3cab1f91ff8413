import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { useConfirmedMutation } from '../../../hooks/use-confirmed-mutation';
import { useQueuesSession } from '../../../api/scraper-queues';
import { useDeleteScraperTarget } from '../../../api/scraper-target-writes';
import { useTriggerScrape } from '../../../api/scraper-trigger';
import { runAllMessage } from '../utils/scraper-summary';

/** What the page's buttons do, each with the spec's toast. */
export function useScraperActions() {
  const toast = useToast();
  const trigger = useTriggerScrape();
  const remove = useConfirmedMutation(useDeleteScraperTarget(), {
    title: 'Delete scraper target',
    message: 'Are you sure you want to delete this scraper target?',
    success: 'Scraper target deleted successfully!',
    failure: 'Failed to delete scraper target',
  });
  const queues = useQueuesSession();
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
    askDelete: (target: ScraperTarget) => remove.ask(target.id),
    deleteDialog: remove.dialog,
    openingQueues: queues.isPending,
    /** Bull Board in a new tab, through a one-time link (the tab cannot send the bearer token). */
    openQueues: () =>
      queues.mutate(undefined, {
        onSuccess: (url) => void window.open(url, '_blank', 'noopener'),
        onError: () => toast.error('Failed to open the queue dashboard'),
      }),
  };
}
