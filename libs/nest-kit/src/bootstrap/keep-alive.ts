import type { Server } from 'node:http';

/**
 * How long a client's idle keep-alive connection stays open, on every service. At Node's 5 s, a client that pools
 * connections (the gateway's proxy, a script, a test, Playwright) and sends again after about 5 s idle meets the
 * socket as the server closes it: ECONNRESET, and a write like DELETE is not resent (seen in the e2e journey through
 * the gateway, and in an account test under load). Kept above the usual 60 s idle of load balancers and client
 * pools, as Node's own guidance for servers behind them says.
 */
export const CLIENT_KEEP_ALIVE_MS = 65_000;

export function keepClientConnections(server: Server): void {
  server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;
  // Above keepAliveTimeout, or a slow next request's headers time out first.
  server.headersTimeout = CLIENT_KEEP_ALIVE_MS + 1_000;
}
