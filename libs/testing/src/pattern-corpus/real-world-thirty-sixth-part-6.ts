import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw36-11-us-indie-ravelry-crochet-drop-shoulder-sweater',
    text: `nadia makes things · crochet patterns for everyday wear
Purchased on Ravelry · Order 8823-11452 · This PDF is for your personal use.

COBBLESTONE SWEATER
a cozy drop-shoulder crochet pullover

Crochet pattern by Nadia Reyes

SIZES
XS (S, M, L, XL, 2X, 3X, 4X, 5X)
Finished bust: 34 (38, 42, 46, 50, 54, 58, 62, 66)"
Designed with 8-12" of positive ease. Model wears size M with 10" of ease.

YARN
Meadowlark Worsted (80% acrylic, 20% wool; 100 g / 210 yds / 192 m), worsted weight
Approx. 1050 (1150, 1270, 1390, 1510, 1640, 1760, 1890, 2010) yds total
Sample: size M in colour Pebble, 6 skeins.

HOOKS
US H-8 (5 mm) for ribbing
US I-9 (5.5 mm) for body and sleeves
Or sizes needed to obtain gauge.

NOTIONS
Stitch markers, tapestry needle

GAUGE
14 sts and 11 rows = 4" / 10 cm in hdc worked in the third loop, with larger hook, blocked.

SKILL LEVEL
Easy+ – you should be comfortable with hdc, sc blo and seaming.

CONSTRUCTION
The front and back panels are worked flat from the hem up and seamed at the shoulders and
sides. The sleeves are worked in joined rounds from the cuff up, directly onto the armhole.
The neckband is added last in joined rounds of sc blo ribbing.

ABBREVIATIONS (US terms)
ch – chain · sc – single crochet · hdc – half double crochet · blo – back loop only
sl st – slip stitch · st(s) – stitch(es) · RS – right side · rep – repeat

BACK PANEL
Hem ribbing: With H-8 hook, ch 11 (11, 11, 13, 13, 13, 15, 15, 15).
Row 1: Sc in 2nd ch from hook and in each ch across, turn.

Tester notes: "Made a 2X and had almost a full skein left over" – @woolyjules

You might also like:
Cobblestone Beanie – 180 yds worsted
Juniper Cardigan – 1280 (1400, 1530, 1670, 1800) yds DK

© 2025 Nadia Reyes / nadia makes things. Please do not copy, share or resell this pattern.
You may sell finished items made from it.                                 Page 1 of 11`,
    expected: {
      title: 'Cobblestone Sweater',
      designer: 'Nadia Reyes',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1150 },
        { size: 'M', yards: 1270 },
        { size: 'L', yards: 1390 },
        { size: 'XL', yards: 1510 },
        { size: '2X', yards: 1640 },
        { size: '3X', yards: 1760 },
        { size: '4X', yards: 1890 },
        { size: '5X', yards: 2010 },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw36-12-uk-yarn-company-free-granny-square-cushion',
    text: `TARNBECK YARNS · FREE CROCHET PATTERN · TY-C107

Marigold Granny Cushion
Design: Sophie Atherton

Pattern written in UK crochet terms.

SIZE
Finished cushion cover: 40 x 40cm, to fit a 40cm (16in) cushion pad

YOU WILL NEED
Tarnbeck Soft Cotton Aran (100% cotton, 50g balls, approx. 90m)
  Shade 12 Mustard     2 balls
  Shade 01 Cream       2 balls
  Shade 19 Rust        1 ball
  Shade 24 Sage        1 ball
5mm (UK 6 / US H-8) crochet hook
40cm cushion pad, tapestry needle
Yarn weight: Aran

TENSION
Each square measures 10 x 10cm after blocking. Tension is not critical, but a different
tension will change the size of the cover and the amount of yarn used.

ABBREVIATIONS (UK)
ch chain · dc double crochet · tr treble · ss slip stitch · sp space · rep repeat

NOTES
The cover is made from 32 traditional granny squares, 16 for the front and 16 for the back.
Squares are joined with dc on the right side in Cream to give a raised ridge.

GRANNY SQUARE (make 32)
Using any colour, make a magic ring.
Round 1: 3ch (counts as 1tr), 2tr into ring, *2ch, 3tr into ring; rep from * twice more,
2ch, join with a ss into top of 3ch. Fasten off.
Round 2: Join next colour in any 2ch-sp, ...

Colour order for each square: see the table on page 2.

FINISHING
Join 16 squares in a 4 x 4 grid for each side. Place the front and back wrong sides together
and join on three sides with dc. Insert the pad and join the fourth side.

MAKE THE SET
Marigold Granny Throw – 24 balls of Tarnbeck Soft Cotton Aran
Marigold Coasters – 1 ball each of four shades

Find your nearest Tarnbeck stockist at tarnbeckyarns.co.uk/stockists
© Tarnbeck Yarns Ltd 2025. This pattern may be printed for personal use only.
Tarnbeck Yarns, Unit 4, Mill Yard, Hebden Bridge HX7 8AD`,
    expected: {
      title: 'Marigold Granny Cushion',
      designer: 'Sophie Atherton',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(6 * 90) }],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['granny square'],
    },
  },
];
