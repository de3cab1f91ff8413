import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw25-07',
    text: `Slow Stitches: Twelve Sweaters for Every Season
Chapter 4 · Autumn

[Image: a man in a rust-coloured pullover leaning on a drystone wall]

FERRYMAN PULLOVER

The little ferry that crosses to the island runs four times a day in
autumn, and the man who works it wears the same rust-coloured gansey
every single crossing. This is my tribute to him: a roomy pullover with a
plaited cable up the centre front and back, and plain stockinette
everywhere else so it knits up quickly on the sofa.

SIZES
Finished chest: 36 (40, 44, 48, 52)" / 91.5 (101.5, 112, 122, 132) cm
Shown in size 44" with 6" of positive ease on the model.

YARN
Worsted weight. Shown in Tillhaven Mill Everyday Worsted (100%
Corriedale; 210 yds / 192 m per 100 g skein), colour Rust:
6 (7, 8, 8, 9) skeins.

NEEDLES
US 6 (4 mm): 16" and 32" circulars
US 8 (5 mm): 16" and 32" circulars, and dpns or your preferred method for
small circumferences
Cable needle; stitch markers; waste yarn

GAUGE
18 sts and 24 rnds = 4" (10 cm) in stockinette stitch on US 8 needles,
blocked. The plait panel (24 sts) measures 3¾" across.

CONSTRUCTION
The body is worked in the round from the hem up to the underarms, then
divided and the front and back are worked flat to the shoulders, which
are joined with a three-needle bind-off. Sleeves are worked in the round
from the cuff up, then sewn into the armholes.

A note on yarn: the Corriedale blooms beautifully after washing, so
swatch, wash and dry flat before you measure. If you substitute, choose a
springy wool; a smooth cotton will make the cables sag.

BODY
With smaller 32" needle, cast on 164 (182, 200, 218, 236) sts. Place
marker and join to work in the round, being careful not to twist.
Rnd 1: *K2, p2; rep from * to last 0 (2, 0, 2, 0) sts, k0 (2, 0, 2, 0).
Work in rib as set for 2½".

Also in this chapter: Hayrick Cardigan (1,450–2,300 yds of aran),
Bracken Socks (400 yds of fingering) and Stubble Field Hat (190 yds).

Photography by Ezra Penhale.
From Slow Stitches by Margit Halloran (Harrow & Lane Books, 2024).
EPUB edition · Location 2318 of 6540 · 36%`,
    expected: {
      title: 'Ferryman Pullover',
      designer: 'Margit Halloran',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '36', yards: 1260 },
        { size: '40', yards: 1470 },
        { size: '44', yards: 1680 },
        { size: '48', yards: 1680 },
        { size: '52', yards: 1890 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw25-08',
    text: `Ravelry: Hearthside Pullover pattern by Nell Faraday
https://www.ravelry.com/patterns/library/hearthside-pullover-2

Hearthside Pullover
by Nell Faraday

  projects 214 · queued 1,870 · favorites 3,905
  ★ 4.8 average rating from 96 people · difficulty 3.4 from 88 people

Craft                Crochet
Category             Clothing → Sweater → Pullover
Published            September 2025
Suggested yarn       Corriedale Co. Hearth Aran
Yarn weight          Aran (8 wpi) ?
Hook size            5.0 mm (H)
                     5.5 mm (I)
Gauge                13 stitches and 10 rows = 4 inches
                     in half double crochet
Yardage              1090 - 1980 yards (997 - 1811 m)
Sizes available      Finished bust 34 (38, 42, 46, 50, 54)"
Languages            English

[ buy it now ]  US$ 9.00
This pattern is available for $9.00 USD.

[ notes ]
A relaxed drop-shoulder pullover for cold evenings by the fire. It is
worked bottom-up in four flat pieces (back, front, two sleeves) in half
double crochet through the back loop, seamed, and finished with a wide
ribbed collar and a split hem.

Yardage per size: 1090 (1260, 1430, 1610, 1790, 1980) yds.
Choose a size with 8-10" of positive ease; the sample is size 42 on a
34" bust.

Please check the errata page before you begin: the row count for the
sleeve cap in size 50 was corrected on 2 October 2025.

Tested by a wonderful group of 14 makers. Tech edited by Ana Kristoff.

Tags: #drop-shoulder #crochetsweater #aran #hdc #seamed

[ yarn ideas ]
Corriedale Co. Hearth Aran · 73% of projects
Lindenfield Ranch Aran · 9% of projects

More from Nell Faraday
Hearthside Cowl ........ 240 yards · Aran
Emberglow Hat .......... 170 yards · Worsted
Kindling Cardigan ...... 1200 - 2400 yards · Aran

© Ravelry.com · about · advertising · help · privacy`,
    expected: {
      title: 'Hearthside Pullover',
      designer: 'Nell Faraday',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: '34', yards: 1090 },
        { size: '38', yards: 1260 },
        { size: '42', yards: 1430 },
        { size: '46', yards: 1610 },
        { size: '50', yards: 1790 },
        { size: '54', yards: 1980 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['34', '38', '42', '46', '50', '54'],
      techniques: ['bottom-up'],
    },
  },
];
