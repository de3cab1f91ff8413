import { Controller, Get, Module } from '@nestjs/common';
import { AuthResponseSchema } from '@yarn-mgmt/contracts';
import { CurrentUser, JwtAuthModule, Roles, type AuthUser } from '@yarn-mgmt/nest-kit';
import { createTestApp, type TestApp } from '@yarn-mgmt/testing';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { callGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

const PASSWORD = 'Knit2gether';
const TTL_MS = 1_000;
let stack: GatewayStack;
let service: TestApp;

/** A domain service as the platform builds them: nest-kit's JWT guard against the real account service. */
@Controller()
class ProbeController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Roles('admin')
  @Get('admin-only')
  adminOnly() {
    return { admin: true };
  }
}

beforeAll(async () => {
  stack = await startGatewayStack();
  @Module({
    imports: [
      JwtAuthModule.forRoot({
        jwksUrl: `${stack.account.url}/.well-known/jwks.json`,
        issuer: 'yarn-mgmt',
        tokenCheckTtlMs: TTL_MS,
      }),
    ],
    controllers: [ProbeController],
  })
  class ProbeModule {}
  service = await createTestApp({ module: () => ProbeModule, name: 'probe', docs: false });
});
afterAll(async () => {
  await service?.close();
  await stack?.close();
});

const promoteAdmin = (...args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [fileURLToPath(new URL('../../account/dist/cli/promote-admin.js', import.meta.url)), ...args],
    { env: { ...process.env, DATABASE_URL: stack.account.databaseUrl } },
  );
const api = (method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
  callGateway(stack.gateway, method, path, options);
const probe = async (path: string, token: string) =>
  (await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
const signIn = async (username: string, password = PASSWORD) =>
  AuthResponseSchema.parse((await api('POST', '/api/auth/login', { body: { username, password } })).body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admins by the promote-admin command only, effective within the check window', () => {
  it('promotes, then demotes: the demoted admin loses admin-only access within the window', async () => {
    const registered = await api('POST', '/api/auth/register', {
      body: { email: 'lead@example.com', password: PASSWORD, first_name: 'Le', last_name: 'Ad' },
    });
    expect(AuthResponseSchema.parse(registered.body).user.role).toBe('user');

    const promoted = await promoteAdmin('lead@example.com');
    expect(promoted.stdout).toContain('lead@example.com is now an admin');
    const admin = await signIn('lead@example.com');
    expect(admin.user.role).toBe('admin');
    expect(await probe('/admin-only', admin.token)).toBe(200);

    const demoted = await promoteAdmin('--demote', 'LEAD@example.com');
    expect(demoted.stdout).toContain('lead@example.com is now a user');
    await sleep(TTL_MS + 300);
    expect(await probe('/admin-only', admin.token)).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: admin.token })).status).toBe(401);
    const again = await signIn('lead@example.com');
    expect(again.user.role).toBe('user');
    expect(await probe('/admin-only', again.token)).toBe(403);
  });

  it('says so when there is no such account', async () => {
    const failure = (await promoteAdmin('nobody@example.com').catch((error: unknown) => error)) as {
      code?: number;
      stderr?: string;
    };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('No account with the e-mail nobody@example.com');
  });
});

describe('a password change', () => {
  it('refuses tokens issued before it, in every service within the window', async () => {
    await api('POST', '/api/auth/register', {
      body: { email: 'purl@example.com', password: PASSWORD, first_name: 'Pu', last_name: 'Rl' },
    });
    const before = await signIn('purl@example.com');
    expect(await probe('/me', before.token)).toBe(200);
    const changed = await api('PUT', '/api/auth/change-password', {
      token: before.token,
      body: { currentPassword: PASSWORD, newPassword: 'Cable4Knit' },
    });
    expect(changed.status).toBe(200);
    const after = AuthResponseSchema.parse(changed.body);
    expect((await api('GET', '/api/auth/me', { token: before.token })).status).toBe(401);
    await sleep(TTL_MS + 300);
    expect(await probe('/me', before.token)).toBe(401);
    expect(await probe('/me', after.token)).toBe(200);
  });

  it('keeps the account service check internal: the gateway routes no /internal path', async () => {
    const { token } = await signIn('purl@example.com', 'Cable4Knit');
    expect((await api('GET', '/api/internal/session', { token })).status).toBe(404);
  });
});
