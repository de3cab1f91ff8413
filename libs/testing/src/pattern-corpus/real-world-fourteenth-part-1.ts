import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FOURTEENTH_CASES (split for the file-size rule; see real-world-fourteenth.ts). */
export const REAL_WORLD_FOURTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-fourteenth-payhip-australian-letter-sizes-metres-yards-rows',
    text: `WATTLEBIRD CARDIGAN
a pattern by Jess Thornbury · thornburyknits.com.au

Thank you for supporting independent design! If you have a question, email hello@thornburyknits.com.au

SIZING
Sizes: A (B, C, D, E, F)
Finished chest, buttoned: 84 (94, 104, 114, 124, 134) cm / 33 (37, 41, 45, 49, 53)"
Choose a size with 5-10 cm of positive ease. Sample is size C, worn by Tamsin (92 cm chest).

YARN
4ply / fingering weight wool. Sample: Fibre Flock Merino 4ply (100 g = 365 m), colour Wattle.

            A      B      C      D      E      F
Metres   1095   1240   1385   1530   1680   1825
Yards    1198   1356   1515   1673   1837   1996

NEEDLES & NOTIONS
2.75 mm (US 2) circular needle, 80 cm, for ribbing
3.25 mm (US 3) circular needle, 80 cm, and DPNs or a long circular for sleeves
7 (7, 8, 8, 9, 9) buttons, 15 mm · stitch markers · tapestry needle

GAUGE
28 sts and 36 rows = 10 cm in stocking stitch on 3.25 mm needles, after blocking.

CONSTRUCTION
Wattlebird is worked seamlessly from the top down. After a few short rows at the back neck the yoke
is shaped with raglan increases; the sleeves are separated and worked in the round to the cuff.

ABBREVIATIONS
k – knit · p – purl · M1L / M1R – make one left / right · pm – place marker · sm – slip marker

YOKE
With 2.75 mm needle, cast on 98 (102, 106, 110, 114, 118) sts. Work 6 rows in 1x1 rib.
Change to 3.25 mm needle. Set-up row (RS): k3, pm, k16 (16, 17, 17, 18, 18), pm ...

This pattern was purchased through Payhip. Please don't share or resell this file.
© 2025 Jess Thornbury. All rights reserved. Made on Wurundjeri land.`,
    expected: {
      title: 'Wattlebird Cardigan',
      designer: 'Jess Thornbury',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'A', yards: m(1095) },
        { size: 'B', yards: m(1240) },
        { size: 'C', yards: m(1385) },
        { size: 'D', yards: m(1530) },
        { size: 'E', yards: m(1680) },
        { size: 'F', yards: m(1825) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['A', 'B', 'C', 'D', 'E', 'F'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-fourteenth-norwegian-indie-two-yarns-held-cm-chest',
    text: `SKODDE
a sweater in two strands

Design and text: Ingrid Aasen Myklebust
Technical editing: Laura Penn · Photos: Øystein Lund

SIZES
Finished chest circumference: 86 (94, 102, 110, 118, 126) cm / 33¾ (37, 40¼, 43¼, 46½, 49½)"
Choose a size with about 10-20 cm positive ease. Pictured in size 102 cm.

YARN
Yarn A: Fjordull Tynn (100% Norwegian wool, 50 g = 200 m): 5 (5, 6, 6, 7, 8) skeins
Yarn B: Silkemohair (70% kid mohair, 30% silk, 25 g = 210 m): 3 (3, 4, 4, 4, 5) skeins
Yarn A and Yarn B are held together throughout. Together they knit to a DK weight gauge.

NEEDLES
4 mm (US 6) circular needles, 40 and 80 cm
4.5 mm (US 7) circular needles, 40 and 80 cm, and double-pointed needles

GAUGE
20 sts and 27 rounds = 10 x 10 cm in stockinette on 4.5 mm needles, with one strand of each yarn.

CONSTRUCTION
The body is worked bottom-up in the round to the armholes. The sleeves are worked separately in the
round, then everything is joined for a round yoke with simple decreases.

BODY
With 4 mm needle and one strand of A and B held together, cast on 172 (188, 204, 220, 236, 252) sts.
Join to work in the round, taking care not to twist. Work k1, p1 rib for 6 cm ...

This PDF was downloaded from ravelry.com. For personal use only - please do not share.
More patterns: ravelry.com/designers/ingrid-aasen-myklebust
© Ingrid Aasen Myklebust 2026`,
    expected: {
      title: 'Skodde',
      designer: 'Ingrid Aasen Myklebust',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '86', yards: m(5 * 200 + 3 * 210) },
        { size: '94', yards: m(5 * 200 + 3 * 210) },
        { size: '102', yards: m(6 * 200 + 4 * 210) },
        { size: '110', yards: m(6 * 200 + 4 * 210) },
        { size: '118', yards: m(7 * 200 + 4 * 210) },
        { size: '126', yards: m(8 * 200 + 5 * 210) },
      ],
      gauge: { stitches: 20, rows: 27, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['86', '94', '102', '110', '118', '126'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-fourteenth-etsy-german-socks-shoe-size-table',
    text: `Zickzack Socks
by Annika Brenner · Strickstube Brenner

Thank you for buying this pattern in my Etsy shop StrickstubeBrenner! Questions? Message me on Etsy.

SIZES
Shoe size (EU)      36/37     38/39     40/41     42/43
UK                  3½-4      5-5½      6½-7      8-9
US women's          6-6½      7½-8      9-9½      10-11
Foot circumference  20 cm     21 cm     22 cm     23 cm

MATERIALS
Sock yarn, fingering / 4-ply (75% wool, 25% polyamide), 100 g = 420 m.
I used Wollwerk Sockenwolle in the colour Moos.
You need 1 skein for sizes 36/37 to 40/41 and 2 skeins for size 42/43.
Needles: 2.5 mm (US 1½) double-pointed needles, or a long circular for magic loop
Stitch markers, tapestry needle

GAUGE
32 sts and 44 rounds = 10 cm in stockinette stitch, knitted in the round.

NOTES
The socks are worked top-down from the cuff, with a heel flap, gusset and wedge toe.
The zigzag on the leg and instep is an easy eyelet lace pattern (chart and written rows on page 4).

CUFF
Cast on 60 (64, 68, 72) sts loosely and join in the round. Work 15 rounds of k2, p2 rib.

LEG
Work rounds 1-12 of the zigzag lace pattern 4 times ...

© 2026 Annika Brenner – Strickstube Brenner. For private use only. You may sell socks made from this
pattern in small numbers; please credit the design. Tag #zickzacksocks`,
    expected: {
      title: 'Zickzack Socks',
      designer: 'Annika Brenner',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36/37', yards: m(420) },
        { size: '38/39', yards: m(420) },
        { size: '40/41', yards: m(420) },
        { size: '42/43', yards: m(840) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36/37', '38/39', '40/41', '42/43'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw-fourteenth-dutch-shop-child-ages-grams-table',
    text: `Madelief Cardigan
Design: Femke de Wit — www.femkedewit.nl

A little cardigan for playing outside, with a row of lace daisies above the ribbing.
Knit the cardigan in one piece from the top down, with raglan increases. No sewing!

SIZE TABLE
Age           2-3 y   4-5 y   6-7 y   8-9 y   10-11 y
Chest         64      70      76      82      88       cm
Length        36      40      44      48      52       cm
Yarn          150     200     200     250     300      grams

YARN
A cotton-merino blend in DK weight. I knitted the sample in Katoen Merino by De Bolle
(50 g ≈ 120 m), colour 08 Zand.

NEEDLES
Circular needle 3.5 mm and 4 mm, 60 cm; double pointed needles in the same sizes for the sleeves.

GAUGE
22 sts × 30 rows = 10 × 10 cm in stockinette on 4 mm needles.

ALSO NEEDED
5 (5, 6, 6, 7) buttons · 4 stitch markers · a darning needle

ABBREVIATIONS
st(s) = stitch(es) · k = knit · p = purl · yo = yarn over · k2tog = knit 2 together
m1 = make 1 · pm = place marker

HOW TO START
Cast on 60 (64, 68, 72, 76) sts on the 3.5 mm needle. Knit 5 rows garter stitch.
Change to 4 mm. Place the markers for the raglan lines: ...

Questions? Mail me at hallo@femkedewit.nl — I answer in Dutch and English.
© Femke de Wit 2026 · This pattern is for personal use only.`,
    expected: {
      title: 'Madelief Cardigan',
      designer: 'Femke de Wit',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2-3 years', yards: m(360) },
        { size: '4-5 years', yards: m(480) },
        { size: '6-7 years', yards: m(480) },
        { size: '8-9 years', yards: m(600) },
        { size: '10-11 years', yards: m(720) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2-3 years', '4-5 years', '6-7 years', '8-9 years', '10-11 years'],
      techniques: ['top-down', 'raglan', 'lace'],
    },
  },
];
