import type { UserRole } from '@yarn-mgmt/contracts';

/** The signed-in caller, taken from a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
  /**
   * The account service could not be asked whether the token is still current, and no recent verdict is known:
   * the signature stands for reads; the role is `user` whatever the token says, and writes are refused (503).
   */
  unverified?: true;
}
