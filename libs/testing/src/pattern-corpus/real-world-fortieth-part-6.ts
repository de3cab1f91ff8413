import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTIETH_CASES_PART_6 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw40-11-uk-indie-knitted-sheep-toy-grams-per-colour',
    text: `WILFRED
THE SHEEP
a cuddly knitted sheep with a curly loop-stitch ﬂeece
by Polly Ashworth
Bramble & Fern
1
Wilfred the Sheep – Bramble & Fern – 2
WHAT YOU NEED
Yarn
Westwold DK (100% British wool; 50 g / 120 m)
Yarn A – Cream
50 g
Yarn B – Charcoal
15 g
Needles
3 mm (UK 11 / US 2½) double-pointed needles, set of 4
Also
Toy stuffing, approx. 40 g
2 x 9 mm safety eyes (or embroider the eyes for babies)
Stitch marker, tapestry needle
FINISHED SIZE
Approx. 22 cm tall when sitting
TENSION
Tension is not important for this toy, but use a needle small enough that the stuffing
won’t show through the fabric.
Wilfred the Sheep – Bramble & Fern – 3
HOW WILFRED IS MADE
Wilfred’s body and head are knitted in one piece in the round. His legs and ears are
knitted separately and sewn on, and his tail is a short length of i-cord. The ﬂeece is
worked in loop stitch over the body, so the loops sit on the outside of the work – take
it slowly on the ﬁrst few rounds and it soon becomes a rhythm.
ABBREVIATIONS
k knit
p purl
kfb knit into front and back of stitch
k2tog knit 2 together
ML make loop: knit 1 without dropping it from the left needle, bring the yarn to the
front between the needles, wrap it round your thumb, take it to the back and knit the
same stitch again, dropping it; pass the ﬁrst stitch over the second
BODY
Using Yarn A, cast on 12 sts and divide over 3 needles. Join to work in the round.
Round 1 (Kfb) to end. 24 sts.
Round 2 and every alt round K.
Round 3 (K1, kfb) to end. 36 sts.
Round 5 (K2, kfb) to end. 48 sts.
Round 7 *K1, ML; rep from * to end.
Rounds 8 to 30 Repeat Rounds 6 and 7.
© Polly Ashworth / Bramble & Fern 2025. You may sell items you make from this pattern in
small numbers; please credit the design. Toys with safety eyes are not suitable for
children under 3 years.
Wilfred the Sheep – Bramble & Fern – 4`,
    expected: {
      title: 'Wilfred the Sheep',
      designer: 'Polly Ashworth',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((50 + 15) * 120) / 50) }],
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['in the round', 'i-cord'],
    },
  },
  {
    id: 'rw40-12-us-indie-colorwork-yoke-pullover-mc-cc-skeins',
    text: `MEADOWLARK
PULLOVER
a seamless yoke sweater with a stranded meadow-ﬂower band
design by Corinne Hale
Hale & Hearth
photography: Sam Reyes · tech editing: Priya Natarajan
Hale & Hearth · Meadowlark Pullover · 2
SIZES
XS (S, M, L, XL, 2X, 3X)
Finished bust: 33 (37, 41, 45, 49, 53, 57)" / 84 (94, 104, 114.5, 124.5, 134.5, 145) cm
Recommended ease: 4–6" / 10–15 cm of positive ease.
Sample shown in size S with 5" ease.
YARN
Sport weight (#2 ﬁne)
Wheatland Sport (100% Rambouillet wool; 50 g / 175 yds / 160 m)
MC: Oat, 6 (7, 7, 8, 9, 10, 11) skeins
CC1: Goldenrod, 1 skein
CC2: Sage, 1 skein
NEEDLES
US 3 (3.25 mm): 16" and 32" circular needles, plus DPNs or a long circular for magic loop
US 5 (3.75 mm): 16" and 32" circular needles, plus DPNs or a long circular for magic loop
NOTIONS
Stitch markers, waste yarn, tapestry needle
GAUGE
24 sts and 32 rnds = 4" / 10 cm in stockinette stitch in the round on larger needle.
26 sts and 28 rnds = 4" / 10 cm in stranded colorwork on larger needle.
Hale & Hearth · Meadowlark Pullover · 3
CONSTRUCTION
Meadowlark is worked seamlessly from the top down. After the folded neckband, a few
short rows raise the back neck; then the yoke is worked in the round with the stranded
colorwork band from Chart A. The sleeves are separated at the underarm and the body is
worked in the round to the hem. The sleeves are worked in the round to the cuffs.
SCHEMATIC
a 33 (37, 41, 45, 49, 53, 57)"
b 14 (14½, 15, 15, 15½, 16, 16)"
c 12 (12½, 13, 14, 15, 16, 17)"
d 18"
e 8 (8, 8½, 9, 9½, 10, 10½)"
CHART A
27
25
20
15
10
5
1
12 10 5 1
Key
Oat (MC) Goldenrod (CC1) Sage (CC2)
no stitch pattern repeat
Hale & Hearth · Meadowlark Pullover · 4
© 2025 Corinne Hale / Hale & Hearth. For personal use only. Please do not share this ﬁle.`,
    expected: {
      title: 'Meadowlark Pullover',
      designer: 'Corinne Hale',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: (6 + 2) * 175 },
        { size: 'S', yards: (7 + 2) * 175 },
        { size: 'M', yards: (7 + 2) * 175 },
        { size: 'L', yards: (8 + 2) * 175 },
        { size: 'XL', yards: (9 + 2) * 175 },
        { size: '2X', yards: (10 + 2) * 175 },
        { size: '3X', yards: (11 + 2) * 175 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['top-down', 'short rows', 'in the round', 'colorwork'],
    },
  },
];
