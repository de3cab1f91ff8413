import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES } from '@yarn-mgmt/contracts';
import type { GatewayConfig } from '../config/gateway.config.js';
import { ProxyService } from './proxy.service.js';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A stand-in service that counts the TCP connections it is given and records what reached it. */
function upstream() {
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const hungUp: string[] = [];
  const served = new WeakMap<object, number>();
  let connections = 0;
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/yarn/slow') {
      req.on('close', () => hungUp.push(req.url ?? ''));
      return;
    }
    // A pooled connection the service drops as the gateway reuses it (a keep-alive timeout race).
    if (req.url?.startsWith('/yarn/dropped') && served.get(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
    if (req.url === '/yarn/chunked') {
      res.setHeader('keep-alive', 'timeout=5');
      res.write('[1,');
      setTimeout(() => res.end('2]'), 20);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end('[]');
  });
  server.on('connection', () => (connections += 1));
  return { server, seen, hungUp, connections: () => connections };
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    // A fresh client connection per request: only the gateway's side may reuse connections.
    const req = httpRequest({ port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('ProxyService', () => {
  const service = upstream();
  let gateway: Server;
  let gatewayPort: number;

  beforeAll(async () => {
    const servicePort = await listen(service.server);
    const url = `http://127.0.0.1:${servicePort}`;
    const config = {
      PROXY_TIMEOUT_MS: 5000,
      PROXY_TRY_TIMEOUT_MS: 3000,
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, [url]])),
    } as unknown as GatewayConfig;
    const proxy = new ProxyService(config);
    gateway = createServer((req, res) => {
      // What the request log middleware does in the app: the id the gateway logged the request under.
      if (req.url?.includes('logged')) Object.assign(req, { id: 'gateway-id-0001' });
      void proxy.forward(req, res);
    });
    gatewayPort = await listen(gateway);
  });

  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
    service.server.closeAllConnections();
    await new Promise((resolve) => service.server.close(resolve));
  });

  it('reuses its connections to a service instead of opening one per request', async () => {
    const before = service.connections();
    for (let i = 0; i < 20; i += 1) expect(await get(gatewayPort, '/api/yarn/brands')).toBe(200);
    expect(service.seen.at(-1)?.url).toBe('/yarn/brands');
    expect(service.connections() - before).toBeLessThanOrEqual(1);
  });

  it('forwards who called it, not the X-Forwarded-* headers a client made up', async () => {
    await get(gatewayPort, '/api/yarn', {
      'x-forwarded-for': '10.9.8.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=10.9.8.7',
      'x-real-ip': '10.9.8.7',
    });
    const headers = service.seen.at(-1)?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`localhost:${gatewayPort}`);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('passes on the id the gateway logged the request under, never an unchecked client one', async () => {
    await get(gatewayPort, '/api/yarn?logged=1', { 'x-request-id': 'client-made-up-id' });
    expect(service.seen.at(-1)?.headers['x-request-id']).toBe('gateway-id-0001');
    await get(gatewayPort, '/api/yarn', { 'x-request-id': 'client-made-up-id' });
    expect(service.seen.at(-1)?.headers['x-request-id']).toBeUndefined();
  });

  it("streams a service's answer as it comes, without its connection-only headers", async () => {
    const answer = await new Promise<{ body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const headers = { 'keep-alive': 'timeout=1', te: 'trailers' };
      const req = httpRequest(
        { port: gatewayPort, path: '/api/yarn/chunked', headers, agent: false },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ body, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.body).toBe('[1,2]');
    expect(answer.headers['keep-alive']).toBeUndefined();
    const sent = service.seen.at(-1)?.headers ?? {};
    expect(sent['keep-alive']).toBeUndefined();
    expect(sent.te).toBeUndefined();
  });

  it('stops asking the service when the client hangs up', async () => {
    const req = httpRequest({ port: gatewayPort, path: '/api/yarn/slow', agent: false });
    req.on('error', () => undefined);
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 150));
    req.destroy();
    const deadline = Date.now() + 2000;
    while (!service.hungUp.includes('/yarn/slow') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(service.hungUp).toContain('/yarn/slow');
  });

  it('sends a GET once more on a fresh connection when the service dropped the reused one; never a POST', async () => {
    expect(await get(gatewayPort, '/api/yarn/warm-up')).toBe(200);
    const before = service.connections();
    expect(await get(gatewayPort, '/api/yarn/dropped')).toBe(200);
    expect(service.connections() - before).toBe(1);

    expect(await get(gatewayPort, '/api/yarn/warm-up')).toBe(200);
    const posted = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { port: gatewayPort, path: '/api/yarn/dropped', method: 'POST', agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(posted).toBe(503);
  });
});
