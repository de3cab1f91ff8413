import type { PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw42-09-us-yarn-company-chevron-baby-blanket-tab-colour-table',
    text: `WREN & RYE YARNS
FREE PATTERN
Sunnyside Chevron
Baby Blanket
Designed by Marisol Ortega for Wren & Rye Yarns
Skill Level: Easy
wrenandrye.com/patterns
FINISHED SIZE
Approximately 30" × 34" (76 × 86.5 cm) after blocking
MATERIALS
Yarn
Wren & Rye Cotton Merino (55% cotton, 45% merino; 100 g / 218 yds
/ 199 m), worsted weight
Color	Shade	Skeins
A	Buttercup	2
B	Seafoam	1
C	Cloud	1
D	Clay	1
Needles
US 8 (5 mm) circular needle, 32" (80 cm) long, used ﬂat
Notions
Tapestry needle, locking stitch marker
GAUGE
18 sts and 24 rows = 4" (10 cm) in stockinette stitch, blocked.
One 14-st chevron repeat measures about 3" (7.5 cm) wide in pattern.
A looser gauge will make a larger blanket and use more yarn.
Page 1
Sunnyside Chevron Baby Blanket · Wren & Rye Yarns · Page 2
PATTERN NOTES
The blanket is worked ﬂat, back and forth on a circular needle to
hold the large number of stitches. The stripes are worked in a re-
peating sequence of A, B, A, C, A, D. Carry A loosely up the side of
the work; cut B, C and D at the end of each stripe and weave in the
ends as you go.
STITCH GUIDE
Chevron pattern (multiple of 14 sts + 3)
Row 1 (RS): K2, *k1, yo, k5, sk2p, k5, yo; rep from * to last st, k1.
Row 2 (WS): K2, purl to last 2 sts, k2.
Rep Rows 1 and 2 for Chevron pattern.
Stripe sequence
8 rows A, 4 rows B, 8 rows A, 4 rows C, 8 rows A, 4 rows D.
Rep these 36 rows for the stripe sequence.
BLANKET
With A, cast on 143 sts.
Knit 6 rows (garter stitch border).
Begin Chevron pattern and stripe sequence; work until the blanket
measures about 33" (84 cm) from the cast-on edge, ending after
8 rows of A.
With A, knit 6 rows. Bind off loosely knitwise on the WS.
FINISHING
Weave in all ends. Wet block to the ﬁnished measurements, pinning
out each chevron point along the cast-on and bind-off edges.
Looking for a matching hat? Try our Sunnyside Beanie (1 skein of
Cotton Merino in any color) at wrenandrye.com/patterns.
© 2025 Wren & Rye Yarns. Free for personal use.
Page 2`,
    expected: {
      title: 'Sunnyside Chevron Baby Blanket',
      designer: 'Marisol Ortega',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 1 + 1 + 1) * 218 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw42-10-us-magazine-bonus-chunky-raglan-hoodie-byline-caps',
    text: `FIBER & FORM · FALL 2025 · BONUS DOWNLOAD
CABIN WEEKEND
Trailhead Hoodie
A roomy raglan hoodie in squishy chunky wool, with a kanga-
roo pocket and a drawstring hood.
BY DEVON ASHCROFT
Photography: Lena Marsh · Styling: Rory Quinn
76 FIBER & FORM | FALL 2025
SKILL LEVEL Intermediate
SIZES XS (S, M, L, XL, 2X, 3X)
FINISHED MEASUREMENTS
Chest: 36 (40, 44, 48, 52, 56, 60)" / 91.5 (101.5, 112, 122, 132,
142, 152.5) cm
Length: 25 (25½, 26, 26½, 27, 27½, 28)" / 63.5 (65, 66, 67.5, 68.5,
70, 71) cm
Shown in size M with 8" of positive ease.
YARN
Cascadia Chunky by Timberline Wool Co. (100% wool; 3½ oz/100 g;
128 yd/117 m), bulky (#5): 8 (9, 10, 11, 12, 13, 14) skeins in
#310 Moss
NEEDLES
US 10 (6 mm) and US 10½ (6.5 mm) 32" circular needles, and a US 10
(6 mm) 16" circular for the hood edging
NOTIONS
Stitch markers, stitch holders, 60" (152 cm) of cotton cord for the
drawstring, tapestry needle
GAUGE
14 sts and 20 rows = 4" (10 cm) in stockinette st on larger needle.
16 sts and 20 rows = 4" (10 cm) in k2, p2 rib on smaller needle,
unstretched.
NOTES
The hoodie is worked in pieces from the bottom up and seamed. The
raglan sleeves are seamed to the body, then the hood is picked up
around the neck and worked ﬂat. The kangaroo pocket is worked sep-
arately and sewn on.
BACK
With smaller needle, cast on 66 (74, 78, 86, 94, 98, 106) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2 (WS): P2, *k2, p2; rep from * to end.
Rep Rows 1 and 2 until piece measures 3" (7.5 cm) from cast-on,
end after a WS row. Change to larger needle.
Continued on page 78
ALSO IN THIS ISSUE
Woodsmoke Socks by Priya Anand, 2 skeins of Timberline Sock ·
Ember Cowl, 1 skein of Cascadia Chunky · How to seam a raglan, p. 82
FIBER & FORM | FALL 2025 77
78 FIBER & FORM | FALL 2025
Trailhead Hoodie continued from page 77
Beg with a RS (knit) row, work in stockinette st until piece measures
16 (16, 16½, 16½, 17, 17, 17½)" / 40.5 (40.5, 42, 42, 43, 43, 44.5) cm
from cast-on, end after a WS row.`,
    expected: {
      title: 'Trailhead Hoodie',
      designer: 'Devon Ashcroft',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'XS', yards: 8 * 128 },
        { size: 'S', yards: 9 * 128 },
        { size: 'M', yards: 10 * 128 },
        { size: 'L', yards: 11 * 128 },
        { size: 'XL', yards: 12 * 128 },
        { size: '2X', yards: 13 * 128 },
        { size: '3X', yards: 14 * 128 },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [
        { us: '10', mm: 6 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up', 'raglan'],
    },
  },
];
