import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw46-01-norwegian-cropped-lace-rib-cardigan-translated',
    text: `LYSNING
CARDIGAN
Lysningjakke – a cropped cardigan with eyelet lace rib
Photo: Henrik Aas
Design: Ingrid Solbakken
English translation: Kristin Moe
Ingrid Solbakken Strikk · Lysning Cardigan · side 2 av 6
SIZES
XS (S) M (L) XL (2XL)
Finished chest
84 (92) 100 (108) 116 (124) cm
Length from shoulder
46 (47) 48 (50) 52 (54) cm
YARN
Fjordull Merino DK (100% merino wool, 50 g = 112 m)
Quantity
300 (350) 400 (400) 450 (500) g
Colour
Sample shown in colour 214 Lys lyng
NEEDLES
Circular needles 3.5 mm (US 4), 40 and 80 cm
Circular needles 4 mm (US 6), 40 and 80 cm
Double-pointed needles in both sizes for the sleeves
NOTIONS
7 (7) 8 (8) 8 (9) buttons, 15 mm
Stitch markers, 2 stitch holders
TENSION
22 stitches and 30 rows in stocking stitch on 4 mm needles = 10 x 10 cm.
Change to thinner or thicker needles if necessary to obtain the correct tension.
Ingrid Solbakken Strikk · Lysning Cardigan · side 3 av 6
CONSTRUCTION
The cardigan is knitted top down, starting at the neck. The yoke is shaped with rag-
lan increases and the body is worked back and forth to the hem. The sleeves are picked
up and knitted in the round down to the cuffs. The eyelet lace rib runs along both
fronts and around the cuffs.
EYELET LACE RIB (multiple of 5 sts + 2)
Row 1 (RS): P2, *k1, yo, ssk, p2*; rep * to *.
Row 2 (WS): K2, *p3, k2*; rep * to *.
Row 3: P2, *k2tog, yo, k1, p2*; rep * to *.
Row 4: As row 2.
Repeat rows 1-4.
YOKE
With 3.5 mm circular needle, cast on 92 (96) 100 (104) 108 (112) sts. Work 6 rows
twisted rib (k1 tbl, p1). Change to 4 mm circular needle and set up the raglan:
Set-up row (RS): K1 (edge st), work eyelet lace rib over 12 sts, k3 (3) 4 (4) 5 (5)
for front, pm, k1 (raglan st), pm, k14 (14) 14 (16) 16 (16) for sleeve, pm, k1, pm,
k24 (28) 30 (30) 32 (36) for back, pm, k1, pm, k14 (14) 14 (16) 16 (16) for sleeve,
pm, k1, pm, k3 (3) 4 (4) 5 (5), work eyelet lace rib over 12 sts, k1 (edge st).
Next row (WS): Work sts as they appear.
Raglan increase row (RS): *Work to 1 st before marker, M1R, k1, sl m, k1, sl m, k1,
M1L*; rep 3 more times, work to end (8 sts inc).
4
© Ingrid Solbakken Strikk 2025. Kun til privat bruk / for private use only.`,
    expected: {
      title: 'Lysning Cardigan',
      designer: 'Ingrid Solbakken',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(6 * 112) },
        { size: 'S', yards: m(7 * 112) },
        { size: 'M', yards: m(8 * 112) },
        { size: 'L', yards: m(8 * 112) },
        { size: 'XL', yards: m(9 * 112) },
        { size: '2XL', yards: m(10 * 112) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['lace', 'top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw46-02-uk-mill-mens-fishermans-rib-rollneck-flat-table',
    text: `MARSDEN
ROLLNECK
A generous men’s rollneck in deep, squashy fisherman’s rib
Pennine Valley Wool · Pattern PV-318
Design: Tom Ashworth
Photography: Gail Hirst · Model: Owen
www.penninevalleywool.co.uk
2
SIZES
Size S M L XL 2XL
To ﬁt chest cm 97 102 107 112 117
in 38 40 42 44 46
Actual chest cm 110 116 121 127 132
Length to shoulder cm 66 68 70 72 74
Sleeve seam cm 50 51 52 53 53
YARN
Pennine Valley Aran (aran weight)
100 g balls 10 11 12 13 14
Shade Peat 406
NEEDLES
Pair 4.5mm (UK 7/US 7) needles
Pair 5mm (UK 6/US 8) needles
4.5mm circular needle, 40cm long, for the collar
ACCESSORIES
Stitch holders, stitch markers, a blunt-ended wool needle
TENSION
17 sts and 36 rows to 10cm measured over fisherman’s rib using 5mm
needles. Because every knit-below stitch pulls down the row beneath it, count
the rows along one knit column and double the number.
IT IS ESSENTIAL TO WORK TO THE STATED TENSION TO ACHIEVE SUCCESS.
www.penninevalleywool.co.uk
3
NOTES
The back, front and sleeves are knitted ﬂat from the lower edge up and sewn
together; the rollneck is then picked up and worked in the round.
K1B = knit into the stitch below the next stitch on the left needle, slipping the
stitch above off the needle.
BACK
Using 4.5mm needles cast on 95 (99, 103, 109, 113) sts.
Rib row 1 (RS): K2, *p1, k1; rep from * to last st, k1.
Rib row 2: K1, *p1, k1; rep from * to end.
Rep these 2 rows for 8cm, ending with a WS row.
Change to 5mm needles.
Foundation row (WS): K1, *p1, k1; rep from * to end.
Row 1: Sl1, *K1B, p1; rep from * to last 2 sts, K1B, k1.
Row 2: Sl1, *p1, K1B; rep from * to last 2 sts, p1, k1.
These 2 rows form fisherman’s rib. Cont in patt until back measures 43 (44, 45,
46, 47) cm, ending with a WS row.
© Pennine Valley Wool 2025. All rights reserved. This pattern may not be reproduced or sold.
4
YARN NOTE: Pennine Valley Aran is 100% British wool, approx. 160m per 100g ball.
Make the set: the matching Marsden Beanie (PV-319) takes 2 balls.`,
    expected: {
      title: 'Marsden Rollneck',
      designer: 'Tom Ashworth',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m(10 * 160) },
        { size: 'M', yards: m(11 * 160) },
        { size: 'L', yards: m(12 * 160) },
        { size: 'XL', yards: m(13 * 160) },
        { size: '2XL', yards: m(14 * 160) },
      ],
      gauge: { stitches: 17, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
