import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_HELD_OUT_CASES (split for the file-size rule; see real-world-held-out.ts). */
export const REAL_WORLD_HELD_OUT_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-held-child-years-double-knitting',
    text: `Puddle Jumper Hoodie
Designed by Agnes Whitlock

To fit: Child 2 (4, 6, 8) years
Actual chest: 60 (66, 72, 78) cm

You will need
5 (6, 7, 8) x 50 g balls of Woolcraft Double Knitting (approx. 113 m per ball)
A pair each of 3.25 mm and 4 mm (US 3 and 6) needles
4 buttons

Tension: 22 sts and 28 rows to 10 cm over stocking stitch on 4 mm needles.`,
    expected: {
      title: 'Puddle Jumper Hoodie',
      designer: 'Agnes Whitlock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(5 * 113) },
        { size: '4 years', yards: m(6 * 113) },
        { size: '6 years', yards: m(7 * 113) },
        { size: '8 years', yards: m(8 * 113) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
    },
  },
  {
    id: 'rw-held-range-two-units-repeats',
    text: `THE SHORELINE COLLECTION · Issue 7
Driftwood Crescent Shawl
Pattern by Ines de la Fuente

Yarn: approx. 1,100–1,300 yds / 1,006–1,189 m of fingering weight yarn
Needles: US 4 (3.5 mm) 32" circular
Gauge: 3 pattern repeats (12 sts) and 9 rows = 4" in lace pattern, after blocking
Finished measurements: 180 cm wingspan x 45 cm deep at centre

A lace and garter crescent, knitted from the top down with short rows.`,
    expected: {
      title: 'Driftwood Crescent Shawl',
      designer: 'Ines de la Fuente',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1300 }],
      gauge: { stitches: 12, rows: 9, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'short rows', 'top-down'],
    },
  },
  {
    id: 'rw-held-shoe-sizes-ounces',
    text: `Hearthside Slippers
A pattern by Jonas Pettersson

Sizes: EU shoe size 37/38 (39/40, 41/42, 43/44)
Yarn: Brook Farm Chunky (100% wool; 4 oz / 113 g, 125 yds), 2 (2, 3, 3) skeins
Needles: US 10½ (6.5 mm) double-pointed needles
Gauge: 3½ sts = 1 inch in garter stitch

Knit the sole flat, then pick up around it for the upper.`,
    expected: {
      title: 'Hearthside Slippers',
      designer: 'Jonas Pettersson',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '37/38', yards: 250 },
        { size: '39/40', yards: 250 },
        { size: '41/42', yards: 375 },
        { size: '43/44', yards: 375 },
      ],
      gauge: { stitches: 3.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      sizes: ['37/38', '39/40', '41/42', '43/44'],
      techniques: ['in the round'],
    },
  },
];
