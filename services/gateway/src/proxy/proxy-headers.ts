import type { ClientRequest, IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@yarn-mgmt/nest-kit';

/** Headers a client may send to pass itself off as someone else; the gateway sets its own. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The gateway is the public entry: what it forwards says who called it, never what the caller claimed.
 */
export function setForwardedHeaders(proxyRequest: ClientRequest, request: IncomingMessage): void {
  for (const header of FORWARDING_HEADERS) proxyRequest.removeHeader(header);
  // Hop-by-hop: a client's `Connection: close` must not close the gateway's pooled connection to the service.
  proxyRequest.removeHeader('connection');
  const socket = request.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  if (socket.remoteAddress) proxyRequest.setHeader('x-forwarded-for', socket.remoteAddress);
  proxyRequest.setHeader('x-forwarded-proto', socket.encrypted ? 'https' : 'http');
  if (request.headers.host) proxyRequest.setHeader('x-forwarded-host', request.headers.host);
  // The id the gateway logged this request under (the client's valid one, or a new UUID), so the service's
  // log line for the same request carries it too.
  const id = (request as IncomingMessage & { id?: unknown }).id;
  if (typeof id === 'string') proxyRequest.setHeader(REQUEST_ID_HEADER, id);
  else proxyRequest.removeHeader(REQUEST_ID_HEADER);
}

/** Whether a request has a body to stream (a length above 0, or chunked). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Headers of one connection only (RFC 9110 7.6.1): never passed on in either direction. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
