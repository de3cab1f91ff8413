import { z } from 'zod';

import {
  BACKUP_FREQUENCIES,
  CURRENCIES,
  DATE_FORMATS,
  DISPLAY_DENSITIES,
  EXPORT_FORMATS,
  THEME_PREFERENCES,
} from './settings.constants.js';

// The option lists, defaults and paths live apart from the schemas, so the pages that need only them load no zod
// (issue 23).
export * from './settings.constants.js';

const bool = z.boolean({ error: 'Must be true or false' });

/** The groups the client sends (spec part 2 section 3: notifications, privacy, display, backup; data is read-only). */
export const NotificationSettingsSchema = z
  .object({ email_notifications: bool, project_reminders: bool, low_stock_alerts: bool, weekly_digest: bool })
  .strict();
export const PrivacySettingsSchema = z
  .object({ share_projects: bool, show_profile: bool, allow_messages: bool })
  .strict();
export const DisplaySettingsSchema = z
  .object({
    theme_preference: z.enum(THEME_PREFERENCES),
    display_density: z.enum(DISPLAY_DENSITIES),
    default_currency: z.enum(CURRENCIES),
    date_format: z.enum(DATE_FORMATS),
    /** 0 = Sunday ... 6 = Saturday. */
    start_of_week: z.number().int().min(0).max(6),
  })
  .strict();
export const BackupSettingsSchema = z
  .object({
    auto_backup: bool,
    backup_frequency: z.enum(BACKUP_FREQUENCIES),
    include_photos: bool,
    google_drive_enabled: bool,
  })
  .strict();

/** Read-only: computed from what the user has stored in every service. */
export const DataSettingsSchema = z.object({
  storage_used: z.number().int(),
  storage_limit: z.number().int(),
  photo_count: z.number().int(),
  pattern_count: z.number().int(),
  /** Services whose part could not be counted just now (their share is missing from the figures). */
  storage_unavailable: z.array(z.string()).optional(),
});

/** `GET /settings` answers `{ settings }` with every server name at the settings' root. */
export const SettingsSchema = NotificationSettingsSchema.extend(PrivacySettingsSchema.shape)
  .extend(DisplaySettingsSchema.shape)
  .extend(BackupSettingsSchema.shape)
  .extend(DataSettingsSchema.shape);
export type Settings = z.infer<typeof SettingsSchema>;
export const SettingsResponseSchema = z.object({ settings: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

export type EditableSettings = Omit<Settings, keyof z.infer<typeof DataSettingsSchema>>;

/**
 * `PUT /settings`: one or more groups, each partial (the page sends the whole group with one key changed).
 * An unknown group or key is a 400 naming it.
 */
export const SettingsUpdateInputSchema = z
  .object({
    notifications: NotificationSettingsSchema.partial().optional(),
    privacy: PrivacySettingsSchema.partial().optional(),
    display: DisplaySettingsSchema.partial().optional(),
    backup: BackupSettingsSchema.partial().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((group) => group && Object.keys(group).length > 0), {
    error: 'Nothing to update',
  });
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;

/** `POST /settings/export` (spec part 2 section 7; the dialog sends json with photos). */
export const ExportInputSchema = z
  .object({
    format: z.enum(EXPORT_FORMATS).default('json'),
    includePhotos: z.boolean().default(true),
  })
  .strict();
export type ExportInput = z.output<typeof ExportInputSchema>;

/** `POST /settings/clear-cache` takes no body (or an empty object) and answers `{ message }`. */
export const ClearCacheInputSchema = z.object({}).strict();
export const SETTINGS_MESSAGES = { cacheCleared: 'Cache cleared successfully' } as const;
export const ClearCacheResponseSchema = z.object({ message: z.literal(SETTINGS_MESSAGES.cacheCleared) });
export type ClearCacheResponse = z.infer<typeof ClearCacheResponseSchema>;
