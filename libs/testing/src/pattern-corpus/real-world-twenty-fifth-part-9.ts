import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw25-17',
    text: `DALESWOOL                                  Pattern DW-0871 · Children's Knits

FOX & HOUND JUMPER
Picture jumper for children in Daleswool Merino DK
Designed by Poppy Sutcliffe

MEASUREMENTS
Age (years)                  1-2    2-3    3-4    4-5    5-6
To fit chest (cm)            51     56     58     61     63
Actual chest (cm)            60     64     68     72     76
Length to back neck (cm)     33     36     39     42     45
Sleeve length (cm)           18     21     24     27     30

YARN
Daleswool Merino DK (100% merino wool, 50 g balls, approx. 112 m)
                             1-2    2-3    3-4    4-5    5-6
A  Heather (main)             3      3      4      4      5    x 50 g balls
B  Rust (fox)                 1      1      1      1      1
C  Cream                      1      1      1      1      1
D  Charcoal – a small amount for embroidery (or use a scrap of any DK)

NEEDLES
1 pair 3.25 mm (UK 10, US 3) needles
1 pair 4 mm (UK 8, US 6) needles
Stitch holders

TENSION
22 sts and 28 rows to 10 cm measured over stocking stitch using 4 mm needles.
Use larger or smaller needles if necessary to obtain the correct tension.

ABBREVIATIONS
K – knit · P – purl · st(s) – stitch(es) · st st – stocking stitch
inc – increase · dec – decrease · tog – together · rep – repeat
MB – see Notes

NOTES
The fox on the front and the hound on the back are worked in intarsia
from the charts, using a separate length of yarn for each area of colour;
twist the yarns at each colour change to avoid holes. Work the eyes and
noses afterwards in Swiss darning (duplicate stitch) with D.
The back, front and sleeves are knitted flat from the hem up and sewn
together.

BACK
Using 3.25 mm needles and A, cast on 66 (70, 74, 80, 84) sts.
Row 1 (RS): K2, *P2, K2; rep from * to end.
Row 2: P2, *K2, P2; rep from * to end.
Rep these 2 rows for 4 cm, ending with a WS row.
Change to 4 mm needles and, beginning with a K row, work 4 rows in st st.
Place the hound chart: Next row (RS): K14 (16, 18, 21, 23) A, work 38 sts
from row 1 of chart 2, K14 (16, 18, 21, 23) A ...

For stockists and more children's knits visit daleswool.example.
New this season: Daleswool Merino Aran, 50 g / 80 m, in 24 shades.
© Daleswool Ltd 2025. Reproduction or sale of this leaflet is prohibited.`,
    expected: {
      title: 'Fox & Hound Jumper',
      designer: 'Poppy Sutcliffe',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(560) },
        { size: '2-3 years', yards: m(560) },
        { size: '3-4 years', yards: m(672) },
        { size: '4-5 years', yards: m(672) },
        { size: '5-6 years', yards: m(784) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-2 years', '2-3 years', '3-4 years', '4-5 years', '5-6 years'],
      techniques: ['intarsia', 'duplicate stitch', 'bottom-up'],
    },
  },
  {
    id: 'rw25-18',
    text: `BRAMBLEBROOK YARNS                                    Free Pattern #CB-2207

PIXEL PUPS BABY BLANKET
Designed by Marisol Quintero for Bramblebrook Yarns
Skill Level: EASY ■■□□

SIZES: Stroller (Crib)
Finished size: 28 x 32 (36 x 44)" / 71 x 81 (91.5 x 112) cm

MATERIALS
Bramblebrook Cuddle Soft (100% acrylic; 5 oz / 141 g; 257 yds / 235 m)
Medium weight (#4)
  Color A – #102 Cloud ............ 2 (4) skeins
  Color B – #330 Sand ............. 1 (1) skein
  Color C – #508 Cocoa ............ 1 (1) skein
  Color D – #910 Licorice ......... 1 skein, both sizes (small amount used)
Size J-10 (6 mm) crochet hook
Yarn needle

GAUGE
8 tiles x 8 rows = 4" (10 cm) in corner-to-corner (C2C) pattern.
Each tile = ch 3, 3 dc.
To save time, make a small C2C swatch of 10 x 10 tiles and measure the
center.

ABBREVIATIONS
ch = chain · dc = double crochet · sl st = slip stitch · st(s) = stitch(es)
tile = one block of ch 3 and 3 dc · inc = increase · dec = decrease

NOTES
· The blanket is worked diagonally in corner-to-corner (C2C) tiles from
  one corner to the opposite corner, following the chart. Each square of
  the chart is one tile.
· Stroller size is 56 x 64 tiles; Crib size is 72 x 88 tiles.
· Change colors on the last yo of the tile before the new color. Use
  bobbins or butterflies for the puppy motifs rather than carrying yarn.
· A simple sc and hdc border is added around the edges at the end.

BLANKET
Row 1: With A, ch 6, dc in 4th ch from hook and in next 2 ch. (1 tile)
Row 2: Ch 6, dc in 4th ch from hook and in next 2 ch, sl st into the ch-3
space of the previous tile, ch 3, 3 dc in same space. (2 tiles)
Continue increasing 1 tile each row, following the chart, until the
blanket is 56 (72) tiles wide on the lower edge ...

BORDER
With D, sc evenly along all four edges, working 3 sc in each corner.
Fasten off D. With A, work 2 more times around in hdc, 3 hdc in each corner.

Love this pattern? Share your makes with #BramblebrookYarns!
Also free: Puppy Love Pillow (2 skeins of Cuddle Soft), Pixel Hearts Throw
(12 skeins). We make every effort to ensure accuracy; see bramblebrook.example/errata.
© 2025 Bramblebrook Yarns. For personal, non-commercial use only.`,
    expected: {
      title: 'Pixel Pups Baby Blanket',
      designer: 'Marisol Quintero',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Stroller', yards: 1285 },
        { size: 'Crib', yards: 1799 },
      ],
      gauge: { stitches: 8, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['Stroller', 'Crib'],
      techniques: ['corner-to-corner'],
    },
  },
];
