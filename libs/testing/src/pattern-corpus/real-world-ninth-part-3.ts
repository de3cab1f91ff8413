import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_NINTH_CASES (split for the file-size rule; see real-world-ninth.ts). */
export const REAL_WORLD_NINTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-ninth-book-chapter-lace-stole-repeat-gauge',
    text: `LACE BY THE SEA · Marguerite du Pont · Chapter 4: Salt Marshes        103

PROJECT 11

Saltmarsh Stole

The reeds along the estuary bend all one way in the wind; this stole's leaf
panels lean the same way. It is worked flat from end to end, with a knitted-on
edging added last.

FINISHED MEASUREMENTS
20" (51 cm) wide and 70" (178 cm) long, after blocking

YARN
Laceweight; 2 skeins (each approx. 50 g / 400 m)
Shown in: Tidewater Yarns Gossamer Silk-Merino, colour Sea Lavender

NEEDLES
4 mm (US 6) circular needle, 80 cm, used flat
Spare 4 mm (US 6) needle for the edging

NOTIONS
Blocking wires, rust-proof pins, stitch markers

GAUGE
18 sts (one repeat of Chart A) and 24 rows = 4" (10 cm) in lace pattern, after blocking.

NOTES
Read the charts from right to left on RS rows and left to right on WS rows. The lace
pattern is worked on both sides; there are no plain rest rows.

See also Project 12, Tidepool Shawlette, which uses a single skein of the same yarn.`,
    expected: {
      title: 'Saltmarsh Stole',
      designer: 'Marguerite du Pont',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-ninth-childs-cardigan-colon-sizes-child-prefix',
    text: `Little Acorn Cardigan
a pattern from Oak & Thistle Yarn Co. | knit by hand, made to last

by Rosalind Achterberg

SIZES: Child 2 : 4 : 6 : 8 years
Chest: 56 : 61 : 66 : 71 cm
Length: 33 : 37 : 41 : 45 cm

YARN: Oak & Thistle Aran (100% British wool, 100 g skeins, approx. 180 m per skein)
4 : 5 : 5 : 6 skeins in Acorn

NEEDLES: 4.5 mm (US 7) and 5 mm (US 8) circular needles, 80 cm
NOTIONS: 5 : 5 : 6 : 6 buttons, 18 mm; stitch markers; waste yarn

TENSION: 18 sts x 24 rows = 10cm/4in over stocking stitch on 5 mm needles

CONSTRUCTION
This cardigan is worked top-down in one piece. The yoke is shaped with increases
at four points, the sleeves are put on hold, and the body is worked down to the hem.
Button bands are picked up last.

Sizing note: choose a size with 5-8 cm of ease at the chest. The sample is shown in
size 4 on a 4-year-old, 104 cm tall.

Matching hat: Little Acorn Hat, 1 skein (free with this pattern).`,
    expected: {
      title: 'Little Acorn Cardigan',
      designer: 'Rosalind Achterberg',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '2 years', yards: m(720) },
        { size: '4 years', yards: m(900) },
        { size: '6 years', yards: m(900) },
        { size: '8 years', yards: m(1080) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['top-down'],
    },
  },
  {
    id: 'rw-ninth-aran-collection-slash-sizes-yards-per-weight',
    text: `THE ISLANDS COLLECTION                                    Design 3 of 8

INISHMORE GANSEY
by Seán Ó Gráda

Sizes          S/M/L/XL
Actual chest   102/112/122/132 cm (40/44/48/52 in)
Length         66/68/70/72 cm

Yarn
Inishfree Aran, 100% undyed wool, approx. 200 yds per 100 g
900/1000/1100/1200 g in Báinín (natural)

Needles
One pair each 4 mm and 5 mm (US 6 and US 8)
4 mm circular needle, 40 cm, for the neckband
Cable needle

Tension
18 sts and 24 rows = 10 cm over moss stitch on 5 mm needles.
Centre cable panel A (24 sts) measures 9 cm wide.

Where only one figure is given it applies to all sizes.

Cable panels A, B and C are charted on page 5 and written out in full on page 6.

Other designs in The Islands Collection: Clare Island Wrap, Achill Hat, Tory Mitts.`,
    expected: {
      title: 'Inishmore Gansey',
      designer: 'Seán Ó Gráda',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: 1800 },
        { size: 'M', yards: 2000 },
        { size: 'L', yards: 2200 },
        { size: 'XL', yards: 2400 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-ninth-crochet-magazine-top-finished-bust-only',
    text: `HOOKED! magazine · Summer 2026 · Breezy Tops

SEAGLASS SHELL TOP
Design by Priya Raghunathan

Skill level: Easy+

Finished bust: 34 (38, 42, 46, 50)"
Finished length: 21 (21½, 22, 22½, 23)"
Shown in size 38" with 2" of positive ease.

MATERIALS
DK weight cotton: 4 (5, 5, 6, 7) balls Pima Breeze, each 1¾ oz/50 g, 137 yds/125 m,
in #212 Seaglass
US G-6 (4 mm) crochet hook, or size needed to obtain gauge
Locking stitch markers; three ⅝" buttons

GAUGE
18 dc and 10 rows = 4" in dc.
To save time, take time to check gauge.

NOTES
The top is worked from the top down in one piece to the underarms, then the
front and back are worked separately. Turning ch-3 counts as a dc throughout.

STITCH GUIDE
Shell: 5 dc in indicated st.
V-st: (dc, ch 1, dc) in indicated st.`,
    expected: {
      title: 'Seaglass Shell Top',
      designer: 'Priya Raghunathan',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '34"', yards: 548 },
        { size: '38"', yards: 685 },
        { size: '42"', yards: 685 },
        { size: '46"', yards: 822 },
        { size: '50"', yards: 959 },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['34"', '38"', '42"', '46"', '50"'],
      techniques: ['top-down'],
    },
  },
];
