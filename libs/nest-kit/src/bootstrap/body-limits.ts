import type { INestApplication } from '@nestjs/common';

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

/** Every module's RouteBodyLimit[], in one list (none when no module provides any). */
export function routeBodyLimits(app: INestApplication): RouteBodyLimit[] {
  try {
    return app.get<symbol, RouteBodyLimit[]>(ROUTE_BODY_LIMITS, { strict: false, each: true }).flat();
  } catch {
    // Nest's UnknownElementException: no module declared one.
    return [];
  }
}
