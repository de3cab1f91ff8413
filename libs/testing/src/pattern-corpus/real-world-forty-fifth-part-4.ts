import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw45-07-australian-magazine-lace-panel-top',
    text: `72  YARN & NEEDLE AUSTRALIA · ISSUE 58 · SUMMER 2025/26

SUMMER KNITS

Frangipani Top
Light, breezy and perfect for balmy evenings, this boxy top has a lace panel that runs
from hem to neckline. Designed by Leah Nguyen.

SIZES
To fit bust 81 (86, 91, 97, 102, 107) cm / 32 (34, 36, 38, 40, 42) in
Actual bust 92 (97, 102, 108, 113, 118) cm
Length 52 (53, 54, 56, 57, 58) cm

YOU WILL NEED
☐ Coastal Cotton 8 ply (100% mercerised cotton; 50 g balls, approx. 110 m)
   6 (6, 7, 7, 8, 9) balls in Shell 04
☐ 3.75 mm (UK 9, US 5) and 4 mm (UK 8, US 6) knitting needles
☐ Stitch markers and a tapestry needle

TENSION
22 sts and 28 rows to 10 cm over stocking stitch using 4 mm needles.
One repeat of lace panel (19 sts) measures 8 cm wide.

NOTE
The front and back are worked separately from the lower edge up and joined at the
shoulders. The lace panel is worked on the front only, following the chart or the
written instructions. Figures in brackets refer to larger sizes.

ABBREVIATIONS
beg beginning; cont continue; dec decrease; foll following; k knit; k2tog knit 2 sts
together; p purl; rem remaining; rep repeat; RS right side; sl1 slip 1; ssk slip, slip,
knit; st(s) stitch(es); st st stocking stitch; WS wrong side; yfwd yarn forward

BACK
Using 3.75 mm needles, cast on 101 (107, 113, 119, 125, 131) sts.
1st row (RS) K2, * p1, k1, rep from * to last st, k1.
2nd row K1, * p1, k1, rep from * to end.
Rep last 2 rows until rib measures 4 cm, ending after a 2nd row.
Change to 4 mm needles. Beg with a k row, work in st st until back measures 32 (32, 33,
34, 34, 35) cm from beg, ending after a p row.

Continued on page 74 ➜

STOCKISTS Coastal Cotton is available from good yarn stores. Visit coastalyarns.com.au or
call 1300 555 218.

ALSO INSIDE: Beach Tote, p. 80 – 4 balls Coastal Cotton 8 ply · Kids' Sunhat, p. 84 – 2 balls

NEXT ISSUE On sale 5 March: cosy cabled knits for autumn, plus a free pattern booklet!
Photography: Ben Carrow · Styling: Mia Foote · Pattern checking: Yarn & Needle team`,
    expected: {
      title: 'Frangipani Top',
      designer: 'Leah Nguyen',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81', yards: m(6 * 110) },
        { size: '86', yards: m(6 * 110) },
        { size: '91', yards: m(7 * 110) },
        { size: '97', yards: m(7 * 110) },
        { size: '102', yards: m(8 * 110) },
        { size: '107', yards: m(9 * 110) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81', '86', '91', '97', '102', '107'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw45-08-canadian-kofi-thrummed-mittens',
    text: `ko-fi.com/genevieveroyknits · Shop order #KF-90331 · Thank you for supporting my work! ♥

SNOWBOUND THRUMMED MITTENS
cozy Newfoundland-style mittens for the coldest days

by Geneviève Roy

Hi friend! Thrummed mittens are the warmest thing you will ever put on your hands.
Little tufts of unspun wool are knit in every few rounds; they felt with wear into a
soft lining. This pattern was tested by six knitters across Canada – merci!

SIZES
S (M, L)
Hand circumference: 7 (8, 9)" / 18 (20.5, 23) cm
Sample shown in size M on a 7½" hand.

MATERIALS
Yarn: 1 (1, 2) skeins of Maple Ridge Worsted (100% Canadian wool; 100 g / 200 yds / 183 m)
Thrums: 30 (35, 40) g of unspun wool roving in a coordinating color
Needles: US 6 (4 mm) and US 7 (4.5 mm) double-pointed needles, or long circulars for magic loop
Notions: stitch markers, waste yarn, tapestry needle

GAUGE
20 sts and 26 rnds = 4" in stockinette in the round on larger needles (without thrums).
Thrummed fabric is slightly tighter; don't worry if it is.

NOTES
The mittens are worked in the round from the cuff up with an afterthought thumb.
Thrums are added every 4th round in a staggered pattern.

ABBREVIATIONS
k – knit · p – purl · th – thrum: knit next st together with a thrum · m1 – make one
pm – place marker · rnd(s) – round(s)

MAKING THRUMS
Pull off a piece of roving about 4" long and ½" wide. Fold both ends into the middle and
twist gently. Make a little pile of 40–50 before you start.

CUFF
With smaller needles, cast on 36 (40, 44) sts. Join in the round.
Rnd 1: *K2, p2; rep from * to end.
Work in rib for 3".

HAND
Change to larger needles.
Rnds 1–3: Knit.
Rnd 4: *Th, k3; rep from * to end.

Tester Marie-Claude used 1 full skein and 42 g of roving for a size L with a long cuff.

Members of my Ko-fi "Cozy Club" tier get the matching Snowbound Toque (1 skein) free this month!

© 2026 Geneviève Roy. Personal use only – please don't share this PDF. page 1/4`,
    expected: {
      title: 'Snowbound Thrummed Mittens',
      designer: 'Geneviève Roy',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 200 },
        { size: 'M', yards: 200 },
        { size: 'L', yards: 2 * 200 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
