import { SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import {
  clearThrottleCounts,
  createTestKeyPair,
  signTestToken,
  TEST_REDIS_URL,
  type Reply,
} from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { CHAT_THROTTLE_PREFIX } from '../src/assistant/chat-throttle.js';
import { toolsSuite } from './helpers.js';

// The chat's rate limit (CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_MS, chat and query together): per user, per client
// address for a visitor; counted in memory by one process, and in Redis across replicas.
const CLOSED = 'http://127.0.0.1:9';
const quiet = { INVENTORY_URL: CLOSED, DEALS_URL: CLOSED, CHAT_RATE_WINDOW_MS: '60000' };
const keys = createTestKeyPair();
const single = toolsSuite('tools_assistant_rate', { ...quiet, CHAT_RATE_LIMIT: '3' });
const replicaEnv = { ...quiet, CHAT_RATE_LIMIT: '4', REDIS_URL: TEST_REDIS_URL };
beforeAll(() => clearThrottleCounts(TEST_REDIS_URL, CHAT_THROTTLE_PREFIX));
const replicaA = toolsSuite('tools_assistant_rate_a', replicaEnv, () => keys);
const replicaB = toolsSuite('tools_assistant_rate_b', replicaEnv, () => keys);

type Suite = typeof single;
const ask = (
  suite: Suite,
  options: { token?: string; address?: string },
  path: string = SMART_RECOMMENDATIONS_API.chat,
) =>
  suite.call('POST', path, {
    token: options.token,
    headers: options.address ? { 'x-forwarded-for': options.address } : {},
    body:
      path === SMART_RECOMMENDATIONS_API.chat
        ? { message: 'best yarn for baby blankets' }
        : { query: 'soft yarn' },
  });

const tooMany = (reply: Reply) => {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(reply.body).toEqual({
    statusCode: 429,
    error: `You are sending messages faster than the assistant can answer: please wait ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'} and ask again.`,
  });
};

describe('the chat rate limit', () => {
  it('counts chat and query together per user: the one past the limit is a 429 with Retry-After', async () => {
    const ann = single.harness.user('ann').token;
    expect((await ask(single, { token: ann })).status).toBe(200);
    expect((await ask(single, { token: ann }, SMART_RECOMMENDATIONS_API.query)).status).toBe(200);
    expect((await ask(single, { token: ann })).status).toBe(200);
    tooMany(await ask(single, { token: ann }, SMART_RECOMMENDATIONS_API.query));
    tooMany(await ask(single, { token: ann }));
    // Another user, the status and another address are not held back.
    expect((await ask(single, { token: single.harness.user('bob').token })).status).toBe(200);
    expect((await single.call('GET', SMART_RECOMMENDATIONS_API.status, { token: ann })).status).toBe(200);
  });

  it('counts a visitor per client address, as the gateway forwards it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask(single, { address: '203.0.113.7' })).status).toBe(200);
    tooMany(await ask(single, { address: '203.0.113.7' }));
    expect((await ask(single, { address: '198.51.100.20' })).status).toBe(200);
  });

  it('shares one count between replicas through Redis', async () => {
    const user = { sub: randomUUID(), email: 'rate@example.com', role: 'user' };
    const token = signTestToken(keys.privateKey, user, { kid: keys.kid });
    expect((await ask(replicaA, { token })).status).toBe(200);
    expect((await ask(replicaB, { token })).status).toBe(200);
    expect((await ask(replicaA, { token }, SMART_RECOMMENDATIONS_API.query)).status).toBe(200);
    expect((await ask(replicaB, { token })).status).toBe(200);
    tooMany(await ask(replicaA, { token }));
    tooMany(await ask(replicaB, { token }));
  });
});
