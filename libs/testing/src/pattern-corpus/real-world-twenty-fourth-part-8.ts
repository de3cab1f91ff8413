import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw24-15',
    text: `Pryce & Purl — crochet patterns made in Wales
Bought on Payhip – thank you! Any updates will be sent to the e-mail address you used at checkout.

Cwtch Cardigan
Design by Ffion Pryce

A cosy, boxy cardigan with a band of bobbles around the yoke and cuffs, crocheted in pieces from the bottom up
and seamed. Written in UK crochet terms.

SIZES
S (M, L, XL, 2XL)
To ﬁt bust 81-86 (91-97, 102-107, 112-117, 122-127) cm
Finished bust 104 (114, 124, 134, 144) cm – roomy, with approx. 20 cm ease

YARN
DK weight yarn, 950 (1050, 1150, 1280, 1400) m
Sample: Gwlân Mawr DK (80% wool, 20% alpaca) in Bracken – 9 balls for size M.

HOOKS
4 mm (UK 8 / US G-6)
3.5 mm (UK 9 / US E-4) for the ribbing

OTHER
6 buttons, 20 mm; stitch markers; tapestry needle

TENSION
16 htr and 12 rows = 10 cm over htr using a 4 mm hook.
1 bobble band (9 rows) = 7 cm deep.

UK / US TERMS
ch – chain (same in both)
dc – double crochet (US sc)
htr – half treble (US hdc)
tr – treble (US dc)
bob – bobble: 5 tr worked together in the same stitch
sp – space

NOTES
• The back, fronts and sleeves are worked flat from the bottom up, then seamed.
• The ribbing is made sideways in dc through the back loop only, then the body is worked along its edge.
• The turning chain does not count as a stitch.

BACK
With 3.5 mm hook, ch 13.
Ribbing row: 1 dc in 2nd ch from hook and in each ch to end, turn (12 sts).
Next row: ch 1, 1 dc in back loop of each st to end, turn.
Repeat the last row until the ribbing measures 52 (57, 62, 67, 72) cm. Change to 4 mm hook.

Share your makes with #cwtchcardigan
Also from Pryce & Purl: Cwtch Beanie (uses 1 ball) · Hiraeth Shawl (650 m)
© Ffion Pryce 2025. For personal use only.                                                       Page 1 of 8`,
    expected: {
      title: 'Cwtch Cardigan',
      designer: 'Ffion Pryce',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(950) },
        { size: 'M', yards: m(1050) },
        { size: 'L', yards: m(1150) },
        { size: 'XL', yards: m(1280) },
        { size: '2XL', yards: m(1400) },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      techniques: ['bobbles', 'bottom-up'],
    },
  },
  {
    id: 'rw24-16',
    text: `10/02/2025, 14:36          C2C Gingham Pillow Cover (Free Crochet Pattern) - Hooks & Honey
https://hooksandhoney.com/c2c-gingham-pillow/

Hooks & Honey
Home > Crochet Patterns > Home Decor

Gingham C2C Pillow Cover (Free Crochet Pattern)
by Kelsey Armbruster | Updated September 28, 2025

Disclosure: this post contains affiliate links. I may earn a small commission at no cost to you.

Gingham never goes out of style, and corner-to-corner (C2C) crochet makes it so easy – every little tile is
one square of the graph, so the checks line up all by themselves.

[Jump to Pattern]   [Print Pattern]

ADVERTISEMENT

Materials
- Bulky weight yarn (#5). I used Hollyhock Loft Chunky (100% acrylic; 5 oz / 141 g; 152 yds / 139 m):
    - Color A (Navy): 2 skeins
    - Color B (Chambray): 2 skeins
    - Color C (White): 1 skein
- 6.5 mm (K-10½) crochet hook
- 18" x 18" pillow insert
- Yarn needle, scissors

Finished size: 18" x 18" (46 x 46 cm) – front and back panels

Gauge
In C2C, 4 tiles x 4 rows of tiles = 4". (Each tile is a ch-3 space and 3 dc.)

Abbreviations (US terms)
ch - chain
dc - double crochet
sl st - slip stitch
tile - one C2C block of ch 3 and 3 dc

Notes
- Work from the graph: each square on the graph is one tile. Carry the unused colour inside the tiles or use
  separate bobbins for each block of colour.
- Make two panels; front and back are both gingham.
- Join the panels with sc around three sides, insert the pillow form and finish the fourth side.

ADVERTISEMENT

Pattern
Panel (make 2)
Row 1: With A, ch 6, dc in 4th ch from hook and in next 2 ch (1 tile).
Row 2: Ch 6, dc in 4th ch from hook and next 2 ch, sl st into ch-3 sp of previous tile, ch 3, 3 dc in same sp.

★★★★★ 4.9 from 62 votes

Comments
Tasha says: I made a 20" version and needed 3 skeins of the navy!
Kelsey Armbruster says: Love it, Tasha – thanks for sharing!

https://hooksandhoney.com/c2c-gingham-pillow/                                                      2/5`,
    expected: {
      title: 'Gingham C2C Pillow Cover',
      designer: 'Kelsey Armbruster',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 760 }],
      gauge: { stitches: 4, rows: 4, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      techniques: ['corner-to-corner'],
    },
  },
];
