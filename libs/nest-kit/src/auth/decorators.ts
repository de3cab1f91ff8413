import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserRole } from '@yarn-mgmt/contracts';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC_KEY = 'yarn-mgmt:is-public';
export const ROLES_KEY = 'yarn-mgmt:roles';

export const OPTIONAL_AUTH_KEY = 'yarn-mgmt:optional-auth';

/** Opts a handler or controller out of the global JWT guard. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** With `@Public()`: a valid token still sets `@CurrentUser()`; a missing or bad one is no error (anonymous). */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);

/** Only callers with one of these roles get through (403 otherwise). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** `@CurrentUser() user: AuthUser`: the verified caller ({ id, email, role }). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined => {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    return request.user;
  },
);
