import type { ServiceName } from './services.js';

/** Who makes calls: the six services, and the gateway in front of them. */
export type Caller = ServiceName | 'gateway';

/**
 * Which services each one may call over HTTP (DECISIONS 28), down one order: a service never calls one that
 * calls it, directly or through others. A page that needs two services asks both through the gateway, or the
 * gateway composes them. libs/testing's call-graph test fails when a service's code gets a client (a
 * `<SERVICE>_URL` setting, a NeighbourClient) for a service not listed here, or when this graph has a loop.
 */
export const CALL_GRAPH: Readonly<Record<Caller, readonly ServiceName[]>> = {
  // The one public entry: proxies every prefix and composes /dashboard/stats and /activity/recent.
  gateway: ['account', 'inventory', 'patterns', 'projects', 'tools', 'deals'],
  // Integrations import into, lifecycle exports / imports / erases (tools: its PDF uploads), profile and
  // settings count.
  account: ['inventory', 'patterns', 'projects', 'tools'],
  tools: ['inventory', 'patterns', 'deals'],
  // Create from a pattern; reserve yarn and record its usage.
  projects: ['inventory', 'patterns'],
  // The stash match and "what can I make".
  patterns: ['inventory'],
  inventory: [],
  deals: [],
};

/**
 * Not a neighbour call: every service (and the gateway) asks the account service whether a token is current
 * and for its signing keys, through nest-kit's JWT guard and `ACCOUNT_URL`. The account service answers those
 * from its own tables and calls nobody to do it, so they close no loop.
 */
export const SESSION_SERVICE: ServiceName = 'account';

/** The callers in an order where each calls only callers after it (throws when the graph has a loop). */
export function callOrder(graph: Readonly<Record<string, readonly string[]>> = CALL_GRAPH): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting') {
      const loop = [...path.slice(path.indexOf(node)), node];
      throw new Error(`services call each other in a loop: ${loop.join(' -> ')}`);
    }
    state.set(node, 'visiting');
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
    order.unshift(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return order;
}
