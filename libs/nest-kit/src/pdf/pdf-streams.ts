import { constants, inflateSync } from 'node:zlib';

export interface PdfStreamCaps {
  /** Largest decoded size of one stream that is not an image. */
  maxStreamBytes: number;
  /** Largest decoded size of all of them together. */
  maxTotalBytes: number;
}

/** Which cap a PDF passed: the caller refuses it (400) before pdf.js inflates anything. */
export type PdfStreamVerdict = 'ok' | 'stream-too-large' | 'total-too-large';

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const IMAGE = /\/Subtype\s*\/Image\b/;
const FLATE = /\/(FlateDecode|Fl)\b/;

/**
 * Measures the Flate streams of a PDF as pdf.js would inflate them, stopping at the caps: a 50 KB PDF can hold a
 * stream that inflates to gigabytes (a "PDF bomb"), which pdf.js would decode whole into memory. Images are left
 * out (text reading never decodes them); a stream that does not inflate is left to pdf.js to judge.
 */
export function measurePdfStreams(data: Uint8Array, caps: PdfStreamCaps): PdfStreamVerdict {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const start = bytes.indexOf(STREAM, at);
    if (start < 0) return 'ok';
    at = start + STREAM.length;
    // "endstream" contains "stream": skip it, and any "stream" not followed by an end of line.
    if (start >= 3 && bytes.subarray(start - 3, start).toString('latin1') === 'end') continue;
    let body = at;
    if (bytes[body] === 0x0d) body += 1;
    if (bytes[body] !== 0x0a) continue;
    body += 1;
    const end = bytes.indexOf(ENDSTREAM, body);
    if (end < 0) return 'ok';
    const dictionary = bytes.subarray(Math.max(0, start - 2048), start).toString('latin1');
    const own = dictionary.slice(dictionary.lastIndexOf(' obj'));
    at = end + ENDSTREAM.length;
    if (!FLATE.test(own) || IMAGE.test(own)) continue;
    const budget = Math.min(caps.maxStreamBytes, caps.maxTotalBytes - total);
    let size: number;
    try {
      size = inflateSync(bytes.subarray(body, end), {
        maxOutputLength: budget + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') continue;
      size = budget + 1;
    }
    if (size > caps.maxStreamBytes) return 'stream-too-large';
    total += size;
    if (total > caps.maxTotalBytes) return 'total-too-large';
  }
}
