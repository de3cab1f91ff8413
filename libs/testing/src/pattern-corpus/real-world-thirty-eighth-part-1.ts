import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_1 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw38-01-uk-indie-henley-flattened-size-table-metres-only',
    text: `HARLOW HENLEY
A relaxed men’s henley with a buttoned placket and a deep ribbed hem
Photography: Isla Penrose
Marsh & Moor Knits
1
Marsh & Moor Knits – Harlow Henley – page 2 of 7
Design: Ewan Marsh
The Harlow is a wardrobe staple: a plain stocking stitch body, a three-but-
ton placket and long ribbed cuffs. It is knitted in the round from the hem
up to the underarms, then the front and back are worked ﬂat to the shoul-
ders. German short rows raise the back neck so the collar sits well. The
sleeves are knitted in the round from the cuff up and sewn in.
SIZES
Size 1 2 3 4 5 6 7
To ﬁt chest (cm) 86-91 97-102 107-112 117-122 127-132 137-142 147-152
Finished chest (cm) 102 112 122 132 142 152 162
Finished chest (in) 40 44 48 52 56 60 64
Length to back neck (cm) 66 68 70 72 73 74 75
Choose a size with 10-15 cm of positive ease.
MATERIALS
Yarn
Marsh & Moor Heath DK (100% British wool; double knitting weight; 100 g / 225 m)
Quantity
5 5 6 6 7 8 8 skeins
Needles
3.25 mm (UK 10 / US 3) circular needles, 40 cm and 80 cm
4 mm (UK 8 / US 6) circular needle, 80 cm, and needles for your preferred
method of small-circumference knitting in both sizes
Notions
3 buttons (15 mm), stitch markers, waste yarn, tapestry needle
TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles, after
washing and blocking.
Colourway shown: Heather Grey. Sample knitted in size 3.
marshandmoorknits.co.uk · © Ewan Marsh 2025 · for personal use only
2
Marsh & Moor Knits – Harlow Henley – page 3 of 7
ABBREVIATIONS
k knit; p purl; k2tog knit two together; ssk slip, slip, knit; pm place
marker; sm slip marker; GSR German short row (see Techniques, page 7)
BODY
Using 3.25 mm 80 cm circular needle, cast on 224 (246, 268, 290, 312, 334,
356) sts. Join to work in the round, taking care not to twist, and pm for
beginning of round.
Round 1: *K1, p1; rep from * to end.
Rep this round until rib measures 7 cm.
Change to 4 mm needle.
Next round: K112 (123, 134, 145, 156, 167, 178), pm for side, knit to end.
Continue in stocking stitch until body measures 42 (43, 44, 45, 45, 46, 46)
cm from cast-on edge.
Divide for front and back
Next round: Knit to 5 (5, 6, 6, 7, 7, 8) sts before side marker, cast off
10 (10, 12, 12, 14, 14, 16) sts removing marker, knit to end of round.
marshandmoorknits.co.uk · © Ewan Marsh 2025 · for personal use only
3`,
    expected: {
      title: 'Harlow Henley',
      designer: 'Ewan Marsh',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(5 * 225) },
        { size: '2', yards: m(5 * 225) },
        { size: '3', yards: m(6 * 225) },
        { size: '4', yards: m(6 * 225) },
        { size: '5', yards: m(7 * 225) },
        { size: '6', yards: m(8 * 225) },
        { size: '7', yards: m(8 * 225) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['short rows', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw38-02-us-yarn-company-cotton-tank-label-value-lines',
    text: `Bluff Creek Yarns
FREE PATTERN
Coastline Tank
A breezy summer shell with an eyelet lace panel down the center front
Designed by Renée Alcott
Pattern # BCY-2217
Skill Level
Intermediate
Sizes
XS (S, M, L, XL, 2X, 3X)
Finished Bust
32 (35½, 39, 42½, 46, 49½, 53)" / 81.5 (90, 99, 108, 117, 125.5, 134.5) cm
Length
21 (21½, 22, 22½, 23, 23½, 24)" / 53.5 (54.5, 56, 57, 58.5, 59.5, 61) cm
Yarn
Bluff Creek Pima Sport (100% pima cotton; 50 g/1.75 oz; 164 yds/150 m)
Color
#412 Seaglass
Amount
3 (3, 4, 4, 5, 5, 6) skeins
Needles
US 4 (3.5 mm) and US 5 (3.75 mm) 24" circular needles
Notions
Stitch markers, stitch holders, tapestry needle
Gauge
22 sts and 30 rnds = 4" (10 cm) in Stockinette st on larger needle, after blocking
Shown in size S with 3½" of positive ease.
© 2025 Bluff Creek Yarns, Inc. All rights reserved. For personal, non-commercial use only.
bluffcreekyarns.com
1
Coastline Tank · Pattern # BCY-2217 · page 2 of 4
NOTES
The body is worked in the round from the bottom up to the underarms; the
front and back are then worked separately, back and forth, to the shoul-
ders. The eyelet lace panel is both charted and written out.
This sport weight cotton has very little memory, so wash and dry your
swatch ﬂat before measuring gauge.
ABBREVIATIONS
BOR beginning of round; k2tog knit 2 together; pm place marker; sk2p slip 1,
k2tog, pass slipped st over; ssk slip, slip, knit; yo yarn over
LACE PANEL (worked over 15 sts)
Rnd 1: K2, k2tog, yo, k1, yo, ssk, k1, k2tog, yo, k1, yo, ssk, k2.
Rnds 2 and 4: Knit.
Rnd 3: K1, k2tog, yo, k3, yo, sk2p, yo, k3, yo, ssk, k1.
Rep Rnds 1–4 for Lace Panel.
BODY
With smaller needle, cast on 176 (196, 214, 234, 254, 272, 292) sts. Place
marker for BOR and join to work in the round, being careful not to twist.
Rnd 1: *K1, p1; rep from * to end.
Rep Rnd 1 until piece measures 1½" from cast-on edge.
Change to larger needle.
Set-up rnd: K36 (41, 46, 51, 56, 60, 65), pm, work Rnd 1 of Lace Panel over
next 15 sts, pm, k37 (42, 46, 51, 56, 61, 66), pm for side, knit to end.
Continue as set until piece measures 13 (13, 13½, 13½, 14, 14, 14½)" from
cast-on edge, ending with an even-numbered rnd.
© 2025 Bluff Creek Yarns, Inc. All rights reserved. For personal, non-commercial use only.
2`,
    expected: {
      title: 'Coastline Tank',
      designer: 'Renée Alcott',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 3 * 164 },
        { size: 'S', yards: 3 * 164 },
        { size: 'M', yards: 4 * 164 },
        { size: 'L', yards: 4 * 164 },
        { size: 'XL', yards: 5 * 164 },
        { size: '2X', yards: 5 * 164 },
        { size: '3X', yards: 6 * 164 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
];
