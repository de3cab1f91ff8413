import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw24-13',
    text: `Hooked on Hazel · crochet patterns from the west of Ireland
PDF pattern · purchased on Etsy

MOSS THE AXOLOTL
crochet pattern by Hazel Ní Bhriain

Thanks a million for buying my pattern! Moss is a cheerful little axolotl, about 20 cm from nose to tail,
crocheted in the round with a few easy pieces to sew on at the end.

Terms: this pattern is written in US terminology (US sc = UK dc).

MATERIALS
Yarn: sport weight cotton. I used Cara Cotton Sport (100% cotton; 50 g / 155 m).
   Pink (head, body, legs and tail): 30 g
   Coral (gills): 10 g
   Black: a small amount for the mouth
Hook: 2.75 mm (US C-2)
8 mm safety eyes (1 pair)
Polyester stuffing, approx. 15 g
Stitch marker, tapestry needle, pins

GAUGE
Gauge isn't important here; just crochet tightly so the stuffing doesn't show through the stitches.

NOTES
• This is an amigurumi pattern worked in continuous rounds (a spiral); don't join at the end of the rounds
  unless the pattern tells you to.
• Put a stitch marker in the first stitch of each round and move it up as you go.
• The number in brackets at the end of each round is the stitch count.

ABBREVIATIONS (US)
MR – magic ring
sc – single crochet
inc – 2 sc in the same stitch
dec – invisible decrease
sl st – slip stitch
ch – chain
BLO – back loop only
FO – fasten off

HEAD (pink)
R1: 6 sc in MR (6)
R2: inc x 6 (12)
R3: (sc, inc) x 6 (18)
R4: (2 sc, inc) x 6 (24)
R5: (3 sc, inc) x 6 (30)
R6-R12: sc in each st around (30)
Insert the safety eyes between R9 and R10, 7 stitches apart.

Tag your Moss on Instagram with #mosstheaxolotl – I love seeing them!
You may also like: Kelp the Seahorse (uses 35 g sport cotton) · Puffin Pals Set (3 × 50 g)
Pattern © Hazel Ní Bhriain 2025 · You may sell finished items in small numbers with credit, but please do not
share or resell this pattern.`,
    expected: {
      title: 'Moss the Axolotl',
      designer: 'Hazel Ní Bhriain',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(124) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw24-14',
    text: `HEARTHSTONE YARNS
Free Pattern · Crochet · HY-C1093

Sunday Supper Granny Square Throw
Designed by Loretta Banfield

SKILL LEVEL: EASY

SIZE: Approx. 45" x 60" [114.5 x 152.5 cm]

MATERIALS
Hearthstone Everyday Solids™ (Medium Weight Yarn (4); 7 oz/198 g; 350 yds/320 m)
   Color A: Cream – 3 skeins
   Color B: Sage – 2 skeins
   Color C: Mustard – 2 skeins
   Color D: Brick – 1 skein
Crochet Hook: 6 mm [US J-10]
Yarn needle

GAUGE: One Square = 7½" [19 cm] square.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

NOTES
1. The throw is made from 48 granny squares (6 x 8), joined as you go on the final round.
2. Each square is worked in joined rounds with the right side facing; do not turn.
3. Change colors at the end of each round as given in the Color Sequence.

ABBREVIATIONS
ch = chain
dc = double crochet
rep = repeat
sc = single crochet
sl st = slip stitch
sp(s) = space(s)
st(s) = stitch(es)
* = repeat whatever follows the * as indicated

COLOR SEQUENCE
Rnds 1 and 2 – B, C or D (vary them as you like)
Rnds 3 and 4 – A
Rnd 5 – B or C
Rnd 6 (joining round) – A

FIRST SQUARE
With first color, ch 4; join with sl st to form a ring.
Rnd 1 (RS): Ch 3 (counts as dc here and throughout), 2 dc in ring, ch 2, (3 dc in ring, ch 2) 3 times; join
with sl st to top of beginning ch-3. Fasten off.
Rnd 2: Join next color in any ch-2 sp, ch 3, (2 dc, ch 2, 3 dc) in same sp, *ch 1, (3 dc, ch 2, 3 dc) in next
ch-2 sp; rep from * 2 more times, ch 1; join. Fasten off.

BORDER
With A, join with sl st in any corner ch-2 sp of the throw; work 1 round of dc and 1 round of sc.

Visit hearthstoneyarns.com for more free patterns! Cozy up with the matching Sunday Supper Pillow (2 skeins).
Hearthstone Yarns and Everyday Solids are trademarks of Hearthstone Brands LLC. ©2025. We have made every effort
to ensure the accuracy of this pattern; we are not responsible for printing errors or variations in your work.`,
    expected: {
      title: 'Sunday Supper Granny Square Throw',
      designer: 'Loretta Banfield',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2800 }],
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['granny square'],
    },
  },
];
