import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw44-07-german-indie-chunky-bed-socks-translated-balls',
    text: `HÜTTENZAUBER
Bed Socks
Dicke Bettsocken für lange Winterabende –
thick bed socks for long winter evenings
Design: Katrin Vogelsang
English translation: Laura Pfeiffer · Fotos: Jonas Reiter
Hüttenzauber Bed Socks – Katrin Vogelsang – Seite / page 2 von / of 5
SIZES
S (M, L)
Foot length: 22–23 (24–25, 26–27) cm
Fits approx. EU shoe size 35–37 (38–40, 41–43)
MATERIALS
Yarn
Chunky wool, 50 g / 80 m per ball
Quantity
2 (2, 3) balls
We used Bergwolle Dick, colour 07 Tannengrün.
Needles
5 mm (US 8) double-pointed needles
Notions
Stitch markers, waste yarn, tapestry needle, non-slip sock
stop (optional)
Tension
16 sts and 22 rounds = 10 x 10 cm in stocking stitch
in the round
Hüttenzauber Bed Socks – Katrin Vogelsang – Seite / page 3 von / of 5
NOTES
The socks are worked in the round from the cuff down with a short-
row heel and a wedge toe. The cuff is folded over in wear, so it is
worked in a reversible twisted rib.
CUFF
Cast on 32 (36, 40) sts loosely. Divide the sts over 4 needles and
join in the round without twisting.
Round 1: *K1 tbl, p1; rep from * around.
Repeat round 1 until the cuff measures 12 cm.
LEG
Knit every round until the leg measures 18 cm from the cast-on
edge.
HEEL
The heel is worked back and forth in short rows over the ﬁrst
16 (18, 20) sts; the remaining sts rest for the instep.
Row 1 (RS): Knit to last st, turn.
Row 2 (WS): Make double stitch (DS), purl to last st, turn.
Row 3: DS, knit to st before the DS, turn.
Row 4: DS, purl to st before the DS, turn.
Rep rows 3–4 until 6 (6, 7) sts remain unworked between the DS.
4
© Katrin Vogelsang 2025 · Nur für den privaten Gebrauch / For private use only`,
    expected: {
      title: 'Hüttenzauber Bed Socks',
      designer: 'Katrin Vogelsang',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: m(2 * 80) },
        { size: 'M', yards: m(2 * 80) },
        { size: 'L', yards: m(3 * 80) },
      ],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['short rows', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw44-08-scottish-indie-mosaic-cushion-two-skeins-metres',
    text: `Cairngorm
Cushion
a two-colour mosaic cushion cover in aran wool
Design: Morag Lindsay · Photographs: Euan Lindsay
Morag Lindsay Designs – Cairngorm Cushion – page 2 of 6
FINISHED SIZE
Front: 45 x 45 cm (17¾ x 17¾ in), to ﬁt a 45 cm cushion pad.
MATERIALS
Yarn
Aran weight wool
Colour A (dark)
1 x 100 g skein, shade Peat
Colour B (light)
1 x 100 g skein, shade Lichen
Each skein 100 g / 166 m. The sample used 84 g of A and 78 g of B.
Needles
4.5 mm (US 7) and 5 mm (US 8) straight needles
Notions
45 cm square cushion pad, 3 buttons (20 mm), tapestry needle
Tension
20 sts and 36 rows to 10 cm over mosaic pattern on
5 mm needles, after blocking.
Morag Lindsay Designs – Cairngorm Cushion – page 3 of 6
ABOUT MOSAIC KNITTING
Mosaic knitting uses only one colour per row: stitches of the other
colour are slipped with the yarn held at the wrong side. Every chart
row is worked twice – once on the right side and once on the wrong
side – so you never have to strand or carry more than one yarn.
The chart is read from right to left on every row.
CHART KEY
□ knit with A on RS rows, knit with A on WS rows
■ knit with B on RS rows, knit with B on WS rows
V slip 1 purlwise wyib on RS, wyif on WS
40 38 36 34 32 30 28 26 24 22 20 18 16 14 12 10 8 6 4 2
Chart is worked over a multiple of 12 sts plus 3.
CONSTRUCTION
The front is knitted ﬂat in mosaic pattern. The back is made in two
over-lapping pieces in garter stitch with a buttonband, and the pieces
are sewn together.
FRONT
With 4.5 mm needles and A, cast on 87 sts.
Knit 4 rows.
Change to 5 mm needles.
Join B and work Rows 1–40 of the chart twice, then Rows 1–20 once.
With A, knit 4 rows. Cast off knitwise.
© Morag Lindsay 2025 · moraglindsaydesigns.co.uk`,
    expected: {
      title: 'Cairngorm Cushion',
      designer: 'Morag Lindsay',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(2 * 166) }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['mosaic'],
    },
  },
];
