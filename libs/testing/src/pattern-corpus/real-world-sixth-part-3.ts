import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_SIXTH_CASES (split for the file-size rule; see real-world-sixth.ts). */
export const REAL_WORLD_SIXTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-sixth-mittens-womens-prefix-mc-cc-per-inch-fraction-needle',
    text: `Snowline Mittens
by Anneke de Wit

Size: Women's M (L)
Hand circumference: 7½ (8½)" / 19 (21.5) cm
Length from cuff edge to tip: 10 (11)" / 25.5 (28) cm

Yarn: Birch Hollow Fingering (100% wool; 50 g / 1.75 oz; 190 yds / 174 m)
1 ball each in MC and CC
CC is used for the cuff, the thumb and the tip of the hand.

Needles: US 2½ (3 mm) double-pointed needles, or size needed to obtain gauge
Notions: waste yarn for the thumb, stitch marker, darning needle

Gauge: 8 sts and 9 rnds per inch in stockinette

The mittens are worked in the round; both are knitted the same, so there is no left or right.`,
    expected: {
      title: 'Snowline Mittens',
      designer: 'Anneke de Wit',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 190 }],
      gauge: { stitches: 8, rows: 9, inches: 1 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      sizes: ['M', 'L'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-sixth-socks-approx-lengths-grams-used-metres-per-100',
    text: `Heather Path Socks
Ribbed cuff-down socks for every day

Sizes: S (M, L), to fit foot circumference 7–7½ (8–8½, 9–9½)"
Leg: approx. 6" / 15 cm from cast-on edge to the heel flap
Foot: adjustable; work to approx. 2" / 5 cm less than the wearer's foot length before the toe

Yarn: fingering-weight sock yarn (75% superwash wool, 25% nylon), 100 g, approx. 400 m
Amount used: approx. 60 (70, 80) g

Needles: US 1½ (2.5 mm) DPNs or a long circular for magic loop
Gauge: 32 sts and 44 rnds = 10 cm / 4" in stockinette, worked in the round

The heel is a classic heel flap with a gusset, and the toe is a wedge toe.`,
    expected: {
      title: 'Heather Path Socks',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(60 * 4) },
        { size: 'M', yards: m(70 * 4) },
        { size: 'L', yards: m(80 * 4) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-sixth-baby-blanket-three-named-sizes-two-unit-amounts',
    text: `Cloudlet Baby Blanket
Designed by Hannah Okafor

A soft garter-stitch blanket with a simple seed-stitch border, in three sizes.

Sizes: Pram (Cot, Toddler Bed)
Finished size: 24 x 28 (30 x 36, 36 x 44)" / 61 x 71 (76 x 91, 91 x 112) cm

Yarn: approx. 550 (825, 1,100) yds / 503 (754, 1,006) m of DK weight yarn
Sample shown in Fernbrook Baby Merino DK, colour Cloud.

Needles: US 6 (4 mm) 32" circular needle, used flat
Notions: 2 stitch markers, tapestry needle

Gauge: 22 sts and 40 rows = 4" / 10 cm in garter stitch, after blocking. Gauge is not critical, but a
different gauge will change the size and the amount of yarn used.`,
    expected: {
      title: 'Cloudlet Baby Blanket',
      designer: 'Hannah Okafor',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Pram', yards: 550 },
        { size: 'Cot', yards: 825 },
        { size: 'Toddler Bed', yards: 1100 },
      ],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['Pram', 'Cot', 'Toddler Bed'],
    },
  },
  {
    id: 'rw-sixth-child-jumper-colon-sizes-grams-length-elsewhere',
    text: `littlestitchstudio — Pattern 031
Pebble Jumper
A child's everyday jumper, knitted top down in the round with no seams to sew.

To fit age: 1-2 : 3-4 : 5-6 : 7-8 years
Actual chest: 56 : 62 : 68 : 74 cm
Length to underarm: 18 : 21 : 24 : 27 cm

Yarn: 150 : 200 : 250 : 300 g DK weight merino
(We used Pebblebrook Merino DK — 50 g, approx. 115 m, shade Slate)

Needles: 3.25 mm and 4 mm circular needles, plus DPNs or magic loop for the sleeves
Tension: 22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles`,
    expected: {
      title: 'Pebble Jumper',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(3 * 115) },
        { size: '3-4 years', yards: m(4 * 115) },
        { size: '5-6 years', yards: m(5 * 115) },
        { size: '7-8 years', yards: m(6 * 115) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
