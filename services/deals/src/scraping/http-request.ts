import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ScrapeError } from './scraper.types.js';
import type { CheckedUrl, ResolvedAddress } from './url-guard.js';

export interface HttpResponse {
  url: string;
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  /** Empty for a redirect (its body is never read). */
  body: Buffer;
}

export interface RequestOptions {
  userAgent: string;
  maxBodyBytes: number;
  accept: string;
  signal: AbortSignal;
}

/**
 * Connects to the address the guard checked, whatever the resolver says now: a DNS answer that changes between
 * the check and the connection (rebinding) cannot reach another address.
 */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

export function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function tooLarge(url: URL, max: number): ScrapeError {
  return new ScrapeError('http', `Page is larger than ${max} bytes (${url.href})`);
}

function networkError(url: URL, error: Error): Error {
  if (error.name === 'AbortError' || error instanceof ScrapeError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? error.message;
  return new ScrapeError('http', `Could not read ${url.href} (${code})`);
}

/**
 * One GET, no redirect followed (the caller checks every hop), the body read as a stream and given up as soon as
 * it passes maxBodyBytes. Rejects with ScrapeError('http') on network errors and an AbortError on abort.
 */
export function requestOnce(checked: CheckedUrl, options: RequestOptions): Promise<HttpResponse> {
  const { url } = checked;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<HttpResponse>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(checked.address),
        signal: options.signal,
        headers: { 'user-agent': options.userAgent, accept: options.accept },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const base = {
          url: url.href,
          status,
          statusText: response.statusMessage ?? '',
          headers: response.headers,
        };
        // A redirect's or an error's body is never read: the caller needs only the status and the headers.
        if (isRedirect(status) || status >= 400) {
          response.destroy();
          return resolve({ ...base, body: Buffer.alloc(0) });
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBodyBytes) {
          response.destroy();
          return reject(tooLarge(url, options.maxBodyBytes));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBodyBytes) {
            request.destroy();
            return reject(tooLarge(url, options.maxBodyBytes));
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ...base, body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(networkError(url, error)));
      },
    );
    request.on('error', (error) => reject(networkError(url, error)));
    request.end();
  });
}
