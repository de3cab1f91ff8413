import {
  REMOTE_NAMES,
  SERVICE_NAMES,
  SERVICE_ROUTES,
  type RemoteName,
  type ServiceName,
} from '@yarn-mgmt/contracts';
import { baseConfigSchema, loadConfig, serviceUrlList, splitUrls } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { REMOTE_DEFAULTS } from '../remotes/remotes.config.js';

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** ACCOUNT_URL, INVENTORY_URL, ... */
export const serviceUrlVariable = (service: ServiceName) => `${service.toUpperCase()}_URL`;
/** mf_inventory -> mf-inventory (its folder and its path under /remotes/). */
export const remoteFolder = (remote: RemoteName) => remote.replace('_', '-');
/** mf_inventory -> REMOTE_MF_INVENTORY_URL */
export const remoteUrlVariable = (remote: RemoteName) => `REMOTE_${remote.toUpperCase()}_URL`;

const url = z.url({ protocol: /^https?$/ });
// Each service: one base URL, or one per instance separated by commas (`REPLICAS=N npm start`).
const serviceUrls = Object.fromEntries(
  SERVICE_NAMES.map((service) => [
    serviceUrlVariable(service),
    serviceUrlList(`http://127.0.0.1:${SERVICE_ROUTES[service].port}`),
  ]),
) as Record<string, ReturnType<typeof serviceUrlList>>;
const remoteUrls = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [
    remoteUrlVariable(remote),
    z.string().min(1).default(REMOTE_DEFAULTS[remote].manifest),
  ]),
) as Record<string, z.ZodDefault<z.ZodString>>;

export const GatewayConfigSchema = baseConfigSchema({ port: 3000, database: 'none' })
  // The gateway owns no database; ACCOUNT_URL comes with the other service URLs below.
  .omit({ DATABASE_URL: true })
  .extend({
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
    /** Where the auth rate limit counts, shared by every gateway replica (in memory when unset). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** A downstream request idle this long is answered with 503. */
    PROXY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    /**
     * A read (or a keyed write on a route that honours the key) whose answer has not begun this long goes to the
     * service's next instance, and this one is left out for a while (a stalled instance); within PROXY_TIMEOUT_MS.
     */
    PROXY_TRY_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
    /** Each service's share of /dashboard/stats and /activity/recent: past it, that service is left out. */
    COMPOSE_TIMEOUT_MS: z.coerce.number().int().min(1).default(1_500),
    /** A service that did not answer them is left out of the composed calls this long before it is asked again. */
    COMPOSE_RETRY_MS: z.coerce.number().int().min(0).default(5_000),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(1).default(1_500),
    /** How long the services' states shown by /health are reused. */
    HEALTH_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
    /** A JSON file read on every GET /remotes.json when it exists. */
    REMOTES_FILE: z.string().optional(),
    /** Local mode: the repository root, whose shell/dist and mf-<name>/dist are served. */
    STATIC_ROOT: z.string().optional(),
    /**
     * Local mode: the bundled demo shop (issue 11), whose product images pages may show although it is plain http
     * (images are otherwise admitted over https only).
     */
    DEMO_SHOP_URL: url.optional(),
    ...serviceUrls,
    ...remoteUrls,
  })
  .transform((env) => {
    const vars = env as Record<string, unknown>;
    return {
      ...env,
      services: Object.fromEntries(
        SERVICE_NAMES.map((service) => [service, splitUrls(String(vars[serviceUrlVariable(service)]))]),
      ) as Record<ServiceName, string[]>,
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((remote) => [remote, String(vars[remoteUrlVariable(remote)])]),
      ) as Record<RemoteName, string>,
    };
  });

export type GatewayConfig = z.output<typeof GatewayConfigSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(GatewayConfigSchema, env);
}
