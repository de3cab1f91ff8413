import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A fake's state kept in a JSON file (local mode: links made in one `npm start` still work after a restart).
 * Written whole, through a temporary file, so a stop halfway never leaves half a file.
 */
export class StateFile<T> {
  constructor(private readonly file: string | undefined) {}

  load(): T | null {
    if (!this.file || !existsSync(this.file)) return null;
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  save(value: T): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(value), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
