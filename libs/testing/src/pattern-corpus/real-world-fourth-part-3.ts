import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FOURTH_CASES (split for the file-size rule; see real-world-fourth.ts). */
export const REAL_WORLD_FOURTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-fourth-size-inclusive-space-table',
    text: `FERNHILL
a cropped cardigan by Aoife Ní Bhriain

Size        1     2     3     4     5     6     7
Chest (in)  32    36    40    44    48    52    56
Yardage     860   950   1040  1150  1260  1380  1500

Yarn: sport weight, e.g. Kelbury Woolens Andorra (60% merino, 20% alpaca, 20% mohair; 168 yds / 50 g)
Needles: US 4 (3.5 mm) and US 5 (3.75 mm)
Gauge: 22 sts and 32 rows = 4" over stockinette on US 5

Worked bottom-up in pieces and seamed.`,
    expected: {
      title: 'Fernhill',
      designer: 'Aoife Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 860 },
        { size: '2', yards: 950 },
        { size: '3', yards: 1040 },
        { size: '4', yards: 1150 },
        { size: '5', yards: 1260 },
        { size: '6', yards: 1380 },
        { size: '7', yards: 1500 },
      ],
      gauge: { stitches: 22, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-fourth-beanie-each-mc-cc-ounces',
    text: `Snowdrift Beanie
Designer: Peter O. Lindgren

One size, to fit an adult head 20–22" around

Yarn: Worsted weight, 1 skein each in MC and CC (3.5 oz / 100 g; 218 yds / 200 m per skein)
Needles: US 6 (4 mm) and US 8 (5 mm) 16" circular; DPNs in the larger size
Gauge: 20 sts and 22 rnds = 4" in stranded colorwork on US 8

Knit in the round.`,
    expected: {
      title: 'Snowdrift Beanie',
      designer: 'Peter O. Lindgren',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 218 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-fourth-title-under-web-address',
    text: `www.westcoastknits.co.uk/patterns
Kinsale Aran Scarf

Finished size: 20 x 180 cm
Yarn: Aran weight, 4 x 100 g skeins (approx. 200 yds / 183 m each)
Needles: 5 mm and 5.5 mm (US 8 and 9)
Gauge: 20 sts = 4" over the cable pattern on 5.5 mm needles; gauge is not critical

The cables are worked from a chart.`,
    expected: {
      title: 'Kinsale Aran Scarf',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 4 * 200 }],
      gauge: { stitches: 20, rows: null, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-fourth-cal-granny-shades-each',
    text: `Crochet Along 2026 · Part 1 of 6
Hedgerow Granny Blanket
Designer: Lucy Wilkins-Hart

Finished size: 110 x 140 cm

Yarn: Stylecraft Life DK (75% acrylic, 25% wool; 100 g / 298 m)
Shades 2301, 2302, 2305 and 2310: 2 balls each
Shade 2306 (border): 3 balls
Hook: 4 mm (US G/6)
Tension: one granny square = 12 x 12 cm; 18 tr and 10 rows to 10 cm

Uses UK terms. The squares are joined as you go.`,
    expected: {
      title: 'Hedgerow Granny Blanket',
      designer: 'Lucy Wilkins-Hart',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(11 * 298) }],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-fourth-cardigan-ranges-in-two-units',
    text: `Wavecrest Cardigan
by Lise-Lotte Kjær

Sizes: XS (S, M, L, XL, 2XL)
Yarn: 1,100 (1,200, 1,300, 1,450, 1,600, 1,750) yds / 1,006 (1,097, 1,189, 1,326, 1,463, 1,600) m of fingering weight yarn
Needles: 3 mm (US 2.5) and 3.5 mm (US 4) circular needles
Gauge: 26 sts and 36 rows = 10 x 10 cm in stockinette on 3.5 mm needles

Worked top-down with raglan increases.`,
    expected: {
      title: 'Wavecrest Cardigan',
      designer: 'Lise-Lotte Kjær',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: 1100 },
        { size: 'S', yards: 1200 },
        { size: 'M', yards: 1300 },
        { size: 'L', yards: 1450 },
        { size: 'XL', yards: 1600 },
        { size: '2XL', yards: 1750 },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
