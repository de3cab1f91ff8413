import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw46-13-us-indie-crochet-bobble-cropped-cardigan',
    text: `MARSHMALLOW
CARDIGAN
a cropped, bobbly crochet cardigan
crochet pattern by Leah Brandt
tech editing: Corinne Vail · photos: Marisol Pena
leah brandt crochet | Marshmallow Cardigan | pg 2
SIZES
XS (S, M, L, XL, 2X, 3X)
Shown in size S with 4" / 10 cm of positive ease.
FINISHED MEASUREMENTS
Size XS S M L XL 2X 3X
Bust (in) 34 38 42 46 50 54 58
Bust (cm) 86.5 96.5 106.5 117 127 137 147.5
Length (in) 16 16½ 17 17½ 18 18½ 19
MATERIALS
Yarn
Worsted weight yarn (#4 medium)
Shown in: Hollow Pine Worsted (100% merino; 100 g / 210 yds / 192 m) in Toasted
5 (5, 6, 6, 7, 8, 8) skeins
Hooks
US H-8 (5 mm) and US I-9 (5.5 mm)
Notions
6 (6, 6, 7, 7, 7, 7) buttons, ⅞" / 22 mm; stitch markers; tapestry needle
GAUGE
14 sts and 11 rows = 4" / 10 cm in hdc with I-9 (5.5 mm) hook.
13 sts and 12 rows = 4" / 10 cm in bobble pattern with I-9 (5.5 mm) hook.
leah brandt crochet | Marshmallow Cardigan | pg 3
CONSTRUCTION
The body is crocheted flat in one piece from the bottom up to the under-
arms, then the fronts and back are worked separately to the shoulders. The
sleeves are worked flat from the cuff up and sewn in. Bobbles are scattered over
the body on RS rows; the WS rows are plain hdc.
SPECIAL STITCH
Bobble: *Yo, insert hook in st, yo and pull up a loop, yo and draw through 2 loops;
rep from * 4 more times in same st, yo and draw through all 6 loops on hook.
BODY
Hem ribbing: With H-8 hook, ch 9.
Row 1: Sc in 2nd ch from hook and in each ch across, turn—8 sc.
Row 2: Ch 1, sc blo in each st across, turn.
Rep Row 2 until ribbing measures 32 (36, 40, 44, 48, 52, 56)" / 81 (91.5, 101.5,
112, 122, 132, 142) cm when slightly stretched. Do not fasten off.
Change to I-9 hook. Turn to work along the long edge of the ribbing.
Row 1 (WS): Ch 1, work 113 (127, 141, 155, 169, 183, 197) hdc evenly along the
edge, turn.
Row 2 (RS): Ch 1, hdc in first 4 sts, *bobble in next st, hdc in next 6 sts; rep from
* to last 4 sts, hdc to end, turn.
leah brandt crochet | Marshmallow Cardigan | pg 4
© 2025 Leah Brandt. All rights reserved. Do not share or resell this PDF.`,
    expected: {
      title: 'Marshmallow Cardigan',
      designer: 'Leah Brandt',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 5 * 210 },
        { size: 'S', yards: 5 * 210 },
        { size: 'M', yards: 6 * 210 },
        { size: 'L', yards: 6 * 210 },
        { size: 'XL', yards: 7 * 210 },
        { size: '2X', yards: 8 * 210 },
        { size: '3X', yards: 8 * 210 },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bobbles', 'bottom-up'],
    },
  },
  {
    id: 'rw46-14-finnish-indie-crochet-beret-top-down-rounds',
    text: `KUURA
BERET
A light crocheted beret with a ribbed band
Design: Aino Lehtinen · Photos: Elina Koski
aino lehtinen · Kuura Beret · 2/5
SIZES
S (M, L)
To ﬁt head circumference 52 (56, 60) cm / 20½ (22, 23½)"
Band circumference 46 (50, 54) cm, slightly stretched
Diameter of crown before blocking approx. 27 (28, 29) cm
MATERIALS
Yarn
Pohjola Sport (100% Finnish wool), sport weight, 50 g / 150 m
2 (2, 3) balls
Sample: size M in colour 08 Huurre, using 88 g
Hooks
3.25 mm (US D-3) for the band
3.75 mm (US F-5) for the body
Other
Stitch marker, tapestry needle, a dinner plate for blocking
GAUGE
22 dc and 12 rounds = 10 cm in double crochet worked in the round with
3.75 mm hook.
First 5 rounds = 9 cm in diameter.
aino lehtinen · Kuura Beret · 3/5
NOTES
The beret is worked from the top down in joined rounds, starting at the centre of
the crown. Increases flatten the crown into a disc, then decreases draw it in to
the band. The band is worked in back-loop-only slip stitch rib sideways and
sewn to the last round of the body.
US crochet terms are used throughout.
Ch-3 at the beginning of a round counts as 1 dc.
CROWN
With 3.75 mm hook, make a magic ring.
Rnd 1: Ch 3, 11 dc in ring, join with sl st to top of ch-3 (12 sts).
Rnd 2: Ch 3, dc in same st, 2 dc in each st around, join (24 sts).
Rnd 3: Ch 3, 2 dc in next st, *dc in next st, 2 dc in next st*; rep from * to *
around, join (36 sts).
Rnd 4: Ch 3, dc in next st, 2 dc in next st, *dc in next 2 sts, 2 dc in next st*;
rep from * to * around, join (48 sts).
Continue increasing 12 sts every round in this way until you have 120 (132, 144)
sts.
Work even in dc for 3 rounds.
aino lehtinen · Kuura Beret · 4/5
© Aino Lehtinen 2025. Kaikki oikeudet pidätetään / All rights reserved.`,
    expected: {
      title: 'Kuura Beret',
      designer: 'Aino Lehtinen',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: m(2 * 150) },
        { size: 'M', yards: m(2 * 150) },
        { size: 'L', yards: m(3 * 150) },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'F-5', mm: 3.75 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
