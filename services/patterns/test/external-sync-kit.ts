import {
  PATTERN_EXTERNAL_SYNC_API,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PATTERNS_API,
  PatternExternalSyncInputSchema,
  PatternExternalSyncResponseSchema,
  PatternSchema,
} from '@yarn-mgmt/contracts';
import { externalSyncTestKit } from '@yarn-mgmt/testing';
import type { patternsSuite } from './helpers.js';

type Suite = ReturnType<typeof patternsSuite>;

/** A Ravelry library pattern: Tin Can Knits' Flax, free, rated 4.81. */
export const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  external_id: id,
  title: `Flax ${id}`,
  designer: 'Tin Can Knits',
  category: 'Sweater',
  craft_type: 'knitting',
  difficulty_level: 2,
  yarn_weight: 'Worsted',
  yardage_required: 250,
  yardage_max: 1650,
  needle_sizes: ['US 8 - 5 mm'],
  gauge_stitches: 18,
  gauge_rows: 24,
  gauge_measurement: 4,
  sizes_available: ['Baby to 4XL'],
  source_details: {
    'Ravelry ID': id,
    'Found in': 'Library',
    URL: `https://www.ravelry.com/patterns/library/flax-${id}`,
  },
  price: null,
  currency: null,
  is_free: true,
  is_favorite: false,
  ravelry_rating: 4.81,
  ravelry_rating_count: 5120,
  image_url: 'https://images.example/flax.jpg',
  ...overrides,
});

/**
 * The account's Ravelry sync as the patterns service sees it (issue 22), on the shared kit of every synced kind:
 * its service token and batches (`serviceToken`, `sync`), a pattern as its owner reads it (`read`), shared checks.
 */
export const patternsSyncKit = (suite: Suite) =>
  externalSyncTestKit(suite, {
    path: PATTERN_EXTERNAL_SYNC_API.upsert,
    scope: PATTERN_EXTERNAL_SYNC_SCOPE,
    input: PatternExternalSyncInputSchema,
    response: PatternExternalSyncResponseSchema,
    idField: 'pattern_id',
    table: 'patterns',
    entry,
    item: { path: (id) => PATTERNS_API.pattern(id), schema: PatternSchema },
  });
