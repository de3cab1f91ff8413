import { AuthResponseSchema, RAVELRY_API, RavelryPatternSchema } from '@yarn-mgmt/contracts';
import {
  createTestDatabase,
  createTestKeyPair,
  startServiceHarness,
  startServiceProcess,
  type ServiceHarness,
  type ServiceProcess,
  type TestDatabase,
} from '@yarn-mgmt/testing';
import {
  LOCAL_RAVELRY_CLIENT,
  ravelryPattern,
  seedRavelry,
  startFakeRavelry,
  type FakeRavelry,
} from '@yarn-mgmt/testing/ravelry';
import { fileURLToPath } from 'node:url';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';
import { callGateway } from './gateway-stack.js';

// The whole way of a live Ravelry pattern (issue 22): the browser's GET /api/patterns/{id}?source=ravelry at the
// gateway, the real account service (its build, as a process) with the user's Ravelry link, the fake Ravelry.
const USERNAME = 'ann-chain';
const keys = createTestKeyPair();
let ravelry: FakeRavelry;
let db: TestDatabase;
let account: ServiceProcess;
let gateway: ServiceHarness;

beforeAll(async () => {
  ravelry = await startFakeRavelry({ accounts: [seedRavelry({ username: USERNAME, idBlock: 31 })] });
  db = await createTestDatabase('gateway_chain_account');
  account = await startServiceProcess(fileURLToPath(new URL('../../account/dist/main.js', import.meta.url)), {
    DATABASE_URL: db.url,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://gateway.test',
    RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
    RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
    RAVELRY_AUTH_URL: ravelry.authUrl,
    RAVELRY_TOKEN_URL: ravelry.tokenUrl,
    RAVELRY_API_URL: ravelry.apiUrl,
  });
  const env = { ACCOUNT_URL: account.url, AUTH_RATE_LIMIT: '1000' };
  gateway = await startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
    ...gatewayAppOptions(loadGatewayConfig({ ...process.env, ...env })),
    name: 'gateway_chain',
    keys,
    env,
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await account?.stop();
  await db?.drop();
  await ravelry?.close();
});

it('reads a live Ravelry pattern through the gateway once the user has linked Ravelry', async () => {
  const registered = await callGateway(gateway, 'POST', '/api/auth/register', {
    body: { email: 'ann.chain@example.com', password: 'Knit2gether', first_name: 'Ann', last_name: 'Chain' },
  });
  const { token } = AuthResponseSchema.parse(registered.body);
  const honey = ravelryPattern(3);
  const path = `/api/patterns/${honey.id}?source=ravelry`;

  expect(await callGateway(gateway, 'GET', path, { token })).toMatchObject({
    status: 409,
    body: { code: 'RAVELRY_NOT_CONNECTED', error: 'Connect Ravelry to see this pattern' },
  });

  const started = await callGateway(gateway, 'GET', `/api${RAVELRY_API.auth}`, { token });
  const { authUrl } = started.body as { authUrl: string };
  // The request's cookie binds it to this browser: it passes the gateway both ways, for the callback's path.
  const [setCookie = ''] = started.headers.getSetCookie();
  expect(setCookie).toContain(`; Path=/api${RAVELRY_API.callback}`);
  const back = new URL(await ravelry.approve(authUrl, { username: USERNAME }));
  const landed = await fetch(`${gateway.url}${back.pathname}${back.search}`, {
    redirect: 'manual',
    headers: { cookie: setCookie.split(';')[0] ?? '' },
  });
  expect(landed.headers.get('location')).toContain('ravelry_connected=true');
  expect(landed.headers.getSetCookie()).toEqual([expect.stringContaining('Expires=Thu, 01 Jan 1970')]);

  // Twice: the fast path takes the second (the token is verified by then); both reach the account service.
  for (let i = 0; i < 2; i += 1) {
    const reply = await callGateway(gateway, 'GET', path, { token });
    expect(reply.status).toBe(200);
    expect(RavelryPatternSchema.parse(reply.body)).toMatchObject({
      id: String(honey.id),
      title: 'Honey Cowl',
      source: 'ravelry',
      ravelry_rating_count: honey.ratingCount,
    });
  }
  // Ravelry was asked once, with Ann's token (the second read came from the account service's cache).
  expect(ravelry.requests().filter((request) => request.path === `/patterns/${honey.id}.json`)).toEqual([
    expect.objectContaining({ subject: USERNAME, status: 200 }),
  ]);
}, 60_000);
