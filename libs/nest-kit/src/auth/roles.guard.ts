import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@yarn-mgmt/contracts';
import type { AuthUser } from './auth-user.js';
import { ROLES_KEY } from './decorators.js';

/** The 503 of a write, or of an admin-only route, while the account service cannot confirm the token. */
export const SESSION_UNVERIFIED = 'We cannot verify your session right now. Please try again in a moment.';

/** `@Roles(...)`: 403 for any other role; 503 while the caller's role cannot be confirmed (issue 18). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new UnauthorizedException();
    // A role the account service could not confirm is not trusted: neither granted nor refused.
    if (user.unverified) throw new ServiceUnavailableException(SESSION_UNVERIFIED);
    if (!roles.includes(user.role)) throw new ForbiddenException();
    return true;
  }
}
