import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** The first held-out batch, continued (see held-out.ts). */
export const HELD_OUT_REST_CASES: PatternCorpusCase[] = [
  {
    id: 'held-no-weight-shawl',
    text: `Saltmarsh Wrap
by Coral Benson

Materials: 3 skeins Tidewater Merino Light (420 yds each), US 5 / 3.75 mm 40" circular needle, stitch markers.

Finished dimensions: 20" x 72"

Gauge: 22 sts and 36 rows = 4" in pattern, after blocking.

The wrap is knit flat, side to side, in a simple slipped-stitch texture with garter edges.`,
    expected: {
      title: 'Saltmarsh Wrap',
      designer: 'Coral Benson',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: 1260 }],
      gauge: { stitches: 22, rows: 36, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
    },
  },
  {
    id: 'held-super-bulky-crochet-blanket',
    text: `Snow Day Throw (Crochet)

Yarn: Plushy Blanket yarn (super bulky #6; 220 yds/300g), 4 balls
Hook: 9 mm [US M/N-13]
Gauge: 7 sc and 8 rows = 4"
Finished size: 45" x 55"

Skill level: Easy. Worked in rows of single crochet and chain spaces.`,
    expected: {
      title: 'Snow Day Throw',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 880 }],
      gauge: { stitches: 7, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'M/N-13', mm: 9 }],
    },
  },
  {
    id: 'held-grams-only-jumper',
    text: `Strandline Jumper
by Freya Morgan

Sizes
XS (S, M, L, XL)

Yarn
Approx. 300 (350, 400, 450, 500) g of Aran weight wool
(1 ball = 100 g / 200 m)

Needles
4.5 mm and 5 mm circular needles

Tension
18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles

Knitted in one piece from the top down with a round yoke, in the round.`,
    expected: {
      title: 'Strandline Jumper',
      designer: 'Freya Morgan',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(600) },
        { size: 'S', yards: m(700) },
        { size: 'M', yards: m(800) },
        { size: 'L', yards: m(900) },
        { size: 'XL', yards: m(1000) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'held-amigurumi-fox',
    text: `Fennel the Fox
Amigurumi pattern - Mei Lin

Hook size: 3.0 mm
Yarn: Cotton Pop (sport weight, 50g/125m): 1 ball each in Orange, White and Black
Other: 8 mm safety eyes, polyester stuffing, yarn needle

Finished size: approx. 18 cm tall. Gauge is not important.

All parts are worked in spiral rounds of sc.`,
    expected: {
      title: 'Fennel the Fox',
      designer: 'Mei Lin',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(375) }],
      needle_sizes: [{ us: null, mm: 3 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'held-flat-blanket-metric',
    text: `Ripple Rows Baby Blanket
knitting pattern by Olu Adeyemi

Yarn: Merino DK, 6 x 50 g balls (each approx. 120 m)
Needles: 6mm (US 10) 100cm circular needle, used flat
Gauge: 14 sts and 20 rows to measure 10 x 10 cm in garter stitch
Finished measurements: 70 x 85 cm

Feather-and-fan waves with garter stitch borders, knitted back and forth.`,
    expected: {
      title: 'Ripple Rows Baby Blanket',
      designer: 'Olu Adeyemi',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(720) }],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
      techniques: ['lace'],
    },
  },
];
