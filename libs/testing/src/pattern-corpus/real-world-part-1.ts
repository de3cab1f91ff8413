import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_CASES (split for the file-size rule; see real-world.ts). */
export const REAL_WORLD_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-approx-between-weight-and-length',
    text: `Pattern no. bz-301
Hollin Pullover

Size: XS - S - M - L - XL

Yarn: NORDLYS MERINO (worsted; 50 g balls, approx. 90 m): 9 (10, 11, 12, 13) balls
Needles: 4.5 mm and 5 mm (US 7 and 8)
Tension: 17 stitches in width and 24 rows vertically = 10 x 10 cm in stockinette stitch

The body is knitted in the round up to the armholes.`,
    expected: {
      title: 'Hollin Pullover',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: m(9 * 90) },
        { size: 'S', yards: m(10 * 90) },
        { size: 'M', yards: m(11 * 90) },
        { size: 'L', yards: m(12 * 90) },
        { size: 'XL', yards: m(13 * 90) },
      ],
      gauge: { stitches: 17, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-ounce-skeins',
    text: `Ridgeline Hat
by Morgan Ellis

Sizes: Child (Adult)
Yarn: Prairie Wool Worsted (85% wool, 15% mohair; 190 yds / 4 oz per skein), 1 (2) skeins
Needles: US 7 (4.5 mm) and US 9 (5.5 mm) 16" circular, and a set of dpns
Gauge: 18 sts and 24 rnds = 4" in stockinette on larger needles

Knit in the round from the brim up.`,
    expected: {
      title: 'Ridgeline Hat',
      designer: 'Morgan Ellis',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 190 },
        { size: 'Adult', yards: 380 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['Child', 'Adult'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-range-two-units-per-inch-fraction',
    text: `Quillfeather Wrap
Designed by Hanna von Ahlen

Yarn: Approximately 850-950 yds / 777-869 m of sport weight yarn
Needles: US 5 (3.75 mm) 40" circular
Gauge: 5½ sts = 1 inch in garter stitch, blocked
Finished size: 20 x 72 inches

A simple garter rectangle with a mosaic border.`,
    expected: {
      title: 'Quillfeather Wrap',
      designer: 'Hanna von Ahlen',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 950 }],
      gauge: { stitches: 5.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['mosaic'],
    },
  },
  {
    id: 'rw-each-of-mc-cc-mittens',
    text: `Lumberjack Check Mittens
by Rosalind Okafor

Sizes: Women's (Men's)

Yarn: Hilltop DK (100% wool; 50 g / 120 m per ball)
2 (3) balls each of MC and CC

Needles: 3.5 mm and 4 mm double-pointed needles
Gauge: 24 sts and 26 rnds = 10 cm over stranded colourwork on 4 mm needles`,
    expected: {
      title: 'Lumberjack Check Mittens',
      designer: 'Rosalind Okafor',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: "Women's", yards: m(4 * 120) },
        { size: "Men's", yards: m(6 * 120) },
      ],
      gauge: { stitches: 24, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ["Women's", "Men's"],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-colours-each-after-colon',
    text: `Meadow Stripes Baby Blanket
Pattern by Orla Finnegan

Finished size: 70 x 90 cm

Yarn: Bramble Baby Cotton (4 ply; 50 g / 170 m)
Colour 01 (Ivory): 3 balls
Colours 04, 07 and 12: 1 ball each

Needles: 3.25 mm circular needle, used flat
Tension: 26 sts and 36 rows to 10 cm over garter stitch`,
    expected: {
      title: 'Meadow Stripes Baby Blanket',
      designer: 'Orla Finnegan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(6 * 170) }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
    },
  },
  {
    id: 'rw-grams-per-size-length-elsewhere',
    text: `Thornbury Cardigan
by Elsa Lindqvist

Sizes: XS (S, M, L, XL)

Yarn: Fjordland Aran, 300-350-400-450-500 g
This yarn has 160 m per 100 g; any Aran weight wool will do.

Needles: 4.5 mm and 5 mm circular needles
Gauge: 18 sts and 24 rows = 10 cm in stocking stitch on 5 mm needles`,
    expected: {
      title: 'Thornbury Cardigan',
      designer: 'Elsa Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(480) },
        { size: 'S', yards: m(560) },
        { size: 'M', yards: m(640) },
        { size: 'L', yards: m(720) },
        { size: 'XL', yards: m(800) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
    },
  },
  {
    id: 'rw-colon-sizes-uk',
    text: `MARRAM
Sweater by Isla Drummond

SIZES
S [M: L: XL]
To fit chest 86-91 [97-102: 107-112: 117-122] cm

YARN
Island Aran (Aran weight; 100 g / 170 m)
5 [6: 6: 7] x 100 g hanks

NEEDLES
1 pair 4½ mm (no 7) (US 7) needles
1 pair 5 mm (no 6) (US 8) needles

TENSION
18 sts and 23 rows to 10 cm measured over stocking stitch using 5 mm (US 8) needles.`,
    expected: {
      title: 'Marram',
      designer: 'Isla Drummond',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m(5 * 170) },
        { size: 'M', yards: m(6 * 170) },
        { size: 'L', yards: m(6 * 170) },
        { size: 'XL', yards: m(7 * 170) },
      ],
      gauge: { stitches: 18, rows: 23, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
    },
  },
];
