import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 10 of REAL_WORLD_CASES: yarn houses' leaflets and magazines (a pattern number, designer or yarn line over the
 * title), yardage per size in balls or grams with the ball's length apart, sizes as tables, ages and chests.
 */
export const REAL_WORLD_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw-drops-pattern-number-grams-dash-list',
    text: `DROPS Design: Pattern no. ka-123
Yarn group B
Frosted Pines
Knitted jumper in DROPS Karisma. The piece is worked top down with raglan and a textured pattern. Sizes S - XXXL.

SIZE:
S - M - L - XL - XXL - XXXL

MATERIALS:
DROPS KARISMA from Garnstudio (belongs to yarn group B)
350-400-450-500-550-600 g colour 21, forest green

DROPS CIRCULAR NEEDLE SIZE 3.5 MM: length 40 and 80 cm.
DROPS CIRCULAR NEEDLE SIZE 4 MM: length 40 and 80 cm.

KNITTING TENSION:
21 stitches in width and 28 rows vertically in stockinette stitch = 10 x 10 cm.

DROPS KARISMA: 100% wool, 50 g = approx. 100 metres`,
    expected: {
      title: 'Frosted Pines',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(700) },
        { size: 'M', yards: m(800) },
        { size: 'L', yards: m(900) },
        { size: 'XL', yards: m(1000) },
        { size: 'XXL', yards: m(1100) },
        { size: 'XXXL', yards: m(1200) },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-magazine-designer-before-caps-title-table',
    text: `ROWAN
Magazine 74 · Autumn/Winter
Martin Storey
ELSPETH
Cabled sweater in Felted Tweed

SIZE
S         M         L         XL        XXL
To fit bust
81-86     91-97     102-107   112-117   122-127   cm
32-34     36-38     40-42     44-46     48-50     in

YARN
Felted Tweed
6         7         7         8         9         x 50gm

NEEDLES
1 pair 3 1/4mm (no 10) (US 3) needles
1 pair 3 3/4mm (no 9) (US 5) needles

TENSION
24 sts and 32 rows to 10 cm measured over st st using 3 3/4mm (US 5) needles.

Felted Tweed: 50% merino, 25% alpaca, 25% viscose; approx 175m per 50gm ball.`,
    expected: {
      title: 'Elspeth',
      designer: 'Martin Storey',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(6 * 175) },
        { size: 'M', yards: m(7 * 175) },
        { size: 'L', yards: m(7 * 175) },
        { size: 'XL', yards: m(8 * 175) },
        { size: 'XXL', yards: m(9 * 175) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-brand-leaflet-package-size-last',
    text: `Lion Brand® Wool-Ease® Thick & Quick®
Pattern Number: L60214
HEARTH & HOME BLANKET
SIZE: About 48 x 60 in. (122 x 152.5 cm)
CYC Yarn Weight: (6) Super Bulky

MATERIALS
• 640-123 Lion Brand Wool-Ease Thick & Quick Yarn: Oatmeal 8 Balls
• Lion Brand Knitting Needles Size 13 [9 mm]

GAUGE:
9 sts + 12 rows = 4 in. (10 cm) in Stockinette st (k on RS, p on WS).

Wool-Ease Thick & Quick (Art. #640) 80% Acrylic, 20% Wool; package size: 6 oz/170 g (106 yd/97 m) balls`,
    expected: {
      title: 'Hearth & Home Blanket',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 8 * 106 }],
      gauge: { stitches: 9, rows: 12, inches: 4 },
      needle_sizes: [{ us: '13', mm: 9 }],
    },
  },
  {
    id: 'rw-yarn-line-over-title-designer-for-shop',
    text: `FREE PATTERN
Paintbox Yarns Cotton DK
Sunny Day Granny Blanket
Designed by Emma Wright for LoveCrafts

Finished size: 100 cm x 120 cm (39¼" x 47¼")

You will need:
Paintbox Yarns Cotton DK (50 g / 125 m / 137 yds)
Champagne White (402): 4 balls
Buttercup Yellow (423): 2 balls
Duck Egg Blue (431): 2 balls
Seafoam Blue (432): 2 balls
4 mm (US G/6) crochet hook

Tension: each granny square measures 10 cm x 10 cm.`,
    expected: {
      title: 'Sunny Day Granny Blanket',
      designer: 'Emma Wright',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 10 * 137 }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-indie-studio-name-first-total-yardage',
    text: `Hanna Lindqvist Designs
SALTMARSH
a crescent shawl in two colours

SIZE
One size: 180 cm (71") wingspan x 45 cm (17¾") deep, after blocking.

MATERIALS
Yarn: fingering weight, 2 colours
Colour A: 1 skein Hedgehog Fibres Sock (100 g / 400 m / 437 yds), shown in Pollen
Colour B: 1 skein Hedgehog Fibres Sock, shown in Monstera
Total yardage approx. 650 m / 710 yds (A: 380 m, B: 270 m)

Needles: 3.75 mm (US 5) 80 cm circular needle
Gauge: 22 sts and 40 rows = 10 cm in garter stitch, after blocking`,
    expected: {
      title: 'Saltmarsh',
      designer: 'Hanna Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 710 }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-magazine-caps-designer-finished-chest-sizes',
    text: `INTERWEAVE KNITS · WINTER 2025
Ridgeline Pullover
ANNA MARTINEZ

FINISHED SIZE 32 (36, 40, 44, 48)" chest circumference. Pullover shown measures 36"; modeled with 4" of positive ease.
YARN Quince & Co. Lark (100% American wool; 134 yd [123 m]/1¾ oz [50 g]): #151 Bark, 8 (9, 10, 11, 12) skeins.
NEEDLES Size 6 (4 mm): 16" and 32" circular (cir). Size 7 (4.5 mm): 16" and 32" cir and set of double-pointed (dpn). Adjust needle size if necessary to obtain the correct gauge.
GAUGE 20 sts and 28 rnds = 4" in St st on larger needle.`,
    expected: {
      title: 'Ridgeline Pullover',
      designer: 'Anna Martinez',
      craft_type: 'knitting',
      yardage: [
        { size: '32', yards: 8 * 134 },
        { size: '36', yards: 9 * 134 },
        { size: '40', yards: 10 * 134 },
        { size: '44', yards: 11 * 134 },
        { size: '48', yards: 12 * 134 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['32', '36', '40', '44', '48'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-leaflet-age-table-two-garments-ball-length-last',
    text: `Sirdar
Snuggly DK
Leaflet 5321
LITTLE ACORN CARDIGAN AND HAT

MEASUREMENTS
To fit ages    0-6    6-12    12-18    18-24    months
To fit chest   41     46      51       56       cm
               16     18      20       22       in
Actual size    46     51      56       61       cm

YARN
Snuggly DK 50g
Cardigan       2      3       3        4        balls
Hat            1      1       1        1        ball

NEEDLES
1 pair 3 1/4mm (UK 10 - USA 3)
1 pair 4mm (UK 8 - USA 6)

TENSION
22 sts and 28 rows to 10cm, 4in square measured over stocking stitch using 4mm needles.

Snuggly DK: approx 165m (180yds) per 50g ball.`,
    expected: {
      title: 'Little Acorn Cardigan and Hat',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-6 months', yards: 3 * 180 },
        { size: '6-12 months', yards: 4 * 180 },
        { size: '12-18 months', yards: 4 * 180 },
        { size: '18-24 months', yards: 5 * 180 },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-6 months', '6-12 months', '12-18 months', '18-24 months'],
    },
  },
];
