import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRD_CASES (split for the file-size rule; see real-world-third.ts). */
export const REAL_WORLD_THIRD_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-third-inclusive-sizes-skein-ounces',
    text: `Sunday Market Cardigan
by Jess Okafor

Sizes: XS (S, M, L, 1X, 2X, 3X)
Finished bust (buttoned): 33 (36¾, 40, 44, 48½, 52, 56)"

Yarn: 5 (5, 6, 6, 7, 8, 8) skeins of a worsted weight wool (100% wool; 220 yds / 200 m per 3.5 oz / 100 g skein)
Needles: US 6 (4 mm) and US 8 (5 mm) circular needles, 32" or longer
Gauge: 18 sts and 26 rows = 4" (10 cm) in stockinette on larger needle

Worked top down in one piece with raglan shaping; bands picked up and knit.`,
    expected: {
      title: 'Sunday Market Cardigan',
      designer: 'Jess Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 5 * 220 },
        { size: 'S', yards: 5 * 220 },
        { size: 'M', yards: 6 * 220 },
        { size: 'L', yards: 6 * 220 },
        { size: '1X', yards: 7 * 220 },
        { size: '2X', yards: 8 * 220 },
        { size: '3X', yards: 8 * 220 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', '1X', '2X', '3X'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-third-vintage-leaflet-number-subtitle',
    text: `PATONS
No. 3215
Gentleman's Slipover
in Patons Classic 4 Ply

MEASUREMENTS
To fit chest 96 [101, 106, 111] cm (38 [40, 42, 44] in)
Length from shoulder 61 [63, 65, 67] cm

MATERIALS
Patons Classic 4 Ply (50 g balls, approx. 165 m): 5 [5, 6, 6] balls
1 pair each 2¾ mm (No. 12) and 3¼ mm (No. 10) needles
Set of four 2¾ mm double-pointed needles

TENSION
28 sts and 36 rows to 10 cm over stocking stitch on 3¼ mm needles.`,
    expected: {
      title: "Gentleman's Slipover",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '96', yards: m(5 * 165) },
        { size: '101', yards: m(5 * 165) },
        { size: '106', yards: m(6 * 165) },
        { size: '111', yards: m(6 * 165) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['96', '101', '106', '111'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-third-granny-cardigan-grams-total',
    text: `Meadow Granny Cardigan
crochet · Design: Freya Castellanos

Sizes: S/M – L/XL – 2X/3X
Bust circumference: 100 – 120 – 140 cm

Yarn: 350 – 450 – 550 g of aran-weight wool in total, shared between 6 colours
Hook: 5 mm (US H-8)
Gauge: one granny square = 12 x 12 cm

Yarn used: Moorside Aran, 100 g = 180 m
Squares are joined as you go.`,
    expected: {
      title: 'Meadow Granny Cardigan',
      designer: 'Freya Castellanos',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S/M', yards: m(630) },
        { size: 'L/XL', yards: m(810) },
        { size: '2X/3X', yards: m(990) },
      ],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['S/M', 'L/XL', '2X/3X'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-third-brioche-scarf-per-inch',
    text: `Ember Brioche Scarf
Pattern by Malin Østergaard | malinknits.dk

Finished dimensions: 22 cm wide x 180 cm long
Yarn: 2 colours of DK weight yarn, 1 x 100 g skein each (approx. 225 m / 246 yds per skein)
Needles: 4.5 mm (US 7) circular, 80 cm, used flat
Gauge: 4½ sts and 8 rows = 1 inch in two-colour brioche, blocked`,
    expected: {
      title: 'Ember Brioche Scarf',
      designer: 'Malin Østergaard',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 2 * 246 }],
      gauge: { stitches: 4.5, rows: 8, inches: 1 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['brioche'],
    },
  },
  {
    id: 'rw-third-crochet-tee-two-hooks-ounces',
    text: `Lakeshore Tee
Crochet pattern · designer: Priya Raman

Size: S (M, L, XL, 2XL)
Finished bust: 36 (40, 44, 48, 52)"

Materials
Yarn: Sport weight cotton blend — Sunlit Cotton (1.75 oz / 50 g; 136 yds / 124 m), 6 (7, 8, 9, 10) balls
Hooks: US G-6 (4 mm) and US 7 (4.5 mm)
Gauge: 20 sts and 12 rows = 4" in pattern with 4.5 mm hook`,
    expected: {
      title: 'Lakeshore Tee',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 6 * 136 },
        { size: 'M', yards: 7 * 136 },
        { size: 'L', yards: 8 * 136 },
        { size: 'XL', yards: 9 * 136 },
        { size: '2XL', yards: 10 * 136 },
      ],
      gauge: { stitches: 20, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
    },
  },
];
