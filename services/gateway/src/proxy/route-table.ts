import {
  API_BASE_PATH,
  COMPOSED_API_PREFIXES,
  PUBLIC_API_PATHS,
  SERVICE_NAMES,
  SERVICE_ROUTES,
  type ServiceName,
} from '@yarn-mgmt/contracts';

/** `/api/auth/login?x=1` -> `/auth/login`; null when the path is not under /api. */
export function apiPathOf(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (path !== API_BASE_PATH && !path.startsWith(`${API_BASE_PATH}/`)) return null;
  const rest = path.slice(API_BASE_PATH.length).replace(/\/+$/, '');
  return rest || '/';
}

/** The service that owns an API path (without /api), per the contracts' route table. */
export function serviceFor(apiPath: string): ServiceName | undefined {
  return SERVICE_NAMES.find((service) =>
    SERVICE_ROUTES[service].prefixes.some((prefix) => underPrefix(apiPath, prefix)),
  );
}

const underPrefix = (apiPath: string, prefix: string) =>
  apiPath === prefix || apiPath.startsWith(`${prefix}/`);

/** A path the gateway composes itself from several services (`/dashboard/stats`, `/activity/recent`). */
export function isComposedApiPath(apiPath: string): boolean {
  return COMPOSED_API_PREFIXES.some((prefix) => underPrefix(apiPath, prefix));
}

/**
 * A pattern's two direct links (`/patterns/{id}/view` and `/download`), which a new tab opens without the bearer
 * header: the patterns service itself accepts only the owner's bearer or a link it signed, and answers 404 to
 * anything else. Exactly these two GET paths with a UUID, nothing under them.
 */
const PATTERN_FILE_LINK =
  /^\/patterns\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(view|download)$/i;

/**
 * Bull Board (`/scraper/queues` and below, issue 11): a browser tab opens it without the bearer header. The deals
 * service admits it only with the admin cookie its one-time link set (or an admin's bearer); the link itself is
 * asked for with the bearer (`POST /scraper/queues/session`, which goes the usual way).
 */
const QUEUE_BOARD = /^\/scraper\/queues(\/|$)/;
const QUEUE_BOARD_SESSION = '/scraper/queues/session';
/** `..`, `.` or an encoded dot as a path segment: never let through untokened (no way out of the board's path). */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * Requests the gateway lets through without a token: the public API paths (sign-in, sign-up), a pattern's two
 * signed file links (GET only), the queue board, and paths neither a service nor the gateway's composition owns, which then get
 * their 404 rather than a 401.
 */
export function isPublicApiRequest(url: string, method: string): boolean {
  const apiPath = apiPathOf(url);
  if (apiPath === null) return false;
  if (PATTERN_FILE_LINK.test(apiPath)) return method === 'GET' || method === 'HEAD';
  if (QUEUE_BOARD.test(apiPath)) return apiPath !== QUEUE_BOARD_SESSION && !DOT_SEGMENT.test(apiPath);
  return PUBLIC_API_PATHS.includes(apiPath) || (!serviceFor(apiPath) && !isComposedApiPath(apiPath));
}

/**
 * An API call a service answers: its response carries that service's own security headers, so the gateway adds
 * none (its own JSON errors for these paths, 401 and 503, still say `nosniff`: see the proxy service).
 */
export function isProxiedApiCall(url: string): boolean {
  const apiPath = apiPathOf(url);
  return apiPath !== null && serviceFor(apiPath) !== undefined;
}
