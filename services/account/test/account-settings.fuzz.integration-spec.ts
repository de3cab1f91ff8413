import {
  PreferencesUpdateInputSchema,
  ProfileUpdateInputSchema,
  SettingsUpdateInputSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, hostileString, type FuzzRequest } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import { accountSuite } from './account-suite.js';
import { PNG } from './images.js';

// Hostile input to the profile, preferences and settings writes: 4xx in the error shape, no row changed.
const suite = accountSuite('account_settings_fuzz');
const svc = () => suite.svc;
let token = '';
const as = () => ({ token });
beforeAll(async () => {
  token = (await suite.tokenOf('fuzz.settings@example.com')).token;
});

const refused = (field: string, value: string) =>
  !ProfileUpdateInputSchema.safeParse({ [field]: value }).success;

/** Multipart profile edits that must all be refused: a bad name (with or without a real image), or a non-image. */
const brokenProfileForms = (): fc.Arbitrary<FuzzRequest> => {
  // Lone surrogates would reach the server as U+FFFD, which may be a valid name.
  const badName = fc
    .tuple(fc.constantFrom('first_name', 'last_name'), hostileString())
    .filter(([field, value]) => !/[\uD800-\uDFFF]/.test(value) && refused(field, value));
  const names = fc
    .tuple(badName, fc.boolean(), fc.constantFrom('', 'email', 'role', 'avatar_url'))
    .map(([[field, value], withImage, extra]): FuzzRequest => {
      const body = new FormData();
      body.append(field, value);
      if (extra) body.append(extra, 'x@example.com');
      if (withImage) body.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
      return { body };
    });
  const notImages = fc
    .tuple(
      fc.uint8Array({ maxLength: 2_048 }),
      fc.constantFrom('avatar', 'photo', 'file', ''),
      fc.constantFrom('image/png', 'image/gif', 'text/plain', ''),
    )
    .map(([data, field, type]): FuzzRequest => {
      const body = new FormData();
      body.append('first_name', 'Valid Name');
      // Random bytes starting like no image the upload would keep.
      body.append(field, new Blob([new Uint8Array([0, ...data])], { type }), 'me.png');
      return { body };
    });
  const raw = fc.string({ maxLength: 64 }).map((payload): FuzzRequest => ({
    contentType: 'multipart/form-data; boundary=xyz',
    body: `--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${payload}`,
  }));
  return fc.oneof(
    { weight: 3, arbitrary: names },
    { weight: 2, arbitrary: notImages },
    { weight: 1, arbitrary: raw },
  );
};

describe('hostile requests to the profile and settings', () => {
  fuzzEndpoint(svc, {
    method: 'PUT',
    path: () => '/settings',
    schema: SettingsUpdateInputSchema,
    as,
    valid: {
      display: { theme_preference: 'dark', start_of_week: 1 },
      notifications: { weekly_digest: true },
    },
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    path: () => '/auth/preferences',
    schema: PreferencesUpdateInputSchema,
    as,
    valid: { preferences: { emailNotifications: false, measurementUnit: 'imperial', defaultView: 'yarn' } },
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    path: () => '/auth/profile',
    name: 'PUT /auth/profile (the text fields as JSON)',
    schema: ProfileUpdateInputSchema,
    as,
    valid: { first_name: 'Annie', last_name: 'Purl' },
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    path: () => '/auth/profile',
    name: 'PUT /auth/profile (multipart: bad names, non-images, broken forms)',
    requests: brokenProfileForms(),
    as,
    runs: 400,
  });

  it('kept no avatar file from any refused upload', async () => {
    const entries = await readdir(suite.svc.filesDir, { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });
});
