import type { PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw29-09',
    text: `DRIFTWOOD FIBER STUDIO · MYSTERY KAL 2026

Tidewrack Shawl
Clue 1 of 4 – released Friday, February 6

Pattern by Tessa Whitlow

Welcome, mystery knitters! I'm so happy you're here. Please keep spoilers out of the main chat –
post photos of your finished clue in the SPOILER thread only, so the slow and steady folks can
still be surprised.

KAL SCHEDULE
Clue 1 – Feb 6 · Clue 2 – Feb 13 · Clue 3 – Feb 20 · Clue 4 – Feb 27 · FO parade closes March 31

MATERIALS (a reminder)
Fingering weight yarn in three colors:
   Color A (main) – 1 skein, 432 yds / 395 m
   Color B (contrast) – 1 skein, 432 yds / 395 m
   Color C (pop) – 1 mini skein, 82 yds / 75 m
Our KAL kits use Driftwood Sock (75% merino, 25% nylon; 100 g skeins, 20 g minis).
US 5 (3.75 mm) circular needle, 32" (80 cm) or longer
Stitch markers, blocking pins or wires

GAUGE
20 sts and 40 rows = 4" (10 cm) in garter stitch after blocking. Gauge isn't critical, but a
different gauge will change your finished size and yardage.

FINISHED SIZE
Approx. 64" wingspan x 24" deep at the center after blocking.

ABOUT THE SHAWL
Tidewrack is an asymmetrical shawl worked top-down from a garter tab. Clue 1 sets up the shawl and
works the first section in two-color slip-stitch mosaic, using A and B. You only ever work with one
color per row, so if you've never tried mosaic before, this is a gentle place to start. Both the
chart and written rows are given.

CLUE 1
Garter tab: With A, CO 3 sts. Knit 6 rows. Turn work 90 degrees and pick up and knit 3 sts along
the side edge, then 3 sts along the cast-on edge. (9 sts)
Set-up row (WS): K3, pm, p3, pm, k3.
Section 1 (mosaic): Work Rows 1–24 of Chart 1 twice, then Rows 1–12 once more.
   Row 1 (RS, B): K3, sm, M1L, *k1, sl1 wyib; rep from * to 1 st before marker, k1, M1R, sm, k3.
   Row 2 (WS, B): K3, sm, purl all sts worked in B and slip all A sts wyif, sm, k3.
Do not cut A or B; carry them up the garter edge.

TIP: Tester Nell used about 45 g of A and 20 g of B for this clue – you'll have plenty left.

Chat with us in #tidewrack-mkal on the Driftwood Discord. Post your progress photo by Feb 12 to be
entered in the Clue 1 prize draw (a skein of Driftwood Sock in the new Low Tide colorway!).

Tidewrack Shawl – Clue 1 · © 2026 Tessa Whitlow / Driftwood Fiber Studio · page 1 of 3`,
    expected: {
      title: 'Tidewrack Shawl',
      designer: 'Tessa Whitlow',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 432 + 432 + 82 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['top-down', 'mosaic'],
    },
  },
  {
    id: 'rw29-10',
    text: `HOMESTEAD YARN CO.                                                          FREE PATTERN
Pattern #HY-C2207

CAMPFIRE PONCHO
Crochet · Designed by Renee Colfax

SKILL LEVEL: EASY ●●○○

SIZES: S/M (L/XL)
Fits bust 30-38 (40-50)".
Finished measurements: each panel 20 (24)" wide x 28 (32)" long.

Note: Pattern is written for the smaller size with changes for the larger size in parentheses.
When only one number is given, it applies to both sizes.

MATERIALS
Homestead Big Cozy (100% acrylic; 6 oz/170 g; 140 yds/128 m) Super Bulky (6):
   #509 Ember – 5 (6) skeins
US L-11 (8 mm) crochet hook, or size needed to obtain gauge
Yarn needle

GAUGE
8 dc and 5 rows = 4" (10 cm).
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
ch = chain; dc = double crochet; sc = single crochet; sl st = slip stitch; st(s) = stitch(es);
FPdc = front post dc; BPdc = back post dc; ( ) = work directions in parentheses into same st

NOTES
1. The poncho is made from two rectangles. Each rectangle is sewn to the end of the other to make
   the neck opening, then a round of sc is worked around the neckline.
2. The turning ch-3 counts as a st throughout.
3. Fringe is optional and can be cut from leftover yarn.

PANEL (make 2)
Ch 42 (50).
Row 1 (RS): Dc in 4th ch from hook and in each ch across. Turn. 40 (48) sts.
Row 2: Ch 3, *FPdc around next st, BPdc around next st; rep from * to last st, dc in top of
turning ch. Turn.
Row 3: Ch 3, dc in each st across. Turn.
Rep Rows 2 and 3 until piece measures 28 (32)" from beg. Fasten off.

FINISHING
Sew the short end of Panel 1 to the first 20 (24)" of the long edge of Panel 2 ...

MATCH IT! The Campfire Hat uses 1 skein of Homestead Big Cozy. Find it at homesteadyarn.com.

Homestead Yarn Co., Ames, Iowa · homesteadyarn.com · 1-800-555-0143
© 2026 Homestead Yarn Co. This pattern may not be sold or reproduced.                  HY-C2207`,
    expected: {
      title: 'Campfire Poncho',
      designer: 'Renee Colfax',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [
        { size: 'S/M', yards: 5 * 140 },
        { size: 'L/XL', yards: 6 * 140 },
      ],
      gauge: { stitches: 8, rows: 5, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
      sizes: ['S/M', 'L/XL'],
    },
  },
];
