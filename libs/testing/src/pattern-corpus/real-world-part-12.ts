import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 12 of REAL_WORLD_CASES: two more texts written after the reader was tuned on parts 10 and 11, as a check of
 * those rules on unseen words (a magazine's age table with balls per shade, a yarn house's crochet leaflet with
 * sizes by bust range and a shade needed "1 ball each size").
 */
export const REAL_WORLD_CASES_PART_12: PatternCorpusCase[] = [
  {
    id: 'rw-magazine-issue-age-table-shades',
    text: `Simply Knitting · Issue 245
KIDS' CHUNKY HOODIE
Designed by Sarah Hazell

SIZES
Age             2-3     4-5     6-7     8-9     years
To fit chest    56      61      66      71      cm
Actual chest    66      71      76      81      cm

YOU WILL NEED
Stylecraft Special Chunky, 100 g/144 m
Shade A Storm Blue (1722)     2     3     3     4     balls
Shade B Silver (1203)         1     1     1     1     ball
A pair each of 5.5 mm and 6.5 mm needles
4 buttons

TENSION
14 sts and 19 rows to 10 cm over st st using 6.5 mm needles`,
    expected: {
      title: "Kids' Chunky Hoodie",
      designer: 'Sarah Hazell',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '2-3 years', yards: m(3 * 144) },
        { size: '4-5 years', yards: m(4 * 144) },
        { size: '6-7 years', yards: m(4 * 144) },
        { size: '8-9 years', yards: m(5 * 144) },
      ],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['2-3 years', '4-5 years', '6-7 years', '8-9 years'],
    },
  },
  {
    id: 'rw-yarn-house-crochet-bust-ranges-ball-each-size',
    text: `stylecraft
Pattern 9921 · Special DK
WILDFLOWER CARDIGAN
Crochet
Designed by Jo Hewitt

TO FIT BUST
76-81 [86-91, 97-102, 107-112, 117-122] cm
30-32 [34-36, 38-40, 42-44, 46-48] in

MATERIALS
Stylecraft Special DK (100 g / 295 m)
A Cream (1005)      4 [4, 5, 5, 6] balls
B Sage (1725)       1 [1, 1, 2, 2] ball
C Mustard (1823)    1 ball each size
4 mm (G/6) crochet hook
5 mm (H/8) crochet hook

TENSION
18 tr and 10 rows = 10 cm using 5 mm hook`,
    expected: {
      title: 'Wildflower Cardigan',
      designer: 'Jo Hewitt',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '76-81', yards: m(6 * 295) },
        { size: '86-91', yards: m(6 * 295) },
        { size: '97-102', yards: m(7 * 295) },
        { size: '107-112', yards: m(8 * 295) },
        { size: '117-122', yards: m(9 * 295) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['76-81', '86-91', '97-102', '107-112', '117-122'],
    },
  },
];
