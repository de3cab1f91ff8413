import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalHttpClient } from './internal-http-client.js';

describe('InternalHttpClient', () => {
  let server: Server;
  let base: string;
  const client = new InternalHttpClient();

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000).unref();
      res.setHeader('content-type', 'application/json');
      if (req.url === '/missing') {
        res.statusCode = 404;
        return void res.end(JSON.stringify({ statusCode: 404, error: 'Yarn not found' }));
      }
      res.end(JSON.stringify({ total: 3 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  it('returns the JSON answer', async () => {
    expect(await client.request(`${base}/stats`)).toEqual({ ok: true, status: 200, data: { total: 3 } });
  });

  it('reports the service error text', async () => {
    expect(await client.request(`${base}/missing`)).toEqual({
      ok: false,
      status: 404,
      error: 'Yarn not found',
    });
  });

  it('degrades when the service is down or slow', async () => {
    expect(await client.getOr('http://127.0.0.1:9/stats', { total: 0 })).toEqual({ total: 0 });
    const started = Date.now();
    expect(await client.request(`${base}/slow`, { timeoutMs: 200 })).toEqual({ ok: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await client.isUp(`${base}/stats`)).toBe(true);
  });
});
