import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw34-01-us-indie-own-site-shawl-collar-cardigan',
    text: `okonjo knits · pattern PDF · Order #OK-20931 · licensed to the purchaser for personal use only

BIRCHFIELD CARDIGAN
a shawl-collar cardigan with a cabled rib, knit in pieces

Design: Danielle Okonjo
Technical editing: Mara Lindqvist · Photography: Sam Ferreira

SIZES
XS (S, M, L, XL, 2X, 3X)
Finished chest, buttoned: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5) cm
Length from shoulder: 23 (23.5, 24, 24.5, 25, 25.5, 26)" / 58.5 (59.5, 61, 62, 63.5, 65, 66) cm
Shown in size M with 8" / 20 cm of positive ease.

MATERIALS
Yarn: Hollow Creek Farm Worsted (100% Corriedale wool; 100 g / 200 yds / 183 m), worsted weight
Yardage: 1,050 (1,170, 1,300, 1,440, 1,580, 1,720, 1,860) yds
         960 (1,070, 1,189, 1,317, 1,445, 1,573, 1,701) m
The sample used 6 skeins (1,200 yds) in the colorway Lichen.
Needles: US 6 (4 mm) 32" / 80 cm circular for the ribbing and collar
         US 8 (5 mm) straight needles or 32" / 80 cm circular for the body and sleeves
Notions: cable needle, 4 stitch markers, six 7/8" (22 mm) buttons, tapestry needle

GAUGE
18 sts and 24 rows = 4" / 10 cm in stockinette on US 8 (5 mm) needles, after blocking.
26 sts = 4" / 10 cm in cabled rib on US 6 (4 mm) needles, relaxed.

CONSTRUCTION
The back, fronts and sleeves are knit flat from the bottom up and seamed. A cabled rib runs up
each front edge; the shawl collar is picked up around the neck and shaped with German short rows.

ABBREVIATIONS
C4B: slip 2 sts to cn and hold in back, k2, k2 from cn
C4F: slip 2 sts to cn and hold in front, k2, k2 from cn
cn: cable needle · GSR: German short row · k: knit · p: purl · pm: place marker · RS / WS: right / wrong side

PATTERN NOTES
- Choose a size with 6-10" / 15-25 cm of positive ease at the chest.
- The yardage includes about 10% extra for swatching and seaming.
- Work the cabled rib over the 14 sts at each front edge throughout.

CABLED RIB (over 14 sts)
Row 1 (RS): p2, k4, p2, k4, p2.
Row 2 (WS): k2, p4, k2, p4, k2.
Row 3: p2, C4B, p2, C4F, p2.
Row 4: as Row 2.

BACK
With smaller needle, CO 78 (86, 96, 104, 114, 122, 132) sts.
Work in k2, p2 rib for 2.5" / 6.5 cm, ending with a WS row.
Change to larger needle and work in stockinette until the back measures 15 (15, 15.5, 15.5, 16, 16, 16.5)"
from the cast-on edge, ending with a WS row.

More from okonjo knits
Tollgate Hat — 180 yds worsted · Fernbrook Pullover — 1,100-1,900 yds · Wren Mitts — 120 yds

© 2025 Danielle Okonjo · okonjoknits.com · Please do not share or resell this PDF.          page 1 of 9`,
    expected: {
      title: 'Birchfield Cardigan',
      designer: 'Danielle Okonjo',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1170 },
        { size: 'M', yards: 1300 },
        { size: 'L', yards: 1440 },
        { size: 'XL', yards: 1580 },
        { size: '2X', yards: 1720 },
        { size: '3X', yards: 1860 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['cables', 'bottom-up', 'short rows'],
    },
  },
  {
    id: 'rw34-02-uk-yarn-company-baby-envelope-neck-jumper',
    text: `THORNBURY YARNS                                                       Free Pattern TY-0412

PIP
Envelope-neck baby jumper in Thornbury Baby DK

Designed by Fiona Bellamy

MEASUREMENTS
To fit ages        0-3     3-6     6-12    12-18   18-24   months
To fit chest       41      43      46      48      51      cm
                   16      17      18      19      20      in
Actual chest       48      51      54      57      60      cm
Length             25      27      30      33      36      cm
Sleeve seam        14      16      18      21      23      cm

YARN
Thornbury Baby DK
x 50g balls        2       2       3       3       4
Shade used: Pebble (004)

NEEDLES
1 pair 3¼mm (UK 10/US 3) needles
1 pair 4mm (UK 8/US 6) needles
2 stitch holders

TENSION
22 sts and 28 rows to 10 cm measured over stocking stitch using 4mm needles.
Use larger or smaller needles if necessary to obtain the correct tension.

ABBREVIATIONS
alt alternate; beg beginning; dec decrease; k knit; p purl; rep repeat; RS right side;
st(s) stitch(es); st st stocking stitch (1 row k, 1 row p); tbl through back of loop; WS wrong side

The back and front are knitted separately from the lower edge up. The shoulders overlap to form the
envelope neck, so the jumper slips easily over baby's head. Figures in brackets ( ) refer to the larger
sizes; where only one figure is given it applies to all sizes.

BACK
Using 3¼mm needles cast on 55 (59, 63, 65, 69) sts.
Row 1 (RS): K1, *p1, k1; rep from * to end.
Row 2: P1, *k1, p1; rep from * to end.
Rep these 2 rows 3 (3, 4, 4, 5) times more.
Change to 4mm needles and, beg with a k row, work in st st until back measures 14 (15, 17, 19, 21) cm
from cast-on edge, ending with a WS row.
Shape armholes: Cast off 3 sts at beg of next 2 rows. 49 (53, 57, 59, 63) sts.

Also available for Thornbury Baby DK: Pip Bonnet (1 ball), Pip Bootees (1 ball), Pip Blanket (8 balls)

Thornbury Baby DK: 55% merino wool, 45% cotton. 50g balls, approx. 125m. Machine wash 30°C.
Yarn quantities are approximate as they are based on average requirements.

© Thornbury Yarns Ltd 2025. This pattern is free for personal use and may not be sold or reproduced
for sale. www.thornburyyarns.co.uk                                                     Page 1 of 2`,
    expected: {
      title: 'Pip',
      designer: 'Fiona Bellamy',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(250) },
        { size: '3-6 months', yards: m(250) },
        { size: '6-12 months', yards: m(375) },
        { size: '12-18 months', yards: m(375) },
        { size: '18-24 months', yards: m(500) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['bottom-up'],
    },
  },
];
