import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 9 of REAL_WORLD_CASES: tuned-on texts for the kinds the fourth held-out batch missed on its blind run, in
 * other words (a masthead's parts between dots, a knit-along's instalment, ornaments around a title, alternating
 * brackets under a translated label, a size line that starts with its kind, a hand's or foot's one measurement, a
 * table set two spaces apart, shades listed after "each", "D.K.", a "Yarn weight:" line over a shade's name, a
 * gauge naming its needle before "=").
 */
export const REAL_WORLD_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw-masthead-parts-translated-alternating',
    text: `Garnhaus Nord · Booklet 4 · Spring/Summer
TIDEPOOL TEE

Taille / Size: S (M) L (XL) 2XL
Garn / Yarn: Nordlin (50 g = ca. 105 m)
350 (400) 450 (500) 550 g

Needles: 3.5 mm circular needle
Gauge: 22 sts and 30 rows in stocking stitch on 3.5 mm needles = 10 cm`,
    expected: {
      title: 'Tidepool Tee',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(7 * 105) },
        { size: 'M', yards: m(8 * 105) },
        { size: 'L', yards: m(9 * 105) },
        { size: 'XL', yards: m(10 * 105) },
        { size: '2XL', yards: m(11 * 105) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
    },
  },
  {
    id: 'rw-knit-along-instalment-ornaments',
    text: `Mystery Knit-Along · Week 1/5
*** Lighthouse Shawl ***
by Brigid Callaghan

Yarn: 3 skeins of fingering weight yarn (100 g / 400 m each)
Needles: 4 mm (US 6) circular, 80 cm
Gauge: 18 stitches in garter stitch on 4 mm needles = 10 cm, blocked`,
    expected: {
      title: 'Lighthouse Shawl',
      designer: 'Brigid Callaghan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(1200) }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
    },
  },
  {
    id: 'rw-kind-of-size-line-months',
    text: `Puddle Jumper Cardigan
Baby 3 (6, 12, 24) months

Yarn: 4 (4, 5, 6) balls of Cotton 8 ply (50 g / 95 m)
Needles: 3.75 mm and 4 mm
Tension: 22 sts and 28 rows to 10 cm over stocking stitch`,
    expected: {
      title: 'Puddle Jumper Cardigan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '3 months', yards: m(4 * 95) },
        { size: '6 months', yards: m(4 * 95) },
        { size: '12 months', yards: m(5 * 95) },
        { size: '24 months', yards: m(6 * 95) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['3 months', '6 months', '12 months', '24 months'],
    },
  },
  {
    id: 'rw-hand-circumference-range-one-size',
    text: `Frostfern Mittens
Design: Aino Virtanen

Hand circumference: 18-20 cm
Yarn: 2 balls of sport weight wool (50 g / 150 m)
Needles: 3 mm double-pointed needles
Gauge: 28 sts and 30 rnds = 10 cm in stranded colorwork`,
    expected: {
      title: 'Frostfern Mittens',
      designer: 'Aino Virtanen',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(300) }],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      sizes: ['One size'],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-fits-a-foot-each-shades-listed',
    text: `Hearthside Slipper Socks
by Tomasz Wiśniewski

Fits a foot 23-25 cm long
Yarn: Aran weight wool, 1 ball each Cream, Rust and Olive (100 g / 160 m per ball)
Needles: 5 mm (US 8) double-pointed needles
Gauge: 18 sts and 24 rnds = 10 cm`,
    expected: {
      title: 'Hearthside Slipper Socks',
      designer: 'Tomasz Wiśniewski',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(3 * 160) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-table-two-space-gaps-yardage-row',
    text: `Linden Tank
Designer: Harriet Cole

Size       XS    S     M     L     XL
Bust (cm)  86    94    102   110   118
Yardage    1010  1120  1240  1360  1480

Yarn: DK weight linen blend
Needles: US 6 (4 mm)
Gauge: 21 sts and 28 rows = 4" in stockinette`,
    expected: {
      title: 'Linden Tank',
      designer: 'Harriet Cole',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 1010 },
        { size: 'S', yards: 1120 },
        { size: 'M', yards: 1240 },
        { size: 'L', yards: 1360 },
        { size: 'XL', yards: 1480 },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
    },
  },
  {
    id: 'rw-weight-line-over-shade-name-dotted-dk',
    text: `Crochet Picnic Rug
Designed by Norma Beckett

Yarn weight: (3) Light
Yarn: Meadowbrook Cotton, 2 balls each 0101 Aran and 0207 Sage (100 g / 250 m per ball)
Hook: 4 mm (US G-6)
Gauge: 18 dc and 10 rows = 10 cm`,
    expected: {
      title: 'Crochet Picnic Rug',
      designer: 'Norma Beckett',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(4 * 250) }],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-vintage-dotted-dk',
    text: `No. 512
GENTLEMAN'S SLIPOVER
in Hayfield Classic D.K.

Size: to fit chest 97 (102, 107) cm
5 (6, 6) x 50 g balls
Pair each 3¼ mm and 4 mm needles
Tension: 22 sts and 28 rows to 10 cm`,
    expected: {
      title: "Gentleman's Slipover",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['97', '102', '107'],
    },
  },
];
