/**
 * The gateway's one route table: which service owns which `/api/<prefix>` (ARCHITECTURE.md, Topology).
 * Ports are the local defaults (3101-3106 in this order).
 */
export const SERVICE_NAMES = ['account', 'inventory', 'patterns', 'projects', 'tools', 'deals'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * How the gateway admits a request for a path under a service's prefixes, when no token is sent:
 * `public` passes untokened (the service decides), `throttled` passes untokened and is counted against
 * AUTH_RATE_LIMIT per client address and path, `token` needs a verified bearer token (the default for every path
 * no rule names). Paths are matched on the canonical, lower-cased form; a `:id` segment is a UUID.
 */
export interface RouteAccessRule {
  path: string;
  /** The rule covers everything below `path` too. */
  subtree?: boolean;
  /** Methods the rule covers (all when left out); another method falls through to the next rule. */
  methods?: readonly string[];
  access: 'public' | 'throttled' | 'token';
}

export interface ServiceRoutes {
  prefixes: readonly string[];
  port: number;
  label: string;
  /** First matching rule decides; no match means `token`. */
  access?: readonly RouteAccessRule[];
}

export const SERVICE_ROUTES: Record<ServiceName, ServiceRoutes> = {
  account: {
    prefixes: ['/auth', '/settings', '/ravelry', '/integrations', '/backups'],
    port: 3101,
    label: 'account',
    access: [
      { path: '/auth/login', access: 'throttled' },
      { path: '/auth/register', access: 'throttled' },
      // The providers send the browser back here (a top-level navigation, no bearer header): the service admits
      // only a single-use state it issued to a signed-in user, and answers everything else with a redirect.
      { path: '/ravelry/callback', methods: ['GET', 'HEAD'], access: 'public' },
      { path: '/integrations/google-drive/callback', methods: ['GET', 'HEAD'], access: 'public' },
      // A pattern PDF held in Drive (the patterns service's View / Download redirect here): the service accepts only
      // a link the patterns service signed for the owner, and answers 404 to anything else.
      { path: '/integrations/google-drive/files/:id/view', methods: ['GET', 'HEAD'], access: 'public' },
      { path: '/integrations/google-drive/files/:id/download', methods: ['GET', 'HEAD'], access: 'public' },
    ],
  },
  // The inventory's own `/activity/recent` is not routed: the gateway composes `/activity/recent` (below).
  inventory: { prefixes: ['/yarn', '/shopping-list'], port: 3102, label: 'inventory' },
  patterns: {
    prefixes: ['/patterns'],
    port: 3103,
    label: 'patterns',
    // A pattern's two signed file links, which a new tab opens without the bearer header: the service accepts
    // only the owner's bearer or a link it signed, and answers 404 to anything else.
    access: [
      { path: '/patterns/:id/view', methods: ['GET', 'HEAD'], access: 'public' },
      { path: '/patterns/:id/download', methods: ['GET', 'HEAD'], access: 'public' },
    ],
  },
  projects: { prefixes: ['/projects'], port: 3104, label: 'projects' },
  tools: {
    prefixes: ['/ai-designer', '/pdf-processor', '/smart-recommendations'],
    port: 3105,
    label: 'tools',
    // The yarn assistant's widget is on every screen, /login and /demo too (spec part 2 section 2): a visitor gets
    // catalogue answers. The service still refuses a bad token (401) and limits each caller's messages.
    access: [
      { path: '/smart-recommendations/status', methods: ['GET', 'HEAD'], access: 'public' },
      { path: '/smart-recommendations/query', methods: ['POST'], access: 'public' },
      { path: '/smart-recommendations/chat', methods: ['POST'], access: 'public' },
    ],
  },
  deals: {
    prefixes: ['/scraper', '/deals', '/archives'],
    port: 3106,
    label: 'deals',
    // Bull Board: a browser tab opens it without the bearer header; the service admits it only with the admin
    // cookie its one-time link set (asked for with the bearer at /scraper/queues/session).
    access: [
      { path: '/scraper/queues/session', access: 'token' },
      { path: '/scraper/queues', subtree: true, access: 'public' },
    ],
  },
};

/**
 * Requests the gateway sends to another service than the owner of their path, chosen by their query. A live
 * Ravelry pattern (`GET /patterns/{digits}?source=ravelry`, DECISIONS 18) is read by the account service, which
 * holds the user's Ravelry link, at `/ravelry/patterns/{digits}` (RAVELRY_PATTERNS_API): the patterns service
 * never calls the account service (DECISIONS 28). `:n` is a number segment (digits, no leading zero); the query
 * must hold exactly these values and is not passed on. A library UUID, `source=local` or no source stays with the
 * path's owner.
 */
export interface SourceRewrite {
  from: string;
  methods: readonly string[];
  query: Readonly<Record<string, string>>;
  to: string;
}

export const SOURCE_REWRITES: readonly SourceRewrite[] = [
  {
    from: '/patterns/:n',
    methods: ['GET', 'HEAD'],
    query: { source: 'ravelry' },
    to: '/ravelry/patterns/:n',
  },
];

/**
 * Paths the gateway answers itself, composed from several services (`/dashboard/stats`, `/activity/recent`):
 * no service owns them, and they need a bearer token like any service path.
 */
export const COMPOSED_API_PREFIXES: readonly string[] = ['/dashboard', '/activity'];

export const GATEWAY_PORT = 3000;
export const API_BASE_PATH = '/api';

/** Every service's health check, and the gateway's own. */
export const HEALTH_PATH = '/health';
/** The gateway's registry of remotes, which the shell reads at start. */
export const REMOTES_REGISTRY_PATH = '/remotes.json';
/** The gateway's proxy: every path under API_BASE_PATH its composed routes do not answer. */
export const API_PROXY_ROUTE = `${API_BASE_PATH}/*path`;
