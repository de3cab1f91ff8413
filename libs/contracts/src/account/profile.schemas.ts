import { z } from 'zod';
import { plainString, text } from '../platform/fields.js';
import { firstNameSchema, lastNameSchema, passwordSchema } from '../auth/sign-up-rules.js';

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Profile > Preferences > Default View: the values and their labels (spec part 2 section 2). */
export const DEFAULT_VIEWS = ['dashboard', 'yarn', 'patterns', 'projects'] as const;
export type DefaultView = (typeof DEFAULT_VIEWS)[number];
export const DEFAULT_VIEW_LABELS: Record<DefaultView, string> = {
  dashboard: 'Dashboard',
  yarn: 'Yarn Inventory',
  patterns: 'Pattern Library',
  projects: 'Projects',
};

export const PreferencesSchema = z
  .object({
    emailNotifications: z.boolean(),
    measurementUnit: z.enum(MEASUREMENT_UNITS),
    defaultView: z.enum(DEFAULT_VIEWS),
  })
  .strict();
export type Preferences = z.infer<typeof PreferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  measurementUnit: 'metric',
  defaultView: 'dashboard',
};

/** `PUT /auth/preferences`: the whole object with one key changed; a partial one is accepted too. */
export const PreferencesUpdateInputSchema = z.object({ preferences: PreferencesSchema.partial() }).strict();
export type PreferencesUpdateInput = z.infer<typeof PreferencesUpdateInputSchema>;

/** `GET /auth/profile` (spec part 2 section 3, "User profile"). */
export const ProfileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  /** `/api/auth/profile/avatar?v=…` (served to its owner only), or null. */
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  ravelry_username: z.string().nullable(),
  google_drive_connected: z.boolean(),
  preferences: PreferencesSchema,
  stats: z.object({
    totalYarn: z.number().int(),
    totalPatterns: z.number().int(),
    totalProjects: z.number().int(),
    completedProjects: z.number().int(),
  }),
  /** Services whose figures are missing from `stats` just now. */
  stats_unavailable: z.array(z.string()).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** The text fields of `PUT /auth/profile` (multipart; the avatar is the file field `avatar`). */
export const ProfileUpdateInputSchema = z
  .object({ first_name: firstNameSchema.optional(), last_name: lastNameSchema.optional() })
  .strict();
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>;

/** `GET /auth/profile/avatar?v=…`: the version in `avatar_url` only busts the browser's cache. */
export const AvatarQuerySchema = z.object({ v: text(64).optional() }).strict();

export const AVATAR_FIELD = 'avatar';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  currentPasswordWrong: 'Current password is incorrect',
  avatarNotImage: 'Avatar must be an image file',
  avatarTooLarge: 'Avatar must be at most 5 MB',
} as const;

/**
 * `PUT /auth/change-password` and `PUT /settings/password`: both check the current password and store the new
 * one only under the sign-up rule (DECISIONS 8), whatever the dialog allowed.
 */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: plainString({ error: PROFILE_MESSAGES.currentPasswordRequired })
      .min(1, { error: PROFILE_MESSAGES.currentPasswordRequired })
      .max(200),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

// Apart from the schemas, so the top bar's profile request loads no zod (issue 23).
export { PROFILE_API } from './profile.constants.js';
