import { VerifiedTokenCache } from './verified-tokens.js';

const user = { id: 'u1', email: 'a@example.com', role: 'user' as const };

describe('VerifiedTokenCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('remembers a verified token until it expires, never past it', () => {
    const cache = new VerifiedTokenCache(5 * 60_000, 10, clock);
    cache.remember('t', user, 3, (now + 30_000) / 1000);
    expect(cache.get('t')).toEqual({ user, ver: 3, until: now + 30_000 });
    now += 30_000;
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a long-lived token only for the maximum age, so a withdrawn key stops its tokens in time', () => {
    const cache = new VerifiedTokenCache(60_000, 10, clock);
    cache.remember('t', user, undefined, (now + 7 * 86_400_000) / 1000);
    now += 59_999;
    expect(cache.get('t')?.user).toEqual(user);
    now += 1;
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not keep a token without an expiry or already expired', () => {
    const cache = new VerifiedTokenCache(60_000, 10, clock);
    cache.remember('no-exp', user, undefined, undefined);
    cache.remember('old', user, undefined, (now - 1000) / 1000);
    expect(cache.size).toBe(0);
  });

  it('drops the oldest tokens past its size', () => {
    const cache = new VerifiedTokenCache(60_000, 2, clock);
    for (const token of ['a', 'b', 'c']) cache.remember(token, user, undefined, (now + 10_000) / 1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
