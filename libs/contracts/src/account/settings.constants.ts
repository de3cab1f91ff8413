// The settings' option lists, defaults and paths, apart from their schemas: the platform reads them on every
// page, and a page that needs only these loads no zod (issue 23).
import type { EditableSettings } from './settings.schemas.js';

/** Spec part 2 sections 2, 3 and 9: the option lists of the Settings page. */
export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const;
export const DISPLAY_DENSITIES = ['comfortable', 'compact'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const EXPORT_FORMATS = ['json', 'csv', 'zip'] as const;

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type DisplayDensity = (typeof DISPLAY_DENSITIES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** 1 GiB (spec part 2 section 3). */
export const DEFAULT_STORAGE_LIMIT = 1_073_741_824;

/** Spec part 2 section 3, "Defaults". */
export const SETTINGS_DEFAULTS: EditableSettings = {
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
};

export const SETTINGS_API = {
  settings: '/settings',
  password: '/settings/password',
  export: '/settings/export',
  import: '/settings/import',
  clearCache: '/settings/clear-cache',
} as const;
