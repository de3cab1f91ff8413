import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ServerResponse } from 'node:http';
import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** webpack's content-hashed names (`<name>.<contenthash:8>.js`): never change, so cached for a year. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Text the browser gets compressed (the build writes `.br`/`.gz` copies of the same kinds). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/i;

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** brotli whenever the browser takes it (whatever the order it lists encodings in), else gzip, else none. */
function chosenEncoding(request: Request): Encoding | undefined {
  if (request.acceptsEncodings('br') === 'br') return 'br';
  if (request.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One encoding of a body: brotli at a middle level (fast enough per request), gzip at its default. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzip(body);
}

/**
 * Cache policy of the front end's files: content-hashed ones immutable for a year; everything else (index.html,
 * remoteEntry.js, mf-manifest.json, the entry chunks) `no-cache`, so the browser revalidates with the ETag and
 * Last-Modified validators and a new build is seen on the next page load.
 */
export function setCacheHeaders(response: ServerResponse, filePath: string): void {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  response.setHeader(
    'Cache-Control',
    CONTENT_HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const fileStats = (file: string): Stats | undefined => {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // a name too long, a path through a file: not ours to serve
  }
};

/**
 * A built front end's folder, compressed for every browser that accepts it (`Vary: Accept-Encoding`): the brotli
 * or gzip copy the build wrote beside the file when there is one as new as the file, else the file compressed
 * here once and kept in memory until it changes. Looked up on every request, so a chunk built after the gateway
 * started is served compressed too (express-static-gzip indexed the copies once, at start).
 */
export function serveBuiltFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const serveStatic = express.static(root, { index: false, setHeaders: setCacheHeaders });
  const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !COMPRESSIBLE.test(file))
      return void serveStatic(request, response, next);
    const stats = fileStats(file);
    if (!stats?.isFile()) return void serveStatic(request, response, next);
    response.vary('Accept-Encoding');
    const encoding = chosenEncoding(request);
    if (!encoding) return void serveStatic(request, response, next);

    response.type(path.extname(file));
    response.setHeader('Content-Encoding', encoding);
    const copy = fileStats(file + SUFFIX[encoding]);
    if (copy?.isFile() && copy.mtimeMs >= stats.mtimeMs) {
      // serve-static sends the copy with its own validators; the type above is the original's.
      request.url = request.url.replace(/(\?|$)/, `${SUFFIX[encoding]}$1`);
      return void serveStatic(request, response, next);
    }

    const key = `${file}\0${encoding}`;
    const version = `${stats.size}-${Math.trunc(stats.mtimeMs).toString(16)}`;
    let entry = compressed.get(key);
    if (entry?.version !== version) {
      const body = readFile(file).then((content) => compress(content, encoding));
      entry = { version, body };
      compressed.set(key, entry);
      body.catch(() => compressed.delete(key));
    }
    setCacheHeaders(response, file);
    response.setHeader('ETag', `W/"${version}-${encoding}"`);
    response.setHeader('Last-Modified', stats.mtime.toUTCString());
    if (request.fresh) {
      response.removeHeader('Content-Encoding');
      response.status(304).end();
      return;
    }
    entry.body.then(
      (body) => {
        response.setHeader('Content-Length', body.length);
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.removeHeader('Content-Encoding');
        next(error);
      },
    );
  };
}
