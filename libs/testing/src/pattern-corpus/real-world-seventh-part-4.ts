import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_SEVENTH_CASES (split for the file-size rule; see real-world-seventh.ts). */
export const REAL_WORLD_SEVENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-seventh-crochet-market-bag-two-skeins-yds-each',
    text: `SUNNY DAY CROCHET CO. · FREE PATTERN

Farmers Market Mesh Tote

Finished size: 13" wide x 14" tall (unstretched), handles 10" drop. The mesh stretches a lot when
filled!

MATERIALS
Worsted weight cotton, 2 skeins (236 yds each) — sample in Kitchen Cotton, shade Lemonade
Crochet hook size H/8 (5 mm)
Yarn needle

GAUGE
Base: 14 sc and 16 rows = 4" (10 cm). Mesh gauge is not critical.

NOTES
The bag starts with a flat oval base worked around a foundation chain; the mesh body is then worked
in joined rounds and the handles are chained and worked into the last round.`,
    expected: {
      title: 'Farmers Market Mesh Tote',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 236 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-seventh-tunisian-throw-range-two-units-ten-cm-gauge',
    text: `Haverland Throw — Tunisian crochet
Design: Femke van den Broek · www.haakstudiofemke.nl

Dimensions: approx. 100 x 130 cm (39½ x 51")

Yarn: Aran weight, approx. 1400–1600 m / 1530–1750 yds
Shown in De Wolhoek Aran Soft (100 g ≈ 170 m), colour 08 sand

Tunisian crochet hook 6.5 mm (US K-10½) with an 80 cm (32") cable
Regular crochet hook 6 mm (US J-10) for the border

Gauge: 15 sts and 13 rows = 10 cm over Tunisian simple stitch (Tss), blocked

Note: Tunisian simple stitch slants; block the finished throw firmly to square it up. The border is
worked in rounds of double crochet (US terms) after blocking.`,
    expected: {
      title: 'Haverland Throw',
      designer: 'Femke van den Broek',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 1750 }],
      gauge: { stitches: 15, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      techniques: ['tunisian crochet'],
    },
  },
  {
    id: 'rw-seventh-dutch-particle-designer-crochet-shawl-cake',
    text: `Zeewind Shawl
crochet shawl · a pattern by Lise-Lotte ter Horst

Written in UK crochet terms (US terms in brackets).

Size after blocking: 190 cm wingspan x 45 cm deep

Yarn
1 cake Wolkje Gradient Fingering (75% wool, 25% nylon), 150 g = approx. 600 m
Any fingering/4-ply yarn will do; you will use nearly the whole cake.

Hook
3.5 mm

Tension
3 pattern repeats (24 sts) and 8 rows = 10 cm in the fan lace pattern, after blocking.
Tension is not crucial, but a different tension will change the size and the yarn used.

The shawl is worked from the top centre down in rows of fans and chain spaces.`,
    expected: {
      title: 'Zeewind Shawl',
      designer: 'Lise-Lotte ter Horst',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(600) }],
      gauge: { stitches: 24, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw-seventh-crochet-jumper-to-fit-bust-ranges-colons',
    text: `Harbour Lights Jumper
Crochet · Issue 58 · Designed by Morag Ellison-Tate

SIZE
To fit bust 32-34 [36-38: 40-42: 44-46] in
81-86 [91-97: 102-107: 112-117] cm
Actual measurement 38 [42: 46: 50] in / 96 [107: 117: 127] cm

YOU WILL NEED
Tidewell Cotton Blend DK (50g/approx. 120m)
12 [13: 15: 16] x 50g balls in Sea Glass (shade 214)
4mm (UK 8, US G/6) crochet hook
Stitch markers

TENSION
18 sts and 10 rows to 10cm (4in) over trebles (US double crochet) using a 4mm hook

ABBREVIATIONS
See page 94.`,
    expected: {
      title: 'Harbour Lights Jumper',
      designer: 'Morag Ellison-Tate',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '32-34', yards: m(12 * 120) },
        { size: '36-38', yards: m(13 * 120) },
        { size: '40-42', yards: m(15 * 120) },
        { size: '44-46', yards: m(16 * 120) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['32-34', '36-38', '40-42', '44-46'],
    },
  },
];
