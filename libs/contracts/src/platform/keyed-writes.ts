import { INVENTORY_API } from '../inventory/inventory.constants.js';
import { PROJECTS_API } from '../projects/projects.constants.js';

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
 * A call that may go to another instance after the first one may have got it: a read, or a write that carries an
 * `Idempotency-Key` on a route that honours it. `apiPath` is the API path without `/api` and the query. The gateway
 * decides by it which calls it resends; the chaos suite, which of its failed calls the gateway should have saved.
 */
export function isRepeatable(method: string, apiPath: string, hasIdempotencyKey: boolean): boolean {
  const verb = method.toUpperCase();
  if (SAFE_METHODS.has(verb)) return true;
  if (!hasIdempotencyKey) return false;
  return keyedWriteMatchers.some((matcher) => matcher.method === verb && matcher.path.test(apiPath));
}
