import { FIELD_MESSAGES, isSingleLine, plainString } from '../platform/fields.js';

// Spec part 2, section 5: the sign-up rules, their order and their exact messages.
export const SIGN_UP_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, and a number',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
} as const;

export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

const requiredText = (required: string) =>
  plainString({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine, abort: true });

export const firstNameSchema = requiredText(SIGN_UP_MESSAGES.firstNameRequired).min(NAME_MIN_LENGTH, {
  error: SIGN_UP_MESSAGES.firstNameMin,
});
export const lastNameSchema = requiredText(SIGN_UP_MESSAGES.lastNameRequired).min(NAME_MIN_LENGTH, {
  error: SIGN_UP_MESSAGES.lastNameMin,
});
export const emailSchema = requiredText(SIGN_UP_MESSAGES.emailRequired)
  .max(254, { error: SIGN_UP_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: SIGN_UP_MESSAGES.emailInvalid });

/**
 * The password rule the server enforces on every password it stores (DECISIONS 8). No control characters in a
 * new one (issue 18); signing in takes any password as before, so an older one with a tab still works.
 */
export const passwordSchema = plainString({ error: SIGN_UP_MESSAGES.passwordRequired })
  .min(1, { error: SIGN_UP_MESSAGES.passwordRequired, abort: true })
  .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: SIGN_UP_MESSAGES.passwordMin })
  .max(200, { error: 'Password must be at most 200 characters' })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), {
    error: SIGN_UP_MESSAGES.passwordComplexity,
  });

export const usernameSchema = requiredText(SIGN_UP_MESSAGES.usernameRequired).regex(USERNAME_PATTERN, {
  error: SIGN_UP_MESSAGES.usernameInvalid,
});
