import type { BackupFrequency } from '@yarn-mgmt/contracts';
import { spreadRepeat, type ScheduleRepeat } from '@yarn-mgmt/nest-kit/queue';

export { sameRepeat } from '@yarn-mgmt/nest-kit/queue';

/**
 * The user's calendar: at a minute between 01:00 and 04:59 UTC of the user's own (from the id's hash, so a
 * million users do not all export at 01:00), every day, every Sunday, or on the 1st of each month.
 */
export function backupRepeat(userId: string, frequency: BackupFrequency, everyMs?: number): ScheduleRepeat {
  return spreadRepeat(userId, frequency, { firstHour: 1, hours: 4, everyMs });
}
