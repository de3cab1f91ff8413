import { SETTINGS_DEFAULTS } from '@yarn-mgmt/contracts';
import {
  preferencesPatch,
  settingsPatch,
  sumStorage,
  SETTING_COLUMNS,
  toEditableSettings,
} from './settings.mapper.js';
import type { UserSettingsEntity } from './user-settings.entity.js';

describe('settings rules', () => {
  it('changes only the keys a group-shaped update names', () => {
    expect(settingsPatch({ display: { theme_preference: 'dark' } })).toEqual({ themePreference: 'dark' });
    expect(
      settingsPatch({
        notifications: { weekly_digest: true },
        backup: { backup_frequency: 'daily', auto_backup: true },
      }),
    ).toEqual({ weeklyDigest: true, backupFrequency: 'daily', autoBackup: true });
    expect(settingsPatch({ privacy: {} })).toEqual({});
  });

  it('stores Profile > Email Notifications in the same column as the setting', () => {
    expect(preferencesPatch({ emailNotifications: false })).toEqual({ emailNotifications: false });
    expect(settingsPatch({ notifications: { email_notifications: false } })).toEqual({
      emailNotifications: false,
    });
    expect(preferencesPatch({ defaultView: 'yarn' })).toEqual({ defaultView: 'yarn' });
  });

  it('names every editable server setting of spec part 2 section 3 once', () => {
    expect(Object.keys(SETTING_COLUMNS).sort()).toEqual(Object.keys(SETTINGS_DEFAULTS).sort());
    const row = Object.fromEntries(
      Object.entries(SETTING_COLUMNS).map(([name, column]) => [
        column,
        SETTINGS_DEFAULTS[name as keyof typeof SETTINGS_DEFAULTS],
      ]),
    ) as unknown as UserSettingsEntity;
    expect(toEditableSettings(row)).toEqual(SETTINGS_DEFAULTS);
  });

  it('adds up the services’ storage reports and the avatar', () => {
    expect(
      sumStorage(
        [
          { bytes: 1000, files: 2, photo_count: 2, pattern_count: 0 },
          { bytes: 500, files: 1, photo_count: 0, pattern_count: 4 },
        ],
        70,
      ),
    ).toEqual({ bytes: 1570, files: 4, photo_count: 2, pattern_count: 4 });
    expect(sumStorage([], 0)).toEqual({ bytes: 0, files: 0, photo_count: 0, pattern_count: 0 });
  });
});
