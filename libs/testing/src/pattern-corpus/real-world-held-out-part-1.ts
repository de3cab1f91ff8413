import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_HELD_OUT_CASES (split for the file-size rule; see real-world-held-out.ts). */
export const REAL_WORLD_HELD_OUT_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-held-grams-dash-list',
    text: `NORDKAPP DESIGN: Pattern no. ee-812
Frost Fern Sweater
Knitted jumper with round yoke and lace pattern, worked in the round from the top down.

Size: S - M - L - XL - XXL

Materials:
NORDKAPP MERINO (DK / 8 ply; 100% wool, 50 g = approx. 100 m)
450-500-550-600-700 g colour 01, off white

NEEDLES: 3.5 mm and 4 mm circular needles, 40 and 80 cm.

KNITTING TENSION:
21 stitches in width and 28 rows vertically with stockinette stitch = 10 x 10 cm.`,
    expected: {
      title: 'Frost Fern Sweater',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(900) },
        { size: 'M', yards: m(1000) },
        { size: 'L', yards: m(1100) },
        { size: 'XL', yards: m(1200) },
        { size: 'XXL', yards: m(1400) },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw-held-colon-brackets-particles',
    text: `KESTREL
by Marie-Claire van der Linden

SIZES
To fit bust 81 [86: 91: 97: 102] cm
32 [34: 36: 38: 40] in

YARN
Fellside Tweed (DK weight; 50 g / 175 m)
6 [6: 7: 7: 8] x 50 g balls
(photographed in Seasalter 178)

NEEDLES
1 pair 3¼ mm (no 10) (US 3) needles
1 pair 3¾ mm (no 9) (US 5) needles

TENSION
23 sts and 32 rows to 10 cm measured over stocking stitch using 3¾ mm (US 5) needles.

Knitted in pieces and sewn together.`,
    expected: {
      title: 'Kestrel',
      designer: 'Marie-Claire van der Linden',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81', yards: m(6 * 175) },
        { size: '86', yards: m(6 * 175) },
        { size: '91', yards: m(7 * 175) },
        { size: '97', yards: m(7 * 175) },
        { size: '102', yards: m(8 * 175) },
      ],
      gauge: { stitches: 23, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['81', '86', '91', '97', '102'],
    },
  },
  {
    id: 'rw-held-pattern-by-pipe-fractions',
    text: `Pattern by Theodora Quist | photos by Lena Park

Tidewater Socks

Sizes: Women's S (M, L); foot circumference 7 (8, 9)"

Yarn: 1 skein Hedgerow Fingering (75% superwash merino, 25% nylon; 463 yds / 100 g)
Needles: US 1½ (2.5 mm) double-pointed needles or a long circular for magic loop
Gauge: 8 sts and 11 rnds per inch in stockinette stitch, worked in the round

Worked toe-up with a short-row heel.`,
    expected: {
      title: 'Tidewater Socks',
      designer: 'Theodora Quist',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 463 }],
      gauge: { stitches: 8, rows: 11, inches: 1 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['short rows', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-held-leaflet-ounces-mc-cc',
    text: `Leaflet #L40219
www.meadowlarkyarns.com

Snowdrift Striped Hat

Yarn: Meadowlark Wool-Ease (Worsted weight; 3 oz / 85 g, 197 yds / 180 m)
1 ball each in MC (Fisherman) and CC (Cranberry)

Needles: Size 8 (5 mm) 16" circular and double-pointed needles
Gauge: 18 sts = 4" (10 cm) in Stockinette stitch
Finished circumference: 20"; fits an average adult head

Knit the brim in k2, p2 rib, then change to Stockinette stitch and work stripes.`,
    expected: {
      title: 'Snowdrift Striped Hat',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 197 }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-held-magazine-model-dash-sizes',
    text: `AUTUMN/WINTER COLLECTION 2025
Model 14
Birchwood Vest
Design: Katrin Oberhauser

Size: 36/38 - 40/42 - 44/46
Finished bust: 92 - 102 - 112 cm

Yarn: Alpina Merino (100% merino; 50 g = approx. 125 m), 250-300-350 g in colour 08 (grey)
Needles: 4 mm and 4.5 mm
Tension: 20 stitches in width and 28 rows vertically = 10 x 10 cm in stocking stitch with 4.5 mm needles

The vest is knitted flat in two pieces.`,
    expected: {
      title: 'Birchwood Vest',
      designer: 'Katrin Oberhauser',
      craft_type: 'knitting',
      yardage: [
        { size: '36/38', yards: m(625) },
        { size: '40/42', yards: m(750) },
        { size: '44/46', yards: m(875) },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['36/38', '40/42', '44/46'],
    },
  },
  {
    id: 'rw-held-shades-each-blanket',
    text: `Seaglass Granny Blanket
Crochet pattern by Ruth Ellingham

Finished size: approx. 110 x 130 cm

Yarn: Cotton DK (50 g, 125 m per ball)
Shade 1 (Pure White): 4 balls
Shades 2, 3, 4 and 5: 1 ball each
Hook: 4 mm
Tension: 1 granny square = 10 x 10 cm

Join the squares as you go with a round of dc.`,
    expected: {
      title: 'Seaglass Granny Blanket',
      designer: 'Ruth Ellingham',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(8 * 125) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-held-bust-only-table',
    text: `Linden Raglan
by Sofia Amaral

Finished bust: 34 (37½, 41, 44½, 48)"
Shown in size 37½" with 3" positive ease.

Yarn: Aran weight wool; amounts below.

            34"    37½"   41"    44½"   48"
Yards       1050   1150   1260   1380   1500
Skeins      6      6      7      7      8

Needles: US 8 (5 mm) and US 9 (5.5 mm) 24" circulars
Gauge: 16 sts and 22 rows = 4" in stockinette on larger needle

Knit top-down in one piece with raglan increases.`,
    expected: {
      title: 'Linden Raglan',
      designer: 'Sofia Amaral',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '34', yards: 1050 },
        { size: '37.5', yards: 1150 },
        { size: '41', yards: 1260 },
        { size: '44.5', yards: 1380 },
        { size: '48', yards: 1500 },
      ],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['34', '37.5', '41', '44.5', '48'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
