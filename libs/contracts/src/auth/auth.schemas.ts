import { z } from 'zod';
import { PreferencesSchema } from '../account/profile.schemas.js';
import { plainString } from '../platform/fields.js';
import {
  SIGN_UP_MESSAGES,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  usernameSchema,
} from './sign-up-rules.js';

export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The session user (spec part 1 section 3, "User (session)"). */
export const UserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: UserRoleSchema,
  ravelry_connected: z.boolean(),
  created_at: z.string(),
  /** Profile > Preferences; `defaultView` is where signing in lands when no page was asked for. */
  preferences: PreferencesSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginInputSchema = z.object({
  /** An e-mail address or a username (DECISIONS 7). */
  username: plainString({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(254),
  password: plainString({ error: SIGN_UP_MESSAGES.passwordRequired })
    .min(1, { error: SIGN_UP_MESSAGES.passwordRequired })
    .max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * Both registration payload styles (spec part 2 section 3, DECISIONS 7):
 * the register page sends email, password, first_name, last_name;
 * the login page's register mode sends username, password and an e-mail built from the username.
 */
export const RegisterInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    username: usernameSchema.optional(),
    first_name: firstNameSchema.optional(),
    last_name: lastNameSchema.optional(),
  })
  // Names are required unless the account is made from a username. `when` runs this check even while other
  // fields fail, so one answer lists every broken field.
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null || value.username !== undefined) return;
      if (value.first_name === undefined)
        ctx.addIssue({ code: 'custom', path: ['first_name'], message: SIGN_UP_MESSAGES.firstNameRequired });
      if (value.last_name === undefined)
        ctx.addIssue({ code: 'custom', path: ['last_name'], message: SIGN_UP_MESSAGES.lastNameRequired });
    },
    { when: () => true },
  )
  .transform((value) => ({
    email: value.email.toLowerCase(),
    password: value.password,
    username: value.username ?? null,
    first_name: value.first_name ?? null,
    last_name: value.last_name ?? null,
  }));
export type RawRegisterInput = z.input<typeof RegisterInputSchema>;
export type RegisterInput = z.output<typeof RegisterInputSchema>;

/**
 * The confirmation's match, a part of its own: a required field's check stops an object's refinements, and the
 * mismatch shows whatever the other fields say (issue 23).
 */
const ConfirmationMatchSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: SIGN_UP_MESSAGES.confirmMismatch,
  });

/** Client-side sign-up form (register page): the server rules plus the confirmation field. */
export const SignUpFormSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: SIGN_UP_MESSAGES.confirmRequired })
      .min(1, { error: SIGN_UP_MESSAGES.confirmRequired }),
  })
  .and(ConfirmationMatchSchema);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Claims of the RS256 access token the account service signs. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  role: UserRoleSchema,
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/** Sign-up, sign-in and the signed-in user (the account service; the gateway counts the first two). */
export const AUTH_API = {
  register: '/auth/register',
  login: '/auth/login',
  me: '/auth/me',
} as const;

/** The account service's public signing keys (every service and the gateway verify tokens against them). */
export const JWKS_PATH = '/.well-known/jwks.json';
