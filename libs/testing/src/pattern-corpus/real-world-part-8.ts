import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 8 of REAL_WORLD_CASES: a fifth round of tuned-on texts (a number that belongs to the title, a two-column
 * layout with a wrapped cell, chest sizes in two units, grams each of colours counted, less than a ball used).
 */
export const REAL_WORLD_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw-numbered-title-kept-lace-hook',
    text: `Lace Doily No. 3
Materials: Olympus Emmy Grande, white (801) 30 g
Hook: Lace hook No. 0 (1.75 mm)
Gauge: first 4 rounds = 6 cm diameter
Finished size: 28 cm diameter`,
    expected: {
      title: 'Lace Doily No. 3',
      craft_type: 'crochet',
      needle_sizes: [{ us: null, mm: 1.75 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-two-column-wrapped-cell',
    text: `PATTERN 17
Seabird Cardigan
Design: Sanne de Vries

SIZES                          NEEDLES
XS (S, M, L, XL)               3.5 mm and 4 mm circular

YARN                           GAUGE
Merino DK, 900 (1000, 1100,    22 sts and 30 rows = 10 cm
1250, 1400) m`,
    expected: {
      title: 'Seabird Cardigan',
      designer: 'Sanne de Vries',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(900) },
        { size: 'S', yards: m(1000) },
        { size: 'M', yards: m(1100) },
        { size: 'L', yards: m(1250) },
        { size: 'XL', yards: m(1400) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
    },
  },
  {
    id: 'rw-numbered-sizes-chest-two-units',
    text: `Oak Leaf Pullover
by Theo Marsh
Sizes: 1 (2, 3, 4)
Finished chest: 38 (42, 46, 50) in / 96.5 (106.5, 117, 127) cm
Yarn: Sport weight, 3 (3, 4, 4) skeins of 328 yds / 300 m
Needles: US 4 and 6 (3.5 and 4 mm)
Gauge: 22 sts and 30 rows = 4"`,
    expected: {
      title: 'Oak Leaf Pullover',
      designer: 'Theo Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 3 * 328 },
        { size: '2', yards: 3 * 328 },
        { size: '3', yards: 4 * 328 },
        { size: '4', yards: 4 * 328 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4'],
    },
  },
  {
    id: 'rw-grams-each-of-colours-counted',
    text: `Sunburst Granny Bag
by Lucía Fernández

You'll need:
Cotton DK in 5 colours: 50 g each (approx. 110 m per 50 g ball)
4 mm hook
Finished size: 30 x 30 cm`,
    expected: {
      title: 'Sunburst Granny Bag',
      designer: 'Lucía Fernández',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(550) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-amount-used-less-than-ball',
    text: `Braided Cable Headband
Designer: Ella-Rose Turner

Finished size: 50 cm x 10 cm; fits an adult head
Yarn: 1 ball of Aran weight (100 g, 170 m); you will use about 60 m
Needles: 5 mm straight needles; cable needle
Gauge: 20 sts and 24 rows = 10 cm in cable pattern`,
    expected: {
      title: 'Braided Cable Headband',
      designer: 'Ella-Rose Turner',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(60) }],
      gauge: { stitches: 20, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['cables'],
    },
  },
];
