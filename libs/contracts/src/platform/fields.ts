import { z } from 'zod';

/**
 * Field builders every contract uses, so what a schema accepts is what the database can store: PostgreSQL text
 * cannot hold U+0000, `integer` is 32-bit, and `numeric(p, 2)` rounds a third decimal away (0.001 becomes 0).
 * Text is one line unless the field is a note: a name, title or search with a line break or a control character
 * in it breaks the lists, exports and logs it is shown in (issue 18).
 */
export const FIELD_MESSAGES = {
  nul: 'Must not contain the NUL character',
  singleLine: 'Must be a single line without control characters',
  multiline: 'Must not contain control characters other than line breaks and tabs',
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

/** C0 controls (tab and line breaks included), DEL and C1 controls. */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isLineOrParagraphSeparator = (code: number) => code === 0x2028 || code === 0x2029;
/** What a note may hold besides text: tabs, line feeds and carriage returns. */
const isNoteBreak = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

const every = (value: string, allowed: (code: number) => boolean) => {
  for (let index = 0; index < value.length; index += 1) if (!allowed(value.charCodeAt(index))) return false;
  return true;
};

/** Whether a value is one line of text: no control character, no Unicode line or paragraph separator. */
export const isSingleLine = (value: string): boolean =>
  every(value, (code) => !isControl(code) && !isLineOrParagraphSeparator(code));
/** Whether a value is text a note may hold: control characters only as tabs and line breaks. */
export const isMultilineText = (value: string): boolean =>
  every(value, (code) => !isControl(code) || isNoteBreak(code));

/** A string without NUL (checked before anything else, so the message is the one a user can act on). */
export const plainString = (params?: { error?: string }) =>
  z.string(params).refine((value) => !value.includes(NUL), { error: FIELD_MESSAGES.nul, abort: true });

/**
 * Trimmed single-line text of at most `max` characters: names, titles, brands, colours, tags, search queries,
 * URLs. Leading and trailing whitespace (a pasted line's end included) is trimmed first; a control character or
 * a line break left inside is refused.
 */
export const text = (max: number, params?: { error?: string }) =>
  plainString(params)
    .trim()
    .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine, abort: true })
    .max(max, { error: `At most ${max} characters` });

/** Trimmed text of at most `max` characters that may span lines (notes): tabs and line breaks are kept. */
export const multilineText = (max: number, params?: { error?: string }) =>
  plainString(params)
    .trim()
    .refine(isMultilineText, { error: FIELD_MESSAGES.multiline, abort: true })
    .max(max, { error: `At most ${max} characters` });

/** A field that may be left out or null, and is null then. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** Optional single-line text where an empty or missing value is stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional multi-line text (a note) where an empty or missing value is stored as null. */
export const optionalMultilineText = (max: number) =>
  multilineText(max)
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

/**
 * A price's currency as an ISO 4217 code ("USD", "EUR"): kept with the price, which is shown in it and never
 * converted (DECISIONS 26).
 */
export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter code such as USD' });
