import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_EIGHTH_CASES (split for the file-size rule; see real-world-eighth.ts). */
export const REAL_WORLD_EIGHTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-eighth-norwegian-leaflet-bracketed-odd-sizes',
    text: `SANDVIKA GARN · Leaflet 2411-7 · English

Fjellro Sweater
Design: Kari Hestnes

Sizes: (S) M (L) XL (XXL)
Chest width: (92) 100 (108) 116 (124) cm
Total length: (60) 62 (64) 66 (68) cm

Yarn: Sandvika Alpakka Ull (65% alpaca, 35% wool, 50 g ≈ 110 m)
Quantity: (300) 350 (400) 450 (500) g, colour 1042 Granite

Recommended needles: Circular needles 3.5 and 4.5 mm, 40 and 80 cm.
Double-pointed needles 3.5 and 4.5 mm.

Tension: 20 sts x 26 rows stockinette stitch on 4.5 mm needles = 10 x 10 cm.

The body is knitted in the round bottom-up to the armholes. The yoke is worked in stranded
colorwork after the chart.`,
    expected: {
      title: 'Fjellro Sweater',
      designer: 'Kari Hestnes',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(660) },
        { size: 'M', yards: m(770) },
        { size: 'L', yards: m(880) },
        { size: 'XL', yards: m(990) },
        { size: 'XXL', yards: m(1100) },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-eighth-us-magazine-skill-dots-finished-bust-only',
    text: `KNIT CIRCLE MAGAZINE · WINTER 2026 · PAGE 48

Harbor Lights Pullover
Designed by Maeve O'Connell

Skill Level: Intermediate ●●●○

FINISHED MEASUREMENTS
Bust: 32 (36, 40, 44, 48)"/81 (91.5, 101.5, 112, 122) cm
Length: 23 (23½, 24, 24½, 25)"/58.5 (59.5, 61, 62, 63.5) cm

YARN
Brookline Worsted (medium/worsted weight; 100% wool; 3½ oz/100 g; 220 yd/201 m):
5 (6, 6, 7, 8) hanks #204 Slate

NEEDLES & NOTIONS
Size 7 (4.5 mm) and size 8 (5 mm): 24" circular (cir) needles
Adjust needle size if necessary to obtain gauge.
Stitch markers; stitch holders

GAUGE
18 sts and 24 rnds = 4" (10 cm) in St st in the round.

NOTE
Body is worked in the round from the bottom up; sleeves are joined for raglan shaping.`,
    expected: {
      title: 'Harbor Lights Pullover',
      designer: "Maeve O'Connell",
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '32', yards: 1100 },
        { size: '36', yards: 1320 },
        { size: '40', yards: 1320 },
        { size: '44', yards: 1540 },
        { size: '48', yards: 1760 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['32', '36', '40', '44', '48'],
      techniques: ['in the round', 'bottom-up', 'raglan'],
    },
  },
  {
    id: 'rw-eighth-wartime-leaflet-ozs-three-ply-needle-pairs',
    text: `WAR-TIME KNITTING                                     Leaflet No. 87   Price 2d.
"Make Do and Mend" Series

Utility Jumper
for Girls

MATERIALS.—3 (4, 4) ozs. Beehive Fingering, 3-ply. 2 No. 12 and 2 No. 10 Knitting
Pins. 3 buttons.

MEASUREMENTS.—To fit 26 (28, 30) ins. chest. Length, 15 (16½, 18) ins.

TENSION.—8 sts. to 1 inch on No. 10 pins.

N.B.—Wool is precious: unpick old garments and re-knit wherever you can.

THE BACK.—With No. 12 pins cast on 100 (108, 116) sts. and work in k. 1, p. 1 rib
for 3 ins.`,
    expected: {
      title: 'Utility Jumper',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: null, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['26', '28', '30'],
    },
  },
  {
    id: 'rw-eighth-indie-pdf-colour-metres-table-mosaic',
    text: `Pattern by Anouk van der Berg | Tidewater Shawl

A crescent shawl in mosaic knitting: only one colour is worked in each row, and the
pattern comes from slipped stitches. The edge is finished with an i-cord bind-off.

MATERIALS

Colour   Shade          Metres   Skeins
A        Driftwood #104  400 m    1
B        Kelp #221       200 m    1
C        Foam #015       200 m    1

Yarn: Zeeland Sock (fingering / 4-ply; 75% merino, 25% nylon)
Needles: 3.5 mm (US 4) circular needle, 80 cm
Notions: 4 stitch markers, tapestry needle

TENSION
22 sts and 40 rows = 10 cm in garter stitch after blocking.

Finished size after blocking: 170 cm wingspan, 45 cm deep at the centre.`,
    expected: {
      title: 'Tidewater Shawl',
      designer: 'Anouk van der Berg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['mosaic', 'i-cord'],
    },
  },
];
