import type { PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw41-09-us-blog-old-shale-lap-blanket-per-colour-skeins',
    text: `10/5/24, 9:14 AM        Old Shale Lap Blanket (Free Knitting Pattern) - Sweet Pea Stitchery
https://sweetpeastitchery.com/old-shale-lap-blanket-free-pattern/

Home » Free Patterns » Knitting » Blankets

Cozy Up With the Easiest Lace Blanket Ever: My Free Old Shale Lap Blanket Pattern

By Bethany Oyelaran · Posted October 5, 2024 · 47 comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying
purchases, at no extra cost to you.

If you've never knit lace before, Old Shale (sometimes called feather and fan) is the
friendliest place to start: only one row of the four-row repeat has any yarn overs, and the
scallops appear all on their own! I knit this one for our reading nook in three soft colors.

Advertisement

Want an ad-free, printable version? Grab the PDF in my Etsy shop for $3.50!

## Old Shale Lap Blanket

Finished size: approx. 40" x 50" (101.5 x 127 cm) after blocking

Materials
- Yarn: Meadowbrook Classic Worsted (100% acrylic; 7 oz / 198 g; 364 yds / 333 m), worsted
  weight (#4 medium)
  - Color A (Oatmeal): 2 skeins
  - Color B (Sage): 1 skein
  - Color C (Dusty Rose): 1 skein
- Needles: US 9 (5.5 mm) 32" circular needle (you'll work back and forth)
- Tapestry needle, scissors

Gauge: 16 sts and 22 rows = 4" in Old Shale pattern, blocked. Exact gauge isn't critical for a
blanket, but a looser gauge will use more yarn.

Pattern notes
- The blanket is worked flat, back and forth. The stripe sequence is 8 rows A, 4 rows B,
  8 rows A, 4 rows C.
- Old Shale is an 18-stitch lace repeat; the cast-on is a multiple of 18 plus 2 edge stitches.
- Carry the colors not in use loosely up the side edge.

Advertisement

Instructions
With A, CO 164 sts. Knit 6 rows (3 garter ridges).
Row 1 (RS): K1, knit to last st, k1.
Row 2 (WS): K1, purl to last st, k1.
Row 3: K1, *(k2tog) 3 times, (yo, k1) 6 times, (k2tog) 3 times; rep from * to last st, k1.
Row 4: Knit.
Repeat Rows 1-4 in the stripe sequence until blanket measures approx. 49" from CO edge.

You may also like: Chunky Garter Throw (1,200 yds) · Seed Stitch Dishcloths (80 yds each)

47 Comments
Marisa K. — I made mine bigger (50" x 60") and used 6 skeins total. Love it!
  Bethany — So glad, Marisa! Thanks for letting me know.
Donna T. — Could I use a US 10 needle? My knitting is tight.
Jess — Made it in all one color, 4 skeins was plenty.`,
    expected: {
      title: 'Old Shale Lap Blanket',
      designer: 'Bethany Oyelaran',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 1 + 1) * 364 }],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [{ us: '9', mm: 5.5 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw41-10-us-service-charity-helmet-liner-one-skein',
    text: `OPERATION WARM HEADS — Knitting for Service Members
A 501(c)(3) nonprofit · P.O. Box 2207, Fayetteville, NC 28302 · operationwarmheads.org

KNIT HELMET LINER
Pattern by volunteer Dorothy Vanterpool, adapted from our 2009 chapter pattern

PLEASE READ BEFORE YOU KNIT
• Liners MUST be 100% wool (no acrylic or blends). They are worn under helmets and synthetic
  fibers can melt. Superwash wool is fine.
• Colors: black, charcoal, navy, brown, tan or olive only. No stripes, no pompoms, no labels.
• Every liner is made to the same measurements so it fits under a standard combat helmet.
• Please wash your finished liner in a wool wash and let it dry flat before mailing.

Last year our volunteers shipped 3,412 liners to 41 units. Thank you!

MATERIALS
Yarn: 1 skein (220 yds / 201 m) of worsted weight 100% wool per liner
Needles: US 6 (4 mm) 16" circular needle
         US 8 (5 mm) 16" circular needle and a set of double-pointed needles
Stitch marker, tapestry needle

GAUGE
18 sts = 4" in stockinette stitch on US 8 needles

MEASUREMENTS
Neck circumference 20" relaxed; total length from neck edge to crown 14".

NOTES
The liner is worked in the round on a 16" circular needle, changing to double-pointed
needles when the crown gets too small. The face opening is worked back and forth for a few
inches and then the round is joined again.

NECK
With US 6 needle, CO 88 sts. Pm and join to work in the round, being careful not to twist.
Work k2, p2 rib for 8". Change to US 8 needle.

FACE OPENING
Next row: BO 20 sts in rib, k to end of round. Turn and work back and forth in stockinette
for 3", ending with a WS row. Cast on 20 sts at the end of the next row and join again to
work in the round.

HEAD
Knit every round until piece measures 5½" from the face opening cast-on.

SHIPPING & DROP-OFF
Mail finished liners to the P.O. box above, or drop them at any Hearth & Needle store
(collection bins by the register). Please include the donor card on page 2.

We also need: watch caps (1 skein of wool each) and wool mittens (2 skeins per pair).
Please don't send: scarves, neck gaiters, or anything with acrylic.

Questions? Email Linda at volunteers@operationwarmheads.org · Thank you for keeping them warm!`,
    expected: {
      title: 'Knit Helmet Liner',
      designer: 'Dorothy Vanterpool',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 220 }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
