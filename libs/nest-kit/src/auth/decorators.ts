import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { UserRole } from '@yarn-mgmt/contracts';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC_KEY = 'yarn-mgmt:is-public';
export const ROLES_KEY = 'yarn-mgmt:roles';

export const OPTIONAL_AUTH_KEY = 'yarn-mgmt:optional-auth';

/**
 * Route metadata the OpenAPI document carries too (`x-public`, `x-roles`), so the security matrix of the browser
 * tests reads every service's routes, and who may call them, from the running services (issue 18).
 */
export const OPENAPI_PUBLIC = 'x-public';
export const OPENAPI_ROLES = 'x-roles';

/** Opts a handler or controller out of the global JWT guard. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiExtension(OPENAPI_PUBLIC, true));

export type BadTokenPolicy = 'anonymous' | 'reject';

export interface OptionalAuthOptions {
  /**
   * A token that is sent but does not verify (expired, forged, revoked): `anonymous` (the default) serves the
   * caller as a visitor; `reject` answers 401, as a protected route does, so a signed-in user whose session ended
   * is told so instead of silently losing what their account gives them.
   */
  badToken?: BadTokenPolicy;
}

/** With `@Public()`: a valid token still sets `@CurrentUser()`; no token is no error (anonymous). */
export const OptionalAuth = (options: OptionalAuthOptions = {}) =>
  SetMetadata(OPTIONAL_AUTH_KEY, options.badToken ?? 'anonymous');

/** Only callers with one of these roles get through (403 otherwise). */
export const Roles = (...roles: UserRole[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiExtension(OPENAPI_ROLES, roles));

/** `@CurrentUser() user: AuthUser`: the verified caller ({ id, email, role }). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined => {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    return request.user;
  },
);
