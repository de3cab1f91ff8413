import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FOURTH_CASES (split for the file-size rule; see real-world-fourth.ts). */
export const REAL_WORLD_FOURTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-fourth-german-leaflet-hat-one-size-unsaid',
    text: `Lana Verde · Leaflet No. 12 · Autumn/Winter
Snow Swirl Hat
Design: Katrin Schneider

Head circumference: 54–56 cm

Yarn: Lana Verde Cool Merino (50 g = approx. 160 m / 175 yds): 100 g Dark Grey (col. 2002), 50 g Light Grey (col. 2013)
Needles: 1 circular needle 3.5 mm, 40 cm long; 1 set of double-pointed needles 3.5 mm
Gauge: Stockinette stitch with 3.5 mm needles: 24 sts and 32 rnds = 10 x 10 cm

Worked in the round from the brim up.`,
    expected: {
      title: 'Snow Swirl Hat',
      designer: 'Katrin Schneider',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: 3 * 175 }],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-fourth-lace-shawl-repeat-gauge-ounces',
    text: `Seafoam Crescent
A lace shawl by Ingrid Halvorsen

Yarn: 2 skeins of Woolfold Tynd (fingering; 50 g / 1¾ oz, 225 yds / 206 m)
Needles: US 4 (3.5 mm) 32" circular needle
Gauge: 3 pattern repeats (24 sts) and 16 rows = 4" in lace pattern, after blocking
Finished dimensions: 60" wingspan × 14" deep

Worked top down from the center back, beginning with a garter tab cast-on.`,
    expected: {
      title: 'Seafoam Crescent',
      designer: 'Ingrid Halvorsen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 225 }],
      gauge: { stitches: 24, rows: 16, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw-fourth-crochet-tee-dashes',
    text: `Marigold Market Tee — crochet pattern
Designer: Chioma Eze

Sizes: XS – S – M – L – XL – 2XL – 3XL
Finished bust: 34 – 37 – 40 – 43 – 46 – 50 – 54"

Yarn: DK weight cotton, 700 – 800 – 900 – 1000 – 1100 – 1250 – 1400 yds
Hook: 5 mm (H-8)
Gauge: 16 hdc and 12 rows = 4" (10 cm)

Worked top-down and seamless, with raglan increases.`,
    expected: {
      title: 'Marigold Market Tee',
      designer: 'Chioma Eze',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 700 },
        { size: 'S', yards: 800 },
        { size: 'M', yards: 900 },
        { size: 'L', yards: 1000 },
        { size: 'XL', yards: 1100 },
        { size: '2XL', yards: 1250 },
        { size: '3XL', yards: 1400 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-fourth-sizes-by-finished-bust-only',
    text: `Tidewater Pullover
by Juniper Row Designs

Finished bust circumference: 36 (40, 44, 48, 52)" — shown in 40" with 4" of positive ease

Yarn: Hudson Tweed Shelter (worsted weight; 140 yds / 50 g): 8 (9, 10, 11, 12) skeins
Needles: US 7 (4.5 mm) and US 8 (5 mm), 16" and 32" circulars
Gauge: 18 sts & 26 rows = 4" in stockinette stitch on larger needle, blocked`,
    expected: {
      title: 'Tidewater Pullover',
      designer: 'Juniper Row Designs',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '36', yards: 8 * 140 },
        { size: '40', yards: 9 * 140 },
        { size: '44', yards: 10 * 140 },
        { size: '48', yards: 11 * 140 },
        { size: '52', yards: 12 * 140 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
    },
  },
  {
    id: 'rw-fourth-child-years-designer-last',
    text: `Little Acorn Vest
Child 2 (4, 6, 8, 10) years

Yarn: Cascadia 220 Superwash (worsted; 100 g / 220 yds)
2 (2, 3, 3, 4) skeins
Needles: 4 mm and 4.5 mm (US 6 and 7)
Gauge: 20 sts and 28 rows = 4 in / 10 cm on 4.5 mm needles

Designed by Ruth O'Malley for Acorn Knits`,
    expected: {
      title: 'Little Acorn Vest',
      designer: "Ruth O'Malley",
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '2 years', yards: 440 },
        { size: '4 years', yards: 440 },
        { size: '6 years', yards: 660 },
        { size: '8 years', yards: 660 },
        { size: '10 years', yards: 880 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
    },
  },
  {
    id: 'rw-fourth-crochet-slippers-eu-shoe-grams',
    text: `Cottage Slippers (crochet)
Pattern by Eline Janssens | eline-haakt.be

Sizes: EU shoe size 36/37 (38/39, 40/41, 42/43)

Yarn: chunky wool, 150 (175, 200, 225) g – 100 g = approx. 80 m
Hook: 6 mm (US J-10)
Gauge: 12 sc and 13 rounds = 10 cm

Worked in joined rounds; the sole is made last and sewn on.`,
    expected: {
      title: 'Cottage Slippers',
      designer: 'Eline Janssens',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '36/37', yards: m(120) },
        { size: '38/39', yards: m(140) },
        { size: '40/41', yards: m(160) },
        { size: '42/43', yards: m(180) },
      ],
      gauge: { stitches: 12, rows: 13, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['36/37', '38/39', '40/41', '42/43'],
      techniques: ['in the round'],
    },
  },
];
