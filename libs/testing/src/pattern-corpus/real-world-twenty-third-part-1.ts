import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw23-01',
    text: `lindqvist knits                                                        Cider Press Pullover

CIDER PRESS PULLOVER
a cozy everyday raglan by Hannah Lindqvist

Thank you for purchasing this pattern! This PDF is for personal use only. Please do not share,
resell or distribute it. Questions? hello@lindqvistknits.com

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished bust: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5) cm
Intended ease: 4-6" / 10-15 cm of positive ease. Sample shown in size M on a 37" bust.

YARN
DK weight wool, approx. 880 (960, 1050, 1140, 1230, 1330, 1440) yds / 805 (878, 960, 1042, 1125,
1216, 1317) m
Shown in Little Creek Fiber Co. Homestead DK (100% Corriedale; 231 yds / 211 m per 100 g), colorway
Orchard. Sample used just under 4 skeins.

NEEDLES
US 4 (3.5 mm) 16" and 32" circular needles for ribbing
US 6 (4 mm) 16" and 32" circular needles for body, plus DPNs or long circ for sleeves
Adjust needle size as necessary to obtain gauge.

NOTIONS
4 stitch markers (one unique), waste yarn, tapestry needle

GAUGE
22 sts and 30 rows = 4" / 10 cm in stockinette on larger needle, blocked

CONSTRUCTION
The pullover is worked seamlessly from the top down. After the neckband, raglan increases
shape the yoke; the sleeves are put on hold and the body is worked in the round to the hem.
Sleeves are picked up and worked in the round, decreasing to the cuff.

ABBREVIATIONS
BOR beginning of round · k knit · p purl · m1L make 1 left · m1R make 1 right · pm place marker
sm slip marker · k2tog knit 2 together · ssk slip, slip, knit · rep repeat

NECKBAND
With smaller 16" needle, CO 96 (100, 104, 108, 112, 116, 120) sts. Join to work in the round,
being careful not to twist. Work k1, p1 rib for 1".

YOKE
Change to larger needle. Setup rnd: K15 (15, 16, 16, 17, 17, 18) for left sleeve, pm, k33 (35, 36,
38, 39, 41, 42) for front, pm, ...
Raglan inc rnd: *K1, m1R, knit to 1 st before m, m1L, k1, sm; rep from * 3 more times. 8 sts inc.

                                                              continued on next page
© 2025 Hannah Lindqvist / lindqvist knits                                   page 2 of 7`,
    expected: {
      title: 'Cider Press Pullover',
      designer: 'Hannah Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 880 },
        { size: 'S', yards: 960 },
        { size: 'M', yards: 1050 },
        { size: 'L', yards: 1140 },
        { size: 'XL', yards: 1230 },
        { size: '2XL', yards: 1330 },
        { size: '3XL', yards: 1440 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw23-02',
    text: `Bramblewick Socks
by Imogen Thwaite

Imogen Thwaite Designs · Whitby, North Yorkshire · imogenthwaite.co.uk

A pair of plain-vanilla-plus socks with a little twisted rib panel running down the leg and
over the instep. Worked cuﬀ down with a heel ﬂap and gusset, so they're a good ﬁrst sock with
a bit of interest.

SIZES
Foot circumference 20 (22, 24) cm / 8 (8.75, 9.5) in
Choose a size about 10% smaller than your actual foot circumference. Foot length is adjustable.

MATERIALS
Yarn: 1 skein of 4ply sock yarn, 75% superwash wool / 25% nylon, 100 g / 365 m
(we used Moorland Sock in shade Heather Moss). One skein is enough for all sizes to a UK
shoe size 8 foot length.
Needles: 2.5 mm (US 1.5) needles for your preferred method of working small circumferences
in the round - DPNs, 2 circulars or magic loop
Notions: stitch marker, tapestry needle

TENSION
36 sts and 48 rounds to 10 cm over stocking stitch, worked in the round and lightly blocked.
Tension in socks is firmer than usual; please swatch in the round.

ABBREVIATIONS
k knit · p purl · k1tbl knit 1 through the back loop · ssk slip, slip, knit · k2tog
knit 2 together · sl1 slip 1 purlwise · st(s) stitch(es) · rnd(s) round(s)

CUFF
Cast on 64 (72, 80) sts using a stretchy cast on. Join for working in the round, being careful
not to twist, and place a marker for the start of the round.
Rib round: *k1tbl, p1; rep from * to end. Work 15 rounds of rib.

LEG
Round 1: k8 (10, 12), work Rib Panel across next 16 sts, knit to end.
Continue as set until leg measures 15 cm from cast on edge, or desired length, ending
after an even round.

HEEL FLAP
The heel ﬂap is worked back and forth over the next 32 (36, 40) sts...

                                                                                          2
© Imogen Thwaite 2024. For personal use only. Please don't share this ﬁle - thank you!`,
    expected: {
      title: 'Bramblewick Socks',
      designer: 'Imogen Thwaite',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(365) }],
      gauge: { stitches: 36, rows: 48, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['20', '22', '24'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw23-03',
    text: `MOUNTAIN MEADOW MILLS                                     FREE PATTERN · MMM-H114

Timberline Cabled Hat
Designed by Rosalind Park for Mountain Meadow Mills

Skill level: Intermediate
Yarn weight: Bulky (5)

SIZES
To fit head circumference: 18 (20, 22)"
Finished circumference (unstretched): 16 (18, 20)"
Hat is meant to be worn with 2" negative ease.

MATERIALS
Mountain Meadow Mills Tamarack Bulky (100% American wool; 100 g / 106 yds / 97 m)
1 (1, 2) skeins in color Spruce
US 10 (6 mm) 16" circular needle
US 10.5 (6.5 mm) 16" circular needle and set of double-pointed needles
Cable needle, stitch marker, tapestry needle, optional faux fur pom-pom

GAUGE
14 sts and 20 rnds = 4" in stockinette stitch worked in the round on larger needles.
Cable panel (16 sts) measures 3.5" wide.
TAKE TIME TO CHECK GAUGE.

NOTES
The hat is worked in the round from the brim up. Cables are worked from the chart or the
written instructions. When working from the chart, read all rows from right to left.

STITCH GUIDE
2/2 RC: Slip 2 sts to cable needle and hold in back, k2, k2 from cable needle.
2/2 LC: Slip 2 sts to cable needle and hold in front, k2, k2 from cable needle.

BRIM
With smaller needle, CO 64 (72, 80) sts. Place marker and join to work in the round.
Rnd 1: *K2, p2; rep from * around. Rep Rnd 1 until brim measures 2.5 (3, 3)".

BODY
Change to larger needle. Rnd 1: *Work Cable Panel over 16 sts; rep from * around.
Continue in pattern until hat measures 7 (7.5, 8.5)" from cast-on edge.

CROWN
Change to DPNs when sts no longer fit comfortably on the circular needle.
Dec rnd 1: *K2tog, work to end of panel; rep from * around. ...

Find more free patterns at mountainmeadowmills.com · Share your makes with #mountainmeadowmills
Mountain Meadow Mills, Inc. · This pattern may not be sold. © 2025`,
    expected: {
      title: 'Timberline Cabled Hat',
      designer: 'Rosalind Park',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '18', yards: 106 },
        { size: '20', yards: 106 },
        { size: '22', yards: 212 },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [
        { us: '10', mm: 6 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['18', '20', '22'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
];
