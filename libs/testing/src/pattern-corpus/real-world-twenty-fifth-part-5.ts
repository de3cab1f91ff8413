import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw25-09',
    text: `PEBBLE PATH CARDIGAN
a top-down raglan cardigan for little ones
designed by Junie Calloway · juniecalloway.example

SIZES: 2T (4T, 6, 8, 10)
Finished chest: 23 (25, 27½, 29, 31)" / 58.5 (63.5, 70, 73.5, 78.5) cm
Recommended ease: 2-3" positive; the 4T sample is worn by a 4-year-old
with a 22½" chest.

YARN: DK weight (#3 light). Shown in Pinecroft Fiber Co. Little Farm DK
(100% superwash wool; 231 yds / 211 m per 100 g) in Creekstone.
Yardage: 380 (470, 560, 660, 770) yds / 347 (430, 512, 604, 704) m

NEEDLES: US 4 (3.5 mm) and US 6 (4 mm) 24" circular needles, plus dpns or
a long circular for magic loop in both sizes for the sleeves.

NOTIONS: 5 (5, 6, 6, 7) buttons, 5/8" (16 mm); 4 stitch markers; waste
yarn; tapestry needle.

GAUGE: 22 sts and 30 rows = 4" in stockinette on the larger needle, after
blocking.

NOTES
The cardigan is worked seamlessly from the neck down with raglan
increases. At the underarm the sleeve stitches are put on hold and the
body is worked back and forth to the hem; the sleeves are then worked in
the round down to the cuffs. Garter-stitch button bands are knit along
with the fronts, so there is nothing to pick up at the end.

Pockets are optional and add about 20 yds in every size.

SET-UP
With smaller needle, cast on 52 (56, 60, 60, 64) sts. Do not join.
Knit 6 rows (3 garter ridges).
Change to larger needle.
Set-up row (WS): K5 (button band), p2 (front), pm, p10 (10, 12, 12, 12)
(sleeve), pm, p18 (22, 22, 22, 26) (back), pm, p10 (10, 12, 12, 12)
(sleeve), pm, p2 (front), k5 (button band).

RAGLAN INCREASES
Inc row (RS): K5, *knit to 1 st before marker, M1R, k1, sm, k1, M1L; rep
from * 3 more times, knit to end. (8 sts increased)
Next row (WS): K5, purl to last 5 sts, k5.
Repeat the last 2 rows 10 (11, 12, 14, 15) more times.

Thank you to my test knitters: Priya, Dottie, Lin and Marguerite.
Love this? The matching Pebble Path Hat takes one skein (231 yds) for all
sizes, and the grown-up Pebble Path Cardigan is 1,150-2,050 yds.

© 2025 Junie Calloway. All rights reserved. Pattern for personal use only.
Pebble Path Cardigan · page 2`,
    expected: {
      title: 'Pebble Path Cardigan',
      designer: 'Junie Calloway',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2T', yards: 380 },
        { size: '4T', yards: 470 },
        { size: '6', yards: 560 },
        { size: '8', yards: 660 },
        { size: '10', yards: 770 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2T', '4T', '6', '8', '10'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw25-10',
    text: `Wattle & Twine · handmade patterns from the Adelaide Hills

BUTTERCUP JACKET
crochet pattern by Sienna Marsh

G'day and thanks for choosing the Buttercup Jacket! It's a light little
cotton jacket for spring and summer, easy to wash and quick to hook up.

Sizes: 6-12 mths (1-2 yrs, 2-3 yrs, 3-4 yrs)
To fit chest: 46 (51, 56, 61) cm
Actual chest (buttoned): 54 (59, 64, 69) cm
Length from back neck: 26 (29, 32, 35) cm

Yarn: 8 ply cotton. I used Southbank Cotton 8 ply (100% cotton, 50 g
balls, approx 106 m per ball).
  Main colour (Butter): 3 (4, 5, 6) balls
  Contrast (Cream): 1 ball for all sizes
Hooks: 4.00 mm crochet hook, and a 3.50 mm hook for the edging
Buttons: 4 (4, 5, 5) x 15 mm
Stitch markers and a wool needle

Tension: 18 tr and 10 rows to 10 cm over treble crochet using the
4.00 mm hook. Please check your tension – it really matters for fit.

Terms: this pattern is written in Australian/UK crochet terms.
ch = chain · dc = double crochet (US sc) · tr = treble (US dc)
tr2tog = treble 2 together · sl st = slip stitch · sp = space

Construction: the jacket is worked from the top down in one piece with
raglan increases. The fronts and back are continued in rows to the hem,
and the sleeves are worked in the round from the underarm to the cuff.
The contrast edging runs all the way around the fronts, neck and hem.

YOKE
With the 4.00 mm hook and Butter, make 50 (54, 58, 62) ch.
Row 1 (RS): 1 tr in 4th ch from hook and in each ch to end. (48 (52, 56, 60) sts)
Row 2: 3 ch (counts as 1 tr), 1 tr in next 7 (8, 9, 10) sts, [2 tr, 1 ch,
2 tr] in next st (raglan), ...

My little tester Matilda wore her 1-2 yrs jacket all through summer. It
took just under 3 balls of Butter plus a bit of the Cream.

Also from Wattle & Twine: Gumnut Beanie (1 ball), Bottlebrush Baby Blanket
(12 balls of 8 ply).

© Sienna Marsh / Wattle & Twine 2025. Please don't share this PDF. You may
sell items made from it at markets with credit to the designer.`,
    expected: {
      title: 'Buttercup Jacket',
      designer: 'Sienna Marsh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '6-12 months', yards: m(424) },
        { size: '1-2 years', yards: m(530) },
        { size: '2-3 years', yards: m(636) },
        { size: '3-4 years', yards: m(742) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['6-12 months', '1-2 years', '2-3 years', '3-4 years'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
