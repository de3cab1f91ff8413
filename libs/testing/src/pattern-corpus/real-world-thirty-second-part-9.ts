import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw32-17',
    text: `Seraina Flückiger Design · Ravelry pattern store · Edelweiss Bonnet · PDF, 4 pages

EDELWEISS BONNET
Design: Seraina Flückiger

Grüezi! This little bonnet has a band of eyelet lace around the face, a garter stitch back and long
i-cord ties that will not come undone. It is a quick and calm knit for a new baby in the family.
Merci, danke, grazie to my test knitters Anna, Flurina, Josie and Mette!

SIZES
0-3 (3-6, 6-12, 12-24) months
Head circumference: 35 (40, 44, 48) cm / 13¾ (15¾, 17¼, 19) in

YARN
Fingering weight merino, 50 g / 200 m
1 (1, 1, 2) skeins
Sample: size 3-6 months in Zürisee Garn Baby Merino, colour Edelweiss White, 38 g.

NEEDLES
2.5 mm (US 1.5) and 3 mm (US 2.5) circular needles, 40 cm, or longer for magic loop
2 double-pointed needles 3 mm for the i-cord ties

GAUGE
28 sts and 40 rows = 10 cm (4 in) in stocking stitch on 3 mm needles, after blocking.

NOTIONS
2 stitch markers, tapestry needle

CONSTRUCTION
The bonnet is knitted flat from the face edge towards the back of the head. The back is shaped with
decreases on the right side rows. Then the neck band is picked up along the lower edge with the
smaller needle, and the i-cord ties are worked directly from the two front corners.

ABBREVIATIONS
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit · RS right side
WS wrong side · sts stitches · pm place marker · sm slip marker

FACE EDGE AND LACE BAND
With 3 mm needle, cast on 77 (85, 93, 101) sts.
Rows 1-4: knit.
Row 5 (RS): k2, *yo, k2tog, k2; rep from * to last 3 sts, yo, k2tog, k1.
Rows 6-8: knit.
Row 9 (RS): k1, *k2tog, yo, k1, yo, ssk, k1; rep from * to last 4 sts, k2tog, yo, k2.
Work rows 5-9 two times more, then continue in garter stitch until the piece measures 9 (10, 11,
12) cm from the cast on edge.

Also by Seraina: Alpenrose Booties (1 skein, 50 g / 200 m) · Bergli Blanket (6 skeins)
© Seraina Flückiger 2025 · For private use only · ravelry.com/stores/seraina-flueckiger-design`,
    expected: {
      title: 'Edelweiss Bonnet',
      designer: 'Seraina Flückiger',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '0-3 months', yards: m(200) },
        { size: '3-6 months', yards: m(200) },
        { size: '6-12 months', yards: m(200) },
        { size: '12-24 months', yards: m(400) },
      ],
      gauge: { stitches: 28, rows: 40, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['lace', 'i-cord'],
    },
  },
  {
    id: 'rw32-18',
    text: `SALT & SKEIN · 14 Main Street, Orleans MA · (508) 555-0193 · saltandskein.com
Open Tue-Sat 10-5, Sun 12-4 · Closed Mondays

SUMMER WORKSHOP SERIES · Handout for Saturday, June 14 & 21

Dune Grass Tote
pattern by Lisa Marchetti (that's me, the owner!)

Workshop fee $45 includes this pattern and two sessions of instruction. Yarn is not included, but
workshop students get 15% off their raffia on the day.

WHAT TO BRING
☐ 3 rolls Lunara Raffia (100% paper raffia; 92 yds / 84 m per roll) - we used Sand (2 rolls) and
   Natural (1 roll)
☐ Size G-6 (4 mm) crochet hook
☐ Size 7 (4.5 mm) crochet hook for the handles
☐ Locking stitch marker, tapestry needle with a large eye, scissors
☐ Optional: a pair of 7" wooden handles instead of crocheted ones

FINISHED SIZE: 14" wide x 11" tall x 4" deep (without handles)

GAUGE: 16 sc and 18 rnds = 4" with G-6 hook. Raffia has no stretch, so work loosely and don't yank!

HOW IT'S MADE
The oval base is worked in rounds, then the sides are worked in joined rounds without increasing.
The sides alternate bands of sc with a "grass" stripe of spike stitches in the second color. The
handles are worked in rows with the larger hook and sewn on.

ABBREVIATIONS: ch chain · sc single crochet · sl st slip stitch · rnd(s) round(s)
spike st: insert hook 2 rnds below the next st, yo and pull up a long loop, yo and draw through both
loops on hook.

BASE (Session 1)
With Sand and G-6 hook, ch 41.
Rnd 1: Sc in 2nd ch from hook and in next 38 ch, 3 sc in last ch; working along the other side of
the chain, sc in next 38 ch, 2 sc in last ch; join with sl st to first sc. (82 sc)
Rnd 2: Ch 1, 2 sc in first st, sc in next 38 sts, 2 sc in each of next 3 sts, sc in next 38 sts, 2
sc in each of last 2 sts; join. (88 sc)
Continue increasing at the ends for 6 more rounds. (124 sc)

SIDES (Session 2)
Rnds 1-10: Ch 1, sc in each st around; join. Change to Natural.
Rnd 11: Ch 1, *sc in next 3 sts, spike st in next st; rep from * around; join.

NEXT WORKSHOP: Sock Knitting 101, Thursdays in July. Bring 1 skein of fingering-weight sock yarn
(400+ yds) and US 1 (2.25 mm) double-pointed needles. $60.
Stitch Night every Wednesday 6-8 pm - bring whatever you're working on!
Pattern © Lisa Marchetti / Salt & Skein. For workshop students; please don't copy.`,
    expected: {
      title: 'Dune Grass Tote',
      designer: 'Lisa Marchetti',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: 276 }],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      techniques: ['in the round'],
    },
  },
];
