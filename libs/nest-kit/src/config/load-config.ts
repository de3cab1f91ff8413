import type { z } from 'zod';

/** Thrown at start when the environment does not satisfy a service's config schema. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once, validated and typed. Every bad variable is listed in one readable error, so a
 * misconfigured service stops at start instead of failing on the first request that needs the value.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.output<S> {
  // Empty strings count as unset: `FOO= node main.js` should fall back to the default, not fail.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.length ? issue.path.map(String).join('.') : '(environment)';
    const value = issue.path.length === 1 ? cleaned[String(issue.path[0])] : undefined;
    const shown =
      value === undefined ? 'not set' : `got "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    return `${name}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(problems);
}

/** Helpers for the usual env shapes. */
export const envList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
