import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from '../auth/sign-up-rules.js';
import { PROFILE_MESSAGES } from './profile.schemas.js';

/** Spec part 2 sections 5 and 9: the settings dialog asks for 6 characters (the server still wants 8: DECISIONS 8). */
export const SETTINGS_PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_DIALOG_MESSAGES = {
  mismatch: SIGN_UP_MESSAGES.confirmMismatch,
  settingsHint: 'Must be at least 6 characters',
  settingsMin: 'Password must be at least 6 characters',
} as const;

const typed = (required: string) => z.string().min(1, { error: required, abort: true });

/** Profile > Security > Change Password (spec part 2 section 5, "Profile change-password dialog"). */
export const ProfilePasswordFormSchema = z
  .object({
    currentPassword: typed(PROFILE_MESSAGES.currentPasswordRequired),
    newPassword: typed(PROFILE_MESSAGES.newPasswordRequired).min(PASSWORD_MIN_LENGTH, {
      error: SIGN_UP_MESSAGES.passwordMin,
    }),
    // The spec names one message for the confirmation, required and matching alike.
    confirmPassword: typed(PASSWORD_DIALOG_MESSAGES.mismatch),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_DIALOG_MESSAGES.mismatch,
  });
export type ProfilePasswordForm = z.infer<typeof ProfilePasswordFormSchema>;

/**
 * Settings > Security (spec part 2 section 5, "Settings change-password dialog"). Its submit stays disabled while
 * a field is empty or the two new values differ, so these rules speak only past that gate.
 */
export const SettingsPasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: z
      .string()
      .min(SETTINGS_PASSWORD_MIN_LENGTH, { error: PASSWORD_DIALOG_MESSAGES.settingsMin }),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_DIALOG_MESSAGES.mismatch,
  });
export type SettingsPasswordForm = z.infer<typeof SettingsPasswordFormSchema>;
