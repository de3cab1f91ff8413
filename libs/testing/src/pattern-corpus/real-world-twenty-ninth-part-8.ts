import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw29-15',
    text: `Payhip · Order #PH-88412 · Downloaded 2 March 2026
Thank you for your purchase! This PDF is licensed for your personal use only.

ORLA BRENNAN KNITS

Lúnasa Leg Warmers
Cabled leg warmers in aran weight wool

Design: Orla Brennan

SIZES
S/M (L/XL)
To fit calf circumference: 30-36 (37-43) cm / 12-14 (14½-17) in
Length: 40 cm / 15¾ in (easily adjusted)

YARN
Aran weight: Cnoc Aran by Bogland Yarns (100% Irish wool; 100 g / 167 m)
2 (3) skeins
The sample pair, in size S/M and shade Turf, weighs 178 g.

NEEDLES
4.5 mm (US 7) and 5 mm (US 8) needles for working small circumferences in the round: DPNs, two
circulars or one long circular for magic loop, whichever you prefer.

NOTIONS
Cable needle, 1 stitch marker, tapestry needle

TENSION
18 sts and 24 rnds = 10 cm over stocking stitch on 5 mm needles.
24 sts and 26 rnds = 10 cm over cable pattern (Chart A) on 5 mm needles.

CONSTRUCTION
The leg warmers are worked in the round from the top down, starting with a folded ribbed cuff
that stops them slipping. Calf shaping is worked as decreases at the centre back, and the cables
continue all the way to the ankle rib. Both leg warmers are worked the same.

ABBREVIATIONS
k – knit · p – purl · rnd(s) – round(s) · k2tog – knit 2 together · ssk – slip, slip, knit
C4B – sl 2 to cable needle, hold at back, k2, k2 from cable needle
C4F – sl 2 to cable needle, hold at front, k2, k2 from cable needle
Cr3L / Cr3R – see the Special Stitches box on page 3

CUFF
With 4.5 mm needles, cast on 72 (84) sts. Join to work in the round, being careful not to twist.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep rnd 1 until cuff measures 10 cm. Fold the cuff in half to the inside and knit each live
stitch together with its cast-on loop (joining rnd).
Change to 5 mm needles.
Set-up rnd: *P2, work Chart A over 16 sts; rep from * to last 0 (12) sts, p0 (12).

Chart A is on page 4. Written instructions for Chart A are on page 5.

Other patterns you may like:
Lúnasa Mitts – 1 skein Cnoc Aran (167 m) · Samhain Hat – 100-120 g aran

Orla Brennan Knits · Galway · hello@orlabrennanknits.ie · © 2025 · page 1 of 6`,
    expected: {
      title: 'Lúnasa Leg Warmers',
      designer: 'Orla Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S/M', yards: m(2 * 167) },
        { size: 'L/XL', yards: m(3 * 167) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL'],
      techniques: ['cables', 'in the round', 'top-down'],
    },
  },
  {
    id: 'rw29-16',
    text: `Sunny Days Sun Hat – Crochet Pattern PDF
Little Dandelion Designs · Etsy
Pattern by Jolene Sparks

*** This is a PATTERN for you to make the hat yourself, not the finished hat! ***

You may sell hats you make from this pattern – please credit Little Dandelion Designs and link to
my shop. Do not share, copy or sell the pattern itself. Thank you for supporting my small business!

SIZES
0-6 mos (6-12 mos, 1-3 yrs, 3-5 yrs)
Head circumference: 14-16 (16-18, 18-20, 20-21)"

MATERIALS
Sport weight cotton yarn (#2 fine), approx. 90 (115, 140, 170) yds / 82 (105, 128, 155) m
   Shown in Sunbeam Cotton Sport, color Lemonade
US F-5 (3.75 mm) crochet hook
Stitch marker, yarn needle
Optional: 1 yd of ¼" ribbon for ties

GAUGE
20 hdc and 14 rows = 4" in hdc worked in rounds.
Rounds 1-4 of the crown should measure about 2½" across.

NOTES
- US terms throughout.
- The hat is worked from the crown down in joined rounds; do not turn unless told to.
- The brim is worked in rounds with increases so it flares out. Finish with a round of crab
  stitch (reverse sc).
- Ch 2 at the beginning of a round does not count as a stitch.
- Stitch counts are given in ( ) at the end of each round.

ABBREVIATIONS
ch – chain · sl st – slip stitch · hdc – half double crochet · sc – single crochet
inc – 2 hdc in same st · st(s) – stitch(es) · rev sc – reverse single crochet

CROWN
Round 1: Ch 2, 10 hdc in a magic ring, join with sl st to first hdc. (10)
Round 2: Ch 2, inc in each st around, join. (20)
Round 3: Ch 2, *hdc in next st, inc; rep from * around, join. (30)
Round 4: Ch 2, *hdc in next 2 sts, inc; rep from * around, join. (40)
Rounds 5-7 (5-8, 5-9, 5-10): Cont to inc 10 sts evenly in each round, working 1 more hdc between
incs each time, until you have 70 (80, 90, 100) sts.
All sizes: Work even in hdc until hat measures 4½ (5, 5½, 6)" from the center of the crown.

Find the matching Sunny Days Romper in my shop (uses 450-600 yds)!
Questions? Message me through Etsy.

© 2025 Little Dandelion Designs · All rights reserved                                   Page 2 of 6`,
    expected: {
      title: 'Sunny Days Sun Hat',
      designer: 'Jolene Sparks',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-6 months', yards: 90 },
        { size: '6-12 months', yards: 115 },
        { size: '1-3 years', yards: 140 },
        { size: '3-5 years', yards: 170 },
      ],
      gauge: { stitches: 20, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      sizes: ['0-6 months', '6-12 months', '1-3 years', '3-5 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
