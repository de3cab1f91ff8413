import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw32-01',
    text: `callie brandt knits

JUNIPER RIDGE
a seamless top-down yoke pullover
Pattern & design by Callie Brandt

Thank you so much for purchasing Juniper Ridge! If you have any questions, email me at
hello@calliebrandtknits.com or find me on Ravelry as calliebrandtknits.

SIZES
1 (2, 3, 4, 5, 6, 7, 8)
Finished chest: 33¼ (36½, 39¾, 43, 46¼, 49½, 52¾, 56)" / 84.5 (92.5, 101, 109, 117.5, 125.5, 134, 142) cm
Intended to be worn with 4-6" / 10-15 cm of positive ease. Sample is size 3, worn with 5" of ease.

YARN
Little Prairie Fiber Co. Hearthside DK (100% Rambouillet wool; 222 yds / 203 m per 100 g skein)
MC: Juniper, 4 (4, 5, 5, 6, 6, 7, 7) skeins
CC1: Bone, 1 skein
CC2: Rust, 1 skein
The sample used 3.6 skeins of MC, 71 g of CC1 and 18 g of CC2.

NEEDLES
US 4 (3.5 mm) 16" and 32" circular needles, for ribbing
US 6 (4 mm) 16" and 32" circular needles, for body and yoke
DPNs or long circulars for magic loop in both sizes, for the sleeves
Adjust needle size as needed to obtain gauge.

NOTIONS
Stitch markers (one unique for BOR), waste yarn, tapestry needle

GAUGE
22 sts and 30 rnds = 4" / 10 cm in stockinette in the round on larger needle, after blocking
24 sts and 26 rnds = 4" / 10 cm in stranded colorwork pattern on larger needle, after blocking
(If your colorwork is tighter than your plain knitting, go up a needle size for the chart only.)

CONSTRUCTION
Juniper Ridge is worked seamlessly from the top down in the round. After the neckband, German
short rows raise the back neck; the yoke is then worked in stranded colorwork from Chart A while
increasing. The sleeves are put on hold and the body is worked down to the hem; the sleeve
stitches are then picked up and worked in the round to the cuffs.

ABBREVIATIONS
BOR beginning of round · k knit · p purl · m1l/m1r make one left/right · k2tog knit 2 together
ssk slip, slip, knit · DS double stitch (German short rows) · rnd(s) round(s) · pm place marker

TECH EDITING: Mara Lindqvist · PHOTOGRAPHY: Jess Oyelaran
TEST KNITTERS: Annika, Rosalind, Dee, Priya-Lynn and Tamsin. Thank you!

YOU MAY ALSO LIKE
Juniper Ridge Hat: 1 skein each MC and CC1 (222 yds each)
Sagebrush Cardigan: 1,150-2,050 yds of worsted

© 2025 Callie Brandt Knits. For personal use only. Please do not share, copy or resell this
pattern. Items made from it may be sold in small quantities with credit to the designer.
Juniper Ridge · page 1 of 11`,
    expected: {
      title: 'Juniper Ridge',
      designer: 'Callie Brandt',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: 1332 },
        { size: '2', yards: 1332 },
        { size: '3', yards: 1554 },
        { size: '4', yards: 1554 },
        { size: '5', yards: 1776 },
        { size: '6', yards: 1776 },
        { size: '7', yards: 1998 },
        { size: '8', yards: 1998 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      techniques: ['top-down', 'in the round', 'short rows', 'colorwork'],
    },
  },
  {
    id: 'rw32-02',
    text: `10/14/24, 8:52 PM          Easy Puff Stitch Cowl (Free Crochet Pattern) - Hooks & Honeybees
https://www.hooksandhoneybees.com/easy-puff-stitch-cowl/

Home » Free Crochet Patterns » Cowls & Scarves

Easy Puff Stitch Cowl (Free Crochet Pattern)
By Jenna Whitlock · Updated October 3, 2024 · 47 Comments

This post may contain affiliate links, which means I earn a small commission at no extra cost to
you. Read my full disclosure policy.

[ Jump to Pattern ]   [ Pin it for later! ]

Y'all, I have been obsessed with puff stitches lately. This cowl is squishy, quick (I made mine over
two episodes of my favorite baking show) and perfect for a beginner who knows how to yarn over.

Advertisement

Prefer an ad-free, printable PDF? You can grab the Maple Lane Cowl in my Etsy shop for $3.99!

MAPLE LANE COWL
Skill level: Easy
Finished size: approx. 26" around and 10" tall, unstretched

MATERIALS
• 2 skeins Ranchland Heather yarn (worsted weight / medium #4; 100% acrylic; 175 yds / 160 m per
  3.5 oz skein) in Cinnamon - I used a little under 300 yds
• 5.5 mm (I-9) crochet hook
• 5 mm (H-8) hook for the edging rounds
• Tapestry needle, stitch marker

GAUGE
14 sts and 8 rnds = 4" in puff stitch pattern (each puff + ch-1 counts as 2 sts).
Gauge isn't super important for a cowl but it will change how much yarn you use!

NOTES
• The cowl is worked in joined rounds with the right side always facing; do not turn.
• Ch 2 at the beginning of a round does not count as a stitch.
• Puff st: (yo, insert hook in st, yo and pull up a loop) 4 times, yo and draw through all 9 loops.

Advertisement

PATTERN
With H-8 hook, ch 90 and join with a sl st to the first ch, being careful not to twist.
Rnd 1 (edging): Ch 1, sc in each ch around, join. (90 sts)
Change to I-9 hook.
Rnd 2: Ch 2, *puff st in next st, ch 1, sk 1 st; rep from * around, join to top of first puff. (45 puffs)
Rnds 3-19: Ch 2, *puff st in next ch-1 sp, ch 1; rep from * around, join.
Change to H-8 hook. Rnds 20-21: Ch 1, sc in each st and ch-1 sp around, join. Fasten off, weave in ends.

You might also like:
→ Cozy Cables Ear Warmer (about 120 yds of bulky)
→ Maple Lane Beanie (1 skein)

47 COMMENTS
Darlene R. says: I made two of these with one Caron Cake (383 yds)! Love it.
   Jenna Whitlock says: Yay Darlene! So glad you enjoyed it 💛
Marisol says: could I use a 6 mm hook with thinner yarn?
https://www.hooksandhoneybees.com/easy-puff-stitch-cowl/                                    2/6`,
    expected: {
      title: 'Maple Lane Cowl',
      designer: 'Jenna Whitlock',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      techniques: ['in the round'],
    },
  },
];
