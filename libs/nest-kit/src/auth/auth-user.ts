import type { UserRole } from '@yarn-mgmt/contracts';

/** The signed-in caller, taken from a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
}
