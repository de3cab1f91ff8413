import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES } from '@yarn-mgmt/contracts';
import type { GatewayConfig } from '../config/gateway.config.js';
import { ProxyService } from './proxy.service.js';

// The proxy specs' world: instances of a service on local ports, and gateways (a ProxyService) over them.

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

/** An instance answers, never answers (SIGSTOP: it takes connections), or dies before answering (kill -9). */
export type Behaviour = 'answer' | 'stall' | 'cut';

/** An instance that records what reached it (`METHOD /path body`), then behaves as told. */
function instance(behaviour: Behaviour) {
  const got: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      got.push(`${req.method} ${req.url} ${body}`.trim());
      if (behaviour === 'stall') return;
      if (behaviour === 'cut') return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  return { server, got };
}

/** A local URL nothing listens on (an instance that is gone: the connection is refused). */
export async function goneUrl(): Promise<string> {
  const closed = createServer();
  const url = await listen(closed);
  await close(closed);
  return url;
}

/**
 * A describe's instances, one per name, listening before its tests, their records emptied after each test, and
 * closed after all with every gateway made over them.
 */
export function proxyWorld<K extends string>(behaviours: Record<K, Behaviour>) {
  const names = Object.keys(behaviours) as K[];
  const instances = Object.fromEntries(names.map((name) => [name, instance(behaviours[name])])) as Record<
    K,
    ReturnType<typeof instance>
  >;
  const urls = {} as Record<K, string>;
  const gateways: Server[] = [];
  beforeAll(async () => {
    for (const name of names) urls[name] = await listen(instances[name].server);
  });
  afterEach(() => {
    for (const name of names) instances[name].got.length = 0;
  });
  afterAll(async () => {
    await Promise.all([...gateways, ...names.map((name) => instances[name].server)].map(close));
  });

  /** A gateway whose services all run as these instances, the first one first; answers its port. */
  async function gatewayOver(list: string[], timeouts: { total: number; perTry: number }): Promise<string> {
    const config = {
      PROXY_TIMEOUT_MS: timeouts.total,
      PROXY_TRY_TIMEOUT_MS: timeouts.perTry,
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, list])),
    } as unknown as GatewayConfig;
    const proxy = new ProxyService(config);
    const gateway = createServer((req, res) => void proxy.forward(req, res));
    gateways.push(gateway);
    return new URL(await listen(gateway)).port;
  }

  return { instances, urls, gatewayOver };
}

/** A call to the gateway on `port`, its status once the answer has been read to the end. */
export function call(
  port: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
