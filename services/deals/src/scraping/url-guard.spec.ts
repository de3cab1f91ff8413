import { checkTargetUrl, guardUrl, type HostLookup } from './url-guard.js';

/** DNS is not our infrastructure: names resolve from this table. */
const names: Record<string, string[]> = {
  'shop.example': ['93.184.216.34'],
  'intranet.example': ['10.0.0.1'],
  'mixed.example': ['93.184.216.34', '192.168.1.20'],
  'metadata.example': ['169.254.169.254'],
  'v6.example': ['2606:4700::6810:84e5'],
  'v6-private.example': ['fd00::1'],
};
const lookup: HostLookup = (hostname) => {
  const found = names[hostname];
  if (!found) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
  return Promise.resolve(found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

const METADATA_SPELLINGS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://2852039166/',
  'http://0251.0376.0251.0376/',
  'http://0xa9fea9fe/',
  'http://0xA9.0xFE.0xA9.0xFE/',
  'http://169.254.43518/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[fe80::1]/',
  'http://metadata.example/',
];

const refusedAlways: [string, string][] = [
  ['http://169.254.169.254/', 'URL resolves to a link-local address (169.254.169.254)'],
  ['http://100.64.0.1/', 'URL resolves to a shared (CGNAT) address (100.64.0.1)'],
  ['http://100.127.255.254/', 'URL resolves to a shared (CGNAT) address (100.127.255.254)'],
  ['http://0.0.0.0/', 'URL resolves to an unspecified address (0.0.0.0)'],
  ['http://255.255.255.255/', 'URL resolves to a broadcast address (255.255.255.255)'],
  ['http://224.0.0.1/', 'URL resolves to a multicast address (224.0.0.1)'],
  ['http://192.0.2.10/', 'URL resolves to a reserved address (192.0.2.10)'],
  ['http://198.18.0.5/', 'URL resolves to a reserved address (198.18.0.5)'],
  ['http://240.0.0.1/', 'URL resolves to a reserved address (240.0.0.1)'],
  ['http://[2001:db8::1]/', 'URL resolves to a reserved address (2001:db8::1)'],
  ['http://[::]/', 'URL resolves to an unspecified address (::)'],
  ['http://[ff02::1]/', 'URL resolves to a multicast address (ff02::1)'],
  ['http://[::a9fe:a9fe]/', 'URL resolves to a reserved address (::a9fe:a9fe)'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'URL resolves to a reserved address (64:ff9b::a9fe:a9fe)'],
  ['http://[2002:a9fe:a9fe::1]/', 'URL resolves to a reserved address (2002:a9fe:a9fe::1)'],
  ['ftp://shop.example/', 'URL must start with http:// or https://'],
  ['file:///etc/passwd', 'URL must start with http:// or https://'],
  ['http://user:pw@shop.example/', 'URL must not contain a user name or password'],
  ['not a url', 'URL is not valid'],
  ['http://nowhere.example/', 'Host name could not be resolved (nowhere.example)'],
];

const privateOnes: [string, string][] = [
  ['http://127.0.0.1:8080/', 'URL resolves to a loopback address (127.0.0.1)'],
  ['http://127.1/', 'URL resolves to a loopback address (127.0.0.1)'],
  ['http://2130706433/', 'URL resolves to a loopback address (127.0.0.1)'],
  ['http://[::1]/', 'URL resolves to a loopback address (::1)'],
  ['http://[::ffff:127.0.0.1]/', 'URL resolves to a loopback address (127.0.0.1)'],
  ['http://10.0.0.5/', 'URL resolves to a private address (10.0.0.5)'],
  ['http://172.16.4.4/', 'URL resolves to a private address (172.16.4.4)'],
  ['http://192.168.0.1/', 'URL resolves to a private address (192.168.0.1)'],
  ['http://intranet.example/', 'URL resolves to a private address (10.0.0.1)'],
  ['http://mixed.example/', 'URL resolves to a private address (192.168.1.20)'],
  ['http://v6-private.example/', 'URL resolves to a private address (fd00::1)'],
];

const admitted = ['https://shop.example/yarn?page=2', 'http://93.184.216.34/', 'http://v6.example/'];

describe('the URL guard (DECISIONS 22)', () => {
  it.each(refusedAlways)('refuses %s whatever SCRAPER_ALLOW_PRIVATE says', async (url, reason) => {
    expect(await checkTargetUrl(url, { allowPrivate: false, lookup })).toBe(reason);
    expect(await checkTargetUrl(url, { allowPrivate: true, lookup })).toBe(reason);
  });

  it.each(METADATA_SPELLINGS)(
    'refuses the metadata address spelled %s, also with allowPrivate',
    async (url) => {
      for (const allowPrivate of [false, true]) {
        expect(await checkTargetUrl(url, { allowPrivate, lookup })).toMatch(
          /^URL resolves to a link-local address \((169\.254\.169\.254|fe80::1)\)$/,
        );
      }
    },
  );

  it.each(privateOnes)('refuses %s unless private addresses are allowed', async (url, reason) => {
    expect(await checkTargetUrl(url, { allowPrivate: false, lookup })).toBe(reason);
    expect(await checkTargetUrl(url, { allowPrivate: true, lookup })).toBeNull();
  });

  it.each(admitted)('admits the public %s', async (url) => {
    expect(await checkTargetUrl(url, { allowPrivate: false, lookup })).toBeNull();
  });

  it('hands back the checked address to connect to', async () => {
    const checked = await guardUrl('https://shop.example/a', { allowPrivate: false, lookup });
    expect(checked.address).toEqual({ address: '93.184.216.34', family: 4 });
    expect(checked.url.hostname).toBe('shop.example');
  });

  it('resolves real names with the system resolver when no lookup is given', async () => {
    expect(await checkTargetUrl('http://localhost:1/', { allowPrivate: false })).toMatch(
      /^URL resolves to a loopback address/,
    );
    expect(await checkTargetUrl('http://localhost:1/', { allowPrivate: true })).toBeNull();
  });
});
