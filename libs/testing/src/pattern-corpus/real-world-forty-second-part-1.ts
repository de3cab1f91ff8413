import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw42-01-scottish-indie-mens-shawl-collar-cardigan-flattened-table',
    text: `CAIRNWELL
CARDIGAN
A men’s shawl-collar cardigan in broken rib
Photography: Struan Baird
Loch & Ling Knitwear – Cairnwell Cardigan – page 2 of 8
Design: Morven Gillies
SIZES
Size S M L XL 2XL 3XL
To ﬁt chest (cm) 92 102 112 122 132 142
To ﬁt chest (in) 36 40 44 48 52 56
Finished chest (cm) 104 114 124 134 144 154
Finished chest (in) 41 45 49 53 57 61
Length to back neck (cm) 66 68 70 72 74 76
Choose a size with 10–15 cm (4–6 in) of positive ease. The sample
is size L, worn by Struan on a 110 cm (43 in) chest.
MATERIALS
Yarn
Ardnamurchan Aran by Loch & Ling (100% Scottish wool; 100 g / 180 m)
Quantity (100 g skeins)
7 8 9 10 11 12
Shown in Peat Smoke. If you lengthen the body or sleeves, allow an
extra skein.
Needles
4.5 mm (UK 7 / US 7) and 5 mm (UK 6 / US 8) circular needles, 80–
100 cm long, plus double-pointed needles in both sizes or your pre-
ferred needles for small circumferences.
Notions
Six 22 mm buttons, stitch markers, waste yarn, tapestry needle.
TENSION
18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles,
after blocking.
20 sts and 26 rows to 10 cm over broken rib on 5 mm needles.
2
Loch & Ling Knitwear – Cairnwell Cardigan – page 3 of 8
CONSTRUCTION
The body is worked ﬂat in one piece from the hem up to the under-
arms, then the fronts and back are ﬁnished separately. The sleeves
are worked in the round from the cuff up and set in. The shawl col-
lar is picked up along the fronts and back neck and shaped with
short rows, so that it rolls back neatly over the shoulders.
ABBREVIATIONS
k knit · p purl · ssk slip, slip, knit · k2tog knit 2 together · pm place
marker · sm slip marker · w&t wrap and turn · RS right side · WS
wrong side
BODY
Hem ribbing
With 4.5 mm circular needle, cast on 186 (206, 226, 242, 262, 282) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2 (WS): P2, *k2, p2; rep from * to end.
Rep last 2 rows until ribbing measures 6 cm, ending after a WS row.
Change to 5 mm needle.
Broken rib
Row 1 (RS): Knit.
Row 2 (WS): P2, *k2, p2; rep from * to end.
3
Loch & Ling Knitwear – Cairnwell Cardigan – page 4 of 8
Rep these 2 rows until body measures 42 (43, 44, 44, 45, 45) cm from
cast-on edge, ending after a WS row.`,
    expected: {
      title: 'Cairnwell Cardigan',
      designer: 'Morven Gillies',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m(7 * 180) },
        { size: 'M', yards: m(8 * 180) },
        { size: 'L', yards: m(9 * 180) },
        { size: 'XL', yards: m(10 * 180) },
        { size: '2XL', yards: m(11 * 180) },
        { size: '3XL', yards: m(12 * 180) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'in the round', 'short rows'],
    },
  },
  {
    id: 'rw42-02-nz-indie-boxy-linen-tee-tab-table-skeins-row',
    text: `Kōwhai Tee
a boxy, drop-shoulder tee in merino and linen
Pattern by Hana Whitcombe
Photos: Mere Tāwhai
whitcombeknits.co.nz
Kōwhai Tee · Whitcombe Knits
SIZING
Kōwhai is designed to be worn with 15–25 cm (6–10 in) of positive
ease at the bust. The sample is shown in size 3 with 22 cm of ease.
Size	1	2	3	4	5	6	7	8
Finished bust (cm)	92	102	112	122	132	142	152	162
Finished bust (in)	36¼	40¼	44	48	52	56	59¾	63¾
Length (cm)	50	51	52	54	55	56	58	59
MATERIALS
Yarn
Tūī 4ply by Whitcombe Knits (50% merino, 50% linen; 50 g / 200 m),
a 4 ply / ﬁngering weight yarn
Colour: Kōwhai
Skeins
5	5	6	6	7	7	8	8
Needles
3 mm (US 2½) and 3.5 mm (US 4) circular needles, 40 cm and 80 cm
long
Notions
Locking stitch markers, waste yarn for the provisional cast-on,
tapestry needle
Tension
24 sts and 32 rows = 10 cm in stock-
ing stitch on 3.5 mm needles, after washing and drying ﬂat.
Linen blends relax a lot in their ﬁrst wash, so please wash your
swatch the way you will wash your tee.
© Whitcombe Knits 2025 · for personal use only · please don’t share this ﬁle
2
Kōwhai Tee · Whitcombe Knits
CONSTRUCTION
Kōwhai is worked from the top down. The back is worked ﬂat from a
provisional cast-on at the shoulders, with German short rows shap-
ing the shoulder slope. The fronts are picked up from the provision-
al cast-on and worked down to the neck, then front and back are
joined and knitted in the round to the hem. The sleeve stitches are
picked up around the armhole and worked in the round.
NOTES
Numbers for each size are written 1 (2, 3, 4, 5, 6, 7, 8). Where only
one number is given, it applies to all sizes.
GSR (German short row): turn, slip 1 purlwise with yarn in front,
pull the yarn over the needle to make a double stitch.
BACK
Shoulders
Using a provisional cast-on and the 3.5 mm needle, cast on 110 (122,
134, 146, 158, 170, 182, 194) sts.
Set-up row (WS): Purl.
Short row 1 (RS): Knit to last 6 sts, turn.
Short row 2 (WS): GSR, purl to last 6 sts, turn.
3
Kōwhai Tee · Whitcombe Knits`,
    expected: {
      title: 'Kōwhai Tee',
      designer: 'Hana Whitcombe',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: m(5 * 200) },
        { size: '2', yards: m(5 * 200) },
        { size: '3', yards: m(6 * 200) },
        { size: '4', yards: m(6 * 200) },
        { size: '5', yards: m(7 * 200) },
        { size: '6', yards: m(7 * 200) },
        { size: '7', yards: m(8 * 200) },
        { size: '8', yards: m(8 * 200) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      techniques: ['top-down', 'in the round', 'short rows', 'provisional cast-on'],
    },
  },
];
