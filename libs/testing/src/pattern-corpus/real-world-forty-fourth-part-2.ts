import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw44-03-latvian-designer-convertible-mittens-translated-grams',
    text: `SAULGRIEŽI
Saulgrieži Mittens / Saulgriežu cimdi
Convertible mittens with a fold-back top and stranded suns
Design: Ilze Kalniņa · English translation: Anna Berzina
Photos: Māris Ozols
ilzeknits.lv · Saulgrieži Mittens · 2/6
SIZES
S (M, L)
Hand circumference: 18 (20, 22) cm / 7 (8, 8¾) in
Hand length: 17 (18.5, 20) cm
YARN
4 ply / fingering weight wool, 100 g / 400 m
Main colour (MC): Natural white
50 (60, 70) g
Contrast colour (CC): Madder red
30 g for all sizes
The samples used 38 g of MC and 24 g of CC (size M).
NEEDLES
2.25 mm (US 1) and 2.5 mm (US 1½) double-
pointed needles or a long circular for magic loop
NOTIONS
Waste yarn, 2 small buttons, stitch markers
GAUGE
32 sts and 34 rounds = 10 × 10 cm in stranded
colourwork on 2.5 mm needles, after blocking.
ilzeknits.lv · Saulgrieži Mittens · 3/6
CONSTRUCTION
The mittens are knitted in the round from the cuff up. The palm
is worked in stripes, the back of the hand in stranded colour-
work following the chart. At the top of the ﬁngers a row of
stitches is bound off on the palm side and the mitten top is worked
separately from a picked-up edge, so it can be folded back.
CHART KEY
■ CC
□ MC
⊠ no stitch
24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1
CUFF
With 2.25 mm needles and MC, cast on 56 (64, 72) sts. Divide over
4 needles and join to work in the round.
Rnds 1–18: *K1 tbl, p1; rep from * to end.
Change to 2.5 mm needles.
Next rnd: K, increasing 4 sts evenly. 60 (68, 76) sts.
Join CC and work Rnds 1–9 of Chart A.
ilzeknits.lv · Saulgrieži Mittens · 4/6
© Ilze Kalniņa 2025. Visas tiesības aizsargātas / All rights reserved.`,
    expected: {
      title: 'Saulgrieži Mittens',
      designer: 'Ilze Kalniņa',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(((50 + 30) * 400) / 100) },
        { size: 'M', yards: m(((60 + 30) * 400) / 100) },
        { size: 'L', yards: m(((70 + 30) * 400) / 100) },
      ],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw44-04-us-indie-baby-kimono-months-yardage-per-size',
    text: `little wren studio
KIMONO
WRAP TOP
a garter-edged wrap top for tiny humans
pattern by Callie Brandt
little wren studio — Kimono Wrap Top — page 1 of 5
SIZES
0-3 months (3-6 months, 6-12 months, 12-18 months)
Shown in 3-6 months on a 4-month-old.
FINISHED MEASUREMENTS
Chest (wrapped): 17 (18½, 20, 22)" / 43 (47, 51, 56) cm
Length: 8½ (9½, 10½, 11½)" / 21.5 (24, 26.5, 29) cm
YARN
Sport weight
Yardage: 220 (280, 340, 410) yds / 201 (256, 311, 375) m
Shown in Pipit Sport by Birdsong Fiber Co. (100% organic
cotton; 100 g / 328 yds / 300 m), color Oat. One skein of the
shown yarn makes the two smallest sizes.
NEEDLES
US 4 (3.5 mm) 24" circular (worked flat)
US 5 (3.75 mm) 24" circular
or size needed to obtain gauge
NOTIONS
Two 20" (50 cm) lengths of ½" cotton twill tape or ribbon
for ties, locking stitch markers, tapestry needle
GAUGE
24 sts and 32 rows = 4" (10 cm) in stockinette on larger
needle, after blocking.
little wren studio — Kimono Wrap Top — page 2 of 5
CONSTRUCTION
The wrap top is knitted flat in three pieces from the bottom up: back,
left front and right front. The fronts are shaped on the diagonal with
decreases inside a garter-stitch edge. Pieces are seamed at the shoul-
ders and sides and the sleeves are picked up and worked down.
ABBREVIATIONS
k knit · p purl · ssk slip, slip, knit · k2tog knit 2 together
pm place marker · sm slip marker · RS right side · WS wrong side
BACK
With smaller needle, CO 52 (56, 60, 66) sts.
Knit 6 rows (3 garter ridges).
Change to larger needle.
Row 1 (RS): Knit.
Row 2 (WS): K3, purl to last 3 sts, k3.
Rep Rows 1–2 until piece measures 4½ (5, 5½, 6)" / 11.5 (12.5, 14,
15) cm from cast-on edge, ending with a WS row.
2
© 2025 little wren studio · for personal use only · littlewrenstudio.com`,
    expected: {
      title: 'Kimono Wrap Top',
      designer: 'Callie Brandt',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: 220 },
        { size: '3-6 months', yards: 280 },
        { size: '6-12 months', yards: 340 },
        { size: '12-18 months', yards: 410 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
      techniques: ['bottom-up'],
    },
  },
];
