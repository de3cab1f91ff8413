import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw28-01',
    text: `Thank you for purchasing this pattern through my Ravelry store! Questions? Use the Ravelry message button.

SORREL RIDGE CARDIGAN
a top-down raglan cardigan with a seed-stitch yoke
design by Marisol Eberhardt

SIZES
1 (2, 3, 4, 5, 6, 7, 8)
Finished bust (buttoned): 32 (36, 40, 44, 48, 52, 56, 60)" / 81 (91.5, 101.5, 112, 122, 132, 142, 152.5) cm
Recommended ease: 2-4" / 5-10 cm of positive ease. Sample is size 3 on a 37" bust.

YARN
Sport weight: 1010 (1120, 1240, 1370, 1490, 1620, 1760, 1890) yds
924 (1024, 1134, 1253, 1362, 1481, 1609, 1728) m
Sample: Hollis Sport (100% superwash merino; 328 yds / 300 m per 100 g) in Lichen, 4 skeins.

NEEDLES
US 3 (3.25 mm) 24" and 32" circular needles for ribbing and button bands
US 5 (3.75 mm) 32" circular needle and DPNs (or your preferred small-circumference method)

NOTIONS
Stitch markers (6, one unique), waste yarn, tapestry needle, 7 (7, 8, 8, 8, 9, 9, 9) buttons, 3/4" / 19 mm

GAUGE
24 sts & 34 rows = 4" / 10 cm in stockinette on US 5, after blocking.
22 sts & 40 rows = 4" / 10 cm in seed stitch on US 5.

CONSTRUCTION
The cardigan is worked seamlessly from the top down. After the neckband stitches are cast on, German
short rows raise the back neck, then raglan increases shape the yoke while the seed-stitch panel grows
at each front. Sleeves are put on hold and later worked in the round to the cuffs. The body continues
flat to the hem, and the button bands are picked up last.

ABBREVIATIONS
BO bind off · CO cast on · DS double stitch (German short rows) · k knit · m1L/m1R make one left/right
p purl · pm place marker · RS right side · sm slip marker · WS wrong side

NECKBAND
With US 3 needle, CO 83 (87, 91, 95, 99, 103, 107, 111) sts. Work 6 rows in k1, p1 rib.

SHORT ROWS
Short row 1 (RS): Knit to 4 sts past the second raglan marker, turn.
Short row 2 (WS): DS, purl to 4 sts past the fourth raglan marker, turn.
Continue as written on page 4.

page 2 of 9                                  © 2025 Marisol Eberhardt · for personal use only

MORE FROM MARISOL
Larch Pullover – 1,150-1,980 yds sport · Tamarack Vest – 540-980 yds DK · Ebb Hat – 190 yds worsted`,
    expected: {
      title: 'Sorrel Ridge Cardigan',
      designer: 'Marisol Eberhardt',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 1010 },
        { size: '2', yards: 1120 },
        { size: '3', yards: 1240 },
        { size: '4', yards: 1370 },
        { size: '5', yards: 1490 },
        { size: '6', yards: 1620 },
        { size: '7', yards: 1760 },
        { size: '8', yards: 1890 },
      ],
      gauge: { stitches: 24, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      techniques: ['top-down', 'raglan', 'short rows', 'in the round'],
    },
  },
  {
    id: 'rw28-02',
    text: `3/4/25, 9:12 PM    Easy Crochet Sweater: The Cloudbank Pullover (Free Pattern) - Hook & Hollyhock
https://hookandhollyhock.com/cloudbank-pullover-free-crochet-pattern/

Home » Crochet Patterns » Sweaters & Tops

Easy Crochet Sweater: The Cloudbank Pullover (Free Pattern)
By Jenna Castellanos | Updated March 3, 2025 | 212 comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

[Jump to Pattern]   [Buy the ad-free PDF – $5.50]

If you've been scared of crochet garments, this one is for you! It's four rectangles and two tubes,
basically. I made the sample in a soft heathered grey and I've worn it every week since.

Advertisement

MATERIALS
- Worsted weight yarn (#4 medium) – I used Meadowbrook Worsted (100% acrylic, 210 yds / 192 m per 100 g)
- US I-9 (5.5 mm) crochet hook for the ribbing
- US J-10 (6 mm) crochet hook for the body and sleeves
- Stitch markers, yarn needle

YARDAGE CHART
XS: 930 yds (850 m)
S: 1,030 yds (942 m)
M: 1,140 yds (1,042 m)
L: 1,260 yds (1,152 m)
XL: 1,380 yds (1,262 m)
2X: 1,500 yds (1,372 m)
3X: 1,620 yds (1,481 m)
4X: 1,750 yds (1,600 m)
5X: 1,870 yds (1,710 m)

Sizes: XS (S, M, L, XL, 2X, 3X, 4X, 5X) – finished bust 36 (40, 44, 48, 52, 56, 60, 64, 68)".
Designed with about 6" of positive ease. The sample is a size M.

GAUGE: 12 hdc and 10 rows = 4 inches with the J-10 hook.

Advertisement

CONSTRUCTION NOTES
The front and back panels are worked flat from the bottom up, starting with a ribbed hem worked sideways.
The sleeves are worked flat from the cuff up and seamed. Everything is joined with a whip stitch and
the neckband is crocheted on at the end.

Pin it for later! 📌

COMMENTS
Darlene R. – March 5, 2025
Made the L in a DK held double and used 7 skeins of Cakewalk Twist. Came out great!
  Reply: Jenna Castellanos – So glad you love it, Darlene!
Tova – March 7, 2025
Can I make it with a 6.5 mm hook for a looser fabric? I only have about 900 yds.`,
    expected: {
      title: 'Cloudbank Pullover',
      designer: 'Jenna Castellanos',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 930 },
        { size: 'S', yards: 1030 },
        { size: 'M', yards: 1140 },
        { size: 'L', yards: 1260 },
        { size: 'XL', yards: 1380 },
        { size: '2X', yards: 1500 },
        { size: '3X', yards: 1620 },
        { size: '4X', yards: 1750 },
        { size: '5X', yards: 1870 },
      ],
      gauge: { stitches: 12, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['bottom-up'],
    },
  },
];
