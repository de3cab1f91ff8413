import { SELECTOR_FIELDS, type Selectors } from '@yarn-mgmt/contracts';
import { load } from 'cheerio';
import type { RawProduct } from './extract.js';

/** A selector that is not valid CSS finds nothing (a selector failure, not a crash). */
function safely<T>(select: () => T, none: T): T {
  try {
    return select();
  } catch {
    return none;
  }
}

/**
 * DECISIONS 23: `item` selects one product; the other selectors are relative to it (or match the item itself).
 * `image_url` reads `src` (or a lazy-loading `data-src`), `product_url` reads `href`, `currency` a `content`
 * attribute (`<meta itemprop="priceCurrency" content="EUR">`) or the text, other fields the text.
 */
export function extractHtml(
  html: string,
  selectors: Selectors,
): { raws: RawProduct[]; title: string | null } {
  const $ = load(html);
  const title = $('title').first().text().trim() || null;
  const products = safely(() => $(selectors.item).toArray(), []);
  const raws = products.map((node) => {
    const item = $(node);
    const raw: RawProduct = {};
    for (const field of SELECTOR_FIELDS) {
      const selector = selectors[field];
      if (selector === undefined) continue;
      const element = safely(
        () => {
          const found = item.find(selector);
          return found.length > 0 ? found : item.filter(selector);
        },
        item.slice(0, 0),
      ).first();
      if (element.length === 0) raw[field] = null;
      else if (field === 'image_url') raw[field] = element.attr('src') ?? element.attr('data-src') ?? null;
      else if (field === 'product_url') raw[field] = element.attr('href') ?? null;
      else if (field === 'currency') raw[field] = element.attr('content') ?? element.text();
      else raw[field] = element.text();
    }
    return raw;
  });
  return { raws, title };
}
