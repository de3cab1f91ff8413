import type { PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw35-03-canadian-payhip-cuff-down-socks-skein-and-mini',
    text: `payhip · order #PH-7731902 · licensed to Dana Whitcombe · thank you for your purchase!

SALTWATER TAFFY SOCKS
by Geneviève Tremblay · tricot tremblay · Halifax, Nova Scotia

Stripy, squishy, everyday socks in a self-striping yarn with a contrast heel and toe. They're knit
from the cuff down in the round with a German short-row heel, so there's no gusset to pick up.

SIZES
S (M, L)
Finished foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm
To fit foot circumference: 7.5-8 (8.5-9, 9.5-10)"
Choose the size with about 10% negative ease for a snug fit.

MATERIALS
Fingering weight sock yarn
MC: 1 skein (100 g / 437 yds / 400 m) of Harbourfront Sock in "Taffy Pull"
CC: 1 mini skein (20 g / 93 yds / 85 m) of Harbourfront Sock Minis in "Lighthouse Red"
One skein of MC is enough for all three sizes, even with a 10" leg in size L.
My testers used between 58 and 71 g of MC and 9 to 14 g of CC.

US 0 (2 mm) and US 1 (2.25 mm) needles for your favourite small-circumference method
(dpns, two circulars or one 32" circular for magic loop)
Stitch markers, tapestry needle

GAUGE
32 sts and 44 rnds = 4" / 10 cm in stockinette worked in the round on US 1 (2.25 mm)

ABBREVIATIONS
CC contrast colour · MC main colour · k knit · p purl · rnd(s) round(s) · tbl through back loop
DS double stitch (see German short rows) · k2tog knit 2 together · ssk slip, slip, knit

CUFF
With MC and US 0 (2 mm) needles, cast on 56 (64, 72) sts. Join to work in the round.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until cuff measures 1.5" / 4 cm.

LEG
Change to US 1 (2.25 mm) needles and knit every rnd until leg measures 6 (6.5, 7)" from the cast-on
edge, or your desired length to the top of the heel.

HEEL
Break MC and join CC. The heel is worked back and forth over the first 28 (32, 36) sts only.
First half: Row 1 (RS): Knit to end, turn. Row 2 (WS): DS, purl to end, turn.
Row 3: DS, knit to 1 st before the DS, turn. Row 4: DS, purl to 1 st before the DS, turn.
Repeat Rows 3-4 until 10 (12, 12) unworked sts remain in the centre.

More from tricot tremblay
Fogbank Mitts · 1 skein, 250 yds of DK
Peggy's Cove Shawl · 2 skeins, 840 yds

© 2025 Geneviève Tremblay. Please don't share or resell this file.                      Page 2 of 5`,
    expected: {
      title: 'Saltwater Taffy Socks',
      designer: 'Geneviève Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 437 + 93 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '0', mm: 2 },
        { us: '1', mm: 2.25 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round', 'short rows'],
    },
  },
  {
    id: 'rw35-04-us-yarn-company-cabled-hat-adult-sizes-second-skein',
    text: `LARKSPUR YARN CO.
FREE PATTERN · LYC-H2214

Timberline Cabled Hat
Designed by Owen Castellano

SKILL LEVEL: Intermediate ■■■□

A deep ribbed brim and four twisting cables make this the hat you'll grab every morning. It's
worked in the round from the brim up, with the crown decreases worked into the cables.

SIZES
Adult S (M, L)
To fit head circumference: 20 (21½, 23)" / 51 (54.5, 58.5) cm
Finished circumference (unstretched): 17½ (19, 20½)"

MATERIALS
Larkspur Highland Worsted (100% wool; 3½ oz / 100 g; 200 yds / 183 m)
1 (1, 2) skeins in #611 Spruce
Yarn weight: Medium (4) worsted
US 6 (4 mm) 16" circular needle
US 8 (5 mm) 16" circular needle and set of double-pointed needles
Cable needle, stitch marker, tapestry needle, optional 4" faux fur pom-pom

GAUGE
18 sts and 24 rnds = 4" (10 cm) in stockinette on larger needles.
22 sts and 24 rnds = 4" in cable pattern on larger needles.
Take time to check gauge.

STITCH GUIDE
2/2 RC: Slip 2 sts to cable needle, hold in back, k2, k2 from cable needle.
2/2 LC: Slip 2 sts to cable needle, hold in front, k2, k2 from cable needle.

NOTE
Size L uses a little more than one skein, so you'll need a second skein for that size only.

BRIM
With smaller needle, cast on 96 (104, 112) sts. Place marker and join to work in the round,
being careful not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep Rnd 1 until brim measures 3" (7.5 cm), or 4" for a folded brim.

BODY
Change to larger needle.
Set-up rnd: *P2, k8, p2, work next 12 (14, 16) sts in rib as set; rep from * 3 more times.
Work Rnds 1-12 of Cable Chart 2 (2, 3) times, then work Crown Chart, changing to dpns when there
are too few stitches to work comfortably on the circular needle.

FINISHING
Break yarn, thread tail through remaining sts and pull tight. Weave in ends. Attach pom-pom if desired.

Love this hat? The matching Timberline Cowl (2 skeins) and Timberline Mitts (1 skein) are free at
larkspuryarn.com. Kits with yarn and pom-pom from $24.
Errata: none as of 02/2025. Questions? patternsupport@larkspuryarn.com
© 2025 Larkspur Yarn Co. All rights reserved. Free for personal use; may not be sold or reproduced.`,
    expected: {
      title: 'Timberline Cabled Hat',
      designer: 'Owen Castellano',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 200 },
        { size: 'M', yards: 200 },
        { size: 'L', yards: 400 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
];
