import { AuthResponseSchema } from '@yarn-mgmt/contracts';
import { rawRequest } from '@yarn-mgmt/testing/raw-request';
import { signTestToken, type ServiceHarness } from '@yarn-mgmt/testing';
import { callGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

// Issue 19: one admission function decides whether a request passes, whichever way it takes. The same table of
// requests goes to a gateway with the fast path and to one that sends everything the full way (Express, Nest's
// guards), each having seen every token before (so the fast one takes its fast path where it can), and every
// answer must be the same.
const PASSWORD = 'Knit2gether';
const UUID = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(() => stack?.close());

interface Case {
  name: string;
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

async function register(name: string): Promise<{ token: string; email: string }> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reply = await callGateway(stack.gateway, 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD, first_name: name, last_name: 'Parity' },
  });
  expect(reply.status).toBe(201);
  return { token: AuthResponseSchema.parse(reply.body).token, email };
}

/** The table, with this gateway's own users where a user's state is per gateway (an account closed through it). */
async function table(gateway: ServiceHarness): Promise<Case[]> {
  const { keys } = stack;
  const user = await register('reader');
  const changed = await register('changer');
  const closed = await register('closer');
  const claims = { sub: UUID, email: 'x@example.com', role: 'user' };
  const expired = signTestToken(keys.privateKey, claims, { kid: keys.kid, expiresIn: -5 });
  const otherIssuer = signTestToken(keys.privateKey, claims, { kid: keys.kid, issuer: 'someone-else' });
  const adminClaim = signTestToken(keys.privateKey, { ...claims, role: 'admin' }, { kid: keys.kid });
  // Every token verified by this gateway first: the fast path's condition.
  for (const token of [user.token, changed.token, closed.token, adminClaim])
    await rawRequest(gateway.url, 'GET', '/api/patterns', { token });
  const moved = await rawRequest(gateway.url, 'PUT', '/api/auth/change-password', {
    token: changed.token,
    body: { currentPassword: PASSWORD, newPassword: 'Knit3gether' },
  });
  expect(moved.status).toBe(200);
  expect((await rawRequest(gateway.url, 'DELETE', '/api/auth/account', { token: closed.token })).status).toBe(
    200,
  );
  return [
    { name: 'no token', method: 'GET', path: '/api/patterns' },
    { name: 'no token, a write', method: 'POST', path: '/api/yarn', body: {} },
    { name: 'expired', method: 'GET', path: '/api/patterns', token: expired },
    { name: 'wrong issuer', method: 'GET', path: '/api/patterns', token: otherIssuer },
    { name: 'garbage token', method: 'GET', path: '/api/auth/me', token: 'not.a.token' },
    { name: 'current', method: 'GET', path: '/api/auth/me', token: user.token },
    { name: 'revoked by a password change', method: 'GET', path: '/api/auth/me', token: changed.token },
    { name: 'closed account, its own service', method: 'GET', path: '/api/auth/me', token: closed.token },
    { name: 'closed account, another service', method: 'GET', path: '/api/patterns', token: closed.token },
    {
      name: 'admin claim, admin-only service down',
      method: 'GET',
      path: '/api/scraper/targets',
      token: adminClaim,
    },
    {
      name: 'public: sign-in',
      method: 'POST',
      path: '/api/auth/login',
      body: { username: user.email, password: 'x' },
    },
    {
      name: 'public with a token: sign-in',
      method: 'POST',
      path: '/api/auth/LOGIN',
      token: user.token,
      body: { username: user.email, password: 'x' },
    },
    { name: 'public: a file link', method: 'GET', path: `/api/patterns/${UUID}/view?exp=1&sig=x` },
    { name: 'a file link, written', method: 'DELETE', path: `/api/patterns/${UUID}/view` },
    {
      name: 'public: the assistant',
      method: 'POST',
      path: '/api/smart-recommendations/chat',
      body: { message: 'hi' },
    },
    { name: 'the assistant, another method', method: 'DELETE', path: '/api/smart-recommendations/chat' },
    { name: 'the designer, no token', method: 'POST', path: '/api/ai-designer/generate', body: {} },
    { name: 'queue board without a token', method: 'GET', path: '/api/scraper/queues' },
    { name: 'queue board link without a token', method: 'POST', path: '/api/scraper/queues/session' },
    { name: 'internal path', method: 'GET', path: '/api/internal/session', token: user.token },
    { name: 'no service owns it', method: 'GET', path: '/api/nothing-here', token: user.token },
    { name: 'composed', method: 'GET', path: '/api/dashboard/stats' },
    { name: 'double slashes', method: 'GET', path: '//api//auth//me', token: user.token },
    { name: 'encoded dot segment', method: 'GET', path: '/api/patterns/%2e%2e/auth/me', token: user.token },
    { name: 'dot segment', method: 'GET', path: '/api/patterns/../auth/me', token: user.token },
    { name: 'encoded slash', method: 'GET', path: '/api/patterns%2Fx', token: user.token },
    { name: 'encoded slash in a segment', method: 'GET', path: '/api/patterns/a%2Fb', token: user.token },
    { name: 'semicolon', method: 'GET', path: '/api/auth/me;x=1', token: user.token },
    { name: 'upper case', method: 'GET', path: '/API/AUTH/ME', token: user.token },
    { name: 'escaped letters', method: 'GET', path: '/api/%61uth/%6De', token: user.token },
    { name: 'upper case, no token', method: 'GET', path: '/API/PATTERNS' },
  ];
}

it('gives every request of the table the same answer on the fast path and the full way', async () => {
  const fast = await table(stack.gateway);
  const full = await table(stack.fullWayGateway);
  const answers = async (gateway: ServiceHarness, cases: Case[]) => {
    const out: Array<{ name: string; status: number; body: unknown }> = [];
    for (const entry of cases) {
      const reply = await rawRequest(gateway.url, entry.method, entry.path, {
        token: entry.token,
        body: entry.body,
      });
      out.push({ name: entry.name, status: reply.status, body: reply.body });
    }
    return out;
  };
  const fastAnswers = await answers(stack.gateway, fast);
  const fullAnswers = await answers(stack.fullWayGateway, full);
  // Users differ between the two tables: their own ids and names are not part of the comparison.
  const comparable = (list: typeof fastAnswers) =>
    list.map((answer) => ({
      ...answer,
      body: JSON.stringify(answer.body).replace(
        /"(id|email|first_name|username|created_at|updated_at)":"[^"]*"/g,
        '',
      ),
    }));
  expect(comparable(fastAnswers)).toEqual(comparable(fullAnswers));
  // And the answers are the ones each case calls for (so the two ways cannot agree on something wrong).
  const status = Object.fromEntries(fastAnswers.map((answer) => [answer.name, answer.status]));
  expect(status).toEqual({
    'no token': 401,
    'no token, a write': 401,
    expired: 401,
    'wrong issuer': 401,
    'garbage token': 401,
    current: 200,
    'revoked by a password change': 401,
    'closed account, its own service': 401,
    'closed account, another service': 401,
    'admin claim, admin-only service down': 503,
    'public: sign-in': 401,
    'public with a token: sign-in': 401,
    'public: a file link': 200,
    'a file link, written': 401,
    // Let through to the tools service, which is down here.
    'public: the assistant': 503,
    'the assistant, another method': 401,
    'the designer, no token': 401,
    'queue board without a token': 503,
    'queue board link without a token': 401,
    'internal path': 404,
    'no service owns it': 404,
    composed: 401,
    'double slashes': 200,
    'encoded dot segment': 400,
    'dot segment': 400,
    'encoded slash': 404,
    'encoded slash in a segment': 200,
    semicolon: 400,
    'upper case': 200,
    'escaped letters': 200,
    'upper case, no token': 401,
  });
});
