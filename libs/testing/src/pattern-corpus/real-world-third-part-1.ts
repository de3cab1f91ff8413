import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRD_CASES (split for the file-size rule; see real-world-third.ts). */
export const REAL_WORLD_THIRD_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-third-yarn-house-group-letter',
    text: `DROPS 251-7
Forest Walk
Knitted jumper in DROPS Lima. Worked top down with raglan and textured pattern. Sizes S - XXXL.

SIZE: S - M - L - XL - XXL - XXXL

MATERIALS:
DROPS LIMA from Garnstudio (belongs to yarn group B)
450-500-550-650-700-800 g colour 0620, light grey

DROPS CIRCULAR NEEDLES SIZE 4 MM: length 40 and 80 cm.
DROPS CIRCULAR NEEDLES SIZE 3 MM: length 40 and 80 cm.

KNITTING TENSION:
21 stitches in width and 28 rows vertically with stocking stitch = 10 x 10 cm.

DROPS LIMA: 65% wool, 35% alpaca; 50 g = approx. 100 metres.`,
    expected: {
      title: 'Forest Walk',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(900) },
        { size: 'M', yards: m(1000) },
        { size: 'L', yards: m(1100) },
        { size: 'XL', yards: m(1300) },
        { size: 'XXL', yards: m(1400) },
        { size: 'XXXL', yards: m(1600) },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-third-brand-masthead-chest-table',
    text: `ROWAN
ALDER
Designed by Martin Storey

SIZE
To fit chest
97        102       107       112       117       cm
38        40        42        44        46        in

YARN
Felted Tweed
8         8         9         9         10        x 50gm
(photographed in Treacle 145)

NEEDLES
1 pair 3¼mm (no 10) (US 3) needles
1 pair 3¾mm (no 9) (US 5) needles
Cable needle

TENSION
24 sts and 32 rows to 10 cm measured over st st using 3¾mm (US 5) needles.

Felted Tweed: 50 g balls, approx. 175 m (191 yds) per ball.`,
    expected: {
      title: 'Alder',
      designer: 'Martin Storey',
      craft_type: 'knitting',
      yardage: [
        { size: '97', yards: 8 * 191 },
        { size: '102', yards: 8 * 191 },
        { size: '107', yards: 9 * 191 },
        { size: '112', yards: 9 * 191 },
        { size: '117', yards: 10 * 191 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['97', '102', '107', '112', '117'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-third-family-hat-mc-cc-per-size',
    text: `Snowflake Lane
Tin Can Knits

SIZES: Baby (Toddler, Child, Adult S, M, L)
Finished head circumference: 14 (16, 18, 20, 21, 22)"

MATERIALS
Yarn: DK weight, 120 (140, 170, 200, 220, 240) yds MC, 40 (50, 60, 70, 80, 90) yds CC
Needles: US 5 / 3.75mm and US 6 / 4mm 16" circular and DPNs (or long circular for magic loop)
Gauge: 22 sts & 28 rounds / 4" in stockinette on larger needles

Worked from the brim up in the round; the colorwork is charted.`,
    expected: {
      title: 'Snowflake Lane',
      designer: 'Tin Can Knits',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Baby', yards: 160 },
        { size: 'Toddler', yards: 190 },
        { size: 'Child', yards: 230 },
        { size: 'Adult S', yards: 270 },
        { size: 'M', yards: 300 },
        { size: 'L', yards: 330 },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round', 'colorwork'],
    },
  },
  {
    id: 'rw-third-indie-crochet-cowl-pipe',
    text: `Harbour Lights Cowl
crochet pattern · © 2025 Pattern by Lotte van den Berg | lottemakes.com

Skill level: easy
Size: one size, 60 cm around x 25 cm tall

Materials
- 2 skeins Hillside Cotton Aran (100 g / 170 m / 186 yds), shown in Sea Spray
- 5.5 mm (I-9) crochet hook
- tapestry needle

Gauge: 14 sts and 8 rows = 10 cm (4") in half double crochet

Worked in joined rounds; the shell edging is added last.`,
    expected: {
      title: 'Harbour Lights Cowl',
      designer: 'Lotte van den Berg',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 2 * 186 }],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-third-japanese-numbered-needles',
    text: `No. 18  Lattice Pullover
Design: Michiyo Hasegawa

Materials: Hamanaka Exceed Wool L, beige (302) 420 g / 11 balls
  (1 ball = 40 g, approx. 80 m)
Tools: Knitting needles No. 6 (3.9 mm) and No. 4 (3.3 mm)
Gauge: Pattern stitch 22 sts, 30 rows = 10 cm square
Finished measurements: Bust 96 cm, length 56 cm, sleeve 48 cm`,
    expected: {
      title: 'Lattice Pullover',
      designer: 'Michiyo Hasegawa',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: m(880) }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: null, mm: 3.9 },
        { us: null, mm: 3.3 },
      ],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-third-uk-crochet-leaflet-dk-title',
    text: `Leaflet 1187
SUNNY STRIPES BABY BLANKET
in Stylecraft Special for Babies Double Knitting

Measurements: approx. 75 x 90 cm

MATERIALS
Stylecraft Special for Babies DK (100 g balls, approx. 328 m)
A White 1 x 100 g ball
B Lemon, C Aqua, D Candyfloss: 1 ball of each
4.00 mm (UK 8, USA G/6) crochet hook

TENSION
16 sts and 9 rows to 10 cm over trebles.

ABBREVIATIONS
ch = chain; dc = double crochet; tr = treble.`,
    expected: {
      title: 'Sunny Stripes Baby Blanket',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(4 * 328) }],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
];
