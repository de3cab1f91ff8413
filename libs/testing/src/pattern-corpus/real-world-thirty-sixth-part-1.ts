import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw36-01-us-indie-ravelry-linen-tee-numbered-sizes',
    text: `quinn & co. knits
Ravelry order #7741-20391 · downloaded for personal use only

LUMEN TEE
a breezy top-down tee in linen

Design: Harper Quinn
Tech editing: Marisol Vega

SIZES
1 (2, 3, 4, 5, 6, 7)
Finished bust: 32 (36, 40, 44, 48, 52, 56)" / 81.5 (91.5, 101.5, 112, 122, 132, 142) cm
Recommended ease: 2-4" / 5-10 cm positive ease.
Sample shown in size 3 on a 36" bust.

MATERIALS
Yarn: Fieldstone Linen Sport (100% linen; 50 g / 137 yds / 125 m), sport weight
Yardage: 620 (690, 770, 850, 930, 1010, 1100) yds
         567 (631, 704, 777, 850, 924, 1006) m
Sample: Fieldstone Linen Sport in Sea Glass, 6 skeins (about 770 yds).

Needles: US 4 (3.5 mm) 16" and 32" circular needles for ribbing
US 5 (3.75 mm) 24" and 32" circular needles for body and sleeves
Notions: 4 stitch markers, waste yarn, tapestry needle.

GAUGE
24 sts and 32 rnds = 4" / 10 cm in stockinette stitch on US 5 (3.75 mm), after washing and
drying flat. Linen grows a little once washed; always wash your swatch.

CONSTRUCTION
Lumen is worked seamlessly from the top down. After the neckband is cast on, German short rows
raise the back neck, then the yoke is worked in the round with increases at four points. The
sleeves are placed on waste yarn and the body continues in the round to a split hem.

ABBREVIATIONS
k - knit · p - purl · pm - place marker · sm - slip marker · GSR - German short row
m1l / m1r - make 1 left / right · rnd(s) - round(s) · BOR - beginning of round

NECKBAND
With smaller 16" needle, cast on 112 (112, 120, 120, 128, 128, 136) sts. Pm and join to work
in the round, being careful not to twist. Work k1, p1 rib for 1".

More from quinn & co. knits:
Drift Cardigan – 1200 (1340, 1480, 1620, 1760) yds of worsted
Saltmarsh Shell – 480 (540, 600, 660, 720) yds of fingering
Harbor Cowl – 310 yds

Questions? hello@quinnandcoknits.com · Please don't share or resell this PDF.
© 2025 Harper Quinn / quinn & co. knits. All rights reserved.                page 1 of 9`,
    expected: {
      title: 'Lumen Tee',
      designer: 'Harper Quinn',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 620 },
        { size: '2', yards: 690 },
        { size: '3', yards: 770 },
        { size: '4', yards: 850 },
        { size: '5', yards: 930 },
        { size: '6', yards: 1010 },
        { size: '7', yards: 1100 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['top-down', 'in the round', 'short rows'],
    },
  },
  {
    id: 'rw36-02-uk-mill-free-mens-cabled-jumper-to-fit-chest',
    text: `HAWKSTONE MILL · FREE PATTERN HM-0412

Brantwood
Men's cabled crew-neck jumper in British Aran

Design: Tom Ellery

MEASUREMENTS
To fit chest: 97 (102, 107, 112, 117) cm / 38 (40, 42, 44, 46) in
Actual chest: 108 (113, 118, 123, 128) cm / 42½ (44½, 46½, 48½, 50½) in
Length to back neck: 66 (67, 68, 69, 70) cm
Sleeve length: 48 (49, 50, 50, 51) cm

Figures in brackets refer to the larger sizes. Where only one figure is given it applies to
all sizes.

YOU WILL NEED
Hawkstone British Aran: 7 (7, 8, 8, 9) x 100g balls in shade 208 Peat
Pair each of 4.5mm (UK 7 / US 7) and 5mm (UK 6 / US 8) needles
Cable needle, stitch holders, 2 stitch markers

TENSION
18 sts and 24 rows to 10cm over stocking stitch on 5mm needles.
Cable panel A (30 sts) measures 12cm wide.

ABBREVIATIONS
C6B – slip 3 sts onto cable needle, hold at back, k3, k3 from cable needle
C6F – slip 3 sts onto cable needle, hold at front, k3, k3 from cable needle
T3B / T3F – twist 3 back / front · tbl – through back loop · RS – right side

NOTES
The back, front and sleeves are worked from the bottom up in separate pieces and sewn together.
Cables are worked from Chart A and Chart B (page 3). Read RS rows from right to left.

BACK
Using 4.5mm needles cast on 106 (110, 114, 118, 122) sts.
Row 1 (RS): P2, *k2 tbl, p2; rep from * to end.
Row 2: K2, *p2, k2; rep from * to end.
These 2 rows form twisted rib. Work 6cm, ending with a WS row.
Change to 5mm needles and set pattern from Chart A.

Hawkstone British Aran: 100% British wool, 100g balls, approx. 184m per ball.
Hand wash cool or dry clean. Shown in shade 208 Peat; also available in 14 heathered shades.

ALSO IN THE BRANTWOOD FAMILY: Brantwood Hat (1 x 100g ball) and Brantwood Scarf (3 x 100g balls).

Hawkstone Mill, Kendal, Cumbria · www.hawkstonemill.co.uk
This pattern is free for personal use. It may not be sold or reproduced for sale.`,
    expected: {
      title: 'Brantwood',
      designer: 'Tom Ellery',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '97', yards: m(7 * 184) },
        { size: '102', yards: m(7 * 184) },
        { size: '107', yards: m(8 * 184) },
        { size: '112', yards: m(8 * 184) },
        { size: '117', yards: m(9 * 184) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['97', '102', '107', '112', '117'],
      techniques: ['cables', 'bottom-up'],
    },
  },
];
