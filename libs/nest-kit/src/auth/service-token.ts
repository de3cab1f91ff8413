import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  SetMetadata,
  UnauthorizedException,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { IS_PUBLIC_KEY } from './decorators.js';
import { JWT_AUTH_OPTIONS, JWT_KEY_SOURCE, type JwtAuthOptions } from './jwt-auth.module.js';
import { KeySourceUnavailableError, kidOf, type KeySource } from './key-source.js';

/**
 * Service tokens: how one service acts for a user when no user token exists any more (the account service erasing
 * a deleted account's data from a background job). The account service signs a short-lived RS256 token with its
 * own key (the one in the JWKS every service already trusts) carrying `aud` = SERVICE_TOKEN_AUDIENCE, `svc` (the
 * calling service), `scope` (the one thing it may do) and `sub` (the user it acts on). Such a token:
 * - is accepted only by handlers marked `@ServiceCall(scope)` with that exact scope (ServiceTokenGuard);
 * - is refused everywhere else: it has no `email` and `role`, so the user JWT guard rejects it (401);
 * - is never checked against the user's token version (the user's tokens are revoked by then, on purpose);
 * - never passes the gateway: the gateway routes no `/internal` path.
 * A user token on a `@ServiceCall` handler is a 401 (no audience).
 */
export const SERVICE_TOKEN_AUDIENCE = 'yarn-mgmt-internal';
export const SERVICE_SCOPE_KEY = 'yarn-mgmt:service-scope';

export interface ServiceCaller {
  /** The calling service (`svc`). */
  service: string;
  scope: string;
  /** The user the call acts on (`sub`). */
  userId: string;
}

export interface ServiceTokenSigningKey {
  privateKey: KeyObject;
  kid: string;
}

export function signServiceToken(
  key: ServiceTokenSigningKey,
  claims: ServiceCaller,
  options: { issuer?: string; ttlSeconds?: number } = {},
): string {
  return jwt.sign({ svc: claims.service, scope: claims.scope }, key.privateKey, {
    algorithm: 'RS256',
    keyid: key.kid,
    subject: claims.userId,
    audience: SERVICE_TOKEN_AUDIENCE,
    expiresIn: options.ttlSeconds ?? 60,
    ...(options.issuer ? { issuer: options.issuer } : {}),
  });
}

/** The handler takes service tokens of this scope only (and no user token). */
export const ServiceCall = (scope: string) =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), SetMetadata(SERVICE_SCOPE_KEY, scope));

/** `@CurrentServiceCaller() caller: ServiceCaller` on a `@ServiceCall` handler. */
export const CurrentServiceCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ServiceCaller | undefined =>
    context.switchToHttp().getRequest<{ serviceCaller?: ServiceCaller }>().serviceCaller,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Global guard (registered by ServiceModule): verifies service tokens on `@ServiceCall` handlers. */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(JWT_KEY_SOURCE) private readonly keys: KeySource,
    @Inject(JWT_AUTH_OPTIONS) private readonly options: JwtAuthOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scope = this.reflector.getAllAndOverride<string | undefined>(SERVICE_SCOPE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!scope) return true;
    const request = context.switchToHttp().getRequest<Request & { serviceCaller?: ServiceCaller }>();
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new UnauthorizedException();
    const claims = await this.verify(token);
    if (claims.scope !== scope) throw new ForbiddenException();
    request.serviceCaller = { service: claims.svc, scope: claims.scope, userId: claims.sub };
    return true;
  }

  private async verify(token: string): Promise<{ svc: string; scope: string; sub: string }> {
    let key: KeyObject;
    try {
      key = await this.keys.getKey(kidOf(token));
    } catch (error) {
      if (error instanceof KeySourceUnavailableError)
        throw new ServiceUnavailableException('The account service is unavailable');
      throw new UnauthorizedException();
    }
    try {
      const payload = jwt.verify(token, key, {
        algorithms: ['RS256'],
        audience: SERVICE_TOKEN_AUDIENCE,
        ...(this.options.issuer ? { issuer: this.options.issuer } : {}),
      }) as Record<string, unknown>;
      const { svc, scope, sub } = payload;
      if (typeof svc !== 'string' || typeof scope !== 'string' || typeof sub !== 'string' || !UUID.test(sub))
        throw new Error('not a service token');
      return { svc, scope, sub };
    } catch {
      throw new UnauthorizedException();
    }
  }
}
