import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startS3Server, type TestS3Server } from './s3-server.js';

// `npm run files:to-s3` (scripts/files-to-s3.mjs) against s3rver, on a DATA_DIR laid out as npm start lays it.
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/files-to-s3.mjs');

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'files-to-s3-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function keep(relative: string, bytes: Buffer) {
  const file = path.join(dataDir, 'files', ...relative.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

async function copy(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, ...s3.env, DATA_DIR: dataDir },
  });
  return stdout;
}

describe('files:to-s3', () => {
  it('copies every service folder to the bucket under the service, then only what changed', async () => {
    await keep('inventory/u1/i1/photo.png', Buffer.alloc(1000, 1));
    await keep('account/u1/avatar.png', Buffer.alloc(10, 2));
    await keep('tools/u1/scan.pdf', Buffer.alloc(6 * 1024 * 1024, 3));
    await keep('tools/u1/scan.pdf.0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11.part', Buffer.alloc(5));

    const first = await copy();
    expect(first).toContain('account: 1 copied (0.0 MB), 0 already there (0.0 MB)');
    expect(first).toContain('tools: 1 copied (6.0 MB), 0 already there (0.0 MB)');
    expect(first).toContain(
      'left on disk, not a stored file: u1/scan.pdf.0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11.part',
    );
    expect(first).toContain('Done: 3 files copied (6.0 MB), 0 already there (0.0 MB).');
    expect(await s3.keys()).toEqual([
      'account/u1/avatar.png',
      'inventory/u1/i1/photo.png',
      'tools/u1/scan.pdf',
    ]);

    expect(await copy()).toContain('Done: 0 files copied (0.0 MB), 3 already there (6.0 MB).');

    await keep('inventory/u1/i1/photo.png', Buffer.alloc(2000, 1));
    await keep('inventory/u2/i9/new.png', Buffer.alloc(10, 1));
    const again = await copy('--service', 'inventory');
    expect(again).toContain('inventory: 2 copied (0.0 MB), 0 already there (0.0 MB)');
    expect(again).not.toContain('tools:');
    expect(await s3.keys()).toHaveLength(4);
  }, 60_000);

  it('names the setting it lacks', async () => {
    const run = promisify(execFile)(process.execPath, [SCRIPT], {
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: '' },
    });
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('S3_BUCKET: required when FILE_STORAGE=s3') as unknown,
    });
  }, 30_000);
});
