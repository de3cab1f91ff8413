import type { Request, Response } from 'express';
import zlib from 'node:zlib';

/**
 * A small JSON answer (/remotes.json, read on every page load) compressed when the browser accepts it: brotli
 * whatever the order the browser lists encodings in, else gzip, else as it is.
 */
export function sendJson(request: Request, response: Response, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  response.vary('Accept-Encoding');
  response.type('application/json');
  const encoding =
    request.acceptsEncodings('br') === 'br'
      ? 'br'
      : request.acceptsEncodings('gzip') === 'gzip'
        ? 'gzip'
        : undefined;
  if (!encoding) {
    response.send(body);
    return;
  }
  const packed = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', packed.length);
  response.end(request.method === 'HEAD' ? undefined : packed);
}
