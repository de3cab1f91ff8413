import { INVENTORY_API, PROJECTS_API } from '@yarn-mgmt/contracts';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The writes whose service honours an `Idempotency-Key` (Record Usage, a project's usage): a second call with the
 * same key is recorded once and answers the first one's result. Only these may go to a second instance after the
 * first may have done them; a write to any other route is sent once, key or not (its service would do it twice).
 */
export const KEYED_WRITES: ReadonlyArray<{ method: string; route: string }> = [
  { method: 'POST', route: INVENTORY_API.usage.route },
  { method: 'POST', route: PROJECTS_API.usage.route },
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const keyedWriteMatchers = KEYED_WRITES.map(({ method, route }) => ({
  method,
  path: new RegExp(
    `^${route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
    'i',
  ),
}));

/**
 * A call that may go to another instance after the first one may have got it: a read, or a keyed write on a route
 * that honours the key. `apiPath` is the canonical API path the gateway admitted (without `/api` and the query).
 */
export function isRepeatable(method: string, apiPath: string, headers: IncomingHttpHeaders): boolean {
  const verb = method.toUpperCase();
  if (SAFE_METHODS.has(verb)) return true;
  if (headers['idempotency-key'] === undefined) return false;
  return keyedWriteMatchers.some((matcher) => matcher.method === verb && matcher.path.test(apiPath));
}
