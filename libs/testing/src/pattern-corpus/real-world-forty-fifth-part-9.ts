import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw45-17-us-crochet-magazine-post-stitch-cable-pullover',
    text: `58   HOOKED QUARTERLY · FALL 2025                                      ORCHARD SEASON

Cider Mill Pullover
Front-post cables climb the front of this roomy, relaxed pullover – the perfect layer for
apple-picking weekends.
BY RENEE HOLLISTER

SKILL LEVEL ●●●○ Intermediate

SIZES S (M, L, 1X, 2X)
Finished bust 38 (42, 46, 50, 54)" / 96.5 (106.5, 117, 127, 137) cm
Length 24 (24½, 25, 25½, 26)" / 61 (62, 63.5, 65, 66) cm
Shown in size M with 8" positive ease.

MATERIALS
Orchard Worsted by Heritage Hill (medium #4; 100% wool; 3.5 oz/100 g; 210 yds/192 m):
6 (7, 8, 9, 10) skeins #112 Russet
US I-9 (5.5 mm) crochet hook
US H-8 (5 mm) crochet hook
Stitch markers, yarn needle

GAUGE
13 hdc and 10 rows = 4" with larger hook.
Cable panel (22 sts) = 5" wide.
Take time to check gauge.

NOTES
1. The front and back are worked separately from the bottom up and seamed at the shoulders
   and sides. Sleeves are worked flat from the cuff up and sewn in.
2. Cables are made with front-post treble crochet (FPtr) worked around posts of stitches two
   rows below. Skip the hdc behind each FPtr.
3. Ch 2 at beginning of row does not count as a stitch.

SPECIAL STITCHES
FPtr (front post treble crochet): Yo twice, insert hook from front to back to front around
post of indicated st, yo and pull up a loop, (yo and draw through 2 loops) 3 times.
Cable (worked over 4 sts): Skip next 2 sts, FPtr around each of next 2 sts, working in
front of sts just made, FPtr around each of 2 skipped sts.

BACK
With smaller hook, ch 64 (70, 76, 82, 88).
Row 1: Hdc in 3rd ch from hook and in each ch across, turn. (62 [68, 74, 80, 86] hdc)
Rows 2–6: Ch 2, *fpdc around next st, bpdc around next st; rep from * across, turn.

Continued on page 62

ALSO IN THIS ISSUE: Apple Picking Tote, p. 40 – 3 skeins Orchard Worsted ·
Harvest Table Runner, p. 66 – 420 yds

Photography: Noah Ames · Hair & makeup: Kim Lee · Technical editor: Sara Whitcomb
58   HOOKED QUARTERLY · FALL 2025`,
    expected: {
      title: 'Cider Mill Pullover',
      designer: 'Renee Hollister',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 6 * 210 },
        { size: 'M', yards: 7 * 210 },
        { size: 'L', yards: 8 * 210 },
        { size: '1X', yards: 9 * 210 },
        { size: '2X', yards: 10 * 210 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw45-18-uk-lovecrafts-amigurumi-hedgehog',
    text: `LoveCrafts · Order LC-2026-774512 · Download your pattern
★★★★★ 4.9 (212 ratings) · Crochet Pattern · Fiona Carr Designs · £4.00

Hazel the Hedgehog
Amigurumi crochet pattern by Fiona Carr

Hazel is a cheeky little hedgehog with a loopy-stitch coat and a pointy nose. She is
about 14 cm long and makes a lovely gift (add a tiny scarf for winter!).

SKILL LEVEL: Easy – you'll need to be able to work in continuous rounds and make a
magic ring. Loop stitch is explained step by step with photos.

MATERIALS
Millbrook Cotton DK (100% cotton, 50 g / 125 m)
   1 ball in Biscuit (main body and face)
   1 ball in Chocolate (loopy coat)
   small amount of Black for the nose
3.25 mm crochet hook (US D/3)
Pair of 8 mm safety eyes
Toy stuffing, approx. 25 g
Stitch marker, tapestry needle

My finished Hazel used around 30 g of Biscuit and 40 g of Chocolate, so you'll have some
yarn left for a second hedgehog baby!

TENSION
Tension isn't important, but use a hook small enough that the stuffing doesn't show through.

NOTES
The hedgehog is worked amigurumi-style in continuous spiral rounds – don't join at the end of
each round; move your stitch marker up instead. Written in UK terms: dc = double crochet
(US single crochet).

ABBREVIATIONS (UK)
MR – magic ring · dc – double crochet · inc – 2 dc in same st · dec – dc2tog (invisible)
lp st – loop stitch · st(s) – stitch(es) · (…) – number of stitches at end of round

HEAD AND BODY
With Biscuit, make a MR.
Rnd 1: 6 dc into the ring. (6)
Rnd 2: (1 dc, inc) 3 times. (9)
Rnd 3: (2 dc, inc) 3 times. (12)
Rnd 4: (3 dc, inc) 3 times. (15)
Rnd 5–6: 1 dc in each st around. (15)

Customers also bought: Bramble the Badger (2 balls Cotton DK) · Otto the Owl (3 colours, 25 g each)

Questions about this pattern? Contact the designer via LoveCrafts messages.
© Fiona Carr Designs 2026. Not for resale.`,
    expected: {
      title: 'Hazel the Hedgehog',
      designer: 'Fiona Carr',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2 * 125) }],
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
