import type { AuthResponse } from '@yarn-mgmt/contracts';
import { storeToken } from '@yarn-mgmt/web-platform';

/**
 * A password change revokes every token issued before it and answers a fresh one: keep it, or the next call of
 * this very session is a 401.
 */
export function keepFreshToken(answer: AuthResponse | undefined): void {
  if (answer && typeof answer.token === 'string' && answer.token) storeToken(answer.token);
}
