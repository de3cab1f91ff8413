import { S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/load-config.js';
import type { FileStorageEnv } from '../config/file-storage-env.js';
import { LocalDiskFileStorage, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * The service's file storage from its validated config: the local disk under FILE_STORAGE_DIR, or with
 * FILE_STORAGE=s3 the bucket S3_BUCKET, where the service's files are kept under `<service>/`. A setting S3 needs
 * and lacks is a start-up error that names it.
 */
export function fileStorageFromConfig(
  config: FileStorageEnv & { FILE_STORAGE_DIR: string },
  service: string,
): FileStorage {
  if (config.FILE_STORAGE === 'disk') return new LocalDiskFileStorage(config.FILE_STORAGE_DIR);
  const problems: string[] = [];
  if (!config.S3_BUCKET) problems.push('S3_BUCKET: required when FILE_STORAGE=s3 (not set)');
  const keys = [config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY];
  if (keys.some(Boolean) && !keys.every(Boolean))
    problems.push(
      `${config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with the other S3 key (not set)`,
    );
  if (problems.length) throw new ConfigError(problems);
  const client = new S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
  return new S3FileStorage(client, config.S3_BUCKET!, service);
}
