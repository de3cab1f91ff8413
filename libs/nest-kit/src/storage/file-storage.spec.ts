import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStorageEnvSchema } from '../config/file-storage-env.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { FileTooLargeError, LocalDiskFileStorage } from './file-storage.js';
import { fileStorageFromConfig } from './file-storage-from-config.js';
import { S3FileStorage } from './s3-file-storage.js';

// What both drivers keep is one contract, run against the disk and against s3rver in libs/testing
// (file-storage-contract.spec.ts). Here: the disk driver's own details, and the choice of driver.

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps a file at its key under the root, private to the service', async () => {
    await storage.putStream('u/i/p.png', Readable.from([Buffer.from('png')]), { maxBytes: 10 });
    expect((await stat(path.join(root, 'u', 'i', 'p.png'))).mode & 0o777).toBe(0o600);
  });

  it('leaves no partial file behind a stream longer than allowed', async () => {
    const source = Readable.from([Buffer.alloc(60_000), Buffer.alloc(60_000)]);
    await expect(storage.putStream('u/i/big.png', source, { maxBytes: 100_000 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await readdir(path.join(root, 'u', 'i'))).toEqual([]);
  });

  it('lends the stored file itself, with no copy', async () => {
    await storage.put('user-1/pattern.pdf', Buffer.from('%PDF-1.7'));
    expect(await storage.withLocalFile('user-1/pattern.pdf', (file) => Promise.resolve(file))).toBe(
      path.join(root, 'user-1', 'pattern.pdf'),
    );
  });
});

describe('fileStorageFromConfig', () => {
  const config = (env: Record<string, string>) => ({
    FILE_STORAGE_DIR: '/srv/files/inventory',
    ...loadConfig(FileStorageEnvSchema, env),
  });

  it('keeps files on the disk by default', () => {
    const storage = fileStorageFromConfig(config({}), 'inventory');
    expect(storage).toBeInstanceOf(LocalDiskFileStorage);
    expect((storage as LocalDiskFileStorage).root).toBe('/srv/files/inventory');
  });

  it('keeps them in the bucket with FILE_STORAGE=s3', () => {
    const env = { FILE_STORAGE: 's3', S3_BUCKET: 'yarn-files', S3_FORCE_PATH_STYLE: 'true' };
    expect(fileStorageFromConfig(config(env), 'inventory')).toBeInstanceOf(S3FileStorage);
  });

  it('stops at start naming the setting S3 lacks', () => {
    expect(() => fileStorageFromConfig(config({ FILE_STORAGE: 's3' }), 'inventory')).toThrow(
      new ConfigError(['S3_BUCKET: required when FILE_STORAGE=s3 (not set)']),
    );
    const oneKey = { FILE_STORAGE: 's3', S3_BUCKET: 'yarn-files', S3_ACCESS_KEY_ID: 'AKIA' };
    expect(() => fileStorageFromConfig(config(oneKey), 'inventory')).toThrow(
      'S3_SECRET_ACCESS_KEY: required with the other S3 key (not set)',
    );
    expect(() => loadConfig(FileStorageEnvSchema, { FILE_STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig(FileStorageEnvSchema, { S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
