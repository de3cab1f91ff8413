import {
  DynamicModule,
  ExecutionContext,
  Inject,
  Injectable,
  Module,
  ModuleMetadata,
  ServiceUnavailableException,
  UnauthorizedException,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { AccessTokenClaimsSchema } from '@yarn-mgmt/contracts';
import type { KeyObject } from 'node:crypto';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from './auth-user.js';
import { AccountTokenChecker, type TokenChecker } from './token-state.js';
import { VerifiedTokenCache } from './verified-tokens.js';
import { RolesGuard, SESSION_UNVERIFIED } from './roles.guard.js';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY, type BadTokenPolicy } from './decorators.js';
import {
  JwksKeySource,
  KeySourceUnavailableError,
  StaticKeySource,
  kidOf,
  type KeySource,
} from './key-source.js';

export interface JwtAuthOptions {
  /** JWKS document to verify against, normally `${ACCOUNT_URL}/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** A public key given directly instead (the account service verifies its own tokens with its own key). */
  publicKey?: KeyObject | string;
  /** With `publicKey`: the only `kid` accepted. */
  kid?: string;
  /** When set, tokens must carry this `iss`. */
  issuer?: string;
  /** Requests that need no token, besides `@Public()` handlers (the gateway's public API paths). */
  isPublicRequest?: (request: Request) => boolean;
  /** Least time between two JWKS fetches caused by unknown key ids (default 30 000 ms). */
  jwksRefetchIntervalMs?: number;
  /**
   * Whether a signed token is still current (not issued before a password or role change). Default with
   * `jwksUrl`: ask the account service at the JWKS URL's origin; `false` for none (the gateway leaves it to the
   * services it proxies to).
   */
  tokenChecker?: TokenChecker | false;
  /** How long the default checker reuses a verdict: the config's TOKEN_CHECK_TTL_MS (default 30 000, at most 60 000). */
  tokenCheckTtlMs?: number;
}

export interface JwtAuthAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: Array<string | symbol | Type>;
  useFactory: (...args: never[]) => JwtAuthOptions | Promise<JwtAuthOptions>;
}

export const JWT_AUTH_OPTIONS = Symbol('JWT_AUTH_OPTIONS');
export const JWT_KEY_SOURCE = Symbol('JWT_KEY_SOURCE');
export const JWT_TOKEN_CHECKER = Symbol('JWT_TOKEN_CHECKER');
export const JWT_VERIFIED_TOKENS = Symbol('JWT_VERIFIED_TOKENS');

const extractToken = ExtractJwt.fromAuthHeaderAsBearerToken();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function defaultTokenChecker(options: JwtAuthOptions): TokenChecker | undefined {
  if (options.tokenChecker !== undefined) return options.tokenChecker || undefined;
  if (!options.jwksUrl) return undefined;
  const ttlMs = options.tokenCheckTtlMs ?? 30_000;
  return new AccountTokenChecker({
    accountUrl: new URL(options.jwksUrl).origin,
    ttlMs: Math.min(ttlMs, 60_000),
  });
}

let instances = 0;

/**
 * Passport keeps strategies in one process-wide registry by name. Each module instance gets its own strategy
 * name, so two apps in one process (the gateway tests run the account service in-process) never share keys.
 */
function createAuthClasses(strategyName: string) {
  @Injectable()
  class JwtStrategy extends PassportStrategy(Strategy, strategyName) {
    constructor(
      @Inject(JWT_AUTH_OPTIONS) options: JwtAuthOptions,
      @Inject(JWT_KEY_SOURCE) keySource: KeySource,
      @Inject(JWT_TOKEN_CHECKER) private readonly checker: TokenChecker | undefined,
      @Inject(JWT_VERIFIED_TOKENS) private readonly verified: VerifiedTokenCache,
    ) {
      super({
        jwtFromRequest: extractToken,
        passReqToCallback: true,
        algorithms: ['RS256'],
        ...(options.issuer ? { issuer: options.issuer } : {}),
        secretOrKeyProvider: (
          _request: unknown,
          rawJwtToken: string,
          done: (err: unknown, key?: string) => void,
        ) => {
          keySource.getKey(kidOf(rawJwtToken)).then(
            // jsonwebtoken verifies with a KeyObject as well as with a PEM string.
            (key) => done(null, key as unknown as string),
            (error: unknown) => done(error),
          );
        },
      });
    }

    async validate(request: Request, payload: unknown): Promise<AuthUser | false> {
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) return false;
      const user: AuthUser = { id: claims.data.sub, email: claims.data.email, role: claims.data.role };
      const raw = (payload as { ver?: unknown }).ver;
      const ver = typeof raw === 'number' ? raw : undefined;
      const token = extractToken(request) ?? '';
      this.verified.remember(token, user, ver, (payload as { exp?: unknown }).exp);
      return this.current(user, ver, token);
    }

    /**
     * The user a verified token stands for, unless it is outdated (then false). When the account service's
     * verdict is unknown, the user is marked unverified: no admin role, and no writes (the guard's 503).
     */
    async current(user: AuthUser, ver: number | undefined, token: string): Promise<AuthUser | false> {
      if (!this.checker) return user;
      const verdict = await this.checker.check({ sub: user.id, ver }, token);
      switch (verdict.status) {
        case 'revoked':
          return false;
        case 'current':
          return { ...user, role: verdict.role };
        case 'unknown':
          return { ...user, role: 'user', unverified: true };
        case 'unchecked':
          return user;
      }
    }

    /** The user of a token verified before (undefined when it was not: passport then checks it in full). */
    async fromCache(request: Request): Promise<AuthUser | false | undefined> {
      const token = extractToken(request);
      const hit = token ? this.verified.get(token) : undefined;
      if (!token || !hit) return undefined;
      return this.current(hit.user, hit.ver, token);
    }
  }

  @Injectable()
  class JwtAuthGuard extends AuthGuard(strategyName) {
    constructor(
      private readonly reflector: Reflector,
      @Inject(JWT_AUTH_OPTIONS) private readonly options: JwtAuthOptions,
      private readonly strategy: JwtStrategy,
    ) {
      super();
    }

    /** A token seen before skips passport and the RSA check; a new one goes the whole way. */
    private async authenticate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
      const cached = await this.strategy.fromCache(request);
      if (cached === undefined) return (await super.canActivate(context)) as boolean;
      if (!cached) throw new UnauthorizedException();
      request.user = cached;
      return true;
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const targets = [context.getHandler(), context.getClass()];
      const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
      const isPublic =
        this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) ||
        this.options.isPublicRequest?.(request);
      if (!isPublic) {
        await this.authenticate(context);
        // Plain reads go on on the signature alone; a write waits for a verdict (issue 18).
        if (request.user?.unverified && !SAFE_METHODS.has(request.method))
          throw new ServiceUnavailableException(SESSION_UNVERIFIED);
        return true;
      }
      const optional = this.reflector.getAllAndOverride<BadTokenPolicy>(OPTIONAL_AUTH_KEY, targets);
      if (!request.headers.authorization || !optional) return true;
      if (optional === 'reject') return this.authenticate(context);
      try {
        await this.authenticate(context);
      } catch {
        // Anonymous after all: the handler sees no user.
      }
      return true;
    }

    override handleRequest<TUser = AuthUser>(error: unknown, user: unknown, info: unknown): TUser {
      if (info instanceof KeySourceUnavailableError) {
        throw new ServiceUnavailableException('The account service is unavailable');
      }
      if (error || !user) throw new UnauthorizedException();
      return user as TUser;
    }
  }

  return { JwtStrategy, JwtAuthGuard };
}

/**
 * The global JWT guard (RS256, `@Public()` opt-out) and the roles guard. Tokens are checked against the account
 * service's JWKS, or against a key given directly.
 */
@Module({})
export class JwtAuthModule {
  static forRoot(options: JwtAuthOptions): DynamicModule {
    return JwtAuthModule.forRootAsync({ useFactory: () => options });
  }

  static forRootAsync(options: JwtAuthAsyncOptions): DynamicModule {
    const { JwtStrategy, JwtAuthGuard } = createAuthClasses(`jwt-${++instances}`);
    return {
      module: JwtAuthModule,
      imports: options.imports ?? [],
      providers: [
        { provide: JWT_AUTH_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
        {
          provide: JWT_KEY_SOURCE,
          inject: [JWT_AUTH_OPTIONS],
          useFactory: (resolved: JwtAuthOptions): KeySource => {
            if (resolved.publicKey) return new StaticKeySource(resolved.publicKey, resolved.kid);
            if (!resolved.jwksUrl) throw new Error('JwtAuthModule needs a jwksUrl or a publicKey');
            return new JwksKeySource({
              url: resolved.jwksUrl,
              refetchIntervalMs: resolved.jwksRefetchIntervalMs,
            });
          },
        },
        {
          provide: JWT_TOKEN_CHECKER,
          inject: [JWT_AUTH_OPTIONS],
          useFactory: (resolved: JwtAuthOptions) => defaultTokenChecker(resolved),
        },
        { provide: JWT_VERIFIED_TOKENS, useFactory: () => new VerifiedTokenCache() },
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
      exports: [JWT_KEY_SOURCE, JWT_AUTH_OPTIONS, JWT_VERIFIED_TOKENS],
    };
  }
}
