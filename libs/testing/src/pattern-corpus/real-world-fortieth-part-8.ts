import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTIETH_CASES_PART_8 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw40-15-irish-indie-crochet-baby-jacket-age-table-balls',
    text: `BLÁITHÍN
BABY JACKET
a top-down crochet jacket with a puff-stitch yoke
Design: Aoife Breathnach
Clover & Curragh
Photos: Síle Ní Bhriain
Clover & Curragh · Bláithín Baby Jacket · 2
Written in UK crochet terms.
SIZES
Age (months) 0-3 3-6 6-12 12-18 18-24
To ﬁt chest (cm) 41 43 46 48 51
Finished chest (cm) 48 51 55 58 62
Length (cm) 24 26 28 31 34
Sleeve length (cm) 13 15 17 20 22
Balls 3 3 4 4 5
MATERIALS
Yarn
Inis Merino DK (100% superwash merino; 50 g / 115 m)
Weight
DK
Shade
Heather (shown in size 3-6 months)
Hooks
3.5 mm (US E/4)
4 mm (US G/6)
Other
4 (4, 5, 5, 5) buttons, 15 mm; stitch markers; wool needle
TENSION
18 tr and 10 rows to 10 cm over treble crochet using a 4 mm hook.
Clover & Curragh · Bláithín Baby Jacket · 3
CONSTRUCTION
The jacket is worked top down in one piece, starting at the neck, with raglan increases
at the four corners of the yoke. When the yoke is deep enough, the sleeve stitches are
set aside and the body is worked in rows to the hem. The sleeves are then worked in
joined rounds down to the cuffs. A band of puff stitches runs round the yoke, and the
front bands are worked last in double crochet.
ABBREVIATIONS
ch chain
ss slip stitch
dc double crochet
tr treble
puff (yrh, insert hook, yrh and draw up a loop) 4 times, yrh and draw through all 9 loops
on hook
sp space
YOKE
Using 4 mm hook, ch 54 (58, 62, 66, 70).
Row 1 (RS): 1 tr in 4th ch from hook (3 skipped ch count as 1 tr), 1 tr in each of next 6
(6, 7, 7, 8) ch (front), *[2 tr, ch 1, 2 tr] in next ch (raglan corner)*, 1 tr in each of
next 6 (7, 7, 8, 8) ch (sleeve), rep from * to *, 1 tr in each of next 16 (18, 18, 20, 22)
ch (back), rep from * to *, 1 tr in each of next 6 (7, 7, 8, 8) ch (sleeve), rep from * to
*, 1 tr in each ch to end (front), turn.
Clover & Curragh · Bláithín Baby Jacket · 4
Row 2: Ch 3 (counts as 1 tr throughout), *1 tr in each tr to ch-1 sp, [2 tr, ch 1, 2 tr]
in ch-1 sp; rep from * 3 more times, 1 tr in each tr to end, turn.
© Aoife Breathnach 2025 · Clover & Curragh · cloverandcurragh.ie · personal use only`,
    expected: {
      title: 'Bláithín Baby Jacket',
      designer: 'Aoife Breathnach',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(3 * 115) },
        { size: '3-6 months', yards: m(3 * 115) },
        { size: '6-12 months', yards: m(4 * 115) },
        { size: '12-18 months', yards: m(4 * 115) },
        { size: '18-24 months', yards: m(5 * 115) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw40-16-us-yarn-company-crochet-hooded-cowl-one-size',
    text: `PRAIRIE MILL YARNS
Pattern PM-419 · Free Pattern
HOLLOW CREEK
HOODED COWL
Designed by Rachel Imhoff
prairiemillyarns.com | Hollow Creek Hooded Cowl | Page 1 of 3
Skill level: Easy
A chunky crochet cowl with an attached hood, for walks on cold mornings. The cowl sits
snugly at the neck and the hood is roomy enough to pull over a ponytail.
FINISHED MEASUREMENTS
Cowl circumference: 28" / 71 cm
Cowl height: 10" / 25.5 cm
Hood depth, cowl edge to crown: 12" / 30.5 cm
One size fits most teens and adults.
MATERIALS
Yarn
Prairie Mill Chunky (100% wool; 100 g / 105 yds / 96 m)
Yarn weight
Bulky (#5)
Amount
3 skeins in Wheat
Hooks
US K-10½ (6.5 mm)
US L-11 (8 mm)
Notions
Tapestry needle, locking stitch marker
GAUGE
10 hdc and 8 rows = 4" / 10 cm with L-11 hook.
Check your gauge before you begin: a looser gauge will use more yarn.
prairiemillyarns.com | Hollow Creek Hooded Cowl | Page 2 of 3
NOTES
The cowl is worked ﬁrst, in joined rounds. The hood is then worked back and forth in rows
from the cowl’s upper edge, leaving the front of the cowl free, and the top of the hood is
seamed.
Ch 2 at the beginning of a round or row does not count as a stitch.
STITCH GUIDE
fpdc (front post double crochet): Yo, insert hook from front to back to front around
the post of the next st, yo and pull up a loop, [yo and draw through 2 loops] twice.
bpdc (back post double crochet): Yo, insert hook from back to front to back around the
post of the next st, yo and pull up a loop, [yo and draw through 2 loops] twice.
COWL
With K-10½ hook, ch 70. Join with sl st to ﬁrst ch, being careful not to twist.
Rnd 1: Ch 2, hdc in each ch around; join with sl st to ﬁrst hdc. 70 hdc.
Rnds 2-3: Ch 2, *fpdc around next st, bpdc around next st; rep from * around; join.
Change to L-11 hook.
Rnd 4: Ch 2, hdc in each st around; join.
Rep Rnd 4 until cowl measures 10" from beginning.
prairiemillyarns.com | Hollow Creek Hooded Cowl | Page 3 of 3
© Prairie Mill Yarns. This free pattern may not be sold or reproduced.`,
    expected: {
      title: 'Hollow Creek Hooded Cowl',
      designer: 'Rachel Imhoff',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 3 * 105 }],
      gauge: { stitches: 10, rows: 8, inches: 4 },
      needle_sizes: [
        { us: 'K-10.5', mm: 6.5 },
        { us: 'L-11', mm: 8 },
      ],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
