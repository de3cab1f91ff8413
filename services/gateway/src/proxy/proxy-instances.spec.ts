import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES } from '@yarn-mgmt/contracts';
import type { GatewayConfig } from '../config/gateway.config.js';
import { ProxyService } from './proxy.service.js';

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

/** An instance of a service that records the bodies it was given; `cut` ones die before answering (kill -9). */
function instance(cut = false) {
  const got: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      got.push(`${req.method} ${req.url} ${body}`.trim());
      if (cut) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  return { server, got };
}

function call(
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

describe('ProxyService over several instances of a service', () => {
  const a = instance();
  const b = instance();
  const cutter = instance(true);
  const urls: Record<string, string> = {};
  let gone: string;
  const gateways: Server[] = [];

  beforeAll(async () => {
    urls.a = await listen(a.server);
    urls.b = await listen(b.server);
    urls.cut = await listen(cutter.server);
    const closed = createServer();
    gone = await listen(closed);
    await close(closed);
  });
  afterEach(() => {
    for (const list of [a.got, b.got, cutter.got]) list.length = 0;
  });
  afterAll(async () => {
    await Promise.all([...gateways, a.server, b.server, cutter.server].map(close));
  });

  /** A gateway whose inventory runs as these instances (a fresh turn each time). */
  async function gatewayOver(...instances: string[]): Promise<string> {
    const config = {
      PROXY_TIMEOUT_MS: 2000,
      PROXY_TRY_TIMEOUT_MS: 1000,
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, instances])),
    } as unknown as GatewayConfig;
    const proxy = new ProxyService(config);
    const gateway = createServer((req, res) => void proxy.forward(req, res));
    gateways.push(gateway);
    return new URL(await listen(gateway)).port;
  }

  it('takes the instances in turn', async () => {
    const port = await gatewayOver(urls.a, urls.b);
    for (let i = 0; i < 4; i += 1) expect(await call(port, 'GET', '/api/yarn')).toBe(200);
    expect([a.got.length, b.got.length]).toEqual([2, 2]);
  });

  it('sends any call, a write with its body included, to the next instance when one refuses the connection', async () => {
    const port = await gatewayOver(gone, urls.b);
    expect(await call(port, 'POST', '/api/yarn', '{"brand":"Malabrigo"}')).toBe(200);
    expect(await call(port, 'GET', '/api/yarn')).toBe(200);
    expect(b.got).toEqual(['POST /yarn {"brand":"Malabrigo"}', 'GET /yarn']);
  });

  it('repeats a call cut off mid-way only when that is safe: a read, or a write with an Idempotency-Key', async () => {
    expect(await call(await gatewayOver(urls.cut, urls.b), 'GET', '/api/yarn')).toBe(200);
    expect(b.got).toEqual(['GET /yarn']);

    const keyed = { 'idempotency-key': 'usage-1' };
    const body = '{"skeins_used":1}';
    expect(
      await call(await gatewayOver(urls.cut, urls.b), 'POST', '/api/projects/p/usage', body, keyed),
    ).toBe(200);
    expect(b.got.at(-1)).toBe(`POST /projects/p/usage ${body}`);

    b.got.length = 0;
    // Without a key the first instance may have done it: answered 503, never done twice.
    expect(await call(await gatewayOver(urls.cut, urls.b), 'POST', '/api/yarn', '{"brand":"X"}')).toBe(503);
    expect(b.got).toEqual([]);
    expect(cutter.got).toContain('POST /yarn {"brand":"X"}');
  });

  it('answers 503 when every instance is gone', async () => {
    expect(await call(await gatewayOver(gone, gone), 'GET', '/api/yarn')).toBe(503);
  });
});
