import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw46-11-nz-indie-knitted-penguin-toy-grams',
    text: `Pip the
Penguin
a little knitted penguin to waddle into your heart
Pattern by Mere Tawhiri
Photos: Hana Tawhiri
Kōwhai Knits | p. 1
FINISHED SIZE
Approx. 18 cm tall
WHAT YOU NEED
Yarn
8 ply (DK) wool, 50 g / 105 m
Black
40 g
White
20 g
Orange
a small amount for the beak and feet
Needles
3.25 mm (US 3) double-pointed needles
Other
Toy stuffing (approx. 35 g), two 8 mm safety eyes or black embroidery thread,
stitch marker, tapestry needle
TENSION
Tension is not important for this pattern; aim for a ﬁrm fabric so that the
stuffing doesn’t show through.
Kōwhai Knits | p. 2
NOTES
The body and head are knitted in one piece in the round. The white tummy
patch is worked in intarsia on the front of the body and the stitches are
joined around the back, so read the notes on the colour changes carefully
before you begin. Wings and feet are knitted ﬂat and sewn on.
Safety note: if the toy is for a child under three, embroider the eyes instead
of using safety eyes.
ABBREVIATIONS
kfb knit into front and back of stitch (1 st increased)
k2tog knit 2 together
ssk slip, slip, knit
B black; W white; O orange
BODY
With B, cast on 8 sts and divide over 3 needles. Join to work in the round.
Rnd 1: Kfb in every st (16 sts).
Rnd 2 and every even rnd: Knit.
Rnd 3: *K1, kfb; rep from * to end (24 sts).
Rnd 5: *K2, kfb; rep from * to end (32 sts).
Rnd 7: *K3, kfb; rep from * to end (40 sts).
Rnd 9: *K4, kfb; rep from * to end (48 sts).
Rnds 10-12: Knit.
Rnd 13: K18 B, join W and k12 W, k18 B.
Kōwhai Knits | p. 3
More from Kōwhai Knits: Kiwi Bird (25 g) · Tui Softie (30 g)
© Mere Tawhiri 2025. Toys made from this pattern may be sold in small numbers; please
credit the design.`,
    expected: {
      title: 'Pip the Penguin',
      designer: 'Mere Tawhiri',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m((60 / 50) * 105) }],
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['intarsia', 'in the round'],
    },
  },
  {
    id: 'rw46-12-danish-designer-intarsia-heart-sweater-grams',
    text: `HJERTESLAG
SWEATER
Design: Mette Kjærgaard
Photo: Jonas Holm
A relaxed drop-shoulder sweater with a row of
intarsia hearts across the chest
Mette Kjærgaard Design · Hjerteslag Sweater · side 2 af 6
SIZES
XS (S, M, L, XL, 2XL)
Finished chest: 96 (102, 110, 118, 126, 134) cm
Length: 58 (60, 62, 64, 66, 68) cm
Recommended ease: approx. 15-20 cm
YARN
Yarn weight
Worsted
Suggested yarn: Nordlys Uld (100% wool), 50 g ≈ 125 m
Main colour (MC, Havre)
350 (400, 450, 500, 550, 600) g
Contrast colour (CC, Kirsebær)
50 (50, 50, 100, 100, 100) g
NEEDLES
4 mm (US 6) circular needle, 40 and 80 cm
5 mm (US 8) circular needle, 80 cm
TENSION
18 sts and 24 rows in stocking stitch on 5 mm needles = 10 x 10 cm.
Mette Kjærgaard Design · Hjerteslag Sweater · side 3 af 6
CONSTRUCTION
The front and back are worked ﬂat from the bottom up and joined at the shoulders.
The hearts are worked in intarsia: wind a separate small ball of CC for each heart
and twist the colours on the wrong side at each change. Sleeves are picked up
from the armhole and knitted ﬂat down to the cuff, then the underarm seams are
sewn.
CHART KEY
□ MC: knit on RS, purl on WS
■ CC: knit on RS, purl on WS
13 11 9 7 5 3 1
15 sts
SCHEMATIC
48 (51, 55, 59, 63, 67) cm
58 (60, 62, 64, 66, 68) cm
21 cm
BACK
With 4 mm needle and MC, cast on 88 (94, 100, 108, 116, 122) sts.
Row 1 (RS): K1, *k1 tbl, p1*, rep * to * to last st, k1.
Row 2 (WS): P1, *k1, p1 tbl*, rep * to * to last st, p1.
Repeat these 2 rows until the rib measures 6 cm, ending with a WS row.
Change to 5 mm needle and work in stocking stitch until the back measures 36
(37, 38, 39, 40, 41) cm.
Mette Kjærgaard Design · Hjerteslag Sweater · side 4 af 6
© Mette Kjærgaard Design 2025 · Må ikke deles / Do not share`,
    expected: {
      title: 'Hjerteslag Sweater',
      designer: 'Mette Kjærgaard',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: m((400 / 50) * 125) },
        { size: 'S', yards: m((450 / 50) * 125) },
        { size: 'M', yards: m((500 / 50) * 125) },
        { size: 'L', yards: m((600 / 50) * 125) },
        { size: 'XL', yards: m((650 / 50) * 125) },
        { size: '2XL', yards: m((700 / 50) * 125) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['intarsia', 'bottom-up'],
    },
  },
];
