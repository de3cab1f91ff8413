import type { FileStorage } from '@yarn-mgmt/nest-kit/storage';

/** A stored file's bytes, whole (a PDF reader needs them at once); null when the file is gone. */
export async function storedBytes(files: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await files.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
