import { RemoteRegistryEntrySchema } from './remote-registry.js';
import { isRemoteRegistryEntry } from './routes.js';

// The shell's zod-free check and the gateway's schema must agree on every entry.
const cases: Array<[string, unknown, boolean]> = [
  [
    'an entry with a manifest and prefixes',
    { manifest: '/remotes/a/mf-manifest.json', prefixes: ['/yarn'] },
    true,
  ],
  [
    'nested prefixes',
    { manifest: 'http://cdn/x.json', prefixes: ['/settings/sync', '/deal-timeline'] },
    true,
  ],
  ['no prefixes', { manifest: '/m.json', prefixes: [] }, false],
  ['a prefix without a slash', { manifest: '/m.json', prefixes: ['yarn'] }, false],
  ['a prefix with a trailing slash', { manifest: '/m.json', prefixes: ['/yarn/'] }, false],
  ['an upper-case prefix', { manifest: '/m.json', prefixes: ['/Yarn'] }, false],
  ['an empty manifest', { manifest: '', prefixes: ['/yarn'] }, false],
  ['a plain string', '/m.json', false],
  ['null', null, false],
  ['a number for a prefix', { manifest: '/m.json', prefixes: [3] }, false],
];

describe('remote registry entries', () => {
  it.each(cases)('%s', (_name, value, valid) => {
    expect(isRemoteRegistryEntry(value)).toBe(valid);
    expect(RemoteRegistryEntrySchema.safeParse(value).success).toBe(valid);
  });
});
