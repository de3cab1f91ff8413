import { call, proxyWorld } from './proxy.test-kit.js';

// Issue 24: a stalled instance (SIGSTOP: it takes connections and never answers) costs no call that is safe to
// repeat, and is left out after its first miss; a call that is not safe to repeat is still sent once.
const YARN_ID = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';
const keyed = (key: string) => ({ 'idempotency-key': key });

describe('ProxyService with a stalled instance', () => {
  const { instances, urls, gatewayOver: over } = proxyWorld({ answer: 'answer', stall: 'stall', cut: 'cut' });
  const { stall: stalled, answer: good, cut: cutter } = instances;

  /**
   * A gateway whose services run as these instances, the first one first. Past PROXY_TIMEOUT_MS (4 s, under the
   * test's 5 s) a call is a 503: a read answered 200 went on after the try timeout (250 ms).
   */
  const gatewayOver = (list: string[], timeouts = { total: 4_000, perTry: 250 }) => over(list, timeouts);

  it('sends a read on to the next instance when the first does not answer in time, and leaves it out after', async () => {
    const port = await gatewayOver([urls.stall, urls.answer]);
    expect(await call(port, 'GET', '/api/yarn')).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await call(port, 'GET', `/api/yarn?page=${i}`)).toBe(200);
    // The stalled instance got the first read only: the next four went straight to the other one.
    expect(stalled.got).toEqual(['GET /yarn']);
    expect(good.got).toEqual(['GET /yarn', ...[0, 1, 2, 3].map((i) => `GET /yarn?page=${i}`)]);
  });

  it.each([
    ['Record Usage', `/yarn/${YARN_ID}/use`],
    ["a project's usage", `/projects/${YARN_ID}/usage`],
  ])('sends a keyed write of %s on to the next instance, body and key included', async (_, path) => {
    const port = await gatewayOver([urls.stall, urls.answer]);
    const body = '{"skeins":1,"yardage":0}';
    expect(await call(port, 'POST', `/api${path}`, body, keyed('usage-1'))).toBe(200);
    expect(stalled.got).toEqual([`POST ${path} ${body}`]);
    expect(good.got).toEqual([`POST ${path} ${body}`]);
  });

  it('answers 503 to a write without a key that the stalled instance got, and never sends it twice', async () => {
    const port = await gatewayOver([urls.stall, urls.answer], { total: 600, perTry: 250 });
    expect(await call(port, 'POST', '/api/yarn', '{"brand":"X"}')).toBe(503);
    expect(stalled.got).toEqual(['POST /yarn {"brand":"X"}']);
    expect(good.got).toEqual([]);
    // Left out after it: the next calls go to the other instance, in turn or not.
    for (const brand of ['Y', 'Z'])
      expect(await call(port, 'POST', '/api/yarn', `{"brand":"${brand}"}`)).toBe(200);
    expect(good.got).toEqual(['POST /yarn {"brand":"Y"}', 'POST /yarn {"brand":"Z"}']);
    expect(stalled.got).toHaveLength(1);
  });

  it('sends a key to a route that does not honour it once: stalled or cut off, a 503', async () => {
    const body = '{"brand":"X"}';
    const stalledOnce = await gatewayOver([urls.stall, urls.answer], { total: 600, perTry: 250 });
    expect(await call(stalledOnce, 'POST', '/api/yarn', body, keyed('yarn-1'))).toBe(503);
    const cutOnce = await gatewayOver([urls.cut, urls.answer]);
    expect(await call(cutOnce, 'POST', '/api/yarn', body, keyed('yarn-2'))).toBe(503);
    expect([stalled.got, cutter.got, good.got]).toEqual([[`POST /yarn ${body}`], [`POST /yarn ${body}`], []]);
  });

  it('gives a read PROXY_TIMEOUT_MS in all when every instance stalls: a 503 after trying each', async () => {
    const port = await gatewayOver([urls.stall, urls.stall], { total: 1_000, perTry: 250 });
    expect(await call(port, 'GET', '/api/yarn')).toBe(503);
    expect(stalled.got).toEqual(['GET /yarn', 'GET /yarn']);
  });
});
