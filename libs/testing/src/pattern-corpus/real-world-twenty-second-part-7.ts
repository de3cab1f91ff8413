import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw22-13',
    text: `BRAMBLE & BIRCH                                     bramblebirchyarn.com
FREE PATTERN #BB-2207

Fieldstone Crew
Design by Marcus Bell

SKILL LEVEL: Experienced
A classic unisex crewneck with a braided center cable and rope cables up the sleeves.
Knit in our new Heritage Aran, now available in 24 heathered colors!

SIZES
S (M, L, XL, 2XL, 3XL)
To ﬁt chest: 36 (40, 44, 48, 52, 56)"
Finished chest: 40 (44, 48, 52, 56, 60)" / 101.5 (112, 122, 132, 142, 152.5) cm
Finished length: 26 (26½, 27, 27½, 28, 28½)" / 66 (67.5, 68.5, 70, 71, 72.5) cm
Sample shown in size M.

MATERIALS
Bramble & Birch Heritage Aran (aran weight; 100% wool; 3½ oz/100 g; 199 yds/182 m)
7 (8, 8, 9, 10, 11) skeins in #2207 Granite
Size 6 (4 mm) and 8 (5 mm) 16" and 32" circular needles, or size to obtain gauge
Cable needle, stitch markers, stitch holders, tapestry needle

GAUGE
18 sts and 24 rows = 4" (10 cm) in Stockinette st with larger needles.
Center cable panel (30 sts) = 4½" (11.5 cm) wide.

PATTERN NOTES
The body is worked in pieces from the bottom up and seamed. The sleeves are worked ﬂat
and sewn in. The neckband is picked up and worked in the round on the 16" needle.

ABBREVIATIONS
C6B (cable 6 back): sl 3 sts to cn and hold in back, k3, k3 from cn.
C6F (cable 6 front): sl 3 sts to cn and hold in front, k3, k3 from cn.
cn cable needle; dec decrease; inc increase; k knit; p purl; pm place marker;
RS right side; St st Stockinette stitch; WS wrong side

BACK
With smaller 32" needle, CO 94 (102, 110, 118, 126, 134) sts. Do not join.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2 (WS): P2, *k2, p2; rep from * to end.
Rep last 2 rows until piece measures 3" from CO edge, ending after a WS row.
Change to larger needle.
Set-up row (RS): K32 (36, 40, 44, 48, 52), pm, work Row 1 of Braid Cable over 30 sts, pm,
knit to end.
Work even in patt as established until piece measures 16½ (16½, 17, 17, 17½, 17½)" from
CO edge, ending after a WS row.

Shape armholes
BO 5 (6, 7, 8, 9, 10) sts at beg of next 2 rows.
Dec row (RS): K2, ssk, work to last 4 sts, k2tog, k2.
Rep Dec row every RS row 3 (4, 5, 6, 7, 8) more times.
Work even until armhole measures 9½ (10, 10½, 11, 11½, 12)", ending after a WS row.
Shape shoulders
BO 8 (9, 9, 10, 11, 11) sts at beg of next 6 rows. Place rem sts on holder for back neck.

FRONT
Work as for Back until armhole measures 7 (7½, 8, 8½, 9, 9½)", ending after a WS row.

SCHEMATIC
A. Chest width 20 (22, 24, 26, 28, 30)"   B. Length 26 (26½, 27, 27½, 28, 28½)"
C. Sleeve length 19 (19½, 20, 20, 20½, 20½)"

FREE PATTERN #BB-2207 · Fieldstone Crew · Page 2 of 4

For errata, visit bramblebirchyarn.com/errata. Pattern questions: help@bramblebirchyarn.com
Looking for a quicker cable project? Try the Fieldstone Hat - just 1 skein of Heritage Aran.
© 2025 Bramble & Birch Yarn Co. For personal, non-commercial use only.`,
    expected: {
      title: 'Fieldstone Crew',
      designer: 'Marcus Bell',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: 1393 },
        { size: 'M', yards: 1592 },
        { size: 'L', yards: 1592 },
        { size: 'XL', yards: 1791 },
        { size: '2XL', yards: 1990 },
        { size: '3XL', yards: 2189 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw22-14',
    text: `PRAIRIE SPUN YARNS · FREE CROCHET PATTERN

RIDGE RUNNER BEANIE
Designed by Lacey Tran for Prairie Spun Yarns

Skill level: Easy
Quick, warm and squishy! This beanie is worked from the crown down in joined rounds of back
loop single crochet, which makes a stretchy ridged fabric that looks almost knitted.

Made a Ridge Runner? We'd love to see it - tag us @prairiespunyarns.

SIZES
Child (Adult)
Fits head circumference: 18-20 (21-23)" / 46-51 (53-58) cm
Finished height: 8 (9½)" / 20 (24) cm, before folding the brim

MATERIALS
Prairie Spun Bulky (bulky weight #5; 70% acrylic, 30% wool; 5 oz / 140 g; 131 yds / 120 m)
1 (2) skeins in #508 Harvest Gold
Size K-10½ (6.5 mm) crochet hook, or size needed to obtain gauge
Stitch marker, yarn needle, faux fur pompom (optional)

GAUGE
11 sc and 12 rnds = 4" (10 cm) in sc through the back loop, worked in the round.

NOTES
- Ch 1 at the beginning of a round does not count as a stitch.
- Join each round with a sl st to the ﬁrst sc.
- Move your stitch marker up each round.

ABBREVIATIONS
beg - beginning; BLO - back loop only; ch - chain; rnd(s) - round(s); sc - single crochet;
sc2tog - single crochet 2 together; sl st - slip stitch; st(s) - stitch(es)

CROWN
Ch 4; join with sl st to form a ring.
Rnd 1: Ch 1, 8 sc in ring; join. (8 sc)
Rnd 2: Ch 1, 2 sc BLO in each st around; join. (16 sc)
Rnd 3: Ch 1, *sc BLO in next st, 2 sc BLO in next st; rep from * around; join. (24 sc)
Rnd 4: Ch 1, *sc BLO in next 2 sts, 2 sc BLO in next st; rep from * around; join. (32 sc)
Child size only
Rnd 5: Ch 1, *sc BLO in next 3 sts, 2 sc BLO in next st; rep from * around; join. (40 sc)
Rnd 6: Ch 1, *sc BLO in next 9 sts, 2 sc BLO in next st; rep from * around; join. (44 sc)
Adult size only
Rnds 5-6: Continue increasing 8 sts each rnd as established. (48 sc)
All sizes
Work even in sc BLO until hat measures 8 (9½)" from the center of the crown.
Tip: lay the hat ﬂat and measure from the center of the crown straight down the side.
If you are between sizes, choose the smaller size - the ridged fabric stretches a lot.

Try the hat on here! If you want a slouchier beanie, work 1-2" more before the brim; you
may need a little extra yarn for the Adult size.

BRIM
Rnd 1: Ch 1, *sc in front post of next st, sc BLO in next st; rep from * around; join.
Rep Rnd 1 for 2" more. Fasten oﬀ and weave in ends. Fold brim up and add pompom.

Like this pattern? Try our Ridge Runner Scarf - 3 skeins of Prairie Spun Bulky.
Prairie Spun Yarns · prairiespunyarns.com · #prairiespun · Pattern PS-C-118 · Page 2 of 2`,
    expected: {
      title: 'Ridge Runner Beanie',
      designer: 'Lacey Tran',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: 131 },
        { size: 'Adult', yards: 262 },
      ],
      gauge: { stitches: 11, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['Child', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
