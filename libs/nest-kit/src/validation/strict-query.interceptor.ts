import {
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { RequestValidationException } from '../errors/request-validation.exception.js';

const ANY_QUERY_KEY = 'yarn-mgmt:any-query';

/** The handler reads the query string itself (a proxy): unknown parameters are not refused. */
export const AnyQuery = () => SetMetadata(ANY_QUERY_KEY, true);

/**
 * A handler that declares no query (`@ZodQuery(...)`, `@Query()` or `@Req()`) takes none: any parameter is a
 * 400 naming it, the same answer a `.strict()` query schema gives. So no handler needs an empty placeholder schema.
 */
@Injectable()
export class StrictQueryInterceptor implements NestInterceptor {
  private readonly reflector = new Reflector();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const keys = Object.keys(request.query ?? {});
    if (keys.length && !this.readsQuery(context)) {
      throw new RequestValidationException(
        keys.map((key) => ({ path: [key], message: `Unrecognized key: "${key}"` })),
      );
    }
    return next.handle();
  }

  private readsQuery(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    if (this.reflector.getAllAndOverride<boolean>(ANY_QUERY_KEY, [handler, context.getClass()])) return true;
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<
      string,
      unknown
    >;
    const readers = new Set<string>([String(RouteParamtypes.QUERY), String(RouteParamtypes.REQUEST)]);
    return Object.keys(args).some((key) => readers.has(key.split(':')[0] ?? ''));
  }
}
