import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_NINETEENTH_CASES (split for the file-size rule; see real-world-nineteenth.ts). */
export const REAL_WORLD_NINETEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw19-17',
    text: `142                                                          CHAPTER 4: HONEYCOMBS & LATTICES

PROJECT 7
Honeycomb Hearth Throw

The honeycomb from page 128 grows into a throw big enough for a reading chair. Moss stitch
borders keep the edges flat, and the panels are separated by simple twisted ribs.

Finished size: 100 x 130 cm (39½ x 51 in)

Yarn: 9 skeins of aran weight wool, each 100 g / 160 m / 175 yds. The sample was knitted in
Glenmorrow Aran in Barley.
Needles: 5 mm (US 8) circular needle, 100 cm, used flat; cable needle
Tension: 22 sts and 24 rows to 10 cm over Honeycomb Cable (Chart 4.3), after blocking;
18 sts and 32 rows to 10 cm over moss stitch.

Notes: The throw is worked flat in one piece. Slip the first stitch of every row
knitwise for a neat edge. See page 12 for how to cable without a cable needle.

From The Cable Atlas by Morwenna Teague (Larkspur Press, 2024).
Text and charts © Morwenna Teague · Photography © Ben Ostrowski`,
    expected: {
      title: 'Honeycomb Hearth Throw',
      designer: 'Morwenna Teague',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 1575 }],
      gauge: { stitches: 22, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw19-18',
    text: `KESARI YARNS · Jaipur                                        FREE CROCHET PATTERN · KY-C-0412

Monsoon Lace Top
Designed by Meher Bhandari

The top is written for sizes S, M, L and XL. Where the instructions differ, the numbers for
the larger sizes are given in brackets: S (M, L, XL).

To fit bust: 81-86 (91-97, 102-107, 112-117) cm / 32-34 (36-38, 40-42, 44-46) in
Finished length: 52 (54, 56, 58) cm

MATERIALS
Kesari Cotton Silk, a sport weight yarn (70% cotton, 30% silk; 50 g / 160 m / 175 yds):
5 (6, 6, 7) balls in Marigold
3.5 mm (US E-4) crochet hook
Stitch markers

TENSION
22 dc and 11 rows = 10 cm with the 3.5 mm hook.

NOTES
The front and back are worked separately from the hem up and joined at the shoulders. The
yoke is worked in a lace pattern of fans and chain spaces; the lower body is plain dc.

Find your nearest Kesari stockist at kesariyarns.example · © Kesari Yarns 2025`,
    expected: {
      title: 'Monsoon Lace Top',
      designer: 'Meher Bhandari',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 875 },
        { size: 'M', yards: 1050 },
        { size: 'L', yards: 1050 },
        { size: 'XL', yards: 1225 },
      ],
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['bottom-up', 'lace'],
    },
  },
  {
    id: 'rw19-19',
    text: `ASHCOMBE & FINCH · TEA MERCHANTS SINCE 1911

WINTER BLEND — brewing guide
Use 1 heaped teaspoon (about 2.5 g) per cup. Water at 95°C, steep for 3-4 minutes.
For a 1.2 litre pot, use 4 teaspoons.

KNIT YOUR OWN TEA COSY
Kettle Stripe Tea Cosy — designed for us by our Bath shop manager, Agnes Fairbrother

Fits a standard 4-6 cup teapot (about 56 cm around the widest part, not counting the spout
and handle).

You will need:
2 balls of Rook Chunky in Pebble (A) and 1 ball in Oat (B); each ball 100 g / 75 m / 82 yds
A pair of 6 mm (US 10) needles
A tapestry needle

Tension: 14 sts and 19 rows to 10 cm in stocking stitch.

Method (make two pieces alike): Cast on 40 sts in A. Work 6 rows in k2, p2 rib. Change to
stocking stitch and work in stripes of 4 rows B, 4 rows A ...

Our Winter Blend: 125 g caddy £8.50 · 250 g refill pouch £14.00 · ashcombeandfinch.example
Leaflet and cosy design © Ashcombe & Finch 2025`,
    expected: {
      title: 'Kettle Stripe Tea Cosy',
      designer: 'Agnes Fairbrother',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 246 }],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
    },
  },
  {
    id: 'rw19-20',
    text: `CROCHET CRITTERS · Woodland Friends Collection
ISSUE 23 · £4.99 · Build your collection — 90 issues to collect!

In this issue: Fennel the Fox • Stitch School: the magic ring • Meet the maker

FENNEL THE FOX
Designed by Caoimhe Lachance

YOUR FREE GIFTS THIS ISSUE
• 2 × 25 g balls of Pip Cotton in Fox Orange
• 1 × 25 g ball of Pip Cotton in Cream
Pip Cotton is a DK-weight cotton; each 25 g ball is approx. 85 m.

YOU'LL ALSO NEED
• The 3.5 mm (E-4) hook from issue 1
• 2 × 9 mm safety eyes and toy stuffing (given away with issue 2)
• A little black yarn for the nose

Finished size: Fennel sits 18 cm tall.
Tension: not important, but work tightly so the stuffing doesn't show through.

HOW FENNEL IS MADE
Fennel is worked amigurumi-style in the round, in a continuous spiral. Don't join the
rounds unless the pattern tells you to.

NEXT ISSUE (24): Hazel the Hedgehog — with 2 balls of Pip Cotton in Bark and a FREE stitch
counter! Subscribe today and save 20%.                                      Crochet Critters 23 · 7`,
    expected: {
      title: 'Fennel the Fox',
      designer: 'Caoimhe Lachance',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(255) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
