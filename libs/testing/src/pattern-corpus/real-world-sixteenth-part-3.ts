import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_SIXTEENTH_CASES (split for the file-size rule; see real-world-sixteenth.ts). */
export const REAL_WORLD_SIXTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-sixteenth-czech-indie-pullover-nine-sizes-metres-first',
    text: `PRAMEN
Klára Dvořáková · knitting patterns · klaradvorakova.cz

Pramen means "spring" — the kind that bubbles out of a hillside. A round-yoke pullover with a
textured yoke, worked top-down in the round with short rows for a raised back neck.

SIZES: XS (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)
Finished bust circumference: 84 (92, 100, 108, 116, 124, 132, 140, 148) cm /
33 (36¼, 39½, 42½, 45¾, 48¾, 52, 55, 58¼)"
Recommended ease: 10-15 cm / 4-6" positive ease. The sample is size M, worn with 14 cm ease.

YARN: Sport weight. Sample knit in Vlna Sport (100% wool, 50 g = 150 m / 164 yds), colour Moss.
Metres: 1050 (1140, 1230, 1330, 1430, 1530, 1640, 1750, 1860) m
Yards: 1148 (1247, 1345, 1455, 1564, 1673, 1794, 1914, 2034) yds

NEEDLES: 3 mm (US 2.5) circular needles, 40 and 80 cm; 3.5 mm (US 4) circular needles, 40 and
80 cm, and your preferred needles for small circumferences in both sizes.

GAUGE: 24 sts × 32 rows = 10 cm / 4" in stocking stitch on 3.5 mm needles, after wet blocking.

SCHEMATIC (measurements in cm): A yoke depth 21 (22, 23, 23, 24, 25, 25, 26, 27); B body length
from underarm 34 (35, 36, 37, 38, 38, 39, 39, 40); C sleeve length 45 (45, 46, 46, 47, 47, 48,
48, 48); D upper arm 29 (31, 33, 36, 39, 42, 45, 48, 50).

ABBREVIATIONS: see the glossary on page 7. Techniques you will need: German short rows, picking up
stitches, a stretchy bind-off (tutorial links on page 8).

NECKBAND: With 3 mm needle, cast on 104 (108, 112, 116, 120, 124, 128, 132, 136) sts...

Test knitters: Hana, Jitka, Sarah and Ewa — thank you!
© Klára Dvořáková 2026 · Sharing this PDF is not allowed · Page 1/8`,
    expected: {
      title: 'Pramen',
      designer: 'Klára Dvořáková',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m(1050) },
        { size: 'S', yards: m(1140) },
        { size: 'M', yards: m(1230) },
        { size: 'L', yards: m(1330) },
        { size: 'XL', yards: m(1430) },
        { size: '2XL', yards: m(1530) },
        { size: '3XL', yards: m(1640) },
        { size: '4XL', yards: m(1750) },
        { size: '5XL', yards: m(1860) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-sixteenth-indie-toe-up-socks-foot-circumference-sizes',
    text: `Tidewrack Socks
Sunniva Hale Knits · pattern no. 14

Toe-up socks with a single travelling cable that wanders up the instep like a line of seaweed on
the sand. Worked in the round from the toe up with a gusset and a heel turn.

SIZES
7 (8, 9, 10)" foot circumference, to be worn with about 10% negative ease.
Foot length is adjustable.

MATERIALS
Yarn: fingering weight sock yarn, 1 (1, 1, 2) skeins of Tidepool Sock (75% superwash merino,
25% nylon; 458 yds / 419 m per 100 g). The largest size uses about 30 g of a second skein.
Needles: US 1 (2.25 mm) needles for working small circumferences in the round
Notions: cable needle (optional), removable markers, tapestry needle

GAUGE
34 sts and 48 rnds = 4" / 10 cm in stockinette in the round

ABBREVIATIONS
1/1 LC: sl 1 to cn, hold in front, k1, k1 from cn. 1/1 RPC: sl 1 to cn, hold in back, k1, p1
from cn. M1L, M1R, ssk, k2tog — see the glossary on page 6.

TOE
Using Judy's Magic Cast-On, CO 24 (24, 28, 28) sts, 12 (12, 14, 14) on each needle...
Rnd 1: Knit.
Rnd 2: *K1, M1L, knit to last st of needle, M1R, k1; rep from * once more...

Love this pattern? The Tidewrack Mitts use the same cable and only 1 skein (458 yds).
© 2026 Sunniva Hale. All rights reserved.`,
    expected: {
      title: 'Tidewrack Socks',
      designer: 'Sunniva Hale',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '7', yards: 458 },
        { size: '8', yards: 458 },
        { size: '9', yards: 458 },
        { size: '10', yards: 916 },
      ],
      gauge: { stitches: 34, rows: 48, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['7', '8', '9', '10'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-sixteenth-wool-fair-programme-cowl',
    text: `DALES WOOL FAIR 2026 · OFFICIAL PROGRAMME · Saturday 12 & Sunday 13 September · page 14

FREE PATTERN: THE DRYSTONE COWL
Designed for the fair by Bethan Pryce

Knit it on the train home! A chunky, squishy cowl in a slip-stitch pattern that looks like a
dry stone wall. Knitted in the round, so there's no purling back.

Yarn: 2 x 50g balls Swaledale Aran (100% Swaledale wool, 100m per ball), shade Limestone
Needles: 5mm (US 8) 60cm circular needle
Tension: 18 sts and 24 rounds to 10cm over pattern
Finished size: 60cm circumference x 22cm deep
Also: a stitch marker and a darning needle
Difficulty: Beginner-friendly (you'll need to knit, purl and slip stitches)

Cast on 108 sts. Join to work in the round, taking care not to twist, and place a marker.
Rounds 1-4: *K2, p2; rep from * to end.
Round 5: *K3, sl1 wyib; rep from * to end.
Round 6: *P3, sl1 wyib; rep from * to end.
Rounds 7-8: Knit.
Repeat rounds 5-8 until the cowl measures 20cm, then work rounds 1-4 again.
Cast off loosely in rib. Weave in the ends and block gently.

Share your cowl with #DalesWoolFair — the best one wins a fleece!

— — —
TIMETABLE: 10:00 Doors open · 11:00 Demonstration: Fair Isle on 3.25mm needles (Marquee B) ·
13:30 Sheep shearing · 15:00 Fleece competition results
Stand 22 — Pennine Sock Co.: 4ply sock yarn, 400m skeins, £18 · Stand 31 — Dales Fleece Mill
Entry £6 (under 16s free) · Proceeds support the Dales Rare Breeds Trust`,
    expected: {
      title: 'The Drystone Cowl',
      designer: 'Bethan Pryce',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(200) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-sixteenth-indie-crochet-cardigan-size-columns',
    text: `HOLLYHOCK CARDIGAN
crochet pattern by Tamsin Oduya · tamsinoduya.com

A relaxed, cropped cardigan in half double crochet and a lacy V-stitch yoke. Worked top-down in one
piece with raglan increases; the sleeves are worked in the round down to the cuff.

SIZING
Designed with 6-8" / 15-20 cm positive ease. The sample is size M, shown on a 36" bust.

SIZE              XS    S     M     L     XL    2X    3X    4X    5X
Finished bust"    34    38    42    46    50    54    58    62    66
Length"           18    18½   19    19½   20    20½   21    21½   22
Yards             860   950   1040  1140  1240  1350  1460  1570  1680
Metres            786   869   951   1042  1134  1234  1335  1436  1536

MATERIALS
DK weight (light #3) yarn; sample in Meadow Cotton DK (50% cotton, 50% acrylic; 273 yds / 250 m
per 100 g), colour Rosehip.
4.5 mm (US 7) hook for ribbing and 5 mm (US H-8) hook for the body. 5 buttons, stitch markers.

GAUGE
16 sts and 12 rows = 4" / 10 cm in hdc with the 5 mm hook, after blocking.

NOTES
US terms. Ch 2 at the beginning of a row does not count as a stitch. The V-stitch yoke is a lace
pattern; blocking opens it up.

YOKE
With 5 mm hook, ch 62 (62, 66, 66, 70, 74, 74, 78, 82)...

© Tamsin Oduya 2026. Please do not copy or distribute. Sell your finished items — just credit me!`,
    expected: {
      title: 'Hollyhock Cardigan',
      designer: 'Tamsin Oduya',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 860 },
        { size: 'S', yards: 950 },
        { size: 'M', yards: 1040 },
        { size: 'L', yards: 1140 },
        { size: 'XL', yards: 1240 },
        { size: '2X', yards: 1350 },
        { size: '3X', yards: 1460 },
        { size: '4X', yards: 1570 },
        { size: '5X', yards: 1680 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['lace', 'top-down', 'raglan', 'in the round'],
    },
  },
];
