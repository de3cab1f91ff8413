import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_SIXTEENTH_CASES (split for the file-size rule; see real-world-sixteenth.ts). */
export const REAL_WORLD_SIXTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-sixteenth-interactive-epattern-export-amigurumi-badger',
    text: `ePattern · exported 27 Nov 2026 · Steps: 38 · Difficulty: Easy · ♥ 2.4k saves
BARNABY THE BADGER
Creator: Yuki Hartmann (@yukismallfriends)

About this ePattern
Barnaby is a chubby little badger made amigurumi-style. Everything is worked in the round in a
continuous spiral, so keep a marker in the first stitch of each round.

Finished size: approx. 22 cm / 8¾" tall when made with the recommended yarn and hook.

What you need
☐ DK cotton (8 ply) — each 50 g ball = 120 m
   Grey: 50 g · White: 20 g · Black: 15 g
☐ 2.75 mm (US C-2) crochet hook
☐ 10 mm safety eyes (1 pair), fibre fill, stitch marker, tapestry needle

Gauge isn't critical for a toy — just crochet tightly so the stuffing doesn't show through.

Abbreviations (US): MR magic ring · sc single crochet · inc 2 sc in one st · dec invisible
decrease · BLO back loop only · FO fasten off

Step 1 · HEAD (Grey)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Step 2 · ...

💬 Comments (86)   📷 Makes (412)   ⭐ 4.9
"Made mine in chunky yarn with a 5 mm hook and he's huge!" — makerlou
This ePattern is protected by copyright. Unlock to view all steps.`,
    expected: {
      title: 'Barnaby the Badger',
      designer: 'Yuki Hartmann',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(204) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-sixteenth-canadian-brand-web-crochet-pullover-paired-sizes',
    text: `MAPLE RIDGE YARNS  ·  mapleridgeyarns.ca  ·  FREE PATTERN MR-C-0219
Crochet · Adult · Pullover                                   Skill level: Easy ●●○○

Lakeshore Pullover
Design by Amélie Tremblay

SIZES
XS/S (M/L, XL/2X, 3X/4X, 5X)
To fit bust: 28-34 (36-42, 44-50, 52-58, 60-62)" / 71-86 (91-107, 112-127, 132-147, 152-157) cm
Finished bust: 40 (48, 56, 64, 70)" / 101.5 (122, 142, 162.5, 178) cm

MATERIALS
Maple Ridge Hearth (80% acrylic, 20% wool; 170 g / 6 oz; 300 m / 328 yds)
Medium / Worsted (4)
Colour 0108 Driftwood: 3 (4, 4, 5, 5) balls
Sizes US I-9 (5.5 mm) and US H-8 (5 mm) crochet hooks or size needed to obtain gauge
Stitch markers, yarn needle

GAUGE
12 sc and 14 rows = 4" [10 cm] with larger hook.
WORK TO THE EXACT GAUGE WITH THE SPECIFIED TYPE OF YARN TO OBTAIN SUCCESSFUL RESULTS.

INSTRUCTIONS
The pieces are worked from the bottom up and sewn together. Ribbing is worked in front post and
back post double crochet.

BACK
With smaller hook, ch 62 (74, 86, 98, 107)...

Maple Ridge Yarns makes every effort to ensure instructions are accurate. We cannot be responsible for
human error or variations in individual work. © Maple Ridge Yarns Inc., Ontario, Canada.`,
    expected: {
      title: 'Lakeshore Pullover',
      designer: 'Amélie Tremblay',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS/S', yards: 984 },
        { size: 'M/L', yards: 1312 },
        { size: 'XL/2X', yards: 1312 },
        { size: '3X/4X', yards: 1640 },
        { size: '5X', yards: 1640 },
      ],
      gauge: { stitches: 12, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS/S', 'M/L', 'XL/2X', '3X/4X', '5X'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-sixteenth-crochet-designer-newsletter-shawlette',
    text: `The Hook Post · Issue 41 · a monthly letter from Rosalind Mbeki
View in browser

Hello, lovely hookers!

This month has been all about lace for me, and the result is a little crescent that uses a single
skein of something special. It's free for subscribers until the end of the month — after that it
goes into the shop. Next month: the Skylark Cowl (about 250 yds), so save your leftovers!

~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

SKYLARK SHAWLETTE
Designed by Rosalind Mbeki

Yarn: fingering weight; about 520-560 yds (475-512 m) in total. I used one skein of a speckled
merino-silk.
Hook: 4 mm (G-6)
Gauge: 2 shell repeats (12 sts) and 8 rows = 4" / 10 cm in shell pattern, after blocking
Finished size: 140 cm / 55" wingspan × 40 cm / 16" deep

The shawlette is worked top-down from a few chains at the centre neck in a lacy shell stitch that
opens beautifully with blocking.

Row 1 (RS): Ch 4, (dc, ch 1) 3 times in 4th ch from hook...

~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

Ravelry group chat is open — show me your Skylarks!
With love and loops, Ros

You're receiving this because you subscribed at rosalindmbeki.com · Unsubscribe`,
    expected: {
      title: 'Skylark Shawlette',
      designer: 'Rosalind Mbeki',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 560 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw-sixteenth-japanese-brand-web-crochet-linen-bag',
    text: `HOSHINO YARN  Free Pattern  No. C-2031

Linen Marché Bag
Design: Keiko Morita

[Materials]
Yarn: Hoshino Natural Linen (100% linen, 25 g ball, approx. 44 m)
      Beige (No. 2) — 6 balls
Hook: 7/0 (4.0 mm) crochet hook
Others: leather handles 1 pair (40 cm), sewing thread

[Gauge]
Mesh pattern: 5 mesh, 9 rows = 10 cm square

[Finished size]
Width 32 cm, height 28 cm (without handles)

[How to make]
1. Make a chain ring and work the base in joined rounds of double crochet, increasing as shown
   in the chart, to round 9.
2. Continue the sides in the openwork mesh pattern without increasing, for 24 rounds.
3. Work 3 rounds of single crochet for the top edge and fasten off.
4. Sew the handles to the inside of the top edge.

* Linen softens with washing. Wash gently by hand before use if you prefer a softer finish.
* For the chart symbols, see "Basic crochet stitches" on our website.
* Yarn amounts are based on the sample; they may vary with your tension.

Related products: Natural Linen colour card · Leather handles (3 colours)

© HOSHINO YARN Co., Ltd. This pattern may not be reproduced for commercial purposes.`,
    expected: {
      title: 'Linen Marché Bag',
      designer: 'Keiko Morita',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(264) }],
      gauge: { stitches: 5, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['in the round', 'lace'],
    },
  },
];
