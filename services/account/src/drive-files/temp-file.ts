import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `use` with the path of a file not made yet, in a new folder of the OS's temporary directory (`<prefix>…`)
 * that is removed, whatever was written there, when `use` settles: a file on its way between two places.
 */
export async function withTempFile<T>(prefix: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    return await use(path.join(dir, 'file'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
