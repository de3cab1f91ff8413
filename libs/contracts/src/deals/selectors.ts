import { z } from 'zod';
import {
  REQUIRED_SELECTOR_FIELDS,
  SELECTOR_FIELDS,
  SELECTOR_ITEM_KEY,
  type SelectorField,
} from './deals.constants.js';
import { FIELD_MESSAGES, isSingleLine } from '../platform/fields.js';

/** DECISIONS 23: `item` plus Deal fields, each a CSS selector (or a dotted path into JSON for `api`). */
export type Selectors = { [SELECTOR_ITEM_KEY]: string } & Partial<Record<SelectorField, string>>;

const KNOWN_KEYS: ReadonlySet<string> = new Set([SELECTOR_ITEM_KEY, ...SELECTOR_FIELDS]);
const MAX_SELECTOR_LENGTH = 500;

export const SELECTOR_MESSAGES = {
  badJson: 'Selectors must be valid JSON',
  notObject: 'Selectors must be a JSON object',
  unknownKey: (key: string) => `Unknown selector key: ${key}`,
  required: (key: string) => `${key} selector is required`,
  notText: (key: string) =>
    `${key} selector must be a non-empty string of at most ${MAX_SELECTOR_LENGTH} characters`,
} as const;

/**
 * The selectors a target's form sends: a JSON object, or its text as typed (spec part 2 section 5). Unknown keys,
 * bad JSON and missing required keys are issues on `selectors` (or `selectors.<key>`), so the 400 names them.
 */
export const SelectorsInputSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: SELECTOR_MESSAGES.notObject })
  .transform((value, ctx): Selectors => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: SELECTOR_MESSAGES.badJson });
        return z.NEVER;
      }
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: SELECTOR_MESSAGES.notObject });
      return z.NEVER;
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    for (const [key, selector] of entries) {
      if (!KNOWN_KEYS.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: SELECTOR_MESSAGES.unknownKey(key) });
      } else if (
        typeof selector !== 'string' ||
        !selector.trim() ||
        selector.length > MAX_SELECTOR_LENGTH ||
        selector.includes('\u0000')
      ) {
        ctx.addIssue({ code: 'custom', path: [key], message: SELECTOR_MESSAGES.notText(key) });
      } else if (!isSingleLine(selector.trim())) {
        ctx.addIssue({ code: 'custom', path: [key], message: FIELD_MESSAGES.singleLine });
      }
    }
    for (const key of [SELECTOR_ITEM_KEY, ...REQUIRED_SELECTOR_FIELDS]) {
      if (!(key in parsed)) {
        ctx.addIssue({ code: 'custom', path: [key], message: SELECTOR_MESSAGES.required(key) });
      }
    }
    // With an issue above the parse fails anyway; a non-string value must not throw here (a 500, not a 400).
    return Object.fromEntries(
      entries.map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as Selectors;
  });
