import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 7 of REAL_WORLD_CASES: a fourth round of tuned-on texts (a unit in a line's label, a range in two units in
 * parentheses, baby sizes, a spaced size row over a count of balls, sizes in two systems).
 */
export const REAL_WORLD_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw-unit-in-line-label',
    text: `Alpine Meadow Pullover
Design by Greta Schneider

Sizes: S/M (L/XL, 2X/3X)
Yardage (yds): 1100 / 1350 / 1600
Yarn: worsted weight wool
Needles: US 7 (4.5 mm) and US 8 (5 mm)
Gauge: 18 sts and 25 rows = 4"`,
    expected: {
      title: 'Alpine Meadow Pullover',
      designer: 'Greta Schneider',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S/M', yards: 1100 },
        { size: 'L/XL', yards: 1350 },
        { size: '2X/3X', yards: 1600 },
      ],
      gauge: { stitches: 18, rows: 25, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL', '2X/3X'],
    },
  },
  {
    id: 'rw-range-two-units-in-parens-held-double',
    text: `Arctic Tern Wrap
Pattern by Liv Sørensen

Yarn: approx. 1,100–1,300 yds (1,006–1,189 m) of fingering weight yarn, used doubled throughout
Needles: 6 mm (US 10)
Gauge: 14 sts = 4" in garter stitch with yarn held double`,
    expected: {
      title: 'Arctic Tern Wrap',
      designer: 'Liv Sørensen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1300 }],
      gauge: { stitches: 14, rows: null, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
    },
  },
  {
    id: 'rw-baby-sizes-no-designer',
    text: `Little Acorn Hat
Sizes: Newborn (3-6 months, 6-12 months, 1-3 years)
Yarn: DK, 60 (80, 100, 120) m
Needles: 3.75 mm and 4 mm
Gauge: 22 sts x 30 rows = 10 cm`,
    expected: {
      title: 'Little Acorn Hat',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Newborn', yards: m(60) },
        { size: '3-6 months', yards: m(80) },
        { size: '6-12 months', yards: m(100) },
        { size: '1-3 years', yards: m(120) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Newborn', '3-6 months', '6-12 months', '1-3 years'],
    },
  },
  {
    id: 'rw-spaced-sizes-balls-row',
    text: `Windswept Cardigan
by Imogen Fairweather

SIZES   S    M    L    XL
Yarn    8    9    10   11   balls
Pure Wool Worsted: 50 g, 120 m per ball
Needles: 4.5 mm
Tension: 19 sts and 25 rows to 10 cm`,
    expected: {
      title: 'Windswept Cardigan',
      designer: 'Imogen Fairweather',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: m(8 * 120) },
        { size: 'M', yards: m(9 * 120) },
        { size: 'L', yards: m(10 * 120) },
        { size: 'XL', yards: m(11 * 120) },
      ],
      gauge: { stitches: 19, rows: 25, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      sizes: ['S', 'M', 'L', 'XL'],
    },
  },
  {
    id: 'rw-sizes-two-systems-brackets',
    text: `Bramley Pullover
Kathrin Adler

Size: 34 [36, 38, 40, 42]" / 86 [91, 97, 102, 107] cm
Yarn: 6 [7, 7, 8, 8] skeins of Aran Tweed (100 g; 180 m / 197 yds)
Needles: 5 mm
Gauge: 18 sts & 24 rows = 10 cm`,
    expected: {
      title: 'Bramley Pullover',
      designer: 'Kathrin Adler',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '34', yards: 6 * 197 },
        { size: '36', yards: 7 * 197 },
        { size: '38', yards: 7 * 197 },
        { size: '40', yards: 8 * 197 },
        { size: '42', yards: 8 * 197 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['34', '36', '38', '40', '42'],
    },
  },
];
