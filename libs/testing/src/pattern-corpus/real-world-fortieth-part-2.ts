import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTIETH_CASES_PART_2 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw40-03-us-indie-baby-sleep-sack-months-skeins',
    text: `tinyhearth knits
DREAMY SLEEP SACK
a cozy button-shoulder sleep sack for little ones
pattern by June Abernathy
photos by Leah Tran
tinyhearth knits · Dreamy Sleep Sack · page 2 of 6
ABOUT THIS PATTERN
Dreamy is worked from the bottom up in the round, starting with a rounded base that is
cast on with Judy’s magic cast-on. The body is worked straight to the underarms, then
the front and back are worked separately and the shoulders button closed, so it slips
on easily over pajamas.
SIZES
0-3 months (3-6 months, 6-12 months)
FINISHED MEASUREMENTS
Chest: 18 (19½, 21)" / 45.5 (49.5, 53.5) cm
Length: 24 (27, 30)" / 61 (68.5, 76) cm
Shown in size 3-6 months.
MATERIALS
Yarn
Worsted weight (#4 medium)
Hearthside Worsted (100% superwash merino; 100 g / 245 yds / 224 m), shown in Oatmilk
3 (4, 5) skeins
Needles
US 6 (4 mm) 16" (40 cm) circular needle
US 7 (4.5 mm) 24" (60 cm) circular needle, plus DPNs or a long circular for magic
loop
Notions
4 buttons, ⅝" / 15 mm; stitch markers; scrap yarn; tapestry needle
GAUGE
20 sts and 28 rnds = 4" / 10 cm in stockinette stitch worked in the round on larger
needle, after blocking.
tinyhearth knits · Dreamy Sleep Sack · page 3 of 6
© 2025 June Abernathy. For personal use only – please don’t share or resell this ﬁle.
ABBREVIATIONS
BO bind off
CO cast on
k knit
k2tog knit 2 together
M1L / M1R make 1 left / right
pm place marker
rnd(s) round(s)
ssk slip, slip, knit
BASE
With larger needle and Judy’s magic cast-on, CO 60 (64, 68) sts, 30 (32, 34) sts on each
needle. Pm for beginning of rnd and join to work in the rnd.
Rnd 1: *K1, M1L, knit to 1 st before end of needle, M1R, k1; rep from * once more. 4 sts
inc’d.
Rnd 2: Knit.
Rep Rnds 1–2 4 (5, 5) more times. 80 (88, 92) sts.
Safety: never use a sleep sack with loose buttons or long threads. Check your work often.
tinyhearth knits · Dreamy Sleep Sack · page 4 of 6`,
    expected: {
      title: 'Dreamy Sleep Sack',
      designer: 'June Abernathy',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '0-3 months', yards: 3 * 245 },
        { size: '3-6 months', yards: 4 * 245 },
        { size: '6-12 months', yards: 5 * 245 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw40-04-uk-yarn-company-christening-shawl-two-ply',
    text: `HALEWOOD YARNS
Heirloom Collection · Leaﬂet HW 2211
The ‘Rosebud’ Christening Shawl
An heirloom shawl in ﬁne 2 ply with a rosebud lace border and a knitted-on edging
Designed by Eileen Carrow
Halewood Yarns – The ‘Rosebud’ Christening Shawl – 2
MEASUREMENTS
Approx. 110 cm (43 in) square after blocking.
MATERIALS
6 x 25 g balls of Halewood Heirloom 2 ply (100% extra ﬁne merino; approx. 200 m per
ball) in Ivory (shade 201)
A 3.25 mm (UK 10 / US 3) circular needle, 100 cm long, plus a spare 3.25 mm double-
pointed needle for the edging
Stitch markers; a blunt-ended wool needle; blocking wires and rust-proof pins
TENSION
26 sts and 52 rows to 10 cm over garter stitch after blocking, using 3.25 mm needles.
Please knit a tension square before you begin: a looser tension will need more yarn.
ABBREVIATIONS
k knit; p purl; yo yarn over needle to make a stitch; k2tog knit 2 together; skpo slip 1,
knit 1, pass slipped stitch over; sk2po slip 1, knit 2 together, pass slipped stitch
over; st(s) stitch(es); RS right side; WS wrong side.
Halewood Yarns – The ‘Rosebud’ Christening Shawl – 3
NOTES
The shawl is worked in three parts. The garter-stitch centre is knitted ﬁrst as a square.
Stitches are then picked up around all four edges and the rosebud lace border is worked
outwards in rounds, with increases at each corner. Finally the lace edging is knitted on
sideways, joining it to the border’s live stitches as you go. The lace charts are on page
5; written instructions follow each chart.
ROSEBUD BORDER CHART
16
14
12
10
8
6
4
2
12 10 8 6 4 2 1
knit
yo
k2tog
skpo
sk2po
pattern repeat
Halewood Yarns – The ‘Rosebud’ Christening Shawl – 4
CENTRE
Using the circular needle, cast on 3 sts and knit 1 row.
Next row: K1, yo, k to end. Rep this row until there are 200 sts on the needle.
Next row: K1, k2tog, yo, k2tog, k to end. Rep this row until 3 sts remain. Do not break
yarn; the last stitch becomes the ﬁrst picked-up stitch of the border.
Care: hand wash only and dry flat, pinned out to size.
© Halewood Yarns 2024. All rights reserved. Halewood Yarns, Mill Lane, Kendal.`,
    expected: {
      title: 'Rosebud Christening Shawl',
      designer: 'Eileen Carrow',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(6 * 200) }],
      gauge: { stitches: 26, rows: 52, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['lace', 'in the round'],
    },
  },
];
