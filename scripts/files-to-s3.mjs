#!/usr/bin/env node
// `npm run files:to-s3`: copies the files every service kept on disk (DATA_DIR/files/<service>, as npm start lays
// them out) to the S3 bucket the services use with FILE_STORAGE=s3, under the same key in the service's prefix
// (`<service>/<key>`, as the S3 driver keeps them). Streamed, one file at a time; an object already there with the
// same size is skipped, so it can be run again after an interruption, or once more just before switching over.
//
//   S3_BUCKET=yarn-files S3_ENDPOINT=http://127.0.0.1:9000 S3_FORCE_PATH_STYLE=true \
//   S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=... npm run files:to-s3 [-- --service inventory ...]
//
// The same settings as the services (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_FORCE_PATH_STYLE). With a bucket per service, run it once per service with that service's S3_BUCKET. Needs the
// kit built (npm start and npm run build do it).
import { FileStorageEnvSchema, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { service: { type: 'string', multiple: true } } });
const root = path.resolve(import.meta.dirname, '..');
const filesRoot = path.join(path.resolve(root, process.env.DATA_DIR ?? '.data'), 'files');
// Empty counts as unset, as for the services.
const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
const settings = FileStorageEnvSchema.safeParse({ ...env, FILE_STORAGE: 's3' });
if (!settings.success) {
  // Named, never echoed: a value may be a key.
  const names = settings.error.issues.map((issue) => issue.path.join('.'));
  console.error(`Invalid S3 settings: ${names.join(', ')}`);
  process.exit(1);
}
const config = settings.data;

/** What the disk driver leaves that is not a file of its own: an upload cut short (`<name>.<uuid>.part`). */
const PARTIAL = /\.[0-9a-f-]{36}\.part$/;
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function servicesOnDisk() {
  const entries = await readdir(filesRoot, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** Copies one service's folder; its counts. */
async function copyService(service) {
  const dir = path.join(filesRoot, service);
  const storage = fileStorageFromConfig({ ...config, FILE_STORAGE_DIR: dir }, service);
  const counts = { copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0, ignored: [] };
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file).split(path.sep).join('/');
    if (PARTIAL.test(key) || !KEY.test(key)) {
      counts.ignored.push(key);
      continue;
    }
    const { size } = await stat(file);
    if ((await storage.size(key)) === size) {
      counts.skipped += 1;
      counts.skippedBytes += size;
      continue;
    }
    await storage.putStream(key, createReadStream(file), { maxBytes: Number.MAX_SAFE_INTEGER });
    counts.copied += 1;
    counts.copiedBytes += size;
  }
  return counts;
}

const services = values.service ?? (await servicesOnDisk());
const where = `s3://${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`;
console.log(`Copying ${filesRoot}/{${services.join(',')}} to ${where}`);
const total = { copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0 };
for (const service of services) {
  const counts = await copyService(service);
  for (const name of Object.keys(total)) total[name] += counts[name];
  console.log(
    `  ${service}: ${counts.copied} copied (${mb(counts.copiedBytes)}), ` +
      `${counts.skipped} already there (${mb(counts.skippedBytes)})`,
  );
  for (const key of counts.ignored) console.log(`    left on disk, not a stored file: ${key}`);
}
console.log(
  `Done: ${total.copied} files copied (${mb(total.copiedBytes)}), ` +
    `${total.skipped} already there (${mb(total.skippedBytes)}).`,
);
