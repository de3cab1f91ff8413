import { AuthResponseSchema, MeResponseSchema } from '@yarn-mgmt/contracts';
import { createTestKeyPair, signTestToken, tamperToken } from '@yarn-mgmt/testing';
import { PASSWORD, accountSuite } from './account-suite.js';

const suite = accountSuite('account_tokens');
const { call, register, login } = suite;

describe('GET /auth/me and tokens', () => {
  beforeAll(async () => {
    const registered = await register({
      username: 'purl_queen',
      password: PASSWORD,
      email: 'purl_queen@users.yarn-management.local',
    });
    expect(registered.status).toBe(201);
  });

  it('returns the signed-in user', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const me = await call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(MeResponseSchema.parse(me.body)).toEqual({ user });
  });

  it('issues RS256 tokens with sub, email, role, kid and exp, verifiable with the published JWKS', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'RS256', kid: suite.svc.keys.kid });
    expect(payload).toMatchObject({ sub: user.id, email: user.email, role: 'user', iss: 'yarn-mgmt' });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(7 * 24 * 3600);
    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks).toEqual({
      status: 200,
      body: {
        keys: [expect.objectContaining({ kty: 'RSA', kid: suite.svc.keys.kid, alg: 'RS256', use: 'sig' })],
      },
    });
  });

  it('answers 401 without a token, and to tampered, expired and foreign tokens', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const claims = { sub: user.id, email: user.email, role: user.role };
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized' } };
    expect(await call('GET', '/auth/me')).toEqual(unauthorized);
    expect(await call('GET', '/auth/me', { token: tamperToken(token, { role: 'admin' }) })).toEqual(
      unauthorized,
    );
    expect(
      await call('GET', '/auth/me', {
        token: signTestToken(suite.svc.keys.privateKey, claims, { kid: suite.svc.keys.kid, expiresIn: -10 }),
      }),
    ).toEqual(unauthorized);
    expect(
      await call('GET', '/auth/me', {
        token: signTestToken(createTestKeyPair().privateKey, claims, { kid: suite.svc.keys.kid }),
      }),
    ).toEqual(unauthorized);
    // The same key still works: the failures above are about the tokens, not the test's signer.
    expect(
      (
        await call('GET', '/auth/me', {
          token: signTestToken(suite.svc.keys.privateKey, claims, { kid: suite.svc.keys.kid }),
        })
      ).status,
    ).toBe(200);
  });
});

describe('admins', () => {
  it('never makes anyone an admin at sign-up (only the promote-admin command does)', async () => {
    const { status, body } = await suite.signUp('boss@example.com');
    expect(status).toBe(201);
    expect(AuthResponseSchema.parse(body).user.role).toBe('user');
  });
});

describe('service basics', () => {
  it('reports its health with a database ping', async () => {
    const { status, body } = await call('GET', '/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('publishes OpenAPI, documenting the register body from the contracts schema', async () => {
    const response = await fetch(`${suite.svc.url}/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/register',
        '/auth/login',
        '/auth/me',
        '/health',
        '/auth/profile',
        '/auth/profile/avatar',
        '/auth/preferences',
        '/auth/change-password',
        '/settings',
        '/settings/password',
        '/settings/clear-cache',
        '/ravelry/status',
        '/ravelry/auth',
      ]),
    );
    expect(JSON.stringify(document.paths['/settings']?.put?.requestBody)).toContain('theme_preference');
    expect(JSON.stringify(document.paths['/auth/profile']?.put?.requestBody)).toContain(
      'multipart/form-data',
    );
    expect(JSON.stringify(document.paths['/auth/register']?.post?.requestBody)).toContain('password');
  });
});
