import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw23-10',
    text: `Harbourside Gansey
Owen Pryce Knitwear

Downloaded from LoveCrafts. Thank you for your purchase! This pattern is for your personal
use only and may not be copied, shared or sold.

A traditional fisherman's gansey with a modern fit. The body is worked in the round from
the bottom up, with a split garter welt, and knit-purl patterning on the yoke.

SIZES
To fit chest: 36 (38, 40, 42, 44, 46)" / 91 (97, 102, 107, 112, 117) cm
Finished chest: 40 (42, 44, 46, 48, 50)" / 101.5 (106.5, 112, 117, 122, 127) cm
Shown in size 40" with 4" of positive ease.

YARN
Sport weight wool: 1,310 (1,400, 1,490, 1,580, 1,680, 1,780) yds / 1,198 (1,280, 1,362, 1,445,
1,536, 1,628) m
Shown in Tidewater Sport (100% wool; 50 g / 164 yds / 150 m), color Navy.

NEEDLES
US 3 (3.25 mm) 24" and 32" circular needles for welts and cuffs
US 4 (3.5 mm) 16", 24" and 32" circular needles and DPNs for body and sleeves
Or size needed to obtain gauge.

NOTIONS
Stitch markers (2 colours), stitch holders or waste yarn, tapestry needle

GAUGE
24 sts and 32 rnds = 4" / 10 cm in stockinette stitch on larger needle, worked in the round
and blocked.

ABBREVIATIONS
k knit · p purl · m1 make one · pm place marker · rnd round · RS right side · WS wrong side
seam st: the false seam stitch at each side, purled on every round

WELTS
Front welt: With smaller needle, CO 120 (126, 132, 138, 144, 150) sts. Work back and forth in
garter st for 3". Place sts on holder. Work back welt the same.

BODY
Change to larger needle. Join welts and work in the round: k to end of front, pm, p1 (seam st),
k to end of back, pm, p1. Continue in stockinette with seam sts purled until body measures
14 (14, 14.5, 14.5, 15, 15)" from cast-on edge.
Gusset: M1 each side of seam sts every 4th rnd 8 times ...
                                                                                  3 | 9`,
    expected: {
      title: 'Harbourside Gansey',
      designer: 'Owen Pryce',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '36', yards: 1310 },
        { size: '38', yards: 1400 },
        { size: '40', yards: 1490 },
        { size: '42', yards: 1580 },
        { size: '44', yards: 1680 },
        { size: '46', yards: 1780 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['36', '38', '40', '42', '44', '46'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw23-11',
    text: `makerist
Home > Knitting patterns > Home & Decor > Wolkenweich Baby Blanket

Wolkenweich Baby Blanket - knitting pattern
from Anke Vogelsang ★★★★★ (38 reviews)

Language: English, German · Level: beginner · PDF, 6 pages

Pattern description
A soft garter-stitch blanket with a little eyelet border, knitted in one piece from
corner to corner. The perfect first project - you only need knit stitches and
yarn overs!

Materials
- approx. 400 g aran weight yarn
- circular needle 5 mm, 80 cm
- tapestry needle

Tension
16 sts and 32 rows = 10 x 10 cm in garter stitch

Finished size
approx. 75 x 75 cm

Yarn used in the sample: Wollhaus Merino Aran (100% merino wool, 100 g / 180 m), colour
Wolkengrau. You can use any aran yarn with a similar yardage.

Abbreviations
k = knit, yo = yarn over, k2tog = knit two stitches together, st(s) = stitch(es)

Instructions
Cast on 3 sts.
Row 1: k3.
Row 2: k2, yo, knit to end.
Repeat row 2 until the side edge measures 75 cm.
Decrease rows: k1, k2tog, yo, k2tog, knit to end.
Repeat until 5 sts remain. Bind off.
Weave in ends and block gently.

About the designer
Anke knits and designs in Hamburg. In her shop you can find more baby patterns, for example
the Wolkenweich Hat (1 ball) and the matching booties.

Customers also bought
Kleiner Stern Sweater - from 9.90 €
Garter Stitch Bunny - from 4.50 €

© makerist GmbH · Impressum · Privacy · Terms`,
    expected: {
      title: 'Wolkenweich Baby Blanket',
      designer: 'Anke Vogelsang',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(720) }],
      gauge: { stitches: 16, rows: 32, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw23-12',
    text: `FIELDNOTE VEST
June Okafor Designs

7 sizes · DK · Top-down · Seamless

Thank you for supporting independent design! Purchased from junokafor.com. Please do not
distribute this pattern - send your friends to my shop instead.

Fieldnote is a cropped, boxy vest with deep ribbed armholes and a V-neck. It is worked from
the top down: the back and fronts are worked flat to the underarms, then joined and worked
in the round to the hem.

SIZE & YARDAGE
Finished chest    Yards    Meters
32"               525      480
36"               580      530
40"               650      594
44"               720      658
48"               790      722
52"               860      786
56"               930      850
Choose a size with 4-8" / 10-20 cm of positive ease. Shown in 40" on a 34" chest.

YARN
Any DK weight yarn. Sample: Northbound Mills Camper DK (100% wool; 246 yds / 225 m per 100 g)
in Tobacco.

NEEDLES
US 4 (3.5 mm) 16" and 32" circular needles
US 6 (4 mm) 32" circular needle

NOTIONS
Stitch markers, waste yarn, tapestry needle

GAUGE
22 sts and 30 rows = 4" / 10 cm in stockinette on US 6 after blocking.

ABBREVIATIONS
k knit · p purl · CO cast on · pm place marker · sm slip marker · m1L / m1R make one
left / right · k2tog knit two together · ssk slip slip knit · PU pick up

BACK
With larger needle, CO 70 (78, 88, 96, 106, 114, 124) sts using a provisional cast on.
Work back and forth in stockinette, beg with a WS row, for 7 (7, 7.5, 8, 8, 8.5, 9)".

                                                          continued on next page
Fieldnote Vest · © 2025 June Okafor · 3/8`,
    expected: {
      title: 'Fieldnote Vest',
      designer: 'June Okafor',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '32', yards: 525 },
        { size: '36', yards: 580 },
        { size: '40', yards: 650 },
        { size: '44', yards: 720 },
        { size: '48', yards: 790 },
        { size: '52', yards: 860 },
        { size: '56', yards: 930 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['32', '36', '40', '44', '48', '52', '56'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
