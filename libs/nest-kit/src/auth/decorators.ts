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

/** With `@Public()`: a valid token still sets `@CurrentUser()`; a missing or bad one is no error (anonymous). */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);

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
