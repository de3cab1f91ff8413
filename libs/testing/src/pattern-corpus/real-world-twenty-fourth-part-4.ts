import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw24-07',
    text: `FEMKE RODENBURG DESIGNS
Payhip order · your download link has also been sent to the e-mail address used at checkout

Dauwdrop
a beaded lace shawl, worked top-down

design: Femke Rodenburg

Dauwdrop (Dutch for dewdrop) is a triangular shawl that grows from a few stitches at the centre back neck.
The upper half is plain garter stitch; then a leaf lace begins, with beads placed on every other pattern row,
and the shawl finishes with a picot bind-off.

FINISHED MEASUREMENTS
Wingspan 170 cm / 67 in, depth at the centre 78 cm / 30¾ in, after blocking.

YARN
1 skein of Heide Lace (70% merino, 30% silk; 100 g = 800 m / 875 yds), colour Ochtendmist.
Lace weight. The sample used 92 g.

NEEDLES & NOTIONS
3.5 mm (US 4) circular needle, 80 cm
approx. 320 size 6/0 seed beads (the sample uses silver-lined clear)
0.6 mm steel crochet hook for placing the beads (or use dental floss)
removable markers, blocking wires and pins

TENSION
20 sts and 36 rows = 10 cm / 4 in over garter stitch after blocking. Tension is not crucial, but a different
tension will change the size of the shawl and the amount of yarn used.

TECHNIQUES
Garter tab cast-on, reading lace charts, placing beads with a crochet hook, picot bind-off.

ABBREVIATIONS
B – place bead: slip a bead onto the next stitch with the crochet hook, return it to the left needle and knit it
yo – yarn over
k2tog / ssk – right / left leaning decrease
sk2p – slip 1, k2tog, pass slipped st over (2 sts decreased)
pm / sm – place / slip marker
RS / WS – right side / wrong side

GARTER TAB
Cast on 3 sts. Knit 6 rows. Turn the work 90 degrees and pick up and knit 3 sts along the edge, then 3 sts
from the cast-on edge (9 sts).

SECTION 1 (garter)
Row 1 (RS): K3, yo, k1, yo, pm, k1 (spine), pm, yo, k1, yo, k3 (13 sts).
Row 2 (WS): K all sts.
Repeat Rows 1-2 until there are 201 sts.

Questions? hello@femkerodenburg.nl  ·  Instagram @femke.breit
This pattern is for personal use only. Do not copy, share or sell it. © Femke Rodenburg 2025          1/7`,
    expected: {
      title: 'Dauwdrop',
      designer: 'Femke Rodenburg',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 875 }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'beading', 'top-down'],
    },
  },
  {
    id: 'rw24-08',
    text: `COTTONWOOD MILLS
Free Pattern Library  ›  Kitchen & Home  ›  Knit

Checkerboard Double-Knit Potholder

Skill Level: ■■□□ Easy+
Finished Size: approx. 8" x 8" (20.5 x 20.5 cm), thick and reversible

MATERIALS
Cottonwood Kitchen Cotton (100% cotton; 2 oz / 57 g; 95 yds / 87 m)
   Color A: #01 White, 1 ball
   Color B: #33 Tomato, 1 ball
Worsted weight / medium (4)
US 7 (4.5 mm) straight needles
Tapestry needle; crochet hook for the hanging loop (optional)

GAUGE
20 sts and 22 rows = 4" (10 cm) in double knitting pattern, counting each pair of knit and purl stitches as
one stitch. Gauge is not critical for this project.

ABOUT DOUBLE KNITTING
Double knitting makes two layers of fabric at once, one on each side of the needles. Every stitch is worked as
a pair: knit the stitch for the front layer with one color, then purl the stitch for the back layer with the
other color. Where the colors swap, the two layers are joined, which makes the checkerboard. Don't confuse
this technique with "DK", which is a yarn weight – this potholder uses worsted weight cotton!

STITCH PATTERN
Checkerboard (multiple of 10 pairs)
Rows 1-6: *[k1 with A, p1 with B] 5 times, [k1 with B, p1 with A] 5 times; rep from * to end.
Rows 7-12: *[k1 with B, p1 with A] 5 times, [k1 with A, p1 with B] 5 times; rep from * to end.

POTHOLDER
With both colors held together, cast on 40 pairs (80 sts) using a two-color long-tail cast-on.
Work Rows 1-12 of Checkerboard 3 times, then work Rows 1-6 once more.
Bind off all pairs together.

FINISHING
Weave in ends between the layers. With crochet hook and A, chain 12 and join to a corner for the hanging loop.
Steam lightly.

YOU MIGHT ALSO LIKE
Diagonal Dishcloth (1 ball) · Market Bag (4 balls) · Waffle Towel (3 balls)

This pattern was created by the Cottonwood Mills design team. Patterns are provided free for personal use and
may not be sold or reproduced.
©2025 Cottonwood Mills, Inc. · cottonwoodmills.com · Printed 11/3/2025`,
    expected: {
      title: 'Checkerboard Double-Knit Potholder',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 190 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['double knitting'],
    },
  },
];
