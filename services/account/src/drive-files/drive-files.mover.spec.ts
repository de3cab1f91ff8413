import type { PatternDriveFile, PatternDriveFileList } from '@yarn-mgmt/contracts';
import { access, readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { AccountConfig } from '../config/account.config.js';
import { DriveRequestError } from '../integrations/google-drive-files.js';
import type { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { DriveFilesMover, MoveStopped } from './drive-files.mover.js';
import type { DriveFilesRepository } from './drive-files.repository.js';
import { FILE_MOVED, type PatternsDriveClient } from './patterns-drive.client.js';

const USER = '6f1c2a8e-3b7d-4c55-9a0e-1d2f3a4b5c6d';
const file = (id: string, driveFileId: string | null = null): PatternDriveFile => ({
  pattern_id: `pattern-${id}`,
  file_id: `file-${id}`,
  name: `${id}.pdf`,
  size: 10,
  title: id,
  drive_file_id: driveFileId,
});

/** The mover with a fake patterns service, Drive and link; what each was asked is recorded. */
function moverWith(options: {
  list: PatternDriveFileList;
  placed?: 'done' | typeof FILE_MOVED;
  token?: () => Promise<string>;
  download?: (id: string) => Promise<Readable | null>;
  upload?: () => Promise<{ id: string }>;
  trash?: (id: string) => Promise<void>;
  /** The count of files that may be in Drive (unknown by default). */
  inDrive?: number;
}) {
  const calls: string[] = [];
  /** The temporary files the PDFs went through, and the bytes each side was handed. */
  const local: string[] = [];
  const handed: string[] = [];
  let counted = options.inDrive ?? -1;
  const patterns = {
    list: () => Promise.resolve(options.list),
    content: async (_user: string, patternId: string, into: string) => {
      calls.push(`content ${patternId}`);
      local.push(into);
      await writeFile(into, `%PDF-1.4 ${patternId}`);
      return `%PDF-1.4 ${patternId}`.length;
    },
    placed: (_user: string, patternId: string, _fileId: string, driveId: string) => {
      calls.push(`placed ${patternId} ${driveId}`);
      return Promise.resolve(options.placed ?? 'done');
    },
    returned: async (_user: string, patternId: string, driveId: string, from: string) => {
      calls.push(`returned ${patternId} ${driveId}`);
      local.push(from);
      handed.push(await readFile(from, 'utf8'));
      return 'done' as const;
    },
    trashed: (_user: string, ids: string[]) => {
      calls.push(`forget ${ids.join(',')}`);
      return Promise.resolve();
    },
  } as unknown as PatternsDriveClient;
  const drive = {
    folder: () => Promise.resolve('folder-1'),
    upload: async (_token: string, upload: { content: { path: string; size: number } }) => {
      calls.push('upload');
      const bytes = await readFile(upload.content.path, 'utf8');
      handed.push(`${bytes} (${upload.content.size})`);
      return (options.upload ?? (() => Promise.resolve({ id: 'drv-new' })))();
    },
    download: (_token: string, id: string) =>
      (options.download ?? (() => Promise.resolve(Readable.from([Buffer.from('%PDF-back')]))))(id),
    trash: (_token: string, id: string) => {
      calls.push(`trash ${id}`);
      return options.trash ? options.trash(id) : Promise.resolve();
    },
  };
  const tokens = {
    accessToken: options.token ?? (() => Promise.resolve('token')),
  } as unknown as IntegrationTokens;
  const places = {
    wantsDrive: () => Promise.resolve(true),
    exclusive: (_user: string, work: () => Promise<unknown>) => work(),
    inDrive: () => Promise.resolve(counted),
    setInDrive: (_user: string, n: number) => {
      counted = n;
      return Promise.resolve();
    },
  } as unknown as DriveFilesRepository;
  const config = { GOOGLE_API_URL: 'http://drive.invalid', PROVIDER_TIMEOUT_MS: 1000 } as AccountConfig;
  const mover = new DriveFilesMover(config, tokens, patterns, places);
  // Drive is the fake above (the real client is made inside from the config).
  Object.assign(mover, { drive });
  const cleared = async () => {
    for (const file of local) await expect(access(file)).rejects.toMatchObject({ code: 'ENOENT' });
    return local.length;
  };
  return { mover, calls, handed, cleared, counted: () => counted };
}

describe('moving pattern PDFs to Drive and back', () => {
  it('uploads each file held here, then tells the patterns service, and trashes copies of files that went', async () => {
    const { mover, calls, counted, handed, cleared } = moverWith({
      list: { files: [file('a'), file('b', 'drv-b')], trash: ['drv-old'] },
    });
    expect(await mover.move(USER, 'to_drive')).toEqual({
      direction: 'to_drive',
      done: 1,
      total: 1,
      failed: 0,
    });
    expect(calls).toEqual([
      'trash drv-old',
      'forget drv-old',
      'content pattern-a',
      'upload',
      'placed pattern-a drv-new',
    ]);
    // The count after the run is what the patterns service says (its list is the same fake here).
    expect(counted()).toBe(1);
    // The PDF went to Drive from a temporary file, gone after.
    expect(handed).toEqual(['%PDF-1.4 pattern-a (18)']);
    expect(await cleared()).toBe(1);
  });

  it('trashes the new copy of a file replaced meanwhile (409), and when the patterns service is down', async () => {
    const moved = moverWith({ list: { files: [file('a')], trash: [] }, placed: FILE_MOVED });
    expect((await moved.mover.move(USER, 'to_drive')).done).toBe(1);
    expect(moved.calls.slice(-1)).toEqual(['trash drv-new']);

    const down = moverWith({ list: { files: [file('a')], trash: [] } });
    Object.assign(down.mover, {
      patterns: {
        list: () => Promise.resolve({ files: [file('a')], trash: [] }),
        content: (_user: string, _id: string, into: string) => writeFile(into, '%PDF-1.4').then(() => 8),
        placed: () => Promise.reject(new (class extends Error {})('patterns: down')),
      },
    });
    // Not a MoveStopped error class from the client: rethrown as it is, but the copy is trashed first.
    await expect(down.mover.move(USER, 'to_drive')).rejects.toThrow('patterns: down');
    expect(down.calls).toEqual(['upload', 'trash drv-new']);
  });

  it('brings files back, trashing each Drive copy; one the user deleted in Drive is counted as failed', async () => {
    const { mover, calls, handed, cleared } = moverWith({
      list: { files: [file('a', 'drv-a'), file('b', 'drv-b'), file('c')], trash: [] },
      download: (id) => Promise.resolve(id === 'drv-b' ? null : Readable.from([Buffer.from('%PDF-back')])),
    });
    expect(await mover.move(USER, 'to_platform')).toEqual({
      direction: 'to_platform',
      done: 1,
      total: 2,
      failed: 1,
    });
    expect(calls).toEqual(['returned pattern-a drv-a', 'trash drv-a']);
    // Drive's bytes went back from a temporary file, gone after.
    expect(handed).toEqual(['%PDF-back']);
    expect(await cleared()).toBe(1);
  });

  it('stops (nothing lost) when Drive does not answer, and does nothing without a working link', async () => {
    const down = moverWith({
      list: { files: [file('a')], trash: [] },
      upload: () => Promise.reject(new DriveRequestError(503, 'Drive answered 503')),
    });
    await expect(down.mover.move(USER, 'to_drive')).rejects.toBeInstanceOf(MoveStopped);
    expect(down.calls).toEqual(['content pattern-a', 'upload']);
    // Its temporary copy is gone all the same.
    expect(await down.cleared()).toBe(1);

    const broken = moverWith({
      list: { files: [file('a', 'drv-a')], trash: [] },
      token: () => Promise.reject(new IntegrationError('BROKEN')),
    });
    expect(await broken.mover.move(USER, 'to_drive')).toMatchObject({ total: 0 });
    expect(await broken.mover.move(USER, 'to_platform')).toMatchObject({ done: 0, total: 1, failed: 1 });
    expect(broken.calls).toEqual([]);
  });
});

describe('Delete Account: the PDFs in Drive to its trash', () => {
  it('trashes each file the patterns service names as in Drive, and each copy waiting to be trashed', async () => {
    const { mover, calls, counted } = moverWith({
      list: { files: [file('a', 'drv-a'), file('b'), file('c', 'drv-c')], trash: ['drv-old'] },
    });
    await mover.trashAll(USER);
    expect(calls).toEqual(['trash drv-a', 'trash drv-c', 'trash drv-old']);
    // Done once: a later attempt of the erase (the tokens gone by then) asks nobody.
    expect(counted()).toBe(0);
  });

  it('asks nobody when no file may be in Drive', async () => {
    const { mover, calls } = moverWith({
      list: { files: [file('a', 'drv-a')], trash: [] },
      inDrive: 0,
      token: () => Promise.reject(new Error('no token should be asked for')),
    });
    await mover.trashAll(USER);
    expect(calls).toEqual([]);
  });

  it('never holds the deletion up: a broken link, Drive down (stopping at the first refusal)', async () => {
    const broken = moverWith({
      list: { files: [file('a', 'drv-a')], trash: [] },
      token: () => Promise.reject(new IntegrationError('BROKEN')),
    });
    await expect(broken.mover.trashAll(USER)).resolves.toBeUndefined();
    expect(broken.calls).toEqual([]);
    expect(broken.counted()).toBe(0);

    const down = moverWith({
      list: { files: [file('a', 'drv-a'), file('b', 'drv-b')], trash: [] },
      trash: () => Promise.reject(new DriveRequestError(503, 'Drive answered 503')),
    });
    await expect(down.mover.trashAll(USER)).resolves.toBeUndefined();
    expect(down.calls).toEqual(['trash drv-a']);
  });
});
