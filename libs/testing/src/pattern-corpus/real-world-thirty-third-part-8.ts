import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw33-15-nz-yarn-company-child-crochet-pinafore',
    text: `KŌWHAI YARNS
Aotearoa New Zealand · Free pattern KY-C031 · Summer Kids collection

PŌHUTUKAWA PINAFORE
Design: Mere Patterson

A twirly crocheted pinafore for summer days, with a simple bodice, crossed straps and a full
skirt in a lacy fan stitch. Worked in our 8 ply cotton, it's soft, breathable and machine
washable.

This pattern uses UK crochet terms.

SIZES
To fit age         2        4        6        8      years
To fit chest       53       56       61       66     cm
Actual chest       56       60       65       70     cm
Length             45       51       57       63     cm

YARN
Kōwhai 8 ply Cotton (100% cotton; 50 g balls, approx. 102 m)
Balls              4        5        6        7
Sample shown in Flame (shade 12) in size 4.

HOOKS
3.50 mm and 4.00 mm crochet hooks

OTHER MATERIALS
2 x 15 mm buttons, stitch markers, tapestry needle

TENSION
18 tr and 10 rows to 10 cm over treble fabric using 4.00 mm hook.

ABBREVIATIONS
ch chain · dc double crochet · htr half treble · tr treble · ss slip stitch · sp space ·
tr2tog treble 2 together · fan (3 tr, 1 ch, 3 tr) in same sp

CONSTRUCTION
The bodice is worked flat in rows, then joined at the centre back, and the skirt is worked
from the top down in joined rounds, so it can be lengthened as your child grows.

BODICE
Using 3.50 mm hook, make 102 (109, 118, 127) ch.
Row 1 (RS): 1 dc in 2nd ch from hook, 1 dc in each ch to end. Turn. 101 (108, 117, 126) sts.
Row 2: 1 ch (does not count as a st), 1 dc in each st to end. Turn.
Change to 4.00 mm hook.
Row 3: 3 ch (counts as 1 tr), 1 tr in each st to end. Turn. ...

SKIRT
Join for working in rounds as follows:
Round 1: 3 ch (counts as 1 tr), 1 tr in same st, *1 ch, miss 1 st, 2 tr in next st; rep
from * to end, ss to top of 3 ch. ...

Also in the Summer Kids collection: Tui Sunhat (2 balls), Kererū Shorts (3-5 balls)
Stockists: Kōwhai Yarns is available at good yarn shops throughout Aotearoa.

© Kōwhai Yarns Ltd 2025. For personal use only; not for resale. kowhaiyarns.co.nz`,
    expected: {
      title: 'Pōhutukawa Pinafore',
      designer: 'Mere Patterson',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(408) },
        { size: '4 years', yards: m(510) },
        { size: '6 years', yards: m(612) },
        { size: '8 years', yards: m(714) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw33-16-us-crochet-quarterly-page-v-stitch-cardigan',
    text: `HOOKED QUARTERLY · FALL 2025                                                        63

Prairie Rose Cardigan
Design by Tamsin Ekwueme

A V-stitch yoke opens into airy lace at the shoulders of this easy-fitting cardigan. The
body is crocheted in one piece from the bottom up to the underarms; the sleeves are worked
in joined rounds, then everything comes together at the yoke.

SKILL LEVEL ■■■□ Intermediate

SIZES S (M, L, XL, 2X)
Finished bust (buttoned): 36 (40, 44, 48, 52)" [91.5 (101.5, 112, 122, 132) cm]
Finished length: 22 (22½, 23, 23½, 24)" [56 (57, 58.5, 59.5, 61) cm]

YARN
Meadowlark DK, light weight #3 (100% superwash merino; 1¾ oz [50 g]/136 yds [124 m]):
10 (11, 13, 14, 16) balls #118 Wild Rose

HOOKS
Sizes US G-6 (4 mm) and 7 (4.5 mm) crochet hooks, or size needed to obtain gauge

NOTIONS
Stitch markers, yarn needle, seven ¾" [19 mm] buttons

GAUGE
17 dc and 9 rows = 4" [10 cm] with larger hook.
5 V-sts = 4" [10 cm] in V-st pattern with larger hook.

STITCH GUIDE
V-st: (Dc, ch 1, dc) in same st or sp.
Fsc (foundation single crochet): see page 118.

NOTES
1. Body is worked in rows from the lower edge to the underarms.
2. Sleeves are worked in joined rounds from the cuff up; do not turn.
3. Ch-3 at beginning of row or round counts as dc.

BODY
With smaller hook, work 156 (172, 188, 204, 220) fsc. Turn.
Row 1 (WS): Ch 1, sc in each st across. Turn.
Rows 2-8: Ch 1, sc in back loop of each st across. Turn.
Change to larger hook.
Row 9 (RS): Ch 3, dc in each st across. Turn.
Rep Row 9 until body measures 14 (14, 14½, 14½, 15)" from beginning. ...
Continued on page 92

Yarn provided by Meadowlark Fibers. Technical editor: Joan Pruitt. Photography: Ella Strand.
IN THIS ISSUE ALSO: Sunfall Shawl (900 yds fingering) · Harvest Basket Set (3 skeins bulky)

HOOKED QUARTERLY · FALL 2025                                      hookedquarterly.com`,
    expected: {
      title: 'Prairie Rose Cardigan',
      designer: 'Tamsin Ekwueme',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: 10 * 136 },
        { size: 'M', yards: 11 * 136 },
        { size: 'L', yards: 13 * 136 },
        { size: 'XL', yards: 14 * 136 },
        { size: '2X', yards: 16 * 136 },
      ],
      gauge: { stitches: 17, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2X'],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
];
