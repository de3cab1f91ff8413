import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw28-07',
    text: `BLUFF COUNTRY YARNS                                         FREE PATTERN · BC-H114

Snowfield Fair Isle Hat
Designed by Annika Loftus

SKILL LEVEL: ■■■□ Intermediate

SIZES
Child (Adult S, Adult L)
To fit head circumference: 18 (20, 22)" / 45.5 (51, 56) cm
Finished circumference: 16½ (18¼, 20)" / 42 (46.5, 51) cm, unstretched

MATERIALS
Bluff Country Heritage Worsted (Worsted weight #4; 100% American wool; 100 g; 222 yds / 203 m)
1 skein each of:
  MC – Oatmeal (#102)
  CC1 – Cranberry (#317)
  CC2 – Spruce (#455)
US 6 (4 mm) 16" circular needle
US 8 (5 mm) 16" circular needle and set of double-pointed needles
Stitch marker, tapestry needle, 3" pom-pom maker (optional)

GAUGE
20 sts and 22 rnds = 4" / 10 cm in stranded Fair Isle pattern on US 8 needle.
Take time to check gauge; stranded fabric is less stretchy than stockinette.

ABBREVIATIONS
k knit · p purl · rnd round · k2tog knit 2 together · MC main color · CC contrast color · pm place marker

NOTES
The hat is worked in the round from the brim up. The Fair Isle band follows Chart A; carry the color not in
use loosely across the back of the work and catch floats longer than 5 stitches.

BRIM
With MC and US 6 needle, cast on 84 (92, 100) sts. Pm and join to work in the rnd, being careful not to twist.
Rnd 1: *K1 tbl, p1; rep from * to end.
Repeat Rnd 1 until brim measures 2 (2½, 2½)" from cast-on edge.
Change to US 8 needle. Knit 1 rnd, increasing 4 (4, 8) sts evenly. 88 (96, 108) sts.

BODY
Work Rnds 1-19 of Chart A.
With MC, knit until hat measures 6 (7, 7¾)" from cast-on edge.

CROWN
Change to DPNs when needed. Rnd 1: *K9 (10, 10), k2tog; rep from * ...

This pattern was tested in all sizes. Need help? Write to patterns@bluffcountryyarns.com
Make it a set: Snowfield Cowl uses 2 skeins of MC and 1 skein each of CC1 and CC2.
© 2025 Bluff Country Yarns, Decorah, Iowa. May not be sold. Version 1.1 (corrected chart key).`,
    expected: {
      title: 'Snowfield Fair Isle Hat',
      designer: 'Annika Loftus',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 666 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['fair isle', 'colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw28-08',
    text: `Marigold & Moss · crochet for slow summers
https://marigoldandmoss.blog/2025/05/picnic-granny-tote/

Home / Free Patterns / Bags

The Picnic Granny Tote – Free Crochet Pattern
Posted on May 14, 2025 by Delia Fairbanks · 48 Comments

*This post contains affiliate links. If you buy through them I may earn a small commission at no cost to you.

Every spring I want a new market bag, and this year it had to be made of granny squares. Twelve squares,
a little gusset strip and two sturdy handles – that's it! It holds a baguette, a bunch of peonies and a
thermos, I tested it thoroughly.

ADVERTISEMENT

WHAT YOU'LL NEED
- Sunfield Cotton (100% cotton, worsted weight cotton #4 medium; 70 g / 140 yds / 128 m per ball)
  · Color A – Buttercup: 2 balls
  · Color B – Sage: 1 ball
  · Color C – Blush: 1 ball
  · Color D – Ivory: 1 ball
- US H-8 (5 mm) crochet hook
- Tapestry needle, scissors, optional fabric lining 14" x 30"

GAUGE
Gauge isn't crucial for a bag, but each square measures about 5" across after Round 4.

FINISHED SIZE
About 15" wide x 12" tall, not counting the handles.

ABBREVIATIONS (US TERMS)
ch – chain · sl st – slip stitch · dc – double crochet · sc – single crochet · sp – space

GRANNY SQUARE (make 12)
Round 1: With B, ch 4 and join to form a ring. Ch 3 (counts as dc), 2 dc in ring, ch 2, *3 dc in ring, ch 2;
repeat from * twice more. Join. Fasten off. (4 clusters)
Round 2: Join C in any ch-2 corner sp. Ch 3, (2 dc, ch 2, 3 dc) in same sp, *(3 dc, ch 2, 3 dc) in next
corner sp; repeat from * twice more. Join. Fasten off.
Round 3: Join D in any corner and continue in the same way, working 3 dc in each side space.
Round 4: Join A and work one more round.

ASSEMBLY
Lay out the squares 3 x 2 for each side and join with sc in A through the back loops.

[Download the printable PDF – $3.50 in my Etsy shop]

48 COMMENTS
Rhonda K. · May 15, 2025
Made two already! I used 4 balls of a cheaper cotton and still had plenty left.
Sophie · May 16, 2025
Could I use a 4.5 mm hook? My squares are coming out closer to 5½".
  Delia Fairbanks · That's fine, just make sure all 12 are the same size.`,
    expected: {
      title: 'The Picnic Granny Tote',
      designer: 'Delia Fairbanks',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 700 }],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['granny square'],
    },
  },
];
