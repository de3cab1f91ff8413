import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw29-07',
    text: `HOME & HEARTH WEEKLY   14 March 2026                                                        41
KNITTING

Spring into knitting! This pretty lacy-rib cardigan by Jean Hollis is knitted in soft double
knitting and finished with mother-of-pearl buttons. Wear it open over a summer frock or buttoned
up on chilly mornings.

PRIMROSE CARDIGAN

MEASUREMENTS
To fit bust 81-86 [91-97: 102-107: 112-117] cm/32-34 [36-38: 40-42: 44-46] in
Actual measurement 94 [105: 116: 128] cm/37 [41¼: 45¾: 50¼] in
Full length 56 [58: 60: 62] cm/22 [22¾: 23½: 24½] in
Sleeve length 44 [44: 45: 45] cm/17¼ [17¼: 17¾: 17¾] in

MATERIALS
9 [10: 11: 13] x 50g balls of Wendleby Pure DK in Primrose (shade 12).
Pair each 3¼mm (No 10/US 3) and 4mm (No 8/US 6) knitting needles. 7 buttons.
For stockist information see page 63.

TENSION
22 sts and 28 rows to 10cm over st st on 4mm needles. Use larger or smaller needles if necessary
to obtain correct tension.

ABBREVIATIONS
alt alternate; beg beginning; cont continue; dec decrease; foll following; inc increase; k knit;
p purl; patt pattern; rep repeat; RS right side; skpo slip 1, k1, pass slipped st over;
st st stocking stitch; tog together; WS wrong side; yfwd yarn forward to make a st.

NOTE
The back and fronts are knitted separately from the lower edge up and sewn together. Figures in
square brackets refer to larger sizes; where only one figure is given it applies to all sizes.
Lacy rib patt (multiple of 6 sts + 1):
Row 1 (RS): K1, *p1, yfwd, skpo, k2tog, yfwd, p1, k1; rep from * to end.
Row 2: P1, *k1, p4, k1, p1; rep from * to end.
These 2 rows form lacy rib patt.

BACK
With 3¼mm needles cast on 103 [115: 127: 139] sts.
Row 1 (RS): K1, *p1, k1; rep from * to end.
Row 2: P1, *k1, p1; rep from * to end.
Rep the last 2 rows for 5cm, ending with a WS row.
Change to 4mm needles and work in lacy rib patt until back measures 35 [36: 37: 38] cm from
cast-on edge, ending with a WS row.
Shape armholes: Cast off 5 [6: 7: 8] sts at beg of next 2 rows...
Continued on page 62

ALSO IN THIS ISSUE: Crochet a bunny cushion from 4 balls of Wendleby Cotton DK, page 44
NEXT WEEK: Knit a cosy raglan sweater for him, plus WIN one of five Wendleby yarn bundles!

YARN NOTE: Wendleby Pure DK is 100% wool and has approx. 125m per 50g ball. It can be machine
washed at 30°C. Visit wendleby.co.uk or call 01535 600 112 for stockists.`,
    expected: {
      title: 'Primrose Cardigan',
      designer: 'Jean Hollis',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81-86', yards: m(9 * 125) },
        { size: '91-97', yards: m(10 * 125) },
        { size: '102-107', yards: m(11 * 125) },
        { size: '112-117', yards: m(13 * 125) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw29-08',
    text: `ribblr
Home › Patterns › Crochet › Tops & Vests

Domino Sweater Vest
by @hookandhaze · Dani Okafor
★★★★★ 4.8 (63 reviews) · 412 makes · $7.50 · Interactive ePattern
Tags: tapestry crochet · vest · checkerboard · worsted · size inclusive

About this pattern
A boxy checkerboard vest in tapestry crochet, worked in single crochet with the unused colour
carried inside the stitches so there are no floats. The front and back panels are worked flat from
the hem up and seamed at the shoulders and sides, then ribbing is added around the neck and
armholes. Video tutorials for the colour changes are embedded in the ePattern.

Sizes
XS (S, M, L, XL, 2X, 3X)
Finished chest: 32 (36, 40, 44, 48, 52, 56)" / 81 (91, 102, 112, 122, 132, 142) cm
Designed to be worn with 6-10" of positive ease.

Materials
Worsted weight yarn (#4 medium) in two colours. Sample: Brightwater Worsted (100 g / 218 yds).
  MC (Cream): 380 (420, 470, 520, 580, 640, 700) yds / 347 (384, 430, 475, 530, 585, 640) m
  CC (Forest): 190 (210, 235, 260, 290, 320, 350) yds / 174 (192, 215, 238, 265, 293, 320) m
US H-8 (5 mm) crochet hook for the body
US G-6 (4 mm) crochet hook for the ribbing
Stitch markers, yarn needle

Gauge
14 sc and 15 rows = 4" (10 cm) in tapestry crochet with the 5 mm hook, after blocking.
Ribbing gauge is not important.

Skills you'll need
Changing colours mid-row · carrying yarn · sc through the back loop only · mattress stitch

Abbreviations (US terms)
ch – chain · sc – single crochet · sc blo – sc through back loop only · sl st – slip stitch
cc – change colour on the last yarn over of the previous stitch

Reviews (63)
★★★★★ Lena_makes · "Great pattern! I made the M and had about 2 oz of the green left over."
★★★★★ crochetwithkat · "The videos for the colour changes are SO helpful."
★★★★☆ purlygirl88 · "I went up to a 5.5 mm hook for the body because I crochet tight. Runs a little
long but I love it."

More from @hookandhaze
Checker Tote · 300 yds      Domino Beanie · 180 yds      Granny Stripe Cardi · 1,100-2,300 yds

© 2025 Dani Okafor (hookandhaze). Ribblr ePatterns are licensed to the buyer's account only.`,
    expected: {
      title: 'Domino Sweater Vest',
      designer: 'Dani Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 380 + 190 },
        { size: 'S', yards: 420 + 210 },
        { size: 'M', yards: 470 + 235 },
        { size: 'L', yards: 520 + 260 },
        { size: 'XL', yards: 580 + 290 },
        { size: '2X', yards: 640 + 320 },
        { size: '3X', yards: 700 + 350 },
      ],
      gauge: { stitches: 14, rows: 15, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['tapestry crochet', 'bottom-up'],
    },
  },
];
