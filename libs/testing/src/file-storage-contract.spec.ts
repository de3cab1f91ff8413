import {
  FileTooLargeError,
  fileStorageFromConfig,
  FileStorageEnvSchema,
  type FileStorage,
} from '@yarn-mgmt/nest-kit/storage';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startS3Server, type TestS3Server } from './s3-server.js';

// The one contract both drivers keep (the disk driver's own details, modes and paths, are tested in nest-kit). It
// lives here because the S3 half needs s3rver, a dependency of this lib, and nest-kit must not depend on it.

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `total` bytes in 64 KiB chunks, made as they are read (the source holds one chunk at a time); `passing` is told
 * of each byte count read so far.
 */
function generated(total: number, passing: (bytes: number) => void = () => undefined): Readable {
  let sent = 0;
  return new Readable({
    read() {
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      passing(sent);
      this.push(size ? Buffer.alloc(size, 7) : null);
    },
  });
}

const MB = 1024 * 1024;

let s3: TestS3Server;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const drivers: Array<[string, () => Record<string, string>]> = [
  ['disk', () => ({ FILE_STORAGE_DIR: root })],
  ['s3', () => ({ FILE_STORAGE_DIR: root, ...s3.env })],
];

describe.each(drivers)('file storage on %s', (_driver, env) => {
  let storage: FileStorage;
  beforeEach(() => {
    const config = { FILE_STORAGE_DIR: root, ...FileStorageEnvSchema.parse(env()) };
    storage = fileStorageFromConfig(config, 'contract');
  });

  it('streams a file in with its size and first bytes, and reads it back whole', async () => {
    const chunks = [Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100_000, 1), Buffer.from('end')];
    const stored = await storage.putStream('u/i/p.png', Readable.from(chunks), { maxBytes: 200_000 });
    expect(stored.size).toBe(100_007);
    expect([...stored.head.subarray(0, 5)]).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
    expect(stored.head.length).toBe(16);
    expect(await storage.size('u/i/p.png')).toBe(100_007);
    expect((await readAll((await storage.read('u/i/p.png'))!)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('keeps nothing of a stream longer than allowed, and reads the source to its end', async () => {
    const source = generated(7 * MB);
    await expect(storage.putStream('u/i/big.pdf', source, { maxBytes: 6 * MB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(source.readableEnded).toBe(true);
    expect(await storage.size('u/i/big.pdf')).toBeNull();
    expect(await storage.read('u/i/big.pdf')).toBeNull();
  });

  it('keeps nothing of an upload whose sender goes away in the middle', async () => {
    let sent = 0;
    const source = new Readable({
      read() {
        sent += 1;
        if (sent < 100) this.push(Buffer.alloc(64 * 1024, 1));
        else this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.putStream('u/cut.pdf', source, { maxBytes: 50 * MB })).rejects.toThrow(
      'the client went away',
    );
    expect(await storage.size('u/cut.pdf')).toBeNull();
  });

  it('keeps the file it had when a longer one is refused under its name', async () => {
    await storage.put('u/avatar.png', Buffer.from('old'));
    await expect(storage.putStream('u/avatar.png', generated(1000), { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect((await readAll((await storage.read('u/avatar.png'))!)).toString()).toBe('old');
  });

  it('stores, reads, sizes and deletes a file under nested keys; a missing key is null', async () => {
    await storage.put('user-1/item-2/photo.png', Buffer.from('hello'));
    expect(await storage.size('user-1/item-2/photo.png')).toBe(5);
    expect((await readAll((await storage.read('user-1/item-2/photo.png'))!)).toString()).toBe('hello');
    await storage.delete('user-1/item-2/photo.png');
    expect(await storage.read('user-1/item-2/photo.png')).toBeNull();
    expect(await storage.size('user-1/item-2/photo.png')).toBeNull();
    await expect(storage.delete('user-1/item-2/photo.png')).resolves.toBeUndefined();
    expect(await storage.read('never/stored.png')).toBeNull();
  });

  it('stores an empty file', async () => {
    expect((await storage.putStream('u/empty.txt', Readable.from([]), { maxBytes: 10 })).size).toBe(0);
    expect(await storage.size('u/empty.txt')).toBe(0);
  });

  it('lends a file on this machine for as long as the work on it runs, and a missing one not at all', async () => {
    await storage.put('user-1/item-2/pattern.pdf', Buffer.from('%PDF-1.7'));
    let lent = '';
    const text = await storage.withLocalFile('user-1/item-2/pattern.pdf', async (file) => {
      lent = file;
      return readFile(file, 'latin1');
    });
    expect(text).toBe('%PDF-1.7');
    expect(path.basename(lent)).toBe('pattern.pdf');
    expect(await storage.size('user-1/item-2/pattern.pdf')).toBe(8);
    let called = false;
    const use = () => Promise.resolve((called = true));
    expect(await storage.withLocalFile('user-1/item-2/gone.pdf', use)).toBeNull();
    expect(called).toBe(false);
    await expect(storage.withLocalFile('../escape', use)).rejects.toThrow('Invalid storage key');
  });

  it.each(['../escape', 'a/../../b', '/absolute', 'a//b', '', 'a/./b', 'a\\b'])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('streams 20 MB in and out holding a small part of it in memory', async () => {
    const total = 20 * MB;
    const held = memoryHeld();
    const stored = await storage.putStream('u/big.bin', generated(total, held.at), { maxBytes: total });
    expect(stored.size).toBe(total);
    let read = 0;
    held.restart();
    for await (const chunk of (await storage.read('u/big.bin'))!) held.at((read += (chunk as Buffer).length));
    expect(read).toBe(total);
    console.log(
      `${_driver}: 20 MB in and out, most held: heap ${mb(held.heap)} MB, buffers ${mb(held.buffers)} MB`,
    );
    expect(held.heap).toBeLessThan(4 * MB);
    expect(held.buffers).toBeLessThan(12 * MB);
  }, 60_000);
});

// A collection before each look: what is held, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The most heap and ArrayBuffer (Buffer) memory held above the start, looked at after each 4 MB passed (a
 * collection before each look).
 */
function memoryHeld() {
  gc();
  gc();
  const before = process.memoryUsage();
  const held = { heap: 0, buffers: 0, at, restart: () => (next = 0) };
  let next = 0;
  function at(bytes: number) {
    if (bytes < next) return;
    next = bytes + 4 * MB;
    // Twice: buffers a collection finds dead are freed as it sweeps, and counted until then.
    gc();
    gc();
    const now = process.memoryUsage();
    held.heap = Math.max(held.heap, now.heapUsed - before.heapUsed);
    held.buffers = Math.max(held.buffers, now.arrayBuffers - before.arrayBuffers);
  }
  return held;
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);
