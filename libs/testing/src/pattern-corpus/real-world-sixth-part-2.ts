import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_SIXTH_CASES (split for the file-size rule; see real-world-sixth.ts). */
export const REAL_WORLD_SIXTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-sixth-canadian-bilingual-leaflet-child-adult-needle-pair',
    text: `MAPLE RIDGE YARNS / FILATURES MAPLE RIDGE
Pattern / Patron No. MR-5528 · English (français au verso)

Family Toque

SIZES
Child (Adult S, Adult L)
Fits head circumference: 18 (20, 22)" / 46 (51, 56) cm

MATERIALS
Maple Ridge Heritage Wool (100 g / 3.5 oz; 194 m / 212 yds)
Worsted weight
   Colour 0417 Cranberry: 1 (1, 2) ball(s)
Knitting needles: 4.5 mm and 5 mm (US 7 and 8)
Pompom maker (optional)

GAUGE
18 sts and 24 rows = 10 cm [4"] in stocking stitch using 5 mm needles.

Instructions are written for the Child size. If changes are necessary for the larger sizes the
instructions will be written thus ( ).`,
    expected: {
      title: 'Family Toque',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 212 },
        { size: 'Adult S', yards: 212 },
        { size: 'Adult L', yards: 2 * 212 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
    },
  },
  {
    id: 'rw-sixth-magazine-project-finished-measurements-first',
    text: `KNIT QUARTERLY · FALL 2025                                   PROJECT 07
Larkspur Cardigan
by Henrike von Bülow

FINISHED MEASUREMENTS
Sizes XS (S, M, L, XL)
Bust (buttoned): 34 (37½, 41, 45, 49)" / 86.5 (95, 104, 114.5, 124.5) cm
Length: 21 (21½, 22, 22½, 23)" / 53.5 (54.5, 56, 57, 58.5) cm
Shown in size S with 3" of positive ease.

YARN
Ridgeline Yarns Highland DK (100% Corriedale wool; 246 yd [225 m]/100 g): #18 Thistle, 4 (4, 5, 5, 6) skeins.

NEEDLES
Size U.S. 4 (3.5 mm): 32" circular (cir).
Size U.S. 6 (4 mm): 24" and 32" cir.
Adjust needle size if necessary to obtain the correct gauge.

NOTIONS
Markers (m); stitch holders; tapestry needle; seven ⅝" (16 mm) buttons.

GAUGE
22 sts and 30 rows = 4" in St st on larger needle.

NOTES
The body is worked in one piece from the bottom up to the underarms, then divided for fronts and back.`,
    expected: {
      title: 'Larkspur Cardigan',
      designer: 'Henrike von Bülow',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 4 * 246 },
        { size: 'S', yards: 4 * 246 },
        { size: 'M', yards: 5 * 246 },
        { size: 'L', yards: 5 * 246 },
        { size: 'XL', yards: 6 * 246 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-sixth-japanese-chart-book-ten-cm-square-never-one-size',
    text: `Everyday Stitches (English edition) — Pattern 18
Diamond Texture Pullover
Photo p. 22 · Instructions p. 84

[Materials]
Yarn: Kotori Wool Medium (wool 100%, 40 g ball, approx. 88 m)
      beige (3) 440 g / 11 balls
Needles: 4 mm and 3.5 mm straight needles; 3.5 mm circular needle, 40 cm (for the neckband)

[Gauge]
In a 10 cm square: 21 sts, 28 rows in pattern stitch

[Finished measurements]
Chest 104 cm, length 58 cm, shoulder width 42 cm, sleeve length 50 cm

[How to knit]
• Cast on and work the ribbing with 3.5 mm needles.
• Change to 4 mm needles and work the front and back following the charts.
• Sew the shoulders and the side seams, then pick up and knit the neckband.`,
    expected: {
      title: 'Diamond Texture Pullover',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: m(11 * 88) }],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-sixth-collection-header-mens-prefix-two-unit-amounts',
    text: `THE HEBRIDEAN COLLECTION — BOOK TWO
Design 4 of 9

Cairnhill Crew
A plain men's crew neck in a heathered aran.

SIZES
Men's S (M, L, XL, 2XL)
To fit chest: 36–38 (40–42, 44–46, 48–50, 52–54)" / 91–97 (102–107, 112–117, 122–127, 132–137) cm
Finished chest: 42 (46, 50, 54, 58)" / 107 (117, 127, 137, 147) cm

YARN
Aran weight wool, 1,100 (1,250, 1,400, 1,550, 1,700) yds / 1,006 (1,143, 1,280, 1,417, 1,554) m
Sample: Skerry Aran in Peat, 9 (10, 11, 12, 13) skeins

NEEDLES
4 mm (US 6) and 5 mm (US 8) circular needles, 40 cm and 80 cm long

GAUGE
18 sts and 24 rows = 10 cm / 4" over stocking stitch on 5 mm needle

CONSTRUCTION
Body and sleeves are worked in the round to the underarm.`,
    expected: {
      title: 'Cairnhill Crew',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: 1100 },
        { size: 'M', yards: 1250 },
        { size: 'L', yards: 1400 },
        { size: 'XL', yards: 1550 },
        { size: '2XL', yards: 1700 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      techniques: ['in the round'],
    },
  },
];
