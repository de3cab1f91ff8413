// No zod here: the shell's first page uses this (web-platform's register-from-login) and should not load a schema
// library for it.

/** Domain of the e-mail the login page's register mode builds from a username (DECISIONS 7). */
export const USERNAME_EMAIL_DOMAIN = 'users.yarn-management.local';

export function emailForUsername(username: string): string {
  return `${username.trim()}@${USERNAME_EMAIL_DOMAIN}`;
}
