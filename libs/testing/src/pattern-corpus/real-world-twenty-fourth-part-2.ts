import type { PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw24-03',
    text: `NORTHFIELD FIBER CO.   |   FREE PATTERN   |   #NF-2411

Two-Tone Brioche Beanie
Designed by Priya Halvorsen

Skill level: Intermediate
Craft: Knit

Soft, squishy and completely reversible, this hat is worked in two-color brioche in the round from the brim
up, with brioche decreases shaping the crown into a neat spiral.

SIZES
Toddler (Child, Adult)
To fit head circumference 16 (18, 21)" / 40.5 (45.5, 53.5) cm; the fabric stretches to fit.

MATERIALS
Northfield Highland Aran (100% wool; 3.5 oz / 100 g; 175 yds / 160 m)
  Color A: #218 Juniper, 1 skein
  Color B: #104 Oat, 1 skein
One skein of each color is enough for any size.
US size 7 (4.5 mm) 16" circular needle
US size 8 (5 mm) 16" circular needle and set of double-pointed needles
Stitch marker, tapestry needle, pom-pom maker (optional)

GAUGE
14 sts and 32 rnds = 4" (10 cm) in two-color brioche rib on US 8 (5 mm) needle, relaxed.
Note: in brioche each visible column counts as one stitch, and it takes two rounds (one with each color) to
make one visible row.

ABBREVIATIONS
brk       brioche knit (knit the slipped stitch together with its yarn over)
brp       brioche purl (purl the slipped stitch together with its yarn over)
sl1yo     slip 1 purlwise with yarn forward, bringing the yarn over the needle
brLsl dec brioche left-slant decrease (3 sts to 1)
brRsl dec brioche right-slant decrease (3 sts to 1)
A / B     Color A / Color B

PATTERN NOTES
- Read through the set-up rounds carefully; the first two rounds establish the brioche.
- Always drop the color you are not using to the inside of the hat.
- The Adult size has one extra repeat before the crown decreases.

BRIM
With smaller needle and A, cast on 64 (72, 80) sts using the Italian tubular method. Place marker and join to
work in the round, being careful not to twist.
Set-up rnd 1 (A): *sl1yo, p1; rep from * to end.
...

Looking for more? Try the matching Two-Tone Brioche Cowl (2 skeins of each color, 700 yds in all) or shop the
Juniper & Oat kit in our online store.

Questions about this pattern? Email patterns@northfieldfiber.com.
This pattern is free for personal use. Northfield Fiber Co. © 2025. All rights reserved.`,
    expected: {
      title: 'Two-Tone Brioche Beanie',
      designer: 'Priya Halvorsen',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 14, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['brioche', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw24-04',
    text: `3/14/25, 9:12 AM          Meadow Patch Entrelac Baby Blanket - Free Knitting Pattern | Tin Roof Knits
https://tinroofknits.com/entrelac-baby-blanket-free-pattern/

Home » Free Patterns » Blankets

Meadow Patch Entrelac Baby Blanket - Free Knitting Pattern
By Marnie Tollefsen · Published March 2, 2025 · 27 comments

This post may contain affiliate links. As an affiliate I earn from qualifying purchases at no extra cost to you.

[Jump to Pattern]

Entrelac always looks so much harder than it is! If you can knit, purl, pick up stitches and turn your work,
you can make this blanket. I knit the first one for my sister's baby shower and I've had so many requests
for the pattern that here it is, free for you all.

ADVERTISEMENT

MATERIALS
- Yarn: DK weight. I used Willow Lane Superwash DK (100% merino; 50 g / 128 yds / 117 m)
    - Color A (Sage): 5 skeins
    - Color B (Cream): 4 skeins
- Needles: US 6 (4 mm) 32" circular needle (used flat, to hold all the stitches)
- Tapestry needle, stitch markers

FINISHED SIZE
Approximately 28" x 34" (71 x 86 cm) after blocking.

GAUGE
22 sts and 30 rows = 4" in stockinette stitch. Each entrelac block is 8 sts wide and about 2" across.

ABBREVIATIONS
k - knit
p - purl
pu - pick up
ssk - slip, slip, knit
p2tog - purl 2 together
RS / WS - right side / wrong side

PATTERN NOTES
The blanket is worked flat in entrelac: base triangles, then tiers of right-leaning and left-leaning
rectangles, and finally top triangles. Change colors every tier. A garter border is picked up and knit around
all four sides at the end.

ADVERTISEMENT

[Pin this for later!]

27 COMMENTS
Jodi R. says: March 4, 2025 at 7:31 pm
Made this for my niece in a sport weight and it took 11 skeins of Meadowbright Sport – love it!
Reply
Marnie Tollefsen says: March 4, 2025 at 8:02 pm
Oh that's wonderful, Jodi! Sport weight makes a lovely lighter version.
Reply

https://tinroofknits.com/entrelac-baby-blanket-free-pattern/                                        1/4`,
    expected: {
      title: 'Meadow Patch Entrelac Baby Blanket',
      designer: 'Marnie Tollefsen',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 1152 }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['entrelac'],
    },
  },
];
