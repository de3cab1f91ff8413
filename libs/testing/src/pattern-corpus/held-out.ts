import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * The first held-out batch, written after the parser was finished. Its first score (before any change) was the
 * honest estimate of accuracy on unseen patterns; the parser was then corrected on its misses.
 */
export const HELD_OUT_CASES: PatternCorpusCase[] = [
  {
    id: 'held-ravelry-listing',
    text: `Lichen Pullover
Craft: Knitting
Category: Sweater / Pullover
Published: March 2023
Yarn weight: Worsted (9 wpi)
Gauge: 18 stitches and 24 rows = 4 inches in stockinette stitch
Needle size: US 8 - 5.0 mm
Yardage: 1150 (1280, 1420, 1560) yards
Sizes available: 34 (38, 42, 46)" bust
Designer: Hollis Crane
A cozy bottom-up pullover with a cabled front panel.`,
    expected: {
      title: 'Lichen Pullover',
      designer: 'Hollis Crane',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '34', yards: 1150 },
        { size: '38', yards: 1280 },
        { size: '42', yards: 1420 },
        { size: '46', yards: 1560 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['34', '38', '42', '46'],
      techniques: ['bottom-up', 'cables'],
    },
  },
  {
    id: 'held-uk-crochet-cushion',
    text: `Hedgerow Cushion
A crochet pattern by Ruth Pendleton

This pattern is written in UK terms (dc = US sc, tr = US dc).

You will need
Stylecraft Special DK (100g/295m): 1 ball each in Cream, Sage and Mustard
4mm crochet hook
40cm (16in) cushion pad
Tapestry needle

Tension
18 tr and 10 rows to 10cm

The front is made of nine granny squares joined with dc.`,
    expected: {
      title: 'Hedgerow Cushion',
      designer: 'Ruth Pendleton',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(3 * 295) }],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'held-vanilla-socks',
    text: `Plain Vanilla Socks
by Greta Lindqvist

Yarn: 1 x 100g skein of 4ply sock yarn (425m/100g)
Needles: 2.25mm (US1) 9" circular or DPNs
Gauge: 36 sts & 50 rounds = 10cm in stockinette

Sizes: Women's small (medium, large)

These socks are knit from the cuff down with a heel flap and gusset and a wedge toe.`,
    expected: {
      title: 'Plain Vanilla Socks',
      designer: 'Greta Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(425) }],
      gauge: { stitches: 36, rows: 50, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['small', 'medium', 'large'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'held-square-bracket-hat',
    text: `Bramblewood Hat

Designed by Tess Okonkwo

SIZE: Toddler [Child, Adult]
YARN: 90 [120, 150] yards of chunky yarn
NEEDLES: US 10 (6 mm) 16" circular + DPNs
GAUGE: 14 sts x 20 rnds = 4" in stockinette

Worked in the round from the brim. Top with a faux-fur pompom.`,
    expected: {
      title: 'Bramblewood Hat',
      designer: 'Tess Okonkwo',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Toddler', yards: 90 },
        { size: 'Child', yards: 120 },
        { size: 'Adult', yards: 150 },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'held-blank-line-pdf',
    text: `FIELD NOTES
CARDIGAN

by Ines Albrecht


SIZES

1 (2, 3, 4, 5, 6)


YARN

Fingering weight; 1250 (1380, 1500, 1650, 1800, 1950) yds


NEEDLES

US 3 (3.25 mm) and US 4 (3.5 mm) 32" circulars


GAUGE

24 sts & 32 rows to 4" (10cm) over st st on larger needles


CONSTRUCTION

Worked top down with raglan sleeves. The button bands are picked up and knit at the end.`,
    expected: {
      title: 'Field Notes Cardigan',
      designer: 'Ines Albrecht',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: 1250 },
        { size: '2', yards: 1380 },
        { size: '3', yards: 1500 },
        { size: '4', yards: 1650 },
        { size: '5', yards: 1800 },
        { size: '6', yards: 1950 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
