import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw27-07',
    text: `PRAIRIE THREAD CO.                                   Free Pattern #PT-C2291
Crochet Pattern

Farmers' Market Tote

Designed by Rosalind Vance for Prairie Thread Co.

SKILL LEVEL: ■■□□ EASY

FINISHED MEASUREMENTS
Approx. 13" wide x 14" tall (33 x 35.5 cm), excluding handles

MATERIALS
Prairie Thread Co. Homestead Cotton (100% cotton; worsted weight cotton (#4 medium);
2.5 oz/70 g; 128 yds/117 m per ball)
   A  #104 Sage ........... 2 balls
   B  #102 Natural ........ 1 ball
Size US H-8 (5 mm) crochet hook, or size needed to obtain gauge
Stitch marker, yarn needle

GAUGE
14 sc and 16 rows = 4" (10 cm).
TAKE TIME TO CHECK YOUR GAUGE.

NOTES
1. The base is worked in joined rounds; the sides continue in joined rounds without turning.
2. The handles are chains worked into the last round.
3. To change colour, work the last yarn over of the previous stitch with the new colour.

ABBREVIATIONS
ch = chain   rnd = round   sc = single crochet   sl st = slip stitch
sp = space   st(s) = stitch(es)

BASE
With A, ch 31.
Rnd 1: 2 sc in 2nd ch from hook, sc in next 28 ch, 4 sc in last ch; working on other side of
foundation ch, sc in next 28 ch, 2 sc in same ch as first sc; join with sl st to first sc. (64 sc)
Rnds 2-10: Ch 1, sc in each st around, working 2 sc in each of the 2 sts at each end; join.

SIDES
Rnd 11: Ch 1, sc in first st, *ch 1, sk next st, sc in next st; rep from * around, ch 1; join.
Rnd 12: Sl st in first ch-1 sp, ch 1, sc in same sp, *ch 1, sc in next ch-1 sp; rep from *
around, ch 1; join.
Rep Rnd 12 for moss stitch, working 6 rnds A, 2 rnds B, until the sides measure 13".

For more free patterns visit prairiethreadco.com. Pattern support: patterns@prairiethreadco.com
Also try: Homestead Dishcloth Trio (2 balls) · Picnic Placemats (4 balls)
©2025 Prairie Thread Co. All rights reserved. For personal, non-commercial use only.`,
    expected: {
      title: "Farmers' Market Tote",
      designer: 'Rosalind Vance',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 384 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw27-08',
    text: `VINTAGE PATTERN REPRODUCTION — digitally restored from the original 1972 leaflet.
Sold by Attic Stitches Vintage. Yarns and quantities are as printed in the original.

STARLING MILLS  •  HAND KNITS FOR MEN  •  Book No. 219  •  35¢

No. 219-6
SNOWBIRD SKI SWEATER

Directions are for Size 38. Changes for Sizes 40, 42 and 44 are in parentheses.

MATERIALS: Starling Mills Knitting Worsted, 4 oz. skeins:
     6 (6, 7, 7) skeins Navy (Color A)
     1 skein each White (B) and Scarlet (C)
Knitting Needles, 1 pair each No. 5 and No. 8 OR SIZE TO GIVE GAUGE BELOW.
Stitch holders.

GAUGE: Stockinette stitch on No. 8 needles: 5 sts = 1 inch; 7 rows = 1 inch.
Be sure to check your gauge before starting.

MEASUREMENTS:
Sizes:                                 38       40       42       44
Chest:                                 40"      42"      44"      46"
Width across back at underarms:        20"      21"      22"      23"
Length from shoulder to lower edge:    26"      26½"     27"      27½"

NOTE: Sweater is knitted in pieces from the lower edge up. Yoke pattern is worked from the
chart, carrying color not in use loosely across back of work; twist colors every 4 sts.

BACK: With No. 5 needles and A, cast on 100 (106, 110, 116) sts. Work in k 1, p 1 ribbing
for 3 inches, inc 1 st at end of last row. Change to No. 8 needles and work in stockinette
stitch (k 1 row, p 1 row) until piece measures 17 inches from beg or desired length to
underarm, end with a p row.
Armhole Shaping: Bind off 6 (6, 7, 7) sts at beg of next 2 rows. Dec 1 st each end every
other row 4 times. Work even until armholes measure 3 inches, end with a p row.
Yoke Pattern: Join B and C and work Rows 1 through 21 of Chart. Break off B and C and continue
with A only until armholes measure 9 (9½, 10, 10½) inches.
Shoulders: Bind off 9 (10, 10, 11) sts at beg of next 6 rows. Sl remaining sts to a holder.

FRONT: Work same as Back until armholes measure 6½ (7, 7½, 8) inches.

[page break in original]

From the seller: the original Starling Mills yarn is long discontinued. Any knitting worsted
that gives the gauge will substitute; please knit a swatch before you begin.
Please do not share or resell this reproduction. © Attic Stitches Vintage 2024.`,
    expected: {
      title: 'Snowbird Ski Sweater',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      gauge: { stitches: 5, rows: 7, inches: 1 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '8', mm: 5 },
      ],
      sizes: ['38', '40', '42', '44'],
      techniques: ['colorwork', 'bottom-up'],
    },
  },
  {
    id: 'rw27-09',
    text: `MOSSGROVE VEST
crochet pattern by Saoirse Keating

Payhip order: please keep this file for your own use. Updates are sent to the email address
you purchased with.

Sizes: XS (S, M, L, XL, 2XL, 3XL)
Finished chest: 84 (94, 104, 114, 124, 134, 144) cm / 33 (37, 41, 45, 49, 53, 57)"
Recommended ease: 10-15 cm positive. The sample is size S, worn on an 86 cm bust.

Yarn
Worsted weight (#4 medium) wool: Glenmore Tweed Worsted, 100 g ≈ 200 m.
You need 350 (400, 450, 500, 550, 600, 650) g.
The sample used 380 g.

Hooks
5.5 mm (US I-9) for the body
5 mm (US H-8) for the ribbing

Other: stitch markers, tapestry needle, 4 locking markers

Gauge
13 hdc and 10 rows = 10 cm / 4" with 5.5 mm hook, blocked.
Ribbing: 16 sts in BLO sc rib = 10 cm (not essential).

Construction
The vest is worked flat in two panels from the hem up, then seamed at the shoulders and sides.
The neckline and armholes are finished with sc ribbing worked sideways and joined as you go.

Terms: US. hdc = half double crochet · sc = single crochet · BLO = back loop only
sk = skip · sl st = slip stitch · RS / WS = right side / wrong side

BACK PANEL
Ribbing: With 5 mm hook, ch 11.
Row 1: Sc in 2nd ch from hook and each ch across. (10 sts)
Row 2: Ch 1, sc BLO in each st across.
Rep Row 2 until you have 56 (62, 68, 74, 80, 87, 93) rows. Do not fasten off.
Body: Change to 5.5 mm hook. Rotate to work along the long edge of the ribbing.
Row 1 (RS): Ch 1, hdc in each row end across. (56 (62, 68, 74, 80, 87, 93) hdc)
Row 2: Ch 1, hdc in each st across. Turn.
Rep Row 2 until the panel measures 34 (35, 36, 37, 38, 39, 40) cm from the bottom edge.

Questions? I'm @saoirsekeatingcrochet on Instagram.
© Saoirse Keating 2025. Tech editing: Ann-Marie Dowd. Please do not redistribute.`,
    expected: {
      title: 'Mossgrove Vest',
      designer: 'Saoirse Keating',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: m(700) },
        { size: 'S', yards: m(800) },
        { size: 'M', yards: m(900) },
        { size: 'L', yards: m(1000) },
        { size: 'XL', yards: m(1100) },
        { size: '2XL', yards: m(1200) },
        { size: '3XL', yards: m(1300) },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up'],
    },
  },
];
