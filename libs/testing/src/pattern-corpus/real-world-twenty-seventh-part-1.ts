import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw27-01',
    text: `FERNLIGHT PULLOVER
a top-down raglan sweater in fingering weight
by Tamsin Oakhurst

Thank you for purchasing this pattern! Your download link stays active in your Ravelry library.
Please do not share or resell this PDF.

SIZES
XS (S, M, L, XL, 2X, 3X, 4X)
Finished chest: 32 (36, 40, 44, 48, 52, 56, 60)" / 81 (91.5, 101.5, 112, 122, 132, 142, 152.5) cm
Shown in size M with 6" of positive ease.

YARN
Fingering weight: Lowmoor Fibre Co. Everyday Sock (75% superwash merino, 25% nylon;
100 g / 437 yds / 400 m)
1150 (1260, 1375, 1490, 1610, 1740, 1860, 1985) yds
1052 (1152, 1257, 1362, 1472, 1591, 1701, 1815) m
The sample used just under 3 skeins in colourway Peat Smoke.

NEEDLES
US 4 (3.5 mm) 24" and 32" circular needles, plus DPNs or a long circular for magic loop
US 2 (2.75 mm) 16" and 32" circular needles for ribbing
Adjust needle size as needed to obtain gauge.

NOTIONS
Stitch markers (4 in one colour, 1 unique for BOR), waste yarn, tapestry needle

GAUGE
22 sts & 30 rnds = 4" (10 cm) in stockinette worked in the round on larger needle, after blocking.

CONSTRUCTION
Fernlight is worked seamlessly from the top down. After the ribbed neckband, German short rows
raise the back neck, then raglan increases shape the yoke in the round. The sleeves are placed
on hold and the body is worked in the round to the hem. The sleeves are picked up and worked in
the round down to the cuffs.

ABBREVIATIONS
BOR – beginning of round   GSR – German short row   M1L / M1R – make 1 left / right
pm – place marker   sm – slip marker   rnd(s) – round(s)

NECKBAND
With smaller 16" needle, CO 108 (112, 116, 120, 124, 128, 132, 136) sts. Join to work in the
rnd, being careful not to twist, and pm for BOR.
Rnd 1: *K1 tbl, p1; rep from * to end. Rep Rnd 1 until neckband measures 1".

page 2 of 9                                  © 2025 Tamsin Oakhurst · tamsinoakhurst.com

ALSO BY TAMSIN
Pebblestone Cardigan – 1,420-2,380 yds DK
Quiet Harbour Hat – 180 yds worsted`,
    expected: {
      title: 'Fernlight Pullover',
      designer: 'Tamsin Oakhurst',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: 1150 },
        { size: 'S', yards: 1260 },
        { size: 'M', yards: 1375 },
        { size: 'L', yards: 1490 },
        { size: 'XL', yards: 1610 },
        { size: '2X', yards: 1740 },
        { size: '3X', yards: 1860 },
        { size: '4X', yards: 1985 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X'],
      techniques: ['top-down', 'short rows', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw27-02',
    text: `11/8/25, 9:14 AM        Scandi Star Garland - Free Crochet Pattern | The Hook & Hearth
https://thehookandhearth.com/scandi-star-garland-free-crochet-pattern/

Home » Free Patterns » Christmas » Scandi Star Garland

Scandi Star Garland – Free Crochet Pattern
By Marigold Penhale | Updated November 3, 2025 | 14 Comments

This post may contain affiliate links. If you buy through them I may earn a small commission at
no extra cost to you.

Every December my kitchen window gets a string of these chunky little stars. They work up in
about 20 minutes each, so you can easily make a garland in an evening in front of the TV!

Jump to Pattern · Print Pattern · Pin it for later!

ADVERTISEMENT

MATERIALS
- Worsted weight yarn (#4 medium) in Cream: 1 skein Fireside Basics (3.5 oz/100 g, 170 yds/155 m)
- Metallic worsted weight yarn in Gold: 1 ball (145 yds/133 m) for the edging and hanging cord
- US 7 (4.5 mm) crochet hook
- Tapestry needle, scissors

One skein of cream makes 8-9 stars, which is one garland of about 5 feet.

GAUGE
Gauge is not crucial for this project. Each finished star measures about 4" point to point.

NOTES
- The stars are worked in joined rounds; do not turn.
- Ch 3 at the start of a round counts as a dc.

ABBREVIATIONS (US terms)
ch – chain   sl st – slip stitch   sc – single crochet   hdc – half double crochet
dc – double crochet   tr – treble crochet

STAR (make 8)
With Cream, make a magic ring.
Rnd 1: Ch 3, 14 dc in ring, join with sl st to top of ch-3. (15 dc)
Rnd 2: Ch 1, *sc in next st, (hdc, dc, tr, dc, hdc) in next st, sc in next st; rep from *
around, join. (5 points) Fasten off Cream. Join Gold at the tip of any point.
Rnd 3: Ch 1, sc evenly around, working (sc, ch 2, sc) at each tip. Join, fasten off.

ASSEMBLY
With Gold, ch 20, *sl st through the ch-2 tip of a star, ch 12; rep from * until all stars are
joined, ch 20, fasten off.

ADVERTISEMENT

© 2025 The Hook & Hearth. Please link back rather than copying the pattern.

14 COMMENTS
Bea R. – November 12, 2025
Made a double-length garland with 16 stars from two skeins of chunky and a 5.5 mm hook – so cute!
Marigold Penhale – November 12, 2025
Love that, Bea! Thanks for sharing.`,
    expected: {
      title: 'Scandi Star Garland',
      designer: 'Marigold Penhale',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 315 }],
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw27-03',
    text: `Honeycomb Waffle Baby Blanket
Free crochet pattern from Stitch & Sprout — written by Juniper Ashby

Want the ad-free printable version? Grab it in my Etsy shop for $3.99 – it includes a stitch
chart and a bonus matching lovey (150 yds).

SKILL LEVEL: Easy +
FINISHED SIZE: approximately 30" x 36" (76 x 91 cm) after blocking

YOU'LL NEED
* DK weight yarn (#3 light): Meadowbrook Baby Soft DK (100% acrylic, 3.5 oz / 100 g,
  270 yds / 247 m) — 4 skeins in Oatmilk
* US H-8 (5 mm) crochet hook
* Tapestry needle
* Stitch markers (optional)

GAUGE
14 sts and 8 rows = 4" in waffle stitch.
Don't stress about gauge, but a different gauge will change your finished size and yardage.

PATTERN NOTES
* Written in US terms.
* The blanket is worked flat in rows, back and forth; turn at the end of each row.
* The ch 2 at the beginning of a row does not count as a stitch.
* FPdc (front post double crochet): yarn over, insert hook from front to back to front around
  the post of the stitch, yarn over, pull up a loop, (yarn over, pull through 2) twice.

INSTRUCTIONS
Ch 107.
Row 1: Dc in 4th ch from hook and in each ch across. Turn. (105 dc)
Row 2: Ch 2, dc in first st, *FPdc in next st, dc in next 2 sts; rep from * to last 2 sts,
FPdc in next st, dc in last st. Turn.
Row 3: Ch 2, dc in first st, *dc in next st, FPdc in next 2 sts; rep from * to last 2 sts,
dc in last 2 sts. Turn.
Rep Rows 2-3 until the blanket measures approx 35" from the beginning.

BORDER
Rnd 1: Ch 1, sc evenly around all four sides, working 3 sc in each corner. Join with sl st.
Rnds 2-3: Ch 1, sc in each st around, 3 sc in each corner st. Join. Fasten off.

Weave in ends and block gently.

I'd love to see your blankets! Tag me @stitchandsprout on Instagram.
This pattern is for personal use. You may sell items you make from it; please credit
Stitch & Sprout and link back to this post.
stitchandsprout.com  |  page 1 of 2`,
    expected: {
      title: 'Honeycomb Waffle Baby Blanket',
      designer: 'Juniper Ashby',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 1080 }],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
];
