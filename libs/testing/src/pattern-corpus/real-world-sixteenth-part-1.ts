import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_SIXTEENTH_CASES (split for the file-size rule; see real-world-sixteenth.ts). */
export const REAL_WORLD_SIXTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-sixteenth-canadian-indie-cardigan-schematic-key',
    text: `Tamarack — a cardigan by Geneviève Ouellet
ouelletknits.ca · @ouelletknits · pattern v1.2 (errata corrected 03/2026)

SIZES
Finished bust 32 (35, 38, 41, 44, 47, 50, 53, 56)" /
81 (89, 96.5, 104, 112, 119.5, 127, 134.5, 142) cm.
Intended ease: 2-6" / 5-15 cm of positive ease. The sample is size 38 worn with 5" ease.
Choose your size by the finished bust measurement plus your preferred ease.

SCHEMATIC KEY (the drawing is on page 9; measurements in inches)
A. Bust circumference, buttoned: 32 (35, 38, 41, 44, 47, 50, 53, 56)
B. Body length from underarm: 14 (14, 14½, 14½, 15, 15, 15½, 15½, 16)
C. Upper arm: 11 (11½, 12½, 13, 14, 15, 16, 17, 18)
D. Back neck width: 6½ (6½, 7, 7, 7½, 7½, 8, 8, 8½)

YARN
Fingering weight. Shown in Brume Fingering by Laine du Nord (100% superwash merino; 437 yds / 400 m
per 100 g), colour Épinette.

Size    32    35    38    41    44    47    50    53    56
Yards   1050  1140  1240  1340  1440  1550  1660  1770  1880
Metres  960   1042  1134  1225  1317  1417  1518  1618  1719

NEEDLES & NOTIONS
US 2.5 (3 mm) 32" circular for ribbing; US 4 (3.5 mm) 32" circular and DPNs for body and sleeves.
8 (8, 9, 9, 9, 10, 10, 10, 11) buttons, ¾" / 19 mm; stitch markers; waste yarn.

GAUGE
24 sts and 34 rows = 4" / 10 cm in stockinette on larger needle, after blocking.

CONSTRUCTION
Tamarack is worked top-down and seamlessly with raglan increases. After the yoke, the sleeves are set
aside and later worked in the round; the body is worked flat to the hem.

Yoke: With larger needle, CO 84 (84, 88, 92, 96, 96, 100, 104, 108) sts. Do not join...

© 2026 Geneviève Ouellet · Tamarack · p. 2 of 9 · For personal use only.`,
    expected: {
      title: 'Tamarack',
      designer: 'Geneviève Ouellet',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '32', yards: 1050 },
        { size: '35', yards: 1140 },
        { size: '38', yards: 1240 },
        { size: '41', yards: 1340 },
        { size: '44', yards: 1440 },
        { size: '47', yards: 1550 },
        { size: '50', yards: 1660 },
        { size: '53', yards: 1770 },
        { size: '56', yards: 1880 },
      ],
      gauge: { stitches: 24, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['32', '35', '38', '41', '44', '47', '50', '53', '56'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-sixteenth-norwegian-web-page-browser-print',
    text: `27.11.2026, 14:02                         Vinterlys Sweater – Fjordgarn
We use cookies to give you the best experience. Accept all | Settings

Fjordgarn > Patterns > Women > Sweaters
Vinterlys Sweater
Design: Ingrid Solbakken · Pattern FG-2607

SIZE: S - M - L - XL - XXL - XXXL
FINISHED MEASUREMENTS:
Chest: 94 - 102 - 110 - 120 - 130 - 140 cm
Length: 60 - 62 - 64 - 66 - 68 - 70 cm

YARN: FJORDGARN TINDE (DK weight, 100% Norwegian wool, 50 g = approx. 100 m)
White 01: 300 - 350 - 400 - 450 - 500 - 550 g
Grey 05: 100 - 100 - 150 - 150 - 150 - 200 g

NEEDLES: Circular needle 3.5 mm (40 and 80 cm) and 4 mm (80 cm). Double-pointed needles in the same
sizes for the sleeves.

KNITTING TENSION: 22 stitches x 28 rounds in stockinette stitch on needle 4 mm = 10 x 10 cm.
Remember that the tension must be correct. Change needle size if needed.

CONSTRUCTION: Body and sleeves are knitted in the round from the bottom up and joined on a
circular needle for the yoke. The yoke is worked in stranded colourwork following diagram A.1.

BODY: Cast on 208 - 224 - 244 - 264 - 288 - 308 stitches with White on circular needle 3.5 mm...

You may also like:
Vinterlys Hat – 100 g Tinde · Vinterlys Mittens – 2 balls Tinde · Fjordgarn Tinde, 46 colours

https://www.fjordgarn.no/en/patterns/vinterlys-sweater                                      1/3`,
    expected: {
      title: 'Vinterlys Sweater',
      designer: 'Ingrid Solbakken',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(800) },
        { size: 'M', yards: m(900) },
        { size: 'L', yards: m(1100) },
        { size: 'XL', yards: m(1200) },
        { size: 'XXL', yards: m(1300) },
        { size: 'XXXL', yards: m(1500) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
      techniques: ['bottom-up', 'in the round', 'colorwork'],
    },
  },
  {
    id: 'rw-sixteenth-german-brand-pdf-bracket-parens',
    text: `WOLLHAUS MAYR · Design No. 27 · from the booklet "Herbstzeit" · English edition

Loden Cardigan
Design: Sabine Körner

SIZES: 36/38, 40/42 and 44/46
Figures for size 40/42 are in ( ), for size 44/46 in [ ]. Where only one figure is given, it
applies to all sizes.

MATERIALS
Mayr Merino 120 (100% merino wool, LL approx. 120 m/50 g), 550 (600) [650] g in loden green,
col. 14
1 pair of knitting needles 3.5 mm and 4 mm; 1 circular needle 3.5 mm, 80 cm long
1 cable needle, 7 buttons, 20 mm

BASIC PATTERNS
Rib: alternately k1, p1.
Stocking st: RS k, WS p.
Cable pattern: acc. to chart. The numbers at the side mark the RS rows; in WS rows work the sts as
they appear. Rep rows 1-16 continuously.

TENSION
Stocking st with 4 mm needles: 21 sts and 29 rows = 10 x 10 cm.
Cable pattern with 4 mm needles: 30 sts = 11 cm wide.

BACK
Cast on 98 (106) [116] sts with 3.5 mm needles and work 6 cm in rib, beginning with 1 WS row...

MAKING UP
Pin out the pieces, dampen and leave to dry. Close the shoulder and side seams...

Wollhaus Mayr GmbH · Printed in Germany · Reproduction only with our permission.`,
    expected: {
      title: 'Loden Cardigan',
      designer: 'Sabine Körner',
      craft_type: 'knitting',
      yardage: [
        { size: '36/38', yards: m(1320) },
        { size: '40/42', yards: m(1440) },
        { size: '44/46', yards: m(1560) },
      ],
      gauge: { stitches: 21, rows: 29, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['36/38', '40/42', '44/46'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-sixteenth-japanese-brand-web-mittens',
    text: `SAKURAYA YARN  |  Free Pattern  |  F-112

Snow Sparrow Mittens
Design: Mariko Tanabe

[Materials]
Yarn: Sakuraya Wool Mild (100% wool, 40 g ball, approx. 80 m; medium weight, DK equivalent)
  Navy (No. 19) .......... 2 balls
  Off-white (No. 1) ...... 1 ball
Needles: 4 double-pointed needles No. 4 (3.3 mm) and No. 5 (3.6 mm)
Others: tapestry needle, waste yarn for the thumb

[Gauge]
Stranded pattern: 28 sts x 30 rows = 10 cm square (No. 5 needles)

[Finished size]
Palm circumference 20 cm, length 25 cm

[How to make]
* Knitted in the round from the cuff up.
1. With No. 4 needles and Navy, cast on 52 sts, join into a round and work 20 rounds of k2, p2 rib.
2. Change to No. 5 needles and work the stranded colour pattern from the chart, increasing 4 sts
   in the first round. Carry the yarn not in use loosely at the back.
3. At the thumb position, knit 10 sts with waste yarn...
4. Shape the top with 4 decreases every round until 8 sts remain...
5. Thumb: remove the waste yarn and pick up 21 sts...

* Please refer to the chart on page 2. Each square = 1 stitch.
* The yarn colour may look different from the photograph depending on your screen.

© SAKURAYA YARN Co., Ltd. All rights reserved. Commercial use of this pattern is prohibited.`,
    expected: {
      title: 'Snow Sparrow Mittens',
      designer: 'Mariko Tanabe',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [
        { us: null, mm: 3.3 },
        { us: null, mm: 3.6 },
      ],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up', 'colorwork'],
    },
  },
];
