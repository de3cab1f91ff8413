import { z } from 'zod';
import { accountSuite } from './account-suite.js';

const suite = accountSuite('account_user_session');
const { call, tokenOf } = suite;
const GrantSchema = z.object({ grant: z.string(), expires_at: z.iso.datetime() });

describe('the session grant and GET /internal/session/by-user (the queue board cookie asks them)', () => {
  it("answers a grant's own user's role while the version is current, and 401 once it moved on", async () => {
    const ann = await tokenOf('grant.ann@example.com');
    const granted = await call('POST', '/internal/session/grant', { token: ann.token });
    expect(granted.status).toBe(200);
    const { grant, expires_at } = GrantSchema.parse(granted.body);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(60 * 60_000);
    expect(await call('GET', `/internal/session/by-user?sub=${ann.id}&ver=0`, { token: grant })).toEqual({
      status: 200,
      body: { user_id: ann.id, role: 'user' },
    });
    expect(
      (await call('GET', `/internal/session/by-user?sub=${ann.id}&ver=1`, { token: grant })).status,
    ).toBe(401);
    await suite.svc.query("UPDATE users SET role = 'admin', token_version = 1 WHERE id = $1", [ann.id]);
    expect(
      (await call('GET', `/internal/session/by-user?sub=${ann.id}&ver=0`, { token: grant })).status,
    ).toBe(401);
    expect(
      (await call('GET', `/internal/session/by-user?sub=${ann.id}&ver=1`, { token: grant })).body,
    ).toEqual({ user_id: ann.id, role: 'admin' });
    // The outdated bearer gets no new grant.
    expect((await call('POST', '/internal/session/grant', { token: ann.token })).status).toBe(401);
  });

  it("tells nothing of another user, and takes neither a user's token nor no token", async () => {
    const bob = await tokenOf('grant.bob@example.com');
    const cat = await tokenOf('grant.cat@example.com');
    const { grant } = GrantSchema.parse(
      (await call('POST', '/internal/session/grant', { token: bob.token })).body,
    );
    expect(
      (await call('GET', `/internal/session/by-user?sub=${cat.id}&ver=0`, { token: grant })).status,
    ).toBe(403);
    expect(
      (await call('GET', `/internal/session/by-user?sub=${bob.id}&ver=0`, { token: bob.token })).status,
    ).toBe(401);
    expect((await call('GET', `/internal/session/by-user?sub=${bob.id}&ver=0`)).status).toBe(401);
    expect(
      (await call('GET', `/internal/session/by-user?sub=${bob.id}&ver=x`, { token: grant })).status,
    ).toBe(400);
    expect((await call('POST', '/internal/session/grant')).status).toBe(401);
  });
});
