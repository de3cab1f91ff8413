import type { Pattern, RavelryPattern, StashMatch, StashMatchGroup } from '@yarn-mgmt/contracts';
import { FIXTURE_PATTERN_ID, patternFixture } from '@yarn-mgmt/testing/web';

// The pattern and yarn builders are shared with mf-projects' tests (@yarn-mgmt/testing/web).
export { patternFixture, yarnFixture } from '@yarn-mgmt/testing/web';

export const PATTERN_ID = FIXTURE_PATTERN_ID;
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

/** Patterns numbered from 1, each with its own id and title. */
export function numberedPattern(n: number, overrides: Partial<Pattern> = {}): Pattern {
  return patternFixture({
    id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
    title: `Pattern ${n}`,
    name: `Pattern ${n}`,
    ...overrides,
  });
}

export function stashGroupFixture(overrides: Partial<StashMatchGroup> = {}): StashMatchGroup {
  return {
    brand: 'Malabrigo',
    line: 'Rios',
    colorway: 'Ocean',
    dye_lot: null,
    weight_category: 'Worsted',
    neighbouring_weight: false,
    skeins: 6,
    yards: 1100,
    yards_per_skein: 210,
    yarn_ids: ['44444444-4444-4444-8444-444444444444'],
    enough: true,
    short_by_yards: 0,
    short_by_skeins: null,
    ...overrides,
  };
}

export function stashMatchFixture(overrides: Partial<StashMatch> = {}): StashMatch {
  return {
    available: true,
    size: null,
    sizes: [],
    needed_yards: 950,
    yarn_weight: 'Worsted',
    groups: [stashGroupFixture()],
    ...overrides,
  };
}

export const RAVELRY_ID = '700004';

/** A pattern read live from Ravelry (RavelryPatternSchema): Ravelry's id, its rating and its source data. */
export function livePatternFixture(overrides: Partial<RavelryPattern> = {}): RavelryPattern {
  return {
    ...patternFixture({
      title: 'Honey Cowl',
      name: 'Honey Cowl',
      designer: 'Antonia Shankland',
      PatternDesigner: { name: 'Antonia Shankland' },
      category: 'Cowl',
      PatternCategory: { name: 'Cowl' },
      difficulty: 'Easy',
      difficulty_level: 2,
      is_free: false,
      price: 6,
      currency: 'USD',
      ravelry_rating: 4.6,
      ravelry_rating_count: 9731,
      source_details: {
        'Ravelry ID': RAVELRY_ID,
        URL: 'https://www.ravelry.com/patterns/library/honey-cowl',
      },
      image_url: 'https://images.example/honey/medium.png',
    }),
    id: RAVELRY_ID,
    source: 'ravelry',
    is_favorite: false,
    file: null,
    cover_source: null,
    full_data: {
      id: 700004,
      name: 'Honey Cowl',
      rating_count: 9731,
      gauge_description: '20 stitches = 4 inches',
    },
    ...overrides,
  };
}
