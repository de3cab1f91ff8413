import { createHash } from 'node:crypto';

/** What a job scheduler repeats on: a cron pattern in UTC, or (tests only) a fixed interval. */
export type ScheduleRepeat = { pattern: string; tz: 'UTC' } | { every: number };
export type ScheduleCalendar = 'daily' | 'weekly' | 'monthly';

export interface SpreadOptions {
  /** The window's first hour (UTC) and how many hours it spans. */
  firstHour: number;
  hours: number;
  /** Test only: a fixed interval instead of the calendar. */
  everyMs?: number;
}

/**
 * A calendar at a minute of the key's own inside a window of hours (from the key's hash, so a million users do not
 * all run at the window's first minute): every day, every Sunday, or on the 1st of each month.
 */
export function spreadRepeat(
  key: string,
  calendar: ScheduleCalendar,
  options: SpreadOptions,
): ScheduleRepeat {
  if (options.everyMs) return { every: options.everyMs };
  const spread = createHash('sha256').update(key).digest().readUInt16BE(0) % (options.hours * 60);
  const minute = spread % 60;
  const hour = options.firstHour + Math.floor(spread / 60);
  const day = { daily: '* * *', weekly: '* * 0', monthly: '1 * *' }[calendar];
  return { pattern: `${minute} ${hour} ${day}`, tz: 'UTC' };
}

/** The scheduler in Redis already repeats as wanted (upserting it again would only move its next run). */
export function sameRepeat(
  held: { pattern?: string | null; every?: number | null } | undefined,
  wanted: ScheduleRepeat,
): boolean {
  if (!held) return false;
  return 'every' in wanted ? Number(held.every) === wanted.every : held.pattern === wanted.pattern;
}

/** What each run of a scheduler adds: the job's name, data and options. */
export interface ScheduledJob<Data> {
  name: string;
  data: Data;
  opts?: Record<string, unknown>;
}

interface HeldScheduler {
  key?: string | null;
  id?: string | null;
  pattern?: string | null;
  every?: number | null;
  next?: number | null;
}

/** The part of a BullMQ Queue the schedules use (so the kit needs no BullMQ of its own). */
export interface SchedulerQueue<Data> {
  getJobScheduler(id: string): Promise<HeldScheduler | undefined>;
  getJobSchedulers(start?: number, end?: number): Promise<HeldScheduler[]>;
  upsertJobScheduler(id: string, repeat: ScheduleRepeat, template: ScheduledJob<Data>): Promise<unknown>;
  removeJobScheduler(id: string): Promise<boolean>;
}

/**
 * One BullMQ job scheduler per key (a user) on a queue, ids `<prefix><key>`: BullMQ makes each run of a scheduler
 * one job with an id of its own, so however many processes run a worker, each period runs once. `sweep` puts
 * what Redis holds in line with what the database wants (after a restore, a closed account, a Redis that lost its
 * data).
 */
export class JobSchedules<Data> {
  constructor(
    private readonly queue: SchedulerQueue<Data>,
    private readonly prefix: string,
    private readonly job: (key: string) => ScheduledJob<Data>,
  ) {}

  /** Upserts the key's scheduler (unless it already repeats so), or removes it when `repeat` is null. */
  async set(key: string, repeat: ScheduleRepeat | null): Promise<void> {
    const id = this.prefix + key;
    if (!repeat) return void (await this.queue.removeJobScheduler(id));
    if (sameRepeat(await this.queue.getJobScheduler(id), repeat)) return;
    await this.queue.upsertJobScheduler(id, repeat, this.job(key));
  }

  /** When the key's scheduler runs next, or null without one. */
  async next(key: string): Promise<Date | null> {
    const scheduler = await this.queue.getJobScheduler(this.prefix + key);
    return scheduler?.next ? new Date(scheduler.next) : null;
  }

  /** Every scheduler of this prefix in Redis is wanted, and every wanted one is there as wanted. */
  async sweep(wanted: Map<string, ScheduleRepeat>): Promise<void> {
    for (const scheduler of await this.queue.getJobSchedulers(0, -1)) {
      const id = scheduler.key || scheduler.id || '';
      if (!id.startsWith(this.prefix)) continue;
      const key = id.slice(this.prefix.length);
      if (!wanted.has(key)) await this.set(key, null);
    }
    for (const [key, repeat] of wanted) await this.set(key, repeat);
  }
}
