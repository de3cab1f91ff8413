import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FIFTEENTH_CASES (split for the file-size rule; see real-world-fifteenth.ts). */
export const REAL_WORLD_FIFTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-fifteenth-us-online-magazine-vest-finished-chest-skeins',
    text: `FIBERWEEKLY ONLINE  ›  Winter 2025  ›  Patterns  ›  Cordwood Vest

Cordwood Vest
by Ingrid Solberg-Hayes
Photography by Dev Patel · Technical editing by Sam Whitcombe

A cabled vest for splitting kindling, or just for looking as if you might. The body is worked in
the round from the hem up to the armholes, then front and back are finished separately.

SIZES
Finished chest: 34 (38, 42, 46, 50, 54, 58)"
Sample shown measures 38" on a model with a 34" chest.

YARN
Harrow Mill Worsted [100% Targhee wool; 210 yds/192 m per 4 oz/113 g skein]
3 (3, 4, 4, 5, 5, 6) skeins, colorway Lichen

NEEDLES
US 6 (4 mm): 16" and 24" circular needles, for ribbing
US 8 (5 mm): 32" circular needle, for body
Adjust needle size if necessary to obtain gauge.

NOTIONS
Cable needle, stitch markers, stitch holders, tapestry needle

GAUGE
20 sts and 26 rows = 4" in seed stitch on larger needle
Central cable panel (28 sts) measures 4¼" wide.

PATTERN NOTES
The cable chart is worked in the round to the armholes, then back and forth; on WS rows, read
the chart from left to right.

BODY
With smaller 24" circular, CO 176 (196, 216, 236, 256, 276, 296) sts. Pm and join in the round.
Rnd 1: *K2, p2; rep from * to end. Rep Rnd 1 for 2½".

RELATED: More cozy knits from our Winter issue · Subscribe to the FiberWeekly newsletter
Pattern © Ingrid Solberg-Hayes 2025. Published by FiberWeekly with permission.`,
    expected: {
      title: 'Cordwood Vest',
      designer: 'Ingrid Solberg-Hayes',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '34', yards: 630 },
        { size: '38', yards: 630 },
        { size: '42', yards: 840 },
        { size: '46', yards: 840 },
        { size: '50', yards: 1050 },
        { size: '54', yards: 1050 },
        { size: '58', yards: 1260 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['34', '38', '42', '46', '50', '54', '58'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-fifteenth-crochet-designer-shawl-dc-over-two-inches',
    text: `Quayle & Hook Designs  ·  Pattern #QH-031

MOONWAKE SHAWL
a crescent shawl in fingering weight · design by Harriet Quayle

Rows of double crochet and chain-space mesh grow out from a short top edge, finished with an
airy lace edging that opens up beautifully with blocking.

FINISHED MEASUREMENTS (after blocking)
Wingspan: 170 cm / 67"
Depth at centre: 48 cm / 19"

YARN
Fingering weight yarn: 660–770 yds / 604–704 m
Shown in Tidepool Sock (80% superwash merino, 20% nylon), colourway Kelp.

HOOK
US G/6 (4 mm), or size to obtain gauge

GAUGE
10 dc and 5 rows = 2" (5 cm) in dc, blocked.
Gauge is not critical, but a different gauge will change the size and yardage.

NOTIONS
Blocking wires and pins, tapestry needle

STITCHES (US terms)
ch chain; sl st slip stitch; sc single crochet; dc double crochet; ch-sp chain space;
picot: ch 3, sl st in 3rd ch from hook.

PATTERN
Ch 6.
Row 1 (RS): Dc in 4th ch from hook, dc in next 2 ch. Turn. (4 dc)
Row 2: Ch 3 (counts as dc), dc in same st, *ch 1, sk 1, dc in next st; rep from * to last st,
2 dc in last st. Turn.
Rep Row 2 until the shawl measures 44 cm at the centre, then work the Lace Edging chart.

Questions? hello@quayleandhook.com · Find me on Ravelry as QuayleAndHook
© 2025 Harriet Quayle. For personal use only; please do not distribute.`,
    expected: {
      title: 'Moonwake Shawl',
      designer: 'Harriet Quayle',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 770 }],
      gauge: { stitches: 10, rows: 5, inches: 2 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fifteenth-japanese-book-cardigan-jp-needle-numbers',
    text: `Chapter 2  Cardigans for every season                                                  32

07  Garter-Yoke Cardigan     (photo on p. 12)

Design and production: Keiko Arata

[Yarn]  Kinari Merino (100% wool, 40 g/ball, approx. 120 m)
        Oatmeal (2) — M: 8 balls (320 g) / L: 9 balls (360 g)
[Needles]  2 single-pointed needles No. 6 (3.9 mm) and No. 4 (3.3 mm);
           4 double-pointed needles No. 4 (3.3 mm)
[Notions]  6 buttons, 15 mm diameter
[Gauge]  Stockinette stitch: 22 sts, 30 rows = 10 cm square
         Garter stitch: 22 sts, 44 rows = 10 cm square
[Sizes]  M, L
[Finished measurements]  Bust M 98 cm / L 106 cm; length 55 cm / 57.5 cm;
                         sleeve length 45 cm / 46 cm

[How to make]
* Use needles No. 6 unless otherwise stated.
1. The body is knitted in one piece from the hem up. Cast on with the finger-loop cast-on, and
   knit 2 x 2 rib with needles No. 4.
2. Change to needles No. 6 and knit stockinette stitch to the armholes.
3. Divide for the fronts and back and knit each separately to the yoke line.
4. The sleeves are knitted in the round with double-pointed needles, then joined to the body.
5. Knit the yoke in garter stitch, decreasing as shown in the diagram.
6. Pick up stitches for the front bands and knit 2 x 2 rib, making buttonholes on the right band.
   Bind off with the rib bind-off.

* When two numbers are given, the first is for M and the second for L. A single number applies to
  both sizes.
* For the diagrams and the symbol chart of the yoke, see pages 34-35.

                                          33`,
    expected: {
      title: 'Garter-Yoke Cardigan',
      designer: 'Keiko Arata',
      craft_type: 'knitting',
      yardage: [
        { size: 'M', yards: m(960) },
        { size: 'L', yards: m(1080) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: null, mm: 3.3 },
        { us: null, mm: 3.9 },
      ],
      sizes: ['M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-fifteenth-yarn-shop-crochet-class-granny-blanket-table',
    text: `LOOP & LANTERN YARNS — CROCHET CLASS HANDOUT
Granny Patchwork Blanket (4-week class, Thursdays 6:30–8:30 pm)
Pattern by Maren Olafsdottir, used in class with the designer's permission.
Teacher: Carla (ask for her at the front desk!)

YOU CAN MAKE IT IN THREE SIZES
Stroller – Lap – Throw
Finished size: 24" x 30" – 36" x 42" – 48" x 60"

YARN: Hearthside Worsted (worsted weight, 100% acrylic, 200 yds / 170 g per skein)
                    Stroller   Lap   Throw
Number of squares      20       42     80
Color A  Ivory          2        3      5
Color B  Teal           1        2      3
Color C  Mustard        1        2      3
Color D  Berry          1        1      2

HOOK: size H-8 (5 mm)
Also bring: yarn needle, scissors, a zip bag to keep your squares in.

GAUGE
Rounds 1–3 of square = 3½"; finished square = 6" x 6".
Border: 7 sc and 8 rows = 2".

WEEK 1: the basic granny square (chain ring, clusters, corners). Make 2 squares at home.
WEEK 2: changing colours and weaving in as you go. Work on your squares.
WEEK 3: join-as-you-go, with the layout diagram on the back of this sheet.
WEEK 4: sc border with corner increases and blocking.

SQUARE
With B, ch 4; sl st in first ch to form a ring.
Rnd 1: Ch 3 (counts as dc), 2 dc in ring, ch 2, (3 dc in ring, ch 2) 3 times; join. Fasten off.
Rnd 2: Join C in any ch-2 corner, (ch 3, 2 dc, ch 2, 3 dc) in same sp, ch 1, ...

Class members get 10% off all yarn for the class on the night of week 1.`,
    expected: {
      title: 'Granny Patchwork Blanket',
      designer: 'Maren Olafsdottir',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Stroller', yards: 1000 },
        { size: 'Lap', yards: 1600 },
        { size: 'Throw', yards: 2600 },
      ],
      gauge: { stitches: 7, rows: 8, inches: 2 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['Stroller', 'Lap', 'Throw'],
    },
  },
];
