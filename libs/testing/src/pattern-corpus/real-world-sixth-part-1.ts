import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_SIXTH_CASES (split for the file-size rule; see real-world-sixth.ts). */
export const REAL_WORLD_SIXTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-sixth-indie-pdf-cowl-skein-each-a-and-b-bio-line',
    text: `Tidewater Cowl
Pattern by Saskia van der Berg | saskiaknits.com | @saskiaknits

About the designer: Saskia grew up in Leiden and now knits squishy things for cold beach walks on the Oregon coast.

SIZE
One size: 24" / 61 cm circumference x 10" / 25.5 cm tall, after blocking

YARN
Worsted weight. Shown in Harbor Fibre Co. Merino Worsted (100% superwash merino; 218 yds / 199 m per 4 oz / 113 g skein)
1 skein each of A (Driftwood) and B (Kelp)

NEEDLES
US 8 (5 mm) 16" circular needle
Or size needed to obtain gauge

NOTIONS
Stitch marker, tapestry needle

GAUGE
18 sts and 24 rnds = 4" / 10 cm in stockinette stitch, after blocking

NOTES
The cowl is worked in the round, changing between A and B every 6 rounds; carry the unused colour loosely up the inside.`,
    expected: {
      title: 'Tidewater Cowl',
      designer: 'Saskia van der Berg',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 218 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-sixth-translated-nordic-free-pattern-stitches-in-width',
    text: `Garnhuset Lind · Free pattern no. 22-08 (translated from Swedish)

Vinteräpple Sweater
Sweater with a wide neck, knitted top down in the round.

Size: XS - S - M - L - XL - XXL
Bust width: 84 - 92 - 100 - 108 - 118 - 128 cm
Full length: 54 - 56 - 58 - 60 - 62 - 64 cm

Materials
Lind Alpackaull (70% alpaca, 30% wool; 50 g = approx. 110 m)
300 - 350 - 400 - 450 - 500 - 550 g in colour 41 apple red

Circular needles 3 mm (40 and 80 cm) and 3.5 mm (40 and 80 cm)
Double-pointed needles 3 mm and 3.5 mm for the sleeves
4 stitch markers

Knitting gauge
24 stitches in width and 32 rows vertically = 10 x 10 cm in stockinette on 3.5 mm needles.
If you get more stitches than stated, change to a larger needle; if you get fewer, change to a smaller one.`,
    expected: {
      title: 'Vinteräpple Sweater',
      craft_type: 'knitting',
      yardage: [
        { size: 'XS', yards: m(6 * 110) },
        { size: 'S', yards: m(7 * 110) },
        { size: 'M', yards: m(8 * 110) },
        { size: 'L', yards: m(9 * 110) },
        { size: 'XL', yards: m(10 * 110) },
        { size: 'XXL', yards: m(11 * 110) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-sixth-bigbox-leaflet-ounces-per-ball-skill-level',
    text: `HOMESPUN HEARTH YARNS                    Leaflet #HH-1187
Weekend Texture Pullover
SKILL LEVEL: EASY

SIZES: S (M, L, 1X, 2X)
Finished bust: 36 (40, 44, 48, 52)"
Length: 23 (24, 25, 25½, 26)"

Note: Pattern is written for smallest size with changes for larger sizes in parentheses. When only one
number is given, it applies to all sizes.

MATERIALS
Hearth Soft™ Yarn (100% acrylic; 6 oz/170 g; 315 yds/288 m per ball)
   #402 Oatmeal: 4 (4, 5, 5, 6) balls
   (4) MEDIUM
Size 7 (4.5 mm) knitting needles
Size 8 (5 mm) knitting needles
Yarn needle

GAUGE: 17 sts and 24 rows = 4" [10 cm] in Stockinette Stitch (St st) with larger needles.
TAKE TIME TO CHECK YOUR GAUGE.`,
    expected: {
      title: 'Weekend Texture Pullover',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 4 * 315 },
        { size: 'M', yards: 4 * 315 },
        { size: 'L', yards: 5 * 315 },
        { size: '1X', yards: 5 * 315 },
        { size: '2X', yards: 6 * 315 },
      ],
      gauge: { stitches: 17, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X'],
    },
  },
  {
    id: 'rw-sixth-uk-seventies-leaflet-ozs-old-needle-numbers-table',
    text: `WENDLEY WOOLS          Leaflet No. 3321          Price 8p
Lady's Jumper with Lacy Panels
in Wendley Double Knitting

MEASUREMENTS
                      Small      Medium     Large
To fit bust           32-34      35-37      38-40     ins.
                      81-86      89-94      97-102    cm.
Length from top
of shoulders          22½        23         23½       ins.
Sleeve seam           17         17½        17½       ins.

MATERIALS
Wendley Double Knitting
(1 oz. balls)         14         15         17        ozs.
One pair each Nos. 10 and 8 (3¼ mm and 4 mm) knitting needles.

TENSION
5½ sts. and 7½ rows to 1 inch over stocking stitch on No. 8 needles.

The front has two openwork lace panels running from welt to shoulder.
The back and sleeves are in plain stocking stitch.`,
    expected: {
      title: "Lady's Jumper with Lacy Panels",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 5.5, rows: 7.5, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['lace'],
    },
  },
];
