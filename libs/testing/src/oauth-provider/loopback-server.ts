import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { keepClientConnections } from '@yarn-mgmt/nest-kit';

/** A node:http server on 127.0.0.1 that `close()` takes down at once, open connections included. */
export interface LoopbackServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

/**
 * Starts `handler` on a loopback port (0: a free one). A handler that throws answers 500 with the error's message,
 * so a fake's own bug shows in the test that met it instead of hanging the request.
 */
export async function startLoopbackServer(handler: Handler, port = 0): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, 500, { error: 'fake_provider_error', message: String(error) });
    });
  });
  // A real provider keeps an idle connection about a minute; at Node's 5 s a caller's pooled next request would
  // meet the socket closing (ECONNRESET).
  keepClientConnections(server);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'content-length': 0 });
  response.end();
}

/** The request's body; past `limit` bytes it stops reading and answers null (the caller refuses the request). */
export async function readBody(request: IncomingMessage, limit = 64 * 1024 * 1024): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** An `application/x-www-form-urlencoded` body, or null when the request says it is something else. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = await readBody(request, 1024 * 1024);
  if (type !== 'application/x-www-form-urlencoded' || body === null) return null;
  return new URLSearchParams(body.toString('utf8'));
}

/** HTTP Basic credentials (RFC 6749 2.3.1: each part form-encoded before joining), or null. */
export function basicCredentials(request: IncomingMessage): { id: string; secret: string } | null {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const part = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
}

export function bearerToken(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** `base` with `params` added to its query (a redirect back to the client keeps the client's own query). */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
