import {
  API_BASE_PATH,
  COMPOSED_API_PREFIXES,
  SERVICE_NAMES,
  SERVICE_ROUTES,
  SOURCE_REWRITES,
  type RouteAccessRule,
  type ServiceName,
  type SourceRewrite,
} from '@yarn-mgmt/contracts';

/**
 * The one form in which the gateway reads a request path, applied to every request before anything decides
 * (issue 18): percent-encoded unreserved characters decoded (`%61` is `a`), other escapes in upper-case hex,
 * empty segments and a trailing slash dropped, and the `/api` prefix in lower case. Null for a path no client
 * of ours sends and that servers read in different ways: a `.` or `..` segment (encoded or not), a backslash, a
 * `;`, a control character, NUL or a broken escape. Letter case is kept (a brand in a path is the user's text);
 * every decision compares the lower-cased form, as every router here matches case-insensitively.
 */
export function canonicalUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const path = canonicalPath(rawPath);
  return path === null ? null : path + query;
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
const DOT_SEGMENT = /\/\.{1,2}(\/|$)/;
// Control characters are what this pattern is for.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_RAW = /[\u0000-\u001f\u007f\\;]/;

/** Already canonical, the common case: an /api path without escapes, empty or dot segments, or a trailing slash. */
const PLAIN_API_PATH = /^\/api(\/[^/%]+)*$/;

function canonicalPath(path: string): string | null {
  if (!path.startsWith('/') || FORBIDDEN_RAW.test(path)) return null;
  if (PLAIN_API_PATH.test(path) && !DOT_SEGMENT.test(path)) return path;
  const decoded = path.includes('%') ? decodeUnreserved(path) : path;
  if (decoded === null) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  if (segments[0]?.toLowerCase() === API_BASE_PATH.slice(1)) segments[0] = API_BASE_PATH.slice(1);
  return `/${segments.join('/')}`;
}

function decodeUnreserved(path: string): string | null {
  let decoded = '';
  for (let index = 0; index < path.length; index++) {
    const char = path[index] ?? '';
    if (char !== '%') {
      decoded += char;
      continue;
    }
    const hex = path.slice(index + 1, index + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
    const code = Number.parseInt(hex, 16);
    if (code < 0x20 || code === 0x7f) return null;
    const byte = String.fromCharCode(code);
    decoded += UNRESERVED.test(byte) ? byte : `%${hex.toUpperCase()}`;
    index += 2;
  }
  return decoded;
}

/** `/api/auth/login?x=1` -> `/auth/login`; null when the path is not under /api (canonical URLs only). */
export function apiPathOf(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (path !== API_BASE_PATH && !path.startsWith(`${API_BASE_PATH}/`)) return null;
  const rest = path.slice(API_BASE_PATH.length).replace(/\/+$/, '');
  return rest || '/';
}

const underPrefix = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}/`);

/** The service that owns an API path (without /api), per the contracts' route table, in any letter case. */
export function serviceFor(apiPath: string): ServiceName | undefined {
  const key = apiPath.toLowerCase();
  return SERVICE_NAMES.find((service) =>
    SERVICE_ROUTES[service].prefixes.some((prefix) => underPrefix(key, prefix)),
  );
}

/** A path the gateway composes itself from several services (`/dashboard/stats`, `/activity/recent`). */
export function isComposedApiPath(apiPath: string): boolean {
  const key = apiPath.toLowerCase();
  return COMPOSED_API_PREFIXES.some((prefix) => underPrefix(key, prefix));
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ruleMatchers = new Map<RouteAccessRule, RegExp>();

function ruleMatches(rule: RouteAccessRule, key: string, method: string): boolean {
  if (rule.methods && !rule.methods.includes(method)) return false;
  let matcher = ruleMatchers.get(rule);
  if (!matcher) {
    const body = rule.path
      .split('/')
      .map((segment) => (segment === ':id' ? UUID : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    matcher = new RegExp(`^${body}${rule.subtree ? '(/.*)?' : ''}$`);
    ruleMatchers.set(rule, matcher);
  }
  return matcher.test(key);
}

const NUMBER = '([1-9][0-9]{0,11})';
const rewriteMatchers = new Map<SourceRewrite, RegExp>();

/**
 * The contracts' SOURCE_REWRITES: a request whose path and query one of them names goes to its `to` path (the
 * query dropped). Null when none applies. Reads the canonical URL and its lower-cased API path.
 */
export function rewriteOf(method: string, url: string, key: string): { url: string; apiPath: string } | null {
  for (const rule of SOURCE_REWRITES) {
    if (!rule.methods.includes(method)) continue;
    let matcher = rewriteMatchers.get(rule);
    if (!matcher) {
      const body = rule.from
        .split('/')
        .map((segment) => (segment === ':n' ? NUMBER : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      matcher = new RegExp(`^${body}$`);
      rewriteMatchers.set(rule, matcher);
    }
    const match = matcher.exec(key);
    if (!match) continue;
    const queryAt = url.indexOf('?');
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const wanted = Object.entries(rule.query).every(([name, value]) => {
      const values = query.getAll(name);
      return values.length === 1 && values[0] === value;
    });
    if (!wanted) continue;
    let next = 1;
    const apiPath = rule.to.replace(/:n\b/g, () => match[next++] ?? '');
    return { url: `${API_BASE_PATH}${apiPath}`, apiPath };
  }
  return null;
}

/** What the gateway makes of a request, whichever way it then takes (the fast path or Express and Nest). */
export type Admission =
  /** Not a canonical path (see `canonicalUrl`): refused with a 400 before anything else. */
  | { kind: 'refused' }
  /** Not an API path: the gateway's own routes and static files. */
  | { kind: 'gateway'; url: string }
  /** An API path nobody owns: passes untokened, to its 404. */
  | { kind: 'unowned'; url: string; apiPath: string }
  /** Composed by the gateway: needs a token. */
  | { kind: 'composed'; url: string; apiPath: string }
  | {
      kind: 'service';
      url: string;
      apiPath: string;
      service: ServiceName;
      access: RouteAccessRule['access'];
    };

/**
 * The one admission function (issues 18 and 19): the JWT guard, the throttle and the verified-token fast path all
 * ask it, so a rule added here holds on both paths. Every decision reads the canonical URL it gives back.
 */
export function admit(method: string, rawUrl: string): Admission {
  const url = canonicalUrl(rawUrl);
  if (url === null) return { kind: 'refused' };
  const apiPath = apiPathOf(url);
  if (apiPath === null) return { kind: 'gateway', url };
  if (isComposedApiPath(apiPath)) return { kind: 'composed', url, apiPath };
  const verb = method.toUpperCase();
  // A path whose query sends it elsewhere (a live Ravelry pattern): every later decision reads the new path.
  const rewrite = rewriteOf(verb, url, apiPath.toLowerCase());
  if (rewrite) return admitPath(verb, rewrite.url, rewrite.apiPath);
  return admitPath(verb, url, apiPath);
}

function admitPath(verb: string, url: string, apiPath: string): Admission {
  const service = serviceFor(apiPath);
  if (!service) return { kind: 'unowned', url, apiPath };
  const key = apiPath.toLowerCase();
  const rule = SERVICE_ROUTES[service].access?.find((candidate) => ruleMatches(candidate, key, verb));
  return { kind: 'service', url, apiPath, service, access: rule?.access ?? 'token' };
}

/** Requests the gateway lets through without a token (the services then decide, or answer 404). */
export function isPublicApiRequest(url: string, method: string): boolean {
  const admission = admit(method, url);
  return admission.kind === 'unowned' || (admission.kind === 'service' && admission.access !== 'token');
}

/** Sign-in and sign-up: counted per client address and path (AUTH_RATE_LIMIT), in every spelling. */
export function isThrottledApiRequest(url: string, method: string): boolean {
  const admission = admit(method, url);
  return admission.kind === 'service' && admission.access === 'throttled';
}

/** The lower-cased canonical API path every per-path decision keys on (null for other paths). */
export function apiKeyOf(url: string): string | null {
  const admission = admit('GET', url);
  return admission.kind === 'refused' || admission.kind === 'gateway'
    ? null
    : admission.apiPath.toLowerCase();
}

/**
 * An API call a service answers: its response carries that service's own security headers, so the gateway adds
 * none (its own JSON errors for these paths, 401 and 503, still say `nosniff`: see the proxy service).
 */
export function isProxiedApiCall(url: string): boolean {
  return admit('GET', url).kind === 'service';
}
