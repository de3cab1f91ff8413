import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw44-09-australian-indie-knitted-whale-toy-grams-per-colour',
    text: `WALTER
THE WHALE
A squishy seamless blue whale to knit in 8 ply
Pattern by Bree Tolhurst
Walter the Whale | Saltbush Knits | p. 1
FINISHED SIZE
Approx. 30 cm (12 in) long from nose to tail tip.
MATERIALS
Yarn
8 ply (DK) cotton blend, 50 g / 98 m per ball
Main colour (MC): Ocean
50 g
Contrast colour (CC): Sand
25 g
Small amount of black 8 ply for embroidering the eyes
Needles
3.25 mm (US 3) double-pointed needles
Notions
Toy stuﬃng (approx. 60 g), stitch markers,
tapestry needle, stitch holder
Tension
Tension is not important for this pattern, but
knit ﬁrmly so the stuffing doesn’t show through.
Walter the Whale | Saltbush Knits | p. 2
CONSTRUCTION
Walter is knitted in the round from the tail end to the nose in one
piece. The belly stripes are worked with the contrast colour using
a simple slipped-stitch pattern, so you only ever knit with one
colour at a time. The ﬂippers and tail ﬂukes are knitted separately
and sewn on.
ABBREVIATIONS
kfb knit into front and back of stitch · k2tog knit two together
ssk slip, slip, knit · M1L make one left · M1R make one right
BODY
With MC, cast on 8 sts and divide over 3 dpns. Join to work in
the round.
Round 1: Knit.
Round 2: *Kfb; rep from * to end. 16 sts.
Round 3 and all odd rounds to 11: Knit.
Round 4: *K1, kfb; rep from * to end. 24 sts.
Round 6: *K2, kfb; rep from * to end. 32 sts.
Round 8: *K3, kfb; rep from * to end. 40 sts.
Round 10: *K4, kfb; rep from * to end. 48 sts.
Knit 12 rounds straight.
Join CC. The ﬁrst 24 sts of the round are the belly, the last
24 sts are the back.
3
© Saltbush Knits 2025 · saltbushknits.com.au · Not for resale.
Toys made from this pattern may be sold in small numbers.`,
    expected: {
      title: 'Walter the Whale',
      designer: 'Bree Tolhurst',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((50 + 25) * 98) / 50) }],
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw44-10-canadian-yarn-company-cabled-throw-ten-skeins',
    text: `LAINE DU NORD
Gaspésie Throw
An heirloom blanket of braided cables with an applied I-cord edge
Pattern LDN-3104 · Designed by Élise Tremblay
Laine du Nord · Gaspésie Throw · page 1 of 5
Version française disponible sur notre site.
SKILL LEVEL
Intermediate
FINISHED MEASUREMENTS
Approximately 46" wide x 58" long (117 x 147 cm), after blocking.
MATERIALS
Yarn
Laine du Nord Boréal Aran (100% Canadian wool;
aran weight; 100 g / 197 yds / 180 m)
Color
Lichen #312
Amount
10 skeins
Needles
US 8 (5 mm) 32" (80 cm) circular needle for the I-cord
US 9 (5.5 mm) 32" (80 cm) circular needle
Notions
Cable needle, 8 stitch markers, tapestry needle
GAUGE
18 sts and 24 rows = 4" (10 cm) in stockinette stitch on larger needle.
Each braided cable panel (30 sts) measures approx. 4½" (11.5 cm) wide.
Laine du Nord · Gaspésie Throw · page 2 of 5
PATTERN NOTES
The throw is worked flat in one piece. Slip the first stitch of
every row. When the main piece is complete, an
applied I-cord is worked all the way around the edge with the
smaller needle.
STITCH GUIDE
C6B: Slip 3 sts to cn and hold in back, k3, k3 from cn.
C6F: Slip 3 sts to cn and hold in front, k3, k3 from cn.
Braid (worked over 30 sts)
Row 1 (RS): P3, [k6, p3] 3 times.
Row 2 and all WS rows: K3, [p6, k3] 3 times.
Row 3: P3, [C6B, p3] 3 times.
Row 5: Rep Row 1.
Row 7: P3, k6, p3, C6F, p3, k6, p3.
Row 8: Rep Row 2.
Rep Rows 1–8 for patt.
MATCHING PIECES
Gaspésie Cushion (2 skeins) and Gaspésie Hat (1 skein) are free on
lainedunord.ca.
© 2025 Laine du Nord · lainedunord.ca`,
    expected: {
      title: 'Gaspésie Throw',
      designer: 'Élise Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 10 * 197 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      techniques: ['cables', 'i-cord'],
    },
  },
];
