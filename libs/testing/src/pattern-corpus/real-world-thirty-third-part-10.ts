import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw33-19-uk-yarn-company-web-page-crochet-bucket-hat',
    text: `We use cookies to give you the best experience. [Accept all] [Manage preferences]

BRACKENRIDGE YARNS      Yarn   Patterns   Kits   Learn   Sale          Basket (0)
Home / Free Patterns / Crochet / Accessories

Dune Bucket Hat – Free Crochet Pattern
★★★★☆ 4.4 (23 reviews)     [Download PDF]   [Print]

DUNE BUCKET HAT
Designed by Priya Mistry

A breezy cotton bucket hat with a textured crown and a firm, turned-down brim. Made from the
crown down in joined rounds, it's quick to make and easy to adjust.

This pattern is written in UK crochet terms.

SIZES
S/M (M/L)
To fit head circumference: 52-55 (56-59) cm / 20½-21¾ (22-23¼) in

YARN
Brackenridge Cotton DK (100% cotton; 50g / 115m)
2 (3) x 50g balls in Sand (shade 08)

HOOKS
3.5mm (UK 9 / US E-4) and 4mm (UK 8 / US G-6) crochet hooks

TENSION
18 htr and 13 rounds to 10cm using 4mm hook.

ABBREVIATIONS
ch chain · ss slip stitch · dc double crochet · htr half treble · st(s) stitch(es) ·
2htr in next st: increase · rnd round

PATTERN NOTES
The crown is worked from the top down in joined rounds with the 4mm hook; the brim is
worked with the 3.5mm hook for a firmer fabric. The 2 ch at the start of each round does
not count as a stitch.

CROWN
Using 4mm hook, make a magic ring.
Rnd 1: 2 ch, 10 htr into ring, ss to first htr to join. (10 sts)
Rnd 2: 2 ch, 2htr in each st around, ss to join. (20 sts)
Rnd 3: 2 ch, *1 htr in next st, 2htr in next st; rep from * around, ss to join. (30 sts) ...

Shop the yarn: Brackenridge Cotton DK £4.25 (50g)    [Add to basket]
You might also like: Dune Tote (4 balls Cotton DK) · Shoreline Bralette (3-5 balls)

REVIEWS
Rachel P. ★★★★★ "Made the M/L with a slightly shorter brim and used just 2 balls."
Tom W. ★★★☆☆ "Brim was floppy until I went down to a 3mm hook."

© 2025 Brackenridge Yarns Ltd · Free for personal use · Not for resale
brackenridgeyarns.co.uk/free-patterns/dune-bucket-hat                                1/3`,
    expected: {
      title: 'Dune Bucket Hat',
      designer: 'Priya Mistry',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S/M', yards: m(230) },
        { size: 'M/L', yards: m(345) },
      ],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S/M', 'M/L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw33-20-uk-crochet-book-page-granny-square-pram-blanket',
    text: `MODERN GRANNY                                                                     118

BLANKETS & THROWS

Marmalade Pram Blanket

Bright as a jar of Seville orange marmalade on the breakfast table, this little blanket is
made from twenty classic granny squares joined as you go, so there's no sewing at the end.
It's just the right size to tuck around a baby in a pram or a car seat.

Photograph on page 116

SIZE
Approx. 70 x 86 cm (27½ x 34 in)

YOU WILL NEED
Woolcroft Baby DK (55% merino, 33% acrylic, 12% cashmere; 50g / 125m)
  A  Marmalade (shade 071)    100g
  B  Cream (shade 001)        150g
  C  Duck Egg (shade 044)      50g
  D  Mustard (shade 029)       50g
4mm (US G/6) crochet hook
Tapestry needle

TENSION
Each square measures 16.5 x 16.5 cm after blocking. Tension is not critical, but a
different size of square will change the size of the blanket and the amount of yarn needed.

ABBREVIATIONS
ch chain · ss slip stitch · dc double crochet · tr treble · sp space
(UK terms are used throughout this book; see page 12 for the US equivalents.)

SQUARES (make 20)
Using A, make a magic ring.
Round 1: 3 ch (counts as 1 tr), 2 tr into ring, [2 ch, 3 tr into ring] 3 times, 2 ch,
ss to top of 3 ch. Fasten off A.
Round 2: Join B in any 2-ch sp, 3 ch, [2 tr, 2 ch, 3 tr] in same sp, *1 ch, [3 tr, 2 ch,
3 tr] in next 2-ch sp; rep from * twice more, 1 ch, ss to top of 3 ch. Fasten off B.
Rounds 3-6: Continue in granny pattern, working C, A, D and C in turn.

TIP
Weave in your ends as you go: with twenty squares and four colours there are a lot of them!

JOINING
Squares are joined as you go on Round 7 (worked in B), in 5 rows of 4 squares.
BORDER: With B, work 2 rounds of dc all round, working 3 dc in each corner.

ALSO IN THIS CHAPTER
Hexie Picnic Throw, 1,200g of aran, page 122 · Granny Stripe Cot Blanket, 8 balls DK, page 128

MODERN GRANNY: 25 FRESH PROJECTS · BLANKETS & THROWS                              119
From Modern Granny: 25 Fresh Projects by Elspeth Ward (Hearth & Hook Press, 2024).
Text © Elspeth Ward 2024. Photographs © Hearth & Hook Press.`,
    expected: {
      title: 'Marmalade Pram Blanket',
      designer: 'Elspeth Ward',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(875) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
];
