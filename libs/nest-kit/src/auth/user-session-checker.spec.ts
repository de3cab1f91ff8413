import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountSessionChecker, SESSION_GRANT_PATH, USER_SESSION_PATH } from './user-session-checker.js';

describe('AccountSessionChecker', () => {
  let server: Server;
  let url: string;
  let reply: (path: string) => { status: number; body?: unknown } | null;
  const asked: Array<{ method?: string; url?: string; authorization?: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
      const answer = reply(request.url ?? '');
      if (!answer) return; // never answers: the check times out
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (asked.length = 0));

  it('trades a current bearer for a grant, and says revoked or unknown otherwise', async () => {
    const checker = new AccountSessionChecker({ accountUrl: url, ttlMs: 30_000 });
    reply = () => ({ status: 200, body: { grant: 'g.r.ant', expires_at: '2030-01-01T00:00:00.000Z' } });
    expect(await checker.grant('bearer-1')).toEqual({
      status: 'granted',
      grant: 'g.r.ant',
      expiresAt: Date.parse('2030-01-01T00:00:00.000Z'),
    });
    expect(asked).toEqual([{ method: 'POST', url: SESSION_GRANT_PATH, authorization: 'Bearer bearer-1' }]);
    reply = () => ({ status: 401 });
    expect(await checker.grant('bearer-1')).toEqual({ status: 'revoked' });
    reply = () => ({ status: 200, body: { keys: [] } });
    expect(await checker.grant('bearer-1')).toEqual({ status: 'unknown' });
    reply = () => ({ status: 500 });
    expect(await checker.grant('bearer-1')).toEqual({ status: 'unknown' });
  });

  it('asks with the grant about a user and version, and reuses the verdict per user and version', async () => {
    let now = 1_000;
    const checker = new AccountSessionChecker({ accountUrl: url, ttlMs: 30_000 }, () => now);
    const sub = '4f6c2b1e-8d1a-4c55-9c3e-2a7f0b9d1e11';
    reply = () => ({ status: 200, body: { user_id: sub, role: 'admin' } });
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'current', role: 'admin' });
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'current', role: 'admin' });
    expect(asked).toEqual([
      { method: 'GET', url: `${USER_SESSION_PATH}?sub=${sub}&ver=2`, authorization: 'Bearer grant' },
    ]);
    reply = () => ({ status: 401 });
    expect(await checker.check({ sub, ver: 1 }, 'grant')).toEqual({ status: 'revoked' });
    now += 30_001;
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'revoked' });
    reply = () => ({ status: 403 });
    expect(await checker.check({ sub, ver: 5 }, 'grant')).toEqual({ status: 'revoked' });
  });

  it('is unknown when the account service is down or slow, and asks again within seconds', async () => {
    let now = 1_000;
    const checker = new AccountSessionChecker({ accountUrl: url, ttlMs: 30_000, timeoutMs: 100 }, () => now);
    const sub = '4f6c2b1e-8d1a-4c55-9c3e-2a7f0b9d1e11';
    reply = () => null;
    expect(await checker.check({ sub, ver: 0 }, 'grant')).toEqual({ status: 'unknown' });
    reply = () => ({ status: 200, body: { user_id: sub, role: 'admin' } });
    now += 4_000;
    expect(await checker.check({ sub, ver: 0 }, 'grant')).toEqual({ status: 'unknown' });
    now += 1_001;
    expect(await checker.check({ sub, ver: 0 }, 'grant')).toEqual({ status: 'current', role: 'admin' });
    const down = new AccountSessionChecker({ accountUrl: 'http://127.0.0.1:9', ttlMs: 30_000 });
    expect(await down.check({ sub, ver: 0 }, 'grant')).toEqual({ status: 'unknown' });
    expect(await down.grant('bearer')).toEqual({ status: 'unknown' });
  });

  it('falls back as a token check does: a revoked version stays refused, a current one lasts one more ttl at most', async () => {
    let now = 1_000;
    const checker = new AccountSessionChecker({ accountUrl: url, ttlMs: 30_000 }, () => now);
    const sub = '4f6c2b1e-8d1a-4c55-9c3e-2a7f0b9d1e11';
    reply = (path) => (path.endsWith('ver=1') ? { status: 401 } : { status: 200, body: { role: 'admin' } });
    expect(await checker.check({ sub, ver: 1 }, 'grant')).toEqual({ status: 'revoked' });
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'current', role: 'admin' });
    reply = () => ({ status: 503 });
    now += 30_001;
    expect(await checker.check({ sub, ver: 1 }, 'grant')).toEqual({ status: 'revoked' });
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'current', role: 'admin' });
    now += 30_000;
    expect(await checker.check({ sub, ver: 2 }, 'grant')).toEqual({ status: 'unknown' });
  });
});
