import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_10 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw38-19-irish-indie-overlay-mosaic-throw-two-colours-metres',
    text: `BURREN
MOSAIC THROW
an overlay mosaic crochet blanket
Designed by Siobhán Carey
Photography: Niamh Carey
Burren Mosaic Throw · Siobhán Carey Crochet · 1
Burren Mosaic Throw · Siobhán Carey Crochet · 2
The limestone pavements of the Burren are criss-crossed with cracks
called grikes, and this throw borrows their pattern. It is worked in
overlay mosaic crochet: every row is worked in one colour only, and the
dropped double crochet stitches worked into the rows below draw the
motif. The ends of every row are left as a fringe, so there is very
little sewing in.
FINISHED SIZE
120 x 150 cm / 47 x 59 in, excluding fringe
YARN
Aran weight wool, 100 g balls, approx. 150 m per ball
Colour A (Limestone): 8 balls
Colour B (Peat): 7 balls
Sample: Inis Aran in Limestone and Peat.
HOOKS
5 mm (US H-8) for the throw
5.5 mm (US I-9) for the foundation chain
NOTIONS
Stitch markers, tapestry needle
TENSION
16 sts and 18 rows = 10 cm over mosaic pattern with 5 mm hook.
Burren Mosaic Throw · Siobhán Carey Crochet · 3
ABBREVIATIONS (US terms)
ch chain
sc single crochet
dc double crochet
BLO back loop only
FLO front loop only
ddc dropped double crochet: dc in the FLO of the st two rows below
CHART KEY
□ sc in BLO in the colour of the row
■ ddc
each chart row = 1 row
all rows are worked from the right side
24-st repeat
CHART
24 22 20 18 16 14 12 10 8 6 4 2
1
5
10
15
20
24
Burren Mosaic Throw · Siobhán Carey Crochet · 4
FOUNDATION
With A and the larger hook, leaving a 15 cm tail, ch 196.
Change to the smaller hook.
Row 1 (RS): Sc in 2nd ch from hook and in each ch across. 195 sts.
Fasten off, leaving a 15 cm tail.
Row 2 (RS): With B, leaving a 15 cm tail, join yarn with a standing sc in
the first st, sc in BLO of each st across. Fasten off, leaving a tail.
Burren Mosaic Throw · Siobhán Carey Crochet · 5
© Siobhán Carey 2025 · siobhancareycrochet.ie · personal use only`,
    expected: {
      title: 'Burren Mosaic Throw',
      designer: 'Siobhán Carey',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(15 * 150) }],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      techniques: ['mosaic'],
    },
  },
  {
    id: 'rw38-20-uk-indie-tapestry-yoke-crochet-jumper-numbered-sizes',
    text: `FENNA JUMPER
A top-down crochet jumper with a tapestry crochet yoke
Ottilie Barnes Crochet
Fenna Jumper – Ottilie Barnes – page 2 of 10
Fenna is worked from the top down in joined rounds, starting at the neck.
The yoke pattern is worked in tapestry crochet, carrying the unused colour
inside the stitches, so there are no floats. After the yoke the body and
sleeves are separated and worked in rounds to the hems.
This pattern is written in UK crochet terms.
Design: Ottilie Barnes · Tech editing: Ruth Ames
SIZES
Size 1 2 3 4 5 6
To ﬁt bust (cm) 76-81 86-91 97-102 107-112 117-122 127-132
To ﬁt bust (in) 30-32 34-36 38-40 42-44 46-48 50-52
Finished bust (cm) 94 104 114 124 134 144
Recommended ease: 13-18 cm.
YARN
DK weight wool, 100 g / 260 m
MC (Oat) 5 5 6 6 7 8
CC1 (Rust) 1 1 1 1 1 1
CC2 (Teal) 1 1 1 1 1 1
Number of 100 g skeins per size. Sample uses Fernhill DK.
HOOKS
4 mm (US G/6) for ribbing
4.5 mm (US 7) for the body
NOTIONS
Stitch markers, tapestry needle
TENSION
17 htr and 13 rows to 10 cm over htr with 4.5 mm hook.
17 sts and 15 rows to 10 cm over tapestry pattern with 4.5 mm hook.
Fenna Jumper – Ottilie Barnes – page 3 of 10
ABBREVIATIONS (UK TERMS)
ch chain; sl st slip stitch; dc double crochet; htr half treble;
tr treble; st(s) stitch(es); rnd round; BLO back loop only
NECKBAND
With 4 mm hook and MC, ch 8.
Row 1: Dc in 2nd ch from hook and in each ch across, turn. 7 sts.
Row 2: Ch 1, dc in BLO of each st across, turn.
Rep Row 2 until band measures 48 (50, 52, 54, 56, 58) cm unstretched.
Join the short ends with sl st to form a ring.
YOKE
Change to 4.5 mm hook.
Rnd 1: Ch 2 (does not count as a st), work 84 (88, 92, 96, 100, 104) htr
evenly along the edge of the neckband, join with sl st to first htr.
Rnd 2: Ch 2, *htr in each of next 6 (10, 22, 7, 4, 12) sts, 2 htr in next
st; rep from * around, join. 96 (96, 96, 108, 120, 112) sts.
Fenna Jumper – Ottilie Barnes – page 4 of 10
© Ottilie Barnes 2025. All rights reserved. Not for resale or redistribution.`,
    expected: {
      title: 'Fenna Jumper',
      designer: 'Ottilie Barnes',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(7 * 260) },
        { size: '2', yards: m(7 * 260) },
        { size: '3', yards: m(8 * 260) },
        { size: '4', yards: m(8 * 260) },
        { size: '5', yards: m(9 * 260) },
        { size: '6', yards: m(10 * 260) },
      ],
      gauge: { stitches: 17, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['top-down', 'in the round', 'tapestry crochet'],
    },
  },
];
