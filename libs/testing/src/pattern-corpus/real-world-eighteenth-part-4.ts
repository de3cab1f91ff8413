import type { PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_EIGHTEENTH_CASES (split for the file-size rule; see real-world-eighteenth.ts). */
export const REAL_WORLD_EIGHTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw18-13',
    text: `Cozy Campfire Beanie (Free Crochet Pattern)
By Bettina Okonkwo | Updated October 3, 2025 | 14 Comments

This post may contain affiliate links. I earn a small commission at no extra cost to you.

Contents [hide]
1 Why you'll love this beanie
2 Materials
3 Sizing
4 Gauge
5 Pattern notes
6 Cozy Campfire Beanie pattern

Hey friends, Bettina here! This chunky-looking ribbed beanie is the one I make for everyone
on my list, and it works up in one evening.

Materials
• Worsted weight yarn (#4 medium) – I used Hearthstone Worsted in Ember (219 yds / 200 m
per 100 g skein)
• Approx. 90 (120, 150, 180, 210) yards / 82 (110, 137, 165, 192) m
• 5 mm (H-8) hook for the ribbing and 5.5 mm (I-9) hook for the body
• Tapestry needle, faux-fur pompom (optional)

ADVERTISEMENT

Sizing
Baby (Toddler, Child, Teen, Adult)
Fits head: 16 (18, 19, 20, 22)"

Gauge
13 hdc and 10 rows = 4" with the 5.5 mm hook

Pattern notes
• The beanie is worked in joined rounds from the brim up.
• The ch 2 at the beginning of each round does not count as a stitch.

14 Comments
Darla M. says: I made the adult size with a bulky yarn and a 6.5 mm hook and it was perfect!`,
    expected: {
      title: 'Cozy Campfire Beanie',
      designer: 'Bettina Okonkwo',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Baby', yards: 90 },
        { size: 'Toddler', yards: 120 },
        { size: 'Child', yards: 150 },
        { size: 'Teen', yards: 180 },
        { size: 'Adult', yards: 210 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['Baby', 'Toddler', 'Child', 'Teen', 'Adult'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw18-14',
    text: `Harvest Moon Shacket – Free Crochet Pattern
Posted by Joanna Veltri · Crochet Garments · 22 min read

Pin it for later!
Want an ad-free, printable version? Grab the PDF in my Etsy shop (The Loop & Ladle).

The Harvest Moon Shacket is an oversized, boxy overshirt with dropped shoulders and big
patch pockets – the perfect layer for pumpkin-patch season.

MATERIALS
• Chunky weight (#5 bulky) yarn – I used Barnstable Chunky (100 g / 137 yds / 125 m)
• 6.5 mm (K-10½) hook for the cuffs and collar
• 8 mm (L-11) hook for the body
• 6 buttons, 25 mm; stitch markers; tapestry needle

SIZE & YARDAGE CHART
Size    Finished chest    Yards    Metres
XS      36"               1010     924
S       40"               1120     1024
M       44"               1230     1125
L       48"               1350     1234
XL      52"               1480     1353
2X      56"               1600     1463
3X      60"               1730     1582
4X      64"               1860     1701

ADVERTISEMENT

GAUGE
10 dc x 6 rows = 4" (10 cm) with the 8 mm hook

CONSTRUCTION
The shacket is made of five flat panels (back, two fronts, two sleeves) worked from the
bottom up, then seamed. The collar and button bands are worked last.

© The Loop & Ladle. Please do not copy this pattern; link to this post instead.`,
    expected: {
      title: 'Harvest Moon Shacket',
      designer: 'Joanna Veltri',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'XS', yards: 1010 },
        { size: 'S', yards: 1120 },
        { size: 'M', yards: 1230 },
        { size: 'L', yards: 1350 },
        { size: 'XL', yards: 1480 },
        { size: '2X', yards: 1600 },
        { size: '3X', yards: 1730 },
        { size: '4X', yards: 1860 },
      ],
      gauge: { stitches: 10, rows: 6, inches: 4 },
      needle_sizes: [
        { us: 'K-10.5', mm: 6.5 },
        { us: 'L-11', mm: 8 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw18-15',
    text: `OTIS THE OTTER
crochet amigurumi pattern
by Kaiya Brennan-Loh | Little Burrow Makes

Shop: littleburrowmakes.etsy.com • Instagram @littleburrowmakes

Finished size: approx. 22 cm / 8.5" tall when made with the recommended yarn and hook.
Skill level: easy – you need to know the magic ring, sc, inc and dec.

MATERIALS
Yarn: DK weight cotton. I used Seaholly Cotton DK (50 g / 115 m / 126 yds):
- Walnut (main colour): 60 yds
- Biscuit (muzzle and tummy): 25 yds
- Black: a few yards for embroidery
Hook: 2.75 mm (US C-2)
9 mm safety eyes, fibre-fill stuffing, stitch marker, tapestry needle

GAUGE
Gauge isn't important for this project – just make sure your stitches are tight enough
that the stuffing doesn't show through.

NOTES
- This amigurumi is worked in the round in a continuous spiral – do not join the rounds.
- Move your stitch marker up at the start of every round.
- Safety eyes are not suitable for children under 3; embroider the eyes instead.

HEAD
Rnd 1: With Walnut, 6 sc in a magic ring. (6)
Rnd 2: inc in each st around. (12)

© 2025 Kaiya Brennan-Loh. You may sell finished toys made from this pattern; please credit me.`,
    expected: {
      title: 'Otis the Otter',
      designer: 'Kaiya Brennan-Loh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 85 }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw18-16',
    text: `MEADOWSWEET YARNS
free pattern

Tidepool Ripple Blanket
crochet pattern by Odile Fenwick for Meadowsweet Yarns

Finished size: approx. 30" x 36" (76 x 91 cm)

Yarn
Meadowsweet Baby Cotton DK (100% organic cotton; 100 g / 219 yds / 200 m per skein)
Colour A    Driftwood    2 skeins
Colour B    Seafoam      1 skein
Colour C    Shell        1 skein
Colour D    Rockpool     1 skein
Colour E    Sandbar      1 skein

Hook
4 mm (US G/6) crochet hook

Gauge
4 inches = 16 dc wide x 9 rows tall
One ripple repeat (16 sts) = approx. 3¾"

Pattern notes
The blanket is worked in rows. Change colour at the end of a row, working the last yo of
the final dc with the new colour. Stripe sequence: 2 rows each of A, B, C, D, E; repeat.

Foundation
With A, ch 132.

meadowsweetyarns.com · Pattern © Odile Fenwick · Please do not sell this pattern`,
    expected: {
      title: 'Tidepool Ripple Blanket',
      designer: 'Odile Fenwick',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 1314 }],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
];
