import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Real-world phrasings (issue 23) the reader was tuned on: the kinds the held-out set has, in other publishers'
 * words. Conventions: a range of yardage counts at its top (what to buy); an age's unit belongs to every size and
 * a prefix naming the kind of size ("Child", "EU shoe size") is not part of it; an item made to fit a body that
 * gives one size is "One size".
 */
export const REAL_WORLD_CASES: PatternCorpusCase[] = [
  {
    id: 'rw-approx-between-weight-and-length',
    text: `Pattern no. bz-301
Hollin Pullover

Size: XS - S - M - L - XL

Yarn: NORDLYS MERINO (worsted; 50 g balls, approx. 90 m): 9 (10, 11, 12, 13) balls
Needles: 4.5 mm and 5 mm (US 7 and 8)
Tension: 17 stitches in width and 24 rows vertically = 10 x 10 cm in stockinette stitch

The body is knitted in the round up to the armholes.`,
    expected: {
      title: 'Hollin Pullover',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: m(9 * 90) },
        { size: 'S', yards: m(10 * 90) },
        { size: 'M', yards: m(11 * 90) },
        { size: 'L', yards: m(12 * 90) },
        { size: 'XL', yards: m(13 * 90) },
      ],
      gauge: { stitches: 17, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-ounce-skeins',
    text: `Ridgeline Hat
by Morgan Ellis

Sizes: Child (Adult)
Yarn: Prairie Wool Worsted (85% wool, 15% mohair; 190 yds / 4 oz per skein), 1 (2) skeins
Needles: US 7 (4.5 mm) and US 9 (5.5 mm) 16" circular, and a set of dpns
Gauge: 18 sts and 24 rnds = 4" in stockinette on larger needles

Knit in the round from the brim up.`,
    expected: {
      title: 'Ridgeline Hat',
      designer: 'Morgan Ellis',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 190 },
        { size: 'Adult', yards: 380 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['Child', 'Adult'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-range-two-units-per-inch-fraction',
    text: `Quillfeather Wrap
Designed by Hanna von Ahlen

Yarn: Approximately 850-950 yds / 777-869 m of sport weight yarn
Needles: US 5 (3.75 mm) 40" circular
Gauge: 5½ sts = 1 inch in garter stitch, blocked
Finished size: 20 x 72 inches

A simple garter rectangle with a mosaic border.`,
    expected: {
      title: 'Quillfeather Wrap',
      designer: 'Hanna von Ahlen',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 950 }],
      gauge: { stitches: 5.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['mosaic'],
    },
  },
  {
    id: 'rw-each-of-mc-cc-mittens',
    text: `Lumberjack Check Mittens
by Rosalind Okafor

Sizes: Women's (Men's)

Yarn: Hilltop DK (100% wool; 50 g / 120 m per ball)
2 (3) balls each of MC and CC

Needles: 3.5 mm and 4 mm double-pointed needles
Gauge: 24 sts and 26 rnds = 10 cm over stranded colourwork on 4 mm needles`,
    expected: {
      title: 'Lumberjack Check Mittens',
      designer: 'Rosalind Okafor',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: "Women's", yards: m(4 * 120) },
        { size: "Men's", yards: m(6 * 120) },
      ],
      gauge: { stitches: 24, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ["Women's", "Men's"],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-colours-each-after-colon',
    text: `Meadow Stripes Baby Blanket
Pattern by Orla Finnegan

Finished size: 70 x 90 cm

Yarn: Bramble Baby Cotton (4 ply; 50 g / 170 m)
Colour 01 (Ivory): 3 balls
Colours 04, 07 and 12: 1 ball each

Needles: 3.25 mm circular needle, used flat
Tension: 26 sts and 36 rows to 10 cm over garter stitch`,
    expected: {
      title: 'Meadow Stripes Baby Blanket',
      designer: 'Orla Finnegan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(6 * 170) }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
    },
  },
  {
    id: 'rw-grams-per-size-length-elsewhere',
    text: `Thornbury Cardigan
by Elsa Lindqvist

Sizes: XS (S, M, L, XL)

Yarn: Fjordland Aran, 300-350-400-450-500 g
This yarn has 160 m per 100 g; any Aran weight wool will do.

Needles: 4.5 mm and 5 mm circular needles
Gauge: 18 sts and 24 rows = 10 cm in stocking stitch on 5 mm needles`,
    expected: {
      title: 'Thornbury Cardigan',
      designer: 'Elsa Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(480) },
        { size: 'S', yards: m(560) },
        { size: 'M', yards: m(640) },
        { size: 'L', yards: m(720) },
        { size: 'XL', yards: m(800) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
    },
  },
  {
    id: 'rw-colon-sizes-uk',
    text: `MARRAM
Sweater by Isla Drummond

SIZES
S [M: L: XL]
To fit chest 86-91 [97-102: 107-112: 117-122] cm

YARN
Island Aran (Aran weight; 100 g / 170 m)
5 [6: 6: 7] x 100 g hanks

NEEDLES
1 pair 4½ mm (no 7) (US 7) needles
1 pair 5 mm (no 6) (US 8) needles

TENSION
18 sts and 23 rows to 10 cm measured over stocking stitch using 5 mm (US 8) needles.`,
    expected: {
      title: 'Marram',
      designer: 'Isla Drummond',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m(5 * 170) },
        { size: 'M', yards: m(6 * 170) },
        { size: 'L', yards: m(6 * 170) },
        { size: 'XL', yards: m(7 * 170) },
      ],
      gauge: { stitches: 18, rows: 23, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
    },
  },
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
      techniques: ['fair isle', 'in the round'],
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
      techniques: ['bottom-up', 'seamless'],
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
      techniques: ['lace', 'in the round'],
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
      techniques: ['cuff-down', 'in the round', 'magic loop'],
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
  {
    id: 'rw-pipe-byline-particle',
    text: `Tern Lace Scarf | Pattern by Willem van den Berg

Yarn: 2 skeins Coastline Lace (800 m / 100 g)
Needles: 3.5 mm (US 4)
Gauge: 2 pattern repeats (20 sts) and 28 rows = 4" after blocking

Finished size: 30 x 180 cm. A lace scarf knitted flat.`,
    expected: {
      title: 'Tern Lace Scarf',
      designer: 'Willem van den Berg',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(1600) }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fraction-needles-and-gauge',
    text: `Lark Socks
by Dagny Solberg

Sizes: S (M, L)
Yarn: Fingering weight sock yarn, 350 (400, 450) yds
Needles: US 2½ (3 mm) dpns
Gauge: 7½ sts = 1 inch in stockinette stitch

Toe-up with an afterthought heel.`,
    expected: {
      title: 'Lark Socks',
      designer: 'Dagny Solberg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 350 },
        { size: 'M', yards: 400 },
        { size: 'L', yards: 450 },
      ],
      gauge: { stitches: 7.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['toe-up', 'in the round'],
    },
  },
  {
    id: 'rw-chevron-repeat-gauge',
    text: `Zigzag Throw
Pattern by Beatrix Hollow

Finished size: 120 x 150 cm
Yarn: Dales Aran (100 g / 200 m), 7 balls
Needles: 5 mm (US 8) circular
Gauge: 2 chevron repeats (28 sts) and 20 rows = 4" in pattern`,
    expected: {
      title: 'Zigzag Throw',
      designer: 'Beatrix Hollow',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(1400) }],
      gauge: { stitches: 28, rows: 20, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw-uk-double-knitting',
    text: `Primrose Tank
by Hetty Blackwood

Sizes: 1 (2, 3, 4)
To fit bust 81 (91, 102, 112) cm

Yarn: 4 (5, 5, 6) x 50 g balls of any double knitting (approx. 100 m per ball)
Needles: 1 pair each 3.25 mm and 4 mm needles
Tension: 22 sts and 30 rows to 10 cm in stocking stitch`,
    expected: {
      title: 'Primrose Tank',
      designer: 'Hetty Blackwood',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(400) },
        { size: '2', yards: m(500) },
        { size: '3', yards: m(500) },
        { size: '4', yards: m(600) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4'],
    },
  },
  {
    id: 'rw-crochet-hook-pair',
    text: `Sunburst Market Bag
Crochet pattern by Lucía de la Cruz

Yarn: Sport weight cotton, 2 balls (50 g / 155 m each)
Hooks: 3.5 mm and 4 mm (E-4 and G-6)
Gauge: 18 sc and 20 rows = 4" with the 4 mm hook

Worked in the round from the base up; the handles are chain loops.`,
    expected: {
      title: 'Sunburst Market Bag',
      designer: 'Lucía de la Cruz',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(310) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      techniques: ['in the round'],
    },
  },
];
