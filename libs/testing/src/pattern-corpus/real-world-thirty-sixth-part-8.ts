import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw36-15-us-crochet-magazine-slipper-boots-womens-sizes',
    text: `HOOK & HEARTH QUARTERLY | WINTER 2025 | 38

QUICK GIFTS

Fireside Slipper Boots
Cozy up with these squishy slipper boots, worked in a bulky yarn so you can finish a pair
over a weekend.
BY DANA WHITLOCK

SKILL LEVEL ●●○○ EASY

SIZES
Women's S (M, L)
To fit US women's shoe size 5-6 (7-8, 9-10)
Foot circumference: 8 (8½, 9)"

MATERIALS
Timberline Bulky (100% wool; 3½ oz/100 g; 137 yds/125 m), Bulky 5
2 (2, 3) skeins #07 Cranberry
Size US 10.5/K (6.5 mm) crochet hook, or size needed to obtain gauge
Stitch marker, yarn needle
Non-slip sole fabric or puff paint (optional)

GAUGE
11 sc and 12 rnds = 4"/10 cm. Take time to check gauge.

NOTES
1. The slipper boots are worked from the toe up in joined rounds. Do not turn at the end of
   rounds unless told.
2. The cuff is worked sideways in rows of sc blo and sewn to the top of the leg.
3. Ch-1 at beginning of round does not count as a stitch.

ABBREVIATIONS
beg beginning · ch chain · rnd(s) round(s) · sc single crochet · sc2tog single crochet 2
together · sc blo single crochet in back loop only · sl st slip stitch · st(s) stitch(es)

TOE
Ch 2.
Rnd 1: Work 8 (8, 9) sc in 2nd ch from hook; join with sl st to first sc. (8 (8, 9) sts)
Rnd 2: Ch 1, 2 sc in each st around; join. (16 (16, 18) sts)
Continued on page 86

Pattern shown in size M. Photographs: Leo Marchetti. Technical editing: Ann Cole.

IN THIS ISSUE ALSO
Snow Day Cowl – 1 skein Timberline Bulky, p. 40
Aurora Afghan – 12 skeins worsted, p. 52

STOCKISTS Timberline Yarns, timberlineyarns.com

HOOK & HEARTH QUARTERLY | WINTER 2025 | 38`,
    expected: {
      title: 'Fireside Slipper Boots',
      designer: 'Dana Whitlock',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: 2 * 137 },
        { size: 'M', yards: 2 * 137 },
        { size: 'L', yards: 3 * 137 },
      ],
      gauge: { stitches: 11, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw36-16-polish-payhip-filet-crochet-top-non-native-english',
    text: `Payhip · Receipt #PH-30981772 · Thank you for your purchase!

MAGDA ZIELIŃSKA · crochet design

LATO TOP
summer top with filet crochet squares

Hello dear crocheter! Thank you very much that you bought my pattern. This top I made in my
garden in the summer, and I hope you will love it so much like me. Pattern is in US terms.

SIZE
S/M (L/XL)
Width of the top: 48 (56) cm, length: 52 (56) cm
In photos I wear S/M, I have 88 cm in bust.

YARN
Cotton yarn "sport", 50 g / 170 m
I used Kotek Cotton Sport, colour 05 ecru.
You need 5 (7) skeins.
Sport weight

HOOK
Crochet hook 3.5 mm (US E-4)

GAUGE
10 x 10 cm = 24 stitches and 12 rows of pattern (filet mesh, after blocking).
Please do a gauge swatch, it is very important for the size of top!

ABBREVIATIONS (US)
ch – chain
dc – double crochet
sc – single crochet
sp – space
block – 4 dc together on the chart (filled square)
mesh – dc, ch 2, skip 2, dc (empty square)

CONSTRUCTION
The top is made in filet crochet from bottom to up, in two panels (front and back) which
are the same. Then we sew the shoulders and sides, and make the straps with sc.

FRONT AND BACK PANEL (make 2 the same)
Make 117 (135) ch.
Row 1: dc in 8th ch from hook, *ch 2, skip 2 ch, dc in next ch*, repeat to end. Turn.
Row 2: follow chart A from row 2 ...

My testers made it also in linen, one of them need 6 skeins for the S/M because she make it
longer.

Other my patterns: Morze Cardigan – 900 (1100) m, Łąka Bag – 2 skeins

Pattern is only for your private use. Please do not copy, do not share or sell it. You can
sell the tops you make, please write my name. © Magda Zielińska 2025`,
    expected: {
      title: 'Lato Top',
      designer: 'Magda Zielińska',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S/M', yards: m(5 * 170) },
        { size: 'L/XL', yards: m(7 * 170) },
      ],
      gauge: { stitches: 24, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['S/M', 'L/XL'],
      techniques: ['filet crochet', 'bottom-up'],
    },
  },
];
