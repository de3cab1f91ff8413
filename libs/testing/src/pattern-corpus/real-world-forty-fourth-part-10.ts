import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw44-19-us-indie-crochet-child-sun-hat-ages-balls',
    text: `Sunny Days
Sun Hat
a wide-brimmed cotton sun hat for babies and kids
crochet pattern by Mallory Jensen
photos: Dana Jensen
Sunny Days Sun Hat · sweetpea hook co. · page 1 of 5
SIZES
6-12 months (1-3 years, 4-8 years)
Fits head circumference: 17 (18½, 20)" / 43 (47, 51) cm
Brim width: 2 (2½, 3)" / 5 (6.5, 7.5) cm
YARN
DK weight cotton
Shown in Seabreeze Cotton DK (100% cotton; 50 g / 125 yds /
114 m), color Buttercup
1 (2, 2) balls
HOOK
US G-6 (4 mm)
or size needed to obtain gauge
NOTIONS
Stitch marker, tapestry needle, 2 yds of ribbon or a
crocheted chain for the ties (optional)
GAUGE
16 hdc and 12 rows = 4" (10 cm)
Gauge circle: Rounds 1–4 of the crown measure 3" (7.5 cm) across.
Sunny Days Sun Hat · sweetpea hook co. · page 2 of 5
PATTERN NOTES
• The hat is worked from the top down, starting at the center
of the crown, in joined rounds. Do not turn at the end of the
rounds unless told to.
• Ch 2 at the beginning of a round does not count as a stitch.
• Stitch counts are given at the end of each round in [ ].
CROWN
Rnd 1: Make a magic ring, ch 2, 8 hdc into ring, join with sl st to
first hdc. [8]
Rnd 2: Ch 2, 2 hdc in each st around, join. [16]
Rnd 3: Ch 2, *hdc in next st, 2 hdc in next st; rep from * around,
join. [24]
Rnd 4: Ch 2, *hdc in next 2 sts, 2 hdc in next st; rep from *
around, join. [32]
Rnd 5: Ch 2, *hdc in next 3 sts, 2 hdc in next st; rep from *
around, join. [40]
6-12 months only: Skip to Sides.
1-3 years and 4-8 years only:
Rnd 6: Ch 2, *hdc in next 4 sts, 2 hdc in next st; rep from *
around, join. [48]
4-8 years only:
Rnd 7: Ch 2, *hdc in next 11 sts, 2 hdc in next st; rep from *
around, join. [52]
2
© 2025 sweetpea hook co. · Mallory Jensen · sweetpeahook.com`,
    expected: {
      title: 'Sunny Days Sun Hat',
      designer: 'Mallory Jensen',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '6-12 months', yards: 125 },
        { size: '1-3 years', yards: 2 * 125 },
        { size: '4-8 years', yards: 2 * 125 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['6-12 months', '1-3 years', '4-8 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw44-20-us-indie-c2c-cardigan-skeins-per-size',
    text: `COBBLE
CARDIGAN
A textured corner-to-corner cardigan with deep pockets
Designed by Renata Vasquez
Photography: Ali Moreno
Cobble Cardigan – Renata Vasquez Designs – page 2 of 8
SIZES
S (M, L, XL, 2X)
Finished bust: 40 (44, 48, 52, 56)" / 101.5 (112, 122, 132, 142) cm
Length: 24 (24½, 25, 26, 26½)" / 61 (62, 63.5, 66, 67.5) cm
Size	S	M	L	XL	2X
Back width (tiles)	20	22	24	26	28
Front width (tiles)	10	11	12	13	14
Length (tiles)	42	43	44	45	46
MATERIALS
Yarn
Worsted weight (#4 medium)
5 (6, 7, 8, 9) skeins of Prairie Wool Worsted (100% wool; 100 g /
207 yds / 189 m), color Cobblestone
Hooks
US G-6 (4 mm) for ribbing
US H-8 (5 mm) for the C2C panels
Notions
Stitch markers, tapestry needle, 5 buttons 1" (25 mm)
GAUGE
7 tiles and 7 rows = 4" (10 cm) in C2C with larger hook, blocked.
One tile is made of ch 3 and 3 dc.
Cobble Cardigan – Renata Vasquez Designs – page 3 of 8
CONSTRUCTION
The back and fronts are worked flat in corner-to-corner (C2C)
rectangles. The pieces are seamed, then ribbing is worked sideways
along the lower edge and the front and neck bands. The sleeves are
worked flat in rows and sewn in.
C2C STITCH GUIDE
Increase row: Ch 6, dc in 4th ch from hook and in next 2 chs (one tile
made), *sl st into ch-3 sp of next tile of previous row, ch 3, 3 dc in
same sp; rep from * to end, turn.
Decrease row: Sl st across 3 dc of last tile, sl st into ch-3 sp, ch 3,
3 dc in same sp, *sl st into ch-3 sp of next tile, ch 3, 3 dc in same
sp; rep from * to last tile, sl st into last ch-3 sp, turn.
BACK
With larger hook, begin with 1 tile.
Row 1: Ch 6, dc in 4th ch from hook and next 2 chs. (1 tile)
Rows 2–20 (22, 24, 26, 28): Work an increase row. (20 (22, 24, 26, 28)
tiles in last row)
Continue increasing along one edge and decreasing along the other
until the longer edge measures 42 (43, 44, 45, 46) tiles.
3
© Renata Vasquez Designs 2025 · renatavasquez.com · personal use only`,
    expected: {
      title: 'Cobble Cardigan',
      designer: 'Renata Vasquez',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 5 * 207 },
        { size: 'M', yards: 6 * 207 },
        { size: 'L', yards: 7 * 207 },
        { size: 'XL', yards: 8 * 207 },
        { size: '2X', yards: 9 * 207 },
      ],
      gauge: { stitches: 7, rows: 7, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2X'],
      techniques: ['corner-to-corner'],
    },
  },
];
