import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw36-19-us-etsy-crochet-baby-bonnet-bobble-trim',
    text: `CROCHET PATTERN Baby Bonnet with Bobble Trim, Vintage Style Newborn Bonnet, Easy Crochet Baby
Hat Pattern PDF, Baby Shower Gift – AshlynMooreMakes

AshlynMooreMakes · Asheville, North Carolina · 2,318 sales · ★★★★★
Digital download – this listing is for the PDF PATTERN ONLY, not the finished bonnet.

Clover Bonnet
by Ashlyn Moore

Thank you so much for purchasing the Clover Bonnet! This sweet bonnet is worked flat in rows
and seamed at the back, with a row of little bobbles along the front edge and chain ties.

SIZES
0-3 (3-6, 6-12, 12-24) months
Finished face opening: 11 (12, 13, 14)"

YARN
DK / light #3 yarn
85 (105, 130, 160) yds
Shown in Willow Baby DK (100% cotton; 50 g / 136 yds / 124 m) in Clover Pink.

HOOK
US G-6 (4 mm)

OTHER SUPPLIES
Tapestry needle, scissors, stitch marker

GAUGE
18 hdc x 13 rows = 4"
Gauge is important for fit – please check before starting.

ABBREVIATIONS (US TERMS)
ch – chain · sc – single crochet · hdc – half double crochet · BO – bobble (5 dc cluster)
sl st – slip stitch · st(s) – stitch(es) · rep – repeat

PATTERN NOTES
• Ch 1 at the beginning of rows does not count as a stitch.
• The bonnet is worked as one rectangle, then the back edge is folded and seamed.

BONNET
Ch 51 (55, 59, 63).
Row 1: Hdc in 3rd ch from hook and in each ch across. Turn. (49 (53, 57, 61) hdc)
Row 2: Ch 1, hdc in back loop of each st across. Turn.
Repeat Row 2 until piece measures 5 (5½, 6, 6½)".

REVIEWS
"Made the 3-6 months from one 136 yd ball with some left over!" – Brianna K.
"So quick, made three for my granddaughters." – Linda

MORE FROM ASHLYNMOOREMAKES
Clover Booties – 60 (75, 90) yds · Clover Blanket – 1100 yds

© 2025 Ashlyn Moore. For personal use only. Do not share, copy or resell this pattern.`,
    expected: {
      title: 'Clover Bonnet',
      designer: 'Ashlyn Moore',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 85 },
        { size: '3-6 months', yards: 105 },
        { size: '6-12 months', yards: 130 },
        { size: '12-24 months', yards: 160 },
      ],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['bobbles'],
    },
  },
  {
    id: 'rw36-20-uk-lovecrafts-tunisian-crochet-cushion',
    text: `LoveCrafts · Order LC-4471-98213 · Your download is ready
★★★★☆ 4.6 (38 ratings) · Customers also bought: Fernlea Throw, Rowanberry Pouffe

Fernlea Tunisian Cushion
designed by Imogen Pratt

A textured Tunisian crochet cushion in a classic fern-green, with a simple honeycomb
pattern that's very satisfying once you get the rhythm. Written in UK terms.

FINISHED SIZE
45 x 45cm, to fit a 45cm (18in) cushion pad

YARN
Fernlea Wool Aran (100% British wool), 4 x 100g balls in Fern (approx. 180m per ball)
Aran weight

HOOKS
6mm (US J-10) Tunisian crochet hook with a 60cm cable
5mm (US H-8) standard crochet hook for the edging

OTHER
45cm cushion pad, 3 x 25mm buttons, tapestry needle

TENSION
16 sts and 14 rows to 10cm over Tunisian simple stitch using 6mm hook.
Please check your tension, as Tunisian crochet tends to be tighter than you expect.

ABBREVIATIONS
Tss – Tunisian simple stitch · Tps – Tunisian purl stitch · RetP – return pass
ch – chain · dc – double crochet (UK) · ss – slip stitch

NOTES
Each row of Tunisian crochet has a forward pass (picking up loops) and a return pass (working
them off). The front and back are made as one long piece with an envelope opening, then the
sides are joined with dc using the 5mm hook.

COVER
Using 6mm Tunisian hook, ch 72.
Row 1: Forward pass: insert hook into 2nd ch from hook, yrh and pull up a loop; rep in each
ch to end (72 loops). RetP.
Row 2: *Tss in next st, Tps in next st; rep from * to last st, work last st. RetP.

My sample used just under 3½ balls; one of my testers needed all four.

You may also like from Imogen Pratt:
Fernlea Throw – 14 x 100g balls of Fernlea Wool Aran
Bracken Tunisian Cowl – 2 x 100g balls

© Imogen Pratt 2025. Pattern for personal use only. Sold exclusively through LoveCrafts.`,
    expected: {
      title: 'Fernlea Tunisian Cushion',
      designer: 'Imogen Pratt',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(4 * 180) }],
      gauge: { stitches: 16, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'J-10', mm: 6 },
      ],
      techniques: ['tunisian crochet'],
    },
  },
];
