import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { NeighbourCall } from './neighbour-client.js';

/** What one attempt of a call hands fetch, and how to let go of what it opened once the attempt is over. */
export interface AttemptBody {
  init: Pick<RequestInit, 'body' | 'redirect'> & { duplex?: 'half' };
  close(): void;
}

/** The content type the call's body goes with, when it has one of its own (a form's is written by fetch). */
export function bodyType(call: NeighbourCall): string | undefined {
  if (call.json !== undefined || call.stream !== undefined) return 'application/json';
  return call.file?.type;
}

/**
 * One attempt's body, made afresh for each instance tried. A file on disk is opened again and streamed from its
 * start, a chunk at a time (never read whole), so a call with a file stays repeatable; a streamed body is read
 * once. A streamed body refuses redirects: fetch would otherwise keep every byte sent, to send them again.
 */
export function attemptBody(call: NeighbourCall): AttemptBody {
  const none = () => undefined;
  if (call.form !== undefined) return { init: { body: call.form }, close: none };
  if (call.file !== undefined && 'path' in call.file) {
    const file: ReadStream = createReadStream(call.file.path);
    // A file that cannot be read fails the attempt when fetch reads it (an error event alone would be thrown).
    file.on('error', none);
    return {
      init: { body: ReadableStream.from(file), duplex: 'half', redirect: 'error' },
      close: () => void file.destroy(),
    };
  }
  if (call.file !== undefined) return { init: { body: call.file.data }, close: none };
  if (call.stream !== undefined)
    return {
      init: { body: ReadableStream.from(call.stream), duplex: 'half', redirect: 'error' },
      close: none,
    };
  if (call.json !== undefined) return { init: { body: JSON.stringify(call.json) }, close: none };
  return { init: {}, close: none };
}

/** The answer's body streamed into the file at `path` (made, or emptied first): the bytes written. */
export async function bodyToFile(response: Response, path: string): Promise<number> {
  const file = createWriteStream(path, { mode: 0o600 });
  const body = response.body
    ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
    : Readable.from([]);
  await pipeline(body, file);
  return file.bytesWritten;
}
