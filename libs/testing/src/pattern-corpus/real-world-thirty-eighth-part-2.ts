import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_2 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw38-03-scottish-indie-knee-socks-chart-key-schematic-numbers',
    text: `FELLSIDE KNEE SOCKS
Hattie Brennan
Thimble & Thistle Knitwear
Photographs © Callum Brennan
Fellside Knee Socks – Hattie Brennan – 2
Fellside are proper walking socks for the hills: a cabled rib runs down the
back of the leg, the calf is shaped with paired decreases, and a heel ﬂap
and gusset give a snug ﬁt. They are knitted from the top down in the round.
SIZES
S (M, L)
To ﬁt calf circumference 30 (35, 40) cm / 12 (13¾, 15¾) in
Foot circumference 20 (22, 24) cm
Leg length to top of heel ﬂap: 36 cm (adjustable)
YOU WILL NEED
Yarn: 2 (2, 3) skeins of Thistledown Sock (75% wool, 25% nylon; 4 ply / ﬁn-
gering weight; 100 g / 400 m). Shown in “Heather Moss”.
Needles: 2.25 mm (US 1) and 2.5 mm (US 1½) double-pointed needles, or long
circulars for magic loop
Stitch markers, cable needle, tapestry needle
TENSION
32 sts and 44 rounds to 10 cm over stocking stitch on 2.5 mm needles.
36 sts of cabled rib = 9 cm wide, relaxed.
Thimble & Thistle Knitwear · thimbleandthistle.scot · please don’t share this ﬁle
Fellside Knee Socks – Hattie Brennan – 3
CHART KEY
knit
purl
k1 tbl
C2B
C2F
pattern repeat
CHART A
6
5
4
3
2
1
18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1
SCHEMATIC
30 (35, 40) cm
calf
22 (24, 26) cm
ankle
36 cm
20 (22, 24) cm
foot
Thimble & Thistle Knitwear · thimbleandthistle.scot · please don’t share this ﬁle
Fellside Knee Socks – Hattie Brennan – 4
CUFF
With 2.25 mm needles, cast on 96 (112, 128) sts. Distribute over your needles
and join to work in the round, being careful not to twist. The beginning of
the round is at the centre back of the leg.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep last rnd until cuff measures 4 cm.
Change to 2.5 mm needles.
Set-up rnd: Work Rnd 1 of Chart A over 18 sts, k to last 18 sts, work Rnd 1
of Chart A over last 18 sts.
Continue as set, repeating Rnds 1–6 of Chart A, until leg measures 10 cm.`,
    expected: {
      title: 'Fellside Knee Socks',
      designer: 'Hattie Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(2 * 400) },
        { size: 'M', yards: m(2 * 400) },
        { size: 'L', yards: m(3 * 400) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw38-04-us-indie-baby-longies-yards-per-size-short-rows',
    text: `little acorn knits
ACORN LONGIES
Cozy wool longies for cloth-diapered babies and toddlers
photos by Dana Okafor
little acorn knits | Acorn Longies | pattern by Juniper Okafor | 1
little acorn knits | Acorn Longies | pattern by Juniper Okafor | 2
ABOUT THIS PATTERN
Wool longies are the classic cloth-diaper cover: breathable, absorbent
and, once lanolized, surprisingly water resistant. These are worked top
down in the round, with short rows across the back to make room for a
ﬂuffy diaper, a ribbed waistband with a drawstring, and long ribbed cuffs
that can be folded up while baby grows into them.
SIZES
Newborn (3-6 months, 6-12 months, 12-24 months)
Finished waist: 16 (17½, 19, 20½)" / 40.5 (44.5, 48.5, 52) cm
Finished hip: 19 (21, 23, 25)" / 48.5 (53.5, 58.5, 63.5) cm
Inseam: 5 (6½, 8, 9½)" / 12.5 (16.5, 20.5, 24) cm
MATERIALS
Yarn: worsted weight, 100% wool that can be lanolized (superwash wool is
fine to use but won’t hold lanolin as well).
Sample: Hollow Tree Farm Worsted (100% Corriedale; 4 oz / 113 g; 210 yds /
192 m) in Acorn.
Yardage: 150 (200, 260, 330) yds / 137 (183, 238, 302) m
Needles: US 6 (4 mm) and US 7 (4.5 mm) 16" circular needles and DPNs (or your
preferred method for small circumferences)
Notions: stitch markers, waste yarn, tapestry needle; a length of ribbon or a
twisted cord for the drawstring
Gauge: 20 sts and 28 rnds = 4" in stockinette stitch on US 7 needles,
washed and blocked.
Please knit a swatch! Longies that are too loose will leak.
little acorn knits | Acorn Longies | pattern by Juniper Okafor | 3
WAISTBAND
With smaller needle, cast on 80 (88, 96, 104) sts. Pm and join to work in
the round, being careful not to twist. The beginning of round is at the
center back.
Rnds 1–6: *K2, p2; rep from * to end.
Eyelet rnd: *K2, yo, p2tog; rep from * to end.
Rnds 8–13: *K2, p2; rep from * to end.
Change to larger needle.
Knit 1 rnd, increasing 8 (10, 12, 14) sts evenly — 88 (98, 108, 118) sts.
BACK RISE
Work short rows across the back as follows, using your favorite method (I
like German short rows here):
Short row 1 (RS): K16 (18, 20, 22), turn.
Short row 2 (WS): P32 (36, 40, 44), turn.
Short row 3: Knit to 4 sts past previous turning point, turn.
Short row 4: Purl to 4 sts past previous turning point, turn.
Rep Short rows 3 and 4 two (two, three, three) more times.
Next rnd: Knit to end of rnd, resolving turns as you come to them.
pattern by Juniper Okafor · for personal use only · please do not share or resell
4`,
    expected: {
      title: 'Acorn Longies',
      designer: 'Juniper Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Newborn', yards: 150 },
        { size: '3-6 months', yards: 200 },
        { size: '6-12 months', yards: 260 },
        { size: '12-24 months', yards: 330 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Newborn', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['top-down', 'in the round', 'short rows'],
    },
  },
];
