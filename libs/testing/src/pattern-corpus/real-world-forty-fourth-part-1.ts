import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw44-01-welsh-indie-seed-stitch-pullover-size-table-skeins-row',
    text: `TYWOD
Pullover
A roomy, boxy seed-stitch jumper for every season
Photography: Gethin Pryce
Design: Nia Rowlands
Nia Rowlands Knitwear – Tywod Pullover – page 2 of 7
ABOUT THIS PATTERN
Tywod (Welsh for sand) is worked in the round from the hem up to the under-
arms, then the front and back are worked flat and the shoulders joined with a
three-needle bind-off. Sleeves are picked up and worked down in the round.
SIZES
Size 1 2 3 4 5 6 7
To fit bust (cm) 76–81 86–91 97–102 107–112 117–122 127–132 137–142
Finished bust (cm) 104 114 124 134 144 154 164
Finished bust (in) 41 45 48¾ 52¾ 56¾ 60¾ 64½
Length (cm) 56 57 59 60 62 63 65
Recommended ease: 20–25 cm of positive ease.
MATERIALS
Yarn
Gwlân Gwyllt DK (100% Welsh wool; 100 g / 225 m)
Quantity (100 g skeins)
4 4 5 5 6 6 7
Shown in shade Traeth, size 3.
Needles
3.5 mm (US 4) and 4 mm (US 6) circular needles, 40 cm and 80 cm long
Notions
Stitch markers, waste yarn, tapestry needle
TENSION
20 sts and 34 rounds to 10 cm over seed stitch on 4 mm needles, after
blocking.
22 sts and 30 rounds to 10 cm over stocking stitch on 4 mm needles.
Nia Rowlands Knitwear – Tywod Pullover – page 3 of 7
NOTES
Seed stitch in the round is worked over an odd number of stitches so that
the pattern lines up without a jog. Slip markers as you come to them.
The ﬁnished length can be adjusted before the armhole divide; each extra
5 cm uses approximately 40 m.
BODY
With 3.5 mm needle, cast on 209 (229, 249, 269, 289, 309, 329) sts. Join
to work in the round, taking care not to twist.
Rib round: *K1 tbl, p1; rep from * to last st, k1 tbl.
Rep rib round until work measures 6 cm.
Change to 4 mm needle.
Next round: *K1, p1; rep from * to last st, k1.
Next round: *P1, k1; rep from * to last st, p1.
These 2 rounds form seed stitch. Continue in patt until body measures 36
(36, 37, 37, 38, 38, 39) cm from cast-on edge.
3
© Nia Rowlands 2025. For personal use only. niarowlands.co.uk`,
    expected: {
      title: 'Tywod Pullover',
      designer: 'Nia Rowlands',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(4 * 225) },
        { size: '2', yards: m(4 * 225) },
        { size: '3', yards: m(5 * 225) },
        { size: '4', yards: m(5 * 225) },
        { size: '5', yards: m(6 * 225) },
        { size: '6', yards: m(6 * 225) },
        { size: '7', yards: m(7 * 225) },
      ],
      gauge: { stitches: 20, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw44-02-us-yarn-company-child-pinafore-years-skeins',
    text: `HEARTHSTONE YARNS
Clover Patch
Pinafore
A swingy top-down jumper dress for little ones
Pattern #HY-2207
Designed by Marisol Quintero
Skill Level: ■■□□ Easy
Hearthstone Yarns | Clover Patch Pinafore | Page 1 of 4
SIZES
Child 2 (4, 6, 8) years
Shown in size 4 years.
FINISHED MEASUREMENTS
Chest: 22 (24, 26, 28)"
56 (61, 66, 71) cm
Length from shoulder: 17 (19½, 22, 24½)"
43 (49.5, 56, 62) cm
MATERIALS
Yarn
Hearthstone Homestead Worsted (worsted weight #4;
100% superwash merino; 100 g / 220 yds / 201 m)
Color
#118 Meadow
Amount
3 (3, 4, 5) skeins
Needles
US 6 (4 mm) 16" circular
US 8 (5 mm) 16" and 24" circular
Notions
Stitch markers, 2 buttons ¾" (19 mm), waste yarn
GAUGE
18 sts and 24 rnds = 4" (10 cm) in stockinette
stitch in the round on larger needle, blocked.
Hearthstone Yarns | Clover Patch Pinafore | Page 2 of 4
CONSTRUCTION
The pinafore is worked seamlessly from the top down. The bib is
worked flat, then stitches are cast on for the back and the skirt is
joined and worked in the round to the hem. Straps are picked up last.
BIB
With larger needle, CO 36 (40, 44, 48) sts.
Work in garter st (knit every row) for 6 rows.
Next row (RS): K4, pm, knit to last 4 sts, pm, k4.
Next row (WS): K4, sm, purl to m, sm, k4.
Rep these 2 rows until bib measures 3 (3½, 4, 4½)" / 7.5 (9, 10, 11.5)
cm, ending with a WS row.
JOIN FOR SKIRT
Next rnd: Knit across bib sts, CO 36 (40, 44, 48) sts using backward-
loop cast-on, pm for beg of rnd, join to work in the rnd.
Knit 1 rnd.
2
hearthstoneyarns.com · © 2024 Hearthstone Yarns. Please do not distribute.`,
    expected: {
      title: 'Clover Patch Pinafore',
      designer: 'Marisol Quintero',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '2 years', yards: 3 * 220 },
        { size: '4 years', yards: 3 * 220 },
        { size: '6 years', yards: 4 * 220 },
        { size: '8 years', yards: 5 * 220 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
