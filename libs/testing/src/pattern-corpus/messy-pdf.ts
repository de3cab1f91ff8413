import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Text as PDF extractors hand it over: lines broken mid-phrase, words hyphenated across lines, ligatures,
 * bullets, curly quotes, page headers and footers between the parts.
 */
export const MESSY_PDF_CASES: PatternCorpusCase[] = [
  {
    id: 'pdf-northwind-pullover',
    text: `www.wildfibrestudio.com
NORTHWIND
PULLOVER
by Jo Ellison
© 2022 Jo Ellison. For personal use only.
SIZES   XS (S, M, L, XL)   Shown in size S.
MATERIALS
•  Yarn: Northern Wool Worsted (100% wool; 190 yds / 174 m per 100 g skein); yard-
age: 950 (1050, 1150, 1275, 1400) yds
•  Needles: US 6 (4 mm) and US 8 (5 mm) 16”
and 32” circular needles
•  Cable needle, stitch markers
GAUGE    18 sts and 25 rnds = 4”
in stockinette on US 8 needles
Page 1 of 7
Northwind Pullover – Jo Ellison                                  2
The body is worked in the round from the bottom up. The cable panels are charted;
see Chart A and Chart B. Sleeves are worked in the round and joined to the body for a seamless yoke.`,
    expected: {
      title: 'Northwind Pullover',
      designer: 'Jo Ellison',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 950 },
        { size: 'S', yards: 1050 },
        { size: 'M', yards: 1150 },
        { size: 'L', yards: 1275 },
        { size: 'XL', yards: 1400 },
      ],
      gauge: { stitches: 18, rows: 25, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'pdf-ligature-shawl',
    text: `Page 1
Fern Gully Shawl
design by Nadia Petrova
Yarn: 2 skeins of Sheep & Co ﬁngering weight (100 g / 365 m each)
Needles: 4 mm (US 6) circular nee-
dle, 100 cm
Gauge: 20 sts and 36 rows = 10 cm in garter st, blocked.
This top-down triangular shawl grows from a garter tab. The ﬁnal section is a leaf lace border; all
lace rows are charted and written.
Page 2`,
    expected: {
      title: 'Fern Gully Shawl',
      designer: 'Nadia Petrova',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(730) }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'pdf-crochet-baby-blanket',
    text: `BABY BLOCKS BLANKET

A Crochet Pattern
by
Grace Okafor

Materials:
DK weight yarn (3 - light): 4
colours, 240 yds each
Hook: 4.0 mm
(US G-6)

Gauge: 18
dc and 10 rows = 4” (10 cm)

Finished size approximately 30” x 34” (76 x 86 cm).
Pattern uses US terms. Squares are worked in the round and joined; each square measures 10 cm across.`,
    expected: {
      title: 'Baby Blocks Blanket',
      designer: 'Grace Okafor',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 960 }],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'pdf-two-column-hat',
    text: `Knit Pattern        Alpine Hat        Free Pattern
Alpine Hat
Marco Bianchi
SIZES                           NEEDLES
Small (Medium, Large)           US 5 (3.75 mm) 16" circular
                                US 7 (4.5 mm) 16" circular and DPNs
YARN                            GAUGE
DK, 150 (175, 200) yds          22 sts and 30 rnds = 4" in
                                stockinette on larger needle
Worked in the round. The brim is folded and knit together with the cast-on edge.`,
    expected: {
      title: 'Alpine Hat',
      designer: 'Marco Bianchi',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Small', yards: 150 },
        { size: 'Medium', yards: 175 },
        { size: 'Large', yards: 200 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'pdf-hyphenated-socks',
    text: `Cobble-
stone Socks
by Rhys Evans
This pattern is worked cuff-down in the round. The heel uses a tradi-
tional heel flap; the toe is grafted with Kitchener stitch.
Sizes: S (M, L)
Yarn: fingering weight, 330 (380, 430) yds /
302 (347, 393) m
Needles: US 1.5 (2.5 mm) for magic loop
Gauge: 34 sts and 48 rnds = 4 in in stock-
inette stitch`,
    expected: {
      title: 'Cobblestone Socks',
      designer: 'Rhys Evans',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 330 },
        { size: 'M', yards: 380 },
        { size: 'L', yards: 430 },
      ],
      gauge: { stitches: 34, rows: 48, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'pdf-crochet-pullover-metric',
    text: `SOLSTICE
crochet sweater
by Amara Diallo
- 1 -
Sizes: XS / S / M / L / XL / 2XL
Yarn: Aran (10 ply) wool, 800 / 900 / 1000 / 1100 / 1200 / 1300 m
Hook: 5.5 mm (I-9) and 5 mm (H-8)
Gauge: 13 hdc and 10 rows = 10 cm with 5.5 mm hook
Worked top-down with raglan increases, seamless.
- 2 -`,
    expected: {
      title: 'Solstice',
      designer: 'Amara Diallo',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(800) },
        { size: 'S', yards: m(900) },
        { size: 'M', yards: m(1000) },
        { size: 'L', yards: m(1100) },
        { size: 'XL', yards: m(1200) },
        { size: '2XL', yards: m(1300) },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
