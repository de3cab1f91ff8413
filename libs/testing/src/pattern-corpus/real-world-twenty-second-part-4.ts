import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw22-07',
    text: `MEADOWSWEET
a crescent shawl in two colors

Priya Ramaswamy

Meadowsweet grows along the ditches near my studio, frothy and cream-colored all
summer. This shawl starts with just a few stitches at the center of the neck edge and
grows outward in soft garter stripes before ﬁnishing with a deep lace edging that
echoes the ﬂower heads.

FINISHED MEASUREMENTS
Wingspan: 60" / 152 cm
Depth at center: 14" / 36 cm
Measurements taken after a vigorous wet block.

YARN
Lumen Fingering by Little Hollow Dyeworks (80% superwash merino, 20% nylon;
454 yds / 415 m per 100 g)
Color A: 1 skein in Cornsilk
Color B: 1 skein in Thistle
The sample used approx. 86 g of Color A and 71 g of Color B.

NEEDLES
US 5 (3.75 mm) 32" circular needle - the shawl is worked ﬂat; the long cable holds the
growing number of stitches.

NOTIONS
2 locking stitch markers, tapestry needle, blocking wires and pins

GAUGE
22 sts and 44 rows = 4" / 10 cm in garter stitch after blocking. Gauge is not critical for
this project, but a diﬀerent gauge will change the ﬁnished size and the yarn you need.

CONSTRUCTION
The shawl is worked top-down from the center of the neck edge. Increases at each edge
on every RS row make the crescent shape. After the garter stripe section, the lace edging
is worked from Chart A (written instructions are included on page 5).

ABBREVIATIONS
k knit   p purl   yo yarn over   k2tog knit 2 together   ssk slip, slip, knit
sk2p slip 1, k2tog, pass slipped stitch over   RS right side   WS wrong side   rep repeat

SET-UP
With A, CO 5 sts using the long-tail method.
Row 1 (WS): Knit.
Row 2 (RS): K2, yo, k1, yo, k2. (7 sts)
Row 3: K2, purl to last 2 sts, k2.

Meadowsweet · Priya Ramaswamy · 2/6

GARTER STRIPE SECTION
Row 1 (RS): With B, k2, yo, knit to last 2 sts, yo, k2.
Row 2 (WS): With B, knit.
Rows 3-4: With A, work as Rows 1-2.
Repeat Rows 1-4 until you have 329 sts, or until you have used about 60% of Color A.

LACE EDGING
Row 1 (RS): K2, yo, *k1, yo, ssk, k1, k2tog, yo; rep from * to last 3 sts, k1, yo, k2.
Row 2 and all WS rows: K2, purl to last 2 sts, k2.
continued on page 3

Questions? Reach me at priyaknits.studio or message PriyaR on Ravelry.
© 2025 Priya Ramaswamy. For personal use only. Please don't share this PDF.`,
    expected: {
      title: 'Meadowsweet',
      designer: 'Priya Ramaswamy',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 908 }],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw22-08',
    text: `Wildﬂower Granny Square Blanket - Free Crochet Pattern - Sunny Side Hooks
https://www.sunnysidehooks.com/wildflower-granny-square-blanket/

Home » Crochet Patterns » Blankets

Wildﬂower Granny Square Blanket - Free Crochet Pattern
By Kayla Brooks | Updated March 3, 2025 | 42 Comments

This post may contain aﬃliate links. As an Amazon Associate I earn from qualifying purchases.

Hey friends! If you've been looking for a cheerful granny square blanket that's easy to
memorize and looks amazing draped over the couch, this is it. The Wildﬂower Granny Square
Blanket uses ﬁve colors and a classic 6-round square, joined as you go.

Want an ad-free, printable PDF? Grab it in my Etsy shop for $4.99!

ADVERTISEMENT

Materials
- Ember Worsted by Bright Acres (100% acrylic, 7 oz / 364 yds per skein), medium weight #4:
  - Color A (Cream): 3 skeins
  - Color B (Sage): 1 skein
  - Color C (Mustard): 1 skein
  - Color D (Dusty Rose): 1 skein
  - Color E (Denim): 1 skein
- 5 mm (H-8) crochet hook
- Yarn needle
- Scissors

Finished Size
Approx. 48" x 60" (80 squares, 8 x 10), perfect for a throw.

Gauge
Each ﬁnished square measures about 6" x 6" after Round 6. Gauge isn't super important for a
blanket, but your size and yarn amounts will change if your squares are bigger or smaller.

Abbreviations (US terms)
ch = chain, sl st = slip stitch, dc = double crochet, sp = space, st = stitch

PIN IT FOR LATER!

Pattern Notes
- Ch 3 at the beginning of a round counts as a dc.
- Change colors every round, or follow my color chart below.
- Squares are joined as you go on Round 6.

ADVERTISEMENT

Granny Square
With any color except A, make a magic ring.
Round 1: Ch 3, 2 dc in ring, ch 2, *3 dc in ring, ch 2; rep from * 2 more times. Join with a
sl st to top of ch-3. Fasten oﬀ. (4 corners)
Round 2: Join new color in any ch-2 corner sp. Ch 3, (2 dc, ch 2, 3 dc) in same sp,
*ch 1, (3 dc, ch 2, 3 dc) in next corner sp; rep from * around, ch 1, join.
Rounds 3-5: Continue in the same way, working 3 dc in each ch-1 sp along the sides.
Round 6 (joining round): With Color A, work as before, joining to the neighbouring square
at each ch-1 sp along one or two sides.

Border
With Color A, work 2 rounds of dc around the whole blanket, then 1 round of sc.

42 Comments
Dana R. says: March 9, 2025 at 8:12 pm
I made the king size version (120 squares) and needed 5 skeins of cream!
Kayla Brooks says: So glad you loved it, Dana!

About Kayla - Hi, I'm Kayla Brooks, the crocheter behind Sunny Side Hooks.
© 2025 Sunny Side Hooks. Please don't repost this pattern; link back to this page instead.`,
    expected: {
      title: 'Wildflower Granny Square Blanket',
      designer: 'Kayla Brooks',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2548 }],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
];
