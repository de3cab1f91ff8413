import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw34-11-us-crochet-blog-cropped-puff-sleeve-cardigan',
    text: `5/14/25, 9:12 PM          Clementine Cardigan – Free Crochet Pattern | Maple Street Hooks
https://maplestreethooks.com/clementine-cardigan-free-crochet-pattern/

Maple Street Hooks     Home     Patterns     Tutorials     Shop     About     🔍

Home » Crochet Patterns » Cardigans » Clementine Cardigan – Free Crochet Pattern

Clementine Cardigan – Free Crochet Pattern (Cropped Puff-Sleeve Cardigan)
By Brianna Castillo · Updated May 10, 2025 · 38 Comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

[ Jump to Pattern ]     [ Get the ad-free PDF on Etsy ]

Spring is here and I wanted a cropped cardi to throw over sundresses, and the puff sleeves are easy!

ADVERTISEMENT

Clementine Cardigan
Skill level: Easy+
Sizes: XS (S, M, L, XL, 2X, 3X, 4X, 5X)
Finished bust: 32 (36, 40, 44, 48, 52, 56, 60, 64)", to be worn with 2-4" of positive ease
Sample shown: size S on a 34" bust.

Materials
- Meadowsweet Cotton Blend (DK / light #3; 51% cotton, 49% acrylic; 3.5 oz / 100 g; 273 yds / 250 m):
  approximately 760 (830, 920, 1010, 1110, 1210, 1310, 1400, 1500) yards. Shown in Apricot.
- US H-8 (5 mm) crochet hook
- US G-6 (4 mm) crochet hook for the ribbing
- 5 buttons, ¾" (19 mm)
- Stitch markers, yarn needle

Gauge
15 hdc x 11 rows = 4" / 10 cm with the H-8 hook.

ADVERTISEMENT

Notes
- The body is worked flat in one piece from the bottom up to the underarms, then the fronts and back
  are worked separately.
- The sleeves are worked in joined rounds from the cuff up and sewn in; the puff comes from increases
  at the top of the sleeve cap.

Abbreviations (US terms)
ch – chain; sl st – slip stitch; sc – single crochet; hdc – half double crochet; hdc2tog – half double
crochet 2 together; BLO – back loop only; RS – right side; WS – wrong side

Body
With the H-8 hook, ch 122 (137, 152, 167, 182, 197, 212, 227, 242).
Row 1 (RS): Hdc in 3rd ch from hook and in each ch across. Turn.

You might also like: Poppyfield Tee (620-1,240 yds) · Little Clementine Cardigan for kids (310-560 yds)
· Sunday Market Tote (2 skeins)

38 Comments
Tara M. · I made the M with 4 skeins of Cotton Ease and had half a skein left over!
Jo · Could I use a 5.5 mm hook for a drapier fabric?
   Brianna Castillo (author) · Sure, Jo! Just check your gauge; you may need to make a size down.

© 2025 Maple Street Hooks. All rights reserved. Please don't repost this pattern.                 1/6`,
    expected: {
      title: 'Clementine Cardigan',
      designer: 'Brianna Castillo',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 760 },
        { size: 'S', yards: 830 },
        { size: 'M', yards: 920 },
        { size: 'L', yards: 1010 },
        { size: 'XL', yards: 1110 },
        { size: '2X', yards: 1210 },
        { size: '3X', yards: 1310 },
        { size: '4X', yards: 1400 },
        { size: '5X', yards: 1500 },
      ],
      gauge: { stitches: 15, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw34-12-etsy-newborn-cocoon-and-bonnet-set',
    text: `Etsy · AcornAndThread · Digital download
Crochet Newborn Cocoon Pattern, Baby Photo Prop PDF, Chunky Bonnet and Cocoon Set, Easy Crochet
Pattern, Instant Download
★★★★★ (412 reviews) · $5.50

THIS IS A CROCHET PATTERN (PDF), NOT A FINISHED ITEM.

LITTLE ACORN COCOON & BONNET SET
Pattern by Shay Whitcomb · Acorn & Thread

Thank you so much for purchasing this pattern! This set is my go-to for newborn photo sessions: it works
up in an evening and it photographs beautifully.

SIZES
Newborn (0-3 months, 3-6 months)
Cocoon length: 16 (18, 20)" / 40.5 (45.5, 51) cm
Bonnet fits head: 13-14 (14-16, 16-17)" / 33-35.5 (35.5-40.5, 40.5-43) cm

YARN
Bulky weight (#5) yarn. I used Cloudspun Bulky (100% acrylic; 3.5 oz / 100 g; 137 yds / 125 m) in Oat.
Cocoon: 180 (230, 280) yds
Bonnet: 50 (65, 80) yds
Total: 230 (295, 360) yds / 210 (270, 329) m

HOOKS
US J-10 (6 mm) – bonnet
US K-10½ (6.5 mm) – cocoon

GAUGE
10 dc x 6 rows = 4" / 10 cm with the K-10½ hook. Gauge isn't super important for a photo prop, but a
different gauge will change the size.

NOTES
- The cocoon is worked from the bottom up in joined rounds, starting with a magic ring.
- The bonnet is worked flat in rows and seamed at the back.
- US terms. Ch 2 at the beginning of a round does not count as a stitch.

ABBREVIATIONS
MR – magic ring; ch – chain; sl st – slip stitch; sc – single crochet; dc – double crochet;
FPdc – front post dc; BPdc – back post dc; st(s) – stitch(es)

COCOON
Rnd 1: In MR, ch 2, 12 dc in ring, join with sl st to first dc. (12)
Rnd 2: Ch 2, 2 dc in each st around, join. (24)
Rnd 3: Ch 2, *dc in next st, 2 dc in next st; rep from * around, join. (36)

Safety note: This set is made for supervised photo sessions only. Never leave a baby unattended in it.

You may sell items you make from this pattern; please credit Acorn & Thread. Please do not share, copy
or resell the pattern itself.

More from AcornAndThread
Acorn Baby Blanket – 900 yds bulky · Tiny Sprout Booties – 60 yds · Mossy Bear Lovey – 150 yds

Reviews
★★★★★ "Super easy! Made the newborn set with 2 skeins of a chenille." – Ashley
★★★★☆ "Needed a size smaller hook, otherwise perfect." – Dana R.`,
    expected: {
      title: 'Little Acorn Cocoon & Bonnet Set',
      designer: 'Shay Whitcomb',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Newborn', yards: 230 },
        { size: '0-3 months', yards: 295 },
        { size: '3-6 months', yards: 360 },
      ],
      gauge: { stitches: 10, rows: 6, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      sizes: ['Newborn', '0-3 months', '3-6 months'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
