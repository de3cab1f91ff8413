import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The processes a manifest runs: the six services, the gateway, and the deals service's scrape worker. */
export const SERVICES = ['account', 'inventory', 'patterns', 'projects', 'tools', 'deals'] as const;
export const PROCESSES = [...SERVICES, 'deals-worker', 'gateway'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** The service whose configuration a process reads: the worker is the deals service's second entry point. */
export const serviceOf = (process: string): string => (process === 'deals-worker' ? 'deals' : process);

/** What a manifest is compared with: the names of a service's settings and its PORT default. */
export interface ServiceSchema {
  keys: string[];
  port: number;
}

interface ZodLike {
  shape?: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
  in?: ZodLike;
  safeParse?: unknown;
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The object schema under a service's exported config schema (through a `.transform`, as the gateway's is). */
function objectShape(schema: ZodLike): NonNullable<ZodLike['shape']> {
  if (schema.shape) return schema.shape;
  if (schema.in) return objectShape(schema.in);
  throw new Error('not an object schema');
}

/** From a zod object schema (or one wrapped by `.transform`/`.superRefine`): its keys and PORT default. */
export function describeSchema(schema: unknown): ServiceSchema {
  const shape = objectShape(schema as ZodLike);
  const port = shape.PORT?.safeParse(undefined);
  if (!port?.success || typeof port.data !== 'number') throw new Error('the schema has no PORT default');
  return { keys: Object.keys(shape), port: port.data };
}

/**
 * Each service's own config schema, from its build (`services/<name>/dist/config/<name>.config.js`, built before
 * this project's tests by Nx: the services are its implicit dependencies).
 */
export async function loadServiceSchemas(): Promise<Record<string, ServiceSchema>> {
  const entries = await Promise.all(
    [...SERVICES, 'gateway'].map(async (service) => {
      const file = `${repoRoot}services/${service}/dist/config/${service}.config.js`;
      if (!existsSync(file))
        throw new Error(`${file} is missing: npx nx run @yarn-mgmt/service-${service}:build`);
      const module = (await import(file)) as Record<string, unknown>;
      const exported = Object.entries(module).find(([name]) => name.endsWith('ConfigSchema'));
      if (!exported) throw new Error(`${file} exports no *ConfigSchema`);
      return [service, describeSchema(exported[1])] as const;
    }),
  );
  return Object.fromEntries(entries);
}
