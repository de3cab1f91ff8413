import type { PatternCorpusCase } from './corpus-types.js';
import { perSizeM, tool } from './real-world-twentieth-part-1.js';

/** Part 5 of REAL_WORLD_TWENTIETH_CASES (split for the file-size rule; see real-world-twentieth.ts). */
export const REAL_WORLD_TWENTIETH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw20-17',
    text: `LoveCrafts · Digital download · Knitting pattern
Order LC-48210773 · Licensed to the purchaser only

SALTPAN TEE
Design & photography: Maren Lyle

A relaxed, boxy tee in crisp linen with a lace panel at the hem and short dropped
sleeves. Knit it for hot days; it only gets softer with every wash.

SIZES
Finished bust: 88 (96, 104, 112, 120, 128, 136) cm / 34½ (37¾, 41, 44, 47¼, 50½, 53½) in
Intended ease: 10-20 cm. Length to shoulder: 52 (53, 54, 56, 57, 58, 60) cm.
Shown in size 96 cm on a model with an 84 cm bust.

MATERIALS
Fieldfare Linen Sport (100% linen; sport weight)
300 (330, 370, 400, 440, 480, 520) g – shown in Salt
3.25 mm (US 3) circular needle, 80 cm, for the hem and neckband
3.5 mm (US 4) circular needle, 80 cm
Stitch markers, stitch holders, tapestry needle

TENSION
22 sts and 30 rows = 10 cm over stocking stitch with the 3.5 mm needle, after washing
and drying ﬂat. Linen grows when washed – please wash your swatch!

CONSTRUCTION
The body is worked in the round from the hem up to the underarms, starting with the
lace panel; the front and back are then worked ﬂat separately and joined at the
shoulders with a three-needle bind-off. The sleeves are picked up and worked ﬂat.

ABBREVIATIONS
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit ·
s2kp slip 2 together knitwise, k1, pass 2 slipped sts over · BOR beginning of round

BODY
With 3.25 mm needle cast on 194 (212, 228, 246, 264, 282, 300) sts. Join in the round.
Rounds 1-6: *K1, p1; rep from * to end.
Change to 3.5 mm needle and work the Lace Panel chart (10-st repeat) 3 times in height.
                                                  continued on next page ›
YARN NOTE
Fieldfare Linen Sport comes in 50 g skeins of approx. 155 m; buy whole skeins.
Saltpan Tee © Maren Lyle 2025 · page 2 of 7 · lovecrafts.com`,
    expected: {
      title: 'Saltpan Tee',
      designer: 'Maren Lyle',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: perSizeM(
        ['88', '96', '104', '112', '120', '128', '136'],
        [930, 1023, 1147, 1240, 1364, 1488, 1612],
      ),
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [tool('3', 3.25), tool('4', 3.5)],
      sizes: ['88', '96', '104', '112', '120', '128', '136'],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-18',
    text: `https://priyaramancrochet.com/patterns/brackenridge-cowl                        1/3
Brackenridge Cowl — Priya Raman Crochet
Home / Patterns / Accessories / Brackenridge Cowl
Brackenridge Cowl
A squishy, ridged Tunisian crochet cowl – by Priya Raman
£4.50 — Add to basket (ad-free PDF)  |  You're reading the free online version
We use cookies to improve your experience. Accept | Settings

I designed Brackenridge on long walks over the moors last autumn: the colours of dying
bracken, and a fabric thick enough to keep out the wind. It's worked ﬂat in Tunisian
simple stitch and Tunisian purl ridges, then seamed into a tube.

FINISHED SIZE
60 cm circumference x 25 cm deep, after blocking.

YARN
Crag Aran (100% British wool; 100 g / 160 m / 175 yds): 2 skeins in Bracken.

HOOK
6 mm (US J/10) Tunisian crochet hook, at least 25 cm long, or an interchangeable
Tunisian hook with a cable.
Also: tapestry needle for the mattress-stitch seam, stitch markers.

GAUGE
16 sts and 14 rows = 10 cm in Tunisian simple stitch (Tss), blocked.

NOTES
• Each row is made of a forward pass (FwP), picking up loops, and a return pass
(RetP), working them off. Never turn your work.
• The last stitch of every forward pass is worked under both strands of the edge.
ABBREVIATIONS
Tss Tunisian simple stitch · Tps Tunisian purl stitch · ch chain · yo yarn over

PATTERN
Ch 40.
Row 1 FwP: Insert hook in 2nd ch from hook, yo and pull up a loop; rep in each ch
across. (40 loops on hook)
Row 1 RetP: Yo, pull through 1 loop, *yo, pull through 2 loops; rep from * until 1
loop remains.
Rows 2-5: Tss. Rows 6-7: Tps. Repeat Rows 2-7 until the piece measures 60 cm.
Bind off in Tss and seam the short ends.
Reviews (12) ★★★★★ "Cosy and quick – made two for Christmas!" – Jo, Leeds
© 2025 Priya Raman Crochet · Terms · Privacy`,
    expected: {
      title: 'Brackenridge Cowl',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 16, rows: 14, inches: 4 },
      needle_sizes: [tool('J-10', 6)],
      techniques: ['tunisian crochet'],
    },
  },
  {
    id: 'rw20-19',
    text: `HANNE VIK STRIKK
KESTLE
Aran pullover with cables and raglan sleeves
Design: Hanne Vik · English version · sold via Ravelry

SIZES             S – M – L – XL – XXL
Chest width       96 – 104 – 114 – 124 – 134 cm
Total length      62 – 64 – 66 – 68 – 70 cm
Sleeve length     48 – 49 – 50 – 51 – 52 cm

YARN
Vik Ullgarn Aran (100% Norwegian wool, 100 g ≈ 175 m)
700 – 800 – 900 – 1000 – 1100 g
Colour in photo: 24 Havgrå

NEEDLES
Circular needle 4 mm, 40 and 80 cm
Circular needle 5 mm, 40 and 80 cm
Double-pointed needles 4 mm and 5 mm, or long circulars for magic loop
Cable needle

TENSION
17 sts x 22 rows in stockinette on 5 mm needles = 10 x 10 cm
Cable panel (28 sts) = 12 cm wide

CONSTRUCTION
The body is knitted in the round from the bottom up to the armholes. The sleeves are
knitted in the round from the cuff up, and body and sleeves are then joined on one
needle for the raglan yoke, which is decreased towards the neck. The cable panels run
up the centre front and back and along each sleeve.

BODY
Cast on 176 – 192 – 208 – 228 – 244 sts on circular needle 4 mm. Join in the round.
Work rib (k2, p2) for 6 cm.
Change to circular needle 5 mm. Next round: *K30 – 34 – 38 – 43 – 47, place marker,
work Cable Chart A over 28 sts, place marker, k30 – 34 – 38 – 43 – 47; repeat from *
once more (the second repeat is the back).
Continue as set until the body measures 42 – 43 – 44 – 45 – 46 cm.
Next round: Bind off 6 sts at each side for the underarms and set the body aside.

ABBREVIATIONS
k knit · p purl · C4B / C4F cable 4 back / front · T3B / T3F twist 3 back / front
Hanne Vik Strikk · Kestle · 2/6 · © Hanne Vik 2025 · hannevik.no`,
    expected: {
      title: 'Kestle',
      designer: 'Hanne Vik',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: perSizeM(['S', 'M', 'L', 'XL', 'XXL'], [1225, 1400, 1575, 1750, 1925]),
      gauge: { stitches: 17, rows: 22, inches: 4 },
      needle_sizes: [tool('6', 4), tool('8', 5)],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['cables', 'raglan', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-20',
    text: `PETRICHOR SHAWL
A lacy crescent in sport weight · Crochet pattern
© 2025 Marisol Ferreira | marisolferreiradesigns.com

Skill level: Intermediate – you should be comfortable reading a simple stitch chart.
Petrichor is named for the smell of rain on dry ground. Rows of open shells ripple out
from the neck like rain on a pond; the edge is a picot border worked last.

FINISHED MEASUREMENTS
64" wingspan x 20" deep at center, after blocking.

MATERIALS
Yarn: Sport weight (#2 fine). Sample: Driftwood Sport (100% superwash merino;
350 yds / 320 m per 100 g skein), 3 skeins in Rainfall.
Hook: US E-4 (3.5 mm)
Notions: locking stitch markers, blocking mats and pins, yarn needle

GAUGE
2 shell repeats (12 sts) and 8 rows = 4" (10 cm) in shell lace pattern, after
blocking. Gauge is not critical, but a different gauge changes the size and yardage.

CONSTRUCTION
The shawl is worked top-down from the center back neck. Each row increases at both
ends and at the center spine, so the shawl grows into a shallow crescent.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · dc double crochet · sh shell: (3 dc, ch 1, 3 dc) in
the same st or space · ch-sp chain space · sk skip · RS right side

PATTERN
Ch 6, sl st to join into a ring.
Row 1 (RS): Ch 3 (counts as dc), (2 dc, ch 1, 3 dc) in ring, ch 2, sh in ring. Turn.
Row 2: Ch 3, 2 dc in first st, sk 2 dc, sh in ch-1 sp, ch 2, (dc, ch 2, dc) in ch-2
sp at center, ch 2, sh in next ch-1 sp, sk 2 dc, 3 dc in top of turning ch. Turn.
Row 3: Ch 3, 2 dc in first st, *ch 1, sk 2 dc, sc in next dc, ch 1, sh in next ch-1 sp;
rep from * to center, ch 2, (dc, ch 2, dc) in center ch-2 sp, ch 2; rep from * to end.
Repeat Rows 2-3 for the body, following the chart on page 4, until the shawl measures
18" deep at the center spine or you have about 15 g of yarn left for the border.
PICOT BORDER
Row 1 (RS): Ch 1, *sc in next 3 sts, ch 3, sl st in 3rd ch from hook; rep from * to end.
Marisol Ferreira Designs · Petrichor Shawl · 3 of 6
For personal use only. Please do not share or resell. Questions: hola@marisolferreiradesigns.com`,
    expected: {
      title: 'Petrichor Shawl',
      designer: 'Marisol Ferreira',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 1050 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [tool('E-4', 3.5)],
      techniques: ['lace', 'top-down'],
    },
  },
];
