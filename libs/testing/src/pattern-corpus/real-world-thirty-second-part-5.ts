import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw32-09',
    text: `HOMESPUN & HEARTH · ISSUE 84 · AUTUMN 2025                                                KNIT

Ironbark Mitts
Sydney designer Priya Raman's cosy fingerless mitts feature a twisted cable that runs from wrist
to knuckles - the perfect quick knit for chilly mornings at the bus stop.

MEASUREMENTS
One size, to fit an average woman's hand
Palm circumference 19cm; length 20cm

MATERIALS
2 x 50g balls Bellarine 8 ply (100% Australian merino; approx. 105m per ball) in Eucalypt 412
1 set 3.25mm (No 10) double-pointed needles
1 set 4.00mm (No 8) double-pointed needles
Cable needle, stitch markers, stitch holder, tapestry needle

TENSION
22 sts and 30 rows to 10cm over stocking st using 4.00mm needles.
Cable panel (16 sts) measures 5.5cm across.

ABBREVIATIONS
C4B: slip next 2 sts onto cable needle and hold at back, k2, then k2 from cable needle.
C4F: slip next 2 sts onto cable needle and hold at front, k2, then k2 from cable needle.
M1: pick up the strand between sts and knit into the back of it. tbl: through back of loop.
See page 92 for standard abbreviations.

NOTE
Mitts are worked in the round from the cuff up, with a gusset for the thumb. Both mitts are worked
the same; the cable panel sits on the back of the hand.

RIGHT AND LEFT MITT (both alike)
Using 3.25mm needles, cast on 44 sts. Divide evenly over 3 needles and join to work in the round,
taking care not to twist.
Rnd 1: *K1 tbl, p1; rep from * around.
Rep this rnd 15 times more.
Change to 4.00mm needles.
Set pattern: Rnd 1: K3, work Rnd 1 of Cable Panel over next 16 sts, k to end.
Work 10 rnds as set.
Thumb gusset: Rnd 1: Patt 22, pm, M1, k1, M1, pm, k to end. (46 sts)
Continue as set, increasing 2 sts between markers every 3rd rnd until there are 13 sts between
markers. Next rnd: Patt to marker, slip 13 thumb sts onto a holder, cast on 1 st, k to end.
Work 12 rnds straight. Change to 3.25mm needles and work 5 rnds in twisted rib. Cast off in rib.

Designer: Priya Raman · Pattern checking: Lyn Ashcroft · Photography: Tom Baird · Styling: Kate Hu

ALSO IN THIS ISSUE
Ironbark Beanie (page 65) - 2 x 50g balls Bellarine 8 ply
Nundle Wrap (page 70) - 9 x 50g balls Bellarine 10 ply

STOCKISTS For your nearest stockist of Bellarine yarns call 1800 555 014 or visit bellarineyarns.com.au
NEXT ISSUE: crochet tea cosies, a family of beanies and our guide to blocking lace.
62  HOMESPUN & HEARTH`,
    expected: {
      title: 'Ironbark Mitts',
      designer: 'Priya Raman',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(210) }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['One size'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw32-10',
    text: `Ko-fi · tidelinecrochet · Shop order #KF-20417 · Digital download
Thank you for your support! ☕

tideline crochet

SALTINGS SHAWL
a top-down triangle in lace mesh and picots
Pattern by Morwenna Pascoe

Written in UK crochet terms (US conversions on page 2). Skill level: confident beginner+

FINISHED SIZE
After blocking: 180cm wingspan x 75cm deep at the centre (71in x 29½in)

YARN
Fingering / 4 ply, approx. 700-800m
Sample: 2 skeins of Kernow Fibre Merino Sock (75% merino, 25% nylon; 100g / 400m) in Estuary.
The sample used 178g.

HOOK
4mm (US G/6) crochet hook, or size needed for tension

NOTIONS
Removable stitch marker, tapestry needle, blocking wires and pins

TENSION
After blocking, 22 tr and 10 rows = 10cm over mesh pattern.
Tension isn't critical for a shawl, but a different tension will change the size and yarn needed.

NOTES
- The shawl is worked top-down from the centre of the neck, increasing at each edge and at the
  central spine every row.
- Ch 3 at the beginning of a row counts as 1 tr.
- The picot edging is worked along the final row only.

ABBREVIATIONS (UK)
ch chain · dc double crochet · tr treble · sp space · ch-sp chain space · picot: ch 3, sl st into
the first ch · rep repeat · RS right side · WS wrong side

PATTERN
Make a magic ring.
Row 1 (RS): ch 3 (counts as tr), 2 tr into ring, ch 2, 3 tr into ring, turn. (6 tr, 1 ch-2 sp)
Row 2 (WS): ch 3, tr in first st, ch 1, skip 1, tr in next st, ch 1, (2 tr, ch 2, 2 tr) in ch-2 sp,
ch 1, skip 1, tr in next st, ch 1, 2 tr in top of turning ch, turn.
Row 3: ch 3, tr in first st, *ch 1, skip 1, tr in next st; rep from * to centre ch-2 sp, (2 tr, ch
2, 2 tr) in ch-2 sp, **tr in next st, ch 1, skip 1; rep from ** to last st, 2 tr in last st, turn.
Rep Row 3 until the shawl measures 72cm deep at the centre spine, or until you have about 10g left.

Thank you to my testers: Lowenna (used 152g), Beth (used Drops Fabel, 2 balls), Ana and Gwen.

OTHER PATTERNS FROM TIDELINE
Porthleven Wrap - 1000m of 4 ply · Gwithian Cowl - 1 skein DK (225m)

© Morwenna Pascoe / Tideline Crochet 2025. Please don't share or resell this PDF. You're welcome to
sell what you make from it - a credit is always appreciated.                          Page 1 of 6`,
    expected: {
      title: 'Saltings Shawl',
      designer: 'Morwenna Pascoe',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 22, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
];
