import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_4 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw38-07-finnish-designer-half-pi-shawl-translated-lace-weight',
    text: `KUURA SHAWL
Kuura-huivi · a half pi shawl in lace weight mohair silk
Design: Aino Lehtinen
English translation: Mark Hollis
Aino Lehtinen Design · Kuura Shawl · Page 1/6
Aino Lehtinen Design · Kuura Shawl · Page 2/6
Kuura means hoarfrost, the feathery ice that covers every twig on a still
January morning. The shawl begins with a garter tab at the centre of the
top edge and is knitted from the top down in half-circle sections: each
time the stitch count is doubled, a new lace band begins, and the shawl
ends with a deep border of leaves and eyelets.
FINISHED MEASUREMENTS (after blocking)
Wingspan 160 cm / 63 in
Depth at centre 75 cm / 29½ in
YARN
Lace weight mohair silk (72% mohair, 28% silk)
3 balls of 25 g, each approx. 210 m
Sample knitted in Kide Mohair Silk, colour 02 Frost.
NEEDLES
3.5 mm circular needle, 80–100 cm
NOTIONS
Stitch markers, blocking wires and pins
TENSION
20 sts and 32 rows = 10 cm in stocking stitch after blocking.
A different tension will change the size of the shawl and the amount of
yarn you need.
ABBREVIATIONS
k = knit; p = purl; yo = yarn over; k2tog = knit 2 together;
ssk = slip, slip, knit; sk2p = slip 1, k2tog, pass the slipped stitch over;
pm = place marker
© Aino Lehtinen 2025. Ohje vain henkilökohtaiseen käyttöön. For personal use only.
Aino Lehtinen Design · Kuura Shawl · Page 3/6
GARTER TAB
Cast on 3 sts. Knit 6 rows.
Next row: K3, pick up and knit 3 sts along the side edge, pick up and knit 3
sts from the cast-on edge. 9 sts.
SECTION 1
Row 1 (WS): K3, p3, k3.
Row 2 (RS): K3, [yo, k1] 3 times, k3. 12 sts.
Rows 3–7: K3, purl to last 3 sts, k3 on WS rows; knit all sts on RS rows.
Row 8 (RS): K3, [yo, k1] 6 times, k3. 18 sts.
SECTION 2
Rows 1–11: Work as Rows 3–7 of Section 1.
Row 12 (RS): K3, [yo, k1] 12 times, k3. 30 sts.
SECTION 3 – FIRST LACE BAND
Row 1 (WS) and all WS rows: K3, purl to last 3 sts, k3.
Row 2: K3, *k1, yo, ssk, k1, k2tog, yo; rep from * to last 3 sts, k3.
Row 4: K3, *k2, yo, sk2p, yo, k1; rep from * to last 3 sts, k3.
Rep Rows 1–4 five more times, then knit 1 RS row, increasing as
Row 12 of Section 2. 54 sts.
The lace charts for Sections 4 and 5 are on page 5; the border chart is
on page 6.
© Aino Lehtinen 2025. Ohje vain henkilökohtaiseen käyttöön. For personal use only.`,
    expected: {
      title: 'Kuura Shawl',
      designer: 'Aino Lehtinen',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(3 * 210) }],
      gauge: { stitches: 20, rows: 32, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw38-08-us-indie-log-cabin-blanket-colour-table-tabs',
    text: `HOMESTEAD
LOG CABIN BLANKET
Sarah Whitcombe Designs
Homestead Log Cabin Blanket | Sarah Whitcombe Designs | sarahwhitcombe.com | 1
Homestead Log Cabin Blanket | Sarah Whitcombe Designs | sarahwhitcombe.com | 2
Log cabin knitting is one of the most relaxing ways to make a blanket: you
knit a center square, then build strips around it, picking up stitches
along the edge of the last strip each time. There is no seaming at all,
and the Homestead is ﬁnished with an applied I-cord border that gives it
a neat, sturdy edge.
Design & pattern: Sarah Whitcombe
FINISHED SIZE
Approximately 40" x 48" (101.5 x 122 cm)
YARN
Worsted weight wool. Shown in Prairie Worsted (100% wool; 100 g; 175 yds /
160 m), 10 skeins in total:
COLOR	SHADE	SKEINS
A	Oatmeal	3
B	Rust	2
C	Moss	2
D	Denim	2
E	Charcoal	1
NEEDLES
US 8 (5 mm) 32" circular needle, plus a 40" circular needle in the same
size for the border
NOTIONS
Locking stitch markers, tapestry needle
GAUGE
18 sts and 36 rows (18 garter ridges) = 4" (10 cm) in garter stitch
Gauge isn’t critical for a blanket, but a different gauge will change the
size and the amount of yarn needed.
Homestead Log Cabin Blanket | Sarah Whitcombe Designs | sarahwhitcombe.com | 3
SCHEMATIC
1
2
3
4
5
6
7
center
8"
40"
48"
Strips are numbered in the order they are worked.
CENTER SQUARE
With A, cast on 36 sts. Knit 72 rows (36 garter ridges). Do not bind off.
STRIP 1
Change to B. Knit 1 row. Knit 17 more rows (9 ridges in total). Bind off
knitwise on the next RS row, leaving the last st on the needle.
STRIP 2
Rotate the work 90 degrees clockwise. With B, pick up and knit 1 st in
each garter ridge along the side of Strip 1 and the center square ...
Homestead Log Cabin Blanket | Sarah Whitcombe Designs | sarahwhitcombe.com | 4`,
    expected: {
      title: 'Homestead Log Cabin Blanket',
      designer: 'Sarah Whitcombe',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 10 * 175 }],
      gauge: { stitches: 18, rows: 36, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['i-cord'],
    },
  },
];
