import { toPublicJwk } from '@yarn-mgmt/nest-kit';
import {
  createTestKeyPair,
  signTestToken,
  startServiceHarness,
  type ServiceHarness,
} from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';
import { callGateway } from './gateway-stack.js';

// GET /patterns/{id}?source=ravelry (DECISIONS 18, issue 22): a live Ravelry pattern goes to the account service,
// which holds the user's Ravelry link; a library pattern stays with the patterns service. Both gateway paths (the
// verified-token fast path and the full way) route alike; an account service that hangs or is down is a quick
// 503, never a hang. Stand-ins record what reaches each service.
interface Hit {
  url: string;
  authorization?: string;
}

const keys = createTestKeyPair();
const jwks = JSON.stringify({ keys: [toPublicJwk(keys.publicKey)] });
const accountHits: Hit[] = [];
const patternsHits: Hit[] = [];
let account: Server;
let patterns: Server;
let fast: ServiceHarness;
let fullWay: ServiceHarness;
/** How long a gateway kept the hung call (/424242) open before it gave up on it (its connection closed). */
let heldOpenMs: Promise<number> | undefined;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function standIn(hits: Hit[], answer: (url: string) => unknown): Server {
  return createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/.well-known/jwks.json') {
      response.setHeader('content-type', 'application/json');
      return void response.end(jwks);
    }
    // Never answers: the gateway's PROXY_TIMEOUT_MS decides; how long it held the call open is measured here.
    if (url.endsWith('/424242')) {
      const arrived = Date.now();
      heldOpenMs = new Promise((resolve) => response.on('close', () => resolve(Date.now() - arrived)));
      return;
    }
    hits.push({ url, authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(url)));
  });
}

const startGateway = (services: Record<string, string>, fastPath: boolean) => {
  // 5 s: far above what a refused call takes however busy the machine, so "at once" is told from "waited".
  const env = { ...services, PROXY_TIMEOUT_MS: '5000', AUTH_RATE_LIMIT: '1000' };
  return startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
    ...gatewayAppOptions(loadGatewayConfig({ ...process.env, ...env }), { fastPath }),
    name: 'gateway_ravelry',
    keys,
    env,
  });
};

beforeAll(async () => {
  account = standIn(accountHits, (url) => ({ id: /(\d+)$/.exec(url)?.[1], source: 'ravelry' }));
  patterns = standIn(patternsHits, () => ({ id: 'library', source: 'local' }));
  const closed = createServer();
  const deadUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  const services = {
    ACCOUNT_URL: await listen(account),
    PATTERNS_URL: await listen(patterns),
    INVENTORY_URL: deadUrl,
    PROJECTS_URL: deadUrl,
    TOOLS_URL: deadUrl,
    DEALS_URL: deadUrl,
  };
  fast = await startGateway(services, true);
  fullWay = await startGateway(services, false);
}, 60_000);

afterAll(async () => {
  await fast?.close();
  await fullWay?.close();
  for (const server of [account, patterns]) {
    server?.closeAllConnections();
    if (server?.listening) await new Promise((resolve) => server.close(resolve));
  }
});

const tokenOf = () =>
  signTestToken(
    keys.privateKey,
    { sub: randomUUID(), email: 'ann@example.com', role: 'user' },
    { kid: keys.kid },
  );
const uuid = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';

describe('GET /api/patterns/{id}?source=...', () => {
  it.each([
    ['the fast path', () => fast],
    ['the full way', () => fullWay],
  ])(
    'sends a Ravelry id with source=ravelry to the account service with the caller token (%s)',
    async (_, gateway) => {
      const token = tokenOf();
      accountHits.length = 0;
      patternsHits.length = 0;
      // The first call of a token takes the full way; the next ones the fast path where there is one.
      for (const id of ['700001', '700002', '700003']) {
        const reply = await callGateway(gateway(), 'GET', `/api/patterns/${id}?source=ravelry`, { token });
        expect(reply).toMatchObject({ status: 200, body: { id, source: 'ravelry' } });
      }
      expect(accountHits).toEqual(
        ['700001', '700002', '700003'].map((id) => ({
          url: `/ravelry/patterns/${id}`,
          authorization: `Bearer ${token}`,
        })),
      );
      expect(patternsHits).toEqual([]);
    },
  );

  it('keeps library patterns, source=local and no source with the patterns service, query and all', async () => {
    const token = tokenOf();
    accountHits.length = 0;
    patternsHits.length = 0;
    for (const path of [
      `/patterns/${uuid}?source=local`,
      `/patterns/${uuid}`,
      `/patterns/${uuid}?source=ravelry`,
    ]) {
      for (const gateway of [fast, fullWay]) {
        const reply = await callGateway(gateway, 'GET', `/api${path}`, { token });
        expect(reply).toMatchObject({ status: 200, body: { source: 'local' } });
      }
    }
    expect(patternsHits.map((hit) => hit.url)).toEqual([
      `/patterns/${uuid}?source=local`,
      `/patterns/${uuid}?source=local`,
      `/patterns/${uuid}`,
      `/patterns/${uuid}`,
      `/patterns/${uuid}?source=ravelry`,
      `/patterns/${uuid}?source=ravelry`,
    ]);
    expect(accountHits).toEqual([]);
  });

  it('asks for a token like any pattern read', async () => {
    accountHits.length = 0;
    const reply = await callGateway(fast, 'GET', '/api/patterns/700001?source=ravelry');
    expect(reply.status).toBe(401);
    expect(accountHits).toEqual([]);
  });

  it('answers 503 when the account service hangs, and again at once when it is down', async () => {
    const token = tokenOf();
    // A first call verifies the token (and loads the key) while the account service is up.
    expect((await callGateway(fast, 'GET', '/api/patterns/700001?source=ravelry', { token })).status).toBe(
      200,
    );
    expect(await callGateway(fast, 'GET', '/api/patterns/424242?source=ravelry', { token })).toMatchObject({
      status: 503,
      body: { error: 'The account service is unavailable' },
    });
    // Measured where the call hangs (the stand-in never answers it): let go after PROXY_TIMEOUT_MS (5 s), well
    // before a hang would end.
    expect(await heldOpenMs).toBeLessThan(15_000);

    account.closeAllConnections();
    await new Promise((resolve) => account.close(resolve));
    for (const gateway of [fast, fullWay]) {
      const started = Date.now();
      expect(
        await callGateway(gateway, 'GET', '/api/patterns/700001?source=ravelry', { token }),
      ).toMatchObject({ status: 503, body: { error: 'The account service is unavailable' } });
      // Refused at once: not the PROXY_TIMEOUT_MS (5 s) a gateway waiting on it would take at the least.
      expect(Date.now() - started).toBeLessThan(5_000);
      // The library still opens.
      expect((await callGateway(gateway, 'GET', `/api/patterns/${uuid}`, { token })).status).toBe(200);
    }
  });
});
