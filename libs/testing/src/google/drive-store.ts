import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DriveFile } from './google.types.js';

export const FOLDER_MIME = 'application/vnd.google-apps.folder';

export interface DriveStoreState {
  files: DriveFile[];
  roots: [string, string][];
}

export type NewFile = Partial<
  Pick<DriveFile, 'name' | 'mimeType' | 'description' | 'appProperties' | 'properties'>
> & {
  parents: string[];
  owner: string;
  creatorClientId: string | null;
};

const driveId = () => `1${randomBytes(24).toString('base64url')}`;

/**
 * The fake Drive's files: metadata in memory, contents in memory or, with a folder, on disk (local mode keeps
 * them across restarts). Each account has a root folder (the `root` alias), which lists never show.
 */
export class DriveStore {
  readonly files = new Map<string, DriveFile>();
  private readonly roots = new Map<string, string>();
  private readonly contents = new Map<string, Buffer>();

  constructor(
    private readonly dir: string | undefined,
    private readonly onChange: () => void,
  ) {
    if (dir) mkdirSync(path.join(dir, 'drive'), { recursive: true, mode: 0o700 });
  }

  rootOf(owner: string): string {
    if (!this.roots.has(owner)) {
      this.roots.set(owner, `0A${randomBytes(12).toString('base64url')}Uk9PVA`);
      this.onChange();
    }
    return this.roots.get(owner)!;
  }

  isRoot(id: string): boolean {
    return [...this.roots.values()].includes(id);
  }

  /** `root` read as the account's root folder id. */
  resolve(owner: string, id: string): string {
    return id === 'root' ? this.rootOf(owner) : id;
  }

  create(input: NewFile, content: Buffer | null): DriveFile {
    const now = new Date().toISOString();
    const file: DriveFile = {
      id: driveId(),
      name: input.name ?? 'Untitled',
      mimeType: input.mimeType ?? 'application/octet-stream',
      parents: input.parents.map((parent) => this.resolve(input.owner, parent)),
      trashed: false,
      explicitlyTrashed: false,
      createdTime: now,
      modifiedTime: now,
      description: input.description ?? null,
      appProperties: input.appProperties ?? {},
      properties: input.properties ?? {},
      owner: input.owner,
      creatorClientId: input.creatorClientId,
      size: 0,
      md5Checksum: null,
      version: 1,
    };
    this.files.set(file.id, file);
    if (file.mimeType !== FOLDER_MIME) this.setContent(file, content ?? Buffer.alloc(0));
    else this.onChange();
    return file;
  }

  setContent(file: DriveFile, content: Buffer): void {
    file.size = content.length;
    file.md5Checksum = createHash('md5').update(content).digest('hex');
    file.version += 1;
    file.modifiedTime = new Date().toISOString();
    if (this.dir) writeFileSync(path.join(this.dir, 'drive', file.id), content, { mode: 0o600 });
    else this.contents.set(file.id, content);
    this.onChange();
  }

  content(id: string): Buffer | null {
    const file = this.files.get(id);
    if (!file || file.mimeType === FOLDER_MIME) return null;
    if (!this.dir) return this.contents.get(id) ?? Buffer.alloc(0);
    const stored = path.join(this.dir, 'drive', id);
    return existsSync(stored) ? readFileSync(stored) : Buffer.alloc(0);
  }

  children(id: string): DriveFile[] {
    return [...this.files.values()].filter((file) => file.parents.includes(id));
  }

  /** Trashes or restores a file and, under a folder, everything in it (implicitly: explicitlyTrashed stays false). */
  setTrashed(file: DriveFile, trashed: boolean, explicit = true): void {
    file.trashed = trashed;
    file.explicitlyTrashed = trashed && explicit;
    file.modifiedTime = new Date().toISOString();
    for (const child of this.children(file.id))
      if (!child.explicitlyTrashed) this.setTrashed(child, trashed, false);
    this.onChange();
  }

  /** Deletes a file for good and, under a folder, everything in it. */
  delete(file: DriveFile): void {
    for (const child of this.children(file.id)) this.delete(child);
    this.files.delete(file.id);
    this.contents.delete(file.id);
    if (this.dir) rmSync(path.join(this.dir, 'drive', file.id), { force: true });
    this.onChange();
  }

  touch(file: DriveFile): void {
    file.modifiedTime = new Date().toISOString();
    file.version += 1;
    this.onChange();
  }

  snapshot(): DriveStoreState {
    return { files: [...this.files.values()], roots: [...this.roots.entries()] };
  }

  restore(state: DriveStoreState): void {
    for (const file of state.files) this.files.set(file.id, file);
    for (const [owner, id] of state.roots) this.roots.set(owner, id);
  }
}
