import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/** A route whose JSON bodies may be larger than the app's limit, and its own limit ('512mb'). */
export interface RouteBodyLimit {
  path: string;
  limit: string;
}

/**
 * Provided by a module whose route takes larger bodies (the user-data import carries a whole export part), as a
 * RouteBodyLimit[]: the app mounts each limit before its general one, so the bootstrap knows no such route.
 */
export const ROUTE_BODY_LIMITS = Symbol('ROUTE_BODY_LIMITS');

/**
 * Every module's RouteBodyLimit[], in one list. Read from the modules themselves: `app.get` of a token no module
 * provides throws, and Nest logs that as a start-up error even when it is caught.
 */
export function routeBodyLimits(app: INestApplication): RouteBodyLimit[] {
  return [...app.get(ModulesContainer).values()].flatMap(
    (module) => (module.providers.get(ROUTE_BODY_LIMITS)?.instance as RouteBodyLimit[] | undefined) ?? [],
  );
}
