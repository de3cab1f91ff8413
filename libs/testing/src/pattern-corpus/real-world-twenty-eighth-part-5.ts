import type { PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw28-09',
    text: `The Woolly Porch
Free Knitting Pattern: Fireside Mittens | The Woolly Porch
https://thewoollyporch.com/fireside-mittens/                                   1/4

Free Knitting Pattern: Fireside Mittens
by Ruthanne Pike · January 9, 2025 · 27 comments

Some posts contain affiliate links; thank you for supporting this little blog!

These are my go-to mittens. Plain, warm, quick, and they use up one skein for most of the family.
I knit four pairs over the holidays and I'm sharing the pattern for free here. Want the ad-free
printable version? It's in my shop for $3.

Advertisement

SIZES
Child S (Child L, Adult S, Adult L)
Hand circumference: 5½ (6½, 7½, 8½)"

YARN
Prairie Spun Worsted (worsted weight; 100% wool; 187 yds / 171 m per 100 g skein):
1 (1, 1, 2) skeins. Shown in Rust and Charcoal.

NEEDLES
US 6 (4 mm) double-pointed needles for the cuff
US 7 (4.5 mm) double-pointed needles for the hand
(or the same sizes for magic loop)

GAUGE
20 sts and 28 rnds = 4" in stockinette stitch worked in the round on US 7 needles.

OTHER SUPPLIES
Stitch markers, waste yarn for the thumb stitches, tapestry needle

HOW THEY'RE MADE
The mittens are knit in the round from the cuff up. A thumb gusset grows from the top of the ribbing, then
the thumb stitches go on waste yarn while you finish the hand. The top is decreased in four places and
grafted.

Advertisement

CUFF
With US 6 needles, cast on 28 (32, 36, 40) sts. Join to work in the round.
Work k2, p2 rib for 2 (2½, 3, 3)".

THUMB GUSSET
Change to US 7 needles. Rnd 1: K1, pm, m1L, k1, m1R, pm, knit to end.
Knit 2 rnds even, then increase inside the markers every 3rd rnd until there are 9 (11, 13, 13) gusset sts.

Pin these mittens for later!

Comments
Bev S. — January 10, 2025 at 7:41 am
Used size 5 needles for my daughter (Child L) and they came out perfect. Took about 140 yds.
Lou — January 12, 2025 at 4:03 pm
Would these work in a DK? I have 3 skeins of sport weight left over from a sweater.
  Ruthanne Pike — Hold two strands of the DK together and check your gauge!`,
    expected: {
      title: 'Fireside Mittens',
      designer: 'Ruthanne Pike',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child S', yards: 187 },
        { size: 'Child L', yards: 187 },
        { size: 'Adult S', yards: 187 },
        { size: 'Adult L', yards: 374 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Child S', 'Child L', 'Adult S', 'Adult L'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw28-10',
    text: `WILLOWBROOK
A crescent shawl with a bobble edge
Crochet pattern by Linnea Goss

Ravelry download · thank you for your purchase! This pattern is for personal use only.

MATERIALS
Yarn: 800–875 yds (732–800 m) of fingering weight yarn
Sample: Ember Sock (80% merino, 20% nylon; 100 g = 463 yds / 423 m) in Smoulder. The sample used 172 g.
Hook: US G-6 (4 mm) crochet hook, or the size needed to obtain gauge
Notions: locking stitch markers, tapestry needle, blocking wires and pins

GAUGE
2 shell repeats (14 dc) and 8 rows = 4" / 10 cm in shell pattern, after blocking.
Gauge is not critical, but a different gauge will change your yardage and final size.

FINISHED SIZE
62" (157 cm) wingspan x 20" (51 cm) deep at centre, after blocking.

CONSTRUCTION
Willowbrook is worked top-down from the neck edge in rows, increasing at each end and at the centre to
form the crescent. The body is an open lace of shells and chain spaces; the edging is a row of bobbles
separated by picots.

ABBREVIATIONS (US TERMS)
ch chain · dc double crochet · sc single crochet · sp space · st(s) stitch(es)
shell (3 dc, ch 1, 3 dc) in same st or sp
bobble (yarn over, insert hook, pull up a loop, yarn over, pull through 2 loops) 5 times in the same st,
yarn over and pull through all 6 loops

SET-UP
Ch 6, join with a sl st to form a ring.
Row 1 (RS): Ch 3 (counts as dc), (2 dc, ch 1, 3 dc, ch 3, 3 dc, ch 1, 3 dc) in ring, turn.
Row 2: Ch 3, 2 dc in first st, *ch 1, sc in next ch-1 sp, ch 1, shell in next sp; rep from * to end, 3 dc
in last st, turn.
Continue following the written rows or the chart on page 5.

BOBBLE EDGE
Row 1: Ch 1, sc in each st across.
Row 2: Ch 1, *sc in next 3 sts, bobble in next st, ch 3, sl st in top of bobble; rep from * to end.

Block aggressively: pin out the points of the bobble edge.

page 3 of 7 · © 2025 Linnea Goss · linneagoss.com

More from Linnea: Fernhill Cowl (250 yds) · Hedgerow Wrap (1,100–1,250 yds) · Bittern Beanie (180 yds)`,
    expected: {
      title: 'Willowbrook',
      designer: 'Linnea Goss',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 875 }],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace', 'bobbles'],
    },
  },
];
