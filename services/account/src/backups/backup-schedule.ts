import type { BackupFrequency } from '@yarn-mgmt/contracts';
import { createHash } from 'node:crypto';

/** What a user's job scheduler repeats on: a cron pattern in UTC, or (tests only) a fixed interval. */
export type BackupRepeat = { pattern: string; tz: 'UTC' } | { every: number };

/**
 * The user's calendar: at a minute between 01:00 and 04:59 UTC of the user's own (from the id's hash, so a
 * million users do not all export at 01:00), every day, every Sunday, or on the 1st of each month.
 */
export function backupRepeat(userId: string, frequency: BackupFrequency, everyMs?: number): BackupRepeat {
  if (everyMs) return { every: everyMs };
  const spread = createHash('sha256').update(userId).digest().readUInt16BE(0) % 240;
  const minute = spread % 60;
  const hour = 1 + Math.floor(spread / 60);
  const day = { daily: '* * *', weekly: '* * 0', monthly: '1 * *' }[frequency];
  return { pattern: `${minute} ${hour} ${day}`, tz: 'UTC' };
}

/** The scheduler in Redis already repeats as wanted (upserting it again would only move its next run). */
export function sameRepeat(
  held: { pattern?: string | null; every?: number | null } | undefined,
  wanted: BackupRepeat,
): boolean {
  if (!held) return false;
  return 'every' in wanted ? Number(held.every) === wanted.every : held.pattern === wanted.pattern;
}
