import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_4 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw37-07-us-yarn-company-cabled-boot-socks-sport',
    text: `TIMBERLINE YARN CO.                                          FREE PATTERN · TL-2241
Version 2 · updated 01/2025 (corrected cuff stitch count for size L)

SWITCHBACK BOOT SOCKS
Designed by Carla Brennan for Timberline Yarn Co.

Experience level: Intermediate – you should be comfortable with cables and a heel flap.

SIZES
S (M, L)
Foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm · Leg length to top of heel flap: 8"
Foot length is adjustable.

MATERIALS
Timberline Sport (sport weight; 80% superwash wool, 20% nylon; 50 g / 164 yds / 150 m)
2 (3, 3) skeins, shown in #214 Campfire
US 2 (2.75 mm) and US 3 (3.25 mm) double-pointed needles, set of 5, or your preferred needles for
small circumferences
Cable needle, stitch markers, tapestry needle

GAUGE
28 sts and 38 rnds = 4" (10 cm) in stockinette stitch on larger needles.
Cable panel (14 sts) measures 1½" wide.

NOTES
These socks are worked from the cuff down in the round, with a slip-stitch heel flap, a gusset
and a wedge toe. A 4-stitch braided cable climbs the front and back of the leg and continues
down the instep; the sole is plain stockinette.

STITCH GUIDE
2/2 RC: Slip 2 sts to cable needle, hold in back, k2, k2 from cable needle.
2/2 LC: Slip 2 sts to cable needle, hold in front, k2, k2 from cable needle.
Braid (14 sts)
Rnd 1: P2, k4, 2/2 LC, k2, p2.  Rnd 2 and all even rnds: P2, k10, p2.
Rnd 3: P2, 2/2 RC, k6, p2.

CUFF
With smaller needles, CO 52 (56, 64) sts. Divide evenly over 4 needles and join to work in
the rnd, being careful not to twist.
Rib rnd: *K2, p2; rep from * around.
Work rib for 2".
Change to larger needles and set up cable: Work Braid over 14 sts, k12 (14, 18), work Braid over
14 sts, k12 (14, 18).

HEEL FLAP
Heel flap is worked back and forth over 26 (28, 32) sts.
Row 1 (RS): *Sl 1, k1; rep from * to end. Row 2 (WS): Sl 1, purl to end.

MAKE IT A SET: The Switchback Hat uses 1 skein of Timberline Sport and the Switchback Mitts
use 1 (2) skeins. Both are free on our website.

Questions about this pattern? patterns@timberlineyarn.com
© 2025 Timberline Yarn Co., Bend, Oregon. Free for personal use; please do not sell.      Page 1 of 3`,
    expected: {
      title: 'Switchback Boot Socks',
      designer: 'Carla Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 2 * 164 },
        { size: 'M', yards: 3 * 164 },
        { size: 'L', yards: 3 * 164 },
      ],
      gauge: { stitches: 28, rows: 38, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw37-08-danish-yarn-company-crochet-mesh-top-grams',
    text: `HAVBRIS GARN · Opskrift / Pattern no. 25-14 · English edition

BEACH ROSE TOP
Klitrosetop

Design: Mette Skovgaard
English translation: Anne Holm

A short-sleeved summer top in a light lace pattern of chain arches and small fans, crocheted in
soft mercerised cotton. The front and back are crocheted separately from the bottom up and sewn
together at the shoulders and sides.

SIZES
S – M – L – XL – XXL
Bust width: 92 – 100 – 108 – 118 – 128 cm
Full length: 52 – 54 – 56 – 58 – 60 cm

YARN
Havbris Bomuld 8/4 (100% mercerised cotton, sport weight, 50 g = approx. 165 m)
Colour 31 Rose: 250 – 300 – 350 – 400 – 450 g

CROCHET HOOKS
Havbris crochet hook 3.5 mm and 4 mm

TENSION
22 sts x 11 rows in lace pattern with hook 4 mm = 10 x 10 cm.
If you have more stitches, try a larger hook; if you have fewer, try a smaller hook.

ABBREVIATIONS (US terms)
ch = chain · sl st = slip stitch · sc = single crochet · dc = double crochet
ch-sp = chain space · st(s) = stitch(es) · rep = repeat

LACE PATTERN (multiple of 6 sts + 2)
Row 1: 1 sc in 2nd ch from hook, *ch 5, skip 5 ch, 1 sc in next ch*, rep from *-* to end. Turn.
Row 2: Ch 3 (counts as 1 dc), *5 dc around the ch-sp, 1 dc in sc*, rep from *-* to end. Turn.
Row 3: Ch 1, 1 sc in first dc, *ch 5, 1 sc in 3rd dc of fan, ch 2, 1 sc in dc between fans*,
rep from *-* to end. Turn.
Rep rows 2-3.

BACK
With hook 3.5 mm, chain 104 – 110 – 122 – 128 – 140 ch and work 4 rows of dc for the edge.
Change to hook 4 mm and continue in lace pattern until the piece measures 33 – 34 – 35 – 36 –
37 cm. Mark each side for the armhole.

SEE ALSO: Klitrose Shorts in Havbris Bomuld 8/4, 150 – 200 – 200 – 250 – 300 g (pattern 25-15).

Havbris Garn is sold in yarn shops in Denmark, Norway and Sweden.
Find your nearest stockist at havbris.dk/forhandlere

© Havbris Garn ApS. The pattern may not be copied for commercial use.      Side 2 / Page 2`,
    expected: {
      title: 'Beach Rose Top',
      designer: 'Mette Skovgaard',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: m((250 / 50) * 165) },
        { size: 'M', yards: m((300 / 50) * 165) },
        { size: 'L', yards: m((350 / 50) * 165) },
        { size: 'XL', yards: m((400 / 50) * 165) },
        { size: 'XXL', yards: m((450 / 50) * 165) },
      ],
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['lace', 'bottom-up'],
    },
  },
];
