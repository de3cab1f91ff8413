import { AVATAR_MAX_BYTES, ProfileResponseSchema, SettingsResponseSchema } from '@yarn-mgmt/contracts';
import { makePatternPdf } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { accountSuite } from './account-suite.js';
import { GIF, PNG, avatarForm } from './images.js';
import { world } from './world.js';

// The profile's statistics and the settings' storage usage from the real inventory, patterns and projects
// services; then each of them down in turn.
const w = world();
const suite = accountSuite('account_profile', {
  keys: () => w().keys,
  env: () => ({
    INVENTORY_URL: w().urls.inventory,
    PATTERNS_URL: w().urls.patterns,
    PROJECTS_URL: w().urls.projects,
  }),
});
const { call } = suite;
const NO_STATS = { totalYarn: 0, totalPatterns: 0, totalProjects: 0, completedProjects: 0 };

let ann: { token: string; id: string };
let bob: { token: string; id: string };
let pdf: Buffer;
beforeAll(async () => {
  ann = await suite.tokenOf('ann.profile@example.com');
  bob = await suite.tokenOf('bob.profile@example.com');
  pdf = Buffer.from(await makePatternPdf('Ribbed Hat\nCast on 96 stitches.'));
});

const profileOf = async (token: string) => {
  const reply = await call('GET', '/auth/profile', { token });
  expect(reply.status).toBe(200);
  return ProfileResponseSchema.parse(reply.body).profile;
};
const settingsOf = async (token: string) =>
  SettingsResponseSchema.parse((await call('GET', '/settings', { token })).body).settings;
const avatarFiles = async () => {
  const dir = path.join(suite.svc.filesDir, ann.id);
  return readdir(dir).catch(() => [] as string[]);
};

describe('GET /auth/profile', () => {
  it('shows a new user with zero statistics, default preferences and no avatar', async () => {
    const profile = await profileOf(ann.token);
    expect(Date.parse(profile.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect({ ...profile, created_at: 'set' }).toEqual({
      first_name: 'Test',
      last_name: 'Knitter',
      email: 'ann.profile@example.com',
      avatar_url: null,
      created_at: 'set',
      ravelry_username: null,
      google_drive_connected: false,
      preferences: { emailNotifications: true, measurementUnit: 'metric', defaultView: 'dashboard' },
      stats: NO_STATS,
      stats_unavailable: [],
    });
  });

  it('counts stash entries, patterns, projects and completed projects from their services', async () => {
    const yarn = { line_name: 'Rios', weight_category: 'Worsted', yardage_per_skein: 210, weight_grams: 100 };
    for (const colorway of ['Azul', 'Teal'])
      await w().send('inventory', ann.token, 'POST', '/yarn', {
        brand_name: 'Malabrigo',
        ...yarn,
        colorway,
        skeins_total: 2,
        skeins_remaining: 2,
        tags: [],
      });
    await w().send('patterns', ann.token, 'POST', '/patterns', {
      title: 'Ribbed Hat',
      craft_type: 'knitting',
    });
    await w().send('projects', ann.token, 'POST', '/projects', { project_name: 'Winter hat' });
    const done = (await w().send('projects', ann.token, 'POST', '/projects', { project_name: 'Scarf' })) as {
      id: string;
    };
    await w().send('projects', ann.token, 'PATCH', `/projects/${done.id}/status`, { status: 'completed' });
    expect((await profileOf(ann.token)).stats).toEqual({
      totalYarn: 2,
      totalPatterns: 1,
      totalProjects: 2,
      completedProjects: 1,
    });
    // Someone else's data is not counted.
    expect((await profileOf(bob.token)).stats).toEqual(NO_STATS);
  });
});

describe('PUT /auth/profile and the avatar', () => {
  it('refuses a file that is not an image, by its type or by its bytes, keeping nothing', async () => {
    const notImage = {
      statusCode: 400,
      error: 'Avatar must be an image file',
      fieldErrors: { avatar: ['Avatar must be an image file'] },
    };
    const text = Buffer.from('just some text, not a picture');
    for (const form of [avatarForm(text, 'me.png', 'image/png'), avatarForm(PNG, 'me.txt', 'text/plain')]) {
      form.append('first_name', 'Annie');
      expect(await call('PUT', '/auth/profile', { token: ann.token, form })).toEqual({
        status: 400,
        body: notImage,
      });
    }
    expect(await avatarFiles()).toEqual([]);
    const profile = await profileOf(ann.token);
    expect([profile.first_name, profile.avatar_url]).toEqual(['Test', null]);
  });

  it('refuses an avatar over the size limit, keeping nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect(await call('PUT', '/auth/profile', { token: ann.token, form: avatarForm(big) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { avatar: ['Avatar must be at most 5 MB'] } },
    });
    expect(await avatarFiles()).toEqual([]);
  });

  it('refuses bad names with field errors, keeping neither the names nor the uploaded avatar', async () => {
    const form = avatarForm(PNG);
    form.append('first_name', 'A');
    form.append('last_name', '');
    expect(await call('PUT', '/auth/profile', { token: ann.token, form })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          first_name: ['First name must be at least 2 characters'],
          last_name: ['Last name is required'],
        },
      },
    });
    expect(await avatarFiles()).toEqual([]);
    expect((await profileOf(ann.token)).first_name).toBe('Test');
  });

  it('saves names and avatar, serves the avatar to its owner only, and replacing it removes the old file', async () => {
    const form = avatarForm(PNG);
    form.append('first_name', 'Annie');
    form.append('last_name', 'Purl');
    const saved = await call('PUT', '/auth/profile', { token: ann.token, form });
    expect(saved.status).toBe(200);
    const { profile } = ProfileResponseSchema.parse(saved.body);
    expect(profile).toMatchObject({ first_name: 'Annie', last_name: 'Purl' });
    expect(profile.avatar_url).toMatch(/^\/api\/auth\/profile\/avatar\?v=\d+$/);
    expect(await avatarFiles()).toHaveLength(1);

    const served = await fetch(`${suite.svc.url}/auth/profile/avatar`, {
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await call('GET', '/auth/profile/avatar', { token: bob.token })).status).toBe(404);
    expect((await call('GET', '/auth/profile/avatar')).status).toBe(401);

    const replaced = await call('PUT', '/auth/profile', {
      token: ann.token,
      form: avatarForm(GIF, 'me.gif', 'image/gif'),
    });
    expect(replaced.status).toBe(200);
    expect(ProfileResponseSchema.parse(replaced.body).profile.avatar_url).not.toBe(profile.avatar_url);
    expect(await avatarFiles()).toHaveLength(1);
    const again = await fetch(`${suite.svc.url}/auth/profile/avatar`, {
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(again.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await again.arrayBuffer()).equals(GIF)).toBe(true);
  });

  it('accepts the text fields alone (JSON or multipart) and leaves the avatar as it is', async () => {
    const before = await profileOf(ann.token);
    const reply = await call('PUT', '/auth/profile', { token: ann.token, body: { last_name: 'Cable' } });
    expect(reply.status).toBe(200);
    expect(ProfileResponseSchema.parse(reply.body).profile).toMatchObject({
      first_name: 'Annie',
      last_name: 'Cable',
      avatar_url: before.avatar_url,
    });
    const unknown = await call('PUT', '/auth/profile', {
      token: ann.token,
      body: { email: 'x@example.com' },
    });
    expect(unknown.status).toBe(400);
    expect((await profileOf(ann.token)).email).toBe('ann.profile@example.com');
  });
});

describe('storage usage', () => {
  it('is the real bytes of the yarn photos, the pattern files and the avatar; Clear Cache recounts', async () => {
    const cached = await settingsOf(ann.token);
    expect(cached).toMatchObject({
      storage_used: GIF.length,
      photo_count: 0,
      pattern_count: 1,
      storage_unavailable: [],
    });

    const { yarn } = (await w().send('inventory', ann.token, 'GET', '/yarn')) as {
      yarn: Array<{ id: string }>;
    };
    const photo = new FormData();
    photo.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'swatch.png');
    expect(await w().upload('inventory', ann.token, `/yarn/${yarn[0]?.id}/photos`, photo)).toBe(201);
    const { patterns } = (await w().send('patterns', ann.token, 'GET', '/patterns')) as {
      patterns: Array<{ id: string }>;
    };
    const file = new FormData();
    file.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'hat.pdf');
    expect(await w().upload('patterns', ann.token, `/patterns/${patterns[0]?.id}/file`, file)).toBe(201);

    // The services' figures are reused until the cache is cleared (the avatar is read each time).
    expect((await settingsOf(ann.token)).storage_used).toBe(GIF.length);
    expect((await call('POST', '/settings/clear-cache', { token: ann.token })).status).toBe(200);
    expect(await settingsOf(ann.token)).toMatchObject({
      storage_used: PNG.length + pdf.length + GIF.length,
      storage_limit: 1073741824,
      photo_count: 1,
      pattern_count: 1,
      storage_unavailable: [],
    });
    expect(await settingsOf(bob.token)).toMatchObject({ storage_used: 0, photo_count: 0, pattern_count: 0 });
  });
});

describe('with a service down', () => {
  it('gives the profile 0 for the missing figures and names the service', async () => {
    await w().stop('projects');
    const profile = await profileOf(ann.token);
    expect(profile.stats).toEqual({ totalYarn: 2, totalPatterns: 1, totalProjects: 0, completedProjects: 0 });
    expect(profile.stats_unavailable).toEqual(['projects']);
  });

  it('counts storage from the services still up and names the one down', async () => {
    await w().stop('patterns');
    await call('POST', '/settings/clear-cache', { token: ann.token });
    expect(await settingsOf(ann.token)).toMatchObject({
      storage_used: PNG.length + GIF.length,
      photo_count: 1,
      pattern_count: 0,
      storage_unavailable: ['patterns'],
    });
    expect((await profileOf(ann.token)).stats_unavailable).toEqual(['patterns', 'projects']);
  });
});
