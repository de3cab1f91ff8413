import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw25-11',
    text: `North Shore Knit Co. — patterns from a little cabin on Lake Superior

Cabin Slippers
Pattern by Maëlle Fortier-Guay

These quick garter-stitch slippers are the first thing I knit every fall.
They are worked flat in one piece and seamed up the back and along the
sole, with a short-row heel cup that keeps them on your feet and an
i-cord tie threaded through eyelets around the ankle.

SIZES
Women's S (M, L)
To fit US women's shoe sizes 5-6 (7-8, 9-10) / foot length 9 (9¾, 10½)"
Want them for a man? Work size L and add 2 extra garter ridges to the sole.

YARN
Chunky / bulky weight (#5) wool. Sample shown in Tamarack Wool Mill Bulky
(100% Canadian wool; 100 g; 106 yds / 97 m) in Spruce.
2 (2, 3) skeins.

NEEDLES & NOTIONS
US 10.5 (6.5 mm) straight or circular needles
Two US 10.5 (6.5 mm) dpns for the i-cord
Tapestry needle, 2 removable stitch markers

GAUGE
14 sts and 28 rows (14 garter ridges) = 4" / 10 cm in garter stitch.

ABBREVIATIONS
k – knit · w&t – wrap and turn · pm – place marker · k2tog – knit 2 together
yo – yarn over · CO – cast on · BO – bind off · RS – right side

SOLE AND SIDES
CO 46 (50, 54) sts. Knit 20 (22, 24) rows.
Row 1 (RS): K23 (25, 27), pm, knit to end.

SHORT-ROW HEEL
Next row (RS): Knit to 2 sts before end, w&t.
Next row (WS): Knit to 2 sts before end, w&t.
Continue working 1 st fewer before each turn until 10 (12, 14) sts remain
between wraps. Then work back across, picking up the wraps.

INSTEP
Knit every row for 3 (3½, 4)", then decrease for the toe ...

EYELET ROUND AND I-CORD
Eyelet row (RS): K1, *yo, k2tog; rep from * to last st, k1.
With dpns, CO 3 sts and work a 36 (38, 40)" i-cord. Thread through the eyelets.

Felting is NOT recommended for this version — see the Felted Cabin Slippers
pattern (3-4 skeins) if you'd like a firm, fulled slipper.

© 2025 Maëlle Fortier-Guay · North Shore Knit Co. · Payhip
Please respect my work: do not copy or redistribute this pattern.`,
    expected: {
      title: 'Cabin Slippers',
      designer: 'Maëlle Fortier-Guay',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: 212 },
        { size: 'M', yards: 212 },
        { size: 'L', yards: 318 },
      ],
      gauge: { stitches: 14, rows: 28, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['short rows', 'i-cord'],
    },
  },
  {
    id: 'rw25-12',
    text: `FILATI SERRAVALLE · Collezione Estate 2025 · Modello 18
Schema tradotto dall'italiano / Pattern translated from Italian

Top Glicine / Wisteria Top
Design: Chiara Bellandi
Traduzione / Translation: Serravalle Studio

Taglie / Sizes: S – M – L – XL
Circonferenza torace / Bust: 88 – 96 – 104 – 112 cm
Lunghezza / Length: 50 – 52 – 54 – 56 cm
Le indicazioni per le taglie sono separate da un trattino. /
Figures for the sizes are separated by dashes.

Occorrente / Materials
Filato / Yarn: Serravalle Cotone Mercerizzato (100% cotone / cotton,
gomitolo da 50 g, circa 125 m / 50 g ball, approx. 125 m)
250 – 300 – 300 – 350 g col. 512 Glicine
Uncinetto / Crochet hook: n. 3,5
Ago da lana / tapestry needle

Campione / Gauge
10 x 10 cm lavorati a filet = 11 quadretti x 12 righe
10 x 10 cm in filet mesh = 11 meshes x 12 rows

Punti impiegati / Stitches used (US terms)
catenella (cat) = chain (ch) · maglia bassa (mb) = single crochet (sc)
maglia alta (ma) = double crochet (dc)
Quadretto vuoto / open mesh: 1 dc, ch 2, skip 2 sts
Quadretto pieno / filled mesh: 4 dc (shared dc at each side)

Note / Notes
Il top è lavorato in due pezzi dal basso verso l'alto. / The top is made
in two pieces (back and front), worked from the bottom up in filet crochet
following the chart, then sewn at the shoulders and sides. The armholes
and the neck are finished with a round of sc and a round of picots.

Dietro / Back
Ch 146 (158, 170, 182).
Row 1: dc in 8th ch from hook, *ch 2, skip 2 ch, dc in next ch; rep from *
to end. (47 (51, 55, 59) open meshes)
Row 2: ch 5 (counts as dc and ch 2), *dc in next dc, ch 2; rep from *,
ending dc in 3rd ch of turning ch.
Continue following chart A (wisteria panel) from row 3 ...

Davanti / Front
Work as back until row 40 (42, 44, 46), then shape the neck following chart B.

Altri modelli della collezione / Also in this collection:
Modello 17 Borsa Glicine (150 g) · Modello 19 Scialle Estate (400 g)
www.filatiserravalle.example · © Filati Serravalle S.r.l. · Vietata la
riproduzione / Reproduction prohibited`,
    expected: {
      title: 'Wisteria Top',
      designer: 'Chiara Bellandi',
      craft_type: 'crochet',
      yardage: [
        { size: 'S', yards: m(625) },
        { size: 'M', yards: m(750) },
        { size: 'L', yards: m(750) },
        { size: 'XL', yards: m(875) },
      ],
      gauge: { stitches: 11, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['filet crochet', 'bottom-up'],
    },
  },
];
