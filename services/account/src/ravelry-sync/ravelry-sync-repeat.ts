import type { RavelryAutoSync } from '@yarn-mgmt/contracts';
import { spreadRepeat, type ScheduleRepeat } from '@yarn-mgmt/nest-kit/queue';

/**
 * The automatic sync's calendar: at a minute between 05:00 and 08:59 UTC of the user's own (after the night's
 * backups), every day or every Sunday; or the test-only fixed interval.
 */
export function ravelrySyncRepeat(
  userId: string,
  autoSync: RavelryAutoSync,
  everyMs?: number,
): ScheduleRepeat | null {
  return autoSync === 'off' ? null : spreadRepeat(userId, autoSync, { firstHour: 5, hours: 4, everyMs });
}
