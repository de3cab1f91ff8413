import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw22-19',
    text: `Emberly Shawl
A crochet triangle shawl with a lacy shell edging

by Ada Whitﬁeld

Thank you for buying this pattern on LoveCrafts. If you have any problems with your
download, please contact LoveCrafts customer support; for pattern questions, email me at
ada@adawhitfieldcrochet.co.uk.

This pattern is written in UK crochet terms.

FINISHED SIZE
Approx. 170 cm wide x 75 cm deep at the centre, after blocking.

MATERIALS
DK weight yarn: 503-567 m / 550-620 yds (approx. 220-250 g)
The sample was made in Fernhill DK (100% wool; 50 g / 113 m) in Ember, using 4½ balls.
4.5mm (US 7) crochet hook
Stitch markers, tapestry needle, blocking mats and pins

TENSION
2 shell repeats (12 sts) and 8 rows = 10 cm over shell pattern, after blocking.
Tension is not critical, but a diﬀerent tension will aﬀect the ﬁnished size and the
amount of yarn used.

ABBREVIATIONS (UK)
ch chain; ch-sp chain space; dc double crochet; tr treble crochet; ss slip stitch;
shell (3 tr, ch 1, 3 tr) in the same st or sp; sp space; st(s) stitch(es); rep repeat

NOTES
The shawl is worked top-down from the centre of the neck edge, increasing at each edge
and at the centre spine on every row. The lacy shell edging is worked last, along the
two lower edges. Ch 3 at the beginning of a row counts as a tr.

SET-UP
Ch 4, ss in ﬁrst ch to form a ring.
Row 1: Ch 3 (counts as tr), 2 tr in ring, ch 2, 3 tr in ring, turn. (6 tr)
Row 2: Ch 3, 2 tr in ﬁrst st, ch 1, (3 tr, ch 2, 3 tr) in centre ch-2 sp, ch 1, 3 tr in top of
turning ch, turn.

BODY
Row 3: Ch 3, 2 tr in ﬁrst st, ch 1, *3 tr in next ch-1 sp, ch 1; rep from * to centre ch-2 sp,
(3 tr, ch 2, 3 tr) in centre sp, ch 1, **3 tr in next ch-1 sp, ch 1; rep from ** to last st,
3 tr in top of turning ch, turn.
Rep Row 3 until the shawl measures 65 cm from the neck edge along the centre spine, or
until you have about 90 m of yarn left for the edging.

Emberly Shawl · © Ada Whitﬁeld 2025 · page 3 of 5

EDGING
Row 1: Ch 1, 1 dc in ﬁrst st, *skip 2 sts, shell in next st, skip 2 sts, 1 dc in next st;
rep from * to end, working (shell, ch 2, shell) at the centre.
continued on page 4

Row 2: Ss into ch-1 sp of ﬁrst shell, ch 4, *1 dc in ch-1 sp of next shell, ch 4; rep from * to end.
Row 3: Ch 1, *(1 dc, 1 htr, 3 tr, 1 htr, 1 dc) in next ch-4 sp; rep from * to end.
Fasten oﬀ.

BLOCKING
Soak the shawl in cool water with a little wool wash, squeeze out (don't wring) and pin out to
measurements, opening up each shell. Leave until completely dry.

Please don't copy, share or sell this pattern. You're welcome to sell shawls you've made
from it in small numbers. Share yours with #emberlyshawl`,
    expected: {
      title: 'Emberly Shawl',
      designer: 'Ada Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 620 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw22-20',
    text: `LAKESHORE FIBRE CO.                        Free Pattern · LFC-C-061

HARBOUR SWEATER
Crochet pullover in Lakeshore Chunky
Design: Jolene Parks

Level: Easy
A cosy boxy pullover worked in half double crochet through the third loop, which gives
a knit-look rib on the right side. It works up fast on a big hook!

SIZES
XS / S / M / L / XL / 2XL / 3XL
Finished bust: 38 / 42 / 46 / 50 / 54 / 58 / 62 in (96.5 / 106.5 / 117 / 127 / 137 / 147.5 /
157.5 cm)
Meant to be worn with 8-12" positive ease. Model is 5'8" and wears size S.

YARN
Lakeshore Chunky (bulky #5; 80% wool, 20% alpaca; 100 g / 3.5 oz; 107 m / 117 yds)
7 / 8 / 9 / 9 / 10 / 11 / 12 balls in Harbour Fog

HOOKS
6.5 mm (US K-10½) for ribbing
8 mm (US L-11) for body and sleeves

NOTIONS
Stitch markers, locking stitch markers, yarn needle

GAUGE
11 hdc and 9 rows = 4" / 10 cm with 8 mm hook, worked in third-loop hdc.

NOTES
- The front and back are worked ﬂat in two panels from the bottom up, beginning with
  the ribbing, then seamed at the shoulders and sides.
- Sleeves are worked ﬂat from the cuﬀ up and sewn in.
- Ch 2 at the beginning of a row does not count as a stitch.
- Sizes are separated by slashes. If only one number is given, it applies to all sizes.

ABBREVIATIONS
ch chain · hdc half double crochet · hdc3L hdc in third loop · sc single crochet ·
sc-blo single crochet in back loop only · sl st slip stitch · st(s) stitch(es)

RIBBING (make 2)
With 6.5 mm hook, ch 11.
Row 1: Sc in 2nd ch from hook and each ch across, turn. (10 sc)
Row 2: Ch 1, sc-blo in each st across, turn.
Rep Row 2 until ribbing measures 19 / 21 / 23 / 25 / 27 / 29 / 31" unstretched.

Ribbing should measure about 3" wide.

BACK
Change to 8 mm hook. Work 52 / 58 / 63 / 69 / 74 / 80 / 85 hdc evenly along the long edge.
Row 1: Ch 2, hdc3L in each st across, turn.
Rep Row 1 until piece measures 22 / 22½ / 23 / 23½ / 24 / 24½ / 25" from bottom edge.

Shoulder shaping
Next row: Sl st across 7 / 8 / 9 / 10 / 10 / 11 / 12 sts, work to last 7 / 8 / 9 / 10 / 10 / 11 / 12
sts, turn. Fasten oﬀ.

FRONT
Work as for Back until piece measures 19 / 19½ / 20 / 20½ / 21 / 21½ / 22" from bottom edge.

LFC-C-061 · Harbour Sweater · page 2 of 3

Shop Lakeshore Chunky in 18 shades at lakeshorefibre.ca
Also free: Harbour Toque - 1 ball of Lakeshore Chunky.
© 2025 Lakeshore Fibre Co. Free for personal use. #lakeshorefibre`,
    expected: {
      title: 'Harbour Sweater',
      designer: 'Jolene Parks',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'XS', yards: 819 },
        { size: 'S', yards: 936 },
        { size: 'M', yards: 1053 },
        { size: 'L', yards: 1053 },
        { size: 'XL', yards: 1170 },
        { size: '2XL', yards: 1287 },
        { size: '3XL', yards: 1404 },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'K-10.5', mm: 6.5 },
        { us: 'L-11', mm: 8 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up'],
    },
  },
];
