import { Controller, Get, Module, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProbeApp } from '../testing/probe-app.js';
import type { AuthUser } from './auth-user.js';
import { CurrentUser, OptionalAuth, Public, Roles } from './decorators.js';
import { toPublicJwk } from './jwk.js';
import { JwtAuthModule, type JwtAuthOptions } from './jwt-auth.module.js';
import { JwksKeySource } from './key-source.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(privateKey: KeyObject, claims: Record<string, unknown>, kid?: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })}.${b64({ iat: now, exp: now + 600, iss: 'yarn-mgmt', ...claims })}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url')}`;
}

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

@Controller()
class ProbeController {
  @Public()
  @Get('open')
  open() {
    return { open: true };
  }

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Post('me')
  write(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Public()
  @OptionalAuth()
  @Get('maybe')
  maybe(@CurrentUser() user: AuthUser | undefined) {
    return { user: user?.id ?? null };
  }

  @Public()
  @OptionalAuth({ badToken: 'reject' })
  @Post('maybe-strict')
  maybeStrict(@CurrentUser() user: AuthUser | undefined) {
    return { user: user?.id ?? null };
  }

  @Roles('admin')
  @Get('admin')
  admin() {
    return { admin: true };
  }
}

async function startApp(options: JwtAuthOptions) {
  @Module({ imports: [JwtAuthModule.forRoot(options)], controllers: [ProbeController] })
  class ProbeModule {}
  return startProbeApp(ProbeModule);
}

const call = async (url: string, token?: string, method = 'GET') => {
  const response = await fetch(url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json() };
};

describe('JwtAuthModule with a key given directly', () => {
  const keys = keyPair();
  const jwk = toPublicJwk(keys.publicKey);
  const user = { sub: '6f1c1b1e-8a43-4a43-9d4a-1e0b7a1d2c3f', email: 'ann@example.com', role: 'user' };
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await startApp({ publicKey: keys.publicKey, kid: jwk.kid, issuer: 'yarn-mgmt' }));
  });
  afterAll(() => app.close());

  it('lets anyone reach a @Public() route', async () => {
    expect(await call(`${url}/open`)).toEqual({ status: 200, body: { open: true } });
  });

  it('gives the handler the caller from a valid token', async () => {
    expect(await call(`${url}/me`, sign(keys.privateKey, user, jwk.kid))).toEqual({
      status: 200,
      body: { id: user.sub, email: user.email, role: 'user' },
    });
  });

  it.each([
    ['no token', () => undefined],
    [
      'an expired token',
      () => sign(keys.privateKey, { ...user, exp: Math.floor(Date.now() / 1000) - 5 }, jwk.kid),
    ],
    [
      'a tampered token',
      () => {
        const [head, , signature] = sign(keys.privateKey, user, jwk.kid).split('.');
        return `${head}.${b64({ ...user, role: 'admin', exp: Math.floor(Date.now() / 1000) + 600 })}.${signature}`;
      },
    ],
    ['a token signed by another key', () => sign(keyPair().privateKey, user, jwk.kid)],
    ['a token from another issuer', () => sign(keys.privateKey, { ...user, iss: 'someone-else' }, jwk.kid)],
    ['a token without the claims', () => sign(keys.privateKey, { sub: user.sub }, jwk.kid)],
    ['garbage', () => 'garbage.token.value'],
  ])('answers 401 to %s', async (_label, token) => {
    expect(await call(`${url}/me`, token())).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized' },
    });
  });

  it('serves an @OptionalAuth() route to a visitor and to a signed-in user', async () => {
    const token = sign(keys.privateKey, user, jwk.kid);
    expect(await call(`${url}/maybe`)).toEqual({ status: 200, body: { user: null } });
    expect(await call(`${url}/maybe`, token)).toEqual({ status: 200, body: { user: user.sub } });
    expect(await call(`${url}/maybe-strict`, undefined, 'POST')).toEqual({
      status: 201,
      body: { user: null },
    });
    expect(await call(`${url}/maybe-strict`, token, 'POST')).toEqual({
      status: 201,
      body: { user: user.sub },
    });
  });

  it("takes a bad token for a visitor by default, and answers 401 with `badToken: 'reject'`", async () => {
    const expired = sign(keys.privateKey, { ...user, exp: Math.floor(Date.now() / 1000) - 5 }, jwk.kid);
    expect(await call(`${url}/maybe`, expired)).toEqual({ status: 200, body: { user: null } });
    expect(await call(`${url}/maybe`, 'garbage.token.value')).toEqual({ status: 200, body: { user: null } });
    for (const token of [expired, 'garbage.token.value', sign(keyPair().privateKey, user, jwk.kid)])
      expect(await call(`${url}/maybe-strict`, token, 'POST')).toEqual({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized' },
      });
  });

  it('answers 403 to a user on an admin route and lets an admin through', async () => {
    expect(await call(`${url}/admin`, sign(keys.privateKey, user, jwk.kid))).toEqual({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden' },
    });
    expect(await call(`${url}/admin`, sign(keys.privateKey, { ...user, role: 'admin' }, jwk.kid))).toEqual({
      status: 200,
      body: { admin: true },
    });
  });
});

describe('JwtAuthModule with a JWKS URL', () => {
  let jwks: { keys: object[] } = { keys: [] };
  let fetches = 0;
  /** What the stand-in account service says of a token at /internal/session. */
  let session: { status: number; role?: string } = { status: 404 };
  let sessionChecks = 0;
  let server: Server;
  let jwksUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/internal/session') {
        sessionChecks += 1;
        res.statusCode = session.status;
        res.end(JSON.stringify({ role: session.role }));
        return;
      }
      fetches += 1;
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('verifies tokens with the fetched key and caches it', async () => {
    const keys = keyPair();
    const jwk = toPublicJwk(keys.publicKey);
    jwks = { keys: [jwk] };
    fetches = 0;
    const { app, url } = await startApp({ jwksUrl });
    try {
      const token = sign(keys.privateKey, { sub: 'u1', email: 'a@b.co', role: 'user' }, jwk.kid);
      expect((await call(`${url}/me`, token)).status).toBe(200);
      expect((await call(`${url}/me`, token)).status).toBe(200);
      expect(fetches).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('refuses a token once it expires, though its signature was verified and remembered before', async () => {
    const keys = keyPair();
    const jwk = toPublicJwk(keys.publicKey);
    jwks = { keys: [jwk] };
    const { app, url } = await startApp({ jwksUrl });
    try {
      // At least a second ahead (JWT times are whole seconds), so the first two calls come before it.
      const exp = Math.floor(Date.now() / 1000) + 2;
      const token = sign(keys.privateKey, { sub: 'u1', email: 'a@b.co', role: 'user', exp }, jwk.kid);
      expect((await call(`${url}/me`, token)).status).toBe(200);
      expect((await call(`${url}/me`, token)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
      expect((await call(`${url}/me`, token)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses a token the account service has revoked, once the cached verdict expires', async () => {
    const keys = keyPair();
    const jwk = toPublicJwk(keys.publicKey);
    jwks = { keys: [jwk] };
    const { app, url } = await startApp({ jwksUrl, tokenCheckTtlMs: 300 });
    try {
      const claims = { sub: 'u1', email: 'a@b.co', role: 'admin', ver: 1 };
      const token = sign(keys.privateKey, claims, jwk.kid);
      session = { status: 200, role: 'admin' };
      sessionChecks = 0;
      expect((await call(`${url}/admin`, token)).status).toBe(200);
      session = { status: 401 };
      expect((await call(`${url}/admin`, token)).status).toBe(200);
      expect(sessionChecks).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await call(`${url}/admin`, token)).status).toBe(401);
      // The account service down (or too slow to answer): a version seen revoked stays refused.
      session = { status: 503 };
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await call(`${url}/me`, token)).status).toBe(401);
      expect((await call(`${url}/admin`, token)).status).toBe(401);
    } finally {
      session = { status: 404 };
      await app.close();
    }
  });

  it('grants no more than the last verdict while the account service cannot be asked', async () => {
    const keys = keyPair();
    const jwk = toPublicJwk(keys.publicKey);
    jwks = { keys: [jwk] };
    const { app, url } = await startApp({ jwksUrl, tokenCheckTtlMs: 300 });
    try {
      session = { status: 503 };
      const claims = { sub: 'u2', email: 'b@b.co', role: 'admin', ver: 3 };
      const unseen = sign(keys.privateKey, claims, jwk.kid);
      // No verdict at all: reads on the signature, as a plain user; no admin route, no write.
      expect(await call(`${url}/me`, unseen)).toMatchObject({ status: 200, body: { role: 'user' } });
      const admin = await call(`${url}/admin`, unseen);
      expect(admin.status).toBe(503);
      expect(String((admin.body as { error?: unknown }).error)).toContain(
        'cannot verify your session right now',
      );
      expect((await call(`${url}/me`, unseen, 'POST')).status).toBe(503);
      // An older version of a user seen current at a newer one is revoked, asked or not.
      const older = sign(keys.privateKey, { ...claims, sub: 'u3', ver: 1 }, jwk.kid);
      const newer = sign(keys.privateKey, { ...claims, sub: 'u3', ver: 2 }, jwk.kid);
      session = { status: 200, role: 'admin' };
      expect((await call(`${url}/admin`, newer)).status).toBe(200);
      session = { status: 503 };
      expect((await call(`${url}/me`, older)).status).toBe(401);
      // The last current verdict is stretched by one window, then it is unknown like any other.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await call(`${url}/admin`, newer)).status).toBe(200);
      expect((await call(`${url}/me`, newer, 'POST')).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await call(`${url}/admin`, newer)).status).toBe(503);
      expect((await call(`${url}/me`, newer)).status).toBe(200);
    } finally {
      session = { status: 404 };
      await app.close();
    }
  });

  it('refetches on an unknown kid (key rotation), at most once per interval', async () => {
    const first = keyPair();
    const second = keyPair();
    jwks = { keys: [toPublicJwk(first.publicKey)] };
    fetches = 0;
    const source = new JwksKeySource({ url: jwksUrl, refetchIntervalMs: 0 });
    await source.getKey(toPublicJwk(first.publicKey).kid);
    jwks = { keys: [toPublicJwk(first.publicKey), toPublicJwk(second.publicKey)] };
    const key = await source.getKey(toPublicJwk(second.publicKey).kid);
    expect(key.export({ format: 'jwk' })).toEqual(second.publicKey.export({ format: 'jwk' }));
    expect(fetches).toBe(2);

    const limited = new JwksKeySource({ url: jwksUrl, refetchIntervalMs: 60_000 });
    await limited.getKey(undefined);
    await expect(limited.getKey('forged-1')).rejects.toThrow('Unknown key id');
    await expect(limited.getKey('forged-2')).rejects.toThrow('Unknown key id');
    expect(fetches).toBe(3);
  });

  it('answers 503 while no key can be had (the account service is down)', async () => {
    const { app, url } = await startApp({ jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json' });
    try {
      const token = sign(keyPair().privateKey, { sub: 'u1', email: 'a@b.co', role: 'user' }, 'kid');
      expect(await call(`${url}/me`, token)).toEqual({
        status: 503,
        body: { statusCode: 503, error: 'The account service is unavailable' },
      });
    } finally {
      await app.close();
    }
  });
});
