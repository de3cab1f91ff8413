import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FOURTH_CASES (split for the file-size rule; see real-world-fourth.ts). */
export const REAL_WORLD_FOURTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-fourth-mitts-particle-fractions-unsaid-size',
    text: `Heatherbell Fingerless Mitts
knitting pattern · designed by Maren van der Linde

Fits a hand 7–8" around the palm
Yarn: 1 skein Tosh Sport (100% merino; 270 yds / 247 m)
Needles: US 3 (3.25 mm) DPNs or two circulars
Gauge: 6½ sts and 8½ rnds = 1" in stockinette, worked in the round

Cuff-down, with a gusset thumb.`,
    expected: {
      title: 'Heatherbell Fingerless Mitts',
      designer: 'Maren van der Linde',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 270 }],
      gauge: { stitches: 6.5, rows: 8.5, inches: 1 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      sizes: ['One size'],
      techniques: ['in the round', 'top-down'],
    },
  },
  {
    id: 'rw-fourth-us-company-crochet-colour-named-aran',
    text: `RED ROSE® SUPER SAVER®
Crochet Striped Market Bag
Designed by Michele Wilcox
LW5432

What you will need:
RED ROSE® Super Saver®: 1 skein each 0313 Aran A, 0672 Hot Red B
  (7 oz/198 g; 364 yd/333 m)
Yarn weight: (4) Medium
Susan Bates® Crochet Hook: 5mm [US H-8]
Yarn needle

GAUGE: 13 sc = 4" [10 cm]; 14 rows = 4" [10 cm] in single crochet.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.`,
    expected: {
      title: 'Crochet Striped Market Bag',
      designer: 'Michele Wilcox',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 364 }],
      gauge: { stitches: 13, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
];
