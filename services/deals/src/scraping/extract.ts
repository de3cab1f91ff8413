import {
  REQUIRED_SELECTOR_FIELDS,
  SELECTOR_FIELDS,
  type SelectorField,
  type Selectors,
} from '@yarn-mgmt/contracts';
import { parseCurrency, parsePrice } from './price.js';
import type { ScrapedItem, SelectorFailure } from './scraper.types.js';

/** What one product's selectors matched: a field's text, attribute or JSON value; null when nothing matched. */
export type RawProduct = Partial<Record<SelectorField, string | number | null>>;

export interface Extraction {
  items: ScrapedItem[];
  selectorFailure: SelectorFailure | null;
}

const REQUIRED: ReadonlySet<SelectorField> = new Set(REQUIRED_SELECTOR_FIELDS);
/** A price whose page names no currency: the spec's prices are dollars. */
export const DEFAULT_DEAL_CURRENCY = 'USD';

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const collapsed = String(value).replace(/\s+/g, ' ').trim();
  return collapsed || null;
}

function link(value: string | number | null | undefined, pageUrl: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function readField(field: SelectorField, raw: RawProduct, pageUrl: string): string | number | null {
  const value = raw[field];
  if (field === 'current_price' || field === 'original_price') return parsePrice(value ?? null);
  if (field === 'currency') return parseCurrency(value);
  if (field === 'product_url' || field === 'image_url') return link(value, pageUrl);
  return text(value);
}

/**
 * DECISIONS 23 and issue 11: products lacking a required field are left out, and the first such field is the
 * selector failure with how many lacked it; an optional field whose selector matched on no product is one too.
 */
export function assembleItems(raws: RawProduct[], selectors: Selectors, pageUrl: string): Extraction {
  if (raws.length === 0) {
    return {
      items: [],
      selectorFailure: {
        selector: 'item',
        message: `No product matched the item selector "${selectors.item}"`,
        missing: 0,
      },
    };
  }
  const fields = SELECTOR_FIELDS.filter((field) => REQUIRED.has(field) || selectors[field] !== undefined);
  const lacking = new Map<SelectorField, number>();
  const items: ScrapedItem[] = [];
  for (const raw of raws) {
    const values = new Map(fields.map((field) => [field, readField(field, raw, pageUrl)]));
    for (const [field, value] of values) {
      if (value === null) lacking.set(field, (lacking.get(field) ?? 0) + 1);
    }
    const name = values.get('product_name');
    const price = values.get('current_price');
    const url = values.get('product_url');
    if (typeof name !== 'string' || typeof price !== 'number' || typeof url !== 'string') continue;
    const optional = (field: SelectorField) => (values.get(field) as string | undefined) ?? null;
    items.push({
      product_name: name,
      product_url: url,
      current_price: price,
      brand: optional('brand'),
      original_price: (values.get('original_price') as number | null | undefined) ?? null,
      currency:
        (values.get('currency') as string | null | undefined) ??
        parseCurrency(raw.current_price) ??
        parseCurrency(raw.original_price) ??
        DEFAULT_DEAL_CURRENCY,
      image_url: optional('image_url'),
      yarn_weight: optional('yarn_weight'),
      fiber_content: optional('fiber_content'),
    });
  }
  return { items, selectorFailure: firstFailure(fields, lacking, raws.length, selectors) };
}

function firstFailure(
  fields: SelectorField[],
  lacking: Map<SelectorField, number>,
  total: number,
  selectors: Selectors,
): SelectorFailure | null {
  const shown = (field: SelectorField) => selectors[field] ?? '(none)';
  const required = fields.find((field) => REQUIRED.has(field) && (lacking.get(field) ?? 0) > 0);
  if (required) {
    const missing = lacking.get(required) ?? 0;
    return {
      selector: required,
      message: `${missing} of ${total} products had no ${required} (selector "${shown(required)}")`,
      missing,
    };
  }
  const optional = fields.find((field) => !REQUIRED.has(field) && lacking.get(field) === total);
  if (!optional) return null;
  return {
    selector: optional,
    // A was-price is missing from every product also when nothing is on sale: the message says both.
    message: `The ${optional} selector "${shown(optional)}" matched on none of ${total} products${
      optional === 'original_price' ? ' (a broken selector, or nothing on sale)' : ''
    }`,
    missing: total,
  };
}
