import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepClientConnections } from '@yarn-mgmt/nest-kit';

/**
 * A fixed address in front of a service that can stop and come back on another port (a restart): requests go to
 * `target` while it is set, and are a 503 while it is not.
 */
export interface Relay {
  url: string;
  target?: string;
  close(): Promise<void>;
}

export async function startRelay(): Promise<Relay> {
  const state: { target?: string } = {};
  const server = createServer((incoming, outgoing) => {
    if (!state.target) return void outgoing.writeHead(503).end();
    const forward = request(
      new URL(incoming.url ?? '/', state.target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
    incoming.pipe(forward);
  });
  // As the services it stands in front of: a caller's pooled connection is not closed under its next request.
  keepClientConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
