import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw31-19',
    text: `148                                                                     BEADS & LACE

CHAPTER FIVE · WINTER

Frost Fern Shawl

On the coldest mornings of the year the glass in my mother's back door grew ferns of frost,
and I have tried to catch them here: a triangle of leaf lace with a scatter of clear beads
that catch the light like ice. The beads are added with a tiny crochet hook as you knit, so
there is no pre-stringing.

FINISHED MEASUREMENTS
Wingspan: 64"/162.5 cm
Depth at center: 30"/76 cm, after blocking

YARN
Kestrel Fibers Lace (100% merino; 100 g; 875 yd/800 m): 1 skein Hoarfrost
[Lace weight #0]

NEEDLES
Size US 4 (3.5 mm) 32"/80 cm circular needle, or size needed to obtain gauge

NOTIONS
About 600 size 6/0 clear glass seed beads (approx. 40 g)
Size US 14 (0.75 mm) steel crochet hook for placing beads
Removable stitch markers; blocking wires and pins; tapestry needle

GAUGE
22 sts and 36 rows = 4"/10 cm in Fern Lace pattern, after blocking.
Gauge is not critical for this project, but a different gauge will affect the finished size
and yarn requirements.

CHAPTER FIVE: WINTER                                                                  149

NOTES
• The shawl begins at the center top with a garter tab cast-on and is worked from the top
  down, increasing 4 sts every right-side row.
• To place a bead (PB): slide a bead onto the crochet hook, lift the next st off the left
  needle with the hook, slide the bead onto the st, return the st to the left needle and
  knit it.
• Charts are on pages 150-151. Wrong-side rows are purled.

GARTER TAB CAST-ON
Cast on 3 sts. Knit 6 rows. Turn work 90 degrees and pick up and knit 3 sts along the edge;
turn 90 degrees again and pick up and knit 3 sts from the cast-on edge—9 sts.

SHAWL
Set-up row (WS): K3, p1, pm, p1, pm, p1, k3.
Row 1 (RS): K3, yo, k1, yo, sm, k1, sm, yo, k1, yo, k3—13 sts.
Row 2 and all WS rows: K3, purl to last 3 sts, k3.
Work Chart A 3 times, then Chart B (beaded) 4 times.

TIP: Sort your beads into a shallow dish lined with a scrap of felt—they won't roll away.

Also in this chapter: Rime Stole (1,200 yd lace), p. 152 · Icicle Cowl (350 yd fingering), p. 158

From Beads & Lace: Twenty Shawls for Every Season by Catriona Welsh (Kestrel Press, 2024).
Photographs by Iona Grant.`,
    expected: {
      title: 'Frost Fern Shawl',
      designer: 'Catriona Welsh',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 875 }],
      gauge: { stitches: 22, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '14', mm: 0.75 },
        { us: '4', mm: 3.5 },
      ],
      techniques: ['lace', 'beading', 'top-down'],
    },
  },
  {
    id: 'rw31-20',
    text: `RIVERBEND YARN CO.  ·  Free Pattern  ·  RB-C-2231
CROCHET  ·  Skill Level: EASY ●●○○

Cobblestone Bobble Bath Mat

Soft, squishy bobbles make this bath mat a treat for bare feet, and the chunky cotton works
up fast on a big hook. Machine wash and dry — it only gets softer.

Designed by the Riverbend Design Studio

FINISHED MEASUREMENTS
Approx. 20" x 32" (51 x 81 cm)

MATERIALS
Riverbend Chunky Cotton (100% cotton; 5 oz/142 g; 140 yds/128 m)
5 skeins #106 Stone
Size K-10½ (6.5 mm) crochet hook, or size needed for gauge
Yarn needle

Yarn weight: Bulky (5)

GAUGE
10 sc and 11 rows = 4" (10 cm).
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
ch = chain; sc = single crochet; st(s) = stitch(es); yo = yarn over;
bobble = (yo, insert hook in next st, yo and pull up a loop, yo and draw through 2 loops)
5 times in same st, yo and draw through all 6 loops on hook;
( ) = work directions in parentheses into same st;
* = repeat whatever follows the * as indicated.

NOTES
1. Mat is worked back and forth in rows.
2. Bobbles are worked on wrong-side rows and pop out on the right side.
3. Work sc border around all edges when mat is complete.

MAT
Ch 51.
Row 1 (RS): Sc in 2nd ch from hook and in each ch across—50 sc. Turn.
Row 2: Ch 1, sc in first 3 sc, *bobble in next sc, sc in next 3 sc; rep from * to last 3 sts,
sc in last 3 sc. Turn.
Row 3: Ch 1, sc in each st across. Turn.
Row 4: Ch 1, sc in first sc, *bobble in next sc, sc in next 3 sc; rep from * to last sc, sc in
last sc. Turn.
Row 5: Ch 1, sc in each st across. Turn.
Repeat Rows 2-5 until piece measures about 31" from beginning, ending with a Row 3 or 5.

BORDER
Rnd 1: With RS facing, ch 1, sc evenly around all four sides, working 3 sc in each corner;
join with sl st to first sc. Fasten off. Weave in ends.

MORE FROM THE BATH COLLECTION
Cobblestone Round Rug: 4 skeins Riverbend Chunky Cotton
Spa Washcloth Set: 2 skeins Riverbend Cotton Worsted

Questions? help@riverbendyarn.com · riverbendyarn.com/free-patterns
Riverbend Yarn Co. is not responsible for typographical errors. ©2025 Riverbend Yarn Co.`,
    expected: {
      title: 'Cobblestone Bobble Bath Mat',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 5 * 140 }],
      gauge: { stitches: 10, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      techniques: ['bobbles'],
    },
  },
];
