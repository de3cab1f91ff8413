import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw25-19',
    text: `hollowandhearth.example/sweet-pea-booties
Sweet Pea Stay-On Baby Booties (Free Knitting Pattern)
Posted on April 12, 2025 by Hollis Greer | 38 Comments
Home / Free Patterns / Baby & Kids

This post contains affiliate links. As an Amazon Associate I earn from
qualifying purchases.

Baby booties that actually STAY ON! My nephew kicked off every pair we
made him until I came up with these: a tall ribbed cuff, a snug heel
and an i-cord tie that wraps around the ankle. They knit up in an
evening and make the sweetest shower gift.

[Advertisement]

SIZES: 0-3 (3-6, 6-12) months
Foot length: 3½ (4, 4½)" / 9 (10, 11.5) cm

YOU WILL NEED
· 1 skein Little Hollow Baby Sport (100% merino; 50 g; 136 yds / 124 m),
  or any sport weight yarn – one skein makes a pair in every size
· US 3 (3.25 mm) double-pointed needles, set of 4 or 5
· Stitch marker, tapestry needle

GAUGE: 26 sts and 36 rnds = 4" in stockinette stitch in the round.

HOW THEY'RE MADE
The booties are worked in the round from the cuff down, like a tiny sock:
ribbed cuff, eyelet round, a short heel flap, gusset, foot and a rounded
toe closed with Kitchener stitch. The ties are 3-stitch i-cords threaded
through the eyelets.

[Advertisement]

CUFF
Cast on 32 (36, 40) sts, divide over 3 dpns and join in the round.
Work k2, p2 rib for 2 (2¼, 2½)".
Eyelet rnd: *k2tog, yo; rep from * to end.
Knit 2 rounds.

HEEL FLAP
Work back and forth over the next 16 (18, 20) sts only ...

TIES (make 2)
Cast on 3 sts and work i-cord for 14 (15, 16)". Bind off.

Pin it for later! ⬇ [Pin image]

38 COMMENTS
Tasha R. – Made the 6-12 size in a DK with 3.75 mm needles and they fit my
18-month-old perfectly!
Hollis Greer – Love that, Tasha!
Mimi – How many yards do these take? / Hollis Greer – About 60 yds a pair.`,
    expected: {
      title: 'Sweet Pea Stay-On Baby Booties',
      designer: 'Hollis Greer',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 136 }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['top-down', 'in the round', 'i-cord'],
    },
  },
  {
    id: 'rw25-20',
    text: `SUNNYFIELD YARN CO.                                 Free Pattern SF-C114

TRAILBLAZER KIDS' HOODIE
Crochet · Skill Level: Intermediate ●●●○
Pattern by Odile Marchetti for Sunnyfield Yarn Co.

SIZES
To fit ages 2 (4, 6, 8, 10) years
Finished chest: 24 (26, 28, 30, 32)" / 61 (66, 71, 76, 81) cm
Length: 14 (15½, 17, 18½, 20)" / 35.5 (39.5, 43, 47, 51) cm

MATERIALS
Sunnyfield Everyday Worsted (100% acrylic; 3.5 oz / 100 g;
199 yds / 182 m) – Medium (4)
  #614 Pine: 3 (4, 4, 5, 6) skeins
Crochet hooks: US I-9 (5.5 mm) and US K-10½ (6.5 mm)
Stitch markers, yarn needle

GAUGE
12 hdc and 10 rows = 4" [10 cm] with larger hook.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
ch = chain · hdc = half double crochet · sc = single crochet
FPdc / BPdc = front / back post double crochet
hdc2tog = half double crochet 2 together · sp = space · st(s) = stitch(es)

NOTES
1. The back and front are worked separately in rows from the lower edge
   up; the sleeves are worked from the cuff up. Pieces are seamed, then
   the hood is worked up from the neck edge and seamed along the top.
2. The kangaroo pocket is worked separately and sewn on.
3. Turning ch does not count as a stitch.

BACK
With smaller hook, ch 38 (41, 44, 47, 50).
Row 1: sc in 2nd ch from hook and in each ch across. Turn.
Rows 2-5: ch 2, *FPdc around next st, BPdc around next st; rep from * to
last st, hdc in last st. Turn.
Change to larger hook.
Row 6: ch 1, hdc in each st across. Turn.
Repeat Row 6 until piece measures 9 (10, 11, 12, 13)" from beginning.

POCKET
With larger hook, ch 19 (21, 23, 25, 27). Work 10 (11, 12, 13, 14) rows in hdc ...

Sunnyfield Yarn Co. · 1-800-000-0000 · sunnyfield.example/help
Visit sunnyfield.example for hundreds of free patterns! Also try the
Trailblazer Adult Hoodie (1,050-1,790 yds). © 2025 Sunnyfield Yarn Co.
We are not responsible for human errors or variations in your work.`,
    expected: {
      title: "Trailblazer Kids' Hoodie",
      designer: 'Odile Marchetti',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '2 years', yards: 597 },
        { size: '4 years', yards: 796 },
        { size: '6 years', yards: 796 },
        { size: '8 years', yards: 995 },
        { size: '10 years', yards: 1194 },
      ],
      gauge: { stitches: 12, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['bottom-up'],
    },
  },
];
