import { open } from 'node:fs/promises';

/** A file on disk to upload, and its size: read a chunk at a time, never whole. */
export interface DriveUploadFile {
  path: string;
  size: number;
}

/** An upload's bytes, one chunk asked for at a time (again from an earlier offset when Drive took part of one). */
export interface ChunkSource {
  readonly size: number;
  /** `length` bytes from `offset` (fewer only at the end); good until the next read. */
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The bytes of `content`: a Buffer as it is, a file through one file handle with positional reads into one
 * buffer of at most `chunkBytes`, so memory stays one chunk whatever the file's size.
 */
export async function openChunks(
  content: Buffer | DriveUploadFile,
  chunkBytes: number,
): Promise<ChunkSource> {
  if (Buffer.isBuffer(content))
    return {
      size: content.length,
      read: (offset, length) => Promise.resolve(content.subarray(offset, offset + length)),
      close: () => Promise.resolve(),
    };
  const handle = await open(content.path, 'r');
  const buffer = Buffer.alloc(Math.min(chunkBytes, content.size));
  return {
    size: content.size,
    async read(offset, length) {
      const wanted = Math.min(length, content.size - offset, buffer.length);
      let filled = 0;
      while (filled < wanted) {
        const { bytesRead } = await handle.read(buffer, filled, wanted - filled, offset + filled);
        if (bytesRead === 0)
          throw new Error(`${content.path} is shorter than the ${content.size} bytes said`);
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    },
    close: () => handle.close(),
  };
}
