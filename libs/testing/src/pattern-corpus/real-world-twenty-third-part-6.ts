import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw23-16',
    text: `Hazel Beret
crochet pattern · Nell Fairbairn

nellfairbairn.payhip.com

Hello and thank you for buying my pattern! A slouchy beret worked in half treble
crochet with a neat ribbed band. It uses just one ball of DK and is a lovely quick make
for gifts.

This pattern is written in UK crochet terms.

SIZE
To ﬁt head circumference 54-58 cm / 21¼-22¾ in
Finished diameter (laid ﬂat): 27 cm / 10½ in

YOU WILL NEED
• 1 x 100 g ball of DK weight yarn (approx. 250 m / 273 yds) - I used Bramble & Wool
  Everyday DK in Hazelnut
• 4mm (UK 8 / US G-6) crochet hook
• Stitch marker, darning needle

TENSION
18 htr and 13 rounds = 10 cm over htr, worked in the round
Your tension doesn't need to be exact, but a looser tension will make a bigger beret.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · htr half treble crochet
htr2tog half treble 2 together · st(s) stitch(es) · BLO back loop only

NOTES
The beret is worked in the round from the crown down. The ch 2 at the start of each round
does not count as a stitch. Join each round with a ss to the first htr.

CROWN
Make a magic ring.
Round 1: Ch 2, 10 htr into ring, ss to join. (10 sts)
Round 2: Ch 2, 2 htr in each st around, ss to join. (20 sts)
Round 3: Ch 2, *1 htr, 2 htr in next st; rep from * around, ss to join. (30 sts)
Round 4: Ch 2, *2 htr, 2 htr in next st; rep from * around, ss to join. (40 sts)
Continue increasing 10 sts every round until you have 120 sts (Round 12).
Rounds 13-18: Ch 2, 1 htr in each st around, ss to join.

BODY
Round 19: Ch 2, *4 htr, htr2tog; rep from * around. (100 sts)
Round 20: Ch 2, *3 htr, htr2tog; rep from * around. (80 sts)

BAND
Ch 7, work ribbing in dc BLO sideways around the edge ...

© Nell Fairbairn 2025 - for personal use only. Please don't copy or share.          Page 2`,
    expected: {
      title: 'Hazel Beret',
      designer: 'Nell Fairbairn',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 273 }],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw23-17',
    text: `TIDEPOOL SHAWL
A top-down triangle shawl in crochet lace

Aubrey Kessler

This pattern was purchased on Ravelry. Thank you for your support!

MATERIALS
Yarn: fingering weight, 750-820 yds / 686-750 m
Sample: Saltmarsh Fibers Merino Singles (100% merino; 100 g / 420 yds / 384 m) in "Kelp" -
the sample used 188 g.
Hook: 4.5 mm (US 7)
Notions: locking stitch marker, blocking mats and pins, yarn needle

FINISHED SIZE (after blocking)
64" wingspan x 30" deep at center

GAUGE
20 dc and 10 rows = 4" in dc, after blocking. Gauge isn't critical, but it will affect the
size and the amount of yarn used.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · dc double crochet · sp space · sk skip · sl st slip stitch
V-st (dc, ch 1, dc) in same st or sp · shell 5 dc in same st or sp

CONSTRUCTION
The shawl is worked top-down from the center back neck, increasing at each edge and at
the center spine on every row. Lace pattern: alternating shells and V-stitches. The
border rows are worked directly after the body.

NOTES
• The beginning ch 3 counts as a dc throughout.
• To make the shawl larger, work more repeats of Rows 5-8; each extra repeat uses
  approx. 60 yds.

INSTRUCTIONS
Ch 4, join with sl st to form a ring.
Row 1 (RS): Ch 3, (dc, ch 1, dc, ch 2, dc, ch 1, 2 dc) in ring, turn.
Row 2: Ch 3, dc in first st, ch 1, V-st in ch-1 sp, ch 1, (V-st, ch 2, V-st) in center ch-2 sp,
ch 1, V-st in next ch-1 sp, ch 1, 2 dc in top of turning ch, turn.
Row 3: Ch 3, dc in first st, *shell in next V-st; rep from * to center ...

Tidepool Shawl · Aubrey Kessler 2025 · Questions: aubreykesslerdesigns@gmail.com · pg 2 of 5`,
    expected: {
      title: 'Tidepool Shawl',
      designer: 'Aubrey Kessler',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 820 }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw23-18',
    text: `THISTLEDOWN YARNS                                                     FREE PATTERN

Primrose Hill Crochet Cardigan
Design by Harriet Cole for Thistledown Yarns
Yarn: Thistledown Soft DK

SIZES
To ﬁt bust:   76-81   86-91   97-102   107-112   117-122   127-132   cm
              30-32   34-36   38-40    42-44     46-48     50-52     in
Actual bust:  94      104     114      125       135       146       cm
Length:       58      60      62       64        66        68        cm

YARN
Thistledown Soft DK (50 g / 120 m / 131 yds)
x 50 g balls  12      13      15       16        18        20
Shade: Primrose 048

HOOKS & NOTIONS
3.5mm (UK 9 / US E-4) and 4mm (UK 8 / US G-6) crochet hooks
6 x 20mm buttons, stitch markers, tapestry needle

TENSION
19 htr and 14 rows to 10cm over htr using 4mm hook.
Use a larger or smaller hook if necessary to obtain the correct tension.

ABBREVIATIONS (UK terms)
ch chain · dc double crochet · htr half treble · tr treble · ss slip stitch
htr2tog half treble two together · sp space · st(s) stitch(es) · rep repeat

NOTES
The cardigan is worked in pieces from the hem up and then sewn together. The front bands
are worked last, directly onto the fronts.
Figures in ( ) refer to the larger sizes; where only one figure is given it applies to all.

BACK
Using 3.5mm hook, ch 91 (101, 111, 121, 131, 141).
Row 1 Htr into 3rd ch from hook and each ch to end, turn. 89 (99, 109, 119, 129, 139) sts.
Row 2 Ch 2 (does not count as a st), htr into back loop of each st to end, turn.
Rep last row 6 times more.
Change to 4mm hook. Cont in htr until work measures 38 (39, 40, 41, 42, 43)cm, ending ...

Thistledown Yarns Ltd · West Yorkshire · thistledownyarns.co.uk · Tag #thistledownmakes
This pattern is free for personal use and may not be reproduced for sale.        Page 1 of 4`,
    expected: {
      title: 'Primrose Hill Crochet Cardigan',
      designer: 'Harriet Cole',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '76-81', yards: 12 * 131 },
        { size: '86-91', yards: 13 * 131 },
        { size: '97-102', yards: 15 * 131 },
        { size: '107-112', yards: 16 * 131 },
        { size: '117-122', yards: 18 * 131 },
        { size: '127-132', yards: 20 * 131 },
      ],
      gauge: { stitches: 19, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['76-81', '86-91', '97-102', '107-112', '117-122', '127-132'],
      techniques: ['bottom-up'],
    },
  },
];
