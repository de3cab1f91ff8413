import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PinoLogger } from 'nestjs-pino';
import { z } from 'zod';
import { NeighbourClient } from './neighbour-client.js';

const Total = z.object({ total: z.number() });

describe('NeighbourClient', () => {
  let server: Server;
  let base: string;
  let seen: { headers: IncomingHttpHeaders; body: string } | undefined;
  let dir: string;
  /** A file on disk of several read chunks (64 KiB each), every line numbered, so a piece out of place shows. */
  let upload: { path: string; text: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'neighbour-client-spec-'));
    const text = Array.from({ length: 20_000 }, (_, i) => `line ${i}\n`).join('');
    upload = { path: path.join(dir, 'pattern.pdf'), text };
    await writeFile(upload.path, text);
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = { headers: req.headers, body };
        if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000).unref();
        res.setHeader('content-type', 'application/json');
        if (req.url === '/missing') {
          res.statusCode = 404;
          return void res.end(JSON.stringify({ statusCode: 404, error: 'Yarn not found' }));
        }
        if (req.url === '/broken') {
          res.statusCode = 500;
          return void res.end(JSON.stringify({ statusCode: 500, error: 'Boom' }));
        }
        if (req.url === '/odd') return void res.end(JSON.stringify({ total: 'three' }));
        res.end(JSON.stringify({ total: 3 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (options: Partial<ConstructorParameters<typeof NeighbourClient>[0]> = {}) =>
    new NeighbourClient({ service: 'inventory', baseUrl: base, timeoutMs: 1_000, ...options });
  const caller = { authorization: 'Bearer user-token' };

  it('answers the JSON checked against its schema, with the caller’s token', async () => {
    expect(await client().json({ path: '/stats?limit=1', auth: caller }, Total)).toEqual({
      ok: true,
      value: { total: 3 },
    });
    expect(seen?.headers.authorization).toBe('Bearer user-token');
  });

  it('sends a scoped service token, a JSON body, and the request id being served', async () => {
    const requestLog = {
      logger: { bindings: () => ({ requestId: 'req-1234abcd' }) },
    } as unknown as PinoLogger;
    await client({ requestLog }).json(
      { path: '/erase', auth: { serviceToken: 'svc' }, json: { created: [] } },
      z.unknown(),
    );
    expect(seen?.headers).toMatchObject({
      authorization: 'Bearer svc',
      'x-request-id': 'req-1234abcd',
      'content-type': 'application/json',
    });
    expect(JSON.parse(seen?.body ?? '')).toEqual({ created: [] });
  });

  it('streams a body given in pieces', async () => {
    const pieces = [Buffer.from('{"part":'), Buffer.from('[1,2]}')];
    await client().json({ path: '/import', auth: caller, stream: pieces }, z.unknown());
    expect(JSON.parse(seen?.body ?? '')).toEqual({ part: [1, 2] });
  });

  it('passes no request id outside a request', async () => {
    await client().json({ path: '/stats', auth: caller }, Total);
    expect(seen?.headers['x-request-id']).toBeUndefined();
  });

  it('is refused with the other service’s status and text on a 4xx', async () => {
    expect(await client().json({ path: '/missing', auth: caller }, Total)).toEqual({
      ok: false,
      reason: 'refused',
      status: 404,
      error: 'Yarn not found',
    });
  });

  it('is down on a 5xx, an answer of another shape, or no connection', async () => {
    expect(await client().json({ path: '/broken', auth: caller }, Total)).toMatchObject({
      ok: false,
      reason: 'down',
      status: 500,
    });
    expect(await client().json({ path: '/odd', auth: caller }, Total)).toEqual({
      ok: false,
      reason: 'down',
      status: 200,
    });
    expect(
      await client({ baseUrl: 'http://127.0.0.1:9' }).json({ path: '/stats', auth: caller }, Total),
    ).toEqual({ ok: false, reason: 'down' });
  });

  it('times out after its timeout', async () => {
    const started = Date.now();
    expect(await client({ timeoutMs: 200 }).json({ path: '/slow', auth: caller }, Total)).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers bytes as they came', async () => {
    const answer = await client().bytes({ path: '/stats', auth: caller });
    expect(answer.ok && Buffer.from(answer.value).toString()).toBe('{"total":3}');
  });

  it('sends a file from disk as it is, with its type', async () => {
    const file = { path: upload.path, type: 'application/pdf' };
    expect((await client().bytes({ method: 'PUT', path: '/back', auth: caller, file })).ok).toBe(true);
    expect(seen?.headers['content-type']).toBe('application/pdf');
    expect(seen?.body).toBe(upload.text);
  });

  it('is down, never thrown, when the file to send cannot be read', async () => {
    const file = { path: path.join(dir, 'gone.pdf'), type: 'application/pdf' };
    expect(await client().bytes({ method: 'PUT', path: '/back', auth: caller, file })).toMatchObject({
      ok: false,
      reason: 'down',
    });
  });

  it('streams an answer into a file, answering its byte count; a refusal or an outage as bytes does', async () => {
    const into = path.join(dir, 'answer');
    await writeFile(into, 'an older and longer content');
    expect(await client().toFile({ path: '/stats', auth: caller }, into)).toEqual({ ok: true, value: 11 });
    expect(await readFile(into, 'utf8')).toBe('{"total":3}');
    expect(await client().toFile({ path: '/missing', auth: caller }, into)).toEqual({
      ok: false,
      reason: 'refused',
      status: 404,
      error: 'Yarn not found',
    });
    expect(await client().toFile({ path: '/broken', auth: caller }, into)).toMatchObject({
      ok: false,
      reason: 'down',
      status: 500,
    });
    expect(
      await client({ baseUrl: 'http://127.0.0.1:9' }).toFile({ path: '/stats', auth: caller }, into),
    ).toEqual({ ok: false, reason: 'down' });
  });

  describe('with several instances', () => {
    let cutter: Server;
    let cut: string;
    let cutCalls = 0;
    let closed: string;

    beforeAll(async () => {
      // A port nothing listens on any more (an instance that is gone).
      const gone = createServer();
      await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
      closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
      await new Promise((resolve) => gone.close(resolve));
      // An instance that takes the request and dies before answering (kill -9 mid-call).
      cutter = createServer((req) => {
        cutCalls += 1;
        req.socket.destroy();
      });
      await new Promise<void>((resolve) => cutter.listen(0, '127.0.0.1', resolve));
      cut = `http://127.0.0.1:${(cutter.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => cutter.close(resolve)));

    describe('one of which is stalled (it takes the connection and never answers)', () => {
      let staller: Server;
      let stalled: string;
      const stalledGot: string[] = [];

      beforeAll(async () => {
        staller = createServer((req) => void stalledGot.push(`${req.method} ${req.url}`));
        await new Promise<void>((resolve) => staller.listen(0, '127.0.0.1', resolve));
        stalled = `http://127.0.0.1:${(staller.address() as AddressInfo).port}`;
      });
      beforeEach(() => {
        stalledGot.length = 0;
        seen = undefined;
      });
      afterAll(() => {
        staller.closeAllConnections();
        return new Promise((resolve) => staller.close(resolve));
      });

      // A 4 s timeout in all (under the test's 5 s): a read answered went on after the try timeout.
      const pair = () => client({ baseUrl: `${stalled},${base}`, timeoutMs: 4_000, tryTimeoutMs: 200 });

      it('sends a read on to the next instance after the try timeout, and leaves the stalled one out after', async () => {
        const reads = pair();
        for (let i = 0; i < 4; i += 1)
          expect(await reads.json({ path: `/stats?i=${i}`, auth: caller }, Total)).toEqual({
            ok: true,
            value: { total: 3 },
          });
        expect(stalledGot).toEqual(['GET /stats?i=0']);
      });

      it('sends a keyed write on too, body and key included', async () => {
        const keyed = { path: '/usage', auth: caller, json: { n: 1 }, headers: { 'Idempotency-Key': 'k-2' } };
        expect((await pair().json(keyed, Total)).ok).toBe(true);
        expect(stalledGot).toEqual(['POST /usage']);
        expect(seen?.headers['idempotency-key']).toBe('k-2');
        expect(JSON.parse(seen?.body ?? '')).toEqual({ n: 1 });
      });

      it('waits out its timeout for a plain write, sent once', async () => {
        const writes = client({ baseUrl: `${stalled},${base}`, timeoutMs: 500, tryTimeoutMs: 200 });
        expect(await writes.json({ path: '/add', auth: caller, json: {} }, Total)).toEqual({
          ok: false,
          reason: 'timeout',
        });
        expect(stalledGot).toEqual(['POST /add']);
        expect(seen).toBeUndefined();
      });
    });

    it('sends any call to the next instance when one refuses the connection, and leaves it out after', async () => {
      const pair = client({ baseUrl: `${closed},${base}` });
      for (let i = 0; i < 3; i += 1) {
        expect(await pair.json({ path: '/add', auth: caller, json: { n: i } }, Total)).toEqual({
          ok: true,
          value: { total: 3 },
        });
        expect(JSON.parse(seen?.body ?? '')).toEqual({ n: i });
      }
    });

    it('repeats a cut-off call elsewhere only when it is safe to: a read, or a write with an idempotency key', async () => {
      const pair = client({ baseUrl: `${cut},${base}` });
      const tries = async (call: Parameters<NeighbourClient['json']>[0]) => {
        const answers = [];
        for (let i = 0; i < 2; i += 1) answers.push((await pair.json(call, Total)).ok);
        return answers;
      };
      expect(await tries({ path: '/stats', auth: caller })).toEqual([true, true]);
      const keyed = { path: '/usage', auth: caller, json: {}, headers: { 'Idempotency-Key': 'k-1' } };
      expect(await tries(keyed)).toEqual([true, true]);
      // A file from disk is opened again for the next instance: all of it arrives there.
      const file = { path: upload.path, type: 'application/pdf' };
      cutCalls = 0;
      for (let i = 0; i < 2; i += 1) {
        seen = undefined as typeof seen;
        const put = {
          method: 'PUT' as const,
          path: '/back',
          auth: caller,
          file,
          headers: { 'Idempotency-Key': 'k-3' },
        };
        expect((await pair.bytes(put)).ok).toBe(true);
        expect(seen?.body).toBe(upload.text);
      }
      expect(cutCalls).toBeGreaterThan(0);
      cutCalls = 0;
      // A plain write that reached the cut-off instance may have been done there: it is not sent twice.
      const plain = await tries({ path: '/add', auth: caller, json: {} });
      expect(plain.filter((ok) => !ok)).toHaveLength(cutCalls);
      expect(cutCalls).toBeGreaterThan(0);
    });
  });
});
