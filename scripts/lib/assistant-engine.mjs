// The yarn assistant's built-in engine as the eval and the bench load it: the built tools service's engine and
// brand table, and the built evaluation set. Both scripts first build them through Nx (from the cache when
// nothing changed) unless `--no-build`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProjects } from './build-projects.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function loadAssistantEngine({ build }) {
  if (build) buildProjects('@yarn-mgmt/service-tools', '@yarn-mgmt/testing');
  const dist = (file) => pathToFileURL(path.join(root, 'services', 'tools', 'dist', 'assistant', file)).href;
  const engine = await import(dist('engine/index.js'));
  const { loadBrandTable } = await import(dist('brands/brand-table.js'));
  const evalSet = await import('@yarn-mgmt/testing/assistant-eval');
  return { engine, table: loadBrandTable(), evalSet };
}

const YARN = '00000000-0000-4000-8000-000000000001';
const PATTERN = '00000000-0000-4000-8000-000000000002';

/** Sources that answer at once from memory: a small stash, one makeable pattern, one deal per brand. */
export const inMemorySources = {
  stash: async () => ({
    ok: true,
    value: {
      groups: [
        {
          brand: 'Cascade Yarns',
          line: '220',
          weight_category: 'Worsted',
          yardage_per_skein: 220,
          colorway: 'Ruby',
          dye_lot: null,
          skeins: 6,
          yards: 1320,
          yarn_ids: [YARN],
        },
      ],
    },
  }),
  makeablePatterns: async () => ({ ok: true, value: [{ id: PATTERN, title: 'Ribbed Hat' }] }),
  brandDeals: async (brand) => ({
    ok: true,
    value: [
      {
        id: 1,
        product_name: `${brand} Yarn`,
        brand,
        retailer_name: 'Local Shop',
        current_price: 6,
        original_price: 8,
        currency: 'USD',
        discount_percentage: 25,
        yarn_weight: 'DK',
        fiber_content: 'Wool',
        image_url: null,
        product_url: 'https://shop.invalid/yarn',
        scraped_at: '2025-06-01T00:00:00.000Z',
        first_seen_at: '2025-06-01T00:00:00.000Z',
        is_active: true,
      },
    ],
  }),
};
