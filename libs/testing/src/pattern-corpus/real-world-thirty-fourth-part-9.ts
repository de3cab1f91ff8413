import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw34-17-canadian-yarn-company-puff-stitch-throw',
    text: `NORTHERN LIGHTS YARN CO.                                         Free Pattern · NLY-C-0342
Version française disponible sur notre site.

Aurora Puff Throw
Designed by Geneviève Tremblay

SKILL LEVEL: INTERMEDIATE ●●●○

FINISHED SIZE
Approx. 50" x 60" / 127 x 152 cm

MATERIALS
Boreal Bulky (Bulky 5; 100% acrylic; 6 oz / 170 g; 269 yds / 246 m)
   Colour A – Midnight (#208)      4 balls
   Colour B – Spruce (#245)        2 balls
   Colour C – Glacier (#213)       2 balls
US L-11 (8 mm) crochet hook, or size needed to obtain gauge
Yarn needle

GAUGE
10 sts (5 puff sts and 5 ch-1 sps) and 8 rows = 4" / 10 cm in the puff stitch pattern.
TO SAVE TIME, TAKE TIME TO CHECK GAUGE.

STITCH GUIDE
Puff st: (Yoh, insert hook in st, yoh and pull up a loop) 3 times in the same st, yoh and draw through
all 7 loops on the hook.
ch = chain; sc = single crochet; sp = space; st(s) = stitch(es); yoh = yarn over hook; RS = right side

NOTES
- The throw is worked flat in rows, with a puff st in each ch-1 sp of the row below.
- Change colours at the end of a WS row, carrying the colour not in use up the side.
- A round of sc and a round of crab stitch are worked around the finished throw for the border.

INSTRUCTIONS
With A, ch 126.
Row 1 (RS): Puff st in 4th ch from hook, *ch 1, skip next ch, puff st in next ch; rep from * to end.
Turn. 62 puff sts.
Row 2: Ch 2, puff st in first ch-1 sp, *ch 1, puff st in next ch-1 sp; rep from * to end, working the
last puff st in the top of the turning ch. Turn.
Rep Row 2 for the pattern, following the Stripe Sequence.

STRIPE SEQUENCE
*10 rows A, 4 rows B, 4 rows C, 4 rows B; rep from * 4 more times, then work 10 rows A.

BORDER
Rnd 1: With RS facing and A, sc evenly around the throw, working 3 sc in each corner. Join.
Rnd 2: Ch 1, work crab st (reverse sc) in each st around. Join and fasten off.

Also try: Aurora Puff Pillow (NLY-C-0343) – 1 ball each of A and B · Aurora Puff Slippers – 1 ball

Northern Lights Yarn Co. · Sudbury, Ontario · northernlightsyarn.ca · © 2025 Northern Lights Yarn Co.
We have made every effort to make sure our patterns are accurate, but we cannot be responsible for
typing errors. For pattern help: patterns@northernlightsyarn.ca                           Page 1 of 2`,
    expected: {
      title: 'Aurora Puff Throw',
      designer: 'Geneviève Tremblay',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 2152 }],
      gauge: { stitches: 10, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
    },
  },
  {
    id: 'rw34-18-australian-yarn-company-crochet-seat-pads',
    text: `BANKSIA YARNS · Free Pattern BY-118 · banksiayarns.com.au

Tallowwood Seat Pads
Set of four round chair pads in Banksia Cotton 12 ply

Designed by the Banksia Yarns design team

Our kitchen chairs at the mill are old bentwood ones, and they're hard on the behind after a long day
winding skeins. These chunky cotton pads fixed that, and they wash beautifully.

FINISHED SIZE
Each pad is approx. 38 cm in diameter.

MATERIALS
6 x 100g balls Banksia Cotton 12 ply (100% cotton, 12 ply / aran weight, approx. 140m per ball),
enough for a set of four pads. To make one pad only, you will need 2 balls.
We used Ironbark (shade 31).
5.00mm crochet hook (old UK 6, US H-8)
Stitch marker, tapestry needle
4 lengths of cotton tape, 40 cm each, for ties (optional)

TENSION
14 dc and 15 rounds to 10cm over dc, worked in the round with a 5.00mm hook.

Australian/UK crochet terms are used throughout.

ABBREVIATIONS
ch chain · dc double crochet · htr half treble · ss slip stitch · inc 2 dc in the next st
st(s) stitch(es) · rnd round

NOTES
Each pad is worked in continuous spiral rounds from the centre out. Place a marker in the first
stitch of each round and move it up as you go.

PAD (make 4)
Using the 5.00mm hook, make a magic ring.
Rnd 1: 6 dc into the ring. (6 sts)
Rnd 2: Inc in each st around. (12 sts)
Rnd 3: (1 dc, inc) 6 times. (18 sts)
Rnd 4: (2 dc, inc) 6 times. (24 sts)
Continue increasing 6 sts in every round in this way, working one more dc between increases each
round, until Rnd 28: (26 dc, inc) 6 times. (168 sts)

EDGING
Rnd 29: Ch 1, work crab stitch (dc worked from left to right) in each st around. Join with ss to the
first st and fasten off.
Ties (optional): fold a length of cotton tape in half and sew the fold to the back of the pad, between
Rnds 24 and 26, so it can be tied around a chair spindle.

MATCHING: Tallowwood Table Runner – 4 balls · Tallowwood Placemats (set of 4) – 5 balls
Banksia Cotton 12 ply is $8.95 a ball from your local stockist. Share your makes #banksiayarns

© Banksia Yarns Pty Ltd 2025. This pattern is free for personal use and may not be sold.`,
    expected: {
      title: 'Tallowwood Seat Pads',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(840) }],
      gauge: { stitches: 14, rows: 15, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
];
