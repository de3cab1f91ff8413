import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw26-01',
    text: `threadloom | pattern library
Downloaded 14 March 2026 · Licence 40-22817 · personal use only

HOLLOWAY YOKE PULLOVER
a seamless yoke sweater by Juniper Okafor-Reyes

Thank you for buying this pattern on Threadloom! Your purchase includes free updates: open
the Threadloom app and tap "Library" to get the newest version (this file is v1.2).

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished bust: 34 (37, 40, 44, 48, 52, 56)" / 86 (94, 101.5, 112, 122, 132, 142) cm
Recommended ease: 4-6" / 10-15 cm of positive ease at the bust.
Sample shown in size M on a 36" bust.

MATERIALS
Yarn: Hollowbrook Farm Worsted (worsted weight; 100% Corriedale; 210 yds / 192 m per 100 g skein)
  MC (Oat): 4 (4, 5, 5, 6, 6, 7) skeins
  CC1 (Madder): 1 skein, all sizes
  CC2 (Walnut): 1 skein, all sizes
Needles: US 6 (4 mm) 16" and 32" circular needles for the ribbing;
  US 8 (5 mm) 16" and 32" circular needles, plus DPNs or your preferred
  small-circumference method for the sleeves
Notions: 6 stitch markers, waste yarn, tapestry needle

GAUGE
18 sts and 26 rnds = 4" / 10 cm in stockinette in the round on US 8 needles, after blocking.

CONSTRUCTION
The pullover is worked from the top down in the round, starting at the neckband. German short
rows raise the back neck, then the stranded colorwork yoke is worked from Chart A. Body and
sleeves are separated at the underarm and each is worked in the round to its hem.

ABBREVIATIONS
BOR beginning of round · k knit · p purl · pm place marker · sm slip marker
M1L / M1R make 1 left / right · GSR German short row · rnd(s) round(s)

NECKBAND
With US 6 16" needle and MC, cast on 96 (96, 100, 104, 108, 112, 116) sts. Pm for BOR and join
to work in the rnd, being careful not to twist. Work k1, p1 rib for 1" / 2.5 cm.

BACK NECK SHORT ROWS
Change to US 8 needle. Short row 1 (RS): K to 4 sts before the second marker, turn.
Short row 2 (WS): GSR, p to 4 sts before BOR marker, turn.
Continue as set until 6 short rows are complete, then work 1 rnd, resolving the GSRs.

(continued on page 3)

────────────────────────────
Also by Juniper: Tidewater Cowl (1 skein, 180 yds) · Larch Socks (400 yds fingering)
Holloway Yoke Pullover © 2026 Juniper Okafor-Reyes. Please don't share or resell this file.
page 1 of 9`,
    expected: {
      title: 'Holloway Yoke Pullover',
      designer: 'Juniper Okafor-Reyes',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1260 },
        { size: 'S', yards: 1260 },
        { size: 'M', yards: 1470 },
        { size: 'L', yards: 1470 },
        { size: 'XL', yards: 1680 },
        { size: '2XL', yards: 1680 },
        { size: '3XL', yards: 1890 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['top-down', 'in the round', 'short rows', 'colorwork'],
    },
  },
  {
    id: 'rw26-02',
    text: `THE SOCK DRAWER CLUB · Shipment 3 of 6 · March
Member sheet – please keep this with your yarn

This month's colourway is "Tidewrack", a tonal teal with flecks of rust, dyed on our usual
base, Drawer Sock 4ply (75% superwash merino, 25% nylon; 100 g / 400 m, approx. 437 yds).
One skein is in your parcel, and it is enough for every size below.

Fretwork Socks
Pattern by Hattie Brennan-Lowe

SIZES: S (M, L)
To fit foot circumference 19 (21, 23) cm / 7½ (8¼, 9) in; foot length is adjustable.
Sample shown: size M, which used 71 g.

YOU WILL NEED
1 skein Drawer Sock 4ply in Tidewrack
2.5 mm (US 1½) needles for your preferred method of small-circumference knitting
4 stitch markers, tapestry needle

TENSION
32 sts and 44 rounds to 10 cm over stocking stitch in the round.
One 12-st repeat of the lace panel measures 3.5 cm across, unblocked.

CONSTRUCTION
Worked cuff down in the round, with a heel flap and gusset, a lace panel running down the
instep, and a wedge toe closed with Kitchener stitch.

KEY
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit
sl1 slip 1 purlwise with yarn in back · tbl through the back loop

CUFF
Cast on 56 (64, 72) sts. Join to work in the round without twisting.
Work 2x2 twisted rib (k2 tbl, p2) for 16 rounds.

LEG
Round 1: Work Chart row 1 across 28 (32, 36) sts, k to end.
Continue in pattern until the leg measures 15 cm from the cast-on edge, ending after
a round 8 of the chart.

HEEL FLAP
The heel is worked back and forth over the next 28 (32, 36) sts only.
Row 1 (RS): *sl1, k1; rep from * to end.
Row 2 (WS): sl1, p to end.
Repeat these 2 rows 14 (16, 18) times in all.

────────
NEXT MONTH: our first shawl kit of the year – 3 skeins (1,200 m) of Drawer Merino Singles
and a pattern by a guest designer. Members get first pick on the 1st.
Club questions? Reply to your shipping email. Please don't share this sheet outside the club.
The Sock Drawer Club · hand-dyed in Cumbria · sheet 3/6`,
    expected: {
      title: 'Fretwork Socks',
      designer: 'Hattie Brennan-Lowe',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 437 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
