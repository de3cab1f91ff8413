import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw46-03-us-indie-childs-striped-tee-years-two-colours',
    text: `PIER STRIPE
TEE
a breezy striped tee for summer kids
pattern by Jenna Wolcott · photos by Sam Wolcott
little harbor knits — Pier Stripe Tee — page 2 of 6
SIZES
To fit ages 2 (4, 6, 8, 10, 12) years
Finished chest: 23 (25, 27, 29, 31, 33)" / 58.5 (63.5, 68.5, 73.5, 78.5, 84) cm
Length: 13 (14½, 16, 17½, 19, 20)" / 33 (37, 40.5, 44.5, 48.5, 51) cm
Shown in size 4 years with 3" of positive ease.
MATERIALS
Yarn
Sunday Shore Cotton Sport (100% pima cotton; 50 g / 137 yds / 125 m)
MC
2 (2, 3, 3, 4, 4) skeins in Sailcloth
CC
1 (1, 2, 2, 2, 2) skeins in Harbor Blue
Needles
US 3 (3.25 mm) 16" and 24" circular needle
US 4 (3.5 mm) 16" and 24" circular needle
Notions
Stitch markers, waste yarn, tapestry needle
GAUGE
24 sts and 32 rnds = 4" / 10 cm in stockinette stitch on US 4 (3.5 mm) needle,
after blocking.
little harbor knits — Pier Stripe Tee — page 3 of 6
CONSTRUCTION
The tee is worked seamlessly from the top down in the round. The yoke is shaped
with paired increases at four points, then the sleeve stitches are placed on
hold and the body is knit down to a ribbed hem. The short sleeves are knit last.
Stripes: work 6 rnds MC, 2 rnds CC throughout the body; carry the yarn not in
use loosely up the inside at the beginning-of-round marker.
NECKBAND
With US 3 (3.25 mm) 16" needle and MC, cast on 80 (84, 88, 92, 96, 100) sts
using the long-tail method. Place marker and join to work in the round, being care-
ful not to twist.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until neckband measures ¾" / 2 cm.
YOKE
Change to US 4 (3.5 mm) needle.
Setup rnd: K12 (12, 13, 13, 14, 14) for right sleeve, pm, k28 (30, 31, 33, 34, 36)
for front, pm, k12 (12, 13, 13, 14, 14) for left sleeve, pm, k28 (30, 31, 33, 34,
36) for back.
Inc rnd: *K1, M1L, knit to 1 st before m, M1R, k1, sl m; rep from * 3 more times
—8 sts increased.
Knit 1 rnd even.
Join CC and begin stripe sequence on next rnd.
Rep these 2 rnds 8 (9, 10, 11, 12, 13) more times.
© 2025 Jenna Wolcott / little harbor knits. For personal use only; please don’t share
this file. Questions? hello@littleharborknits.com`,
    expected: {
      title: 'Pier Stripe Tee',
      designer: 'Jenna Wolcott',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '2 years', yards: 3 * 137 },
        { size: '4 years', yards: 3 * 137 },
        { size: '6 years', yards: 5 * 137 },
        { size: '8 years', yards: 5 * 137 },
        { size: '10 years', yards: 6 * 137 },
        { size: '12 years', yards: 6 * 137 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years', '12 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw46-04-irish-indie-baby-cabled-hoodie-months-chart-key',
    text: `Currach
Baby Hoodie
A cosy cabled hoodie for little ones
Design: Siobhán Keane · Photos: Aoife Keane
Siobhán Keane Knits · Currach Baby Hoodie · page 2 of 5
SIZES
0-3 (3-6, 6-12, 12-18, 18-24) months
To ﬁt chest: 41 (44, 48, 51, 54) cm
Actual chest: 48 (52, 56, 60, 64) cm
Length to shoulder: 26 (29, 32, 35, 38) cm
YOU WILL NEED
Yarn
Inishowen Aran (100% wool, 50 g / 90 m), aran weight
Amount
3 (4, 4, 5, 6) balls
Colour
Shown in Seaweed
Needles
4.5 mm (US 7) and 5 mm (US 8) straight needles
Extras
Cable needle, stitch holders, 4 (4, 5, 5, 5) buttons of 15 mm
TENSION
18 sts and 24 rows = 10 cm over stocking stitch on 5 mm needles.
Cable panel (20 sts) measures 8 cm wide.
Siobhán Keane Knits · Currach Baby Hoodie · page 3 of 5
NOTES
The hoodie is worked from the bottom up. The body is knitted in one piece to the
underarms, then the fronts and back are worked separately. The sleeves are knit-
ted flat and seamed. The hood is picked up around the neck.
CHART KEY
knit on RS, purl on WS
purl on RS, knit on WS
C4B: slip 2 sts to cable needle, hold at back, k2, k2 from cable needle
C4F: slip 2 sts to cable needle, hold at front, k2, k2 from cable needle
12
10
8
6
4
2
20 stitches
BODY
With 4.5 mm needles cast on 90 (98, 106, 114, 122) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows until rib measures 3 cm, ending with a WS row.
Change to 5 mm needles.
Next row (RS): K15 (17, 19, 21, 23), work row 1 of chart, k20 (22, 24, 26, 28),
work row 1 of chart, k15 (17, 19, 21, 23).
© Siobhán Keane Knits 2025 · siobhankeaneknits.ie`,
    expected: {
      title: 'Currach Baby Hoodie',
      designer: 'Siobhán Keane',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '0-3 months', yards: m(3 * 90) },
        { size: '3-6 months', yards: m(4 * 90) },
        { size: '6-12 months', yards: m(4 * 90) },
        { size: '12-18 months', yards: m(5 * 90) },
        { size: '18-24 months', yards: m(6 * 90) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['cables', 'bottom-up'],
    },
  },
];
