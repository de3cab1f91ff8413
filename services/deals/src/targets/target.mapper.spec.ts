import { isDemoUrl, toHealth } from './target.mapper.js';

describe('a target as the admin sees it', () => {
  it('is a demo when its URL is on the demo shop’s origin, and never without DEMO_SHOP_URL', () => {
    expect(isDemoUrl('http://127.0.0.1:4999/shop/listing', 'http://127.0.0.1:4999')).toBe(true);
    expect(isDemoUrl('http://127.0.0.1:5000/shop/listing', 'http://127.0.0.1:4999/')).toBe(false);
    expect(isDemoUrl('https://127.0.0.1:4999/', 'http://127.0.0.1:4999')).toBe(false);
    expect(isDemoUrl('http://127.0.0.1:4999/', undefined)).toBe(false);
  });

  it('names the failing selector while failures last and is broken from the third in a row', () => {
    const health = (consecutiveFailures: number) =>
      toHealth({
        targetId: 1,
        consecutiveFailures,
        failingSelector: 'current_price',
        lastMessage: 'No price',
        lastCheckedAt: new Date('2026-11-22T08:00:00Z'),
      });
    expect(health(2)).toEqual({
      consecutive_failures: 2,
      failing_selector: 'current_price',
      broken: false,
      last_checked_at: '2026-11-22T08:00:00.000Z',
    });
    expect(health(3).broken).toBe(true);
    expect(health(0).failing_selector).toBeNull();
    expect(toHealth(undefined)).toEqual({
      consecutive_failures: 0,
      failing_selector: null,
      broken: false,
      last_checked_at: null,
    });
  });
});
