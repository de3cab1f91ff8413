import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Injection token of the app's FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where services keep user files (photos, pattern PDFs). Keys are relative paths made of
 * `[A-Za-z0-9._-]` segments joined by `/`; callers namespace them (`<user>/<item>/<file>`), and ownership is
 * checked by the caller against its own rows before a key is ever read.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Streams `source` into the file, never holding more than a chunk in memory. More than `maxBytes` is a
   * FileTooLargeError and nothing is kept (the rest of the source is drained, so the request can be answered).
   */
  putStream(key: string, source: Readable, options: { maxBytes: number }): Promise<StoredFile>;
  /** A stream of the file, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Size in bytes, or null when missing. */
  size(key: string): Promise<number | null>;
  /**
   * The file's path on this machine, or null when missing: for a worker thread, or a file-backed Blob
   * (`fs.openAsBlob`), to open it itself, so a large file never passes whole through the caller's heap. A remote
   * store would fetch it to a local file first.
   */
  localPath(key: string): Promise<string | null>;
}

export interface StoredFile {
  size: number;
  /** The first bytes, to tell the file's type by its content. */
  head: Buffer;
}

/** The stream was longer than the caller allowed. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

const HEAD_BYTES = 16;

/** Passes at most `maxBytes` on, then swallows the rest (an errored source would leave the request unanswered). */
function limitedCounter(maxBytes: number) {
  const state = { size: 0, head: Buffer.alloc(0), overflow: false };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.size += chunk.length;
      if (state.head.length < HEAD_BYTES)
        state.head = Buffer.concat([state.head, chunk.subarray(0, HEAD_BYTES - state.head.length)]);
      if (state.size > maxBytes) state.overflow = true;
      done(null, state.overflow ? undefined : chunk);
    },
  });
  return { transform, state };
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Files on the local disk under one root directory (the default; S3-compatible storage can replace it). */
export class LocalDiskFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed would be atomic; a partial write is only seen by a reader racing an upload
    // whose row does not exist yet, so a plain write is enough here.
    await writeFile(file, data, { mode: 0o600 });
  }

  async putStream(key: string, source: Readable, options: { maxBytes: number }): Promise<StoredFile> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so the final name never holds a partial or oversized file.
    const partial = `${file}.${randomUUID()}.part`;
    const { transform, state } = limitedCounter(options.maxBytes);
    try {
      await pipeline(source, transform, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
      if (state.overflow) throw new FileTooLargeError(options.maxBytes);
      await rename(partial, file);
      return { size: state.size, head: state.head };
    } finally {
      await rm(partial, { force: true });
    }
  }

  async read(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    if ((await this.size(key)) === null) return null;
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  async localPath(key: string): Promise<string | null> {
    return (await this.size(key)) === null ? null : this.pathOf(key);
  }

  private pathOf(key: string): string {
    if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path.join(this.root, ...key.split('/'));
  }
}
