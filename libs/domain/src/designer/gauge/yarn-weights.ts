/**
 * The Craft Yarn Council's Standard Yarn Weight System (craftyarncouncil.com/standards/yarn-weight-system,
 * "Standards & Guidelines for Crochet and Knitting"): for each category 0 Lace to 7 Jumbo, the knit gauge range
 * in stockinette over 4 in (10 cm) with the recommended needles, and the crochet gauge range in single crochet
 * over 4 in with the recommended hooks. Lace crochet gauge is given by CYC in double crochet; 7 Jumbo is open-ended
 * ("6 sts and fewer", "12.75 mm and larger"), written here as a closed range at its usual size.
 *
 * The engine's design gauge (`knit`, `crochet`) is a point inside each range, and its needle or hook the matching
 * size of CYC's range; the row gauges are not CYC's (it gives none) but the usual ratio of the fabric: about 4
 * rows of stockinette for every 3 stitches, single crochet rows a little taller than wide.
 */
export interface YarnWeightStandard {
  category: number;
  name: string;
  /** Names the category covers on labels. */
  types: string;
  knitRange: readonly [number, number];
  needleRangeMm: readonly [number, number];
  crochetRange: readonly [number, number];
  hookRangeMm: readonly [number, number];
  /** The engine's gauge per 4 in: stockinette for knitting, single crochet for crochet. */
  knit: { stitches: number; rows: number; needleMm: number };
  crochet: { stitches: number; rows: number; hookMm: number };
}

export const CYC_YARN_WEIGHTS: readonly YarnWeightStandard[] = [
  {
    category: 0,
    name: 'Lace',
    types: 'fingering 10-count crochet thread',
    knitRange: [33, 40],
    needleRangeMm: [1.5, 2.25],
    crochetRange: [32, 42],
    hookRangeMm: [1.4, 2.25],
    knit: { stitches: 34, rows: 46, needleMm: 2.25 },
    crochet: { stitches: 34, rows: 38, hookMm: 2.25 },
  },
  {
    category: 1,
    name: 'Super Fine',
    types: 'sock, fingering, baby',
    knitRange: [27, 32],
    needleRangeMm: [2.25, 3.25],
    crochetRange: [21, 32],
    hookRangeMm: [2.25, 3.5],
    knit: { stitches: 28, rows: 38, needleMm: 2.75 },
    crochet: { stitches: 26, rows: 30, hookMm: 3.25 },
  },
  {
    category: 2,
    name: 'Fine',
    types: 'sport, baby',
    knitRange: [23, 26],
    needleRangeMm: [3.25, 3.75],
    crochetRange: [16, 20],
    hookRangeMm: [3.5, 4.5],
    knit: { stitches: 24, rows: 32, needleMm: 3.5 },
    crochet: { stitches: 18, rows: 21, hookMm: 4 },
  },
  {
    category: 3,
    name: 'Light',
    types: 'DK, light worsted',
    knitRange: [21, 24],
    needleRangeMm: [3.75, 4.5],
    crochetRange: [12, 17],
    hookRangeMm: [4.5, 5.5],
    knit: { stitches: 22, rows: 30, needleMm: 4 },
    crochet: { stitches: 15, rows: 17, hookMm: 5 },
  },
  {
    category: 4,
    name: 'Medium',
    types: 'worsted, afghan, aran',
    knitRange: [16, 20],
    needleRangeMm: [4.5, 5.5],
    crochetRange: [11, 14],
    hookRangeMm: [5.5, 6.5],
    knit: { stitches: 18, rows: 24, needleMm: 5 },
    crochet: { stitches: 13, rows: 15, hookMm: 5.5 },
  },
  {
    category: 5,
    name: 'Bulky',
    types: 'chunky, craft, rug',
    knitRange: [12, 15],
    needleRangeMm: [5.5, 8],
    crochetRange: [8, 11],
    hookRangeMm: [6.5, 9],
    knit: { stitches: 14, rows: 19, needleMm: 6.5 },
    crochet: { stitches: 10, rows: 11, hookMm: 8 },
  },
  {
    category: 6,
    name: 'Super Bulky',
    types: 'super bulky, roving',
    knitRange: [7, 11],
    needleRangeMm: [8, 12.75],
    crochetRange: [6, 9],
    hookRangeMm: [9, 16],
    knit: { stitches: 10, rows: 14, needleMm: 9 },
    crochet: { stitches: 8, rows: 9, hookMm: 10 },
  },
  {
    category: 7,
    name: 'Jumbo',
    types: 'jumbo, roving',
    knitRange: [4, 6],
    needleRangeMm: [12.75, 25],
    crochetRange: [4, 5],
    hookRangeMm: [16, 19],
    knit: { stitches: 6, rows: 8, needleMm: 15 },
    crochet: { stitches: 5, rows: 6, hookMm: 16 },
  },
];

/** The designer's Yarn Weight options (spec part 2 section 9) and their CYC category. */
export const DESIGNER_WEIGHT_CATEGORY = {
  lace: 0,
  fingering: 1,
  sport: 2,
  dk: 3,
  worsted: 4,
  bulky: 5,
  'super-bulky': 6,
} as const;

/**
 * Yarn used by one stitch at the design gauge, in inches: a knit stitch in stockinette, a single crochet. Not a
 * CYC figure: a knit stitch's loop is about four times its width, and a single crochet takes about three times
 * the yarn of a knit stitch of the same yarn. A worsted throw of 50 x 60 in then takes about 2,100 yd knitted in
 * stockinette and 3,000 yd in single crochet, in line with the usual yardage charts.
 */
export const YARN_PER_STITCH_IN: Record<number, { knit: number; crochet: number }> = {
  0: { knit: 0.45, crochet: 1.3 },
  1: { knit: 0.58, crochet: 1.7 },
  2: { knit: 0.68, crochet: 2.1 },
  3: { knit: 0.76, crochet: 2.5 },
  4: { knit: 0.95, crochet: 3.0 },
  5: { knit: 1.2, crochet: 3.9 },
  6: { knit: 1.65, crochet: 5.2 },
  7: { knit: 2.6, crochet: 7.8 },
};

/** A typical 100 g skein of each weight, in yards: what the materials round up to. */
export const TYPICAL_SKEIN_YARDS: Record<number, number> = {
  0: 800,
  1: 400,
  2: 330,
  3: 250,
  4: 210,
  5: 130,
  6: 80,
  7: 40,
};
