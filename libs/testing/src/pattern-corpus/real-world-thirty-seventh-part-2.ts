import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_2 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw37-03-scottish-mill-child-bobble-yoke-age-table',
    text: `GLENBRAE WOOLLEN MILL  ·  FREE PATTERN GB-117  ·  www.glenbrae-wool.co.uk

TUMMEL
Child's bobble yoke jumper in Glenbrae Heather DK

Design: Fiona Lachlan

MEASUREMENTS
To fit age          1-2     3-4     5-6     7-8    years
To fit chest        53      58      63      68     cm
                    21      23      25      27     in
Actual chest        60      66      71      77     cm
Length to shoulder  33      38      43      48     cm
Sleeve length       20      25      30      35     cm

YARN
Glenbrae Heather DK
Main colour, shade Loch (M)       2       3       3       4     x 50g balls
Contrast, shade Gorse (C)         1 ball for all sizes (used for the bobbles and yoke bands)

NEEDLES & EXTRAS
3.25mm (UK 10/US 3) and 4mm (UK 8/US 6) circular needles, 40cm and 60cm long, and a set of
double-pointed needles in each size. Stitch markers, waste yarn, a tapestry needle.

TENSION
22 sts and 30 rows to 10cm over stocking stitch on 4mm needles.
It is essential to work to the stated tension to achieve the measurements given.

ABBREVIATIONS
K knit · P purl · st(s) stitch(es) · M1L make 1 left · M1R make 1 right · pm place marker
MB make bobble: (k1, p1, k1, p1, k1) all into next st, turn, p5, turn, k5, pass 2nd, 3rd, 4th
and 5th sts over the first.

NOTES
The jumper is worked from the top down in the round. The yoke is increased in four bands and
bobbles in the contrast colour are worked on the band rounds; carry M loosely up the inside.
Sleeve stitches are put on waste yarn and the body is worked to the hem. Sleeves are picked up
and worked in the round down to the cuffs.

NECKBAND
With 3.25mm 40cm circular needle and M, cast on 84 (88, 92, 96) sts. Pm and join for working
in the round. Work 6 rounds of k1, p1 rib.
Change to 4mm needle.
Round 1 (inc): *K3, M1L; rep from * to last 0 (4, 8, 0) sts, knit to end.

MATCHING HAT – Tummel Hat is pattern GB-118; you'll need 1 ball of M and 1 ball of C.

STOCKISTS – Glenbrae yarns are available from our mill shop in Aberfeldy and online.

YARN NOTE: Glenbrae Heather DK is a 100% British wool double knitting yarn.
One 50g ball measures approx. 115m. Machine washable on a wool cycle at 30°C.

© Glenbrae Woollen Mill Ltd. This pattern may be printed for personal use; not for resale.`,
    expected: {
      title: 'Tummel',
      designer: 'Fiona Lachlan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(3 * 115) },
        { size: '3-4 years', yards: m(4 * 115) },
        { size: '5-6 years', yards: m(4 * 115) },
        { size: '7-8 years', yards: m(5 * 115) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['bobbles', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw37-04-us-crochet-blog-leg-warmers-child-adult',
    text: `3/3/25, 9:14 PM   Slouchy Ribbed Leg Warmers – Free Crochet Pattern – Hook & Hollow
https://www.hookandhollow.com/slouchy-ribbed-leg-warmers/

Home » Free Patterns » Accessories » Slouchy Ribbed Leg Warmers

Slouchy Ribbed Leg Warmers – Free Crochet Pattern
By Kendra Moss · Updated March 3, 2025 · 14 Comments
This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.
[Jump to Pattern]   [Print Pattern]   [Pin It]

Nothing says cozy like a pair of slouchy leg warmers over your boots! These work up in an evening
and the post-stitch ribbing gives them a lovely stretch.

ADVERTISEMENT

Want the ad-free printable PDF? Grab it in my Etsy shop for $4.50!

FIRESIDE LEG WARMERS

Sizes: Child (Adult)
Finished length: 12 (16)" · Circumference at top, unstretched: 10 (13)"

Materials
- Worsted weight (#4 medium) yarn: 1 (2) skeins. I used Cabin Cozy Worsted (5 oz / 141 g /
  250 yds / 229 m) in the color Ember.
- US H-8 (5 mm) crochet hook for the cuffs
- US I-9 (5.5 mm) crochet hook for the leg
- Tapestry needle, stitch marker

Gauge
14 sts and 10 rnds = 4" (10 cm) in hdc with the larger hook.

Abbreviations (US terms)
ch – chain · sl st – slip stitch · hdc – half double crochet
fphdc – front post half double crochet · bphdc – back post half double crochet

Notes
- The leg warmers are worked in joined rounds from the top cuff down to the ankle. Do not turn.
- Ch 2 at the beginning of the round does not count as a stitch.

Pattern
With smaller hook, ch 36 (48), sl st to first ch to join, being careful not to twist.
Rnd 1: Ch 2, hdc in each ch around, sl st to first hdc to join. (36 (48) sts)
Rnds 2-5: Ch 2, *fphdc around next st, bphdc around next st; rep from * around, join.
Change to larger hook.

ADVERTISEMENT

14 Comments
Jenna R. – March 5, 2025
I made the adult size with one skein of Caron Simply Soft (315 yds) and had a little left!
Kendra Moss – March 5, 2025
So glad it worked out, Jenna! Soft yarns like that are perfect for these.
Marisol – March 9, 2025
Could I use a 6 mm hook for a looser fabric? Mine came out tight.

© 2025 Hook & Hollow. You may sell items made from this pattern; please credit Kendra Moss.`,
    expected: {
      title: 'Fireside Leg Warmers',
      designer: 'Kendra Moss',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 250 },
        { size: 'Adult', yards: 500 },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['Child', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
