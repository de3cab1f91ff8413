import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw30-01',
    text: `THISTLEDOWN SOCKS
cuff-down socks with a traveling cable panel
by Rowan Ellery-Park

rowan ellery-park designs · ravelry.com/stores/rowan-ellery-park · @rowanknitsthings

Thank you for buying this pattern! This PDF is for your personal use only. Please don't share,
copy or resell it. You are welcome to sell socks you knit from it in small numbers; please credit
the design.

ABOUT THE DESIGN
Thistledown is worked from the cuff down, with a twisted rib cuff, a traveling-cable panel that
runs down the front of the leg and continues along the instep, a slip-stitch heel flap with a
gusset, and a wedge toe. The sole stays in plain stockinette so they slide into boots.

SIZES
S (M, L) to fit foot circumference 7 (8, 9)" / 18 (20.5, 23) cm
Foot length is adjustable. Shown in size M on an 8½" foot (about 1" negative ease).

MATERIALS
Yarn: Hollow Creek Fiber Co. Twist Sock (75% superwash merino, 25% nylon; 463 yds/423 m per
100 g skein); fingering weight. 1 skein is enough for all three sizes.
Shown in colorway "Lichen". The sample in size M weighed 81 g.
Needles: US 1 (2.25 mm) needles for working small circumferences in the round: DPNs, two
circulars or one long circular for magic loop, as you prefer.
Notions: cable needle (optional), 2 locking stitch markers, tapestry needle.

GAUGE
32 sts and 44 rnds = 4" (10 cm) in stockinette stitch worked in the round, after a gentle soak.
The 24-st cable panel measures about 2¼" (5.5 cm) across.

ABBREVIATIONS
1/1 RT: k2tog leaving sts on left needle, knit first st again, slip both off
1/1 LT: knit into back of second st, then knit first and second sts tbl together
1/1 RPT (right purl twist): sl 1 to cn, hold in back, k1tbl, p1 from cn
1/1 LPT (left purl twist): sl 1 to cn, hold in front, p1, k1tbl from cn
CDD: slip 2 tog knitwise, k1, pass 2 slipped sts over
k1tbl: knit 1 through the back loop
rnd(s): round(s)   ssk: slip, slip, knit 2 slipped sts tog

NOTES
The chart is read from right to left on every round. If you are using magic loop, place the
instep stitches (panel + 4 sts each side) on the first needle.

CUFF
CO 56 (64, 72) sts using the long-tail cast on. Divide sts as you like and join to work in the
round, being careful not to twist.
Rnd 1: *K1tbl, p1; rep from * to end.
Repeat Rnd 1 until cuff measures 1½" (4 cm).

MORE FROM ROWAN
Fernbrake Mitts · 1 skein (280 yds)    Moss Garden Hat · 190 yds    Tidewrack Shawl · 850–920 yds

Thistledown Socks · © 2025 Rowan Ellery-Park · page 1 of 6`,
    expected: {
      title: 'Thistledown Socks',
      designer: 'Rowan Ellery-Park',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 463 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw30-02',
    text: `MAPLE HOLLOW YARNS
Spun in Ontario since 1962 · maplehollowyarns.ca

FREE PATTERN  ·  MHY-C2147  ·  Crochet

Portage Pullover
Designed by Geneviève Tremblay-Ross

SKILL LEVEL: EASY ■■□□

A boxy, hip-length crochet pullover in half double crochet with a ribbed hem and cuffs worked
in back-loop slip stitch. Perfect for a first crochet garment!

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished bust: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5) cm
Finished length: 22 (22½, 23, 23½, 24, 24½, 25)" / 56 (57, 58.5, 59.5, 61, 62, 63.5) cm
Shown in size S with 4" of positive ease.

MATERIALS
Maple Hollow Harvest Worsted (100% Canadian wool; 3.5 oz/100 g; 210 yds/192 m)
Medium (4) worsted weight
5 (5, 6, 7, 7, 8, 9) balls colour #318 Spruce
Crochet hooks: US H-8 (5 mm) and US I-9 (5.5 mm), or size needed to obtain gauge
Stitch markers, yarn needle

GAUGE
13 hdc and 10 rows = 4" (10 cm) with larger hook.
TAKE TIME TO CHECK YOUR GAUGE.

NOTES
Front and Back are worked separately from the bottom up, then the raglan armholes are shaped by
decreasing at each end of every row. Sleeves are worked from the cuff up and also shaped with
raglan decreases. Pieces are sewn together and the neckband is worked around the neck opening.
Ch 2 at the beginning of a row does not count as a stitch.

ABBREVIATIONS
approx = approximately; beg = beginning; blo = back loop only; ch = chain; dec = decrease;
hdc = half double crochet; hdc2tog = [yarn over, insert hook in next st, yarn over and pull up a
loop] twice, yarn over and draw through all 5 loops on hook; rep = repeat; RS = right side;
sl st = slip stitch; st(s) = stitch(es); WS = wrong side

BACK
Hem ribbing: With smaller hook, ch 9.
Row 1: Sl st in 2nd ch from hook and in each ch across. 8 sl sts.
Row 2: Ch 1, turn, sl st in blo of each st across.
Rep Row 2 until ribbing measures 17 (19, 21, 23, 25, 27, 29)" unstretched. Do not fasten off.
Body: Change to larger hook. Ch 2, work 1 hdc in the end of each row of ribbing across.

MAKE IT A SET! The Portage Toque uses just 1 ball of Harvest Worsted – free at maplehollowyarns.ca.

Maple Hollow Yarns Ltd. · 88 Mill Road, Almonte ON · Pattern questions: help@maplehollowyarns.ca
© 2025 Maple Hollow Yarns. For personal, non-commercial use. Page 1 of 4`,
    expected: {
      title: 'Portage Pullover',
      designer: 'Geneviève Tremblay-Ross',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1050 },
        { size: 'M', yards: 1260 },
        { size: 'L', yards: 1470 },
        { size: 'XL', yards: 1470 },
        { size: '2XL', yards: 1680 },
        { size: '3XL', yards: 1890 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'raglan'],
    },
  },
];
