import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw43-11-us-ravelry-granny-square-cardigan',
    text: `the hookery studio

PATCHWORK MEADOW CARDIGAN
an oversized granny-square cardigan

design: Renata Ortiz
tech editor: Lou Hammond · photography: Dani Kim

Purchased on ravelry.com by mossandmaple · Order #R-58830192 · Nov 4, 2026 · $8.00 USD

SIZES
S (M, L, XL, 2X, 3X)
Finished bust: 40 (44, 48, 52, 58, 62)" / 101.5 (112, 122, 132, 147.5, 157.5) cm
Designed with 8–12" / 20–30 cm positive ease. Sample is size M on a 35" bust.

YARN
Cloverfield Worsted by Hearthside Yarns (100% acrylic; 170 g / 364 yds / 333 m)
MC Cream: 3 (3, 4, 4, 5, 5) skeins
CC1 Marigold: 1 (1, 1, 2, 2, 2) skeins
CC2 Sage: 1 (1, 1, 1, 2, 2) skeins
The sample used about 4 skeins in all; extra MC is allowed for the longer sleeves.

HOOKS
US H-8 (5 mm) for the squares
US I-9 (5.5 mm) for the ribbing and joins

NOTIONS
Locking stitch markers, tapestry needle, 5 buttons (optional)

GAUGE
One granny square = 5" / 12.5 cm square after blocking, with the H-8 hook.
Gauge matters here: if your square is bigger, your cardigan will be bigger too.

CONSTRUCTION
The body and sleeves are made from classic granny squares that are whipstitched together
following the assembly diagram on page 6. The ribbed bands are worked sideways in back loop only
single crochet and sewn on.

ABBREVIATIONS (US TERMS)
ch chain · dc double crochet · sc single crochet · sl st slip stitch · sp space · BLO back loop only

SQUARE (make 28 (32, 36, 40, 46, 50))
With CC1, ch 4, sl st to join into a ring.
Rnd 1: Ch 3 (counts as dc), 2 dc in ring, ch 2, *3 dc in ring, ch 2; rep from * 2 more times.

From a tester: "My 2X took 10 skeins total because I lengthened the body." – @crochetbyjules

MORE FROM THE HOOKERY STUDIO
Meadow Granny Tote – 2 skeins · Sunday Market Top – 650–1,300 yds

© 2026 Renata Ortiz / the hookery studio · personal use only                          page 2 of 10`,
    expected: {
      title: 'Patchwork Meadow Cardigan',
      designer: 'Renata Ortiz',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 1820 },
        { size: 'M', yards: 1820 },
        { size: 'L', yards: 2184 },
        { size: 'XL', yards: 2548 },
        { size: '2X', yards: 3276 },
        { size: '3X', yards: 3276 },
      ],
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw43-12-uk-mill-free-ripple-baby-blanket',
    text: `BRAMBLE & DALE YARNS
Free Pattern BD0412

Seaside Ripple Baby Blanket
Design: Hannah Whitfield

A soft, washable blanket in four seaside shades, perfect for a pram or a cot.

SIZE
Approx. 75 x 90 cm (29½ x 35½ in)

YOU WILL NEED
Bramble Baby DK (100% premium acrylic, 100g balls, approx. 290m per ball)
A  Sea Spray (shade 104)     2 x 100g balls
B  Sandcastle (shade 117)    1 x 100g ball
C  Rock Pool (shade 121)     1 x 100g ball
D  Shell Pink (shade 109)    1 x 100g ball

4mm (UK 8 / US G-6) crochet hook
Tapestry needle

TENSION
18 sts and 10 rows to 10cm over ripple pattern using 4mm hook.
It is worth checking your tension, as a difference will change the size and the yarn needed.

ABBREVIATIONS (UK TERMS)
ch – chain
tr – treble crochet (US double crochet)
tr2tog – (yoh, insert hook in next st, yoh and pull through, yoh and pull through 2 loops)
twice, yoh and pull through all 3 loops
ss – slip stitch
sp – space
rep – repeat

NOTE
The blanket is worked back and forth in rows. Each stripe is 2 rows deep. Carry the yarn not
in use loosely up the side of the work rather than cutting it.

STRIPE SEQUENCE
2 rows A, 2 rows B, 2 rows A, 2 rows C, 2 rows A, 2 rows D. These 12 rows form the stripe sequence.

BLANKET
Using A, make 136 ch.
Row 1 (RS): 1 tr in 4th ch from hook, 1 tr in each of next 4 ch, *(tr2tog) 2 times, 1 tr in each of
next 4 ch, (2 tr in next ch) 2 times, 1 tr in each of next 4 ch; rep from * to last 11 ch ...

Make it a set: Seaside Ripple Cardigan (2-3 balls A, 1 ball each of B, C and D) and Seaside
Bunting (oddments).

Bramble & Dale Yarns Ltd · Unit 4, Mill Yard, Skipton · brambleanddale.co.uk
This pattern is free for personal use. Not for resale. © Bramble & Dale Yarns 2026`,
    expected: {
      title: 'Seaside Ripple Baby Blanket',
      designer: 'Hannah Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1450) }],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
];
