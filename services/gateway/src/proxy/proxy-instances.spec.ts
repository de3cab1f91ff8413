import { call, goneUrl, proxyWorld } from './proxy.test-kit.js';

describe('ProxyService over several instances of a service', () => {
  const { instances, urls, gatewayOver: over } = proxyWorld({ a: 'answer', b: 'answer', cut: 'cut' });
  const { a, b, cut: cutter } = instances;
  let gone: string;
  beforeAll(async () => {
    gone = await goneUrl();
  });

  /** A gateway whose inventory runs as these instances (a fresh turn each time). */
  const gatewayOver = (...list: string[]) => over(list, { total: 2000, perTry: 1000 });

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
