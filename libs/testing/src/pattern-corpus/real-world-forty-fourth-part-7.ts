import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw44-13-us-indie-crochet-waffle-pullover-yards-line-per-size',
    text: `MAPLE HOLLOW
Waffle Pullover
A cozy oversized crochet sweater in a deeply textured waffle stitch
crochet pattern by Tessa McAllister
photos: June Park · tech editing: Robin Hale
Maple Hollow Waffle Pullover | Tessa Makes | pg 2
SIZES
XS (S, M, L, XL, 2X, 3X)
Finished bust: 38 (42, 46, 50, 54, 58, 62)" / 96.5 (106.5, 117, 127,
137, 147.5, 157.5) cm, to be worn with 8–10" of positive ease.
YARN
Worsted weight (#4 medium)
Shown in Lakeshore Worsted (100% merino; 100 g / 218 yds / 199 m),
color Maple Syrup.
Total yardage by size:
XS: 1,050 yds (960 m)
S: 1,150 yds (1,052 m)
M: 1,260 yds (1,152 m)
L: 1,380 yds (1,262 m)
XL: 1,490 yds (1,362 m)
2X: 1,610 yds (1,472 m)
3X: 1,730 yds (1,582 m)
HOOKS
US H-8 (5 mm) for ribbing
US I-9 (5.5 mm) for body and sleeves
NOTIONS
Stitch markers, tapestry needle
GAUGE
13 sts and 10 rows = 4" (10 cm) in hdc with larger hook.
12 sts and 14 rows = 4" (10 cm) in waffle stitch with larger hook.
Maple Hollow Waffle Pullover | Tessa Makes | pg 3
CONSTRUCTION
The front and back panels are worked flat from the bottom up,
beginning with a sideways ribbing. The panels are seamed at the
shoulders and sides, and the sleeves are worked in joined rounds
directly from the armhole edge.
SPECIAL STITCHES
FPdc (front post double crochet): Yo, insert hook from front to back
to front around the post of the st indicated, complete as a dc.
BACK
Ribbing
With smaller hook, ch 11.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. 10 sc.
Row 2: Ch 1, sc blo in each st across, turn.
Rep Row 2 until ribbing measures 19 (21, 23, 25, 27, 29, 31)" / 48
(53, 58.5, 63.5, 68.5, 73.5, 79) cm unstretched.
© Tessa McAllister 2025 · tessamakes.com · for personal use only`,
    expected: {
      title: 'Maple Hollow Waffle Pullover',
      designer: 'Tessa McAllister',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1150 },
        { size: 'M', yards: 1260 },
        { size: 'L', yards: 1380 },
        { size: 'XL', yards: 1490 },
        { size: '2X', yards: 1610 },
        { size: '3X', yards: 1730 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw44-14-uk-indie-crochet-cabled-ear-warmer-uk-terms',
    text: `FERNSIDE
Ear Warmer
A chunky cabled headband in UK crochet terms
Design: Poppy Whitfield · Photos: Tom Whitfield
Poppy & Purl – Fernside Ear Warmer – Page 2 of 4
SIZE
One size – ﬁts an average adult head, 53–58 cm.
Finished measurements: 48 cm circumference (stretches to ﬁt) x
11 cm deep at the centre front.
MATERIALS
Yarn
Aran weight wool
1 x 100 g skein of Hedgerow Aran (100 g / 180 m), shade Bracken
The sample used 62 g.
Hook
5 mm (US H-8)
Notions
Tapestry needle, stitch markers
Tension
14 htr and 10 rows to 10 cm over htr using 5 mm hook.
Poppy & Purl – Fernside Ear Warmer – Page 3 of 4
TERMINOLOGY
This pattern is written in UK crochet terms.
UK dc = US sc · UK htr = US hdc · UK tr = US dc
SPECIAL STITCHES
FPtr (front post treble): Yrh, insert hook from front to back to front
around the post of the stitch indicated, yrh and pull up a loop,
[yrh, pull through 2 loops] twice.
BPtr (back post treble): As FPtr, but insert hook from back to front
to back around the post.
Cable (worked over 4 sts): Skip 2 sts, FPtr around each of the next
2 sts, then working in front of the sts just made, FPtr around each of
the 2 skipped sts.
PATTERN NOTES
The ear warmer is worked ﬂat in rows across its width, from one short
end to the other, then the ends are seamed together and the centre is
cinched with a wrapped band. The cables are front-post trebles.
BAND
Ch 17.
Row 1 (RS): Htr in 3rd ch from hook and in each ch to end, turn. 15 sts.
Row 2: Ch 2 (does not count as a st), htr in each st to end, turn.
Row 3: Ch 2, htr in ﬁrst 3 sts, FPtr around next 9 sts, htr in last 3 sts,
turn.
Row 4: Ch 2, htr in ﬁrst 3 sts, BPtr around next 9 sts, htr in last 3 sts,
turn.
Row 5: Ch 2, htr in ﬁrst 3 sts, [Cable] twice, FPtr around next st, htr
in last 3 sts, turn.
© Poppy Whitfield 2025 · poppyandpurl.co.uk`,
    expected: {
      title: 'Fernside Ear Warmer',
      designer: 'Poppy Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(180) }],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['cables'],
    },
  },
];
