import { z } from 'zod';

/**
 * Field builders every contract uses, so what a schema accepts is what the database can store: PostgreSQL text
 * cannot hold U+0000, `integer` is 32-bit, and `numeric(p, 2)` rounds a third decimal away (0.001 becomes 0).
 */
export const FIELD_MESSAGES = {
  nul: 'Must not contain the NUL character',
  integer: (label: string) => `${label} must be a whole number`,
  number: (label: string) => `${label} must be a number`,
  negative: (label: string) => `${label} cannot be negative`,
  positive: (label: string) => `${label} must be above 0`,
  max: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')}`,
  decimals: (label: string, scale: number) => `${label} can have at most ${scale} decimal places`,
} as const;

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;

const NUL = '\u0000';

/** A string without NUL (checked before anything else, so the message is the one a user can act on). */
export const plainString = (params?: { error?: string }) =>
  z.string(params).refine((value) => !value.includes(NUL), { error: FIELD_MESSAGES.nul, abort: true });

/** Trimmed text of at most `max` characters. */
export const text = (max: number, params?: { error?: string }) =>
  plainString(params)
    .trim()
    .max(max, { error: `At most ${max} characters` });

/** A field that may be left out or null, and is null then. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** Optional text where an empty or missing value is stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export interface DecimalOptions {
  /** Highest accepted value; keep it within the column's precision. */
  max: number;
  /** Digits after the point the column keeps (numeric(p, scale)); 0 for an integer column. */
  scale: number;
  /** Reject 0 too (a CHECK (x > 0) column). */
  positive?: boolean;
}

const hasAtMostDecimals = (value: number, scale: number) => {
  const scaled = value * 10 ** scale;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * A JSON number (never a coerced string: "" and [5] are refused) within a numeric column's range and scale.
 * `scale: 0` makes it a whole number.
 */
export const decimal = (label: string, { max, scale, positive = false }: DecimalOptions) => {
  const number = z.number({ error: FIELD_MESSAGES.number(label) });
  const checked = (
    positive
      ? number.positive({ error: FIELD_MESSAGES.positive(label) })
      : number.min(0, { error: FIELD_MESSAGES.negative(label) })
  ).max(max, { error: FIELD_MESSAGES.max(label, max) });
  return scale === 0
    ? checked.int({ error: FIELD_MESSAGES.integer(label) })
    : checked.refine((value) => hasAtMostDecimals(value, scale), {
        error: FIELD_MESSAGES.decimals(label, scale),
      });
};
