import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw27-19',
    text: `Maple & Moss Studio — crochet patterns from Sherbrooke, Québec

CEDAR FLATS PULLOVER
design by Noémie Lavallée

Thank you for buying from the Maple & Moss shop! You'll find the French version of this
pattern in the same download folder.

SIZES: XS/S/M/L/XL/2XL/3XL
Finished bust (in): 34/38/42/46/50/54/58
Finished bust (cm): 86/96.5/106.5/117/127/137/147
Length (in): 21/21.5/22/22.5/23/23.5/24
Choose a size with 6-8" (15-20 cm) of positive ease. Model wears size S.

YARN
DK weight (#3 light). Shown in Riverbend Merino DK (100% superwash merino; 50 g;
131 yds / 120 m) in Fog.
Yardage: 840/930/1020/1120/1230/1340/1450 yds

HOOKS
4.5 mm for the ribbing
5 mm for the body and sleeves
Stitch markers, tapestry needle

GAUGE
18 dc and 10 rows = 4" / 10 cm with the 5 mm hook, blocked.

CONSTRUCTION
The body is worked in joined rounds from the hem up to the underarms, then the front and back
are worked separately in rows. The sleeves are worked in joined rounds from the cuff up and
sewn in. The ribbing is worked sideways and the body is worked into its edge.

STITCHES & ABBREVIATIONS (US terms)
ch – chain · sc – single crochet · dc – double crochet · sl st – slip stitch
BLO – back loop only · FPdc / BPdc – front / back post double crochet

HEM RIBBING
With the 4.5 mm hook, ch 9.
Row 1: Sc in 2nd ch from hook and in each ch across. (8 sc)
Row 2: Ch 1, sc BLO in each st across. Turn.
Rep Row 2 until there are 152/170/188/206/224/242/260 rows. Sl st the short ends together.

BODY
Change to the 5 mm hook. Rnd 1: Ch 3 (counts as dc), work 152/170/188/206/224/242/260 dc
evenly along one long edge of the ribbing. Join with sl st to the top of the ch-3.
Rnds 2-4: Ch 3, dc in each st around, join.

Tested by the Maple & Moss test crew – merci!
© Maple & Moss Studio 2025. This pattern may not be shared, copied or resold.
You might also like: Birch Bark Cardigan (1,100-1,900 yds DK) · Sugar Shack Beanie (150 yds)`,
    expected: {
      title: 'Cedar Flats Pullover',
      designer: 'Noémie Lavallée',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 840 },
        { size: 'S', yards: 930 },
        { size: 'M', yards: 1020 },
        { size: 'L', yards: 1120 },
        { size: 'XL', yards: 1230 },
        { size: '2XL', yards: 1340 },
        { size: '3XL', yards: 1450 },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw27-20',
    text: `Pennine Wool Co. · Free Crochet Pattern PWC-088

Linen Stitch Stripe Blanket
in Pennine Aran
Pattern by Clemency Wragg

A calm, woven-looking blanket in four heathery shades. Linen stitch (also called moss stitch
in crochet) is easy to memorise and makes a dense, drapey fabric that doesn't curl.

Sizes: Baby (Lap, Single Bed)
Finished size: 70 x 85 (100 x 130, 140 x 200) cm

Yarn: Pennine Aran (aran weight; 100% wool; 100g / 180m)
   Shade A  Heather ......... 2 (3, 5) balls
   Shade B  Slate ........... 1 (2, 4) balls
   Shade C  Oat ............. 1 (2, 4) balls
   Shade D  Rust ............ 1 (2, 3) balls
Hook: 5mm (UK 6 / US H8)
Large-eyed needle

Tension: 16 sts and 18 rows to 10cm over linen stitch (1dc, 1ch counted as 2 sts).
Check your tension – a tighter blanket will need an extra ball of Shade A.

Abbreviations (UK terms)
ch chain · dc double crochet (US single crochet) · ch-sp chain space · ss slip stitch
rep repeat · RS right side

Stripe sequence
*4 rows A, 2 rows B, 4 rows C, 2 rows D; rep from * throughout.

Blanket
Using A, make 113 (161, 225) ch.
Row 1 (RS): 1dc in 4th ch from hook, *1ch, miss 1ch, 1dc in next ch; rep from * to end, turn.
Row 2: 2ch (counts as 1ch), 1dc in first ch-sp, *1ch, 1dc in next ch-sp; rep from * to last
sp, 1ch, 1dc in turning ch, turn.
Rep Row 2 in the stripe sequence until the blanket measures 80 (125, 195) cm, ending after
a full stripe of A. Fasten off.

Border
Round 1: With RS facing, join D at any corner. 1ch, work 1dc, 1ch evenly along all four sides,
working (1dc, 2ch, 1dc) in each corner. Ss to join.
Rounds 2-3: Work 1dc, 1ch in each ch-sp around, with (1dc, 2ch, 1dc) in each corner. Ss to
join. Fasten off and weave in all ends.

Care: hand wash cool, dry flat.
Pennine Wool Co., Hebden Bridge · penninewool.co.uk · @penninewoolco
© Pennine Wool Co. 2025. Free for personal use; please do not sell this pattern.
Matching cushion: pattern PWC-089, 1 ball each of A, B, C and D.`,
    expected: {
      title: 'Linen Stitch Stripe Blanket',
      designer: 'Clemency Wragg',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Baby', yards: m(900) },
        { size: 'Lap', yards: m(1620) },
        { size: 'Single Bed', yards: m(2880) },
      ],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['Baby', 'Lap', 'Single Bed'],
    },
  },
];
