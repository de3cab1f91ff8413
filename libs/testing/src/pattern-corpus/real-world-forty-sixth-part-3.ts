import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw46-05-canadian-yarn-company-ribbed-toque-family-sizes',
    text: `FREE PATTERN · NORTHCOUNTRY FIBRES
LAURENTIAN
TOQUE
Pattern #NC-2207
Designed by Marc-André Pelletier
Version française disponible sur notre site.
SKILL LEVEL: EASY
A deep-ribbed toque with a fold-up brim, sized for the whole family.
Laurentian Toque | northcountryfibres.ca | Page 1 of 3
SIZES
Toddler (Child, Adult)
Finished circumference (unstretched)
16 (18, 20)" / 40.5 (45.5, 51) cm
Finished height (brim unfolded)
9 (10½, 12)" / 23 (26.5, 30.5) cm
MATERIALS
Yarn
Northcountry Heritage Worsted (100% Canadian wool;
100 g / 218 yds / 199 m)
Amount
1 skein (all sizes)
Colour
Shown in #412 Spruce
Needles
US 6 (4 mm) 16" circular needle
US 8 (5 mm) 16" circular needle and set of double-pointed needles
Notions
Stitch marker, tapestry needle, 3" faux-fur pompom (optional)
GAUGE
20 sts and 26 rnds = 4" / 10 cm in stockinette stitch on larger needle.
20 sts = 3" / 7.5 cm in 2×2 rib on larger needle, unstretched.
Laurentian Toque | northcountryfibres.ca | Page 2 of 3
NOTES
The toque is worked in the round from the brim up. Change to double-pointed
needles when the stitches no longer fit comfortably on the circular needle.
For a slouchier fit, work 1" more before the crown decreases.
BRIM
With smaller circular needle, cast on 88 (100, 112) sts. Place marker and join
to work in the round, being careful not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep Rnd 1 until brim measures 5 (5½, 6)" / 12.5 (14, 15) cm from cast-on edge.
BODY
Change to larger needle.
Next rnd: *K2, p2; rep from * to end.
Cont in 2×2 rib as established until piece measures 8 (9½, 11)" / 20.5 (24, 28) cm
from cast-on edge.
CROWN
Rnd 1: *K2, p2tog; rep from * to end—66 (75, 84) sts.
Rnd 2: *K2, p1; rep from * to end.
Rnd 3: *K2tog, p1; rep from * to end—44 (50, 56) sts.
Rnd 4: *K1, p1; rep from * to end.
Rnd 5: *K2tog; rep from * to end—22 (25, 28) sts.
Break yarn, thread through rem sts and pull tight.
Laurentian Toque | northcountryfibres.ca | Page 3 of 3
© 2025 Northcountry Fibres Inc. Free for personal use. Not for resale.
Need a matching scarf? The Laurentian Scarf takes 3 skeins of Heritage Worsted.`,
    expected: {
      title: 'Laurentian Toque',
      designer: 'Marc-André Pelletier',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 218 }],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw46-06-austrian-twisted-stitch-mitts-translated',
    text: `ALMRAUSCH
Pulswärmer · Wristlets
Traditional Tyrolean twisted stitches for cold hands
Design: Theresa Gruber
Übersetzung / English translation: Anna Leitner
Fotos: Lukas Gruber
Seite 2 von 5 · page 2 of 5
GRÖSSEN / SIZES
S (M, L)
Hand circumference: 17 (19, 21) cm
Length: 18 cm (all sizes; adjustable)
MATERIAL / MATERIALS
Yarn
Alpentraum Sockenwolle 4-fach (75% wool, 25% polyamide), fingering / 4 ply,
100 g ≈ 420 m
Quantity
1 skein for all sizes (size M used approx. 55 g)
Needles
Double-pointed needles 2.25 mm (US 1) and 2.5 mm (US 1½)
Notions
Cable needle (optional), stitch markers, waste yarn for the thumb
TENSION
32 sts and 42 rounds in stocking stitch on 2.5 mm needles = 10 x 10 cm.
The twisted-stitch panel (19 sts) measures approx. 5 cm wide.
Seite 3 von 5 · page 3 of 5
NOTES
The wristlets are knitted in the round from the cuff up. The travelling
twisted-stitch cables on the back of the hand are worked from the chart; they can
be crossed without a cable needle. All knit stitches in the panel are knit
through the back loop (k1 tbl).
CHART KEY
k1 tbl
p
1/1 RT: sl 1 st to cn, hold at back, k1 tbl, k1 tbl from cn
1/1 LT: sl 1 st to cn, hold at front, k1 tbl, k1 tbl from cn
1/1 RPT: sl 1 st to cn, hold at back, k1 tbl, p1 from cn
1/1 LPT: sl 1 st to cn, hold at front, p1, k1 tbl from cn
24 22 20 18 16 14 12 10 8 6 4 2
19 sts
CUFF
With 2.25 mm needles cast on 52 (60, 66) sts and divide over 4 needles. Join in
the round without twisting.
Rnd 1: *K1 tbl, p1*, rep * to * to end.
Work twisted rib for 5 cm.
HAND
Change to 2.5 mm needles.
Right mitt: Work rnd 1 of chart over 19 sts, pm, knit to end.
Left mitt: K14 (18, 21), pm, work rnd 1 of chart over 19 sts, pm, knit to end.
Continue as set until rnd 12 of the chart is complete.
THUMB GUSSET
Rnd 1: Work to last st, M1L, k1, M1R.
© Theresa Gruber 2025 · Alle Rechte vorbehalten / All rights reserved`,
    expected: {
      title: 'Almrausch Wristlets',
      designer: 'Theresa Gruber',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(420) }],
      gauge: { stitches: 32, rows: 42, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
];
