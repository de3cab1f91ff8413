import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_3 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw38-05-uk-mill-child-duffle-coat-age-table-balls-row',
    text: `WAINSCOTE MILL
Bramble Duffle Coat
A hooded toggle coat for little adventurers
Pattern WM0731 · Knitted in Wainscote Chunky
Design: Philippa Hart
Photography: Studio Nine
WM0731 Bramble Duffle Coat wainscotemill.co.uk
MEASUREMENTS
Age 2-3 4-5 6-7 8-9 years
To ﬁt chest 56 61 66 71 cm
22 24 26 28 in
Actual chest 68 74 80 86 cm
27 29 31½ 34 in
Length to shoulder 40 44 49 54 cm
Sleeve length 22 26 30 34 cm
MATERIALS
Wainscote Chunky
x 100g balls 4 5 6 7
Shown in Damson (shade 214).
1 pair each 5.5mm (UK 5/US 9) and 6.5mm (UK 3/US 10½) knitting needles.
Cable needle. 4 toggles. Stitch holders.
TENSION
14 sts and 19 rows to 10cm measured over stocking stitch using 6.5mm nee-
dles. Use larger or smaller needles if necessary to obtain the correct
tension.
ABBREVIATIONS
C6B slip next 3 sts onto cable needle and hold at back of work, k3, then
k3 from cable needle; C6F as C6B but hold cable needle at front of work;
MS moss stitch. See page 4 for standard abbreviations.
NOTE
Each front has a single rope cable panel of 10 sts running from the hem to
the shoulder. The hood is knitted in one piece and sewn to the neck edge.
© Wainscote Mill Ltd. This pattern may not be reproduced for sale.
1
WM0731 Bramble Duffle Coat wainscotemill.co.uk
BACK
Using 5.5mm needles, cast on 51 (55, 59, 63) sts.
Moss st row: K1, *p1, k1; rep from * to end.
Rep this row 7 times more.
Change to 6.5mm needles.
Beg with a k row, work in st st until Back measures 25 (28, 32, 36) cm
from cast-on edge, ending with a p row.
Shape armholes
Cast off 3 (3, 4, 4) sts at beg of next 2 rows. 45 (49, 51, 55) sts.
Dec 1 st at each end of next and foll 2 alt rows. 39 (43, 45, 49) sts.
Work straight until armholes measure 15 (16, 17, 18) cm, ending with a
p row.
Shape shoulders
Cast off 6 (7, 7, 8) sts at beg of next 4 rows.
Leave rem 15 (15, 17, 17) sts on a holder for the hood.
LEFT FRONT
Using 5.5mm needles, cast on 31 (33, 35, 37) sts.
Work 8 rows in moss st as given for Back.
© Wainscote Mill Ltd. This pattern may not be reproduced for sale.
2
WM0731 Bramble Duffle Coat wainscotemill.co.uk
YARN NOTE Wainscote Chunky is a chunky weight blend of 80% wool and 20%
alpaca; approx 110m per 100g ball. Hand wash cool, dry ﬂat.`,
    expected: {
      title: 'Bramble Duffle Coat',
      designer: 'Philippa Hart',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '2-3 years', yards: m(4 * 110) },
        { size: '4-5 years', yards: m(5 * 110) },
        { size: '6-7 years', yards: m(6 * 110) },
        { size: '8-9 years', yards: m(7 * 110) },
      ],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['2-3 years', '4-5 years', '6-7 years', '8-9 years'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw38-06-us-indie-mosaic-mitts-chart-key-one-skein-each',
    text: `FIELDNOTE MITTS
two-color mosaic fingerless mitts
Wren Castellano
Photos: Ada Kim
Fieldnote Mitts ◆ Wren Castellano ◆ page 2
Slipped-stitch mosaic gives a crisp two-color pattern while you only ever
knit with one color per round. These mitts are worked in the round from
the cuff up, with a gusset thumb and a short ribbed top. A quick, satisfy-
ing knit and a great first mosaic project!
SIZES
Small (Medium, Large)
Hand circumference: 6¾ (7½, 8¼)" / 17 (19, 21) cm
Length: 7½ (8, 8½)" / 19 (20.5, 21.5) cm
YARN
Sport weight wool, 1 skein each in two colors (one skein of each is enough
for all three sizes)
MC: Little Fork Sport (100% merino; 50 g; 164 yds / 150 m) in Ink
CC: Little Fork Sport in Fog
NEEDLES
US 3 (3.25 mm) and US 4 (3.5 mm) double-pointed needles, or size needed
to obtain gauge
NOTIONS
Stitch markers, waste yarn, tapestry needle
GAUGE
24 sts and 34 rnds = 4" (10 cm) in stockinette stitch on larger needles
26 sts and 52 rnds = 4" (10 cm) in mosaic pattern on larger needles
CHART KEY
MC
CC
knit with the color shown
slip 1 purlwise with yarn in back
repeat
4 3 2 1
wrencastellano.com · © 2025 Wren Castellano
Fieldnote Mitts ◆ Wren Castellano ◆ page 3
CUFF
With smaller needles and MC, cast on 40 (44, 48) sts. Divide evenly over
your needles and join to work in the round, being careful not to twist.
Rnd 1: *K1, p1; rep from * to end.
Repeat Rnd 1 for 2" (5 cm).
Change to larger needles.
Next rnd: Knit, increasing 4 sts evenly — 44 (48, 52) sts.
HAND
Begin working from the chart; the 4-st repeat is worked 11 (12, 13) times
around. Each chart row is worked over two rounds: knit the stitches shown
in the working color and slip the others on the ﬁrst round, then repeat
the same stitches on the second round.
Work Rows 1–8 of the chart (16 rounds) once.
Thumb gusset
Set-up rnd: Work 22 (24, 26) sts in patt, pm, M1L, pm, work to end.
Next rnd: Work in patt to marker, sm, k1 in MC, sm, work to end.
wrencastellano.com · © 2025 Wren Castellano`,
    expected: {
      title: 'Fieldnote Mitts',
      designer: 'Wren Castellano',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 2 * 164 }],
      gauge: { stitches: 24, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['mosaic', 'in the round', 'bottom-up'],
    },
  },
];
