import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw42-03-us-yarn-company-free-eyelet-arm-warmers-one-size',
    text: `BLUESTEM FIBER CO.
FREE PATTERN #BF-118
Hollyhock
Arm Warmers
Designed by Tessa Lindgren
Skill level: Easy ■■□□
bluestemﬁber.com
Bluestem Fiber Co. | Hollyhock Arm Warmers | Page 1 of 3
Long, slouchy arm warmers with a column of eyelet lace running
from elbow to knuckles—just right for chilly mornings at the
desk or under a coat sleeve.
FINISHED MEASUREMENTS
Hand circumference: 7½" / 19 cm, unstretched
Length: 15" / 38 cm
Stretches comfortably to ﬁt most adult hands and forearms.
MATERIALS
Yarn
Bluestem Sport (100% superwash merino; 50 g / 142 yds / 130 m),
sport weight
Amount
2 skeins
Color
#214 Hollyhock
Needles
US 2 (2.75 mm) and US 3 (3.25 mm) double-pointed needles
(set of 4 or 5), or 32" circulars for magic loop
Notions
Stitch marker, 12" of waste yarn, tapestry needle
GAUGE
26 sts and 36 rnds = 4" (10 cm) in stockinette stitch worked in the
round on US 3 (3.25 mm) needles, after blocking.
Take time to check your gauge.
Bluestem Fiber Co. | Hollyhock Arm Warmers | Page 2 of 3
PATTERN NOTES
The arm warmers are worked in the round beginning at the elbow.
The thumb opening is worked back and forth for a few rows, then
the work is joined again to ﬁnish the hand. Both arm warmers are
worked the same.
Eyelet panel (worked over 9 sts)
Rnd 1: K2, k2tog, yo, k1, yo, ssk, k2.
Rnds 2 and 4: K9.
Rnd 3: K1, k2tog, yo, k3, yo, ssk, k1.
Rep Rnds 1–4 for Eyelet panel.
ARM WARMER (make 2)
Cuff
With smaller needles, cast on 56 sts. Divide sts evenly over needles
and join to work in the round, being careful not to twist. Place
marker for beginning of rnd.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until cuff measures 1½" (4 cm).
Change to larger needles.
Next rnd: K23, pm, work Rnd 1 of Eyelet panel over next 9 sts, pm,
k to end.
© 2025 Bluestem Fiber Co. This pattern is free for personal use only
and may not be sold. Questions? patterns@bluestemﬁber.com
2`,
    expected: {
      title: 'Hollyhock Arm Warmers',
      designer: 'Tessa Lindgren',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 2 * 142 }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['One size'],
      techniques: ['lace', 'in the round'],
    },
  },
  {
    id: 'rw42-04-french-designer-childs-raglan-cardigan-english-version',
    text: `CAPUCINE
gilet pour enfant · a child’s cardigan
Élise Fournier – Tricots d’Élise
Photos : Julien Marchand
Capucine – English version – page 2/6
Design : Élise Fournier
English translation: Claire Dubois
SIZES
2 (4) 6 (8) 10 years
Chest: 58 (63) 68 (73) 78 cm
Length from back neck: 32 (36) 40 (44) 48 cm
Sleeve length (underarm): 20 (24) 28 (31) 34 cm
MATERIALS
Yarn: Mérinos Douceur DK by La Filature du Lac (100% merino
wool; 50 g ≈ 120 m), 150 (200) 200 (250) 300 g in shade 27
Capucine.
Needles: circular needles 3.5 mm and 4 mm, 60 cm long; double-
pointed needles 3.5 mm and 4 mm for the sleeves.
Notions: 5 (5) 6 (6) 7 buttons, 15 mm; 4 stitch markers; stitch
holders or waste yarn.
GAUGE
22 stitches and 30 rows = 10 x 10 cm in stockinette stitch on 4 mm
needles.
Check your gauge carefully and change needle size if necessary:
more stitches, thinner needles; fewer stitches, thicker needles.
CONSTRUCTION
The cardigan is knitted from the top down in one piece, with raglan
increases. The sleeve stitches are put on hold at the underarm and
knitted in the round afterwards. The garter stitch front bands are
knitted at the same time as the fronts.
© Élise Fournier 2024 – Tous droits réservés / All rights reserved.
Reproduction interdite – for personal use only.
2
Capucine – English version – page 3/6
ABBREVIATIONS
st(s): stitch(es) – k: knit – p: purl – m1L: make 1 left – m1R: make 1
right – pm: place marker – sm: slip marker – BO: bind off
YOKE
With the 3.5 mm circular needle, cast on 66 (70) 74 (78) 82 sts.
Knit 5 rows (garter stitch). On the 3rd row, make a buttonhole on
the right front: k2, yo, k2tog, knit to end.
Change to the 4 mm needle and place markers for the raglan as fol-
lows (RS): k 12 (12) 13 (13) 14 sts (left front), pm, k 8 sts (sleeve),
pm, k 26 (30) 32 (36) 38 sts (back), pm, k 8 sts (sleeve), pm, k 12
(12) 13 (13) 14 sts (right front).
Next row (WS): K5, purl to last 5 sts, k5.
Raglan increase row (RS): *Knit to 1 st before marker, m1R, k1, sm,
k1, m1L; rep from * 3 more times, knit to end (8 sts increased).
Work the increase row every RS row 14 (15) 16 (17) 18 more times.
3`,
    expected: {
      title: 'Capucine',
      designer: 'Élise Fournier',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(3 * 120) },
        { size: '4 years', yards: m(4 * 120) },
        { size: '6 years', yards: m(4 * 120) },
        { size: '8 years', yards: m(5 * 120) },
        { size: '10 years', yards: m(6 * 120) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
