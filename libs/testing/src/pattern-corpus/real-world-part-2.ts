import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_CASES (split for the file-size rule; see real-world.ts). */
export const REAL_WORLD_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-en-dash-sizes-grams',
    text: `Leaflet 2404
Fjellrose Jumper

Sizes: 2 – 4 – 6 – 8 – 10 years
Yarn: Tiny Merino (50 g = approx. 175 m), 150 – 200 – 200 – 250 – 300 g
Needles: 2.5 mm and 3 mm circular needles
Tension: 27 sts x 34 rows in stocking stitch = 10 x 10 cm

Fair Isle yoke knitted in the round.`,
    expected: {
      title: 'Fjellrose Jumper',
      craft_type: 'knitting',
      yardage: [
        { size: '2 years', yards: m(525) },
        { size: '4 years', yards: m(700) },
        { size: '6 years', yards: m(700) },
        { size: '8 years', yards: m(875) },
        { size: '10 years', yards: m(1050) },
      ],
      gauge: { stitches: 27, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['colorwork', 'fair isle', 'in the round'],
    },
  },
  {
    id: 'rw-space-aligned-size-table',
    text: `Calder Tee
by Nadia Haddad

SIZE          XS     S      M      L      XL
Bust (cm)     80     88     96     104    112
Metres        620    700    790    880    980

Yarn: Linen-cotton blend, sport weight (50 g / 130 m)
Needles: 3.5 mm (US 4) circular needles
Gauge: 22 sts and 30 rows = 10 cm in stockinette

Worked seamlessly from the bottom up.`,
    expected: {
      title: 'Calder Tee',
      designer: 'Nadia Haddad',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m(620) },
        { size: 'S', yards: m(700) },
        { size: 'M', yards: m(790) },
        { size: 'L', yards: m(880) },
        { size: 'XL', yards: m(980) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-baby-months-prefix',
    text: `Little Acorn Cardigan
Designed by Freya Marsh

Sizes: Baby 3 (6, 12, 18) months
Yarn: 3 (3, 4, 4) skeins of Softy Sport (137 yds / 50 g)
Needles: US 4 (3.5 mm) and US 5 (3.75 mm)
Gauge: 24 sts and 32 rows = 4" in stockinette on US 5

Top-down raglan with garter trim.`,
    expected: {
      title: 'Little Acorn Cardigan',
      designer: 'Freya Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '3 months', yards: 3 * 137 },
        { size: '6 months', yards: 3 * 137 },
        { size: '12 months', yards: 4 * 137 },
        { size: '18 months', yards: 4 * 137 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['3 months', '6 months', '12 months', '18 months'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-finished-chest-only',
    text: `Harbourmaster Gansey
by Callum MacLeod

Finished chest: 36 (40, 44, 48, 52)"
Length: 25 (26, 27, 28, 29)"

Yarn: 5-ply gansey wool, 1,400 (1,550, 1,700, 1,850, 2,000) yds
Needles: US 2 (2.75 mm) circular and double-pointed needles
Gauge: 28 sts and 36 rnds = 4" in stockinette

Worked in the round with cables and a knit-purl yoke.`,
    expected: {
      title: 'Harbourmaster Gansey',
      designer: 'Callum MacLeod',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '36', yards: 1400 },
        { size: '40', yards: 1550 },
        { size: '44', yards: 1700 },
        { size: '48', yards: 1850 },
        { size: '52', yards: 2000 },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['cables', 'in the round'],
    },
  },
  {
    id: 'rw-unsaid-one-size-hat',
    text: `Fieldfare Beret
Pattern by June Okonkwo

Finished size: 21" brim circumference, to fit an average adult head
Yarn: 1 skein Harvest DK (230 yds / 100 g)
Needles: US 4 (3.5 mm) and US 6 (4 mm) 16" circulars
Gauge: 22 sts and 30 rnds = 4" in lace pattern on US 6

Worked in the round from the brim to the crown.`,
    expected: {
      title: 'Fieldfare Beret',
      designer: 'June Okonkwo',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 230 }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['One size'],
      techniques: ['bottom-up', 'lace', 'in the round'],
    },
  },
  {
    id: 'rw-collection-header-title',
    text: `Autumn Knits Vol. 3
Ember Cowl
by Priya Raman

Finished measurements: 24" circumference, 11" tall
Yarn: Ember Worsted (218 yds / 100 g), 2 skeins
Needles: US 8 (5 mm) 16" circular
Gauge: 18 sts and 26 rnds = 4" in pattern

Knit in the round with a brioche rib.`,
    expected: {
      title: 'Ember Cowl',
      designer: 'Priya Raman',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 436 }],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['brioche', 'in the round'],
    },
  },
  {
    id: 'rw-web-address-title',
    text: `knitwithclara.com
Pebble Path Socks
Clara Benedetti

Sizes: S (M, L)
Yarn: 1 (1, 2) skeins Trailhead Sock (400 yds / 100 g)
Needles: US 1 (2.25 mm) for magic loop
Gauge: 32 sts and 44 rnds = 4" in stockinette

Knit cuff-down with a heel flap and gusset.`,
    expected: {
      title: 'Pebble Path Socks',
      designer: 'Clara Benedetti',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 400 },
        { size: 'M', yards: 400 },
        { size: 'L', yards: 800 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-design-number-title',
    text: `Design No. 5520
Cobblestone Cushion Cover
Knitted in Homestead Chunky

Finished size: 45 x 45 cm
Yarn: Homestead Chunky (100 g / 100 m), 4 balls
Needles: 6.5 mm
Tension: 14 sts and 19 rows to 10 cm over moss stitch`,
    expected: {
      title: 'Cobblestone Cushion Cover',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(400) }],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
    },
  },
];
