import { AuthResponseSchema, SCRAPER_API } from '@yarn-mgmt/contracts';
import {
  createTestDatabase,
  createTestKeyPair,
  queryTestDatabase,
  startServiceHarness,
  startServiceProcess,
  type ServiceHarness,
  type ServiceProcess,
  type TestDatabase,
} from '@yarn-mgmt/testing';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppModule } from '../src/app.module.js';
import { loadDealsConfig } from '../src/config/deals.config.js';
import { dealsEnv, dropQueueKeys } from './helpers.js';

/**
 * The queue board's cookie against the real account service (its build, run as its own process, signing with
 * the key the deals service trusts through its JWKS): the cookie lasts only as long as the admin's token version
 * and role do (issue 18, finding 5).
 */
const PASSWORD = 'Knit2gether';
const env = dealsEnv({ QUEUE_BOARD_SECRET: 'a-board-secret-for-tests', TOKEN_CHECK_TTL_MS: '0' });
let accountDb: TestDatabase;
let account: ServiceProcess;
let deals: ServiceHarness;
let accountStopped = false;

beforeAll(async () => {
  const keys = createTestKeyPair();
  accountDb = await createTestDatabase('deals_board_account');
  account = await startServiceProcess(fileURLToPath(new URL('../../account/dist/main.js', import.meta.url)), {
    DATABASE_URL: accountDb.url,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    LOG_LEVEL: 'silent',
  });
  deals = await startServiceHarness((e) => AppModule.forRoot(loadDealsConfig(e)), {
    name: 'deals_board_session',
    keys,
    env: { ...env, ACCOUNT_URL: account.url },
  });
}, 60_000);

afterAll(async () => {
  await deals?.close();
  if (!accountStopped) await account?.stop();
  await accountDb?.drop();
  if (env.REDIS_URL && env.QUEUE_PREFIX) await dropQueueKeys(env.REDIS_URL, env.QUEUE_PREFIX);
});

async function accountCall(method: string, path: string, body: unknown) {
  const response = await fetch(`${account.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A signed-in user of the account service: their token and id. */
async function signIn(email: string): Promise<{ token: string; id: string }> {
  const { status, body } = await accountCall('POST', '/auth/login', { username: email, password: PASSWORD });
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status} ${JSON.stringify(body)}`);
  const { token, user } = AuthResponseSchema.parse(body);
  return { token, id: user.id };
}

/** What `npm run promote-admin [--demote]` does to the account database. */
const setRole = (id: string, role: 'admin' | 'user') =>
  queryTestDatabase(
    accountDb.url,
    'UPDATE users SET role = $2, token_version = token_version + 1 WHERE id = $1',
    [id, role],
  );

/** A new account, promoted to admin, signed in again with the admin role. */
async function newAdmin(email: string): Promise<{ token: string; id: string }> {
  const { status } = await accountCall('POST', '/auth/register', {
    email,
    password: PASSWORD,
    first_name: 'Board',
    last_name: 'Admin',
  });
  expect(status).toBe(201);
  await setRole((await signIn(email)).id, 'admin');
  return signIn(email);
}

const board = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${deals.url}${SCRAPER_API.queues}${path}`, { headers, redirect: 'manual' });

async function askSession(token: string) {
  const response = await fetch(`${deals.url}${SCRAPER_API.queues}/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

/** The board cookie an admin's bearer opens (`deals_board=…`), and the Set-Cookie header that set it. */
async function boardCookie(token: string): Promise<{ cookie: string; setCookie: string; search: string }> {
  const session = await askSession(token);
  expect(session.status).toBe(200);
  const url = new URL(z.object({ url: z.string() }).parse(session.body).url, 'http://gateway');
  expect(url.pathname).toBe('/api/scraper/queues/enter');
  const enter = await board(`/enter${url.search}`);
  expect(enter.status).toBe(303);
  expect(enter.headers.get('location')).toBe('/api/scraper/queues/');
  const setCookie = enter.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie, search: url.search };
}

describe('the Bull Board cookie', () => {
  it('opens for an admin through a one-time link that sets a strict, HttpOnly cookie on the board path', async () => {
    const admin = await newAdmin('board.open@example.com');
    const { cookie, setCookie, search } = await boardCookie(admin.token);
    expect(setCookie).toMatch(
      /^deals_board=[^;]+; Max-Age=3600; Path=\/api\/scraper\/queues; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    expect((await board(`/enter${search}`)).status).toBe(401);

    const page = await board('/', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<base href="/api/scraper/queues/" />');
    const script = /src="(static\/js\/main\.[^"]+)"/.exec(html)?.[1];
    expect((await board(`/${script}`, { cookie })).status).toBe(200);
    const queues = await board('/api/queues?activeQueue=scrape&page=1', { cookie });
    expect(queues.status).toBe(200);
    expect(((await queues.json()) as { queues: Array<{ name: string }> }).queues.map((q) => q.name)).toEqual([
      'scrape',
    ]);
  });

  it('is refused once the admin is demoted, and signing in again as a user does not revive it', async () => {
    const admin = await newAdmin('board.demoted@example.com');
    const { cookie } = await boardCookie(admin.token);
    expect((await board('/api/queues', { cookie })).status).toBe(200);

    await setRole(admin.id, 'user');
    const refused = await board('/api/queues', { cookie });
    expect(refused.status).toBe(401);
    // The browser is told to drop it.
    expect(refused.headers.get('set-cookie')).toMatch(/^deals_board=; Path=\/api\/scraper\/queues; Expires=/);
    const pause = await fetch(`${deals.url}${SCRAPER_API.queues}/api/queues/scrape/pause`, {
      method: 'PUT',
      headers: { cookie },
    });
    expect(pause.status).toBe(401);
    expect((await board('/', { cookie })).status).toBe(401);

    const again = await signIn('board.demoted@example.com');
    expect((await board('/api/queues', { cookie })).status).toBe(401);
    expect((await board('/', { cookie, authorization: `Bearer ${again.token}` })).status).toBe(403);
    expect((await askSession(again.token)).status).toBe(403);
    expect((await askSession(admin.token)).status).toBe(401);
  });

  it('is refused after a password change (the token version moves on); the new token opens a new one', async () => {
    const admin = await newAdmin('board.password@example.com');
    const { cookie } = await boardCookie(admin.token);
    const changed = await fetch(`${account.url}/auth/change-password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Cable4Knit' }),
    });
    expect(changed.status).toBe(200);
    expect((await board('/api/queues', { cookie })).status).toBe(401);

    const fresh = AuthResponseSchema.parse(await changed.json()).token;
    const next = await boardCookie(fresh);
    expect((await board('/api/queues', { cookie: next.cookie })).status).toBe(200);
    expect((await board('/api/queues', { cookie })).status).toBe(401);
  });

  it('is refused (503) while the account service cannot be asked, never admitted on its signature', async () => {
    const admin = await newAdmin('board.outage@example.com');
    const { cookie } = await boardCookie(admin.token);
    expect((await board('/api/queues', { cookie })).status).toBe(200);
    accountStopped = true;
    await account.stop();
    const refused = await board('/api/queues', { cookie });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ statusCode: 503, error: 'The account service is unavailable' });
    expect((await board('/', { cookie })).status).toBe(503);
  });
});
