import { RavelryPatternSchema, ravelryDifficultyLevel } from '@yarn-mgmt/contracts';
import {
  PatternAnswerSchema,
  notesText,
  toRavelryPattern,
  type PatternAnswer,
} from './ravelry-pattern.mapper.js';

const READ_AT = new Date('2026-11-26T20:00:00.000Z');

const answer = (change: Record<string, unknown> = {}): PatternAnswer =>
  PatternAnswerSchema.parse({
    pattern: {
      id: 700_004,
      name: 'Honey Cowl',
      permalink: 'honey-cowl',
      designer: { id: 5003, name: 'Antonia Shankland' },
      craft: { id: 2, name: 'Knitting' },
      pattern_categories: [{ id: 304, name: 'Cowl' }],
      pattern_attributes: [
        { id: 1, permalink: 'adult' },
        { id: 2, permalink: 'textured' },
        { id: 3, permalink: 'in-the-round' },
      ],
      difficulty_average: 2.6,
      rating_average: 4.6666,
      rating_count: 9731,
      gauge: 20,
      gauge_divisor: 4,
      row_gauge: 40,
      yardage: 200,
      yardage_max: 400,
      yarn_weight: { id: 12, name: 'Worsted' },
      sizes_available: 'Short, long',
      free: false,
      price: 6,
      currency: 'USD',
      notes_html:
        '<p>Slipped stitches &amp; a <b>honeycomb</b>.<br>Worked in the round.</p><ul><li>One</li><li>Two</li></ul>',
      pattern_needle_sizes: [{ id: 500, name: 'US 8 - 5.0 mm', metric: 5 }],
      photos: [
        {
          medium_url: 'https://images.example/honey/medium.png',
          small_url: 'https://images.example/honey/small.png',
        },
      ],
      personal_attributes: { favorited: true, bookmark_id: 77 },
      ...change,
    },
  }).pattern;

describe('a Ravelry pattern in the library shape', () => {
  it('maps what the detail page shows, and parses as the contract', () => {
    const pattern = RavelryPatternSchema.parse(
      toRavelryPattern(answer(), 'https://www.ravelry.com', READ_AT),
    );
    expect(pattern).toMatchObject({
      id: '700004',
      title: 'Honey Cowl',
      designer: 'Antonia Shankland',
      PatternDesigner: { name: 'Antonia Shankland' },
      category: 'Cowl',
      craft_type: 'knitting',
      difficulty_level: 2,
      difficulty: 'Easy',
      yarn_weight: 'Worsted',
      yardage_required: 200,
      yardage_max: 400,
      needle_sizes: ['US 8 - 5.0 mm'],
      gauge_stitches: 20,
      gauge_rows: 40,
      gauge_measurement: '4 inches',
      sizes_available: ['Short', 'long'],
      is_free: false,
      price: 6,
      currency: 'USD',
      ravelry_rating: 4.67,
      ravelry_rating_count: 9731,
      techniques: ['Textured', 'In the Round'],
      source: 'ravelry',
      pattern_source: 'Ravelry',
      source_details: { 'Ravelry ID': '700004', URL: 'https://www.ravelry.com/patterns/library/honey-cowl' },
      image_url: 'https://images.example/honey/medium.png',
      is_favorite: false,
      file: null,
      created_at: READ_AT.toISOString(),
    });
    expect(pattern.notes).toBe('Slipped stitches & a honeycomb.\nWorked in the round.\n- One\n- Two');
    expect(pattern.pattern_notes).toBe(pattern.notes);
    // The source as Ravelry sent it, without the viewer's own bookmarks and the notes' HTML.
    expect(pattern.full_data).toMatchObject({ id: 700_004, rating_count: 9731, notes: pattern.notes });
    expect(pattern.full_data).not.toHaveProperty('personal_attributes');
    expect(pattern.full_data).not.toHaveProperty('notes_html');
  });

  it('reads a free crochet pattern with little data', () => {
    const pattern = toRavelryPattern(
      PatternAnswerSchema.parse({
        pattern: { id: 9, name: 'Granny', free: true, price: 3, craft: { name: 'Crochet' } },
      }).pattern,
      'https://www.ravelry.com',
      READ_AT,
    );
    expect(RavelryPatternSchema.parse(pattern)).toMatchObject({
      craft_type: 'crochet',
      is_free: true,
      price: null,
      currency: null,
      difficulty_level: null,
      difficulty: 'Unknown',
      yarn_weight: null,
      ravelry_rating: null,
      ravelry_rating_count: null,
      gauge_measurement: null,
      notes: null,
      image_url: null,
      techniques: [],
      sizes_available: [],
      source_details: { 'Ravelry ID': '9' },
    });
  });

  it.each([
    ['Light Fingering', 'Fingering'],
    ['Cobweb', 'Lace'],
    ['Aran / Worsted', 'Aran'],
    ['Bulky', 'Chunky'],
    ['Jumbo', 'Super Chunky'],
    ['Yak hair', null],
  ])('reads the weight %s as %s', (name, weight) => {
    expect(toRavelryPattern(answer({ yarn_weight: { name } }), 'https://r', READ_AT).yarn_weight).toBe(
      weight,
    );
  });

  it("puts Ravelry's 1-10 difficulty on the library's five levels", () => {
    expect([0, 1, 2, 2.1, 4, 5.5, 7, 8.4, 10, 12].map(ravelryDifficultyLevel)).toEqual([
      null,
      1,
      1,
      2,
      2,
      3,
      4,
      5,
      5,
      5,
    ]);
    expect(ravelryDifficultyLevel(null)).toBeNull();
  });

  it('keeps only http(s) images', () => {
    const pattern = toRavelryPattern(
      answer({ photos: [{ medium_url: 'javascript:alert(1)' }] }),
      'https://r',
      READ_AT,
    );
    expect(pattern.image_url).toBeNull();
  });
});

describe('the notes as plain text', () => {
  it.each([
    ['<script>alert(1)</script>Knit', 'Knit'],
    ['<style>p{}</style><p>Cast on</p>', 'Cast on'],
    ['&lt;b&gt; stays text', '<b> stays text'],
    ['3 < 5 stitches', '3 < 5 stitches'],
    ['<img src=x onerror=alert(1)>Row 1', 'Row 1'],
    ['Unclosed <a href="x', 'Unclosed'],
    ['&#65;&#x42; &bogus; &#0;', 'AB &bogus;'],
    ['<p>One</p>\n\n\n\n<p>Two</p>', 'One\n\nTwo'],
  ])('%p reads %p', (html, text) => {
    expect(notesText(html)).toBe(text);
  });

  it('is cut at 10 000 characters', () => {
    expect(notesText('x'.repeat(20_000))).toHaveLength(10_000);
  });
});
