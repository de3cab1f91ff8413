import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw35-01-us-ravelry-raglan-pullover-yards-and-metres-lines',
    text: `brandt & bough knits
PRAIRIE SMOKE PULLOVER
a relaxed raglan with garter welts
Designed by Hallie Brandt

This copy was purchased on Ravelry by a.mercer (order 48213377) and is licensed for personal use only.

Prairie Smoke is a roomy everyday sweater with deep garter welts at the hem and cuffs. The body is
worked from the bottom up in the round to the underarms; the sleeves are also worked in the round,
then everything is joined onto one needle for a yoke shaped with raglan decreases.

SIZES
XS (S, M, L, XL, 2X, 3X)
Finished bust: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5) cm
Intended ease: 6-10" positive. Sample shown is size M on a 36" bust.

YARN
Worsted weight yarn
1010 (1090, 1200, 1330, 1450, 1590, 1740) yds
924 (997, 1097, 1216, 1326, 1454, 1591) m
Shown in: Juniper Ridge Worsted (100% Targhee; 218 yds / 199 m per 100 g skein), colour Sage Bundle.
The sample took just over 5 skeins (about 1,120 yds).

NEEDLES
US 6 (4 mm) 16" and 32" circular needles for the welts
US 8 (5 mm) 16" and 32" circular needles, plus dpns or a long circular for magic loop
Adjust needle size as necessary to obtain gauge.

NOTIONS
Stitch markers (4 in one colour, 1 unique for beginning of round), waste yarn, tapestry needle

GAUGE
18 sts and 26 rnds = 4" / 10 cm in stockinette on US 8 (5 mm), after blocking

ABBREVIATIONS
BOR    beginning of round
k2tog  knit 2 together
pm     place marker
rnd(s) round(s)
sm     slip marker
ssk    slip, slip, knit the 2 slipped sts together through the back loops

BODY
With smaller 32" needle, cast on 152 (172, 188, 208, 224, 244, 260) sts. Pm for BOR and join to work
in the round, being careful not to twist.
Work garter stitch in the round (knit 1 rnd, purl 1 rnd) for 3" / 7.5 cm, ending with a purl rnd.
Change to larger needle and knit every rnd until body measures 15 (15, 15.5, 15.5, 16, 16, 16.5)" /
38 (38, 39.5, 39.5, 40.5, 40.5, 42) cm from cast-on edge. Set body aside; do not break yarn.

More from brandt & bough knits
Little Bluestem Cowl · 1 skein, 180 yds
Switchgrass Cardigan · 1150-2300 yds
Coneflower Hat · 200 yds

brandt & bough knits · Prairie Smoke Pullover · page 1 of 9`,
    expected: {
      title: 'Prairie Smoke Pullover',
      designer: 'Hallie Brandt',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1010 },
        { size: 'S', yards: 1090 },
        { size: 'M', yards: 1200 },
        { size: 'L', yards: 1330 },
        { size: 'XL', yards: 1450 },
        { size: '2X', yards: 1590 },
        { size: '3X', yards: 1740 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
  {
    id: 'rw35-02-uk-yarn-company-baby-cardigan-months-table-balls-row',
    text: `FERNLEIGH YARNS
Bramley
Baby cardigan with eyelet yoke in Baby Merino DK
Pattern FY-B117 · Design: Ruth Pennock

MEASUREMENTS
To fit age      0-3    3-6    6-12   12-18  18-24  months
To fit chest    41     46     51     56     61     cm
                16     18     20     22     24     in
Actual chest    46     51     56     61     66     cm
Length          24     27     30     33     36     cm
Sleeve length   14     16     19     22     24     cm

YARN
Fernleigh Baby Merino DK
Duck Egg (204)  3      3      4      4      5      x 50g balls

NEEDLES
1 pair 3.25mm (UK 10/US 3) needles
1 pair 4mm (UK 8/US 6) needles

EXTRAS
5 x 15mm buttons (Fernleigh Buttons B12)

TENSION
22 sts and 28 rows to 10cm, 4in, measured over stocking stitch using 4mm needles.

ABBREVIATIONS
alt alternate; beg beginning; cont continue; dec decrease; k knit; k2tog knit 2 sts together;
p purl; rep repeat; RS right side; skpo slip 1, knit 1, pass slipped stitch over; st(s) stitch(es);
st st stocking stitch; WS wrong side; yfwd yarn forward to make a stitch

PATTERN NOTE
The body is knitted in one piece from the lower edge up to the armholes, then divided for back and
fronts. The sleeves are knitted flat and sewn in. The yoke has a simple eyelet lace band.
Figures in brackets refer to larger sizes; where only one figure is given it applies to all sizes.

BODY
Using 3.25mm needles cast on 105 (115, 127, 137, 149) sts.
Row 1 (RS) K1, *p1, k1; rep from * to end.
Row 2 P1, *k1, p1; rep from * to end.
These 2 rows form rib. Work a further 6 rows in rib.
Change to 4mm needles. Beg with a k row, work in st st until body measures 13 (15, 17, 19, 21) cm
from cast-on edge, ending with a WS row.

FERNLEIGH BABY MERINO DK
100% extra fine merino wool, machine washable at 30°. 50g balls, approx. 130m.
Shade shown: Duck Egg (204). Also lovely in Buttermilk (201) and Sea Spray (208).
The matching Bramley Bonnet (1 ball, all sizes) is free on our website.

We cannot accept responsibility for the finished result if any yarn other than that specified is used.
© Fernleigh Yarns Ltd 2025. For personal, non-commercial use only.
www.fernleighyarns.co.uk                                                    Page 1 of 3`,
    expected: {
      title: 'Bramley',
      designer: 'Ruth Pennock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(390) },
        { size: '3-6 months', yards: m(390) },
        { size: '6-12 months', yards: m(520) },
        { size: '12-18 months', yards: m(520) },
        { size: '18-24 months', yards: m(650) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['bottom-up', 'lace'],
    },
  },
];
