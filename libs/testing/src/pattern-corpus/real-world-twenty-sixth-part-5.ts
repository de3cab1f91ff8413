import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw26-09',
    text: `THE YARN OVER - Newsletter of the Bayside Handknitters' Guild Inc.
Spring 2025                                                              Page 6

PATTERN CORNER
Banksia Cable Vest
Pattern by member Dorothy Kwan-Ellis

Dorothy writes: "I knitted three of these for the grandies last winter and they wore
them to school every day. It's a good one for using up a few balls from the stash."

MEASUREMENTS
To fit chest: 51 (56, 61, 66) cm / 20 (22, 24, 26) in
Actual chest: 56 (61, 66, 71) cm
Length to shoulder: 33 (37, 41, 45) cm

MATERIALS
3 (3, 4, 4) x 50 g balls 8 ply wool (approx. 95 m per ball). Dorothy used Bellarine
8 Ply Merino in Eucalypt.
One pair each 3.25 mm (No. 10) and 4.00 mm (No. 8) knitting needles
Cable needle; 2 stitch holders

TENSION
22 sts and 30 rows to 10 cm over stocking st, using 4.00 mm needles.

ABBREVIATIONS
C6B = slip next 3 sts onto cable needle and hold at back of work, k3, then k3 from cable
needle. C6F = as C6B, but hold the cable needle at front of work.

The vest is knitted in pieces from the lower edge up and sewn together.

BACK
Using 3.25 mm needles cast on 62 (68, 74, 80) sts.
1st row: K2, *p1, k1; rep from * to end. 2nd row: K1, *p1, k1; rep from * to end.
Rep these 2 rows 5 times (12 rows rib in all).
Change to 4.00 mm needles and work in stocking st until back measures 19 (22, 25, 28) cm
from beg, ending with a purl row.
Shape armholes: Cast off 4 sts at beg of next 2 rows. Dec one st at each end of next and
foll alt rows until 46 (50, 54, 58) sts rem.

FRONT
Work as for Back until rib is complete, inc 6 sts evenly across last row.
Next row: K22 (25, 28, 31), work Cable Panel over 24 sts, k to end.

------------------------------------------------------------------------------
GUILD NEWS
* Next meeting: Saturday 11 October, 1 pm, Mentone Scout Hall. Please bring a plate.
* Charity tally: 46 beanies and 12 trauma teddies went to the Children's Ward in August.
* Raffle: 10 balls of 12 ply donated by Coastline Yarns. Tickets $2 at the door.
* 2026 subscriptions ($25) are due at the AGM. Library books back by November, please!`,
    expected: {
      title: 'Banksia Cable Vest',
      designer: 'Dorothy Kwan-Ellis',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '51', yards: m(285) },
        { size: '56', yards: m(285) },
        { size: '61', yards: m(380) },
        { size: '66', yards: m(380) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['51', '56', '61', '66'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw26-10',
    text: `YARNCRAFT QUARTERLY · WINTER 2026
PULL-OUT PATTERN · tear along the perforation and keep it in your project bag

Frost Fern Mittens
by Corinne Haskell-Mbeki

SKILL LEVEL ■■■□ Intermediate

SIZES
Woman (Man)
Hand circumference 7½ (8½)" / 19 (21.5) cm; length is adjustable

MATERIALS
Larkspur Sport (sport weight; 100% merino; 150 yds / 137 m per 50 g skein)
  MC #204 Juniper: 1 skein
  CC #110 Snowdrop: 1 skein
  One skein of each color is enough for both sizes.
US 2 (2.75 mm) and US 3 (3.25 mm) double-pointed needles, or size needed for gauge
Stitch markers, smooth waste yarn, tapestry needle

GAUGE
32 sts and 34 rnds = 4" / 10 cm in stranded colorwork on larger needles, after blocking.

NOTES
The mittens are worked in the round from the cuff up in stranded colorwork, with an
afterthought thumb placed on waste yarn. Carry floats loosely across the back of the work
and catch any float longer than 5 sts. The left and right mittens are identical until
the thumb placement.

CUFF
With smaller needles and MC, CO 56 (64) sts. Divide over 4 needles and join for working
in the rnd, being careful not to twist.
Rnd 1: *K1 tbl, p1; rep from * around.
Rep Rnd 1 until cuff measures 2¾ (3)" / 7 (7.5) cm.

HAND
Change to larger needles. Join CC and work Rnds 1-18 of Chart A.
Thumb placement, right mitten: K1, knit next 10 (12) sts with waste yarn, slip these sts
back to the left needle and work them again in pattern; work in pattern to end of rnd.
Thumb placement, left mitten: Work in pattern to last 11 (13) sts, knit next 10 (12) sts
with waste yarn, slip them back and work in pattern to end.
Continue in pattern through Rnd 52 (60) of Chart A.

TOP SHAPING
Work the decreases as shown on Chart B until 12 sts remain. Break yarn, draw through
the remaining sts and fasten off.

[Charts A and B appear on the reverse of this card.]

Larkspur Sport comes in 42 shades at your local yarn shop. larkspuryarns.example
ALSO IN THIS ISSUE: Cobble Stitch Throw (1,640 yds) p. 38 · Thistle Socks p. 54
© 2026 Yarncraft Quarterly. Pull-out patterns may be copied for personal use only.`,
    expected: {
      title: 'Frost Fern Mittens',
      designer: 'Corinne Haskell-Mbeki',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 300 }],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Woman', 'Man'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
];
