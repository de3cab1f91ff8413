import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw44-11-us-indie-top-down-lace-triangle-shawl-two-skeins',
    text: `CLOUDBERRY
a top-down triangle shawl with a deep leaf-lace border
design by Hannah Ostrowski · photos by Lena Fisk
hannah ostrowski knits — Cloudberry — 2 of 6
FINISHED MEASUREMENTS
Wingspan: 64" / 162.5 cm
Depth at center spine: 30" / 76 cm
Measured after a firm wet block.
YARN
Fingering weight
2 skeins of Larkspur Fingering (75% superwash merino, 25% nylon;
100 g / 437 yds / 400 m) in Cloudberry.
The sample used 1 full skein and 142 g in total (approx. 620 yds).
NEEDLES
US 6 (4 mm) 32" (80 cm) circular needle
NOTIONS
2 stitch markers, blocking wires and pins, tapestry needle
GAUGE
20 sts and 40 rows = 4" (10 cm) in garter stitch, after blocking.
Gauge is not critical, but a different gauge will change the size of
your shawl and the amount of yarn used.
hannah ostrowski knits — Cloudberry — 3 of 6
CONSTRUCTION
Cloudberry begins with a garter tab at the center back neck and is
worked top-down, increasing four stitches every right-side row. The
body is plain garter; the leaf lace border is worked from the charts
and the shawl is finished with a stretchy picot bind-off.
CHART NOTES
Charts are read from right to left on RS rows and from left to
right on WS rows. Only RS rows are charted; on WS rows knit the
first and last 3 sts and purl all other sts.
CHART KEY
□ knit on RS
○ yo
⁄ k2tog
\\ ssk
▲ sk2p
26 24 22 20 18 16 14 12 10 8 6 4 2
GARTER TAB
Cast on 3 sts. Knit 6 rows.
Next row (RS): K3, turn work 90° and pick up and knit 3 sts along the
side edge, turn 90° again and pick up and knit 3 sts from cast-on edge.
9 sts.
Setup row (WS): K3, pm, k3, pm, k3.
BODY
Row 1 (RS): K3, yo, knit to m, yo, sm, k1, yo, knit to m, yo, sm, k3.
4 sts increased.
Row 2 (WS): Knit.
Rep Rows 1–2 until you have 249 sts, ending with a WS row.
3
© 2025 Hannah Ostrowski. For personal use only. hannahostrowski.com`,
    expected: {
      title: 'Cloudberry',
      designer: 'Hannah Ostrowski',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 437 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw44-12-shetland-indie-fair-isle-child-slipover-steeks',
    text: `RONAS
Slipover
A child’s Fair Isle slipover in Shetland jumper weight
Design: Wilma Jamieson
Photography: Ruth Tulloch
Ronas Slipover · Wilma Jamieson Knitwear · Page 2 of 8
SIZES
Age 2-3 4-5 6-7 8-9 years
To ﬁt chest (cm) 56 61 66 71
Actual chest (cm) 62 67 72 77
Length to shoulder (cm) 36 40 44 48
MATERIALS
Shetland jumper weight (4 ply) wool, 25 g / 105 m per ball
MC Moorit 3 4 4 5 balls
CC1 Fawn, CC2 Shaela, CC3 Yellow, CC4 Bottle green: 1 ball each
in all sizes
Needles
2.75 mm (US 2) and 3.25 mm (US 3) circular needles, 40 cm and
60 cm long
Notions
Stitch markers, waste yarn, sewing thread for reinforcing steeks
Tension
30 sts and 32 rounds to 10 cm over Fair Isle pattern on 3.25 mm
needles, after washing and dressing.
Ronas Slipover · Wilma Jamieson Knitwear · Page 3 of 8
CONSTRUCTION
The slipover is knitted in the round from the lower edge up in
traditional stranded Fair Isle, with no more than two colours in
any round. Steeks are worked at the armholes and the V-neck and
cut open once the shoulders are joined; the armhole and neck
bands are then picked up and worked in corrugated rib.
CHART KEY
• Moorit (MC) ◦ Fawn (CC1) × Shaela (CC2)
▲ Yellow (CC3) ◆ Bottle green (CC4)
Chart A: 12 sts x 17 rounds
Chart B: 8 sts x 9 rounds
17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1
BODY
With 2.75 mm needle and MC, cast on 184 (200, 216, 232) sts.
Join to work in the round.
Corrugated rib round: *K2 MC, p2 CC1; rep from * to end.
Repeat this round until rib measures 5 (5, 6, 6) cm.
Change to 3.25 mm needle.
Next round: With MC, knit, increasing 2 (4, 0, 2) sts evenly.
2
© Wilma Jamieson 2025 · wilmajamiesonknitwear.co.uk`,
    expected: {
      title: 'Ronas Slipover',
      designer: 'Wilma Jamieson',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '2-3 years', yards: m((3 + 4) * 105) },
        { size: '4-5 years', yards: m((4 + 4) * 105) },
        { size: '6-7 years', yards: m((4 + 4) * 105) },
        { size: '8-9 years', yards: m((5 + 4) * 105) },
      ],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['2-3 years', '4-5 years', '6-7 years', '8-9 years'],
      techniques: ['colorwork', 'fair isle', 'bottom-up', 'in the round', 'steeks'],
    },
  },
];
