import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw33-03-forum-retyped-1960s-leaflet-mens-socks-ozs',
    text: `WOOLGATHERING FORUM › Vintage Pattern Library › Socks & Stockings
Thread: [Retyped] Marchmont Leaflet No. 1184 — "Glenshee" Socks for Men (c. 1962)

Posted by purlgran » Sun 9 Feb 2025, 18:42

I found this leaflet in my mother's knitting bag and have retyped it exactly as printed,
spelling and all. My notes are in square brackets. The scan is attached for anyone who
wants to check the layout. No designer is named anywhere on the leaflet.
----------------------------------------------------------------------------
MARCHMONT WOOLS · Leaflet No. 1184 · Price 6d.

The "GLENSHEE" SOCKS
for Men
in Marchmont Super Fingering, 4-ply

MATERIALS: 5 (5, 6) ozs. Marchmont Super Fingering, 4-ply, in Lovat. Set of four No. 13
and set of four No. 12 needles, pointed both ends.
[No. 13 = 2¼ mm, No. 12 = 2¾ mm. They are worked from the top down, cuff to toe, in
rounds on the set of four.]

MEASUREMENTS: To fit foot 9½ (10½, 11½) ins. Small (Medium, Large). Length of leg from
top to base of heel, 12 ins., all sizes.

TENSION: 8 sts. and 11 rows to one inch on No. 12 needles, measured over stocking-stitch.

ABBREVIATIONS: K., knit; P., purl; st., stitch; tog., together; sl., slip; p.s.s.o., pass
slipped stitch over; inc., increase; dec., decrease; rep., repeat; ins., inches.

N.B. Instructions are given for the small size. Where they vary, figures in brackets refer
to the medium and large sizes respectively.

THE LEG. Using No. 13 needles cast on 64 (68, 72) sts. loosely, 20 (24, 24) sts. on first
needle and 22 (22, 24) sts. on each of 2nd and 3rd needles. Work in rounds of K.2, P.2
rib for 3 ins.
Change to No. 12 needles and proceed in pattern of K.6, P.2 rib until work measures 12 ins.
from commencement [i.e. 12 ins. from the cast-on edge].

TO DIVIDE FOR HEEL. Next round: K.16 (17, 18), turn; sl.1, P.31 (33, 35). Work on these
32 (34, 36) sts. only for the heel ...
[...leaflet continues with heel, instep and toe; full retype in the attached PDF...]

Printed in Great Britain. Marchmont Wools Ltd., Halifax.
----------------------------------------------------------------------------
Reply from knitwitch_ellie » Sun 9 Feb 2025, 20:03
Thank you! I knit these for my husband in 2 x 100 g of sock yarn (420 m each) on 2.5 mm
needles and they came out a touch big, so do check your tension.

Reply from purlgran » Mon 10 Feb 2025, 09:15
Good tip Ellie. I used two 50 g balls of a modern 4-ply for the medium and had a little
left over. The original ozs. were generous, so I'd buy three 50 g balls for the large.

Reply from Dorothy_B » Tue 11 Feb 2025, 14:27
My grandad wore Marchmont socks all through the fifties. Lovely to see this again.

Vintage Pattern Library · Please share the link, not the file · Page 1 of 1`,
    expected: {
      title: 'Glenshee Socks',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: 11, inches: 1 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw33-04-ukrainian-etsy-raglan-sweater-non-native-english',
    text: `Etsy › KnitByOksanaUA › Digital downloads
OVERSIZED RAGLAN SWEATER KNITTING PATTERN PDF | Top Down Seamless Sweater | XS-XXL | English
★★★★★ (1,204)  ·  Digital download  ·  $6.90

Hello dear knitters! Thank you for buy my pattern. Please read all description before start.

SOLOVEI SWEATER
Designer: Oksana Hrytsenko (Kyiv, Ukraine)
Translation to English: by designer, please write me if something is not clear :)

Sizes: XS (S, M, L, XL, XXL)
Chest girth of finished sweater: 100 (108, 116, 124, 132, 140) cm
Length from shoulder: 60 (62, 64, 66, 68, 70) cm
Model on photo is 168 cm tall and wear size S with big ease.

Yarn: merino wool 100%, DK, 100 g - 250 m (I used Merino Ukraine Soft, colour "Lavender field")
Yarn consumption: 400 (450, 500, 550, 600, 650) g
Tester Iryna knit size M from 470 g, but better to buy a reserve.

Tools:
- circular spokes 3.5 mm (cable 40 cm and 80 cm) for elastic band and neck
- circular spokes 4.5 mm (cable 80 cm) for main part
- stitch markers 4 pcs + 1 of other colour, thread for remain loops

Knitting density: 20 loops x 28 rows = 10 x 10 cm in facial smooth surface on spokes 4.5 mm
(please make sample and wash it! it is important for the size)

Description of work:
Sweater is knitted from the top down in one piece, with raglan line. Neck is knit first by
elastic band 1x1, then we make raglan increases in every 2nd row. After separate sleeves the
body is knitted in the round down to the elastic band. Sleeves also in the round, from the
armhole to the cuff.

Abbreviations:
L - facial loop (knit), P - purl loop, yo - yarn over, M1R / M1L - add loop right / left,
PM - place marker, CO - cast on, BO - bind off

Neck:
Cast on on spokes 3.5 mm 96 (100, 104, 108, 112, 116) loops, join in the round. Knit elastic
band 1x1 for 6 cm, then fold to inside and sew by open loops (or knit together).
Change to spokes 4.5 mm and place raglan markers:
back 30 (32, 32, 34, 36, 38) loops, sleeve 14 (14, 16, 16, 16, 16) loops, front 38 (40, 40,
42, 44, 46) loops, sleeve 14 (14, 16, 16, 16, 16) loops.
Raglan row: *knit to 1 loop before marker, M1R, L1, PM, L1, M1L*, repeat 4 times.

---
Other patterns in my shop:
Sweater Kalyna (cables) - 550-800 g
Cardigan Mriya - 600-900 g of DK yarn
Please do not share this pattern or sell, it is my work and my family depend on it. Thank you!
© Oksana Hrytsenko, 2025 · Instagram @oksana.knits.ua                          page 1/9`,
    expected: {
      title: 'Solovei Sweater',
      designer: 'Oksana Hrytsenko',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(1000) },
        { size: 'S', yards: m(1125) },
        { size: 'M', yards: m(1250) },
        { size: 'L', yards: m(1375) },
        { size: 'XL', yards: m(1500) },
        { size: 'XXL', yards: m(1625) },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
