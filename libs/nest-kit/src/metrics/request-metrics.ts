import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHistogram } from './registry.js';

/** The route label of an unmatched request (a 404, or one answered before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What Express leaves on a request it routed: the router's mount path and the matched route's pattern. */
type RoutedRequest = IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };

/**
 * The `route` label of a request: a function of what the router matched, so the label set stays bounded
 * whatever URLs clients send.
 */
export type RouteLabeler = (request: IncomingMessage, response: ServerResponse) => string;

/**
 * The matched Express route pattern (`/yarn/:id`, under its router's mount path), or `unmatched`. Never the raw
 * URL: an id, a query or a scanner's path would make a series per request.
 */
export const expressRouteLabel: RouteLabeler = (request) => {
  const { route, baseUrl } = request as RoutedRequest;
  if (!route || typeof route.path !== 'string') return UNMATCHED_ROUTE;
  return `${baseUrl ?? ''}${route.path}` || '/';
};

/**
 * Times every request the server takes, from its arrival to its answer: the request listeners in place (Express,
 * and a front door installed before it) are wrapped in one that starts the timer, so a request answered before
 * Express is timed too. A request whose client left before the answer was sent has status `aborted`.
 */
export function timeRequests(
  server: Server,
  histogram: RequestHistogram,
  routeOf: RouteLabeler = expressRouteLabel,
): void {
  type Listener = (request: IncomingMessage, response: ServerResponse) => void;
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const end = histogram.startTimer();
    response.once('close', () => {
      end({
        method: request.method ?? 'GET',
        route: routeOf(request, response),
        status: response.writableFinished ? String(response.statusCode) : 'aborted',
      });
    });
    for (const listener of listeners) listener(request, response);
  });
}
