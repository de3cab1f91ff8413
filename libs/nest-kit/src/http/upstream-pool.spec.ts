import { serviceUrlList, splitUrls, UpstreamPool } from './upstream-pool.js';

describe('UpstreamPool', () => {
  const urls = 'http://127.0.0.1:3102, http://127.0.0.1:3112/,http://127.0.0.1:3122';

  it('reads a comma-separated list of instances', () => {
    expect(splitUrls(urls)).toEqual([
      'http://127.0.0.1:3102',
      'http://127.0.0.1:3112',
      'http://127.0.0.1:3122',
    ]);
  });

  it('takes the instances in turn', () => {
    const pool = new UpstreamPool(urls, () => undefined);
    const ports = Array.from({ length: 4 }, () => pool.pick().url.port);
    expect(ports).toEqual(['3102', '3112', '3122', '3102']);
  });

  it('leaves an instance that refused out for a while, then tries it again', () => {
    let now = 1_000;
    const pool = new UpstreamPool(
      urls,
      () => undefined,
      5_000,
      () => now,
    );
    pool.markDown(pool.instances[1]);
    const ports = Array.from({ length: 3 }, () => pool.pick().url.port);
    expect(ports).not.toContain('3112');
    // Still a last resort within the same call.
    expect(pool.order().map((u) => u.url.port)).toContain('3112');
    now += 5_001;
    expect(Array.from({ length: 3 }, () => pool.pick().url.port)).toContain('3112');
  });

  it('tries every instance when all are out', () => {
    const pool = new UpstreamPool(urls, () => undefined);
    for (const instance of pool.instances) pool.markDown(instance);
    expect(pool.anyUp).toBe(false);
    expect(pool.order()).toHaveLength(3);
  });
});

describe('serviceUrlList', () => {
  const setting = serviceUrlList('http://127.0.0.1:3102');

  it('takes one URL, several, or the default', () => {
    expect(setting.parse(undefined)).toBe('http://127.0.0.1:3102');
    expect(setting.parse('http://a:1,http://b:2')).toBe('http://a:1,http://b:2');
  });

  it('refuses anything that is not http(s) addresses', () => {
    for (const bad of ['', 'inventory', 'http://a:1,ftp://b', ',']) {
      const result = setting.safeParse(bad);
      expect(result.success).toBe(false);
      if (!result.success)
        expect(result.error.issues[0].message).toBe(
          'Must be one or more http(s) addresses separated by commas',
        );
    }
  });
});
