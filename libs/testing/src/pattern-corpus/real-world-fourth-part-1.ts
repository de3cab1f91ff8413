import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FOURTH_CASES (split for the file-size rule; see real-world-fourth.ts). */
export const REAL_WORLD_FOURTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-fourth-nordic-leaflet-alternating-brackets',
    text: `Sandvik Garn 2304 · Pattern 7
VINTERLYS GENSER

Størrelse / Size: XS (S) M (L) XL (XXL)
Chest: 88 (94) 100 (108) 116 (124) cm
Length: 60 (62) 64 (66) 68 (70) cm

Yarn: Fjellull (100% wool, 50 g = approx. 91 m)
Natural 1002: 450 (500) 550 (600) 700 (750) g

Recommended needles: Circular needle 3.5 mm and 4 mm, 40 and 80 cm
Gauge: 22 stitches in stockinette stitch on 4 mm needle = 10 cm

The body is knitted in the round from the bottom up to the armholes.`,
    expected: {
      title: 'Vinterlys Genser',
      craft_type: 'knitting',
      yardage: [
        { size: 'XS', yards: m(819) },
        { size: 'S', yards: m(910) },
        { size: 'M', yards: m(1001) },
        { size: 'L', yards: m(1092) },
        { size: 'XL', yards: m(1274) },
        { size: 'XXL', yards: m(1365) },
      ],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-fourth-us-yarn-company-ounces-throw',
    text: `LION & LAMB® HEARTH & HOME®
Pattern Number: L40215
Cozy Cabin Throw

SKILL LEVEL: Easy
SIZE: About 48 x 60 in. (122 x 152.5 cm)

MATERIALS
• 640-110 HEARTH & HOME THICK (Bonus Bundle)
(80% acrylic, 20% wool; 12 oz/340 g; 212 yd/194 m)
#099 Fisherman 3 balls
Yarn weight: (6) Super Bulky
• LION & LAMB circular knitting needle size 13 [9 mm], 36 in. [90 cm] long
• Stitch markers

GAUGE: 9 sts + 12 rows = 4 in. (10 cm) in Seed st.
BE SURE TO CHECK YOUR GAUGE.`,
    expected: {
      title: 'Cozy Cabin Throw',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 3 * 212 }],
      gauge: { stitches: 9, rows: 12, inches: 4 },
      needle_sizes: [{ us: '13', mm: 9 }],
    },
  },
  {
    id: 'rw-fourth-indie-socks-pipe-fraction-two-units',
    text: `Pebble Path Socks
Pattern by Marieke de Vries | marieke-knits.nl

Sizes: 1 (2, 3), to fit foot circumference 7 (8, 9)"
Yarn: fingering weight sock yarn, approx. 280 (330, 380) yds / 256 (302, 347) m
Needles: US 1½ (2.5 mm) – set of 5 DPNs or a 32" circular for magic loop
Gauge: 8 sts and 11 rnds per inch in stockinette stitch

Worked in the round, toe-up, with a short-row heel.`,
    expected: {
      title: 'Pebble Path Socks',
      designer: 'Marieke de Vries',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: 280 },
        { size: '2', yards: 330 },
        { size: '3', yards: 380 },
      ],
      gauge: { stitches: 8, rows: 11, inches: 1 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['1', '2', '3'],
      techniques: ['in the round', 'bottom-up', 'short rows'],
    },
  },
  {
    id: 'rw-fourth-uk-magazine-colon-ranges-double-knitting',
    text: `Brambleside Cardigan
Designed by Sarah Hatton for The Knitter, issue 182

SIZES
To fit bust: 81-86 [91-97: 102-107: 112-117] cm / 32-34 [36-38: 40-42: 44-46] in
Actual bust: 94 [105: 116: 127] cm

YARN
Dales Spinners Bluefaced Leicester Double Knitting (100% wool; 50 g / 112 m)
8 [9: 10: 12] x 50 g balls Cream (010)

NEEDLES
3.75mm (UK 9/US 5) and 4mm (UK 8/US 6) needles

TENSION
22 sts and 30 rows to 10cm over st st on 4mm needles`,
    expected: {
      title: 'Brambleside Cardigan',
      designer: 'Sarah Hatton',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81-86', yards: m(8 * 112) },
        { size: '91-97', yards: m(9 * 112) },
        { size: '102-107', yards: m(10 * 112) },
        { size: '112-117', yards: m(12 * 112) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117'],
    },
  },
  {
    id: 'rw-fourth-amigurumi-each-with-eyes-mm',
    text: `~ Bartholomew the Bee ~
an amigurumi pattern by Ana Paula dos Santos
www.anapaulacrochets.com

Finished size: approx. 12 cm (4¾") tall with the recommended yarn

MATERIALS
• Scheepjes Catona (100% cotton; 25 g / 62 m): 1 ball each in Lemon (280), Black (110) and White (106)
• 2.75 mm (US C/2) crochet hook
• 6 mm safety eyes, fibrefill, stitch marker

Gauge is not important for this project; just work tightly so the stuffing does not show.
Worked in continuous spiral rounds.`,
    expected: {
      title: 'Bartholomew the Bee',
      designer: 'Ana Paula dos Santos',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(3 * 62) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-fourth-vintage-leaflet-no-length',
    text: `PATONS
No. 8241
LADY'S JUMPER
in Patons Diploma Gold D.K.

MEASUREMENTS
To fit bust     81    86    91    97    102   cm
                32    34    36    38    40    in
Length from shoulder  56  57  58  60  61 cm

MATERIALS
Patons Diploma Gold D.K. 50 g balls
                9     10    10    11    12
Pair each 3¼ mm (No. 10) and 4 mm (No. 8) needles.

TENSION
22 sts and 30 rows = 10 cm square over stocking stitch on 4 mm needles.`,
    expected: {
      title: "Lady's Jumper",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81', '86', '91', '97', '102'],
    },
  },
];
