import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_NINTH_CASES (split for the file-size rule; see real-world-ninth.ts). */
export const REAL_WORLD_NINTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-ninth-uk-leaflet-size-table-balls-row',
    text: `THORNBURY YARNS                                          Leaflet No. TY 0217

                              ASHDOWN CARDIGAN
                 in Thornbury Pure Wool Double Knitting
                           designed by Ruth Penhallow

MEASUREMENTS
To fit bust          81     86     91     97    102   cm
                     32     34     36     38     40   in
Actual measurement   90     95    101    106    112   cm
Length to shoulder   56     57     58     60     61   cm
Sleeve seam          43     43     44     44     45   cm

MATERIALS
Thornbury Pure Wool Double Knitting 50 g balls
Heather (shade 409)  10     11     11     12     13   balls
1 pair each 3¼ mm (UK 10) and 4 mm (UK 8) knitting needles. Cable needle.
7 buttons, 15 mm (Thornbury button pack BT-22).

TENSION
22 sts and 28 rows to 10 cm measured over stocking stitch using 4 mm needles.
Cable panel (16 sts) measures 6 cm across.

ABBREVIATIONS
alt = alternate; beg = beginning; C6B = slip next 3 sts onto cable needle and hold at back,
K3, then K3 from cable needle; cont = continue; dec = decrease; inc = increase;
K = knit; P = purl; rep = repeat; st(s) = stitch(es); tbl = through back of loop.

Yarn quantities are approximate, based on average requirements. Each ball is approx. 120 m.
Use only the yarn specified; we cannot accept responsibility for the finished result if
any other yarn is used.

BACK
Using 3¼ mm needles cast on 101 (107, 113, 119, 125) sts.`,
    expected: {
      title: 'Ashdown Cardigan',
      designer: 'Ruth Penhallow',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81', yards: m(1200) },
        { size: '86', yards: m(1320) },
        { size: '91', yards: m(1320) },
        { size: '97', yards: m(1440) },
        { size: '102', yards: m(1560) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81', '86', '91', '97', '102'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-ninth-japanese-book-translation-one-finished-size',
    text: `From the book "Everyday Knits for Calm Days" (English edition)

No. 14   Pullover with diamond panels
p. 38 (photo) / p. 92 (how to make)

Design: Michiyo Sakurai
Production: Atelier Hinode

[ Materials ]
Yarn: Hinode Koyuki Wool (worsted weight) Oatmeal (3) — 400 g / 10 balls
   * 1 ball = 40 g, approx. 92 m
Needles: 4.5 mm and 3.5 mm knitting needles (straight), 3.5 mm circular needle 40 cm
Others: cable needle, 4 stitch markers

[ Gauge ]
Stockinette stitch: 20 sts, 27 rows = 10 cm square
Diamond pattern: 1 pattern (28 sts) = 11 cm wide

[ Finished size ]
Bust 96 cm, Length 58 cm, Back-neck-to-cuff 72 cm

[ How to make ]
- Cast on with 3.5 mm needles and knit 2x2 rib for the hem.
- Change to 4.5 mm needles. Work the front with the diamond cable pattern as in the chart.
- Bind off the shoulders together with the three-needle bind-off.
- Pick up stitches around the neck with the circular needle and work 2x2 rib for 3 cm.

* See p. 120 for the basic techniques.`,
    expected: {
      title: 'Pullover with diamond panels',
      designer: 'Michiyo Sakurai',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: m(920) }],
      gauge: { stitches: 20, rows: 27, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['One size'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-ninth-seventies-leaflet-metric-and-old-numbers',
    text: `CALEDON KNITTING WOOLS · LEAFLET No. 4312 · PRICE 8p

          CHILD'S SHOULDER-BUTTONED JUMPER
                IN CALEDON DOUBLE KNITTING

Measurements
To fit chest 56 (61, 66) cm [22 (24, 26) in]
Length from top of shoulder 34 (38, 42) cm
Sleeve seam 24 (28, 32) cm

Materials
5 (6, 7) 25 g balls Caledon Double Knitting in Main Shade (Navy)
2 (2, 2) 25 g balls in Contrast (White)
One pair each of 3¼ mm (No. 10) and 4 mm (No. 8) needles
4 buttons for shoulder opening

Tension
11 sts and 15 rows to 5 cm over stocking stitch on 4 mm needles.

IMPORTANT: Check your tension before starting. If you have more stitches to 5 cm,
use larger needles; fewer stitches, use smaller needles.

Abbreviations: K, knit; P, purl; st(s), stitch(es); st st, stocking stitch; tog, together;
M.S., main shade; C., contrast; in., inch(es); cm, centimetres.

The figures in brackets refer to the larger sizes respectively.

FRONT
With No. 10 (3¼ mm) needles and M.S., cast on 66 (72, 78) sts.`,
    expected: {
      title: "Child's Shoulder-Buttoned Jumper",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 11, rows: 15, inches: 2 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['56', '61', '66'],
    },
  },
  {
    id: 'rw-ninth-ravelry-download-socks-designer-particle',
    text: `This pattern was downloaded from Ravelry on 03/03/2026 by user purlgrey. Please do not share.

VERBENA SOCKS
Pattern by Inés de la Fuente | @ines.teje | www.inesteje.com

A pair of cuff-down socks with a little lace panel that climbs each side of the leg.

SIZES  S (M, L)
Foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm, to be worn with about 1" negative ease.
Leg length to top of heel flap: 6½" / 16.5 cm (adjustable).

YARN
1 skein fingering weight sock yarn, 100 g / 425 yds (389 m).
Sample: Mondim Sock in "Salvia", size M. Size L with a long foot may need a few yards more.

NEEDLES
2.25 mm (US 1) needles for your favourite small-circumference method
(DPNs, magic loop or two circulars).

GAUGE
32 sts and 44 rnds = 4" (10 cm) in stockinette stitch, worked in the round.

NOTIONS
Stitch markers, tapestry needle.

CONSTRUCTION
The socks are worked top-down: ribbed cuff, lace leg, heel flap and gusset, wedge toe.

Also by Inés: Ombú Shawl (DK, 600 yds), Ceibo Mitts (fingering, 180 yds).`,
    expected: {
      title: 'Verbena Socks',
      designer: 'Inés de la Fuente',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 425 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
];
