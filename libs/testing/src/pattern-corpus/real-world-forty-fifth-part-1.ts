import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw45-01-uk-payhip-top-down-raglan-cardigan',
    text: `Payhip · Order #PH-58213-KX · Thank you for your purchase!
Your download: wrenfield-cardigan-v2.pdf

harriet oakes knitwear

WRENFIELD CARDIGAN
a top-down raglan cardigan with a deep garter button band

Design: Harriet Oakes
Tech editing: Sam Peverell

SIZES
XS (S, M, L, XL, 2XL, 3XL)
To fit bust: 76 (86, 96, 106, 116, 126, 136) cm / 30 (34, 38, 42, 46, 50, 54) in
Finished bust (buttoned): 86 (96, 106, 116, 126, 136, 146) cm
Recommended ease: approx. 10 cm positive ease. Sample shown in size S on a 84 cm bust.

YARN
Fellside DK by Cairnbeck Wool (100% Bluefaced Leicester; 100 g / 230 m per skein)
4 (4, 5, 5, 6, 6, 7) skeins in shade Lichen
My tester Ruth made a size L in 4½ skeins – but please buy the full amount, dye lots vary!

NEEDLES & NOTIONS
3.5 mm (US 4) circular needle, 80 cm, for ribbing and button band
4 mm (US 6) circular needles, 40 cm and 80 cm, and your preferred needles for small circumferences
Stitch markers, waste yarn, 7 (7, 7, 8, 8, 8, 8) buttons approx. 18 mm

TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles, after blocking.

CONSTRUCTION
The cardigan is worked top down in one piece. Raglan increases are made at four points
until the yoke is deep enough, then the sleeves are placed on hold and the body is worked
flat to the hem. The sleeves are picked up and worked in the round down to the cuff.
The button band is knitted sideways along the front edges at the end.

ABBREVIATIONS
k – knit · p – purl · pm – place marker · sm – slip marker · M1L/M1R – make one left/right
kfb – knit front and back · ssk – slip, slip, knit · k2tog – knit two together
RS/WS – right side / wrong side · BOR – beginning of round

NECKBAND
Using 3.5 mm needle, cast on 96 (100, 104, 108, 112, 116, 120) sts.
Row 1 (WS): *P1, k1; rep from * to end.
Work in rib as set for 6 rows.

YOU MAY ALSO LIKE
Wrenfield Hat – 1 skein of Fellside DK · Wrenfield Mitts – 60 g

© Harriet Oakes Knitwear 2025 · For personal use only · Please do not share or resell this file
page 1 of 9`,
    expected: {
      title: 'Wrenfield Cardigan',
      designer: 'Harriet Oakes',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(4 * 230) },
        { size: 'S', yards: m(4 * 230) },
        { size: 'M', yards: m(5 * 230) },
        { size: 'L', yards: m(5 * 230) },
        { size: 'XL', yards: m(6 * 230) },
        { size: '2XL', yards: m(6 * 230) },
        { size: '3XL', yards: m(7 * 230) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw45-02-us-ravelry-cabled-vest-finished-chest',
    text: `This pattern was purchased by kmorrow82 on ravelry.com on Mar 3, 2026 · Order 41177203

marsh & meadow knits

PRAIRIE VEST
a cabled V-neck sweater vest for everyday layering
Designed by Colleen Marsh · Tech edited by Priya Anand · Photos by Dale Marsh

SIZES
32 (36, 40, 44, 48, 52)" finished chest
Shown in size 40" with 4" of positive ease.

MATERIALS
Yarn: Bellweather Worsted by Tin Roof Fibers (100% American Targhee; 4 oz/113 g; 220 yds/201 m)
Yardage: 550 (620, 700, 780, 860, 950) yds / 503 (567, 640, 713, 786, 869) m of worsted weight yarn
Sample used just under 3 skeins in color Wheatfield.
Needles: US 6 (4 mm) 16" and 32" circular needles for ribbing
US 8 (5 mm) 32" circular needle for body
Or size needed to obtain gauge.
Notions: cable needle, 4 stitch markers, stitch holders, tapestry needle

GAUGE
18 sts and 24 rnds = 4" in stockinette stitch on US 8 needle, blocked.
Cable panel (28 sts) measures 4½" wide.

CONSTRUCTION NOTES
The vest is worked from the bottom up in the round to the underarms, then the front and
back are divided and worked flat. The center front cable panel is worked from Chart A.
Armhole and neck edgings are picked up and worked in the round in twisted rib.

SKILL LEVEL: Intermediate – you should be comfortable following a cable chart and
picking up stitches.

CHART A KEY
□ knit   • purl   ⟋ 2/2 RC   ⟍ 2/2 LC   ⧄ 3/3 LC

BODY
With smaller 32" needle, cast on 144 (162, 180, 198, 216, 234) sts. Place marker and join
to work in the round, being careful not to twist.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until rib measures 2½".

Tester notes: "I knit the 44 and had about 90 yds left over." – Jess (@jessknitsalot)

MORE FROM MARSH & MEADOW
Prairie Cowl – 220 yds worsted · Meadowlark Cardigan – 1,150–2,000 yds · Homestead Socks – 400 yds

© 2026 Colleen Marsh / Marsh & Meadow Knits. All rights reserved. Page 1 of 7`,
    expected: {
      title: 'Prairie Vest',
      designer: 'Colleen Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '32', yards: 550 },
        { size: '36', yards: 620 },
        { size: '40', yards: 700 },
        { size: '44', yards: 780 },
        { size: '48', yards: 860 },
        { size: '52', yards: 950 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['32', '36', '40', '44', '48', '52'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
];
