import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Texts that mislead a naive reader: a skein's length that is not the total, m1 that is not metres, 10 cm
 * that is not gauge, a cable cast-on without cables, "Aran" as a style, UK needle numbers, and texts that
 * leave most fields out.
 */
export const DISTRACTOR_CASES: PatternCorpusCase[] = [
  {
    id: 'skein-length-not-total',
    text: `Pebble Cowl
by Iris Novak

Yarn: 1 skein of Stonewash Worsted. Each skein contains 220 yds / 200 m. You will use approx. 160 yds.
Needles: US 8 (5 mm) 16" circular
Gauge: 18 sts = 4 in in seed stitch

Cast on 100 sts using the cable cast-on. Join to work in the round, being careful not to twist.
Rnd 1: *k1, p1; rep from * to end. Rnd 2: *p1, k1; rep from * to end.`,
    expected: {
      title: 'Pebble Cowl',
      designer: 'Iris Novak',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 160 }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'make-one-and-ten-cm',
    text: `Sprout Baby Hat
by Lea Muller

Sizes: newborn (3 months, 6 months, 12 months)

Yarn: 60 (75, 90, 110) m of DK yarn
Needles: 3.5 mm and 4 mm DPNs
Gauge: 22 sts and 30 rnds to 10 cm in stocking stitch on 4 mm needles

Cast on 72 (80, 88, 96) sts on 3.5 mm needles. Work in k1, p1 rib for 3 cm. Change to 4 mm needles.
Next rnd: *k8, m1; rep from * - 81 (90, 99, 108) sts. Work straight until hat measures 10 cm (11 cm,
12 cm, 13 cm) from cast-on edge. Shape crown: k2tog around. Draw yarn through the remaining m1 stitches.`,
    expected: {
      title: 'Sprout Baby Hat',
      designer: 'Lea Muller',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'newborn', yards: m(60) },
        { size: '3 months', yards: m(75) },
        { size: '6 months', yards: m(90) },
        { size: '12 months', yards: m(110) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['newborn', '3 months', '6 months', '12 months'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'aran-style-in-worsted',
    text: `The Inishmore Gansey
An Aran-style pullover by Siobhan Kelly

Traditional Aran patterning - honeycomb, diamonds and twisted ribs - in a modern worsted yarn.

Sizes: 36 (40, 44, 48)" chest
Yarn: Cascade-type worsted, 7 (8, 9, 10) skeins of 220 yds
Needles: US 7 (4.5 mm) and US 8 (5 mm) 32" circulars; cable needle
Gauge: 20 sts and 26 rows = 4" over reverse stockinette, 28 sts = 4" over cable panels`,
    expected: {
      title: 'The Inishmore Gansey',
      designer: 'Siobhan Kelly',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '36', yards: 1540 },
        { size: '40', yards: 1760 },
        { size: '44', yards: 1980 },
        { size: '48', yards: 2200 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48'],
      techniques: ['cables'],
    },
  },
  {
    id: 'uk-needle-numbers',
    text: `Country Tweed Waistcoat

MATERIALS
6 (7, 8) 50g balls of Tweedy DK (approx. 110 m per ball)
Pair each of 3 1/4 mm (No 10) and 4mm (No 8) needles
5 buttons

SIZES To fit chest 86 (97, 107) cm / 34 (38, 42) in

TENSION 22 sts and 28 rows = 10 cm square over st st on 4mm needles.`,
    expected: {
      title: 'Country Tweed Waistcoat',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '86', yards: m(6 * 110) },
        { size: '97', yards: m(7 * 110) },
        { size: '107', yards: m(8 * 110) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['86', '97', '107'],
    },
  },
  {
    id: 'only-a-title-and-yarn',
    text: `Quick Garter Scarf

Any chunky yarn, about 150 yards. Big needles - I used 8 mm.
Cast on 20 stitches and knit every row until you run out of yarn. Bind off loosely.`,
    expected: {
      title: 'Quick Garter Scarf',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 150 }],
      needle_sizes: [{ us: '11', mm: 8 }],
    },
  },
  {
    id: 'lace-weight-yarn-no-lace',
    text: `Halo Mohair Sweater
by Freya Lund

Sizes: S (M, L)
Yarn: held double throughout - mohair silk (lace weight), 3 (3, 4) balls of 25 g / 210 m
Needles: 6 mm (US 10) circular needle, 80 cm
Gauge: 14 sts and 20 rows = 10 cm in stockinette with yarn held double

A boxy drop-shoulder sweater worked flat in pieces and seamed. No shaping, no lace - just stockinette.`,
    expected: {
      title: 'Halo Mohair Sweater',
      designer: 'Freya Lund',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [
        { size: 'S', yards: m(3 * 210) },
        { size: 'M', yards: m(3 * 210) },
        { size: 'L', yards: m(4 * 210) },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
      sizes: ['S', 'M', 'L'],
    },
  },
  {
    id: 'crochet-hook-only-letter',
    text: `Rainbow Ripple Afghan

A crochet classic. Use any worsted weight acrylic, about 1500 yards in 6 colours, and a size J hook.
Gauge: 1 ripple repeat (14 sts) = 4 inches in pattern.
Chain 226. Row 1: sc in 2nd ch from hook ...`,
    expected: {
      title: 'Rainbow Ripple Afghan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 1500 }],
      gauge: { stitches: 14, rows: null, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
    },
  },
];
