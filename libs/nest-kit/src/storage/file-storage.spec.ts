import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileTooLargeError, LocalDiskFileStorage } from './file-storage.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('streams a file in, private to the service, with its size and first bytes', async () => {
    const chunks = [Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100_000, 1), Buffer.from('end')];
    const stored = await storage.putStream('u/i/p.png', Readable.from(chunks), { maxBytes: 200_000 });
    expect(stored.size).toBe(100_007);
    expect([...stored.head.subarray(0, 5)]).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
    expect(stored.head.length).toBe(16);
    expect(await storage.size('u/i/p.png')).toBe(100_007);
    expect((await stat(path.join(root, 'u', 'i', 'p.png'))).mode & 0o777).toBe(0o600);
  });

  it('keeps nothing of a stream longer than allowed, and reads it to the end', async () => {
    const source = Readable.from([Buffer.alloc(60_000), Buffer.alloc(60_000), Buffer.alloc(60_000)]);
    await expect(storage.putStream('u/i/big.png', source, { maxBytes: 100_000 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(source.readableEnded).toBe(true);
    expect(await storage.size('u/i/big.png')).toBeNull();
    expect(await readdir(path.join(root, 'u', 'i'))).toEqual([]);
  });

  it('stores, reads, sizes and deletes a file under nested keys', async () => {
    await storage.put('user-1/item-2/photo.png', Buffer.from('hello'));
    expect(await storage.size('user-1/item-2/photo.png')).toBe(5);
    const stream = await storage.read('user-1/item-2/photo.png');
    expect((await readAll(stream!)).toString()).toBe('hello');
    await storage.delete('user-1/item-2/photo.png');
    expect(await storage.read('user-1/item-2/photo.png')).toBeNull();
    expect(await storage.size('user-1/item-2/photo.png')).toBeNull();
    await expect(storage.delete('user-1/item-2/photo.png')).resolves.toBeUndefined();
  });

  it('names a stored file by its path on disk for a worker to open, and a missing one not at all', async () => {
    await storage.put('user-1/item-2/pattern.pdf', Buffer.from('%PDF-1.7'));
    const file = await storage.localPath('user-1/item-2/pattern.pdf');
    expect(file).toBe(path.join(root, 'user-1', 'item-2', 'pattern.pdf'));
    expect(await readFile(file!, 'latin1')).toBe('%PDF-1.7');
    expect(await storage.localPath('user-1/item-2/gone.pdf')).toBeNull();
    await expect(storage.localPath('../escape')).rejects.toThrow('Invalid storage key');
  });

  it.each(['../escape', 'a/../../b', '/absolute', 'a//b', '', 'a/./b', 'a\\b'])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    },
  );
});
