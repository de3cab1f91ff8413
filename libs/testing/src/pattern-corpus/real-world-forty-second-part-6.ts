import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw42-11-us-indie-slip-stitch-socks-one-skein-any-size',
    text: `switchback socks
holloway & hound knits
pattern by Greer Holloway
photos: Sam Holloway
holloway & hound knits — switchback socks — 2 of 6
SIZES
S (M, L)
Foot circumference	7"	8"	9"
	18 cm	20.5 cm	23 cm
Choose the size closest to your actual foot circumference; the slip-
stitch pattern is less stretchy than plain stockinette, so if you’re
between sizes, size up.
YARN
Fingering weight sock yarn: 1 skein for any size
Shown in Hedgerow Sock by Brambleberry Dye Works (75% superwash
merino, 25% nylon; 100 g / 437 yds / 400 m), colorway Granite.
NEEDLES
US 1 (2.25 mm) and US 1½ (2.5 mm) needles for small circumference
knitting: DPNs, two circulars, or a long circular for magic loop.
NOTIONS
2 stitch markers, tapestry needle
GAUGE
32 sts and 44 rnds = 4" (10 cm) in stockinette stitch worked in the
round on the smaller needles.
34 sts and 56 rnds = 4" in slip-stitch pattern on the larger needles.
CONSTRUCTION
These socks are worked from the cuff down with a heel ﬂap and gus-
set and a wedge toe. The slip-stitch pattern runs down the leg and
the top of the foot; the sole is plain stockinette.
2
holloway & hound knits — switchback socks — 3 of 6
CHART
Switchback pattern (worked in the round over 4 sts)
4	•	V	•	•
3	•	V	•	•
2	V	•	•	•
1	V	•	•	•
	4	3	2	1
Key
• knit
V slip 1 purlwise with yarn in back
CUFF
With smaller needles, cast on 56 (64, 72) sts. Arrange the sts for
your preferred method and join to work in the round, being careful
not to twist. Pm for beg of rnd.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until cuff measures 1¼" (3 cm).
LEG
Change to larger needles.
Work Rnds 1–4 of chart 12 (12, 14) times, or to desired length.
HEEL FLAP
The heel ﬂap is worked back and forth over the ﬁrst 28 (32, 36) sts;
the rem 28 (32, 36) sts are held for the instep.
3`,
    expected: {
      title: 'Switchback Socks',
      designer: 'Greer Holloway',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 437 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw42-12-canadian-indie-reversible-double-knit-scarf-two-colours',
    text: `TWO RIVERS SCARF
A reversible double-knit scarf
Geneviève Tremblay · Atelier Tremblay, Montréal
Designed by Geneviève Tremblay
Atelier Tremblay – Two Rivers Scarf – page 2 of 5
Two Rivers is worked in double knitting: two layers of fabric are
knitted at the same time, one in each colour, so the scarf is fully
reversible—Midnight waves on Birch on one side, Birch waves on
Midnight on the other. No ends to hide and no wrong side.
FINISHED SIZE
9" (23 cm) wide × 68" (173 cm) long, after blocking
MATERIALS
Yarn
Laine du Nord Worsted (worsted weight; 100% Canadian wool; 100 g /
200 yds / 183 m)
MC: Midnight, 2 skeins
CC: Birch, 2 skeins
Needles
US 7 (4.5 mm) straight needles or a 24" (60 cm) circular
Notions
Tapestry needle
GAUGE
18 stitch pairs and 20 rows = 4" (10 cm) in double knitting from the
chart, after blocking.
Because each row works both layers, progress is slower than in
single-layer knitting: allow about twice the knitting time of a
stockinette scarf of the same size.
SKILLS
Double-knitting cast-on, reading a double-knitting chart, working
with two yarns at once, double-knitting bind-off.
2
Atelier Tremblay – Two Rivers Scarf – page 3 of 5
CHART NOTES
Each square on the chart represents one stitch pair: a knit stitch
facing you and a purl stitch facing away. Read RS rows from right to
left and WS rows from left to right.
Key
■ MC side: knit with MC, purl with CC
□ CC side: knit with CC, purl with MC
Chart (40 stitch pairs wide, 24 rows)
24
20
16
12
8
4
40 36 32 28 24 20 16 12 8 4 1
SCARF
Using the two-colour double-knitting cast-on, cast on 40 stitch
pairs (80 sts on the needle).
Row 1: *With both yarns in back, k1 MC; bring both yarns to the
front, p1 CC; rep from * to end.
Row 2: *With both yarns in back, k1 CC; bring both yarns to the
front, p1 MC; rep from * to end.
Begin chart on the next row and work Rows 1–24 of the chart 14 times.
© Geneviève Tremblay 2025 · Tous droits réservés · atelier-tremblay.ca
3`,
    expected: {
      title: 'Two Rivers Scarf',
      designer: 'Geneviève Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 2) * 200 }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['double knitting'],
    },
  },
];
