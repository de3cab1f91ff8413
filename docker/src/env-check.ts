import { ALLOWED_ABSENT, PROCESS_ENV, type Allowance } from './allowed-absent.js';
import type { ServiceSchema } from './service-schemas.js';

export interface EnvCheck {
  /** The process (account ... deals-worker, gateway), as a container or a compose service is named. */
  process: string;
  /** The env names its manifest sets. */
  names: string[];
  schema: ServiceSchema;
  where: 'kubernetes' | 'compose';
  /** The literal values of its env (not those from a ConfigMap or Secret). */
  values?: Record<string, string | undefined>;
  allowances?: Allowance[];
}

const applies = (allowance: Allowance, { process, where, values = {} }: EnvCheck) =>
  (!allowance.only || allowance.only.includes(process)) &&
  (!allowance.where || allowance.where === where) &&
  (!allowance.when || allowance.when(values));

/**
 * What is wrong with a process's env against its service's config schema: a name the schema does not know (a typo,
 * or a setting the service dropped), and a setting of the schema the manifest leaves out without an allowance.
 */
export function envProblems(check: EnvCheck): string[] {
  const { process, names, schema, where, allowances = ALLOWED_ABSENT } = check;
  const known = new Set([...schema.keys, ...PROCESS_ENV]);
  const set = new Set(names);
  const allowed = new Set(allowances.filter((allowance) => applies(allowance, check)).flatMap((a) => a.keys));
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  return [
    ...duplicates.map((name) => `${process}: ${name} is set twice`),
    ...names
      .filter((name) => !known.has(name))
      .map((name) => `${process}: ${name} is not a setting of its service`),
    ...schema.keys
      .filter((key) => !set.has(key) && !allowed.has(key))
      .map((key) => `${process}: ${key} (a setting of its service) is missing from its ${where} manifest`),
  ];
}

/** Allowances naming a setting no schema has: left over after a setting was removed. */
export function staleAllowances(schemas: ServiceSchema[], allowances = ALLOWED_ABSENT): string[] {
  const keys = new Set(schemas.flatMap((schema) => schema.keys));
  return allowances.flatMap((allowance) => allowance.keys).filter((key) => !keys.has(key));
}

interface EnvEntry {
  name: string;
  value?: string;
}
export interface Container {
  name: string;
  image?: string;
  command?: string[];
  env?: EnvEntry[];
  envFrom?: unknown[];
  ports?: Array<{ name?: string; containerPort: number }>;
  [key: string]: unknown;
}

/** A container's env names. envFrom is refused: its names would be out of this check's sight. */
export function containerEnvNames(container: Container): string[] {
  if (container.envFrom) throw new Error(`${container.name}: envFrom is not checked; list the names in env`);
  return (container.env ?? []).map((entry) => entry.name);
}

/** The literal values of a container's env (not those from a ConfigMap or Secret). */
export const envValues = (container: Container): Record<string, string | undefined> =>
  Object.fromEntries((container.env ?? []).map((entry) => [entry.name, entry.value]));

/** The literal value of an env entry (not one from a ConfigMap or Secret). */
export const envValue = (container: Container, name: string): string | undefined =>
  container.env?.find((entry) => entry.name === name)?.value;

/** http://<host>:<port> values of the env: the neighbours a process calls. */
export function calledHosts(
  env: Record<string, string | undefined>,
): Array<{ name: string; host: string; port: number }> {
  return Object.entries(env).flatMap(([name, value]) => {
    const match = value && name.endsWith('_URL') ? /^(?:https?|redis):\/\/([^:/]+):(\d+)/.exec(value) : null;
    return match ? [{ name, host: match[1], port: Number(match[2]) }] : [];
  });
}
