import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_EIGHTH_CASES (split for the file-size rule; see real-world-eighth.ts). */
export const REAL_WORLD_EIGHTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-eighth-fair-isle-yoke-mc-skeins-cc-one-each',
    text: `THE ISLAND COLLECTION — No. 4

Noost Yoke Jumper
Design by Freya Isbister

Sizes: XS (S, M, L, XL)
Finished bust: 33 (37, 41, 45, 49)" / 84 (94, 104, 114, 124) cm

Yarn: fingering-weight Shetland wool (25 g; 115 yds / 105 m per skein)
MC: 5 (5, 6, 7, 8) skeins, Oatmeal
CC1-CC4: 1 skein each, Peat, Moorit, Sea Pink, Lichen

Needles: 3 mm (US 2.5) and 3.5 mm (US 4) circular needles, 40 and 80 cm

Gauge: 26 sts and 30 rnds = 4"/10 cm over stranded fair isle pattern on 3.5 mm needle

Construction: the body is worked in the round from the bottom up to the underarm; body and
sleeves are then joined and the fair isle yoke is knitted seamless to the neck.`,
    expected: {
      title: 'Noost Yoke Jumper',
      designer: 'Freya Isbister',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: 1035 },
        { size: 'S', yards: 1035 },
        { size: 'M', yards: 1150 },
        { size: 'L', yards: 1265 },
        { size: 'XL', yards: 1380 },
      ],
      gauge: { stitches: 26, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['colorwork', 'fair isle', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-eighth-baby-blanket-pram-cot-colon-sizes',
    text: `Little Acorn Blanket
Designed by Hannah Pryce-Jones

Sizes:    Pram   :   Cot
Width:    60 cm  :   90 cm
Length:   75 cm  :   110 cm

Yarn: Meadowsweet Baby Double Knitting, 50 g balls (approx. 120 m)
Quantity:  6  :  9  balls, shade 07 Buttermilk

Needles: 4 mm (US 6) circular needle, 80 cm, used flat

Tension: 22 sts and 30 rows to 10 cm over moss stitch

The border is finished with an i-cord edging worked all round.`,
    expected: {
      title: 'Little Acorn Blanket',
      designer: 'Hannah Pryce-Jones',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Pram', yards: m(720) },
        { size: 'Cot', yards: m(1080) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['Pram', 'Cot'],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw-eighth-crochet-c2c-blanket-colour-chart-total-grams',
    text: `Meadow Tiles C2C Blanket
crochet pattern by Priya Raman

Finished size: approx. 100 x 130 cm

Yarn: Hearthside DK (100% acrylic, 100 g = approx. 300 m), approx. 900 g total:

  Chart key   Colour       Amount
  ■           Sage (A)     400 g
  □           Cream (B)    300 g
  ▲           Mustard (C)  200 g

Hook: 4 mm (US G-6)
Gauge: 9 tiles across and 9 tiles up = 10 cm (4") square

The blanket is worked corner-to-corner (C2C) from the chart: each square of the chart is
one tile of 3 dc, increasing to the widest diagonal and then decreasing.`,
    expected: {
      title: 'Meadow Tiles C2C Blanket',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2700) }],
      gauge: { stitches: 9, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['corner-to-corner'],
    },
  },
  {
    id: 'rw-eighth-crochet-cardigan-us-paired-slash-sizes',
    text: `sunhillyarns.com · FREE CROCHET PATTERN

Campfire Cardigan
Designed by Tasha Brooks for Sunhill Yarns

SIZES: Small/Medium, Large/X-Large, 2X/3X
Finished bust: 40 (48, 56)"

MATERIALS
Sunhill Heartland (medium weight #4; 5 oz/142 g; 251 yd/230 m): 4 (5, 6) skeins #122 Ember
Size J-10 (6 mm) crochet hook
Stitch markers, yarn needle, 5 buttons

GAUGE: 12 dc and 7 rows = 4" (10 cm)

NOTES: The cardigan is worked top-down with raglan increases; the sleeves are worked in
rows from the underarm.`,
    expected: {
      title: 'Campfire Cardigan',
      designer: 'Tasha Brooks',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Small/Medium', yards: 1004 },
        { size: 'Large/X-Large', yards: 1255 },
        { size: '2X/3X', yards: 1506 },
      ],
      gauge: { stitches: 12, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['Small/Medium', 'Large/X-Large', '2X/3X'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
