import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_7 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw37-13-us-knitting-blog-bear-hat-one-skein-months-years',
    text: `10/14/24, 7:02 AM          Little Bear Baby Hat (Free Knitting Pattern in 4 Sizes!) - Purl & Pine
https://purlandpine.com/little-bear-baby-hat-free-knitting-pattern/

Posted on October 12, 2024 by Rachel Dunmore · 23 comments
Home / Free Patterns / Baby & Kids

Disclosure: some links in this post are affiliate links, which means I may earn a small
commission at no extra cost to you.

Is there anything cuter than a baby in bear ears? I knit the first one of these for my
nephew's first winter, and now I've made them in every size up to preschool. They're
a great stash-buster and make the perfect baby shower gift!

[ ADVERTISEMENT ]

CUBBY BEAR HAT

Sizes: 0-6 months (6-12 months, 1-2 years, 3-5 years)
Finished circumference: 14 (16, 17½, 19)" · to fit head 15 (17, 18½, 20)"

You'll need:
- 1 skein of sport weight (#2 fine) yarn. I used Lullaby Lane Baby Sport (100 g / 328 yds /
  300 m) in Honey. One skein makes any of the four sizes, and you'll have plenty left for a
  second hat!
- US 3 (3.25 mm) 16" circular needle for the brim
- US 4 (3.5 mm) 16" circular needle and a set of US 4 double-pointed needles
- Stitch marker, tapestry needle

Gauge: 24 sts and 32 rnds = 4" in stockinette stitch on the larger needles.

Notes: The hat is worked in the round from the brim up. The ears are knit flat separately and
sewn on at the end. Switch to dpns when the crown gets too small for the circular.

Pin it for later! 📌

Pattern
With smaller needle, cast on 84 (96, 104, 112) sts. Place marker and join to work in the round,
being careful not to twist.
Rounds 1-8: *K1, p1; rep from * around.
Change to larger needle and knit every round until hat measures 4½ (5, 5½, 6)" from cast-on.

Crown decreases
Round 1: *K10 (10, 11, 12), k2tog; rep from * around.

[ ADVERTISEMENT ]

You might also like: Cubby Bear Mittens · Striped Baby Booties · Easy Garter Baby Blanket

23 Comments
Beth M. says: I made the 3-5 years size in Cascade 220 Superwash Sport on US 5s and it took
about 120 yds. So cute!
Rachel says: Love that, Beth! Thanks for sharing.
Nana Sue says: Could this be done in DK weight for the baby size?

© 2024 Purl & Pine. All rights reserved.`,
    expected: {
      title: 'Cubby Bear Hat',
      designer: 'Rachel Dunmore',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 328 }],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['0-6 months', '6-12 months', '1-2 years', '3-5 years'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw37-14-history-society-retyped-1950s-pixie-hood-ozs',
    text: `MARDEN & DISTRICT LOCAL HISTORY SOCIETY
Newsletter No. 64 · Spring 2025

FROM THE ARCHIVE
Our archivist Margaret Holt writes: Among the papers in the Pennington bequest was a small
knitting leaflet, well thumbed and with a pencilled name on the back – "for Jean, Nov. 1953".
A number of members asked for a copy after the January talk, so here it is, typed out exactly
as printed. My own notes are in square brackets.

* * *

THISTLEGOLD WOOLS · LEAFLET No. 412 · Price 4d.

The "Bluebell" Pixie Hood
For the Little Ones

MATERIALS: 2 (3) ozs. Thistlegold Double Knitting Wool. A pair each of No. 8 and No. 10
Knitting Pins. 1 yd. narrow ribbon.
[Margaret: No. 8 and No. 10 pins are 4 mm and 3¼ mm today. Two ounces is about 57 g, so a
couple of modern 50 g balls of DK would be ample for the smaller size.]

MEASUREMENTS: To fit ages 2-4 (4-6) years. Round face edge, 16 (17½) ins.

TENSION: 5½ sts. to one inch on No. 8 Pins.

ABBREVIATIONS: K., knit; P., purl; st., stitch; tog., together; inc., increase by knitting
into front and back of stitch; dec., decrease; ins., inches.

The instructions are for the smaller size. Figures for the larger size are in brackets.

Begin at the front edge. With No. 10 Pins cast on 88 (96) sts.
1st row: * K.1, P.1; rep. from * to end. Rep. this row 9 times more.
Change to No. 8 Pins and proceed in garter st. (every row K.) until work measures 6 (6½) ins.
from beg.
To shape the back: Next row: K.29 (32), K.2 tog., K.26 (28), K.2 tog., K.29 (32).
Knit 3 rows.
[The rest of the shaping runs to another page of the leaflet and is in the full copy kept in
the Society's archive room – ask at any meeting.]

To make up: Fold the work in half and sew the back seam, which forms the point. Thread ribbon
through the neck edge.

THISTLEGOLD for all your knitting. Other leaflets in this series: No. 410 "Baby's First Bootees"
(1 oz. 3-ply) · No. 411 "Cosy Mittens" (1 oz. Double Knitting).

* * *

Society news: the April meeting will be at the Methodist Hall on the 14th at 7.30 pm, when
Roy Ellery will talk on the Marden brickworks. Subscriptions for 2025 (£8, £12 joint) are now
due. Next issue: ration-book recipes from members' families.`,
    expected: {
      title: 'Bluebell Pixie Hood',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 5.5, rows: null, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2-4 years', '4-6 years'],
    },
  },
];
