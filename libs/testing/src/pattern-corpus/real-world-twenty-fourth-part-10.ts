import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw24-19',
    text: `Bluebell Hollow Crochet
shop.bluebellhollow.com  ›  Patterns  ›  Hats

Pinecrest Beanie
by Tamsin Holloway

A tapestry crochet beanie with a band of little pine trees, worked in the round from the crown down in single
crochet. The colour you aren't using is carried inside the stitches, so there are no floats to catch on
anything.

SIZES
Child (Adult)
Fits head 19-20 (21-23)" / 48-51 (53-58) cm

YARN
Worsted weight (#4), approx. 200 yds / 183 m per 100 g skein. I used Brambleberry Worsted.
   MC (Charcoal): 1 (2) skeins
   CC (Moss): 1 skein, both sizes

HOOKS
5 mm (H/8) – crown and body
4 mm (G/6) – ribbed brim

NOTIONS
Stitch marker, tapestry needle, faux-fur pom-pom (optional)

GAUGE
16 sc and 18 rnds = 4" / 10 cm in tapestry crochet with the larger hook.
Make a swatch in the round if you can – tapestry crochet worked flat is often looser.

NOTES
- Rounds are joined with a slip stitch and the work is not turned.
- Change colour on the last yarn over of the stitch before the new colour.
- Carry the unused yarn along the top of the round below and work over it.
- The brim is worked sideways in rows of front-post and back-post hdc and sewn to the last round.

ABBREVIATIONS (US terms)
ch – chain
sc – single crochet
hdc – half double crochet
FPhdc / BPhdc – front / back post half double crochet
sl st – slip stitch
MR – magic ring

CROWN
With MC and larger hook, make a magic ring.
Rnd 1: Ch 1, 8 sc in ring; join with sl st to first sc (8 sts).
Rnd 2: Ch 1, 2 sc in each st around; join (16 sts).
Rnd 3: Ch 1, *sc in next st, 2 sc in next st; rep from * around; join (24 sts).

TERMS OF USE
You may sell hats made from this pattern; please credit Bluebell Hollow Crochet. Do not share, copy or
translate the pattern. © 2025 Tamsin Holloway.`,
    expected: {
      title: 'Pinecrest Beanie',
      designer: 'Tamsin Holloway',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 400 },
        { size: 'Adult', yards: 600 },
      ],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['Child', 'Adult'],
      techniques: ['tapestry crochet', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw24-20',
    text: `MAJA LINDGREN · HANDARBETE
Crochet pattern · English

Ängsblomma Market Bag
pattern by Maja Lindgren

A sturdy market bag with a filet crochet panel of meadow flowers on each side. The two panels are worked flat
in rows from the chart, then joined with a long strip that forms the sides and the base, and the handles are
worked last.

SIZE
Finished bag: approx. 36 cm wide x 40 cm tall (without handles); handles 55 cm long.

YARN
2 balls of a DK weight mercerised cotton, 100 g / 192 m (210 yds) each.
Sample in Solrosgarn Bomull Blank in the colour Linne. The finished sample bag weighs 168 g.

HOOK
3.5 mm (US E-4)

NOTIONS
Tapestry needle, 2 stitch markers

TENSION
10 meshes and 11 rows = 10 cm over filet mesh, lightly blocked.

ABBREVIATIONS (US terms)
ch – chain
sc – single crochet
dc – double crochet
mesh – open square: dc, ch 2, skip 2 sts
block – filled square: dc in each of the next 3 sts
sp – space

HOW TO READ THE CHART
Each square on the chart is one mesh: white squares are open meshes and black squares are blocks. Read the
odd-numbered rows from right to left and the even-numbered rows from left to right. The chart has 36 meshes
and 44 rows.

PANEL (make 2)
Ch 111.
Row 1: Dc in 4th ch from hook and in each ch to end (109 sts, counting the turning ch as a dc).
Row 2: Ch 3 (counts as dc), dc in next 3 sts, *ch 2, skip 2 sts, dc in next st; rep from * to last 3 sts, dc
in last 3 sts, turn.
Rows 3-44: Follow the chart.

SIDE AND BASE STRIP
Ch 11. Work in rows of sc until the strip fits along both sides and the base of one panel, about 116 cm.

Tack så mycket for buying this pattern on Ravelry!
Also by Maja: Vallmo Shawl (600 m of lace weight) · Ängsblomma Pot Holder (1 ball)
© Maja Lindgren 2025 – for personal use only.`,
    expected: {
      title: 'Ängsblomma Market Bag',
      designer: 'Maja Lindgren',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 420 }],
      gauge: { stitches: 10, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['filet crochet'],
    },
  },
];
