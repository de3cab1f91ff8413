/**
 * The gateway's one route table: which service owns which `/api/<prefix>` (ARCHITECTURE.md, Topology).
 * Ports are the local defaults (3101-3106 in this order).
 */
export const SERVICE_NAMES = ['account', 'inventory', 'patterns', 'projects', 'tools', 'deals'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVICE_ROUTES: Record<
  ServiceName,
  { prefixes: readonly string[]; port: number; label: string }
> = {
  account: { prefixes: ['/auth', '/settings', '/ravelry', '/integrations'], port: 3101, label: 'account' },
  // The inventory's own `/activity/recent` is not routed: the gateway composes `/activity/recent` (below).
  inventory: { prefixes: ['/yarn', '/shopping-list'], port: 3102, label: 'inventory' },
  patterns: { prefixes: ['/patterns'], port: 3103, label: 'patterns' },
  projects: { prefixes: ['/projects'], port: 3104, label: 'projects' },
  tools: {
    prefixes: ['/ai-designer', '/pdf-processor', '/smart-recommendations'],
    port: 3105,
    label: 'tools',
  },
  deals: { prefixes: ['/scraper', '/deals', '/archives'], port: 3106, label: 'deals' },
};

/**
 * Paths the gateway answers itself, composed from several services (`/dashboard/stats`, `/activity/recent`):
 * no service owns them, and they need a bearer token like any service path.
 */
export const COMPOSED_API_PREFIXES: readonly string[] = ['/dashboard', '/activity'];

/** Paths under the prefixes above that need no bearer token. */
export const PUBLIC_API_PATHS: readonly string[] = ['/auth/login', '/auth/register'];

export const GATEWAY_PORT = 3000;
export const API_BASE_PATH = '/api';
