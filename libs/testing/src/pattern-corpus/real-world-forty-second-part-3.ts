import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw42-05-uk-cotton-mill-leaflet-lace-table-runner-interleaved-columns',
    text: `KINGFISHER COTTONS
Leaﬂet KC211
The Ashdown
Table Runner
A leaf-lace runner in mercerised cotton
Designed by Philippa Crane
Kingﬁsher Cottons · Ashdown Table Runner · KC211
Yarn
Tension
Kingﬁsher Mercer 4 ply (100% mercerised cotton; 50 g / 170 m)
26 sts and 34 rows to 10 cm over stocking stitch on 3.25 mm needles.
Quantity
One repeat of the leaf pattern (12 sts) measures 4.5 cm across,
3 x 50 g balls in shade 102 Linen
after blocking.
Needles
Finished size
A pair of 3.25 mm (UK 10 / US 3) needles
Approx. 30 cm x 120 cm, after blocking.
Other
Tapestry needle; rust-proof pins and a blocking mat.
ABBREVIATIONS
k knit; p purl; yo yarn over; k2tog knit 2 together; ssk slip, slip,
knit; sk2po slip 1, k2tog, pass slipped stitch over; rep repeat;
RS right side; WS wrong side.
NOTES
The runner is knitted in one piece from end to end with a garter
stitch border. The leaf pattern may be worked from the chart or
from the written instructions. Only right side rows are charted; purl
all wrong side rows, working the border stitches in knit.
Blocking is essential to open up the lace: pin out to the ﬁnished
measurements, spray with water and leave to dry completely.
2
Kingﬁsher Cottons · Ashdown Table Runner · KC211
CHART
Key
knit on RS, purl on WS
yo
k2tog
ssk
sk2po
pattern repeat
11
9
7
5
3
1
12 10 8 6 4 2
RUNNER
Cast on 82 sts. Knit 8 rows (garter stitch).
Row 1 (RS): K5, *k1, yo, k3, ssk, k2tog, k3, yo, k1; rep from * to last
5 sts, k5.
Row 2 and every WS row: K5, purl to last 5 sts, k5.
Other designs in Kingﬁsher Mercer 4 ply: Ashdown Placemats (2 x 50 g
balls per pair), Harebell Doily (1 x 50 g ball).
© Kingﬁsher Cottons Ltd 2025 · kingﬁshercottons.co.uk
3`,
    expected: {
      title: 'Ashdown Table Runner',
      designer: 'Philippa Crane',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(3 * 170) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw42-06-swedish-indie-garter-bandana-cowl-short-rows-icord',
    text: `VINTERLJUS COWL
a bandana cowl in garter stitch
Linnea Sjöberg Design
Pattern & design: Linnea Sjöberg · Photos: Oskar Sjöberg
Vinterljus Cowl · Linnea Sjöberg Design · 2/4
ABOUT
Vinterljus (winter light) is a snug bandana cowl: a neat ribbed
neckband, then a garter stitch triangle at the front that sits
nicely inside a coat collar. It is worked top down in the round,
with short rows for the point, and ﬁnished with an i-cord bind-oﬀ.
FINISHED MEASUREMENTS
Circumference at neckband: 54 cm
Circumference at lower edge: 86 cm
Depth at front point: 27 cm
MATERIALS
Yarn
Fjällull DK (100% Swedish wool; 100 g / 225 m), DK weight
Quantity
2 skeins (the sample used 164 g)
Needles
3.5 mm (US 4) and 4 mm (US 6) circular needles, 40 cm long, and a
4 mm (US 6) 60 cm circular for the lower part
Notions
2 stitch markers in diﬀerent colours, tapestry needle
Gauge
21 sts and 42 rounds = 10 cm in garter stitch worked in the round
on 4 mm needles, after blocking.
A diﬀerent gauge will change the size of the cowl and the amount
of yarn you need.
Vinterljus Cowl · Linnea Sjöberg Design · 3/4
NECKBAND
With the 3.5 mm needle, cast on 112 sts. Place a marker for the
beginning of the round and join to work in the round, being care-
ful not to twist.
Round 1: *K2, p2; repeat from * to end.
Repeat Round 1 until the neckband measures 8 cm.
BODY
Change to the 4 mm 40 cm needle.
Round 1: Knit.
Round 2: Purl.
Round 3 (increase): *K14, m1; repeat from * to end (120 sts).
Round 4: Purl.
Work Rounds 1–4 another 8 times, knitting 1 more stitch between
increases each time (184 sts). Change to the longer needle when
the stitches no longer ﬁt comfortably.
FRONT POINT
Place a second marker after st 92 to mark the centre front.
Short row 1 (RS): Knit to 30 sts past the centre-front marker, turn.
Short row 2 (WS): Make a German short row, knit to 30 sts past the
centre-front marker, turn.
Mönstret är endast för privat bruk. © Linnea Sjöberg 2025
3`,
    expected: {
      title: 'Vinterljus Cowl',
      designer: 'Linnea Sjöberg',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2 * 225) }],
      gauge: { stitches: 21, rows: 42, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      techniques: ['top-down', 'in the round', 'short rows', 'i-cord'],
    },
  },
];
