import type { PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw31-17',
    text: `3/14/25, 2:47 PM      Linen Stitch Placemats: Free Knitting Pattern - The Crooked Porch
https://thecrookedporch.com/linen-stitch-placemats-free-knitting-pattern/

The Crooked Porch
Home | Knitting | Sewing | Garden | Shop | About

Linen Stitch Placemats: Free Knitting Pattern
By Kelsey Marsh | Updated March 10, 2025 | 23 comments
[Jump to Pattern]  [Print]

Disclosure: this post contains affiliate links. As an Amazon Associate I earn from
qualifying purchases.

Spring cleaning got me looking at our poor old kitchen table, and I decided it deserved
something prettier than the vinyl mats we've had since the kids were little. Linen stitch
makes a firm, woven-looking fabric that lies flat and doesn't curl, perfect for placemats.

Advertisement · Report this ad

Farmstand Placemats
Designed by Kelsey Marsh

Size: each placemat is about 17" x 12" after washing. This pattern makes a set of four.

Materials
• Worsted weight cotton: 4 skeins (one per placemat) of Homestead Cotton (100% cotton;
  3.5 oz/100 g; 210 yds/192 m). I used one each of Sage, Oat, Rust and Denim.
• US 8 (5 mm) 24" circular needle, used flat
• Two US 7 (4.5 mm) double-pointed needles for the applied I-cord edge
• Tapestry needle

Gauge
28 sts and 48 rows = 4" in linen stitch (don't skip the swatch, linen stitch pulls in a lot!)

Linen Stitch
Row 1 (RS): *K1, sl1 wyif; rep from * to last st, k1.
Row 2 (WS): *P1, sl1 wyib; rep from * to last st, p1.

Instructions
Cast on 119 sts loosely.
Work in linen stitch until piece measures 11" from cast-on, ending with a WS row.
Bind off loosely in pattern.
Edging: With dpns, cast on 3 sts and work applied I-cord all around the mat, picking up 1 st
for every st along the top and bottom and 2 sts for every 3 rows along the sides. Graft the
ends together. Wash and lay flat to dry.

Advertisement

You might also like:
• Farmstand Dishcloths (one skein makes three!)
• Chunky Garter Table Runner (2 skeins bulky)

23 Comments
Marcy L. says: March 11, 2025 at 9:02 am
I used DK cotton and a US 6, they came out a bit smaller, about 150 yds per mat.
Reply
Kelsey Marsh says: March 11, 2025 at 11:40 am
Love that, Marcy! Smaller mats are great for a breakfast nook.`,
    expected: {
      title: 'Farmstand Placemats',
      designer: 'Kelsey Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 4 * 210 }],
      gauge: { stitches: 28, rows: 48, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw31-18',
    text: `Vintage Crochet Swap & Share › Files › Afghans
RETYPED: "Country Plaid Afghan" from leaflet No. 7204, "Afghans for Every Room" (c. 1976,
25¢ - no designer named on my copy). Typed up by Doreen M. for the group. Any typos are mine,
not theirs! My notes are in [square brackets].

COUNTRY PLAID AFGHAN

Size: Approximately 46" x 60" plus fringe.

MATERIALS: Knitting Worsted Weight Yarn, 4 oz. skeins:
  6 skeins Brown (A), 3 skeins Gold (B), 2 skeins Off-White (C).
Afghan Hook, Size J, or size required for gauge. [An afghan hook is what we now call a
Tunisian hook - the long one with a stopper. You need the 14" length for this.]
Crochet Hook, Size H, for border.
Tapestry needle.

GAUGE: In afghan stitch, 7 sts = 2 inches; 7 rows = 2 inches.

[Doreen: my gauge was spot on with a modern Tunisian hook. I used up about 2 1/2 lbs of
stash for mine, so they were not stingy with the yarn!]

AFGHAN STITCH: Row 1: First Half: Keeping all loops on hook, draw up a loop in 2nd ch from
hook and in each ch across. Second Half: Yo and draw through first loop on hook, * yo and
draw through 2 loops on hook; repeat from * across. One loop remains on hook and counts as
first st of next row.
Row 2: First Half: Keeping all loops on hook, draw up a loop under 2nd vertical bar and under
each vertical bar across. Second Half: Same as Second Half of Row 1. Repeat Row 2 for pattern.

AFGHAN: With afghan hook and A, ch 161. Work in afghan stitch as follows: 8 rows A, 2 rows B,
2 rows C, 2 rows B; repeat these 14 rows for stripe pattern until afghan measures about 60",
end with 8 rows A. Sl st in each vertical bar across. Fasten off.

VERTICAL STRIPES: With a double strand of B, cross-stitch over every 8th and 9th vertical bar
from lower to upper edge. [This is the "plaid" bit - the cross stitches go over the afghan
stitch squares. There is a chart in the original, sorry I can't copy it.]

BORDER: With H hook and right side facing, join A in any corner. Rnd 1: Ch 1, sc evenly
around, working 3 sc in each corner; join with sl st. Rnd 2: Ch 1, sc in each sc around,
3 sc in each corner st; join. Fasten off.

FRINGE: Cut 12" strands of A. Knot 4 strands in every 4th st across each short end. Trim.

Printed in U.S.A.

---
💬 14 comments
Marlene K.: Thank you Doreen!! My mother made this one in orange and brown lol
Doreen M.: @Marlene K. Ha! Mine was green and gold, very 1976!
Pat S.: Does anyone know how many yards a 4 oz skein was back then?
Doreen M.: @Pat S. it varied by brand, I'd buy by weight and get extra to be safe.`,
    expected: {
      title: 'Country Plaid Afghan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      gauge: { stitches: 7, rows: 7, inches: 2 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'J-10', mm: 6 },
      ],
      techniques: ['tunisian crochet'],
    },
  },
];
