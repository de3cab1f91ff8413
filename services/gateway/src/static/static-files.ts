import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';

/** webpack's content-hashed names (`<name>.<contenthash:8>.js`): never change, so cached for a year. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

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

/**
 * A built front end's folder: the brotli or gzip copy the build wrote beside each file when the browser accepts it
 * (content negotiation, `Vary: Accept-Encoding`), else the file itself.
 */
export function serveBuiltFiles(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, setHeaders: setCacheHeaders },
  }) as RequestHandler;
}
