import { z } from 'zod';

/** The backups' settings (issue 22); README "Backups". */
export const BackupsEnvSchema = z.object({
  /**
   * Test only: every user's automatic backups run at this fixed interval instead of their frequency's calendar
   * (daily, weekly, monthly at a night-time minute of their own). Unset in every real deployment.
   */
  BACKUP_SCHEDULE_EVERY_MS: z.coerce.number().int().min(500).optional(),
  /** Resumable upload chunks to Google Drive: a multiple of 256 KiB (Drive's rule), 8 MiB by default. */
  BACKUP_DRIVE_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(256 * 1024)
    .refine((value) => value % (256 * 1024) === 0, { error: 'a multiple of 262144 (256 KiB)' })
    .default(8 * 1024 * 1024),
  /** How often each process puts the schedules in Redis in line with the settings (and at start). */
  BACKUP_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
});

export type BackupsConfig = z.output<typeof BackupsEnvSchema>;
