import { PATTERN_YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import { RAVELRY_YARN_WEIGHTS } from '@yarn-mgmt/testing/ravelry';
import { toExternalPattern, type RavelryPatternJson } from './ravelry-library.js';
import { dayOf, projectStatusOf, toExternalProject, type RavelryProjectJson } from './ravelry-projects.js';

const WEB = 'https://www.ravelry.com';
const pattern = (extra: Partial<RavelryPatternJson> = {}): RavelryPatternJson => ({
  id: 700_001,
  name: 'Flax',
  permalink: 'flax-light',
  pattern_author: { name: 'Tin Can Knits' },
  craft: { name: 'Knitting' },
  pattern_type: { name: 'Pullover' },
  pattern_categories: [{ name: 'Pullover' }],
  difficulty_average: 2.7,
  rating_average: 4.8123,
  rating_count: 5120,
  gauge: 18,
  gauge_divisor: 4,
  row_gauge: 24,
  yardage: 250,
  yardage_max: 1650,
  yarn_weight: { name: 'Worsted' },
  sizes_available: 'Baby, Child, Adult S to 4XL',
  free: true,
  price: null,
  currency: null,
  pattern_needle_sizes: [{ name: 'US 8 - 5 mm' }, { name: 'US 8 - 5 mm' }],
  first_photo: { medium_url: 'https://images.example/flax.jpg' },
  ...extra,
});

describe('a Ravelry pattern as the library takes it', () => {
  it('keeps the metadata, the rating and where it was found; invents no text', () => {
    const entry = toExternalPattern(pattern(), new Set(['Library', 'Favourites']), WEB);
    expect(entry).toEqual({
      external_id: '700001',
      title: 'Flax',
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
      gauge_measurement: '4 inches',
      sizes_available: ['Baby', 'Child', 'Adult S to 4XL'],
      source_details: {
        'Ravelry ID': '700001',
        'Found in': 'Library, Favourites',
        URL: 'https://www.ravelry.com/patterns/library/flax-light',
      },
      price: null,
      currency: null,
      is_free: true,
      is_favorite: true,
      ravelry_rating: 4.81,
      ravelry_rating_count: 5120,
      image_url: 'https://images.example/flax.jpg',
    });
    expect(Object.keys(entry!)).not.toContain('pattern_notes');
  });

  it('prices a paid pattern, and leaves out what the library cannot hold', () => {
    const entry = toExternalPattern(
      pattern({
        free: false,
        price: '7.50',
        currency: 'USD',
        craft: { name: 'Crochet' },
        pattern_type: { name: 'Dishcloth' },
        pattern_categories: [],
        yardage_max: 100,
        yarn_weight: { name: 'Unknown' },
        first_photo: { medium_url: 'javascript:alert(1)' },
        name: 'Line\u0000one\nline two',
      }),
      new Set(['Library']),
      WEB,
    );
    expect(entry).toMatchObject({
      title: 'Line one line two',
      craft_type: 'crochet',
      category: null,
      price: 7.5,
      currency: 'USD',
      is_free: false,
      is_favorite: false,
      yardage_max: null,
      yarn_weight: null,
      image_url: null,
      source_details: { 'Found in': 'Library' },
    });
  });

  it("names every weight the fake Ravelry uses on the library's eight", () => {
    for (const weight of RAVELRY_YARN_WEIGHTS) {
      const entry = toExternalPattern(
        pattern({ yarn_weight: { name: weight.name } }),
        new Set(['Library']),
        WEB,
      );
      expect(PATTERN_YARN_WEIGHTS).toContain(entry?.yarn_weight);
    }
  });
});

const project = (extra: Partial<RavelryProjectJson> = {}): RavelryProjectJson => ({
  id: 42,
  name: 'Flax for Mum',
  pattern_id: 700_001,
  pattern_name: 'Flax',
  craft_name: 'Knitting',
  status_name: 'In progress',
  progress: 35,
  started: '2026/01/05',
  completed: null,
  made_for: 'Mum',
  size: 'Adult M',
  notes: 'Cast on 96\r\nRibbing 2x2',
  first_photo: { medium_url: 'https://images.example/p.jpg' },
  ...extra,
});

describe('a Ravelry project as the projects service takes it', () => {
  it('maps the status (DECISIONS 1), dates, progress and notes, and links the imported pattern', () => {
    expect(
      toExternalProject(project(), new Map([[700_001, '8d0b5c7e-8d1a-4a38-9a37-0f0f0f0f0f0f']])),
    ).toEqual({
      external_id: '42',
      name: 'Flax for Mum',
      status: 'active',
      pattern_id: '8d0b5c7e-8d1a-4a38-9a37-0f0f0f0f0f0f',
      pattern_title: 'Flax',
      craft_type: 'knitting',
      size: 'Adult M',
      start_date: '2026-01-05',
      end_date: null,
      progress_percentage: 35,
      notes: 'Cast on 96\nRibbing 2x2',
      recipient: 'Mum',
      photos: [{ url: 'https://images.example/p.jpg', alt: 'Flax for Mum' }],
    });
  });

  it('keeps the pattern name alone when its pattern was not imported', () => {
    expect(toExternalProject(project(), new Map())).toMatchObject({
      pattern_id: null,
      pattern_title: 'Flax',
    });
  });

  it('maps each Ravelry status, and reads only real dates', () => {
    expect(
      ['In progress', 'Finished', 'Hibernating', 'Frogged', 'Queued', 'Something new'].map(projectStatusOf),
    ).toEqual(['active', 'completed', 'hibernating', 'frogged', 'queued', 'queued']);
    expect(dayOf('2025/03/01')).toBe('2025-03-01');
    expect(dayOf('2025-03-01T10:00:00Z')).toBe('2025-03-01');
    expect(dayOf('2025/02/30')).toBeNull();
    expect(dayOf(null)).toBeNull();
  });
});
