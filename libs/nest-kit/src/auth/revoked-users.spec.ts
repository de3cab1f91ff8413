import { RevokedUsers } from './revoked-users.js';

describe('RevokedUsers', () => {
  it('refuses a revoked user at once, for as long as it holds, and no one else', async () => {
    let now = 1_000;
    const revoked = new RevokedUsers(60_000, () => now);
    expect(await revoked.check({ sub: 'ann' })).toEqual({ status: 'unchecked' });
    revoked.revoke('ann');
    expect(await revoked.check({ sub: 'ann' })).toEqual({ status: 'revoked' });
    expect(revoked.has('ann')).toBe(true);
    expect(await revoked.check({ sub: 'bob' })).toEqual({ status: 'unchecked' });
    now += 60_001;
    expect(await revoked.check({ sub: 'ann' })).toEqual({ status: 'unchecked' });
    expect(revoked.has('ann')).toBe(false);
  });
});
