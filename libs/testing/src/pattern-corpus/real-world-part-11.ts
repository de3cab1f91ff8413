import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 11 of REAL_WORLD_CASES: translations (Japanese, German, Norwegian), an Australian 8-ply book, a US brand's
 * crochet garment, a vintage leaflet in ounces, and sizes as shoe sizes, ages abbreviated, named wearers and a
 * one-size bust, with the yardage in grams per colour, balls per size and a ball's length set after.
 */
export const REAL_WORLD_CASES_PART_11: PatternCorpusCase[] = [
  {
    id: 'rw-translated-amigurumi-grams-per-colour',
    text: `Little Bear Amigurumi
Design: Yuki Tanaka (translated from Japanese)

Finished size: approx. 12 cm tall

Materials
Hamanaka Amerry (40 g per ball, approx. 110 m)
Light Brown (8): 20 g
Cream (2): 5 g
Hamanaka crochet hook 5/0 (3.0 mm)
Safety eyes 6 mm, 1 pair; fibrefill

Gauge is not critical for this project.`,
    expected: {
      title: 'Little Bear Amigurumi',
      designer: 'Yuki Tanaka',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m((25 / 40) * 110) }],
      needle_sizes: [{ us: null, mm: 3 }],
      techniques: ['amigurumi'],
    },
  },
  {
    id: 'rw-translated-socks-shoe-sizes-grams',
    text: `Regia · Design No. 9417
Summer Meadow Socks
Design: Petra Hoffmann

Size: Shoe size 36/37 (38/39, 40/41)
Yarn: Regia 4-ply (100 g = approx. 420 m) in Meadow Color, 100 (100, 150) g
Needles: 1 set of double-pointed needles 2.5 mm
Tension: 30 sts and 42 rnds in stocking stitch = 10 x 10 cm
The socks are worked from the cuff down with a heel flap.`,
    expected: {
      title: 'Summer Meadow Socks',
      designer: 'Petra Hoffmann',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36/37', yards: m(420) },
        { size: '38/39', yards: m(420) },
        { size: '40/41', yards: m(630) },
      ],
      gauge: { stitches: 30, rows: 42, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36/37', '38/39', '40/41'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-ply-book-abbreviated-ages-table',
    text: `PATONS
Book 1312 · Baby Essentials
Raindrop Matinee Jacket

To fit:            3 mths   6 mths   12 mths   2 yrs
Fits chest (cm):   40       45       50        55
Actual chest (cm): 46       51       56        61

MATERIALS
Patons Dreamtime 8 ply (50 g)      3      3      4      5 balls
1 pair each 3.25 mm (No 10) and 4.00 mm (No 8) knitting needles; 3 buttons.
Dreamtime 8 ply has approx. 110 m per 50 g ball.

TENSION
22 sts to 10 cm over stocking st, using 4.00 mm needles.`,
    expected: {
      title: 'Raindrop Matinee Jacket',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '3 mths', yards: m(3 * 110) },
        { size: '6 mths', yards: m(3 * 110) },
        { size: '12 mths', yards: m(4 * 110) },
        { size: '2 yrs', yards: m(5 * 110) },
      ],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['3 mths', '6 mths', '12 mths', '2 yrs'],
    },
  },
  {
    id: 'rw-brand-crochet-garment-ball-length-after',
    text: `RED HEART® Soft®
Crochet Hexagon Cardi
Designed by Salena Baca
LW6012 · Intermediate

What you will need:
RED HEART® Soft®: 4 (5, 5, 6, 7) balls 9518 Teal
Susan Bates® Crochet Hook: 5.5 mm [US I-9]
Yarn needle

SIZES: S (M, L, XL, 2XL)
Finished bust: 36 (40, 44, 48, 52)"

GAUGE: 13 dc = 4" (10 cm); 7 rows = 4" (10 cm) in dc.

RED HEART® Soft®: 5 oz (141 g), 256 yds (234 m) per ball.
Yarn weight: (4) Medium`,
    expected: {
      title: 'Crochet Hexagon Cardi',
      designer: 'Salena Baca',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 4 * 256 },
        { size: 'M', yards: 5 * 256 },
        { size: 'L', yards: 5 * 256 },
        { size: 'XL', yards: 6 * 256 },
        { size: '2XL', yards: 7 * 256 },
      ],
      gauge: { stitches: 13, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
    },
  },
  {
    id: 'rw-vintage-leaflet-ounces-one-bust',
    text: `WELDON'S
No. 347
THE "MAYFAIR" TWIN SET
For 34-in. Bust

MATERIALS: 9 ozs. Patons Beehive 3-ply for the jumper and 12 ozs. for the cardigan; 7 buttons; a pair each of No. 10 and No. 12 knitting needles.
TENSION: 8 sts. and 10 rows to one inch, measured over stocking-stitch.
MEASUREMENTS: To fit 34-in. bust; length, 21 ins.; sleeve seam, 18 ins.`,
    expected: {
      // A leaflet's quoted name without its article and quotes, as every blind batch's writer records it (it was
      // 'The "Mayfair" Twin Set' until session 22, when the thirty-third's and thirty-fifth's writers both did so).
      title: 'Mayfair Twin Set',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: 10, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-named-wearers-head-sizes-balls',
    text: `Bernat® Softee® Chunky™
KNIT FAMILY BEANIE
Free Pattern · SKILL LEVEL: EASY

SIZES: Child (Woman, Man)
To fit head circumference 18 (21, 23)" [45.5 (53.5, 58.5) cm]

MATERIALS
Bernat Softee Chunky (100 g/3.5 oz; 99 m/108 yds)
Grey Heather (28046) 1 (1, 2) ball(s)
Size 6.5 mm (U.S. 10½) knitting needles or size needed to obtain gauge.

GAUGE: 12 sts and 16 rows = 4" [10 cm] in stocking st.`,
    expected: {
      title: 'Knit Family Beanie',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: 108 },
        { size: 'Woman', yards: 108 },
        { size: 'Man', yards: 216 },
      ],
      gauge: { stitches: 12, rows: 16, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      sizes: ['Child', 'Woman', 'Man'],
    },
  },
  {
    id: 'rw-norwegian-booklet-grams-per-shade',
    text: `Sandnes Garn
Hefte 2302 · Modell 5
FJELLRYPE
Genser med mønstret bærestykke / Sweater with a colourwork yoke

Størrelse / Size: XS (S) M (L) XL (XXL)
Overvidde / Chest: 86 (92) 100 (108) 116 (124) cm
Garn / Yarn: Peer Gynt (50 g = ca. 91 m)
Natural 1012: 400 (450) 500 (550) 600 (650) g
Grey 1042: 100 (100) 100 (150) 150 (150) g
Black 1099: 50 (50) 50 (50) 100 (100) g
Pinner / Needles: 3.5 mm and 4 mm circular needles, 40 and 80 cm
Strikkefasthet / Gauge: 20 sts x 26 rounds in stockinette on 4 mm needles = 10 x 10 cm`,
    expected: {
      title: 'Fjellrype',
      craft_type: 'knitting',
      yardage: [
        { size: 'XS', yards: m((550 / 50) * 91) },
        { size: 'S', yards: m((600 / 50) * 91) },
        { size: 'M', yards: m((650 / 50) * 91) },
        { size: 'L', yards: m((750 / 50) * 91) },
        { size: 'XL', yards: m((850 / 50) * 91) },
        { size: 'XXL', yards: m((900 / 50) * 91) },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['colorwork', 'in the round'],
    },
  },
];
