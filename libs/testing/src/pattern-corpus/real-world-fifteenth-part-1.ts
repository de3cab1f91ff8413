import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FIFTEENTH_CASES (split for the file-size rule; see real-world-fifteenth.ts). */
export const REAL_WORLD_FIFTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-fifteenth-australian-magazine-kids-jumper-brackets-colons',
    text: `AUSTRALIAN KNITTING & STITCH · Vol. 31 No. 4 · KIDS' CORNER                              62

BILLABONG STRIPES JUMPER
Designed by Tamsin Whitfield

An easy-care jumper for school days, knitted in pieces from the hem up with contrast stripes
across the yoke. Perfect for the first cool mornings of autumn.

SIZES
To fit age (years)        4 [6: 8: 10]
Actual chest              71 [77: 83: 89] cm
Length to back neck       43 [48: 53: 58] cm
Sleeve seam               27 [31: 36: 40] cm

MATERIALS
Heirloom Merino Magic 10 ply (aran weight), 50 g balls (approx. 83 m)
  Main colour (MC) Gum Leaf ......... 6 [7: 8: 9] balls
  Contrast (C) Wattle ............... 1 [1: 1: 1] ball
One pair each 4.00 mm (No. 8) and 5.00 mm (No. 6) knitting needles
4.00 mm circular needle, 40 cm long, for neckband
3 stitch holders; knitter's needle for sewing up

TENSION
18 sts and 24 rows to 10 cm over stocking st, using 5.00 mm needles.
Please check your tension carefully. If fewer sts, use smaller needles; if more sts, use bigger needles.

Figures in square brackets [ ] refer to the larger sizes; where only one figure is given it applies to all.

ABBREVIATIONS
alt = alternate; beg = beginning; dec = decrease; inc = increase; k = knit; p = purl; rep = repeat;
st(s) = stitch(es); stocking st = knit 1 row, purl 1 row; tog = together.

BACK
Using 4.00 mm needles and MC, cast on 66 [70: 76: 82] sts.
1st row (RS) K2, * P2, K2; rep from * to end.
2nd row P2, * K2, P2; rep from * to end.
Rep 1st and 2nd rows 6 times (14 rows rib in all), inc 0 [2: 0: 0] sts evenly across last row.
Change to 5.00 mm needles. Work in stocking st until Back measures 26 [29: 33: 36] cm from beg,
ending with a purl row.
Stripes: using C, work 2 rows; using MC, work 4 rows. These 6 rows form stripes.

Kits available from Wool Baa, Melbourne – see Stockists, page 94.
© Australian Knitting & Stitch 2025. For personal use only; not to be copied for resale.`,
    expected: {
      title: 'Billabong Stripes Jumper',
      designer: 'Tamsin Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '4 years', yards: m(581) },
        { size: '6 years', yards: m(664) },
        { size: '8 years', yards: m(747) },
        { size: '10 years', yards: m(830) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['4 years', '6 years', '8 years', '10 years'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-fifteenth-us-crochet-magazine-afghan-skeins-per-colour',
    text: `CROCHET TODAY & EVERY DAY  ·  HOME SPECIAL 2025

Prairie Sunset Afghan
By LaToya Simmons

SKILL LEVEL: EASY

FINISHED SIZE
About 50" x 62" (127 x 157.5 cm), excluding fringe

MATERIALS
Valley Forge Soft Worsted (100% acrylic; 7 oz/198 g; 350 yd/320 m per skein):
  #412 Rust (A) – 2 skeins
  #330 Goldenrod (B) – 1 skein
  #268 Dusty Rose (C) – 1 skein
  #101 Cream (D) – 2 skeins
Size I/9 (5.5 mm) crochet hook, or size needed to obtain gauge
Yarn needle

GAUGE
12 dc and 7 rows = 4" (10 cm)
TAKE TIME TO CHECK YOUR GAUGE.

STITCH GUIDE
ch = chain; dc = double crochet; sc = single crochet; sk = skip; sp = space; st(s) = stitch(es)
V-st: (dc, ch 1, dc) in same st.

NOTES
1. Afghan is worked in rows from side to side.
2. To change color, work last dc of old color until 2 loops remain on hook, yo with new color
   and draw through both loops; carry unused colors loosely up the side.
3. Fringe: cut 12" strands of A; knot 3 strands in every other st across each short end.

AFGHAN
With A, ch 152.
Row 1 (RS): Dc in 4th ch from hook (beg 3 sk ch count as first dc) and in each ch across — 150 dc.
Row 2: Ch 3 (counts as dc here and throughout), turn, *sk next st, V-st in next st; rep from *
across to last st, dc in last st.
Stripe sequence: 4 rows A, 2 rows B, 2 rows C, 2 rows D; rep for pattern.

For more home décor, see "Cozy Corners" on page 34. Yarn available at fine craft stores.
Valley Forge Yarns, P.O. Box 4110, Lancaster, PA. Design © LaToya Simmons.`,
    expected: {
      title: 'Prairie Sunset Afghan',
      designer: 'LaToya Simmons',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2100 }],
      gauge: { stitches: 12, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
    },
  },
  {
    id: 'rw-fifteenth-book-chapter-running-header-one-size-cowl',
    text: `THE SLOW STITCH YEAR                                                           AUTUMN · 58

CHAPTER FOUR: FIRST FROST

Bramble Moss Cowl

A deep, squishy tube of moss stitch and travelling cables, knitted in the round so there is no
wrong side to worry about. Wear it doubled against the wind or pulled up as a hood.

SIZE
One size
Finished circumference: 60 cm (23½ in)
Height: 28 cm (11 in)

YARN
Fennick Farm Aran (100% Bluefaced Leicester; 100 g / 180 m / 197 yds)
2 skeins in Sloe

NEEDLES & NOTIONS
5 mm (US 8) circular needle, 60 cm (24 in) long
Cable needle
Stitch marker
Tapestry needle

TENSION
21 sts and 24 rounds to 10 cm (4 in) over cable pattern, after blocking.

STITCH NOTES
C4F: slip 2 sts to cable needle and hold at front, k2, k2 from cable needle.
Moss stitch (worked in the round over an even number of sts):
Round 1: *k1, p1; rep from * to end.  Round 2: *p1, k1; rep from * to end.

METHOD
Cast on 126 sts. Place marker and join to work in the round, taking care not to twist.
Work 6 rounds of moss stitch.

58 · AUTUMN                                                           THE SLOW STITCH YEAR

Begin cable pattern: work Round 1 of Chart B seven times around. Continue until all 24 rounds
of the chart have been worked twice, then work Rounds 1–12 once more.

From The Slow Stitch Year by Imogen Hartley-Reeve (Quarto Lane, 2024). Reproduced with permission.`,
    expected: {
      title: 'Bramble Moss Cowl',
      designer: 'Imogen Hartley-Reeve',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 394 }],
      gauge: { stitches: 21, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['cables', 'in the round'],
    },
  },
  {
    id: 'rw-fifteenth-japanese-magazine-crochet-hat-slash-zero-hooks',
    text: `[Translated from Japanese]  Amimono Note  Spring/Summer issue — Work No. 07

Paper Yarn Bucket Hat
Design: Yuki Morinaga     Translation: R. Tanaka-Hill

■ Materials
Yarn: Kirara Eco Paper (100% rayon), 40 g/ball (approx. 80 m)
      Beige (23) ... 3 balls (120 g)
Hook: crochet hook 6/0 (3.5 mm), 7/0 (4.0 mm)
Other: shape-keeping wire (for the brim) 2.5 m, heat-shrink tube 4 cm

■ Finished size
Head circumference 57 cm, depth 17 cm

■ Gauge (10 cm square)
Single crochet: 20 sts, 22 rows

■ How to make
* Work with 1 strand of yarn throughout.
1. Make a magic ring and work 6 sc for the crown. Increase following the diagram, working in
   the round (join each round with a sl st) to round 12.
2. Work the sides without increasing to round 30.
3. Change to hook 7/0 for the brim. Lay the shape-keeping wire along the top of the stitches
   and work sc over it, increasing as shown in the diagram.
4. Cover the ends of the wire with heat-shrink tube and work the last round in reverse sc.
(Symbol charts: see p. 88.)

Translator's note on terms: Japanese "kusari-ami" = chain; "koma-ami" = single crochet (US) /
double crochet (UK). Japanese hook sizes are given with the millimetre size in brackets.

Paper yarn softens with steam: after finishing, steam the brim lightly and shape it by hand.
Hats made of paper yarn should not be washed. Stored flat, they keep their shape for years.

Next issue: summer marché bags in linen and jute.`,
    expected: {
      title: 'Paper Yarn Bucket Hat',
      designer: 'Yuki Morinaga',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
