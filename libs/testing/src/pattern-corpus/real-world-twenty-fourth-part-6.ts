import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw24-11',
    text: `Stitch & Sip — a knitting blog by Dana Whitcombe
Home / Patterns / Free Patterns / Cowls

Free Pattern: Tessellate Cowl
Posted by Dana Whitcombe on October 18, 2025 · 14 Comments

This post contains affiliate links, which means I may receive a small commission if you buy through them, at
no extra cost to you.

Hi friends! Fall is finally here and I have been craving cozy two-color knits. This cowl is my favorite kind of
knitting: you only use one color per row, but it looks like complicated colorwork. That's the magic of mosaic
knitting – you slip stitches to bring the color from the row below up into the pattern.

The cowl is knit flat as a long strip, starting with a provisional cast-on, and the two ends are grafted
together at the end so there's no seam to see.

Advertisement

WHAT YOU'LL NEED
• Worsted weight yarn in two colors: 1 skein each of Color A (dark) and Color B (light). I used Harbor Mill
  Worsted (100% wool; 220 yds / 201 m per 100 g) in Spruce and Fog.
• US 8 (5 mm) straight or circular needles
• Waste yarn and a crochet hook for the provisional cast-on
• Tapestry needle

FINISHED SIZE
10" wide x 48" around (25.5 x 122 cm)

GAUGE
20 sts and 40 rows = 4" in mosaic pattern, blocked. Gauge isn't super important for a cowl, but a different
gauge will change the size and how much yarn you use.

ABBREVIATIONS
k = knit
sl1 wyib = slip 1 stitch purlwise with yarn in back
sl1 wyif = slip 1 stitch purlwise with yarn in front
RS / WS = right side / wrong side

HOW TO READ THE MOSAIC CHART
Each chart row is worked twice: once on the RS, then back on the WS with the same color. The color in the first
column tells you which yarn to use for both rows. Slip every stitch that is shown in the other color.

Advertisement

Pin me! 📌

14 COMMENTS
Becca L. — October 19, 2025
Love this! I made mine longer so I could double it and it took 2 skeins of each color.
Reply
Dana Whitcombe — October 19, 2025
Oh yes, for a double wrap you'd definitely need 2 of each!
Reply`,
    expected: {
      title: 'Tessellate Cowl',
      designer: 'Dana Whitcombe',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 440 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['mosaic', 'provisional cast-on'],
    },
  },
  {
    id: 'rw24-12',
    text: `LITTLE WREN STUDIO
littlewrenstudio.com

Puddle Jumper Cardigan
pattern by Annie Vasquez-Hale

A top-down raglan cardigan for babies and toddlers, with garter edges and a row of tiny buttons. It's knit flat
in one piece to the underarms, and the sleeves are knit flat and seamed, so no DPNs needed!

SIZES & YARDAGE
0-3 mos: 250 yds (229 m)
3-6 mos: 300 yds (274 m)
6-12 mos: 360 yds (329 m)
1-2 yrs: 440 yds (402 m)
2-4 yrs: 530 yds (485 m)

Finished chest: 18 (19½, 21, 23, 25)" / 45.5 (49.5, 53.5, 58.5, 63.5) cm, buttoned.
Choose a size with 2-3" of positive ease.

YARN
Sport weight. Shown in Sugarloaf Sport (100% superwash merino; 328 yds / 300 m per 100 g) in Puddle.

NEEDLES
US 3 (3.25 mm) 24" circular for the garter edges
US 5 (3.75 mm) 24" circular for the body
The circulars hold the many stitches; the cardigan is worked back and forth.

NOTIONS
5 (5, 6, 6, 7) buttons, ½" (12 mm)
4 stitch markers, waste yarn or stitch holders, tapestry needle

GAUGE
24 sts and 32 rows = 4" (10 cm) in stockinette stitch on larger needle.

CONSTRUCTION
The cardigan is worked from the neck down with raglan increases at four markers. At the underarms the sleeve
stitches are set aside on waste yarn and the body continues to the hem. The sleeves are then worked flat from
the held stitches and seamed.

ABBREVIATIONS
BO – bind off
CO – cast on
k – knit
kfb – knit front and back
m1l / m1r – make 1 left / right
pm / sm – place / slip marker
RS / WS – right side / wrong side

YOKE
With smaller needle, CO 52 (56, 60, 64, 68) sts. Knit 5 rows.
Change to larger needle.
Set-up row (RS): K2, pm, k10 (10, 11, 12, 13), pm, k28 (32, 34, 36, 38), pm, k10 (10, 11, 12, 13), pm, k2.

Thank you to my testers Keisha M., Lorna P. and Sam D.!
© 2025 Little Wren Studio. Please don't share this file. You may sell finished items made from this pattern.`,
    expected: {
      title: 'Puddle Jumper Cardigan',
      designer: 'Annie Vasquez-Hale',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: 250 },
        { size: '3-6 months', yards: 300 },
        { size: '6-12 months', yards: 360 },
        { size: '1-2 years', yards: 440 },
        { size: '2-4 years', yards: 530 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '1-2 years', '2-4 years'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
