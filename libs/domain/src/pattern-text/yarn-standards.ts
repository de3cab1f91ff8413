/**
 * Published ranges for what a yarn weight is worked at and how much of it items take: the Craft Yarn Council's
 * Standard Yarn Weight System (yarnstandards.com: knit gauge in stockinette and crochet gauge in single crochet
 * over 4 in, needle and hook sizes) and the yardage estimates for adult projects printed in "Knitting &
 * Crocheting All-in-One For Dummies" (hat and adult sweater by weight category). They are guidelines: the checks
 * that use them allow wide margins and only lower a reading's confidence.
 */
import type { PatternYarnWeight } from '@yarn-mgmt/contracts';

type Range = readonly [number, number];

/** The CYC category (0 lace to 6 super bulky) the reader's weight names fall in. */
export const CYC_CATEGORY: Record<PatternYarnWeight, number> = {
  Lace: 0,
  Fingering: 1,
  Sport: 2,
  DK: 3,
  Worsted: 4,
  Aran: 4,
  Chunky: 5,
  'Super Chunky': 6,
};

/** Stitches over 4 in, stockinette (knitting) and single crochet (crochet; lace: double crochet). */
export const KNIT_GAUGE: readonly Range[] = [
  [33, 40],
  [27, 32],
  [23, 26],
  [21, 24],
  [16, 20],
  [12, 15],
  [7, 11],
];
export const CROCHET_GAUGE: readonly Range[] = [
  [32, 42],
  [21, 32],
  [16, 20],
  [12, 17],
  [11, 14],
  [8, 11],
  [7, 9],
];

/** Recommended needle and hook sizes, millimetres. */
export const NEEDLE_MM: readonly Range[] = [
  [1.5, 2.25],
  [2.25, 3.25],
  [3.25, 3.75],
  [3.75, 4.5],
  [4.5, 5.5],
  [5.5, 8],
  [8, 12.75],
];
export const HOOK_MM: readonly Range[] = [
  [1.4, 2.25],
  [2.25, 3.5],
  [3.5, 4.5],
  [4.5, 5.5],
  [5.5, 6.5],
  [6.5, 9],
  [9, 15],
];

/** Yards for an adult's hat and an adult's sweater (lace: the fingering figures, it goes further still). */
export const HAT_YARDS: readonly Range[] = [
  [350, 400],
  [300, 375],
  [250, 350],
  [200, 300],
  [150, 250],
  [125, 200],
  [75, 125],
];
export const SWEATER_YARDS: readonly Range[] = [
  [1500, 3200],
  [1500, 3200],
  [1200, 2500],
  [1000, 2000],
  [800, 1500],
  [600, 1200],
  [400, 800],
];
