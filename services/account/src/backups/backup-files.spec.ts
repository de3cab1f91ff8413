import { fileStorageFromConfig, FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import { startS3Server, type TestS3Server } from '@yarn-mgmt/testing';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountConfig } from '../config/account.config.js';
import type { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import type { BackupEntity } from './backup.entity.js';
import { BackupFiles } from './backup-files.js';

// A backup kept on the platform's storage with FILE_STORAGE=s3: streamed into the bucket from its local file, restored from a local copy
// that is gone once the import has read it.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const config = { GOOGLE_API_URL: 'http://127.0.0.1:9', PROVIDER_TIMEOUT_MS: 1000 } as AccountConfig;
const noDrive = {} as IntegrationTokens;

describe('backup files in S3', () => {
  it('keeps a backup in the bucket and lends it to the restore as a file that is removed afterwards', async () => {
    const storage = fileStorageFromConfig(
      { FILE_STORAGE_DIR: '/nowhere', ...FileStorageEnvSchema.parse(s3.env) },
      'account',
    );
    const files = new BackupFiles(storage, config, noDrive);
    const body = Buffer.from('{"format":"yarn-mgmt-export"}');
    // The export as the writer hands it over: a local file, streamed into the bucket.
    const dir = await mkdtemp(path.join(tmpdir(), 'backup-files-spec-'));
    const local = path.join(dir, 'export');
    await writeFile(local, body);
    const written = await files.write(
      'u1',
      'b1',
      { name: 'backup.json', contentType: 'application/json', path: local, size: body.length },
      false,
    );
    await rm(dir, { recursive: true, force: true });
    expect(written).toEqual({ destination: 'platform', storageKey: 'u1/backups/b1.json', driveFileId: null });
    expect(await s3.keys()).toEqual(['account/u1/backups/b1.json']);

    const backup = { userId: 'u1', fileName: 'backup.json', storageKey: written.storageKey } as BackupEntity;
    let lent = '';
    const read = await files.withLocal(backup, async (copy) => {
      lent = copy.path;
      expect(copy.size).toBe(body.length);
      return readFile(copy.path, 'utf8');
    });
    expect(read).toBe(body.toString());
    await expect(access(lent)).rejects.toMatchObject({ code: 'ENOENT' });

    await files.remove(backup);
    expect(await s3.keys()).toEqual([]);
    await expect(files.withLocal(backup, () => Promise.resolve())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  }, 30_000);
});
