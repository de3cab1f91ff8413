import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_ELEVENTH_CASES (split for the file-size rule; see real-world-eleventh.ts). */
export const REAL_WORLD_ELEVENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-eleventh-indie-pdf-raglan-finished-chest',
    text: `Thistle & Fern Studio                                                    Page 1 of 7

W A Y P O I N T
a seamless raglan pullover

Designed by Ilse van den Broek
Tech editing: Joanna Park · Photography: Ruben Mertens · Test knitters: the Thursday Night Six

FINISHED CHEST
36 (40, 44, 48, 52)" / 91.5 (101.5, 112, 122, 132) cm
Choose a size with 4-6" (10-15 cm) of positive ease. Sample shown is size 40 on a 36" chest.

YARN
Worsted weight wool, 1050 (1180, 1310, 1450, 1600) yds / 960 (1079, 1198, 1326, 1463) m
Sample: 6 skeins of Old Mill Worsted in "Lichen" (100 g / 200 yds per skein)

NEEDLES
US 6 (4 mm) 16" and 32" circulars and DPNs for ribbing
US 8 (5 mm) 16" and 32" circulars and DPNs for body and sleeves

NOTIONS
6 stitch markers (1 unique), waste yarn, tapestry needle

GAUGE
18 sts and 24 rows = 4" in stockinette stitch on larger needles, after blocking

CONSTRUCTION
Waypoint is worked top-down in the round, with raglan increases worked every other round
until the sleeves are placed on hold. Body and sleeves are worked in the round to the cuffs.

You might also like: Harbourside Cardigan (1200-1800 yds DK) · Tidemark Hat (150 yds)

© 2025 Ilse van den Broek. For personal use only.`,
    expected: {
      title: 'Waypoint',
      designer: 'Ilse van den Broek',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '36', yards: 1050 },
        { size: '40', yards: 1180 },
        { size: '44', yards: 1310 },
        { size: '48', yards: 1450 },
        { size: '52', yards: 1600 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['top-down', 'in the round', 'raglan'],
    },
  },
  {
    id: 'rw-eleventh-garden-magazine-crochet-bunting',
    text: `GREEN FINGERS MONTHLY — June — Make It Yourself

GARDEN PARTY BUNTING

String these cheerful flags between the apple trees for a summer lunch. Each flag takes
about 15 minutes once you get going, and it is a lovely way to use up cotton odds and ends.

You will need:
* Oddments of double knitting cotton in 5 colours - each flag uses about 8 g
* 4 mm crochet hook
* 3 m of 15 mm cotton tape or bias binding to hang the flags
* Sewing needle and thread

Size: each flag is 12 cm wide and 15 cm deep. Our string of 14 flags is 2.2 m long.

Gauge isn't important for this project.

Abbreviations (UK terms): ch chain; dc double crochet; tr treble; sp space; RS right side.

FLAG (make as many as you like)
Make 31 ch. Row 1: 1 dc into 2nd ch from hook, 1 dc into each ch to end. (30 sts)
Row 2: 1 ch, dc2tog, dc to last 2 sts, dc2tog ...

Photography: Sam Hollis. Styling: Jess Amari.
Also in this issue: knitted terracotta pot covers, p. 34; sowing a wildflower lawn, p. 52.`,
    expected: {
      title: 'Garden Party Bunting',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-eleventh-kids-vest-pipe-table-ages',
    text: `LINDGREN YARNS · Kids' Collection · Design team pattern KC-09

Little Acorn Vest

A cosy slipover with a centre cable panel, knitted back and forth in pieces.

Age      | 1-2 | 3-4 | 5-6 | 7-8 | yrs
Chest    |  56 |  61 |  66 |  71 | cm
Length   |  33 |  37 |  41 |  45 | cm
Yarn (g) | 100 | 150 | 150 | 200 |

YARN: Lindgren Merino Sport (100% superwash merino). Colour 07 Acorn.

NEEDLES: 3 mm (US 2½) and 3.5 mm (US 4) straight needles; cable needle.

TENSION: a 10 cm square in stocking stitch on 3.5 mm needles has 24 stitches and 32 rows.
The cable panel (20 sts) measures 6 cm across.

ABBREVIATIONS
C6B - slip 3 sts to cable needle, hold at back, k3, k3 from cable needle.
C6F - slip 3 sts to cable needle, hold at front, k3, k3 from cable needle.
k - knit; p - purl; RS - right side; WS - wrong side.

About the yarn: Lindgren Merino Sport comes in 50 g balls of 135 m, in 24 colours.
Please note the colours in the photo may differ slightly from the yarn.`,
    expected: {
      title: 'Little Acorn Vest',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1-2 years', yards: m(270) },
        { size: '3-4 years', yards: m(405) },
        { size: '5-6 years', yards: m(405) },
        { size: '7-8 years', yards: m(540) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-eleventh-interiors-magazine-t-shirt-yarn-rug',
    text: `HOME & HEARTH · DIY corner · issue 88

Pebble Rug
A round rug in chunky T-shirt yarn, crocheted in an afternoon. Text and design: Studio Nook.

MATERIALS
Recycled T-shirt yarn (super chunky), 2 cones (approx. 850 g / 120 m each) in Pebble Grey
Crochet hook 10 mm (US N/P-15)
Non-slip rug underlay, 70 cm round (from any home store)
Large-eyed needle for sewing in the ends

SIZE: about 70 cm in diameter. The first 3 rounds measure 15 cm across; if yours are bigger,
change to a smaller hook.

HOW TO
The rug is worked in the round in single crochet (UK double crochet), increasing 8 sts in
every round so it lies flat.
Rnd 1: 8 sc into a magic ring.
Rnd 2: 2 sc in each st (16 sts).
Rnd 3: *1 sc, 2 sc in next st* around (24 sts).
Continue increasing as set until the rug is 70 cm across, or your yarn runs out.

TIP: A cone of T-shirt yarn varies in length from batch to batch, so buy both cones together.
Shopping: yarn from Knotty Loft, 18.95 per cone; underlay from Casa Verde.`,
    expected: {
      title: 'Pebble Rug',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(240) }],
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
];
