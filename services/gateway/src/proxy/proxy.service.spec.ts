import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
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
  let connections = 0;
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end('[]');
  });
  server.on('connection', () => (connections += 1));
  return { server, seen, connections: () => connections };
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
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, url])),
    } as unknown as GatewayConfig;
    const proxy = new ProxyService(config);
    gateway = createServer((req, res) => {
      // What the request log middleware does in the app: the id the gateway logged the request under.
      if (req.url?.includes('logged')) Object.assign(req, { id: 'gateway-id-0001' });
      void proxy.forward(req as Request, res as Response);
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
});
