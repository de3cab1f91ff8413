import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRD_CASES (split for the file-size rule; see real-world-third.ts). */
export const REAL_WORLD_THIRD_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-third-us-leaflet-child-years-two-colours',
    text: `Lion Brand® Heartwarm®
Pattern #L80345
Fireside Family Pullover

SIZES: Child 4 [6, 8, 10, 12] years
Finished Chest: 26 [28, 30, 32, 34]"

MATERIALS
Heartwarm® (Art. #550)
#124 Caramel 2 [2, 3, 3, 4] balls (A)
#098 Cream 1 [1, 1, 1, 1] ball (B)
Each ball: 3.5 oz (100 g), 210 yd (192 m)
Knitting Needles: Size 7 [4.5 mm] and Size 8 [5 mm]
Stitch markers, yarn needle

GAUGE: 18 sts + 24 rows = 4" [10 cm] in Stockinette st with larger needles.`,
    expected: {
      title: 'Fireside Family Pullover',
      craft_type: 'knitting',
      yardage: [
        { size: '4 years', yards: 3 * 210 },
        { size: '6 years', yards: 3 * 210 },
        { size: '8 years', yards: 4 * 210 },
        { size: '10 years', yards: 4 * 210 },
        { size: '12 years', yards: 5 * 210 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['4 years', '6 years', '8 years', '10 years', '12 years'],
    },
  },
  {
    id: 'rw-third-crescent-range-two-units-particle',
    text: `TIDEPOOL
a crescent shawl by Aoife Ní Bhriain

Yarn: Fingering weight, 400–450 yds / 366–411 m
Sample: 1 skein Hedgerow Sock in "Rockpool" (100 g / 437 yds / 400 m)
Needles: US 5 (3.75 mm) 32" circular, or size needed to obtain gauge
Gauge: 20 sts and 40 rows = 4" in garter stitch after blocking (gauge is not critical)
Finished size: 150 cm wingspan × 40 cm depth

Worked from the top down with garter short rows and a lace edging.`,
    expected: {
      title: 'Tidepool',
      designer: 'Aoife Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 450 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['top-down', 'short rows', 'lace'],
    },
  },
  {
    id: 'rw-third-socks-grams-table-length-below',
    text: `Ridgeway Socks
Design by Pernille Holm

Size          S       M       L
Foot circ.    19      21      23 cm
Yarn          70      85      100 g

Yarn: Sokkegarn Merino (4 ply / fingering; 75% wool, 25% nylon), 100 g = 420 m
Needles: 2.5 mm double-pointed needles
Tension: 30 sts and 42 rounds = 10 cm in stocking stitch

Toe-up with a short-row heel.`,
    expected: {
      title: 'Ridgeway Socks',
      designer: 'Pernille Holm',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(294) },
        { size: 'M', yards: m(357) },
        { size: 'L', yards: m(420) },
      ],
      gauge: { stitches: 30, rows: 42, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'short rows', 'in the round'],
    },
  },
  {
    id: 'rw-third-baby-month-ranges-colons',
    text: `PEBBLE BABY CARDIGAN
Pattern 4021 · by Hattie Gorringe-Ward

To fit: 0-3 [3-6: 6-12: 12-18] months
Actual chest: 46 [50: 54: 58] cm

Yarn: Bluebell Baby 4ply (50 g; approx. 175 m) – 2 [2: 3: 3] balls
Needles: 1 pair each 2¾ mm (US 2) and 3¼ mm (US 3)
4 buttons
Tension: 28 sts and 36 rows to 10 cm over stocking stitch on 3¼ mm needles`,
    expected: {
      title: 'Pebble Baby Cardigan',
      designer: 'Hattie Gorringe-Ward',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '0-3 months', yards: m(350) },
        { size: '3-6 months', yards: m(350) },
        { size: '6-12 months', yards: m(525) },
        { size: '12-18 months', yards: m(525) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
    },
  },
  {
    id: 'rw-third-crochet-tote-ounce-skeins',
    text: `Farmers Market Tote
Crochet | Designed by Rosalind Achebe

Finished size: 14" wide x 15" tall (excluding handles)
Yarn: worsted weight cotton, 2 skeins (each 2.5 oz / 70.9 g; 120 yds / 109 m)
Hook: US H/8 (5.0 mm)
Gauge: 14 sts and 8 rows = 4" in mesh pattern
Notions: stitch markers, yarn needle
The base is worked in rounds of single crochet, then the body in joined rounds.`,
    expected: {
      title: 'Farmers Market Tote',
      designer: 'Rosalind Achebe',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 240 }],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-third-mittens-bare-name-each-colour',
    text: `Rosehip Mittens
Anna-Karin Lindqvist

Finished measurements: hand circumference 19 cm, length 26 cm
Yarn: Sport weight wool: 1 skein each of Rust and Natural (50 g / 150 m per skein)
Needles: 2.75 mm (US 2) double-pointed needles
Gauge: 30 sts and 32 rounds = 10 cm in stranded colourwork

The mittens are knitted in the round from the cuff up, with an afterthought thumb.`,
    expected: {
      title: 'Rosehip Mittens',
      designer: 'Anna-Karin Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(300) }],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      sizes: ['One size'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
];
