import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw24-01',
    text: `hollis bay knits

LARKSPUR YOKE
a seamless pullover with a stranded yoke

Design by Wren Castellano

Thank you for purchasing this pattern on Ravelry! Your download is for your own use; please don't share the ﬁle.

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished chest: 33 (36½, 40, 43½, 47, 51, 55)" / 84 (93, 101.5, 110.5, 119.5, 129.5, 139.5) cm
Recommended ease: 4-6" / 10-15 cm of positive ease. Sample shown in size M on a 36" bust.

YARN
Worsted weight; sample knit in Tidewater Worsted (100% Corriedale; 210 yds / 192 m per 100 g skein)
MC (Driftwood): 5 (5, 6, 6, 7, 8, 8) skeins
CC1 (Larkspur): 1 skein, all sizes
CC2 (Buttermilk): 1 skein, all sizes

NEEDLES
US 6 (4 mm): 16" and 32" circular needles
US 8 (5 mm): 16" and 32" circular needles, plus DPNs or your preferred method for small circumferences
Adjust needle size if necessary to obtain gauge.

NOTIONS
Stitch markers (one in a contrasting color for the beginning of round), waste yarn, tapestry needle

GAUGE
18 sts and 24 rnds = 4" / 10 cm in stockinette stitch worked in the round on larger needle, after blocking.
20 sts and 22 rnds = 4" / 10 cm in stranded colorwork pattern on larger needle.

CONSTRUCTION
Larkspur is worked from the bottom up. The body and the sleeves are knit in the round to the underarms, then
joined on one circular needle for the yoke. The yoke is worked in stranded colorwork from the chart; a few
German short rows raise the back neck before the neckband is picked up and knit.

SKILLS USED
Knitting in the round, stranded colorwork from a chart, German short rows, Kitchener stitch (underarms)

ABBREVIATIONS
BOR      beginning of round
k2tog    knit 2 together
m1l/m1r  make 1 left / make 1 right
pm       place marker
rnd(s)   round(s)
ssk      slip, slip, knit

MORE FROM HOLLIS BAY KNITS
Lantern Hat – 1 skein of worsted, approx. 180 yds
Quarry Cardigan – 1,150-1,980 yds of DK

© 2025 Wren Castellano / Hollis Bay Knits. For personal use only.                         page 1 of 9`,
    expected: {
      title: 'Larkspur Yoke',
      designer: 'Wren Castellano',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1470 },
        { size: 'S', yards: 1470 },
        { size: 'M', yards: 1680 },
        { size: 'L', yards: 1680 },
        { size: 'XL', yards: 1890 },
        { size: '2XL', yards: 2100 },
        { size: '3XL', yards: 2100 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['colorwork', 'short rows', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw24-02',
    text: `MOSSGATE YARNS & PATTERNS
www.mossgateyarns.co.uk

Fernbeck Socks
by Harriet Oldroyd

Toe-up socks with a little lace panel running down the instep and up the front of the leg, and a short-row
heel that fits neatly without any picking up of stitches.

SIZES
S (M, L) – to fit foot circumference 19 (21, 23) cm / 7½ (8¼, 9) in
Foot length is adjustable. Sample shown in size M.

YOU WILL NEED
Yarn: 4ply sock yarn, 75% wool / 25% nylon. Shown in Mossgate Sock in the shade 'Beck', 100 g / 425 m.
Quantity: 1 (1, 2) skeins
Needles: 2.5 mm circular, 80 cm long for magic loop, or a set of DPNs
Notions: stitch markers, tapestry needle

TENSION
32 sts and 44 rounds to 10 cm over stocking stitch in the round.
Lace panel (17 sts) measures 5 cm wide, lightly blocked.

CONSTRUCTION NOTES
The socks are worked from the toe up in the round, beginning with Judy's magic cast-on. The heel is a German
short-row heel worked back and forth over half the stitches. The lace panel is worked on the instep through
the foot, then continues on the front of the leg. Finish with 2 cm of twisted rib and a stretchy bind-off.

ABBREVIATIONS
k – knit
p – purl
yo – yarn over
k2tog – knit two together
ssk – slip, slip, knit
sl1-k2tog-psso – slip 1, knit 2 together, pass slipped stitch over (2 sts decreased)
DS – double stitch (German short rows)

CHART NOTES
Read all chart rounds from right to left. The chart is on page 4 and written instructions are on page 5.

MATCHING PATTERN
Fernbeck Mitts use 1 skein (approx. 150 m) of the same yarn – available separately in the shop.

Thank you for supporting a small Northumberland business. This pattern is for your personal use; please do
not share or resell the PDF. Items made from it may be sold in small numbers with credit to the designer.

© Harriet Oldroyd 2025 · Mossgate Yarns & Patterns · page 1 of 6`,
    expected: {
      title: 'Fernbeck Socks',
      designer: 'Harriet Oldroyd',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(425) },
        { size: 'M', yards: m(425) },
        { size: 'L', yards: m(850) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['lace', 'short rows', 'bottom-up', 'in the round'],
    },
  },
];
