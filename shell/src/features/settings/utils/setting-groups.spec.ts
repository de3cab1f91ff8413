import { SETTINGS_DEFAULTS, SettingsUpdateInputSchema } from '@yarn-mgmt/contracts';
import { groupOf, settingChange } from './setting-groups';

describe('settingChange', () => {
  it('sends the whole group with one key changed', () => {
    expect(settingChange(SETTINGS_DEFAULTS, 'weekly_digest', true)).toEqual({
      notifications: {
        email_notifications: true,
        project_reminders: false,
        low_stock_alerts: false,
        weekly_digest: true,
      },
    });
    expect(settingChange({ ...SETTINGS_DEFAULTS, auto_backup: true }, 'backup_frequency', 'daily')).toEqual({
      backup: {
        auto_backup: true,
        backup_frequency: 'daily',
        include_photos: false,
        google_drive_enabled: false,
      },
    });
  });

  it('builds bodies the server contract accepts', () => {
    const body = settingChange(SETTINGS_DEFAULTS, 'theme_preference', 'dark');
    expect(SettingsUpdateInputSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body)).toEqual(['display']);
  });

  it('knows the group of each key', () => {
    expect(groupOf('default_currency')).toBe('display');
    expect(groupOf('show_profile')).toBe('privacy');
    expect(groupOf('include_photos')).toBe('backup');
  });
});
