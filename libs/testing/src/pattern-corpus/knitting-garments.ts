import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Knitted sweaters and cardigans: several sizes, yardage per size, imperial and metric. */
export const KNITTING_GARMENT_CASES: PatternCorpusCase[] = [
  {
    id: 'harbour-light-pullover',
    text: `Harbour Light Pullover
by Maren Olsen

A relaxed everyday raglan, knit seamlessly from the top down in the round. The neckband is picked up
and worked last.

SIZES
XS (S, M, L, XL, 2XL)
Shown in size M with 4 in / 10 cm of positive ease.

FINISHED MEASUREMENTS
Chest: 34 (38, 42, 46, 50, 54) in / 86 (96.5, 106.5, 117, 127, 137) cm
Length: 23 (23.5, 24, 24.5, 25, 25.5) in

MATERIALS
Yarn: Worsted weight, 900 (1000, 1120, 1240, 1360, 1480) yds / 823 (914, 1024, 1134, 1244, 1353) m
Shown in Highland Wool Worsted (100% wool; 200 yds / 100 g per skein), colorway Fog.
Needles: US 7 (4.5 mm) 16" and 32" circular needles; US 8 (5 mm) 16" and 32" circular needles, or size
needed to obtain gauge
Notions: stitch markers, waste yarn, tapestry needle

GAUGE
18 sts and 24 rnds = 4" in stockinette stitch on larger needles, blocked

NOTES
Raglan increases are worked with m1L and m1R every other round. Sleeves are placed on waste yarn at the
underarm and worked later.`,
    expected: {
      title: 'Harbour Light Pullover',
      designer: 'Maren Olsen',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 900 },
        { size: 'S', yards: 1000 },
        { size: 'M', yards: 1120 },
        { size: 'L', yards: 1240 },
        { size: 'XL', yards: 1360 },
        { size: '2XL', yards: 1480 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['raglan', 'top-down', 'in the round'],
    },
  },
  {
    id: 'fenwick-cardigan-uk',
    text: `FENWICK CARDIGAN
Designed by Isla Grant

Sizes 1 (2, 3, 4, 5)
To fit bust 81-86 (91-97, 102-107, 112-117, 122-127) cm / 32-34 (36-38, 40-42, 44-46, 48-50) in

Yarn
5 (6, 6, 7, 8) x 50g balls of Fernhill DK (100% merino; approx. 113m per ball) in shade 204 Heather

Needles
1 pair each of 3.25mm (UK 10/US 3) and 4mm (UK 8/US 6) knitting needles
Cable needle

Tension
22 sts and 30 rows to 10cm over stocking stitch using 4mm needles.

The cardigan is worked flat in pieces from the bottom up and seamed. The front bands are knitted in
one with the fronts.

Abbreviations
k2tog knit two together; m1 make one; C4F slip 2 sts to cable needle and hold at front, k2, k2 from
cable needle.`,
    expected: {
      title: 'Fenwick Cardigan',
      designer: 'Isla Grant',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(5 * 113) },
        { size: '2', yards: m(6 * 113) },
        { size: '3', yards: m(6 * 113) },
        { size: '4', yards: m(7 * 113) },
        { size: '5', yards: m(8 * 113) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'birch-yoke-sweater',
    text: `Birch Yoke Sweater
Pattern by Annika Holm

Birch is a classic stranded colorwork yoke worked seamlessly from the bottom up. Body and sleeves are
joined at the underarms and the yoke is worked in the round.

Sizes: XS (S, M, L, XL)
Finished chest circumference: 33 (37, 41, 45, 49)"

Yarn: Sport weight
MC: 850 (950, 1050, 1150, 1250) yds
CC1: 120 yds
CC2: 80 yds

Needles: US 4 (3.5 mm) and US 5 (3.75 mm) 16" and 32" circulars, and DPNs or your preferred method for
small circumferences

Gauge: 22 sts and 30 rnds = 4 in in stockinette on larger needles; 24 sts = 4 in in colorwork pattern`,
    expected: {
      title: 'Birch Yoke Sweater',
      designer: 'Annika Holm',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1150 },
        { size: 'M', yards: 1250 },
        { size: 'L', yards: 1350 },
        { size: 'XL', yards: 1450 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
];
