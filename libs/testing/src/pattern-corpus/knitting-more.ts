import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** More knitting: weight synonyms (bulky, jumbo, 8-ply, light worsted) and the rarer techniques. */
export const KNITTING_MORE_CASES: PatternCorpusCase[] = [
  {
    id: 'tide-shawl-short-rows',
    text: `TIDE
an asymmetric shawl
by Lotte Berg

MATERIALS
Yarn - Fingering weight, 2 skeins of Harbour Sock (100 g / 400 m each)
Needles - 3.5 mm (US 4) circular, 80 cm cable
Notions - 2 stitch markers, tapestry needle

GAUGE - 24 sts and 48 rows = 10 cm in garter stitch after blocking (not critical)

Short-row wedges in garter stitch alternate with stripes. Short rows are worked without wrapping: just
turn and slip the first stitch.`,
    expected: {
      title: 'Tide',
      designer: 'Lotte Berg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 24, rows: 48, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['short rows'],
    },
  },
  {
    id: 'garden-intarsia-cushion',
    text: `Garden Cushion Cover
Knitting pattern by Priya Shah

An intarsia tulip on a stockinette ground. Wind a separate bobbin for each colour area and twist the
yarns at every colour change.

Finished size: 16 x 16 in, to fit a 16 in pillow form

Yarn: light worsted / DK, 300 yds main colour and 60 yds in total of contrast colours
Needles: US 5 (3.75 mm) straight needles
Gauge: 22 sts and 28 rows to 4 in over stockinette

Front and back are knitted separately and sewn together on three sides.`,
    expected: {
      title: 'Garden Cushion Cover',
      designer: 'Priya Shah',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 360 }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['intarsia'],
    },
  },
  {
    id: 'snowdrift-bulky-hat',
    text: `Snowdrift Beanie
by Kai Jensen

One size fits most adults (21-23" head circumference)

Yarn: bulky weight, 1 skein Peak Bulky (106 yds / 100 g)
Needles: US 10.5 (6.5 mm) 16" circular and DPNs
Gauge: 13 sts and 20 rnds = 4" in stockinette stitch

Brim in 1x1 twisted rib, body in stockinette, worked in the round. Finish with a large pompom.`,
    expected: {
      title: 'Snowdrift Beanie',
      designer: 'Kai Jensen',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 106 }],
      gauge: { stitches: 13, rows: 20, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'jumbo-arm-blanket',
    text: `Cloud Nine Throw
by Bea Lopez

Yarn: jumbo / super bulky (7) yarn, 6 skeins of 87 yds each
Needles: US 35 (19 mm) 40" circular needle
Gauge: 5 sts = 4 in in garter stitch
Finished size: 40 x 50 in

Knit every row. The whole blanket is worked flat in garter stitch.`,
    expected: {
      title: 'Cloud Nine Throw',
      designer: 'Bea Lopez',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 522 }],
      gauge: { stitches: 5, rows: null, inches: 4 },
      needle_sizes: [{ us: '35', mm: 19 }],
    },
  },
  {
    id: 'aussie-8ply-jumper',
    text: `Coastline Jumper
by Mia Kelly

Sizes: 8 (10, 12, 14, 16, 18)

Materials
8 ply wool: 9 (10, 11, 12, 13, 14) x 50 g balls (approx. 95 m per ball)
1 pair 4.00 mm needles and 1 pair 3.25 mm needles
Stitch holders

Tension: 22 sts and 30 rows measure 10 cm over stocking stitch using 4.00 mm needles.

Back and front are knitted in pieces from the bottom up. Raglan sleeves are sewn in.`,
    expected: {
      title: 'Coastline Jumper',
      designer: 'Mia Kelly',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '8', yards: m(9 * 95) },
        { size: '10', yards: m(10 * 95) },
        { size: '12', yards: m(11 * 95) },
        { size: '14', yards: m(12 * 95) },
        { size: '16', yards: m(13 * 95) },
        { size: '18', yards: m(14 * 95) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['8', '10', '12', '14', '16', '18'],
      techniques: ['bottom-up', 'raglan'],
    },
  },
  {
    id: 'fjord-steeked-cardigan',
    text: `Fjord Cardigan
by Sigrid Aas

Sizes: S (M, L, XL)

Yarn: Nordlys Sport (50 g / 175 m per skein): MC 3 (3, 4, 4) skeins; CC1 and CC2 1 skein each
Needles: 3 mm and 3.5 mm circular needles, 80 cm
Gauge: 26 sts and 28 rounds = 10 cm in stranded colourwork on 3.5 mm needles

The body is knitted in the round with a steek, which is reinforced and cut once the colourwork is done.`,
    expected: {
      title: 'Fjord Cardigan',
      designer: 'Sigrid Aas',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: m(5 * 175) },
        { size: 'M', yards: m(5 * 175) },
        { size: 'L', yards: m(6 * 175) },
        { size: 'XL', yards: m(6 * 175) },
      ],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['colorwork', 'steeks', 'in the round'],
    },
  },
  {
    id: 'loop-provisional-cowl',
    text: `Loop Cowl
by Ada Quinn

Yarn: Aran, 220 yds
Needles: US 9 (5.5 mm) 16" circular
Gauge: 17 sts and 24 rnds = 4 in

Begin with a provisional cast-on, work the cowl in the round, then graft the ends together with
Kitchener stitch for a seamless tube.`,
    expected: {
      title: 'Loop Cowl',
      designer: 'Ada Quinn',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 220 }],
      gauge: { stitches: 17, rows: 24, inches: 4 },
      needle_sizes: [{ us: '9', mm: 5.5 }],
      techniques: ['provisional cast-on', 'in the round'],
    },
  },
  {
    id: 'reversible-double-knit-scarf',
    text: `Checkmate Scarf
Design by Owen Price

Double knitting makes a scarf with the same chessboard on both faces, each a negative of the other.

Yarn: worsted weight in 2 colours, 200 yds each
Needles: US 7 (4.5 mm)
Gauge: 20 sts (pairs) and 22 rows = 4 inches in double knitting`,
    expected: {
      title: 'Checkmate Scarf',
      designer: 'Owen Price',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 400 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['double knitting'],
    },
  },
];
