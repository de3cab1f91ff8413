/** How many first bytes a stored file reports, to tell its type by. */
const HEAD_BYTES = 16;

/** The bytes of one upload so far: its size, its first bytes, and whether it went past the caller's limit. */
export class ByteCount {
  size = 0;
  head = Buffer.alloc(0);
  overflow = false;

  constructor(private readonly maxBytes: number) {}

  /** Counts a chunk; false once the file is longer than allowed (that chunk and every later one are dropped). */
  add(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.size > this.maxBytes) this.overflow = true;
    return !this.overflow;
  }
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The key's segments: `[A-Za-z0-9._-]` names joined by `/`, never `.` or `..`; anything else throws. */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (!KEY.test(key) || segments.some((segment) => segment === '..' || segment === '.'))
    throw new Error(`Invalid storage key: ${key}`);
  return segments;
}
