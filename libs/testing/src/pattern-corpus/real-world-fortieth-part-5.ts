import { type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTIETH_CASES_PART_5 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw40-09-dutch-indie-brioche-cowl-two-skeins',
    text: `GOLFSLAG COWL
two-colour brioche in the round
Studio Verhoef
Design: Marieke Verhoef
Photography: Joost van Dam
1
Studio Verhoef – Golfslag Cowl – 2/5
ABOUT
Golfslag means ‘the lapping of waves’ in Dutch. The waves in this cowl come from brioche
increases and decreases, so they appear by themselves while you knit – no chart to follow
on every round, only a short repeat to remember.
FINISHED SIZE
Circumference 60 cm / 23½"; height 28 cm / 11" after blocking.
YARN
Fingering weight (4 ply)
MC
1 skein Lindeboom Merino Sock, 100 g = 365 m / 399 yds, colour Dijkgrijs (grey)
CC
1 skein Lindeboom Merino Sock, 100 g = 365 m / 399 yds, colour Roest (rust)
NEEDLES
3.5 mm (US 4) circular needle, 60 cm, for the ribbed edges
4 mm (US 6) circular needle, 60 cm, for the brioche
NOTIONS
2 stitch markers in different colours, tapestry needle
GAUGE
22 sts and 48 rounds = 10 cm in two-colour brioche stitch on 4 mm needle, after blocking
(48 rounds show as 24 visible rib rows on each side).
Gauge changes the size of the cowl and the amount of yarn you need.
Studio Verhoef – Golfslag Cowl – 3/5
© Marieke Verhoef 2025 – alleen voor eigen gebruik / for personal use only
CONSTRUCTION
The cowl is cast on with MC and worked in the round in twisted rib, then in two-colour
brioche, then again in twisted rib. Every brioche round is worked twice: once with MC
(the light round) and once with CC (the dark round). Slide nothing – in the round you
simply drop one colour and pick up the other at the marker.
ABBREVIATIONS
brk brioche knit: knit the slipped stitch together with its yarn over
brp brioche purl: purl the slipped stitch together with its yarn over
sl1yo with yarn in front, slip 1 purlwise, bring yarn over the needle to the back
brLsl dec brioche left-slanting decrease (3 sts to 1)
brRsl dec brioche right-slanting decrease (3 sts to 1)
brkyobrk (brk, yo, brk) all in the same stitch (2 sts increased)
RIB
With MC and 3.5 mm needle, cast on 132 sts. Place marker and join to work in the round.
Rnd 1: *K1 tbl, p1; rep from * to end.
Repeat Rnd 1 until the rib measures 3 cm.
SET-UP
Change to 4 mm needle.
Set-up rnd (MC): *K1, sl1yo; rep from * to end.
Studio Verhoef – Golfslag Cowl – 4/5`,
    expected: {
      title: 'Golfslag Cowl',
      designer: 'Marieke Verhoef',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 399 }],
      gauge: { stitches: 22, rows: 48, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      techniques: ['brioche', 'in the round'],
    },
  },
  {
    id: 'rw40-10-us-yarn-company-mens-sweater-vest-table',
    text: `COBBLE HILL YARN CO.
FREE PATTERN · CH-2307
GRANT
SWEATER VEST
A classic men’s V-neck vest in broken rib
Designed by Marcus Webb for Cobble Hill Yarn Co.
Skill level: Intermediate
cobblehillyarn.com · Grant Sweater Vest · 2
SIZES
S (M, L, XL, 2XL, 3XL)
Shown in size L with 4" of positive ease.
FINISHED MEASUREMENTS
Size S M L XL 2XL 3XL
Chest 38 42 46 50 54 58 in
Length 24 25 26 26½ 27 27½ in
Armhole depth 9 9½ 10 10½ 11 11½ in
YARN
Worsted weight (#4 medium)
Cobble Hill Heritage Worsted (100% American wool; 100 g / 210 yds / 192 m)
Color: Slate
3 (3, 4, 4, 5, 5) skeins
Sample shown used 3½ skeins in size L.
NEEDLES
US 6 (4 mm): 16" and 32" circular needles
US 8 (5 mm): 32" circular needle
NOTIONS
Stitch markers, stitch holders or waste yarn, tapestry needle
GAUGE
18 sts and 24 rows = 4" (10 cm) in stockinette stitch on US 8 needle.
20 sts and 26 rows = 4" (10 cm) in broken rib pattern on US 8 needle.
Take time to check gauge.
cobblehillyarn.com · Grant Sweater Vest · 3
NOTES
The body is worked in the round from the bottom up to the armholes, then divided, and
the front and back are worked separately back and forth. The V-neck and armhole bands
are picked up and knit in the round in k1, p1 rib.
Broken Rib in the round (multiple of 2 sts)
Rnd 1: *K1, p1; rep from * around.
Rnd 2: Knit.
Rep Rnds 1 and 2 for patt.
Broken Rib worked flat (multiple of 2 sts + 1)
Row 1 (RS): *K1, p1; rep from * to last st, k1.
Row 2 (WS): Purl.
Rep Rows 1 and 2 for patt.
BODY
With smaller 32" circular needle, CO 192 (212, 232, 252, 272, 292) sts. Place marker
for beginning of rnd and join, being careful not to twist.
Rib rnd: *K1, p1; rep from * around.
Work in rib for 2½".
cobblehillyarn.com · Grant Sweater Vest · 4
Questions about this pattern? patterns@cobblehillyarn.com`,
    expected: {
      title: 'Grant Sweater Vest',
      designer: 'Marcus Webb',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 3 * 210 },
        { size: 'M', yards: 3 * 210 },
        { size: 'L', yards: 4 * 210 },
        { size: 'XL', yards: 4 * 210 },
        { size: '2XL', yards: 5 * 210 },
        { size: '3XL', yards: 5 * 210 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
