import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCount, keySegments } from './stored-bytes.js';

/** Injection token of the app's FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where services keep user files (photos, pattern PDFs, archives, backups). Keys are relative paths made of
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
   * Runs `use` with the file's path on this machine and resolves to what it returns, or to null (without calling
   * it) when the file is missing: for a worker thread, or a file-backed Blob (`fs.openAsBlob`), to open it itself,
   * so a large file never passes whole through the caller's heap. The disk driver hands over the stored file
   * (read it, never change it); a remote store streams it to a temporary folder (`s3-copy-…` in the OS's
   * temporary directory) removed when `use` settles, so the path is good only until then.
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null>;
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

/** Files on the local disk under one root directory (the default; S3FileStorage keeps them in a bucket). */
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
    const count = new ByteCount(options.maxBytes);
    // Past the limit the rest is swallowed, not errored: an errored source would leave the request unanswered.
    const limit = new Transform({
      transform: (chunk: Buffer, _encoding, done) => done(null, count.add(chunk) ? chunk : undefined),
    });
    try {
      await pipeline(source, limit, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
      if (count.overflow) throw new FileTooLargeError(options.maxBytes);
      await rename(partial, file);
      return { size: count.size, head: count.head };
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

  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null> {
    return (await this.size(key)) === null ? null : use(this.pathOf(key));
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...keySegments(key));
  }
}
