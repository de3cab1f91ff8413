import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw26-13',
    text: `View this email in your browser

LOOP & LANTERN YARNS · March News

Hi makers!
Spring is (nearly) here, and so is our big Loop Worsted weekend: 20% off every skein
in the shop, Friday to Sunday. Thursday Knit Night moves to the back room from the 12th,
and there are still two seats left in Ana's Fix-It Clinic on the 22nd.

FREE PATTERN OF THE MONTH
Flip Side Hat
designed by our own Beatrix Lund

Sizes: Child (Adult)
Finished circumference: 18 (20½)"
Yarn: Loop Worsted (worsted weight; 100% superwash merino; 222 yds / 203 m per 100 g):
  1 skein each of Color A (Pewter) and Color B (Marigold) - enough for either size
Needles: US 6 (4 mm) 16" circular needle and DPNs
Notions: stitch marker, tapestry needle
Gauge: 20 sts and 22 rnds = 4" in double knitting (each pair of knit stitches counts as
one stitch)

Notes: The hat is fully reversible: Pewter with Marigold stars on one side, Marigold with
Pewter stars on the other. It is worked in double knitting in the round from the brim up,
with both colors held at once, so there are no floats to catch.

BRIM
With both colors held together, cast on 90 (102) pairs of sts using the two-color long-tail
cast on. Place marker and join in the round.
Rnds 1-8: *With A, k1; with B, p1; rep from * around.

BODY
Work Rnds 1-24 of the chart, reading each square as a pair of sts.
Continue in double knitting with A on the outside until hat measures 6 (7)" from cast on.

CROWN
Rnd 1: *Work 13 (15) pairs, double-knit decrease; rep from * around.
Rnd 2: Work even.
Repeat these 2 rnds, with one pair fewer between decreases, until 12 pairs remain.
Break both yarns, thread each through its own color's sts and pull tight.

Kits: Flip Side Hat kit, $48 (2 skeins + printed pattern), in four color pairs.
Coming in April: the Quarry Cardigan KAL in Loop DK (1,400-2,100 yds). Sign up at the counter.

Loop & Lantern Yarns · 418 Canal Street · open Tue-Sun 10-6
You're receiving this email because you signed up at Loop & Lantern.
Unsubscribe · Update your preferences`,
    expected: {
      title: 'Flip Side Hat',
      designer: 'Beatrix Lund',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 444 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['Child', 'Adult'],
      techniques: ['double knitting', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw26-14',
    text: `BRAMBLESIDE DYE WORKS · KIT INSERT

Ember Stripe Wrap
A Tunisian crochet wrap kit
Pattern by Lorna Mahaffey for Brambleside Dye Works

YOUR KIT CONTAINS
3 skeins Brambleside Meadow DK (DK weight; 100% Bluefaced Leicester; 245 yds / 224 m per
100 g skein):
  A - Cinder, 1 skein
  B - Rosehip, 1 skein
  C - Flax, 1 skein
This pattern card and a wooden stitch marker.
Hook not included: you'll need a US J-10 (6 mm) Tunisian crochet hook with a 24" cable.

Dyer's note: every skein is dyed in small batches, and the three skeins in your kit were
dyed together so they sit well side by side. Alternate skeins of A if you reorder more.

FINISHED MEASUREMENTS
18" wide × 70" long, after blocking.

GAUGE
17 sts and 14 rows = 4" in Tunisian simple stitch (Tss), after blocking.
Gauge isn't crucial for a wrap, but a different gauge will change the size and yarn used.

NOTES
The wrap is worked flat in rows of Tunisian crochet from one short end to the other.
Every row has a forward pass (FwP), picking up loops, and a return pass (RetP), working
them off. Carry the yarn not in use up the side edge.

ABBREVIATIONS
Tss Tunisian simple stitch · Tks Tunisian knit stitch · Tps Tunisian purl stitch
FwP forward pass · RetP return pass · ch chain · sl st slip stitch

STRIPE SEQUENCE
*6 rows A, 2 rows B, 6 rows A, 2 rows C; rep from * throughout.

WRAP
With A, ch 77.
Row 1: FwP: Insert hook in 2nd ch from hook, yo and pull up a loop; rep in each ch
across. 77 loops on hook. RetP: Yo, pull through 1 loop, *yo, pull through 2 loops;
rep from * until 1 loop remains.
Row 2: FwP: Skip first vertical bar, *Tss in next bar; rep from * to last st, work
last st under both strands. RetP: as Row 1.
Rows 3-6: Rep Row 2.
Continue in Tss, following the stripe sequence, until the wrap measures 69" from the
start, ending with 4 rows of A. Bind off in sl st.

Share yours with #EmberStripeWrap · Reorder Meadow DK at $29 a skein
© 2026 Lorna Mahaffey & Brambleside Dye Works. Kit pattern; please do not copy.`,
    expected: {
      title: 'Ember Stripe Wrap',
      designer: 'Lorna Mahaffey',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 735 }],
      gauge: { stitches: 17, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['tunisian crochet'],
    },
  },
];
