import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw46-19-brazilian-crochet-lace-crescent-shawl-translated',
    text: `XALE MARÉ
Maré Shawl
Um xale em crochê rendado / A lacy crocheted crescent
Design: Luana Ribeiro
Tradução / Translation: Beatriz Campos
Fotos / Photos: Rafael Nunes
Luana Ribeiro Crochê · página 2 de 5 / page 2 of 5
FINISHED MEASUREMENTS
Wingspan: approx. 160 cm
Depth at centre: approx. 50 cm
(after blocking)
MATERIALS
Yarn
Fingering / 4 ply, 50 g = 190 m
Sample: Fio Brisa (70% merino, 30% silk) in colour Espuma
Quantity
4 balls
Hook
3.5 mm (US E-4)
Others
Stitch markers, blocking pins and mats
GAUGE
20 dc and 10 rows = 10 cm in double crochet, after blocking.
Gauge is not crucial for a shawl, but a different gauge will change the size and
the amount of yarn.
Luana Ribeiro Crochê · página 3 de 5 / page 3 of 5
NOTES
The shawl is worked from the top down, starting at the centre of the neck
edge, and grows in rows into a crescent. The body is a simple mesh; the
deep lace border of fans and picots is worked last. US crochet terms.
Ch-3 at the beginning of a row counts as 1 dc.
STITCH KEY
○ chain
● slip stitch
┬ double crochet
V (dc, ch 1, dc) in same st
picot: ch 3, sl st in 3rd ch from hook
7 6 5 4 3 2 1
BODY
Ch 6.
Row 1: (Dc, ch 1) 3 times in 6th ch from hook, dc in same ch, turn.
Row 2: Ch 4 (counts as dc + ch 1), dc in first st, (ch 1, dc) in each ch-1 sp
and dc to centre, (dc, ch 1, dc, ch 1, dc) in centre dc, (ch 1, dc) to last st,
(dc, ch 1, dc) in top of turning ch, turn.
Repeat row 2 until the shawl measures approx. 40 cm at the centre, or until you
have approx. 55 g of yarn left for the border.
Luana Ribeiro Crochê · página 4 de 5 / page 4 of 5
© Luana Ribeiro 2025 · Todos os direitos reservados / All rights reserved.`,
    expected: {
      title: 'Maré Shawl',
      designer: 'Luana Ribeiro',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(4 * 190) }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw46-20-us-crochet-magazine-linen-stitch-pullover-download',
    text: `CROCHET CURRENT | SPRING 2026 | BONUS PATTERN
EASY LAYERS
Tidewater Pullover
Woven-look linen stitch and a roomy boxy fit make this the sweater you’ll reach
for all season long.
BY RACHEL OYELARAN
Photography: Dev Anand · Styling: Mira Cole
CROCHET CURRENT | SPRING 2026 | 52
SKILL LEVEL ●●○○ Easy
SIZES
S (M, L, XL, 2X, 3X)
FINISHED MEASUREMENTS
Bust: 40 (44, 48, 52, 56, 60)" / 101.5 (112, 122, 132, 142, 152.5) cm
Length: 21 (21½, 22, 22½, 23, 23½)" / 53.5 (54.5, 56, 57, 58.5, 59.5) cm
YARN
Coastline DK (light #3; 100% cotton; 3½ oz/100 g; 274 yds/251 m):
#118 Seaglass, 4 (5, 5, 6, 7, 7) skeins
HOOKS
US G-6 (4 mm) and US 7 (4.5 mm)
Adjust hook size if necessary to obtain gauge.
NOTIONS
Stitch markers, tapestry needle
GAUGE
20 sts and 20 rows = 4" (10 cm) in linen stitch with larger hook.
CROCHET CURRENT | SPRING 2026 | 53
NOTES
The front and back are crocheted flat from the bottom up and seamed at the
shoulders and sides. The sleeves are worked in joined rounds from stitches
picked up around the armhole, down to the cuffs.
Linen stitch (also called moss stitch): *sc in next st, ch 1, sk next st; rep
from *; on following rows, sc in each ch-1 sp.
SCHEMATIC
20 (22, 24, 26, 28, 30)"
21 (21½, 22, 22½, 23, 23½)"
15"
BACK
With smaller hook, ch 101 (111, 121, 131, 141, 151).
Row 1 (RS): Sc in 2nd ch from hook, *ch 1, sk next ch, sc in next ch; rep from *
across, turn—100 (110, 120, 130, 140, 150) sts.
Row 2: Ch 1, sc in first sc, *sc in next ch-1 sp, ch 1, sk next sc; rep from *
to last st, sc in last st, turn.
Rep Row 2 for 2" (5 cm). Change to larger hook.
Continued on page 78
CROCHET CURRENT | SPRING 2026 | 53
ALSO IN THIS ISSUE: Driftline Tank (3 skeins Coastline DK) · Harbor Market Tote
© 2026 Crochet Current Media. For personal use only.`,
    expected: {
      title: 'Tidewater Pullover',
      designer: 'Rachel Oyelaran',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: 4 * 274 },
        { size: 'M', yards: 5 * 274 },
        { size: 'L', yards: 5 * 274 },
        { size: 'XL', yards: 6 * 274 },
        { size: '2X', yards: 7 * 274 },
        { size: '3X', yards: 7 * 274 },
      ],
      gauge: { stitches: 20, rows: 20, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
