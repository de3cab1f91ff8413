import { AuthResponseSchema } from '@yarn-mgmt/contracts';
import { PASSWORD, accountSuite } from './account-suite.js';

const suite = accountSuite('account_sessions');
const { call, signUp, login } = suite;
const NEW_PASSWORD = 'Cable4Knit';

describe('PUT /auth/change-password', () => {
  let token: string;

  beforeAll(async () => {
    const { status, body } = await signUp('moss@example.com');
    expect(status).toBe(201);
    token = AuthResponseSchema.parse(body).token;
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    expect(
      await call('PUT', '/auth/change-password', {
        token,
        body: { currentPassword: 'Wrong1234', newPassword: NEW_PASSWORD },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    const weak = await call('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain('Password must be at least 8 characters');
    expect((await call('GET', '/auth/me', { token })).status).toBe(200);
  });

  it('answers a new token and refuses every token issued before the change', async () => {
    const changed = await call('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const fresh = AuthResponseSchema.parse(changed.body).token;
    expect(await call('GET', '/auth/me', { token })).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized' },
    });
    expect((await call('GET', '/internal/session', { token })).status).toBe(401);
    expect((await call('GET', '/auth/me', { token: fresh })).status).toBe(200);
    expect((await login('moss@example.com')).status).toBe(401);
    expect((await login('moss@example.com', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('GET /internal/session (the other services ask it whether a token is current)', () => {
  it("answers the caller's current role for a current token and 401 without one", async () => {
    const { body } = await signUp('rib@example.com');
    const { token, user } = AuthResponseSchema.parse(body);
    expect(await call('GET', '/internal/session', { token })).toEqual({
      status: 200,
      body: { user_id: user.id, role: 'user' },
    });
    expect((await call('GET', '/internal/session')).status).toBe(401);
  });

  it('refuses a token after the role changed (the token carries the old version)', async () => {
    const { body } = await login('rib@example.com');
    const { token, user } = AuthResponseSchema.parse(body);
    // What `npm run promote-admin` does (its own test runs the built command, in the gateway suite).
    await suite.svc.query(
      "UPDATE users SET role = 'admin', token_version = token_version + 1 WHERE id = $1",
      [user.id],
    );
    expect((await call('GET', '/internal/session', { token })).status).toBe(401);
    const again = AuthResponseSchema.parse((await login('rib@example.com')).body);
    expect(again.user.role).toBe('admin');
    expect((await call('GET', '/internal/session', { token: again.token })).body).toEqual({
      user_id: user.id,
      role: 'admin',
    });
  });
});
