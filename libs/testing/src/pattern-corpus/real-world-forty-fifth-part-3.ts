import type { PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw45-05-retyped-1960s-leaflet-child-balaclava-ozs',
    text: `Grandma's Button Box – vintage patterns, retyped
Posted in 1960s, Children, Knitting · 12 January 2026 · by Wendy (the retyper)

Another one from the bag of leaflets I bought at the Ludlow church sale. The paper is
brown and the staples have rusted, so I've typed it out as printed. My notes are in
square brackets. Please remember this is a 60-year-old pattern – check your tension!

BEAUMONT WOOLS · Leaflet No. 4417 · Price 9d.

The "Glenmore" Balaclava
for Boys and Girls

MEASUREMENTS
To fit ages 2–4 (5–7, 8–10) years.
Length from crown to lower edge of neck, 11 (12, 13) inches.
Figures in brackets refer to the larger sizes; where one figure only is given this
applies to all sizes.

MATERIALS
3 (3, 4) ozs. of Beaumont Double Knitting Wool.
One pair each No. 10 and No. 8 Knitting Needles. [3¼ mm and 4 mm]
A stitch-holder.

TENSION
5½ sts. and 7½ rows to one inch on No. 8 needles.

ABBREVIATIONS
K., knit; P., purl; st., stitch; tog., together; inc., increase; dec., decrease;
beg., beginning; rep., repeat; patt., pattern; s.s., stocking stitch.

THE BACK
With No. 10 needles cast on 70 (76, 82) sts. and work in K. 1, P. 1 rib for 4 (4½, 5)
inches. Change to No. 8 needles and proceed in s.s., beg. with a K. row, until work
measures 5 (5½, 6) inches from beg., ending with a P. row.

Shape Face Opening: Next row: K. 22 (24, 26), cast off 26 (28, 30) sts., K. to end.
Work on last set of sts. as follows:—

THE FRONT
Work exactly as given for the back until ** is reached.

TO MAKE UP
Press parts lightly on the wrong side under a damp cloth. Join side and top seams.
With right side facing and No. 10 needles, pick up and K. 88 (94, 100) sts. round face
opening and work 8 rows in K. 1, P. 1 rib. Cast off loosely in rib.

[Wendy's note: I knitted the middle size for my grandson in a modern DK. It took just
under 2 × 50 g balls (about 115 m each). 1 oz is roughly 28 g, so 3 ozs. is about 85 g.]

See also Leaflet No. 4418: Boy's Jersey with Polo Collar, 8 (9, 10) ozs.

Comments (3)
Ann P: My mum knitted these for all of us! She always used 4 ozs.
Wendy: Lovely memory, Ann – thank you!`,
    expected: {
      title: 'Glenmore Balaclava',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 5.5, rows: 7.5, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2-4 years', '5-7 years', '8-10 years'],
    },
  },
  {
    id: 'rw45-06-us-yarn-company-mens-cuff-down-socks',
    text: `TRAILHEAD YARN COMPANY · FREE PATTERN · TYC-S114

RIDGEBACK SOCKS
Designed by Tom Alvarez

SKILL LEVEL: ■■■□ Intermediate

SIZES
Men's M (L, XL)
Foot circumference: 8 (9, 10)" / 20.5 (23, 25.5) cm
Fits US men's shoe sizes 7–9 (9½–11, 11½–13)
Sock shown in size L.

MATERIALS
Trailhead Sock (75% superwash wool, 25% nylon; 3.5 oz/100 g; 437 yds/400 m):
1 (1, 2) skeins, shown in #208 Juniper
US 1 (2.25 mm) 32" circular needle for magic loop, or set of 5 dpns
Stitch markers, tapestry needle

Note: the XL uses a little more than one skein; if you shorten the leg by 1", one skein is enough.

GAUGE
32 sts and 44 rnds = 4" in stockinette stitch worked in the round.
36 sts = 4" in ribbed pattern, relaxed.

PATTERN NOTES
These socks are worked in the round from the cuff down with a traditional heel flap, a
gusset and a wedge toe. The ridged rib on the instep is written out and charted.

ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · ssk slip, slip, knit · sl slip · rnd(s) round(s)
pm place marker · BOR beginning of round · wyif with yarn in front

CUFF
Cast on 64 (72, 80) sts. Divide evenly over needles and join to work in the round, being
careful not to twist sts. Place marker for beginning of round.
Rnd 1: *K2, p2; rep from * to end.
Repeat Rnd 1 until cuff measures 1½".

LEG
Rnd 1: *K3, p1; rep from * to end.
Rnd 2: *K1, p1, k1, p1; rep from * to end.
Repeat Rnds 1–2 until leg measures 7" from cast-on edge, or desired length.

HEEL FLAP
The heel flap is worked back and forth over the first 32 (36, 40) sts.

PATTERN SUPPORT
Questions? Email patterns@trailheadyarn.com. Please include the pattern number.

ALSO TRY: Ridgeback Hat – 1 skein Trailhead Worsted (220 yds) · Switchback Mitts – 180 yds

Trailhead Yarn Company · Bend, Oregon · © 2026. This pattern is free for personal use only.`,
    expected: {
      title: 'Ridgeback Socks',
      designer: 'Tom Alvarez',
      craft_type: 'knitting',
      yardage: [
        { size: 'M', yards: 437 },
        { size: 'L', yards: 437 },
        { size: 'XL', yards: 2 * 437 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['M', 'L', 'XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
