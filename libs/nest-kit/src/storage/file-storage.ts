import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Injection token of the app's FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where services keep user files (photos, pattern PDFs). Keys are relative paths made of
 * `[A-Za-z0-9._-]` segments joined by `/`; callers namespace them (`<user>/<item>/<file>`), and ownership is
 * checked by the caller against its own rows before a key is ever read.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Size in bytes, or null when missing. */
  size(key: string): Promise<number | null>;
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

  private pathOf(key: string): string {
    if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path.join(this.root, ...key.split('/'));
  }
}
