import type {
  EditableSettings,
  Preferences,
  SettingsUpdateInput,
  UserStorageUsage,
} from '@yarn-mgmt/contracts';
import type { UserSettingsEntity } from './user-settings.entity.js';

type Columns = Omit<UserSettingsEntity, 'userId' | 'user' | 'updatedAt'>;

/** Each server name of spec part 2 section 3 and the entity property that stores it. */
export const SETTING_COLUMNS: { [K in keyof EditableSettings]: keyof Columns } = {
  email_notifications: 'emailNotifications',
  project_reminders: 'projectReminders',
  low_stock_alerts: 'lowStockAlerts',
  weekly_digest: 'weeklyDigest',
  share_projects: 'shareProjects',
  show_profile: 'showProfile',
  allow_messages: 'allowMessages',
  theme_preference: 'themePreference',
  display_density: 'displayDensity',
  default_currency: 'defaultCurrency',
  date_format: 'dateFormat',
  start_of_week: 'startOfWeek',
  auto_backup: 'autoBackup',
  backup_frequency: 'backupFrequency',
  include_photos: 'includePhotos',
  google_drive_enabled: 'googleDriveEnabled',
};

/** Profile > Preferences: Email Notifications is the settings' `email_notifications`, one value for both pages. */
export const PREFERENCE_COLUMNS: { [K in keyof Preferences]: keyof Columns } = {
  emailNotifications: 'emailNotifications',
  measurementUnit: 'measurementUnit',
  defaultView: 'defaultView',
};

export function toEditableSettings(row: UserSettingsEntity): EditableSettings {
  return Object.fromEntries(
    Object.entries(SETTING_COLUMNS).map(([name, column]) => [name, row[column]]),
  ) as EditableSettings;
}

export function toPreferences(row: UserSettingsEntity): Preferences {
  return {
    emailNotifications: row.emailNotifications,
    measurementUnit: row.measurementUnit,
    defaultView: row.defaultView,
  };
}

/** The columns a group-shaped `PUT /settings` changes: only the keys it names, in whichever groups. */
export function settingsPatch(input: SettingsUpdateInput): Partial<Columns> {
  const patch: Record<string, unknown> = {};
  for (const group of Object.values(input)) {
    for (const [name, value] of Object.entries(group ?? {})) {
      if (value !== undefined) patch[SETTING_COLUMNS[name as keyof EditableSettings]] = value;
    }
  }
  return patch;
}

export function preferencesPatch(preferences: Partial<Preferences>): Partial<Columns> {
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(preferences)) {
    if (value !== undefined) patch[PREFERENCE_COLUMNS[name as keyof Preferences]] = value;
  }
  return patch;
}

/** The services' storage reports and the avatar, added up; a missing report adds nothing. */
export function sumStorage(reports: UserStorageUsage[], avatarBytes: number): UserStorageUsage {
  return reports.reduce(
    (total, report) => ({
      bytes: total.bytes + report.bytes,
      files: total.files + report.files,
      photo_count: total.photo_count + report.photo_count,
      pattern_count: total.pattern_count + report.pattern_count,
    }),
    { bytes: avatarBytes, files: avatarBytes > 0 ? 1 : 0, photo_count: 0, pattern_count: 0 },
  );
}
