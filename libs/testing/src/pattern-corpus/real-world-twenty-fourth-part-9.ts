import type { PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw24-17',
    text: `Pattern by Juniper Okafor  |  juniperokaforcrochet

SEAGLASS SHAWL
a top-down triangle in lacy shells

Thank you for purchasing through Ravelry! For help, visit the Juniper Okafor Crochet group or email me at
hello@juniperokafor.com.

MATERIALS
Yarn: Fingering weight, 680-760 yds / 622-695 m.
The sample is worked in Driftwood Sock (75% merino, 25% nylon; 100 g; 435 yds / 398 m) in "Tidepool" and used
1.7 skeins (171 g).
Hook: US 7 (4.5 mm), or size needed to obtain gauge
Notions: 2 stitch markers, tapestry needle, blocking pins and wires

FINISHED MEASUREMENTS (blocked)
Wingspan: 64" / 162.5 cm
Depth at center spine: 30" / 76 cm

GAUGE
2 shell repeats (12 dc) and 8 rows = 4" / 10 cm in shell pattern, after blocking.
Gauge is not critical, but a looser gauge will use more yarn.

CONSTRUCTION
The shawl is worked top-down from the center back neck, increasing at each edge and at either side of the
central spine every row. The edging is worked along the bottom edge at the end, without breaking the yarn.

STITCH GUIDE (US terms)
ch – chain
dc – double crochet
sc – single crochet
sp – space
Shell: (3 dc, ch 1, 3 dc) in indicated st or sp
V-st: (dc, ch 2, dc) in indicated st or sp
Picot: ch 3, sl st in 3rd ch from hook

NOTES
• The beginning ch-3 counts as a dc throughout.
• Place a marker in the ch-2 space of the spine V-st and move it up every row.
• Written instructions and a chart are both given; the chart is on page 5.

SET-UP
Ch 4, sl st to first ch to form a ring.
Row 1 (RS): Ch 3, (2 dc, ch 1, V-st, ch 1, 3 dc) in ring, turn.
Row 2: Ch 3, 2 dc in first st, ch 1, shell in next ch-1 sp, ch 1, V-st in spine sp, ch 1, shell in next ch-1 sp,
ch 1, 3 dc in top of turning ch, turn.

MORE PATTERNS BY JUNIPER
Tidewrack Cowl – 280 yds of DK
Saltbox Blanket – 1,800-2,000 yds of worsted

© 2025 Juniper Okafor. All rights reserved. Not for resale or distribution.                          Page 1`,
    expected: {
      title: 'Seaglass Shawl',
      designer: 'Juniper Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 760 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw24-18',
    text: `Saltmeadow Yarn Co. — Free Crochet Pattern
Pattern SM-2517

Boardwalk Tee
Designed by Rosa Delacroix

Skill Level: Intermediate

Sizes: S (M, L, 1X, 2X, 3X)
Finished bust: 36 (40, 44, 48, 52, 56)" [91.5 (101.5, 112, 122, 132, 142) cm]
Length: 21 (21½, 22, 22½, 23, 23½)" [53.5 (54.5, 56, 57, 58.5, 59.5) cm]

MATERIALS
Saltmeadow Beach Cotton (100% cotton; 1.75 oz/50 g; 117 yds/107 m) – DK / Light (3)
   #208 Sea Oat – 6 (7, 8, 9, 10, 11) balls
Size F-5 (3.75 mm) crochet hook
Size G-6 (4 mm) crochet hook
Stitch markers, yarn needle

GAUGE
With larger hook, 18 sts and 10 rows = 4" [10 cm] in dc.
To save time, take time to check gauge.

NOTES
1. The body is worked in joined rounds from the hem up to the underarms, then the front and back are worked
   separately in rows to the shoulders.
2. The short sleeves are worked in joined rounds directly into the armholes.
3. Ch-3 at the beginning of a round or row counts as a dc.
4. Instructions are written for the smallest size, with changes for larger sizes in parentheses. When only one
   number is given, it applies to all sizes.

ABBREVIATIONS
beg = beginning
ch = chain
dc = double crochet
rnd(s) = round(s)
sc = single crochet
sl st = slip stitch
sp = space

BODY
With smaller hook, ch 162 (180, 198, 216, 234, 252); join with sl st in first ch to form a ring, being careful
not to twist.
Rnd 1: Ch 1, sc in each ch around; join with sl st in first sc.
Rnds 2-5: Ch 1, sc in back loop of each sc around; join.
Change to larger hook.
Rnd 6: Ch 3, dc in each st around; join with sl st in top of beg ch-3.
Rep Rnd 6 until piece measures 13 (13, 13½, 13½, 14, 14)" from beginning.

Love this tee? Pair it with our Beach Cotton Market Tote (3 balls) – free at saltmeadowyarn.com.
Saltmeadow Yarn Co. · © 2025 · For personal use only. Not for resale.`,
    expected: {
      title: 'Boardwalk Tee',
      designer: 'Rosa Delacroix',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: 702 },
        { size: 'M', yards: 819 },
        { size: 'L', yards: 936 },
        { size: '1X', yards: 1053 },
        { size: '2X', yards: 1170 },
        { size: '3X', yards: 1287 },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'F-5', mm: 3.75 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X', '3X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
