import { FixedWindowRateLimiter } from './rate-limiter.js';

describe('FixedWindowRateLimiter', () => {
  it('allows the limit per window and key, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('5.6.7.8').allowed).toBe(true);
    now += 30_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
  });
});
