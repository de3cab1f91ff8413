import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw46-15-uk-yarn-company-crochet-basketweave-blanket-two-column-box',
    text: `HAYLOFT
Basketweave Blanket
A chunky, textured throw in simple post stitches
Wensleydale Mill Yarns · Free Pattern WMY-0733
Designed by Claire Murdoch
Hayloft Basketweave Blanket – page 1
MATERIALS
Yarn Hook
Wensleydale Mill Chunky 8mm (UK 0/US L-11)
(60% wool, 40% acrylic) crochet hook
100g balls, approx. 150m per ball
Quantity Other
9 balls in Haystack (shade 218) Large-eyed tapestry needle
Measurements Tension
Approx. 100 x 130cm 10 sts and 7 rows to 10cm over
basketweave pattern using 8mm hook.
Yarn weight
Chunky
Hayloft Basketweave Blanket – page 2
NOTES
This pattern is written in UK crochet terms.
The blanket is worked ﬂat in rows from the lower edge. The basketweave texture
is made with front post and back post trebles worked in blocks of four stitches,
swapping every two rows. A simple border of double crochet is worked around all
four sides to ﬁnish.
ABBREVIATIONS
ch chain; dc double crochet; tr treble; FPtr front post treble (yrh, insert hook
from front to back to front around post of next st, complete as tr); BPtr back
post treble (yrh, insert hook from back to front to back around post of next st,
complete as tr); st(s) stitch(es); rep repeat
US TERMS: UK dc = US sc, UK tr = US dc
BLANKET
Using 8mm hook, make 102 ch.
Foundation row: 1 tr in 4th ch from hook (missed 3 ch count as 1 tr), 1 tr in each
ch to end, turn. 100 sts.
Row 1: 3 ch (counts as 1 tr), *4 FPtr, 4 BPtr; rep from * to last 3 sts, 2 FPtr,
1 tr in top of turning ch, turn.
Row 2: 3 ch, *4 BPtr, 4 FPtr; rep from * to last 3 sts, 2 BPtr, 1 tr in top of
turning ch, turn.
Row 3: 3 ch, *4 BPtr, 4 FPtr; rep from * to last 3 sts, 2 BPtr, 1 tr in top of
turning ch, turn.
Row 4: 3 ch, *4 FPtr, 4 BPtr; rep from * to last 3 sts, 2 FPtr, 1 tr in top of
turning ch, turn.
These 4 rows form the basketweave pattern.
Rep them until the blanket measures approx. 126cm, ending after a row 2 or row 4.
Do not fasten off.
Hayloft Basketweave Blanket – page 3
BORDER
Round 1: 1 ch, work dc evenly around all four sides, working 3 dc in each corner,
join with a sl st to first dc.
Make the set: the matching Hayloft Cushion needs 3 balls of Wensleydale Mill Chunky.
© Wensleydale Mill Yarns 2025. This pattern is free for personal use and must not be sold.
www.wensleydalemillyarns.co.uk`,
    expected: {
      title: 'Hayloft Basketweave Blanket',
      designer: 'Claire Murdoch',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(9 * 150) }],
      gauge: { stitches: 10, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
    },
  },
  {
    id: 'rw46-16-australian-indie-tshirt-yarn-round-rug',
    text: `Saltbush
Round Rug
a big, squishy floor rug in recycled t-shirt yarn
Pattern by Tegan Moore
Photography: Bree Sullivan
saltbush & co. | Saltbush Round Rug | page 2 of 5
FINISHED SIZE
Approx. 90 cm diameter
YOU WILL NEED
Yarn
Super chunky recycled t-shirt yarn
Sample: Remade Ribbon (100% recycled cotton jersey), approx. 120 m per
850 g cone, colour Sand
Quantity
3 cones
Hook
10 mm (US N/P-15)
Notions
Large stitch marker, large-eyed darning needle or scissors for weaving in
TENSION
Tension is not important for a rug, but to check your rug will lie ﬂat:
rounds 1-4 should measure approx. 16 cm across.
Pattern is written in UK terms (US terms in brackets).
saltbush & co. | Saltbush Round Rug | page 3 of 5
CONSTRUCTION
The rug is worked in joined rounds from the centre outwards. If the edge starts
to ruﬄe, work a round without increases; if it cups, add a few extra increases.
Joining a new cone: knot the ends together with a small square knot and hide
the knot on the wrong side.
ABBREVIATIONS
ch chain; sl st slip stitch; dc double crochet (US sc); htr half treble crochet
(US hdc); inc 2 sts in same st
RUG
Make a magic ring.
Round 1: 2 ch (does not count as a st), 8 htr (hdc) into ring, join with a sl st to
first htr (hdc). 8 sts.
Round 2: 2 ch, inc in each st around, join. 16 sts.
Round 3: 2 ch, *1 htr (hdc) in next st, inc in next st; rep from * around, join.
24 sts.
Round 4: 2 ch, *1 htr (hdc) in each of next 2 sts, inc in next st; rep from *
around, join. 32 sts.
Round 5: 2 ch, *1 htr (hdc) in each of next 3 sts, inc in next st; rep from *
around, join. 40 sts.
Continue in this way, working one more stitch between increases on every round,
until the rug measures 86 cm across.
saltbush & co. | Saltbush Round Rug | page 4 of 5
© Tegan Moore 2025 · saltbushandco.com.au · Please don’t share this PDF.`,
    expected: {
      title: 'Saltbush Round Rug',
      designer: 'Tegan Moore',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(3 * 120) }],
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
];
