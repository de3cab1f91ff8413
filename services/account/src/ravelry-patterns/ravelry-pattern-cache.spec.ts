import { ExpiringCache } from './ravelry-pattern-cache.js';

describe('the read cache', () => {
  it('forgets an entry after its time, and the oldest past its size', () => {
    let now = 0;
    const cache = new ExpiringCache<string>(1000, 2, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    now = 999;
    expect(cache.get('b')).toBe('B');
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
