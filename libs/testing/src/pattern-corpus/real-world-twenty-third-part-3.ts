import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw23-07',
    text: `HEATHERBANK SPINNERS                                              Pattern No. HB 0327

Glenmoss Cabled Cardigan
in Heatherbank Aran

Designed by Morag Kinnear

MEASUREMENTS
To fit bust       81-86     91-97     102-107    112-117    122-127    cm
                  32-34     36-38     40-42      44-46      48-50      in
Actual bust       96        106       117        127        138        cm
Length            62        64        66         68         70         cm
Sleeve seam       45        46        47         47         48         cm

YARN
Heatherbank Aran  100 g balls
                  8         9         10         11         12

MATERIALS
Pair each 4½mm (US 7) and 5mm (US 8) needles · cable needle · 7 buttons · stitch holders
Heatherbank Aran: 100% British wool; approx. 200 m / 219 yds per 100 g ball.
Shade used: Bracken 114.

TENSION
18 sts and 24 rows to 10cm over stocking stitch using 5mm needles.
Cable panel (22 sts) measures 9cm across.
It is essential to work to the stated tension to achieve success.

ABBREVIATIONS
C6B slip next 3 sts onto cable needle, hold at back, k3, then k3 from cable needle
C6F slip next 3 sts onto cable needle, hold at front, k3, then k3 from cable needle
alt alternate · beg beginning · cont continue · dec decrease · foll following
inc increase · rep repeat · RS right side · st st stocking stitch · WS wrong side

NOTE
The cardigan is worked in pieces from the hem up and sewn together. Figures in brackets
are for the larger sizes; where only one figure is given this applies to all sizes.

BACK
Using 4½mm needles cast on 90 (100, 110, 120, 130) sts.
1st row (RS) K2, *p2, k2; rep from * to end.
2nd row P2, *k2, p2; rep from * to end. Rep these 2 rows for 7cm, ending with a 2nd row
and inc 6 sts evenly across last row. 96 (106, 116, 126, 136) sts.
Change to 5mm needles and work cable pattern as follows: ...

Heatherbank Spinners Ltd, Galashiels, Scotland. We cannot accept responsibility for the
result of using any other yarn. © Heatherbank Spinners                          2`,
    expected: {
      title: 'Glenmoss Cabled Cardigan',
      designer: 'Morag Kinnear',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81-86', yards: 8 * 219 },
        { size: '91-97', yards: 9 * 219 },
        { size: '102-107', yards: 10 * 219 },
        { size: '112-117', yards: 11 * 219 },
        { size: '122-127', yards: 12 * 219 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117', '122-127'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw23-08',
    text: `Fellside Mittens

Pattern by Bryony Ashworth  ·  bryonyashworth.co.uk  ·  Ko-ﬁ shop

Stranded colourwork mittens inspired by the drystone walls above Coniston. Worked in
the round from the cuff up, with an afterthought thumb so the pattern is uninterrupted.

SIZES
S (M, L)
To ﬁt hand circumference 17 (19, 21) cm / 6.75 (7.5, 8.25) in, measured around the knuckles.

YARN
4ply / ﬁngering weight wool, 50 g = 200 m
Main colour (MC): 50 (60, 70) g - sample in Herdwick Grey
Contrast colour (CC): 20 (25, 30) g - sample in Bracken
Sample (size M) used 54 g MC and 21 g CC.

NEEDLES
2.25 mm (US 1) and 2.5 mm (US 1.5) needles for small circumferences - DPNs or a long
circular for magic loop.

YOU WILL ALSO NEED
Stitch marker, a length of waste yarn for the thumb, tapestry needle

TENSION
32 sts and 34 rounds to 10 cm over colourwork pattern on 2.5 mm needles.
Take the time to check your tension - floats that are too tight will make the mittens
pucker and come out small.

ABBREVIATIONS
k knit · p purl · k2tog knit two together · ssk slip slip knit · rnd round · MC / CC
main / contrast colour · m1 make one

CUFF
With 2.25 mm needles and MC, cast on 52 (60, 68) sts. Join to work in the round.
Corrugated rib: *k2 MC, p2 CC; rep from * to end. Work 18 rounds.

HAND
Change to 2.5 mm needles. Knit 1 round in MC, increasing 4 sts evenly. 56 (64, 72) sts.
Work rounds 1-12 of Chart A, then place thumb: with waste yarn, knit the ﬁrst 10 (11, 12)
sts of the palm; slip them back and knit them again in pattern...

                                                                       continued overleaf
© Bryony Ashworth 2025 · Fellside Mittens · page 2 of 5`,
    expected: {
      title: 'Fellside Mittens',
      designer: 'Bryony Ashworth',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(280) },
        { size: 'M', yards: m(340) },
        { size: 'L', yards: m(400) },
      ],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw23-09',
    text: `S W I T C H B A C K   C O W L
Mara Delgado

a quick seed-stitch cowl for one skein of bulky yarn

Thanks for buying this pattern on Ravelry! Your purchase supports an independent designer.
Please don't share or copy this PDF.

YARN
1 skein Trailhead Bulky by Clear Creek Fiber (100% Targhee wool; 100 g / 131 yds / 120 m)
Colorway: Juniper Berry

NEEDLES
US 10.5 (6.5 mm) 16" circular needle

NOTIONS
1 stitch marker, tapestry needle

GAUGE
13 sts and 22 rnds = 4" in seed stitch, worked in the round and blocked.

FINISHED MEASUREMENTS
24" circumference x 9" tall

NOTES
The cowl is worked in the round in one piece. The zigzag texture is made from
blocks of seed stitch and stockinette that shift by one stitch every round.
Chart and written instructions both included.

ABBREVIATIONS
k knit · p purl · rnd(s) round(s) · BOR beginning of round · pm place marker

INSTRUCTIONS
Cast on 78 sts using the long-tail method. Pm and join to work in the round, being careful
not to twist.
Rnds 1-4: *K1, p1; rep from * to end.
Rnd 5: *K1, p1, k4; rep from * to end.
Rnd 6: *P1, k1, p1, k3; rep from * to end.
Continue working from the chart until piece measures approx. 8.5" from cast-on edge, or
until you have about 4 yds of yarn left, ending after Rnd 4 of the chart.
Next 4 rnds: *K1, p1; rep from * to end.
Bind off loosely in pattern. Weave in ends and block to measurements.

MORE FROM MARA
Crossroads Hat - 1 skein Trailhead Bulky (131 yds)
Lookout Mitts - 90 yds worsted weight

Questions? Find me on Ravelry as maradelgadoknits or at maradelgado.com
Switchback Cowl · © 2025 Mara Delgado · all rights reserved                    page 1`,
    expected: {
      title: 'Switchback Cowl',
      designer: 'Mara Delgado',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 131 }],
      gauge: { stitches: 13, rows: 22, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      techniques: ['in the round'],
    },
  },
];
