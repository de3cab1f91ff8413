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
    // The value is never echoed: a bad DATABASE_URL carries a password, and start-up errors reach shared logs.
    const set = issue.path.length === 1 && cleaned[String(issue.path[0])] !== undefined;
    return `${name}: ${issue.message}${set ? '' : ' (not set)'}`;
  });
  throw new ConfigError(problems);
}

/** Helpers for the usual env shapes. */
export const envList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
