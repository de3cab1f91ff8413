import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWELFTH_CASES (split for the file-size rule; see real-world-twelfth.ts). */
export const REAL_WORLD_TWELFTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-twelfth-finnish-leaflet-child-heights-dashes',
    text: `VILLATEHDAS KOIVU OY · Design 26-114 · In English

Puolukka Children's Pullover
Design: Aino Lehtonen

Size (height of child): 92/98 – 104/110 – 116/122 – 128/134 cm
Chest: 64 – 70 – 76 – 82 cm
Length: 36 – 40 – 44 – 49 cm

Yarn: Koivu Pikkusisko, sport weight (100% merino, 50 g = approx. 160 m)
  Lingonberry 1203: 150 – 200 – 250 – 300 g
  Birch white 1001: 50 – 50 – 50 – 50 g

Needles: 2.75 mm and 3.5 mm circular needles, 40 and 60 cm; double-pointed needles in the same sizes.

Gauge: 24 stitches and 32 rows in stockinette stitch with 3.5 mm needles = 10 cm.

Knit the body in the round from the hem up. The yoke is worked in stranded knitting with the
lingonberry pattern from the chart; keep the floats loose over the child's shoulders.

Abbreviations: k = knit, p = purl, st(s) = stitch(es), m1 = make one, BW = birch white.`,
    expected: {
      title: "Puolukka Children's Pullover",
      designer: 'Aino Lehtonen',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '92/98', yards: m(640) },
        { size: '104/110', yards: m(800) },
        { size: '116/122', yards: m(960) },
        { size: '128/134', yards: m(1120) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['92/98', '104/110', '116/122', '128/134'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-newsletter-numbered-sizes-markdown-table',
    text: `The Long Row — a newsletter about knitting slowly
Issue 41 · Subscriber pattern

Hello friends! This month's pattern is the one you've been asking about since I wore it at the
spring retreat. It's been tested by eleven lovely people (thank you, Ruth and the Tuesday group).

# Marram Cardigan
words & design: Jan-Willem van den Heuvel

Sizes are numbered 1 to 7. Choose by finished bust, with 10–15 cm / 4–6" of ease.

| Size               | 1    | 2    | 3    | 4    | 5    | 6    | 7    |
|--------------------|------|------|------|------|------|------|------|
| Finished bust (in) | 34   | 38   | 42   | 46   | 50   | 54   | 58   |
| Yards              | 1050 | 1150 | 1260 | 1380 | 1500 | 1620 | 1750 |
| Metres             | 960  | 1052 | 1152 | 1262 | 1372 | 1481 | 1600 |

Yarn: Hebridean Roving Aran (100% wool; 100 g = 183 m / 200 yd)
Needles: US 8 (5 mm) and US 9 (5.5 mm) 32" circulars
Notions: 7 buttons, 22 mm (I used vintage horn ones); stitch markers; waste yarn.
Gauge: 16 sts and 22 rows to 4" in stockinette on the larger needle, after a gentle wash.

The cardigan is worked top-down in one piece with raglan increases; the sleeves are knit in the round.

Next issue: the Dunlin socks (fingering, 400 yd). Thanks for reading x`,
    expected: {
      title: 'Marram Cardigan',
      designer: 'Jan-Willem van den Heuvel',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '1', yards: 1050 },
        { size: '2', yards: 1150 },
        { size: '3', yards: 1260 },
        { size: '4', yards: 1380 },
        { size: '5', yards: 1500 },
        { size: '6', yards: 1620 },
        { size: '7', yards: 1750 },
      ],
      gauge: { stitches: 16, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-1950s-thread-company-potholder',
    text: `STAR BOOK No. 112 — HOT PLATE MATS AND POT HOLDERS
American Thread Company · 260 West Broadway, New York · Price 10c

No. 7207    "PANSY" POT HOLDER

MATERIALS:
AMERICAN THREAD COMPANY "GEM" MERCERIZED CROCHET AND KNITTING COTTON, Article 35
  1 ball each White and Shaded Purples (175 yd. balls)
  Steel Crochet Hook No. 7.
  1 bone ring.

GAUGE: 9 s c = 1 inch; 10 rows = 1 inch.

Pot holder measures about 7 inches square.

Starting at center with Shaded Purples, ch 4, join with a sl st to form a ring.
1st Rnd: 8 s c in ring, join. 2nd Rnd: 2 s c in each s c, join ... Continue in this manner
until there are 14 rnds. Break Shaded Purples. Attach White and work petals as follows ...
Sew bone ring to one corner.

For the Hot Plate Mat No. 7208 use 3 balls White and 2 balls Shaded Purples.

(Editor's note to the 2024 reprint: a No. 7 steel hook is about 1.65 mm, and "Gem" cotton is
close to today's size 10 crochet thread.)`,
    expected: {
      title: 'Pansy Pot Holder',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 9, rows: 10, inches: 1 },
      needle_sizes: [{ us: '7', mm: 1.65 }],
    },
  },
  {
    id: 'rw-twelfth-instagram-caption-chunky-beanie',
    text: `knitsbymarisol_ · Follow
Original audio

✨ FREE PATTERN ✨ the Tidepool Beanie is finally here!! 🌊🧶
Save this post so you don't lose it 📌

🧶 yarn: 1 skein super bulky, I used Lion Brand Wool-Ease Thick & Quick (#6, 106 yds / 97 m) — you'll use about 80 yds of it
🪡 needles: 16" circular US 11 (8 mm) + dpns in the same size for the crown
📏 gauge: 9 sts = 4" in stockinette, not super important for a hat since it's stretchy ✌️
caption limit so quick version below, full pattern w/ photos is on my blog (link in bio)!

CO 44 sts, join to work in the round, pm.
Rnds 1–8: *k1 tbl, p1; rep from * (twisted rib)
Knit every rnd until hat measures 7" from CO.
Crown: *k2tog; rep from * — 22 sts. Knit 1 rnd. *k2tog; rep from * — 11 sts. Break yarn, pull through.
Pom pom optional (I used a faux fur one 🐰)

fits my 22" head w/ a little slouch 🫶 tag me #tidepoolbeanie so I can see yours!!
pattern © Marisol Reyes 2025, sell what you make but not the pattern pls

#knitting #knittersofinstagram #freeknittingpattern #beanie #chunkyknits #fallknits`,
    expected: {
      title: 'Tidepool Beanie',
      designer: 'Marisol Reyes',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 106 }],
      gauge: { stitches: 9, rows: null, inches: 4 },
      needle_sizes: [{ us: '11', mm: 8 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
