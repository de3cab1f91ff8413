import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw30-19',
    text: `PRAIRIE MILL YARN CO.
FREE PATTERN · PMY-K-1187 · Knit

Weekend Cabin Cardigan
Designed by Dana Whitford

SKILL LEVEL  ■■□□  EASY

A cozy, slightly oversized cardigan worked from the neck down in one piece, with raglan
increases and roomy patch pockets. Knits up fast in our Prairie Mill Chunky!

SIZES
S (M, L, 1X, 2X, 3X)
Finished bust (buttoned): 38 (42, 46, 50, 54, 58)" / 96.5 (106.5, 117, 127, 137, 147.5) cm
Shown in size M with 8" of ease.

MATERIALS
Prairie Mill Chunky (80% acrylic, 20% wool; 3.5 oz/100 g; 131 yds/120 m) — Bulky #5
7 (8, 9, 10, 11, 12) skeins #142 Oat Heather
US 9 (5.5 mm) and US 10½ (6.5 mm) 32" circular needles (cardigan is worked flat; circulars
hold the large number of stitches)
6 stitch markers (4 for raglan, 2 for pockets), stitch holders or waste yarn, tapestry needle
Six 1" (25 mm) buttons

GAUGE
13 sts and 18 rows = 4" (10 cm) in stockinette stitch with larger needle.
To save time, take time to check gauge.

ABBREVIATIONS
approx = approximately   beg = begin(ning)   k = knit   kfb = knit into front and back of st
M1L / M1R = make 1 left / right   p = purl   pm = place marker   rem = remain(ing)
rep = repeat   RS = right side   sm = slip marker   st(s) = stitch(es)   WS = wrong side

NOTES
The yoke is worked top-down with raglan increases; at the underarms the sleeve stitches are put
on hold and the body is worked flat to the hem. Sleeves are then worked flat from the held
stitches and seamed.

YOKE
With smaller needle, cast on 55 (57, 61, 63, 67, 69) sts.
Row 1 (WS): P1, *k1, p1; rep from * to end.
Work in rib as established for 1" (2.5 cm), ending with a WS row.
Change to larger needle.
Set-up row (RS): K8 (8, 9, 9, 10, 10), pm, k8, pm, k23 (25, 27, 29, 31, 33), pm, k8, pm, knit
to end.
Row 2 (WS): Purl.
Inc row (RS): *Knit to 1 st before marker, M1R, k1, sm, k1, M1L; rep from * 3 more times, knit
to end. 8 sts increased.

MATCHING HAT
Weekend Cabin Hat uses 1 skein of Prairie Mill Chunky for all sizes. Free at prairiemillyarn.com.

Pattern checked for errors 01/2026. Found a mistake? Let us know: patterns@prairiemillyarn.com
© 2026 Prairie Mill Yarn Co. All rights reserved. Page 1 of 4`,
    expected: {
      title: 'Weekend Cabin Cardigan',
      designer: 'Dana Whitford',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: 917 },
        { size: 'M', yards: 1048 },
        { size: 'L', yards: 1179 },
        { size: '1X', yards: 1310 },
        { size: '2X', yards: 1441 },
        { size: '3X', yards: 1572 },
      ],
      gauge: { stitches: 13, rows: 18, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X', '3X'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw30-20',
    text: `HANAMORI KEITO
Free pattern · English translation

Granny Motif Marché Bag
(Japanese title: モチーフつなぎのマルシェバッグ)
Design: Yuki Sasaki

■ Materials
Hanamori Cotton Linen (cotton 70%, linen 30%) 40 g/ball, approx. 96 m
Ecru (01) ... 3 balls
Indigo (22) ... 2 balls
Mustard (15) ... 1 ball

■ Tools
Crochet hook 6/0 (3.5 mm)
Yarn needle

■ Gauge
1 motif = 9 cm square

■ Finished size
Width 36 cm, height 22 cm (excluding handles), gusset 9 cm

■ How to make
1. Make 24 motifs (see chart). Each motif is a granny square of 4 rounds: rounds 1 and 2 in
   Mustard or Indigo, round 3 in Indigo or Mustard, round 4 in Ecru. Refer to the colour table
   for the combination of each motif.
2. From the second motif, join to the neighbouring motifs with slip stitches on round 4
   (join-as-you-go).
3. Arrange 8 motifs each for the front and the back, 4 for the base and 2 for each side; join
   as shown in the diagram.
4. Work the edging along the bag opening in Ecru (see chart).
5. Handles: chain 60, work 3 rows of single crochet, make 2. Sew to the inside of the bag.

■ Points
· The 3 chains at the start of each round count as 1 double crochet.
· At the corners work (3 dc, 2 ch, 3 dc) into the chain space.
· Join the motifs firmly so that the bag keeps its shape. Block the motifs lightly with steam
  before joining.

■ Symbols
○ chain  ● slip stitch  × single crochet  ⊤ double crochet (with stem)

※ The yarn amounts are approximate, and may vary with the tension of each individual.
※ Colours in the photo may differ from the actual yarn.

Other patterns using Hanamori Cotton Linen:
Summer Bucket Hat (Ecru 3 balls) · Net Bag (Indigo 4 balls) · Coasters (1 ball each of 3 colours)

Translation: Nao Fujimoto
© Hanamori Keito Co., Ltd. Unauthorised reproduction, resale or use for commercial purposes of
this pattern is prohibited. Page 1/2`,
    expected: {
      title: 'Granny Motif Marché Bag',
      designer: 'Yuki Sasaki',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(576) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['granny square'],
    },
  },
];
