import { z } from 'zod';

/**
 * Where a file-keeping service keeps its files: on the local disk (FILE_STORAGE_DIR, the default) or in an
 * S3-compatible bucket shared by every replica. A service's config spreads it (`...FileStorageEnvSchema.shape`);
 * `fileStorageFromConfig` (storage) picks the driver. Real S3 needs no endpoint; MinIO and s3rver need
 * S3_ENDPOINT and S3_FORCE_PATH_STYLE=true. Without keys the SDK's own chain (an instance role) is used.
 */
export const FileStorageEnvSchema = z.object({
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type FileStorageEnv = z.output<typeof FileStorageEnvSchema>;
