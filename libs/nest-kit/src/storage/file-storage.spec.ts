import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskFileStorage } from './file-storage.js';

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

  it.each(['../escape', 'a/../../b', '/absolute', 'a//b', '', 'a/./b', 'a\\b'])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    },
  );
});
