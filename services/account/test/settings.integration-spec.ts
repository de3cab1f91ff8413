import { DEFAULT_STORAGE_LIMIT, PreferencesSchema, SettingsResponseSchema } from '@yarn-mgmt/contracts';
import { accountSuite } from './account-suite.js';

// Settings and preferences with the other services down (their share of storage is named as missing).
const suite = accountSuite('account_settings');
const { call } = suite;

let ann: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  ann = await suite.tokenOf('ann.settings@example.com');
  bob = await suite.tokenOf('bob.settings@example.com');
});

const settingsOf = async (token: string) => {
  const reply = await call('GET', '/settings', { token });
  expect(reply.status).toBe(200);
  return SettingsResponseSchema.parse(reply.body).settings;
};

describe('GET /settings', () => {
  it('gives a new user every server name with its default, and the data group', async () => {
    const reply = await call('GET', '/settings', { token: ann.token });
    expect(reply).toEqual({
      status: 200,
      body: {
        settings: {
          email_notifications: true,
          project_reminders: false,
          low_stock_alerts: false,
          weekly_digest: false,
          share_projects: false,
          show_profile: true,
          allow_messages: true,
          theme_preference: 'light',
          display_density: 'comfortable',
          default_currency: 'USD',
          date_format: 'MM/DD/YYYY',
          start_of_week: 0,
          auto_backup: false,
          backup_frequency: 'weekly',
          include_photos: false,
          google_drive_enabled: false,
          storage_used: 0,
          storage_limit: 1073741824,
          photo_count: 0,
          pattern_count: 0,
          storage_unavailable: ['inventory', 'patterns'],
        },
      },
    });
    expect(DEFAULT_STORAGE_LIMIT).toBe(1073741824);
    expect(await suite.svc.query('SELECT user_id FROM user_settings WHERE user_id = $1', [ann.id])).toEqual([
      { user_id: ann.id },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/settings')).status).toBe(401);
  });
});

describe('PUT /settings', () => {
  it('changes only the keys of the group sent and answers every setting after the change', async () => {
    const before = await settingsOf(ann.token);
    const reply = await call('PUT', '/settings', {
      token: ann.token,
      body: { display: { ...pick(before, 'display'), theme_preference: 'dark' } },
    });
    expect(reply.status).toBe(200);
    const after = SettingsResponseSchema.parse(reply.body).settings;
    expect(after).toEqual({ ...before, theme_preference: 'dark' });
    expect(await settingsOf(ann.token)).toEqual(after);
    // Another user's settings do not move.
    expect((await settingsOf(bob.token)).theme_preference).toBe('light');
  });

  it('changes keys of several groups at once, each partial', async () => {
    const before = await settingsOf(ann.token);
    const reply = await call('PUT', '/settings', {
      token: ann.token,
      body: {
        notifications: { weekly_digest: true },
        backup: { auto_backup: true, backup_frequency: 'daily' },
      },
    });
    expect(SettingsResponseSchema.parse(reply.body).settings).toEqual({
      ...before,
      weekly_digest: true,
      auto_backup: true,
      backup_frequency: 'daily',
    });
  });

  it('refuses an unknown key or group, naming it, and changes nothing', async () => {
    const before = await settingsOf(ann.token);
    const unknownKey = await call('PUT', '/settings', {
      token: ann.token,
      body: { display: { theme_preference: 'auto', font_size: 12 } },
    });
    expect(unknownKey.status).toBe(400);
    expect(JSON.stringify(unknownKey.body)).toContain('font_size');
    const unknownGroup = await call('PUT', '/settings', {
      token: ann.token,
      body: { data: { storage_limit: 5 } },
    });
    expect(unknownGroup.status).toBe(400);
    expect(JSON.stringify(unknownGroup.body)).toContain('data');
    const badValue = await call('PUT', '/settings', {
      token: ann.token,
      body: { display: { default_currency: 'JPY' } },
    });
    expect(badValue).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'display.default_currency': [expect.any(String)] } },
    });
    expect(await settingsOf(ann.token)).toEqual(before);
  });
});

describe('PUT /auth/preferences', () => {
  it('merges the keys sent and answers the whole object; Email Notifications is the setting of the same name', async () => {
    const reply = await call('PUT', '/auth/preferences', {
      token: bob.token,
      body: { preferences: { defaultView: 'patterns', emailNotifications: false } },
    });
    expect(reply).toEqual({
      status: 200,
      body: {
        preferences: { emailNotifications: false, measurementUnit: 'metric', defaultView: 'patterns' },
      },
    });
    expect((await settingsOf(bob.token)).email_notifications).toBe(false);
    const profile = await call('GET', '/auth/profile', { token: bob.token });
    expect(
      PreferencesSchema.parse((profile.body as { profile: { preferences: unknown } }).profile.preferences),
    ).toEqual({ emailNotifications: false, measurementUnit: 'metric', defaultView: 'patterns' });
    const bad = await call('PUT', '/auth/preferences', {
      token: bob.token,
      body: { preferences: { defaultView: 'deals' } },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the signed-in user', () => {
  it('carries the preferences in sign-in and GET /auth/me (the landing page after sign-in)', async () => {
    await call('PUT', '/auth/preferences', {
      token: ann.token,
      body: { preferences: { defaultView: 'yarn' } },
    });
    const signedIn = await suite.login('ann.settings@example.com');
    expect(signedIn.body).toMatchObject({
      user: { preferences: { emailNotifications: true, measurementUnit: 'metric', defaultView: 'yarn' } },
    });
    expect(await call('GET', '/auth/me', { token: ann.token })).toMatchObject({
      status: 200,
      body: { user: { id: ann.id, preferences: { defaultView: 'yarn' } } },
    });
  });
});

describe('the cache', () => {
  it('answers Clear Cache with the spec text', async () => {
    expect(await call('POST', '/settings/clear-cache', { token: ann.token })).toEqual({
      status: 200,
      body: { message: 'Cache cleared successfully' },
    });
    expect(await call('POST', '/settings/clear-cache', { token: ann.token, body: {} })).toEqual({
      status: 200,
      body: { message: 'Cache cleared successfully' },
    });
    expect(
      (await call('POST', '/settings/clear-cache', { token: ann.token, body: { all: true } })).status,
    ).toBe(400);
  });
});

function pick(settings: Record<string, unknown>, _group: 'display') {
  const { theme_preference, display_density, default_currency, date_format, start_of_week } = settings;
  return { theme_preference, display_density, default_currency, date_format, start_of_week };
}
