import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw28-19',
    text: `64  KNIT & NATTER MONTHLY                                                      ISSUE 88 · MARCH 2025

TOY STORY
Mabel Mouse
Philippa Dunmore's little mouse in her Sunday dress is the perfect knit for spring fetes, and she only
takes a weekend to make.

YOU WILL NEED
• West Fell DK (100% wool, 50g/112m)
  1 ball in Pebble (A)
  1 ball in Blush (B)
• A pair of 3.25mm (UK 10/US 3) needles
• 2 x 3.25mm double-pointed needles, for the tail
• Small amount of black yarn or embroidery thread for the eyes and nose
• Toy stuffing, 25g

TENSION
26 sts and 34 rows to 10cm over st st using 3.25mm needles. Tension is not essential for this project,
but a tight fabric keeps the stuffing inside.

MEASUREMENTS
Mabel is 18cm (7in) tall, sitting.

ABBREVIATIONS
k knit · p purl · kfb knit into front and back of stitch · k2tog knit 2 together · st st stocking stitch
See page 96 for our full list of abbreviations.

PATTERN NOTES
All pieces are knitted flat and sewn together. The tail is a 3-stitch i-cord knitted on the
double-pointed needles.

BODY
Using A, cast on 12 sts.
Row 1 (WS): Purl.
Row 2: (Kfb) to end. 24 sts.
Row 3 and every WS row: Purl.
Row 4: (K1, kfb) to end. 36 sts.
Work 20 rows in st st. Shape top: (k2tog) to end. 18 sts. Break yarn, thread through sts and pull tight.

DRESS
Using B, cast on 52 sts. Work 4 rows in garter st ...

TAIL
Using dpns and A, cast on 3 sts. Work i-cord for 10cm. Cast off.

MAKING UP
Sew the body seam, stuff firmly and close. Embroider the eyes and nose in black ...

Designer: Philippa Dunmore · Photography: Sam Okoro · Styling: Tilly Brace

ALSO IN THIS ISSUE: Aran wrap from 5 balls of Moorland Aran, page 70 · NEXT MONTH: knit a spring bunny!

64  KNIT & NATTER MONTHLY`,
    expected: {
      title: 'Mabel Mouse',
      designer: 'Philippa Dunmore',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(224) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw28-20',
    text: `PRAIRIE WIND YARNS
Free Pattern PW-2207

SWITCHBACK PULLOVER
Designed by Lorena Whitcomb

Skill level: Easy

A relaxed everyday raglan with a folded neckband and deep ribbing. Knit in the round from the bottom up,
it has no seams at all.

SIZES
XS (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)
Finished chest: 34 (38, 42, 46, 50, 54, 58, 62, 66)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5, 157.5, 167.5) cm
Length: 24 (24½, 25, 25½, 26, 26½, 27, 27½, 28)" / 61 (62, 63.5, 65, 66, 67.5, 68.5, 70, 71) cm
Choose a size 4-6" larger than your chest.

MATERIALS
Prairie Wind Worsted (Worsted weight #4; 100% wool; 100 g; 257 yds / 235 m)
4 (5, 5, 6, 6, 7, 7, 8, 8) skeins in Sagebrush
US 6 (4 mm) 16" and 32" circular needles
US 8 (5 mm) 16" and 32" circular needles and double-pointed needles (or preferred method for small
circumferences)
Stitch markers, waste yarn, tapestry needle

GAUGE
18 sts and 24 rnds = 4" / 10 cm in stockinette stitch worked in the round on US 8 needles.

NOTES
The body is worked in the round from the bottom up to the underarms. The sleeves are worked in the round
from the cuffs up. All three pieces are joined on one needle and the yoke is shaped with raglan decreases.
The neckband is picked up, knit and folded to the inside.

ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · ssk slip, slip, knit · pm place marker · rnd(s) round(s)

BODY
With US 6 32" needle, cast on 152 (172, 188, 208, 224, 244, 260, 280, 296) sts. Pm and join to work in
the rnd, being careful not to twist.
Rib rnd: *K2, p2; rep from * to end.
Work rib for 3". Change to US 8 needle and knit every rnd until body measures 15 (15, 15½, 15½, 16, 16, 16½,
16½, 17)" from cast-on edge.

SLEEVES
With US 6 DPNs, cast on 40 (40, 44, 44, 48, 48, 52, 52, 56) sts ...

Make it a set! The Switchback Hat uses 1 skein of Prairie Wind Worsted.
Questions? help@prairiewindyarns.com · © 2025 Prairie Wind Yarns, Bozeman MT. For personal use only.`,
    expected: {
      title: 'Switchback Pullover',
      designer: 'Lorena Whitcomb',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1028 },
        { size: 'S', yards: 1285 },
        { size: 'M', yards: 1285 },
        { size: 'L', yards: 1542 },
        { size: 'XL', yards: 1542 },
        { size: '2XL', yards: 1799 },
        { size: '3XL', yards: 1799 },
        { size: '4XL', yards: 2056 },
        { size: '5XL', yards: 2056 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
];
