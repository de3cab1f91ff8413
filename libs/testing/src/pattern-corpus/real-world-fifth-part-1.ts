import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FIFTH_CASES (split for the file-size rule; see real-world-fifth.ts). */
export const REAL_WORLD_FIFTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-fifth-yarn-house-booklet-grams-length-at-end',
    text: `Kamgarn Nord · Hefte 3107
Design 14
LYNGHEI CARDIGAN
Knitted cardigan with a textured yoke, worked top down.

SIZES: S – M – L – XL – XXL
Finished chest: 94 – 102 – 110 – 120 – 130 cm

YARN:
FJORDULL from Kamgarn Nord
400 – 450 – 500 – 550 – 650 g, colour 212 heather

NEEDLES:
Circular needles 3 mm and 4 mm, 40 and 80 cm

BUTTONS: 7 – 7 – 8 – 8 – 8

KNITTING TENSION:
20 stitches wide and 26 rows high = 10 x 10 cm in stockinette stitch on 4 mm needle.

FJORDULL: 100% Norwegian wool. 50 g ≈ 105 m.`,
    expected: {
      title: 'Lynghei Cardigan',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(8 * 105) },
        { size: 'M', yards: m(9 * 105) },
        { size: 'L', yards: m(10 * 105) },
        { size: 'XL', yards: m(11 * 105) },
        { size: 'XXL', yards: m(13 * 105) },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['top-down'],
    },
  },
  {
    id: 'rw-fifth-socks-eu-shoe-label-grams-per-100',
    text: `Lichtspel Socks
Pattern by Femke van 't Hof | @femkebreit

Shoe size (EU): 36-37 (38-39, 40-41, 42-43)
Foot circumference: 20 (21.5, 23, 24.5) cm

Yarn: 4-ply sock yarn (75% wool, 25% polyamide), 60 (70, 80, 90) g
The sample uses Breiwol Sokkenwol in Dune; 100 g = 420 m.

Needles: 2.25 mm (US 1) double-pointed needles or a long circular for magic loop
Tension: 32 sts and 46 rounds = 10 cm in stocking stitch

Cuff-down with a heel flap and gusset; the lace panel on the instep is charted.`,
    expected: {
      title: 'Lichtspel Socks',
      designer: "Femke van 't Hof",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36-37', yards: m(60 * 4.2) },
        { size: '38-39', yards: m(70 * 4.2) },
        { size: '40-41', yards: m(80 * 4.2) },
        { size: '42-43', yards: m(90 * 4.2) },
      ],
      gauge: { stitches: 32, rows: 46, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['36-37', '38-39', '40-41', '42-43'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw-fifth-uk-magazine-baby-double-knitting-yarn-facts',
    text: `THE KNITTING NOOK  |  ISSUE 64  |  BABY KNITS
Bumblebee Button Cardigan
Designed by Frances de la Cruz

SIZE
To fit age: 0-6 [6-12: 12-18: 18-24] months
Actual chest: 50 [55: 60: 65] cm

YOU WILL NEED
Fernlea Baby Double Knitting, 3 [3: 4: 4] x 50g balls in Honey (shade 214)
Pair each of 3.25mm (US 3) and 4mm (US 6) knitting needles
5 buttons

TENSION
22 sts and 28 rows to 10cm (4in) over stocking stitch using 4mm needles

YARN FACTS: Fernlea Baby DK is 100% acrylic, 50g = 145m`,
    expected: {
      title: 'Bumblebee Button Cardigan',
      designer: 'Frances de la Cruz',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-6 months', yards: m(3 * 145) },
        { size: '6-12 months', yards: m(3 * 145) },
        { size: '12-18 months', yards: m(4 * 145) },
        { size: '18-24 months', yards: m(4 * 145) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-6 months', '6-12 months', '12-18 months', '18-24 months'],
    },
  },
  {
    id: 'rw-fifth-us-leaflet-family-hat-ounces',
    text: `PREMIER PATTERN CO.   Free Pattern #PK-2291
Everyday Ribbed Watch Cap

SIZES: Child (Woman, Man)
Finished circumference (slightly stretched): 17 (19, 21)"

MATERIALS
• Hearthside Worsted™ (100% acrylic; 3 oz/85 g; 158 yd/144 m)
  #11 Slate Grey: 1 (1, 2) ball(s)
  Yarn weight: (4) Medium
• Size US 8 (5 mm) 16" circular needle and set of 4 double-pointed needles
• Stitch marker, yarn needle

GAUGE
16 sts + 22 rnds = 4" (10 cm) in k2, p2 rib, unstretched.

NOTES: Hat is worked in the round from the ribbed brim to the crown.`,
    expected: {
      title: 'Everyday Ribbed Watch Cap',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 158 },
        { size: 'Woman', yards: 158 },
        { size: 'Man', yards: 2 * 158 },
      ],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
];
