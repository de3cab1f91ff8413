import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWELFTH_CASES (split for the file-size rule; see real-world-twelfth.ts). */
export const REAL_WORLD_TWELFTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-twelfth-machine-translated-german-shop-hat',
    text: `Strickanleitung / Knitting instructions (automatic translation)
WOLLSTUBE HAGEN · Instruction No. 5518

Wichtel Hat
Design: Anna-Lena von Hagen

Sizes: head circumference 48-50 / 52-54 / 56-58 cm
Material: Wollstube Merino Soft (100 % merino wool, run length 125 m / 50 g)
Consumption: 50 / 75 / 100 g in colour rust
Needle play 3.5 mm and circular needles 3.5 mm and 4 mm, 40 cm long
Mesh sample: 22 M and 30 R smooth right with needle 4 mm = 10 x 10 cm

Abbreviations: M = mesh (stitch), R = row/round, re = right, li = left, zus = together

Stop 88 / 96 / 104 meshes on the circular needle 3.5 mm and close to the round.
Knit 6 cm in the round rib 2 re, 2 li. Change to circular needle 4 mm and knit smooth right
until 18 / 20 / 22 cm total height. The tip is knitted in rounds: decrease 8 meshes every
4th round; when there are too few meshes, change to the needle play.

Tip: the bobble from the picture is not included. A fur bobble you find in our shop (Art. 9921).`,
    expected: {
      title: 'Wichtel Hat',
      designer: 'Anna-Lena von Hagen',
      craft_type: 'knitting',
      yardage: [
        { size: '48-50', yards: m(125) },
        { size: '52-54', yards: m(187.5) },
        { size: '56-58', yards: m(250) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['48-50', '52-54', '56-58'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-twelfth-dutch-designer-mosaic-cushion-width-height',
    text: `DE LINDENHOF · crochet patterns in English & Dutch (this is the English version)

Tulp Mosaic Cushion
Design & pattern: Femke van der Linden · © 2025

An overlay mosaic colourwork cushion cover with a tulip border. US terms.

Finished size: 40 x 40 cm (fits a 40 x 40 cm cushion pad)

Materials
Yarn: cotton 8/4 (sport weight), 50 g = 125 m
  Colour A – Ink: 3 balls
  Colour B – Sand: 2 balls
Hook: 3.5 mm
Notions: 40 x 40 cm cushion pad, 3 wooden buttons (20 mm), stitch markers

Gauge: 24 stitches in width and 22 rows in height = 10 cm in mosaic pattern.
My sample front weighed 140 g.

Abbreviations
ch – chain · sc – single crochet · dc – double crochet · blo – back loop only · flo – front loop only

Each row is worked from the right side in one colour; cut the yarn at the end of every row and
leave 10 cm tails, which are hidden in the border.`,
    expected: {
      title: 'Tulp Mosaic Cushion',
      designer: 'Femke van der Linden',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(625) }],
      gauge: { stitches: 24, rows: 22, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['colorwork'],
    },
  },
  {
    id: 'rw-twelfth-1990s-book-project-uk-double-knitting-stripes',
    text: `FROM "COUNTRY WEEKEND KNITS" (1994) · PROJECT 9

Hebrides Striped Tunic
by Ailsa MacLeod

Difficulty: ** (some experience needed)

SIZES
To fit bust      81-86     91-97     102-107    cm
                 32-34     36-38     40-42      in
Actual size      102       112       122        cm

MATERIALS
Highland Spun Double Knitting, 50 g balls
  A  Peat         6     7     8    balls
  B  Heather      2     2     3    balls
  C  Sea grey     1     1     1    ball
Pair each of 3¼ mm (US 3) and 4 mm (US 6) needles
Stitch holders; 4 buttons from the Button Box range

TENSION
22 stitches and 30 rows to 10 cm (4 in) measured over stocking stitch using 4 mm needles.

The back and front are worked separately in stripes of A, B and C following the colour sequence,
and sewn together with a mattress stitch.

YARN NOTE: Highland Spun DK is 100% pure new wool, approx. 113 m per 50 g ball. If you use another
yarn, buy by length, not by weight.`,
    expected: {
      title: 'Hebrides Striped Tunic',
      designer: 'Ailsa MacLeod',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81-86', yards: m(1017) },
        { size: '91-97', yards: m(1130) },
        { size: '102-107', yards: m(1356) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81-86', '91-97', '102-107'],
    },
  },
  {
    id: 'rw-twelfth-yarn-company-web-print-toddler-cardigan',
    text: `SPRUCE YARN CO. › Free Patterns › Baby & Kids                    [ PRINT THIS PAGE ]

Pattern #: SY-L10234      Skill: EASY ★★☆☆
Baby's Button-Up Cardigan
Designed by Carla Ross for Spruce Yarn Co.

SIZES: 6 months, 12 months, 18 months and 24 months
Finished chest: 20 (22, 24, 26)"
Note: Pattern is written for the smallest size with changes for larger sizes in parentheses.
When only one number is given, it applies to all sizes.

MATERIALS
SPRUCE SOFT BABY (Art. E912), Medium Weight Yarn (4): 5 oz (141 g), 256 yds (234 m) per skein
  1 (1, 2, 2) skein(s) 7622 Sage
Crochet Hook: 5 mm [US H-8]
Yarn needle, 5 buttons ½" (13 mm)

GAUGE: 12 sc = 4"; 14 rows = 4" in single crochet.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

The body is worked in one piece to the underarms, then the fronts and back are worked separately.

ABBREVIATIONS: ch = chain; sc = single crochet; sk = skip; st(s) = stitch(es);
* = repeat whatever follows the * as indicated.

MORE FROM SPRUCE: Matching Bonnet (1 skein) · Toddler Poncho (2 skeins)
© 2026 Spruce Yarn Co. All rights reserved.`,
    expected: {
      title: "Baby's Button-Up Cardigan",
      designer: 'Carla Ross',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '6 months', yards: 256 },
        { size: '12 months', yards: 256 },
        { size: '18 months', yards: 512 },
        { size: '24 months', yards: 512 },
      ],
      gauge: { stitches: 12, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['6 months', '12 months', '18 months', '24 months'],
    },
  },
];
