import { AuthResponseSchema, ChangePasswordInputSchema } from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { PASSWORD, accountSuite } from './account-suite.js';

// Both change-password dialogs (Profile > Security and Settings > Security) meet the same server rules: the
// current password checked, the sign-up rule enforced (DECISIONS 8), older tokens revoked, a fresh token answered.
const suite = accountSuite('account_passwords');
const { call, login } = suite;

describe.each(['/auth/change-password', '/settings/password'])('PUT %s', (path) => {
  const email = `${path.split('/')[1]}.pw@example.com`;
  let token: string;
  beforeAll(async () => {
    token = (await suite.tokenOf(email)).token;
  });

  it('refuses a wrong current password with a field error on currentPassword, changing nothing', async () => {
    expect(
      await call('PUT', path, { token, body: { currentPassword: 'Wrong1234', newPassword: 'Cable4Knit' } }),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Current password is incorrect',
        fieldErrors: { currentPassword: ['Current password is incorrect'] },
      },
    });
    expect((await login(email)).status).toBe(200);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab1cdef', 'Password must be at least 8 characters'],
    ['abcdefgh1', 'Password must contain uppercase, lowercase, and a number'],
    ['ABCDEFGH1', 'Password must contain uppercase, lowercase, and a number'],
    ['Abcdefghi', 'Password must contain uppercase, lowercase, and a number'],
  ])('refuses the new password %p: %s (the sign-up rule)', async (newPassword, message) => {
    const reply = await call('PUT', path, { token, body: { currentPassword: PASSWORD, newPassword } });
    expect(reply).toMatchObject({ status: 400, body: { fieldErrors: { newPassword: [message] } } });
    expect((await call('GET', '/auth/me', { token })).status).toBe(200);
    expect((await login(email)).status).toBe(200);
  });

  it('refuses a missing current password with its message', async () => {
    const reply = await call('PUT', path, {
      token,
      body: { currentPassword: '', newPassword: 'Cable4Knit' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { currentPassword: ['Current password is required'] } },
    });
  });

  it('changes the password, answers a fresh token and revokes the old one', async () => {
    const changed = await call('PUT', path, {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'Cable4Knit' },
    });
    expect(changed.status).toBe(200);
    const fresh = AuthResponseSchema.parse(changed.body);
    expect(fresh.user.email).toBe(email);
    expect((await call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await call('GET', '/settings', { token })).status).toBe(401);
    expect((await call('GET', '/auth/me', { token: fresh.token })).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, 'Cable4Knit')).status).toBe(200);
  });
});

describe('hostile requests to the password routes', () => {
  let token = '';
  beforeAll(async () => {
    token = (await suite.tokenOf('fuzz.pw@example.com')).token;
  });
  // Valid payloads carry a wrong current password, so the fuzzer never changes the password under itself.
  fuzzEndpoint(() => suite.svc, {
    method: 'PUT',
    path: () => '/settings/password',
    schema: ChangePasswordInputSchema,
    as: () => ({ token }),
    valid: { currentPassword: 'Wrong1234', newPassword: 'Cable4Knit' },
    maxAccepted: 16,
  });
});
