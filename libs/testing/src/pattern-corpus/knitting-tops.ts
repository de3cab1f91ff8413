import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Knitted tops for babies, children and adults: sizes by age, by letter and by number. */
export const KNITTING_TOP_CASES: PatternCorpusCase[] = [
  {
    id: 'little-acorn-baby-cardigan',
    text: `Little Acorn Baby Cardigan
by Rosie Tan

A quick garter-stitch raglan cardigan for little ones, worked top-down in one piece.

Sizes: 0-3 months (3-6 months, 6-12 months, 12-24 months)
Finished chest: 18 (19.5, 21, 23)"

You will need
280 (330, 400, 470) yards of DK weight yarn
US 6 (4.0 mm) 24" circular needle
5 (5, 6, 6) buttons, 5/8" diameter

Gauge
22 sts and 44 rows (22 garter ridges) = 4" in garter stitch`,
    expected: {
      title: 'Little Acorn Baby Cardigan',
      designer: 'Rosie Tan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 280 },
        { size: '3-6 months', yards: 330 },
        { size: '6-12 months', yards: 400 },
        { size: '12-24 months', yards: 470 },
      ],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['raglan', 'top-down'],
    },
  },
  {
    id: 'summer-linen-tee',
    text: `Summer Linen Tee
Designer: Paula Ferreira

SIZES
S, M, L, XL, XXL

YARDAGE
S: 750 yds
M: 840 yds
L: 930 yds
XL: 1020 yds
XXL: 1110 yds

YARN
Linen Quest Sport (sport weight; 100% linen; 270 yds per 50 g hank)

NEEDLES
US 4 / 3.5 mm circular, 24" or 32" long

GAUGE
24 stitches and 32 rows = 4 inches over stockinette, after washing

CONSTRUCTION
Front and back are worked flat from the bottom up, then seamed at the shoulders and sides.`,
    expected: {
      title: 'Summer Linen Tee',
      designer: 'Paula Ferreira',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 750 },
        { size: 'M', yards: 840 },
        { size: 'L', yards: 930 },
        { size: 'XL', yards: 1020 },
        { size: 'XXL', yards: 1110 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'trail-kids-aran',
    text: `Trail Kids' Sweater
by Ewa Nowak

Sizes: 2 (4, 6, 8, 10) years

Materials
Aran weight yarn, approx. 400 (480, 560, 650, 740) m
Needles: 4.5 mm and 5 mm, plus a cable needle
4 stitch markers

Tension: 18 sts x 24 rows = 10 x 10 cm in stocking stitch with 5 mm needles

A classic cabled pullover. Front and back have a central cable panel flanked by moss stitch.`,
    expected: {
      title: "Trail Kids' Sweater",
      designer: 'Ewa Nowak',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '2 years', yards: m(400) },
        { size: '4 years', yards: m(480) },
        { size: '6 years', yards: m(560) },
        { size: '8 years', yards: m(650) },
        { size: '10 years', yards: m(740) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['cables'],
    },
  },
  {
    id: 'quarry-vest',
    text: `Quarry Vest

Design: Tomasz Wright

A boxy slipover in a rustic tweed.

Size
1 (2, 3, 4)
Finished chest 36 (40, 44, 48) in

Yarn
Ridgeline Tweed Aran (10-ply), 4 (5, 5, 6) skeins of 180 yds / 165 m each

Needles
US 8 (5 mm) and US 9 (5.5 mm) circular needles, 24-32 in length

Gauge
16 sts and 22 rows over 4 in / 10 cm in stockinette stitch on US 9 needles

The vest is worked in the round to the armholes, then front and back are worked flat. Armhole and
neck edges are finished with an i-cord bind-off.`,
    expected: {
      title: 'Quarry Vest',
      designer: 'Tomasz Wright',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '1', yards: 720 },
        { size: '2', yards: 900 },
        { size: '3', yards: 900 },
        { size: '4', yards: 1080 },
      ],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['1', '2', '3', '4'],
      techniques: ['in the round', 'i-cord'],
    },
  },
];
