import { baseConfigSchema, loadConfig, serviceUrlList } from '@yarn-mgmt/nest-kit';
import { UserDataEnvSchema } from '@yarn-mgmt/nest-kit/user-data';
import { WorkerPoolEnvSchema } from '@yarn-mgmt/nest-kit/worker';
import { AssistantEnvSchema } from './assistant.config.js';
import { LlmEnvSchema, requireLlmModel } from './llm.config.js';
import { FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import path from 'node:path';
import { z } from 'zod';

export const TOOLS_CONFIG = Symbol('TOOLS_CONFIG');

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const ToolsConfigSchema = baseConfigSchema({ port: 3105, database: 'yarn_tools' })
  .extend({
    ...UserDataEnvSchema.shape,
    /** PDFs are read, drawn and counted in worker threads (the kit's `pdf` pool). */
    ...WorkerPoolEnvSchema.shape,
    /** Disk (FILE_STORAGE_DIR) or an S3 bucket shared by every replica (FILE_STORAGE=s3, S3_*). */
    ...FileStorageEnvSchema.shape,
    /** Root of the local-disk storage of the PDF processor's uploads, resolved from the process's working directory. */
    FILE_STORAGE_DIR: z
      .string()
      .default('.data/files/tools')
      .transform((dir) => path.resolve(process.cwd(), dir)),
    /** Each user's `storage_limit` (spec part 2, settings): the bytes of uploads they may keep, 1 GiB by default. */
    STORAGE_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(1024 ** 3),
    /** How long an upload is kept for Save to Library before it is removed with its file. */
    PDF_UPLOAD_RETENTION_HOURS: z.coerce.number().int().min(1).max(8_760).default(168),
    /** Pages whose text the processor reads (a pattern book is not read whole). */
    PDF_MAX_PAGES: z.coerce.number().int().min(1).max(5_000).default(500),
    /** The text read's time cap, under the gateway's 10 s (PROXY_TIMEOUT_MS): past it, a 400 "too complex". */
    PDF_READ_TIMEOUT_MS: milliseconds(500, 60_000, 8_000),
    /** Scanned pages read by OCR, at most. */
    OCR_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(20),
    /** One page's OCR time cap: past it the OCR stops and the upload says so. */
    OCR_PAGE_TIMEOUT_MS: milliseconds(1_000, 600_000, 60_000),
    /** OCR runs this many uploads at once per process; the rest wait their turn. */
    OCR_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
    /** The patterns service: Save to Library sends it the stored PDF for the pattern the form created. */
    PATTERNS_URL: serviceUrlList('http://127.0.0.1:3103'),
    /** How long the patterns service may take to take the PDF (up to 50 MB) before Save to Library is a 503. */
    PATTERNS_TIMEOUT_MS: milliseconds(100, 120_000, 30_000),
    ...LlmEnvSchema.shape,
    ...AssistantEnvSchema.shape,
  })
  .superRefine(requireLlmModel);

export type ToolsConfig = z.output<typeof ToolsConfigSchema>;

export function loadToolsConfig(env: Record<string, string | undefined> = process.env): ToolsConfig {
  return loadConfig(ToolsConfigSchema, env);
}
