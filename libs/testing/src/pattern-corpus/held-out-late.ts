import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * The second held-out batch, written after the parser had been corrected on the first. Its first score (before
 * any change) was the estimate of accuracy on unseen patterns; the parser was then corrected on its misses.
 */
export const HELD_OUT_LATE_CASES: PatternCorpusCase[] = [
  {
    id: 'late-hanks-metric-first',
    text: `Greenway Pullover
by Alma Reyes

Sizes: S (M, L, XL, 2X)

Yarn: Woolfolk-style merino (worsted; 142 m / 155 yds per 50 g hank), 7 (8, 9, 10, 11) hanks
Needles: US 7 (4.5 mm) and US 8 (5 mm) circular needles
Gauge: 19 sts and 26 rows = 4" in stockinette on larger needle

Worked bottom-up in the round to the underarms, then the yoke is shaped with short rows at the back neck.`,
    expected: {
      title: 'Greenway Pullover',
      designer: 'Alma Reyes',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 7 * 155 },
        { size: 'M', yards: 8 * 155 },
        { size: 'L', yards: 9 * 155 },
        { size: 'XL', yards: 10 * 155 },
        { size: '2X', yards: 11 * 155 },
      ],
      gauge: { stitches: 19, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2X'],
      techniques: ['bottom-up', 'in the round', 'short rows'],
    },
  },
  {
    id: 'late-crochet-gauge-in-sc',
    text: `Cosy Corner Pillow

Materials:
Worsted weight yarn (#4) - approx. 450 yards
Crochet hook: US size H/8 (5.0mm)
Yarn needle, 16" pillow form

Gauge: 12 sts x 14 rows in sc = 4 inches

Worked in rows of single crochet; the front and back are joined with a round of sc.`,
    expected: {
      title: 'Cosy Corner Pillow',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 450 }],
      gauge: { stitches: 12, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
  {
    id: 'late-balls-each-comma',
    text: `Petal Pullover for Kids
by Aiko Mori

Sizes: 100 (110, 120, 130) cm height

Yarn: Sport weight cotton, 4 (5, 5, 6) balls (40g each, approx. 120m)
Needles: 3 mm and 3.5 mm
Gauge: 24 sts and 32 rows = 10 cm in stockinette stitch with 3.5 mm needles

Knit flat in pieces and seamed. Lace panel on the front.`,
    expected: {
      title: 'Petal Pullover for Kids',
      designer: 'Aiko Mori',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '100', yards: m(4 * 120) },
        { size: '110', yards: m(5 * 120) },
        { size: '120', yards: m(5 * 120) },
        { size: '130', yards: m(6 * 120) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['100', '110', '120', '130'],
      techniques: ['lace'],
    },
  },
  {
    id: 'late-two-colour-shawl',
    text: `Harbour Lights Shawl
Designed by Nell Foster

Yarn: fingering weight
Color A: 1 skein, Color B: 1 skein (each 400 yds/366 m)

Needles: US 5 (3.75mm) 32" circular
Gauge: 20 sts and 40 rows = 4" in garter stitch, blocked

A striped garter stitch crescent with an i-cord edge.`,
    expected: {
      title: 'Harbour Lights Shawl',
      designer: 'Nell Foster',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 800 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'late-hyphen-sizes-cardigan',
    text: `Morning Walk Cardigan
by Priscilla Oduya

SIZES: XS-S (M-L, XL-2X, 3X-4X)
YARN: DK weight, 975 (1150, 1350, 1560) yards / 892 (1052, 1234, 1426) meters
NEEDLES: US 6 / 4 mm and US 7 / 4.5 mm, 32" circulars
GAUGE: 22 sts and 30 rows = 4" in stockinette on US 7

Top-down raglan, worked flat back and forth.`,
    expected: {
      title: 'Morning Walk Cardigan',
      designer: 'Priscilla Oduya',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS-S', yards: 975 },
        { size: 'M-L', yards: 1150 },
        { size: 'XL-2X', yards: 1350 },
        { size: '3X-4X', yards: 1560 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS-S', 'M-L', 'XL-2X', '3X-4X'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'late-slash-sizes-crochet',
    text: `Granny Stripe Cardigan
crochet design by Hattie Gray

Sizes: S/M (L/XL, 2XL/3XL)
Yarn: Aran weight acrylic, 1200 (1450, 1700) yds
Hook: 4.5mm (US 7)
Gauge: 1 granny cluster repeat = 1 inch; 8 rows = 4 inches

The body is worked in granny stripes from the bottom up; sleeves are worked in the round.`,
    expected: {
      title: 'Granny Stripe Cardigan',
      designer: 'Hattie Gray',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S/M', yards: 1200 },
        { size: 'L/XL', yards: 1450 },
        { size: '2XL/3XL', yards: 1700 },
      ],
      needle_sizes: [{ us: '7', mm: 4.5 }],
      sizes: ['S/M', 'L/XL', '2XL/3XL'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'late-ampersand-needles',
    text: `Wren Mitts
Lucy Hart

One size, to fit an average adult hand.

Yarn: 1 x 50 g ball of 4 ply (fingering) wool, 175 m per ball
Needles: 2.75mm/US2 & 3.25mm/US3 DPNs
Tension: 28 sts & 36 rows to 10cm over st st on 3.25mm needles

Worked in the round from the cuff up, with a twisted-rib cuff and an afterthought thumb.`,
    expected: {
      title: 'Wren Mitts',
      designer: 'Lucy Hart',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(175) }],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'late-no-needle-section',
    text: `Tumbling Blocks Baby Blanket

This blanket is worked in intarsia with seed stitch borders. You'll need about 600 yards of DK yarn
in three colours (roughly 200 yards each) and a 24" US 6 (4 mm) circular needle to hold all the stitches.
Gauge: 22 stitches and 36 rows to 4 inches in stockinette.`,
    expected: {
      title: 'Tumbling Blocks Baby Blanket',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 600 }],
      gauge: { stitches: 22, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['intarsia'],
    },
  },
];
