import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_SEVENTEENTH_CASES (split for the file-size rule; see real-world-seventeenth.ts). */
export const REAL_WORLD_SEVENTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw17-13',
    text: `The Maple Hook › Patterns › Sweaters
Cloudberry Sweater – Free Crochet Pattern + Video Tutorial
By Jolene Marsh-Whitaker · Updated October 3, 2025 · 47 Comments
[ Jump to Pattern ]  [ Print ]
This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

Hi friends! I'm Jolene, and this cozy drop-shoulder pullover has been on my hook all
summer. The Cloudberry is made in four panels – front, back and two sleeves – worked from
the bottom up and seamed.
Advertisement
Want an ad-free, printable PDF? Grab it in my Etsy shop!
📌 Pin it for later!

SIZES
XS (S, M, L, XL) [2X, 3X, 4X, 5X]
Finished bust: 36 (40, 44, 48, 52) [56, 60, 64, 68]"

MATERIALS
Worsted weight yarn (#4 medium): approximately 780 (860, 950, 1040, 1130) [1230, 1330, 1430,
1540] yards. I used Ridgeway Basics Worsted in Oat.
5.5 mm (I-9) crochet hook for the body
5 mm (H-8) crochet hook for the ribbing
Stitch markers, yarn needle

GAUGE
13 hdc and 10 rows = 4" in hdc worked in the third loop.
Advertisement

ABBREVIATIONS (US terms)
ch – chain; sc – single crochet; hdc – half double crochet; sl st – slip stitch; blo – back loop only

47 COMMENTS
Marisol T. – October 8, 2025
Can I use DK? I made a L with DK and a 4.5 mm hook and used about 1,400 yds. Love it!
  Jolene Marsh-Whitaker – Author
  So glad you love it, Marisol! DK works if you match the gauge.`,
    expected: {
      title: 'Cloudberry Sweater',
      designer: 'Jolene Marsh-Whitaker',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 780 },
        { size: 'S', yards: 860 },
        { size: 'M', yards: 950 },
        { size: 'L', yards: 1040 },
        { size: 'XL', yards: 1130 },
        { size: '2X', yards: 1230 },
        { size: '3X', yards: 1330 },
        { size: '4X', yards: 1430 },
        { size: '5X', yards: 1540 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw17-14',
    text: `MAKOWA VEST
crochet pattern
design & pattern: Zofia Brzezińska-Kerr (@zofia.hooks)

Thank you for purchasing this pattern! You may sell finished vests made from it; please
tag me and credit the design. Tested by @knotsbyola, @hanka.hooks and @mira_makes.

SIZES: XS-S (M-L) (XL-2XL) (3XL-4XL)
Fits bust: 76-86 (91-102) (107-117) (122-132) cm
Finished bust: 96 (112) (128) (144) cm

YARN
DK / light worsted (3) – I used Len & Wełna DK (55% cotton, 45% merino; 100 g ≈ 203 m /
222 yds) in Poppy.
You need 300 (400) (500) (600) g.

HOOKS
4.5 mm for the ribbing and 5 mm for the body

GAUGE
16 sts x 18 rows = 10 x 10 cm in moss stitch (sc, ch 1) with 5 mm hook, after blocking.

CONSTRUCTION
The vest is worked bottom up in two flat panels which are seamed at the shoulders and sides.
The armhole and neck bands are worked last.

ABBREVIATIONS (US terms)
ch – chain, sc – single crochet, sl st – slip stitch, sc2tog – single crochet 2 together,
FPdc / BPdc – front / back post double crochet

Makowa Vest · Zofia Brzezińska-Kerr 2025                                        page 2/8`,
    expected: {
      title: 'Makowa Vest',
      designer: 'Zofia Brzezińska-Kerr',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS-S', yards: 666 },
        { size: 'M-L', yards: 888 },
        { size: 'XL-2XL', yards: 1110 },
        { size: '3XL-4XL', yards: 1332 },
      ],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS-S', 'M-L', 'XL-2XL', '3XL-4XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw17-15',
    text: `MÂY THE OCTOPUS · BẠCH TUỘC MÂY
Amigurumi pattern by Nguyễn Thảo Vy (Vy's Little Hooks)
English translation: Linh Tran · Proofreading: Amelia Ross

Finished size: approx. 14 cm tall with the recommended yarn and hook.

MATERIALS
Milk cotton yarn, sport weight (50 g ≈ 170 m):
– Lilac: 30 g
– White: 10 g
– small amounts of black and pink for embroidery
Crochet hook 2.75 mm
Safety eyes 8 mm (1 pair), fibre fill, stitch marker, yarn needle

GAUGE
Gauge is not important for this toy – just crochet tightly so the fill does not show.

NOTES
• US terms. The head and body are worked in the round in a continuous spiral; do not join
the rounds. Move your stitch marker up every round.
• Sc = single crochet, inc = 2 sc in the same st, dec = invisible decrease, MR = magic ring

HEAD (Lilac)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)

Please do not share, copy or sell this pattern. © Vy's Little Hooks 2025`,
    expected: {
      title: 'Mây the Octopus',
      designer: 'Nguyễn Thảo Vy',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(136) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw17-16',
    text: `46                                                                    SUMMER HOOKS

Seaspray Top
Designer: Harriet Oduya-Lane

A boxy tee in a lacy shell pattern that drapes beautifully in cotton. It is worked in two
pieces from the hem up and joined at the shoulders and sides.

SIZES
To fit bust: 32-34 (36-38, 40-42, 44-46)" / 81-86 (91-97, 102-107, 112-117) cm
Finished bust: 38 (42, 46, 50)" / 96 (107, 117, 127) cm

YARN
Marisco Cotton Sport (sport weight; 100% cotton; 50 g = 150 m / 164 yds):
5 (6, 7, 8) balls in 204 Seafoam

HOOK
3.5 mm (US E/4) crochet hook

TENSION
2 pattern repeats (20 sts) and 10 rows = 10 cm / 4" over shell pattern.

Photograph on page 44: Harriet's sample is size 36-38, worn with 4" of ease.

BACK
Ch 97 (107, 117, 127).
Row 1 (RS): 1 dc in 4th ch from hook, 1 dc in each ch to end. 95 (105, 115, 125) sts.

                                                                                    47
ABOUT THE DESIGNER  Harriet Oduya-Lane lives in Brighton and designs crochet garments
for warm days. Find her at harrietoduyalane.co.uk.`,
    expected: {
      title: 'Seaspray Top',
      designer: 'Harriet Oduya-Lane',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '32-34', yards: 820 },
        { size: '36-38', yards: 984 },
        { size: '40-42', yards: 1148 },
        { size: '44-46', yards: 1312 },
      ],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['32-34', '36-38', '40-42', '44-46'],
      techniques: ['lace', 'bottom-up'],
    },
  },
];
