import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FOURTEENTH_CASES (split for the file-size rule; see real-world-fourteenth.ts). */
export const REAL_WORLD_FOURTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-fourteenth-uk-spinner-download-slash-sizes-ball-length-at-end',
    text: `HEBDEN SPINNING CO. — FREE PATTERN DOWNLOAD · HS-0417

Moorland Raglan
Designed by Tom Aitken for Hebden Spinning

SIZES
XS / S / M / L / XL / 2XL / 3XL
To fit chest (cm): 76-81 / 86-91 / 97-102 / 107-112 / 117-122 / 127-132 / 137-142
To fit chest (in): 30-32 / 34-36 / 38-40 / 42-44 / 46-48 / 50-52 / 54-56
Actual chest (cm): 92 / 102 / 113 / 123 / 133 / 143 / 153

YOU WILL NEED
Hebden Aran Tweed, shade 612 Heathland – 100g balls: 5 / 5 / 6 / 7 / 7 / 8 / 9
Pair each of 4mm (UK 8 / US 6) and 5mm (UK 6 / US 8) needles
4mm circular needle, 40cm, for the neckband · Stitch holders

TENSION
18 sts and 24 rows to 10cm over stocking stitch using 5mm needles.
Use larger or smaller needles if necessary to obtain the correct tension.

NOTES
The back, front and sleeves are worked flat from the bottom up and sewn together along the raglan
lines. Figures in the pattern are given for the smallest size first; where only one figure is given
it applies to all sizes.

BACK
Using 4mm needles cast on 86 / 94 / 104 / 112 / 122 / 130 / 140 sts.
Row 1 (RS): K2, *P2, K2; rep from * to end. Row 2: P2, *K2, P2; rep from * to end.
Rep these 2 rows for 6cm, ending with a WS row. Change to 5mm needles ...

YARN INFORMATION
Hebden Aran Tweed: 80% British wool, 20% alpaca. Approx 183m per 100g ball. Hand wash cool.
Spun and dyed in West Yorkshire. Find your nearest stockist at hebdenspinning.co.uk/stockists

© Hebden Spinning Co. Ltd. This pattern may not be reproduced for sale.`,
    expected: {
      title: 'Moorland Raglan',
      designer: 'Tom Aitken',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(5 * 183) },
        { size: 'S', yards: m(5 * 183) },
        { size: 'M', yards: m(6 * 183) },
        { size: 'L', yards: m(7 * 183) },
        { size: 'XL', yards: m(7 * 183) },
        { size: '2XL', yards: m(8 * 183) },
        { size: '3XL', yards: m(9 * 183) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'raglan'],
    },
  },
  {
    id: 'rw-fourteenth-faroese-mill-mittens-grams-per-colour',
    text: `FØROYA ULL · Free pattern 23-08 · English

Havgula Mittens
Design: Rannvá Joensen

Size: Women (Men)
Hand circumference: 19 (21) cm · Length: 25 (28) cm

Yarn: Føroya Ull Tvinnað, 4 ply / fingering (100% Faroese wool, 50 g ≈ 175 m)
Colour 1: Sheep grey 50 (75) g
Colour 2: Natural white 25 g
Colour 3: Rust 25 g

Needles: Double-pointed needles 2.5 mm (US 1.5) and 3 mm (US 2.5)

Gauge: 30 sts and 32 rounds in pattern on 3 mm needles = 10 x 10 cm

The mittens are knitted in the round in stranded colourwork from the cuff up. Carry the yarn not in
use loosely on the wrong side; catch long floats every 5 stitches. The thumb is placed on waste yarn
and picked up at the end.

CUFF
With 2.5 mm needles and colour 1 cast on 56 (64) sts. Divide on 4 needles and join in the round.
Work 20 rounds twisted rib (k1 tbl, p1).

HAND
Change to 3 mm needles and work the chart, increasing 4 sts evenly in the first round = 60 (68) sts.
Round 12: Knit 1 (2) sts, place the next 11 (12) sts on waste yarn for the thumb ...

Do you knit with Føroya Ull? Share your mittens with #foroyaull
www.foroyaull.fo · Made on the islands since 1961`,
    expected: {
      title: 'Havgula Mittens',
      designer: 'Rannvá Joensen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Women', yards: m(350) },
        { size: 'Men', yards: m(437.5) },
      ],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['Women', 'Men'],
      techniques: ['in the round', 'colorwork', 'bottom-up'],
    },
  },
  {
    id: 'rw-fourteenth-us-big-box-crochet-throw-skeins-each',
    text: `HEARTHSIDE YARNS®
Crochet · EASY
Pattern #HS-C1187

Prairie Stripes Throw
Design by Rhonda Kessler

Finished size: About 48" x 60" [122 x 152 cm]

WHAT YOU NEED:
HEARTHSIDE® Value Worsted™ (Art. E302 available in solid color 7 oz [198 g], 350 yds [320 m]
skeins): 2 skeins each 0311 Wheat A, 0632 Sage B, 0905 Barn Red C, and 1 skein 0100 Cream D
Medium Weight Yarn [4]
Crochet Hook: 6mm [US J-10]
Yarn needle

GAUGE: 12 sts = 4" [10 cm]; 8 rows = 4" [10 cm] in pattern. CHECK YOUR GAUGE.
Use any size hook to obtain the gauge.

ABBREVIATIONS: A, B, C, D = Color A, B, C, D; ch = chain; sc = single crochet; dc = double crochet;
st(s) = stitch(es); sp = space; * = repeat whatever follows the * as indicated.

THROW
With A, ch 146.
Row 1 (Right Side): Sc in 2nd ch from hook, *ch 1, skip next ch, sc in next ch; repeat from * across;
turn — 145 sts.
Row 2: Ch 1, sc in first sc, *sc in next ch-1 sp, ch 1, skip next sc; repeat from * ...

STRIPE SEQUENCE: *8 rows each A, B and C, 4 rows D; repeat from * 9 more times.

HEARTHSIDE® and Value Worsted™ are trademarks of Hearthside Yarn Co., Greenville, SC.
For more free patterns and project ideas visit hearthsideyarns.com. ©2026 Hearthside Yarn Co.`,
    expected: {
      title: 'Prairie Stripes Throw',
      designer: 'Rhonda Kessler',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 7 * 350 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
    },
  },
  {
    id: 'rw-fourteenth-etsy-australian-crochet-tee-grams-per-size',
    text: `The Saltbush Tee — crochet pattern
by Mia Kovac | Little Gum Crochet

Hi lovely! Thanks so much for purchasing from my Etsy shop. This pattern is written in US terms.

SIZES: XS (S, M, L, XL, 2XL, 3XL)
Finished bust: 86 (96, 106, 116, 126, 136, 146) cm
Wear it with about 10-15 cm of positive ease.

YARN
8 ply cotton (DK). I used Koala Cotton 8ply in the colour Eucalyptus — each 50 g ball has 106 m.
Yarn amount: 250 (275, 300, 350, 375, 425, 450) g

HOOK: 4 mm (G-6)

OTHER: stitch markers, a tapestry needle, scissors

GAUGE
18 dc and 10 rows = 10 cm, after blocking

CONSTRUCTION
The tee is made in two panels from the bottom up and seamed at the shoulders and sides. The yoke is
an openwork mesh of ch-1 spaces; the sleeves are short caps worked straight onto the armholes.

ABBREVIATIONS (US)
ch – chain · sc – single crochet · dc – double crochet · sk – skip · sp – space

FRONT PANEL
Ch 80 (89, 98, 107, 116, 125, 134).
Row 1: Dc in the 4th ch from hook and in each ch across. Turn.
Row 2: Ch 3 (counts as dc), dc in each st across ...

Please don't share or resell this pattern. You're welcome to sell finished tees made from it — just
credit Little Gum Crochet. Tag me @littlegumcrochet so I can see yours!`,
    expected: {
      title: 'The Saltbush Tee',
      designer: 'Mia Kovac',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(530) },
        { size: 'S', yards: m(583) },
        { size: 'M', yards: m(636) },
        { size: 'L', yards: m(742) },
        { size: 'XL', yards: m(795) },
        { size: '2XL', yards: m(901) },
        { size: '3XL', yards: m(954) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'lace'],
    },
  },
];
