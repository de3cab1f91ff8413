import { SELECTOR_FIELDS, type Selectors } from '@yarn-mgmt/contracts';
import type { RawProduct } from './extract.js';
import { ScrapeError } from './scraper.types.js';

/** A dotted path into JSON ("data.products", "pricing.sale", "images.0.src"); "." or "" is the value itself. */
export function readPath(value: unknown, path: string): unknown {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '.') return value;
  let current = value;
  for (const key of trimmed.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) && /^\d+$/.test(key) ? current[Number(key)] : Reflect.get(current, key);
  }
  return current;
}

/** The `api` type: `item` is the path to the array of products, the other keys paths inside one product. */
export function extractJson(body: string, selectors: Selectors): RawProduct[] {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    throw new ScrapeError('parse', 'The API answered something that is not JSON');
  }
  const products = readPath(document, selectors.item);
  if (!Array.isArray(products)) return [];
  return products.map((product: unknown) => {
    const raw: RawProduct = {};
    for (const field of SELECTOR_FIELDS) {
      const path = selectors[field];
      if (path === undefined) continue;
      const found = readPath(product, path);
      raw[field] = typeof found === 'string' || typeof found === 'number' ? found : null;
    }
    return raw;
  });
}
