import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw46-07-us-indie-toe-up-lace-socks-short-row-heel',
    text: `Wisteria Socks
toe-up socks with a trailing lace panel
pattern by Dana Okafor
photography: Ruth Lindqvist
dana okafor designs | Wisteria Socks | 2
SIZES
S (M, L)
To fit foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm
Foot length is adjustable.
Sock is worked with about 1" / 2.5 cm of negative ease.
YARN
Fingering weight sock yarn
Sample: Tidewell Sock (75% superwash merino, 25% nylon; 100 g / 463 yds / 423 m)
in Lilac Dusk, 1 skein.
1 skein is enough for all sizes up to a foot length of 10½" / 26.5 cm.
NEEDLES
US 1 (2.25 mm) needles for your preferred small-circumference method
NOTIONS
Stitch markers, tapestry needle
GAUGE
32 sts and 44 rnds = 4" / 10 cm in stockinette stitch worked in the round.
dana okafor designs | Wisteria Socks | 3
CONSTRUCTION
These socks are knit toe up in the round. The toe begins with Judy’s Magic
Cast-On, the instep carries a lace panel, and the heel is turned with short
rows (no gusset). The leg continues the lace panel all the way round and
ﬁnishes with a twisted rib cuff and a stretchy bind-off.
LACE CHART KEY
knit
yo
k2tog
ssk
sk2p
no stitch
16
14
12
10
8
6
4
2
15 sts
TOE
Using Judy’s Magic Cast-On, cast on 12 (14, 16) sts on each of two needles—
24 (28, 32) sts total.
Rnd 1: Knit.
Rnd 2: *K1, M1L, knit to last st on needle, M1R, k1; rep from * for second needle—
4 sts inc’d.
Rep last 2 rnds until there are 56 (64, 72) sts.
FOOT
Next rnd: K20 (24, 29), work Rnd 1 of chart over 15 sts, k21 (25, 28) to end of
round.
dana okafor designs | Wisteria Socks | 4
© 2025 Dana Okafor. This pattern is for personal use only.`,
    expected: {
      title: 'Wisteria Socks',
      designer: 'Dana Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 463 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['lace', 'short rows', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw46-08-us-yarn-company-entrelac-baby-blanket-colour-table',
    text: `BLUE HERON YARNS
Meadowlark
Entrelac Blanket
Free Pattern BH-1146
Designed by Karen Whitlock for Blue Heron Yarns
Skill level: Intermediate
A soft, three-colour entrelac blanket for the nursery.
Meadowlark Entrelac Blanket | Page 1 of 4
FINISHED SIZE
Approx. 30" wide × 36" long / 76 × 91.5 cm
MATERIALS
Yarn
Blue Heron Cloud DK (DK weight; 100% superwash merino;
100 g / 255 yds / 233 m)
Color	Shade	Skeins
A	Buttercup	2
B	Sage	2
C	Oatmeal	1
Needles
US 5 (3.75 mm) 32" circular needle for the border
US 6 (4 mm) 32" circular needle
Notions
Tapestry needle
GAUGE
22 sts and 28 rows = 4" / 10 cm in stockinette stitch on US 6 (4 mm) needle.
Each finished rectangle measures approx. 2" / 5 cm on its side.
Meadowlark Entrelac Blanket | Page 2 of 4
NOTES
The blanket is worked flat in entrelac: base triangles, then tiers of rectangles
alternately slanting left and right, and top triangles. The circular needle is
used to hold the large number of stitches; do not join. Pick up stitches
through the edge stitch of the rectangle below. Colors change with each tier:
A, B, C, A, B ...
The garter border is picked up and knit around all four edges at the end.
SCHEMATIC
30"
36"
2"
BASE TRIANGLES
With A and larger needle, cast on 120 sts loosely.
*Row 1 (WS): P2, turn.
Row 2: K2, turn.
Row 3: P3, turn.
Row 4: K3, turn.
Continue in this way, working 1 more st each WS row, until you have worked P12;
do not turn. Rep from * 9 more times—10 base triangles.
Meadowlark Entrelac Blanket | Page 3 of 4
© 2025 Blue Heron Yarns, Inc. Free for personal and charity use.`,
    expected: {
      title: 'Meadowlark Entrelac Blanket',
      designer: 'Karen Whitlock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 5 * 255 }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      techniques: ['entrelac'],
    },
  },
];
