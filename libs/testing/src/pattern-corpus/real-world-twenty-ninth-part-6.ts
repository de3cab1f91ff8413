import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw29-11',
    text: `3/4/26, 9:12 AM             Easy Garter Baby Kimono – Free Knitting Pattern - Maple Row Knits

MAPLE ROW KNITS
Home  /  Free Patterns  /  Baby

Easy Garter Baby Kimono – Free Knitting Pattern
By Hannah Loft  |  Updated January 9, 2026  |  14 comments
JUMP TO PATTERN  ·  PRINT PATTERN

This post contains affiliate links. As an Amazon Associate I earn from qualifying purchases.

My sister-in-law is due in April, so of course I had to design something for the new arrival!
This little wrap cardigan is all garter stitch, so it's perfect for a beginner, and there's no
fiddly buttons – just two ties. It's the kind of thing you can knit in a weekend.

ADVERTISEMENT

Want the ad-free PDF with a printable size chart? It's $4 in my shop – click here!

WREN BABY KIMONO

Sizes: 0-3 (3-6, 6-12, 12-18) months
Finished chest (wrapped): 17 (18½, 20, 21½)"

Yarn: DK weight (#3 light) cotton or cotton blend, approx. 230 (290, 360, 440) yds / 210 (265,
329, 402) m. I used Stonebrook Baby Cotton DK in Buttercup.
Needles: US 6 (4 mm) 24" circular needle (for the long rows) and two US 6 dpns for the ties
Notions: 2 stitch markers, tapestry needle

Gauge: 22 sts and 44 rows = 4" in garter stitch.

Construction: The kimono is worked flat in one piece from the bottom up. You'll knit the back
first, cast on for the sleeves at each side, then split at the neck and work each front down to
the hem. The ties are simple i-cords sewn to the front edges.

Abbreviations: k – knit · CO – cast on · BO – bind off · pm – place marker · st(s) – stitch(es)

BACK
CO 48 (52, 56, 60) sts. Knit every row until piece measures 6½ (7, 8, 9)" from cast-on edge.
SLEEVES
Using the backward loop method, CO 26 (30, 34, 38) sts at the beginning of the next 2 rows.
100 (112, 124, 136) sts. Knit until sleeves measure 3½ (4, 4½, 5)".

ADVERTISEMENT

14 COMMENTS
Marnie K. · January 20, 2026
Made the 3-6 mo for my niece in Cotton-Ease and used about 1½ skeins. So cute, thanks!
   Hannah Loft · Yay! I love Cotton-Ease for baby things.
Joy · February 2, 2026
Could I use a US 7 for a drapier fabric?
   Hannah Loft · Sure, just check your chest width as you go.

https://maplerowknits.com/easy-garter-baby-kimono/                                           3/7`,
    expected: {
      title: 'Wren Baby Kimono',
      designer: 'Hannah Loft',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 230 },
        { size: '3-6 months', yards: 290 },
        { size: '6-12 months', yards: 360 },
        { size: '12-18 months', yards: 440 },
      ],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
      techniques: ['bottom-up', 'i-cord'],
    },
  },
  {
    id: 'rw29-12',
    text: `Grandma's Pattern Box — vintage patterns, retyped with love
Posted October 18, 2025 by Carol Ann · Filed under: Afghans, 1970s, Crochet

Patchwork Granny Afghan (1973)

This one came from a stack of leaflets my aunt gave me – "Afghans to Crochet," Leaflet No. 231,
published in 1973. I've retyped it exactly as written, with my own notes in [square brackets].
No designer is credited on the leaflet. The original is long out of print; please don't sell this,
it's shared for personal use only.

Pin it for later!

-------------------------------------------------------------
PATCHWORK GRANNY AFGHAN

SIZE: Approximately 48 x 62 inches, plus fringe.

MATERIALS: Knitting Worsted Weight Yarn, 4 oz. skeins:
5 skeins Black (MC); 1 skein each of Gold, Orange, Avocado, Rust, Brown and Beige.
Crochet Hook, Size H (or size required to obtain gauge).

GAUGE: Each square measures 4¼ inches.
[My test square came out at 4 inches with a 5 mm hook, close enough for me.]

SQUARE (Make 154): With any color except Black, ch 4, join with sl st to form ring.
Rnd 1: Ch 3, 2 dc in ring, ch 2, * 3 dc in ring, ch 2; rep from * twice more; join with sl st
to top of ch 3. Fasten off.
Rnd 2: Join a second color in any ch-2 sp, ch 3, 2 dc, ch 2, 3 dc in same sp (corner), * ch 1,
(3 dc, ch 2, 3 dc) in next sp; rep from * twice more; ch 1, join. Fasten off.
Rnd 3: Join Black in any corner sp, ch 3, (2 dc, ch 2, 3 dc) in same sp, * ch 1, 3 dc in next
ch-1 sp, ch 1, (3 dc, ch 2, 3 dc) in corner sp; rep from * around, end ch 1, join. Fasten off.

ASSEMBLY: Arrange squares 11 across and 14 down, mixing the centre colors. With Black, whip
squares together through back loops only.
BORDER: With Black, work 1 rnd sc evenly around, working 3 sc in each corner. Join. Fasten off.
FRINGE: Cut 12" strands of Black. Knot 4 strands in every other st across each short end.
-------------------------------------------------------------

[Carol Ann's note: the same leaflet has a "Ripple Stripe Afghan" that takes 8 skeins – I'll
post it next month!]

6 COMMENTS
Linda P. – I remember these colors! My mom made one just like it in 1974.
Sue – How many yards are in those 4 oz skeins? I'd like to use what's in my stash.
   Carol Ann – Good question, Sue! Yarns varied back then, so weigh and measure what you have.

Grandma's Pattern Box · grandmaspatternbox.com · Page 1 of 2`,
    expected: {
      title: 'Patchwork Granny Afghan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['granny square'],
    },
  },
];
