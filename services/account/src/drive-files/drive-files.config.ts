import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Pattern PDFs in Google Drive (issue 22); README "Pattern PDFs in Google Drive". */
export const DriveFilesEnvSchema = z.object({
  /**
   * The patterns service's key for its file links (the same value): it signs the redirect of a View / Download of
   * a file held in Drive, this service checks it. Without one each process makes its own and those links fail
   * (404), so the launcher gives both services the same key, and production sets it.
   */
  FILE_LINK_SECRET: z
    .string()
    .min(32, { error: 'FILE_LINK_SECRET must be at least 32 characters' })
    .default(() => randomBytes(32).toString('base64url')),
  /** Resumable upload chunks of pattern PDFs to Drive: a multiple of 256 KiB (Drive's rule), 8 MiB by default. */
  DRIVE_FILES_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(256 * 1024)
    .refine((value) => value % (256 * 1024) === 0, { error: 'a multiple of 262144 (256 KiB)' })
    .default(8 * 1024 * 1024),
  /** How often new uploads of users with Drive on are moved there (and at start). */
  DRIVE_FILES_SWEEP_MS: z.coerce.number().int().min(500).max(86_400_000).default(60_000),
});

export type DriveFilesConfig = z.output<typeof DriveFilesEnvSchema>;
