import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw22-01',
    text: `CIDER PRESS PULLOVER
hollis brandt knits

A relaxed, everyday raglan with a deep rib hem and a folded neckband. Knit from the top
down in one piece, so you can try it on as you go and get the ﬁt just right.

Design by Hollis Brandt
Tech editing: Corinne Walsh | Photography: Sam Ortega | Model: Dee

This copy was purchased through Ravelry on 14 Nov 2025 by amylou_knits. Please don't share it.

SIZES
Finished bust circumference: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137,
147.5) cm
Shown in size 42" with 8" of positive ease on the model.
Recommended ease: 6-10" / 15-25 cm positive ease. See the schematic on page 8 for all
ﬁnished measurements.

MATERIALS
Yarn: Orchard DK by Fernbrook Fibers (100% superwash merino; 231 yds / 211 m per 100 g skein)
Yardage: 1,010 (1,120, 1,235, 1,350, 1,470, 1,590, 1,715) yds / 924 (1,024, 1,129, 1,234,
1,344, 1,454, 1,568) m of DK weight yarn
Sample shown used 4.6 skeins in colourway Windfall.
Needles: US 4 (3.5 mm) 16" and 32" circular needles for ribbing
US 6 (4 mm) 16" and 32" circular needles and DPNs (or your preferred method for small circumfer-
ences) for yoke, body and sleeves
Adjust needle size if necessary to obtain gauge.
Notions: 5 stitch markers (1 unique for BOR), waste yarn, tapestry needle

GAUGE
20 sts and 28 rnds = 4" / 10 cm in stockinette stitch on larger needles, after wet blocking.

CONSTRUCTION
The pullover is worked seamlessly from the top down in the round. Raglan increases shape
the yoke; German short rows raise the back neck. Body and sleeves are separated at the
underarm and worked down to the ribbing. The neckband is picked up last and folded to
the inside.

ABBREVIATIONS
BOR beginning of round   CO cast on   k knit   p purl   pm place marker   sm slip marker
M1L / M1R make 1 left / right leaning   RLI right lifted increase   rnd(s) round(s)
See hollisbrandtknits.com/techniques for photo tutorials.

Cider Press Pullover · © 2025 Hollis Brandt Knits · page 2 of 8

YOKE
With larger 16" circular needle, CO 88 (92, 96, 100, 104, 108, 112) sts using the long-tail
method. Pm and join to work in the round, being careful not to twist.
Setup rnd: *K2, pm, k16 (16, 16, 18, 18, 20, 20) for sleeve, pm, k26 (28, 30, 30, 32, 32, 34) for
body; rep from * once more.
Work short rows across the back as described on page 6, then begin raglan increases.
Inc rnd: *K to 1 st before m, M1R, k1, sm, k1, M1L; rep from * to end (8 sts inc'd).
Repeat Inc rnd every other rnd 24 (26, 28, 30, 32, 34, 36) more times. Change to the longer
needle when the sts no longer ﬁt comfortably.
continued on next page

Cider Press Pullover · © 2025 Hollis Brandt Knits · page 3 of 8

BODY
Place sleeve sts on waste yarn and CO 6 (8, 10, 12, 14, 16, 18) sts at each underarm.
Work in stockinette until the body measures 12 (12, 12½, 12½, 13, 13, 13½)" from the
underarm, or 3" short of the desired length. Change to smaller needle and work k2, p2 rib
for 3". Bind oﬀ loosely in pattern.

SLEEVES
Return sleeve sts to DPNs and work decreases every 10th (9th, 8th, 7th, 6th, 6th, 5th) rnd.

More from hollis brandt knits: Applewood Hat - 1 skein (190 yds) of worsted weight;
Mill Pond Socks - 400 yds of ﬁngering weight; Windfall Cowl - 2 skeins of DK.
Thank you for knitting with me! Tag your makes #ciderpresspullover`,
    expected: {
      title: 'Cider Press Pullover',
      designer: 'Hollis Brandt',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '34', yards: 1010 },
        { size: '38', yards: 1120 },
        { size: '42', yards: 1235 },
        { size: '46', yards: 1350 },
        { size: '50', yards: 1470 },
        { size: '54', yards: 1590 },
        { size: '58', yards: 1715 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['34', '38', '42', '46', '50', '54', '58'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw22-02',
    text: `Greene Thread Studio
Crochet pattern by Tasha Greene

SUNDROP CARDIGAN
A cozy oversized crochet cardigan with textured panels and deep pockets

Thank you so much for your purchase! If you have any questions about this pattern, please
message me through Etsy or email hello@greenethreadstudio.com. Please do not share, resell
or distribute this pattern. You may sell ﬁnished items made from it with credit.

SKILL LEVEL: Intermediate
TERMS: US crochet terms throughout

SIZES: XS (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)
Finished bust: 36 (40, 44, 48, 52, 56, 60, 64, 68)"
Intended to be worn with 6-10" positive ease. Sample is shown in size S on a 34" bust.

MATERIALS
Worsted weight (#4 medium) yarn. Sample uses Cloudline Worsted by Pine & Plume (100%
acrylic, 218 yds / 100 g) in Goldenrod.
Approximate yardage:
XS - 1,120 yds (1,024 m)
S - 1,200 yds (1,097 m)
M - 1,310 yds (1,198 m)
L - 1,420 yds (1,298 m)
XL - 1,540 yds (1,408 m)
2XL - 1,655 yds (1,513 m)
3XL - 1,775 yds (1,623 m)
4XL - 1,890 yds (1,728 m)
5XL - 2,010 yds (1,838 m)
US H-8 (5 mm) hook for ribbing
US I-9 (5.5 mm) hook for body and sleeves
Stitch markers, yarn needle, measuring tape

GAUGE
14 hdc and 11 rows = 4" (10 cm) with I-9 hook
Take the time to check your gauge!

ABBREVIATIONS
ch - chain   sc - single crochet   hdc - half double crochet   dc - double crochet
FPdc - front post double crochet   BLO - back loop only   sl st - slip stitch   st(s) - stitch(es)

NOTES
- The body is worked bottom-up in one piece to the underarms, then split for fronts and back.
- The sleeves are worked in joined rounds from the cuﬀ up and sewn in.
- Ch 2 at the beginning of a row does not count as a stitch.
- Pockets are made separately and stitched on.

Sundrop Cardigan | Tasha Greene | page 2

RIBBING
With H-8 hook, ch 9.
Row 1: Sc in 2nd ch from hook and each ch across, turn. (8 sc)
Row 2: Ch 1, sc BLO in each st across, turn.
Repeat Row 2 until ribbing measures 34 (38, 42, 46, 50, 54, 58, 62, 66)" unstretched.

BODY
Change to I-9 hook. Work 126 (140, 154, 168, 182, 196, 210, 224, 238) hdc evenly along the
long edge of the ribbing.
continued on next page

Sundrop Cardigan | Tasha Greene | page 3

Testers: huge thanks to @loopsbylinds, @crochetwithkat and @hookedonmae!
Share your make: @greenethreadstudio #sundropcardigan
© 2025 Greene Thread Studio. All rights reserved.`,
    expected: {
      title: 'Sundrop Cardigan',
      designer: 'Tasha Greene',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1120 },
        { size: 'S', yards: 1200 },
        { size: 'M', yards: 1310 },
        { size: 'L', yards: 1420 },
        { size: 'XL', yards: 1540 },
        { size: '2XL', yards: 1655 },
        { size: '3XL', yards: 1775 },
        { size: '4XL', yards: 1890 },
        { size: '5XL', yards: 2010 },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
