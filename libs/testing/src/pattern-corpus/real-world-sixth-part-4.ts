import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_SIXTH_CASES (split for the file-size rule; see real-world-sixth.ts). */
export const REAL_WORLD_SIXTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-sixth-crochet-blog-bulleted-materials-pin-it-range-two-units',
    text: `Cozy Weekend Throw – Free Crochet Pattern
Design © Maria de la Fuente · Posted in Blankets · 14 comments

This post may contain affiliate links. Want to make this later? Pin it to your crochet board! 📌

This throw has been my go-to TV project all winter: one easy stitch, no counting after the first row,
and it grows fast. The free pattern is below, or grab the ad-free printable PDF in my shop.

Materials
• 1,100–1,300 yds / 1,006–1,189 m of worsted weight yarn (I used 6 skeins of Hollyberry Worsted in Fog)
• 6 mm (J-10) crochet hook
• Scissors and a tapestry needle

Finished size: about 45" x 55"
Gauge: 13 dc and 7 rows = 4" (gauge isn't crucial for a throw, but it changes the yardage)

Pin it for later!`,
    expected: {
      title: 'Cozy Weekend Throw',
      designer: 'Maria de la Fuente',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 1300 }],
      gauge: { stitches: 13, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
    },
  },
  {
    id: 'rw-sixth-crochet-toy-hook-only-stuffing-grams-per-colour',
    text: `Pip the Hedgehog
Crochet pattern by Niamh O'Connell

Finished size: approx. 12 cm / 4¾" tall

You will need
- Sport weight cotton yarn: Hazel (approx. 30 g) and Cream (approx. 10 g); 50 g = 155 m
- 2.75 mm (C-2) crochet hook
- Black safety eyes, 6 mm (1 pair)
- Polyester fibrefill stuffing
- Stitch marker and tapestry needle

Gauge is not important here; just work tightly so the stuffing does not show through.

Notes
Pip is worked in continuous rounds (a spiral); do not join at the end of a round unless told to.
Move the stitch marker up at the start of every round.`,
    expected: {
      title: 'Pip the Hedgehog',
      designer: "Niamh O'Connell",
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m((40 * 155) / 50) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-sixth-crochet-cardigan-xs-to-5x-repeat-gauge',
    text: `BROOKSIDE YARN CO. · brooksideyarn.com
Cabin Weekend Cardigan
Skill Level: Intermediate

Sizes: XS (S, M, L, XL, 2X, 3X, 4X, 5X)
Finished bust (closed): 32 (36, 40, 44, 48, 52, 56, 60, 64)"
Note: Choose a size about 4" larger than your bust measurement.

MATERIALS
Brookside Worsted (100% acrylic; 7 oz/198 g; 364 yds/333 m)
   #0312 Spruce: 3 (3, 4, 4, 5, 5, 6, 6, 7) skeins
   Yarn weight: (4) Medium
US I-9 (5.5 mm) and H-8 (5 mm) crochet hooks
Six 1" (25 mm) buttons
Stitch markers, yarn needle

GAUGE: 3 pattern repeats (12 sts) and 9 rows = 4" in body pattern with larger hook.
Instructions are written for the smallest size, with larger sizes in parentheses.`,
    expected: {
      title: 'Cabin Weekend Cardigan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 3 * 364 },
        { size: 'S', yards: 3 * 364 },
        { size: 'M', yards: 4 * 364 },
        { size: 'L', yards: 4 * 364 },
        { size: 'XL', yards: 5 * 364 },
        { size: '2X', yards: 5 * 364 },
        { size: '3X', yards: 6 * 364 },
        { size: '4X', yards: 6 * 364 },
        { size: '5X', yards: 7 * 364 },
      ],
      gauge: { stitches: 12, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
    },
  },
  {
    id: 'rw-sixth-crochet-shawl-one-skein-fingering',
    text: `Saltspray Shawlette
A crescent shawl from one skein — crochet

Designer: Elin Marie Strand
Dimensions after blocking: 58" wingspan x 18" deep at the centre

Materials
One skein of fingering weight yarn, 100 g / 3.5 oz, 437 yds / 400 m
   (sample: Skerry Sock in Sea Glass; any sock yarn works)
3.5 mm (E-4) hook
Locking stitch markers, blocking wires and pins

Gauge: 20 sts and 10 rows = 4" / 10 cm in the lace pattern, after blocking.
Gauge is not critical, but it will change the final size and how much yarn you use.

The shawl is worked in rows; both a chart and written instructions are given.`,
    expected: {
      title: 'Saltspray Shawlette',
      designer: 'Elin Marie Strand',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 437 }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
];
