import { z } from 'zod';

/**
 * The deals queue's jobs (ARCHITECTURE.md: queue and job names and payload types in one place). The API process
 * only enqueues; the worker process runs them.
 */
export const SCRAPE_JOBS = {
  /** One run of one target: manual, Run All, or its job scheduler. */
  scrapeTarget: 'scrape-target',
} as const;

export const ScrapeTargetJobSchema = z.object({
  targetId: z.number().int().positive(),
  /** The run (log row) this job fills in; a scheduler's job has none and the worker opens one. */
  runId: z.number().int().positive().optional(),
  trigger: z.enum(['manual', 'all', 'schedule']),
});
export type ScrapeTargetJob = z.infer<typeof ScrapeTargetJobSchema>;

/** The job scheduler id of a target (one per target, from its frequency). */
export const scheduleIdOf = (targetId: number) => `target-${targetId}`;
