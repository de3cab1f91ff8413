import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_SEVENTEENTH_CASES (split for the file-size rule; see real-world-seventeenth.ts). */
export const REAL_WORLD_SEVENTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw17-01',
    text: `Cindergrove Cardigan
a top-down raglan cardigan by Rosalind Achterberg
rosalindachterberg.com | @rosalind.knits

CONTENTS
Sizing & materials .......... 2
Instructions ................ 4

Cindergrove is a relaxed V-neck cardigan worked seamlessly from the top down. The body is
worked flat with raglan increases; the sleeves are put on hold and later worked in the round.

SIZING
Size
1
2
3
4
5
6
7
Finished bust (in)
32
36
40
44
48
52
56
Yards
860
960
1060
1170
1280
1400
1520
Metres
786
878
969
1070
1170
1280
1390
Shown in size 3 with 6" of positive ease. Choose a size with 4–8" of ease.

MATERIALS
Yarn: Hollowmere DK (DK weight; 100% Corriedale; 231 yds / 211 m per 100 g) in Emberglow.
Needles: US 4 (3.5 mm) 32" circular for ribbing; US 6 (4 mm) 32" circular and your preferred
needles for small circumferences for the sleeves.
Notions: 4 locking markers, waste yarn, 7 buttons 20 mm (⅞").
Gauge: 22 sts & 30 rows = 4" / 10 cm in stockinette on US 6, after wet blocking.

Cindergrove Cardigan © 2025 Rosalind Achterberg · for personal use only            page 2 of 9`,
    expected: {
      title: 'Cindergrove Cardigan',
      designer: 'Rosalind Achterberg',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: 860 },
        { size: '2', yards: 960 },
        { size: '3', yards: 1060 },
        { size: '4', yards: 1170 },
        { size: '5', yards: 1280 },
        { size: '6', yards: 1400 },
        { size: '7', yards: 1520 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw17-02',
    text: `KERERŪ YARNS                                         Free pattern · KY-218
Spun & dyed in Aotearoa New Zealand

KŌWHAI HOODIE
Designed by Aroha Whitcombe-Tane for Kererū Yarns

A roomy kids' hoodie with raglan sleeves and a kangaroo pocket. Back and front are knitted
from the hem up and the pieces are sewn together.

MEASUREMENTS
Size            6 mths   1 yr   2 yrs   4 yrs   6 yrs
To fit chest      46      51     56      61      66    cm
Actual chest      54      59     64      70      75    cm
Length            28      31     35      40      45    cm
Sleeve seam       17      20     23      27      31    cm

MATERIALS
Kererū Merino 8 ply (DK) 50 g balls
Main colour (Kōwhai 112)      3     4     4     5     6   balls
Contrast (Kawakawa 140)       1     1     1     1     1   ball
1 pair each 3.25 mm (No. 10) and 4.00 mm (No. 8) knitting needles.

TENSION
22 sts and 30 rows to 10 cm over stocking stitch using 4.00 mm needles.
Please check your tension carefully. If less sts use smaller needles; if more sts use
bigger needles.

YARN NOTE: each 50 g ball of Kererū Merino 8 ply is approx. 120 metres.

ABBREVIATIONS
k = knit; p = purl; st(s) = stitch(es); st st = stocking stitch; inc = increase;
dec = decrease; tog = together; rem = remaining; beg = beginning.

BACK
Using 3.25 mm needles and Contrast, cast on 62 (66, 72, 78, 84) sts.
© Kererū Yarns Ltd. This pattern may be printed for personal use.           kereruyarns.co.nz`,
    expected: {
      title: 'Kōwhai Hoodie',
      designer: 'Aroha Whitcombe-Tane',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '6 months', yards: m(480) },
        { size: '1 year', yards: m(600) },
        { size: '2 years', yards: m(600) },
        { size: '4 years', yards: m(720) },
        { size: '6 years', yards: m(840) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['6 months', '1 year', '2 years', '4 years', '6 years'],
      techniques: ['raglan', 'bottom-up'],
    },
  },
  {
    id: 'rw17-03',
    text: `FIELD & FLEECE QUARTERLY | FALL 2025                                                 63

Quarry Ridge Pullover
BY CELESTE MARCHETTI-RUIZ
Deep cables climb the front of this roomy          FINISHED SIZE
pullover, knit in pieces from the bottom up        36 (40, 44, 48, 52)" chest circumference.
and seamed for structure. A saddle shoulder        Shown in size 40" with 6" of ease.
carries the center cable over the top of
the arm and into the collar.                       YARN
                                                   Hollins Mill Aran (aran weight; 100% wool;
SKILL LEVEL                                        187 yd [171 m]/100 g): 7 (8, 8, 9, 10)
Experienced                                        skeins #21 Slate.

Photography by Dane Whitford                       NEEDLES
Styling by Ro Ellison                              Sizes 6 (4 mm) and 8 (5 mm): straight.
                                                   Size 6 (4 mm): 16" circular for the collar.
ADVERTISEMENT                                      Adjust needle size if necessary to obtain
Hollins Mill — spun in Vermont since 1911.         the correct gauge.
Shop Aran, Sport & Lace at hollinsmill.com
                                                   NOTIONS
                                                   Cable needle; markers; tapestry needle.

                                                   GAUGE
                                                   18 sts and 24 rows = 4" (10 cm) in St st on
                                                   larger needles; 30-st Chart A = 5" (12.5 cm) wide.

NOTES                                              BACK
1 The pieces are worked flat.                      With smaller needles, CO 98 (106, 116, 124,
2 Work the charts from right to left on RS         134) sts. Work in k2, p2 rib for 2½" (6.5 cm),
rows and from left to right on WS rows.            ending after a WS row. Change to larger needles.

                                                  continued on page 88`,
    expected: {
      title: 'Quarry Ridge Pullover',
      designer: 'Celeste Marchetti-Ruiz',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '36', yards: 1309 },
        { size: '40', yards: 1496 },
        { size: '44', yards: 1496 },
        { size: '48', yards: 1683 },
        { size: '52', yards: 1870 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw17-04',
    text: `96                                                              HEELS & HERITAGE

CHAPTER FOUR: TRAVELLING STITCHES

Holly Lane Socks
Contributed by Ines Caldwell

Ines grew up on a lane lined with holly hedges, and these socks carry a twisted travelling
cable down each side of the leg, like a path between hedgerows.

SIZES
Foot circumference: 19 (21, 23) cm / 7½ (8¼, 9)"
Leg length to top of heel flap: 15 cm / 6" (adjustable)

MATERIALS
Yarn: Hebden Sock (fingering weight; 75% BFL, 25% nylon; 100 g = 385 m / 421 yds),
1 (1, 2) skeins in Damson.
Needles: 2.5 mm (US 1½) needles for your preferred method of small-circumference knitting.
Notions: cable needle, 2 stitch markers, tapestry needle.

TENSION
32 sts and 44 rounds to 10 cm / 4" over stocking stitch in the round.

CONSTRUCTION
The socks are worked in the round from the cuff down, with a slip-stitch heel flap, a
gusset and a wedge toe closed with Kitchener stitch.

CUFF
Cast on 60 (68, 72) sts using the German twisted cast-on. Join to work in the round.
Rnd 1: *K1 tbl, p1; rep from * to end.

The Heels & Heritage Collection · edited by Margit Lowe                            97`,
    expected: {
      title: 'Holly Lane Socks',
      designer: 'Ines Caldwell',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '19', yards: 421 },
        { size: '21', yards: 421 },
        { size: '23', yards: 842 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['19', '21', '23'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
];
