import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** This batch's helpers (kept short for the file-size rule): yards or metres per size in the sizes' order, a tool. */
export const perSize = (sizes: string[], yards: number[]) =>
  yards.map((y, i) => ({ size: sizes[i] ?? null, yards: y }));
export const perSizeM = (sizes: string[], metres: number[]) => perSize(sizes, metres.map(m));
export const tool = (us: string | null, mm: number | null) => ({ us, mm });

/** Part 1 of REAL_WORLD_TWENTIETH_CASES (split for the file-size rule; see real-world-twentieth.ts). */
export const REAL_WORLD_TWENTIETH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw20-01',
    text: `HAREBELL
a stranded colourwork yoke jumper

Design & words: Isla Rennie
isla rennie knits · islarennie.bigcartel.com

Thank you for buying this pattern! Please don't share or resell this PDF – it's how I pay the bills.

SIZES
               XS     S      M      L      XL     2XL    3XL
To ﬁt bust     76     81     91     102    112    122    132     cm
Finished bust  86     96     106    116    126    136    146     cm
               34     37¾    41¾    45¾    49½    53½    57½     in
Body length    56     57     58     60     61     62     63      cm
Recommended ease 10-15 cm; my sample is size M, worn with 15 cm of ease.
YARN
Fenwick Woollen Mill Shetland 4ply (100% Shetland wool; 25 g = 110 m), a true
ﬁngering weight.
  MC  Heather   780 (850, 930, 1010, 1100, 1190, 1280) m
  CC1 Moss      60 m, all sizes
  CC2 Cream     40 m, all sizes

NEEDLES & NOTIONS
3 mm (US 2½) circular needle, 40 cm and 80 cm, for the ribbing
3.5 mm (US 4) circular needle, 40 cm and 80-100 cm, plus DPNs or a long circular for
magic loop for the sleeves
Stitch markers (one in a contrast colour for BOR), waste yarn, tapestry needle
TENSION
28 sts and 36 rounds to 10 cm over stocking stitch on 3.5 mm needle, after blocking.
30 sts and 32 rounds to 10 cm over the stranded chart.

CONSTRUCTION
Harebell is worked from the top down in the round. The neckband comes ﬁrst, then German
short rows raise the back neck and the yoke chart is knitted in stranded colour-
work. Stitches are divided for body and sleeves, which are both knitted in the round
down to the ribbing. No seams!

isla rennie knits · Harebell · page 2 of 9
NECKBAND
With 3 mm 40 cm needle and MC, cast on 120 (120, 128, 128, 136, 144, 144) sts. Place
marker and join to work in the round, being careful not to twist.
Round 1: *K1 tbl, p1; rep from * to end. Repeat this round until rib measures 3 cm.
Change to 3.5 mm needle. Next round: knit, inc 24 (32, 32, 40, 40, 40, 48) sts evenly.
continued on next page
© Isla Rennie 2025. All rights reserved. For personal use only – not for resale.`,
    expected: {
      title: 'Harebell',
      designer: 'Isla Rennie',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: perSizeM(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'], [880, 950, 1030, 1110, 1200, 1290, 1380]),
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [tool('2.5', 3), tool('4', 3.5)],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['colorwork', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw20-02',
    text: `Hook & Honey
SUNDAY MARKET CARDIGAN
a cozy, boxy crochet cardigan with deep patch pockets

Pattern by Rosalind Achebe
Skill level: Confident beginner
US crochet terms throughout | Etsy & Ravelry: HookAndHoneyStudio

Hi friend! Thank you for supporting my small business. Please tag #sundaymarketcardigan!

SIZES: S/M (L/XL, 2X/3X, 4X/5X)
Finished bust: 42 (50, 58, 66)"  |  107 (127, 147, 168) cm
Designed with 8-12" of positive ease. Sample shown is size S/M on a 34" bust.

MATERIALS
• Worsted weight yarn (#4 medium). Sample: Prairie Mill Worsted, 100% wool,
  218 yds / 199 m per 100 g skein, in colorway Rust.
• Yardage: 1,020 (1,240, 1,480, 1,720) yds / 933 (1,134, 1,353, 1,573) m
• US I-9 (5.5 mm) crochet hook – body and sleeves
• US H-8 (5 mm) crochet hook – ribbing and front bands
• 5 buttons, 25 mm (optional) · stitch markers · yarn needle

GAUGE
14 hdc and 10 rows = 4" (10 cm) in hdc through the back loop, with the larger hook.

CONSTRUCTION NOTES
The body is worked flat in one piece from the bottom up to the underarms, then the
fronts and back are worked separately to the shoulders. The sleeves are worked in the
round from the cuff up and sewn in. Ribbing is worked sideways and attached as you go.
Ch 2 at the beginning of a row does not count as a stitch throughout.
ABBREVIATIONS
ch – chain   sl st – slip stitch   sc – single crochet   hdc – half double crochet
BLO – back loop only   FPdc/BPdc – front/back post double crochet   st(s) – stitch(es)

Hook & Honey · Sunday Market Cardigan · 3
RIBBING
With H-8 hook, ch 13 (13, 15, 15).
Row 1: Sc in 2nd ch from hook and each ch across, turn. (12 (12, 14, 14) sc)
Row 2: Ch 1, sc BLO in each st across, turn.
Repeat Row 2 until ribbing measures 40 (48, 56, 64)" unstretched.
BODY
Change to I-9 hook. Row 1: Ch 2, work 140 (168, 196, 224) hdc evenly along the long
edge of the ribbing, turn.
Questions? hello@hookandhoney.studio · © 2025 Rosalind Achebe`,
    expected: {
      title: 'Sunday Market Cardigan',
      designer: 'Rosalind Achebe',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: perSize(['S/M', 'L/XL', '2X/3X', '4X/5X'], [1020, 1240, 1480, 1720]),
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [tool('H-8', 5), tool('I-9', 5.5)],
      sizes: ['S/M', 'L/XL', '2X/3X', '4X/5X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-03',
    text: `LINDENWOOD YARN CO.  |  FREE PATTERN  LY-2318
Boardwalk Tee
Designed by Tamsin Ortega
Skill Level: Easy ■■□□
A breezy raglan tee knit seamlessly from the neck down in our Seaglass Cotton. Wear it
with 2-4" of positive ease.

SIZES
Finished bust: 32 (36, 40, 44, 48, 52, 56)"
               81.5 (91.5, 101.5, 112, 122, 132, 142) cm
Length from back neck: 20 (20½, 21, 21½, 22, 22½, 23)"
Sample shown in size 36" with 3" of positive ease.

MATERIALS
Yarn: Lindenwood Seaglass Cotton [100% pima cotton; 280 yds (256 m) per 100 g skein];
DK weight (#3 light)
3 (4, 4, 5, 5, 6, 6) skeins in color #814 Tidepool
Needles: US size 4 (3.5 mm) 16" and 24" circular needles
US size 6 (4 mm) 16" and 32" circular needles and set of double-pointed needles,
or size needed to obtain gauge
Notions: 5 stitch markers (1 unique), stitch holders or waste yarn, tapestry needle

GAUGE
22 sts and 30 rnds = 4" (10 cm) in Stockinette stitch on larger needles, after washing.

NOTES
The tee is worked seamlessly from the neck down in the round, with raglan increases to
the underarms. The yoke is divided for body and sleeves; the body continues in the round
to the hem and the short sleeves are finished with a rolled edge.

ABBREVIATIONS
BOR beginning of round · k knit · kfb knit front and back · pm place marker ·
rnd(s) round(s) · sm slip marker · St st Stockinette stitch

NECKBAND
With smaller 16" circular, CO 96 (100, 104, 108, 112, 116, 120) sts. Pm and join.
Rnds 1-6: *K1, p1; rep from * around.
YOKE
Change to larger needle. Set-up rnd: K14 (14, 14, 14, 15, 15, 15) for right sleeve, pm,
k34 (36, 38, 40, 41, 43, 45) for front, pm, k14 (14, 14, 14, 15, 15, 15) for left sleeve,
pm, k to end for back.
Need help with this pattern? patterns@lindenwoodyarn.com
Shop the Boardwalk Tee kit at lindenwoodyarn.com/kits
© 2025 Lindenwood Yarn Co. This pattern is free for personal use and may not be sold.
Page 1 of 3`,
    expected: {
      title: 'Boardwalk Tee',
      designer: 'Tamsin Ortega',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: perSize(['32', '36', '40', '44', '48', '52', '56'], [840, 1120, 1120, 1400, 1400, 1680, 1680]),
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [tool('4', 3.5), tool('6', 4)],
      sizes: ['32', '36', '40', '44', '48', '52', '56'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw20-04',
    text: `KERNOW COLOURWORKS
hand-dyed in Cornwall · free pattern download

W A V E C R E S T   S O C K S
pattern by Morwenna Polglase

These are the socks I knit on the harbour wall every spring. A simple lace wave runs
down the instep – memorable after one repeat – and the leg and sole are plain stocking
stitch, so every skein of our speckles gets to shine.

SIZE
UK shoe size 3-5 (6-8, 9-11)
Foot circumference: 20 (22, 24) cm – choose the size closest to your foot, or 1 cm
smaller for a snug ﬁt. Leg length is adjustable.

YOU WILL NEED
1 skein Kernow Sock (75% superwash merino / 25% nylon; 100 g / 425 m), a 4ply /
ﬁngering weight sock yarn – one skein is enough for all three sizes.
Shown in "Porthleven Harbour".
2.5 mm (US 1½) double-pointed needles, or a long circular for magic loop
Stitch marker, tapestry needle

TENSION
32 sts and 44 rounds = 10 cm over stocking stitch in the round, after a gentle wash.

NOTES
Worked from the cuff down in the round with a heel ﬂap and gusset and a wedge toe.
The lace chart is worked over the instep stitches only; a written version is on p. 3.
k2tog knit 2 together · ssk slip, slip, knit · yo yarn over · sl1 slip 1 purlwise

CUFF
Cast on 60 (68, 76) sts loosely; divide over your needles and join to work in the round.
Round 1: *K1 tbl, p1; rep from * to end. Repeat this round for 2.5 cm.
LEG
Round 1: Work Wave chart over 30 (34, 38) instep sts, k to end.
Continue as set until leg measures 15 cm from cast-on, or desired length, ending
after a chart round 8.
HEEL FLAP
Worked back and forth over the 30 (34, 38) sole sts.
Row 1 (RS): *Sl1, k1; rep from * to end. Row 2 (WS): Sl1, p to end.
kernowcolourworks.co.uk · @kernowcolourworks · page 2
Free for personal use. Please don't sell this pattern or ﬁnished items in quantity.`,
    expected: {
      title: 'Wavecrest Socks',
      designer: 'Morwenna Polglase',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(425) }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [tool('1.5', 2.5)],
      sizes: ['3-5', '6-8', '9-11'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
];
