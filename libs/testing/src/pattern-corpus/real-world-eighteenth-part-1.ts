import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_EIGHTEENTH_CASES (split for the file-size rule; see real-world-eighteenth.ts). */
export const REAL_WORLD_EIGHTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw18-01',
    text: `Lumen Yoke
A seamless colourwork pullover by Marguerite Osei-Lund

Thank you for purchasing this pattern! This PDF is for your personal use only; please do
not share, copy or resell it. Tech edited by Priya Raman.

SIZES
XXS (XS, S, M, L, XL, 2XL, 3XL, 4XL, 5XL)
Finished bust: 30 (33, 36, 39, 42, 45, 48, 52, 56, 60)" / 76 (84, 91.5, 99, 106.5, 114.5,
122, 132, 142, 152.5) cm
Recommended ease: 2-4" / 5-10 cm of positive ease. Sample shown in size M with 3" of ease.

YARN
Fingering weight
MC: Wildmoor Sock by Hartsease Dyeworks (75% superwash merino, 25% nylon;
437 yds / 400 m per 100 g skein), colourway Fogbank: 3 (3, 3, 4, 4, 4, 5, 5, 5, 6) skeins
CC: Wildmoor Sock in Ember: 1 skein for all sizes

NEEDLES
US 2 (2.75 mm) 16" (40 cm) and 32" (80 cm) circular needles
US 4 (3.5 mm) 16" (40 cm) and 32" (80 cm) circular needles
Needles for small circumferences in both sizes
Always use a needle size that gives you the gauge.

GAUGE
26 sts & 34 rnds = 4" / 10 cm in stockinette worked in the round on larger needles, after
blocking.
26 sts & 30 rnds = 4" / 10 cm in stranded colourwork on larger needles, after blocking.

NOTIONS
Stitch markers (1 unique for BOR), waste yarn, tapestry needle

CONSTRUCTION
Lumen is worked seamlessly from the top down. After a folded neckband, the back neck is
raised with short rows and the yoke is worked in stranded colourwork from Charts A and B.
The body and sleeves are then worked in the round to the hems.

Lumen Yoke · © 2025 Marguerite Osei-Lund · All rights reserved                  page 2 of 11`,
    expected: {
      title: 'Lumen Yoke',
      designer: 'Marguerite Osei-Lund',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XXS', yards: 1748 },
        { size: 'XS', yards: 1748 },
        { size: 'S', yards: 1748 },
        { size: 'M', yards: 2185 },
        { size: 'L', yards: 2185 },
        { size: 'XL', yards: 2185 },
        { size: '2XL', yards: 2622 },
        { size: '3XL', yards: 2622 },
        { size: '4XL', yards: 2622 },
        { size: '5XL', yards: 3059 },
      ],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['top-down', 'colorwork', 'in the round'],
    },
  },
  {
    id: 'rw18-02',
    text: `BRAMBLE LANE CARDIGAN
knitting pattern by Corrie Blackwood
blackwoodknitstudio.etsy.com

Thank you for your purchase from Blackwood Knit Studio on Etsy! If you have any questions
about this pattern, please message me through Etsy and I'll get back to you within 48 hours.

Level: intermediate – you should be comfortable working cables from a chart and seaming.

SIZES
To fit bust: 81 [86, 91, 97, 102, 107] cm / 32 [34, 36, 38, 40, 42] in
Actual bust (buttoned): 90 [95, 100, 106, 111, 116] cm / 35½ [37½, 39½, 41¾, 43¾, 45¾] in
Length to back neck: 58 [59, 60, 62, 63, 64] cm

MATERIALS
Yarn: Harrowgate Aran from Fellside Wool Co. (aran weight; 100% British wool; 100 g / 166 m)
Quantity: 1040 [1110, 1190, 1270, 1360, 1450] m / 1137 [1214, 1301, 1389, 1487, 1586] yds
Shown in shade Sloe.
Needles: 4.5 mm (US 7) and 5 mm (US 8) straight needles, plus a 4.5 mm circular
needle (80 cm) for the front bands; cable needle
7 [7, 7, 8, 8, 8] buttons, 20 mm

TENSION
18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles.
The cable panel (26 sts) measures 11 cm wide.

NOTES
The back, fronts and sleeves are worked flat from the bottom up and seamed. A braided cable
panel runs up each front and continues into the collar. Charts are on page 6; the written
cable instructions follow each chart.

p. 1                                           © Corrie Blackwood 2025. For personal use only.`,
    expected: {
      title: 'Bramble Lane Cardigan',
      designer: 'Corrie Blackwood',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81', yards: 1137 },
        { size: '86', yards: 1214 },
        { size: '91', yards: 1301 },
        { size: '97', yards: 1389 },
        { size: '102', yards: 1487 },
        { size: '107', yards: 1586 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81', '86', '91', '97', '102', '107'],
      techniques: ['bottom-up', 'cables'],
    },
  },
  {
    id: 'rw18-03',
    text: `COPPERBECK YARN CO.                                                      FREE PATTERN

Quarry Path Socks
Designed by Wendeline Sato

Pattern #CB-S114 · Skill level: ★★★☆☆ · Pattern updated 3/2025

ERRATA – corrected in this version: Rnd 14 of the Lace Chart now reads "k2tog, yo" (not
"yo, k2tog"). Thank you to everyone who wrote in!

SIZES: Small (Medium, Large)
To fit foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm. Foot length is adjustable.

MATERIALS
1 skein Copperbeck Sock (fingering weight; 80% merino, 20% nylon; 465 yds [425 m] / 100 g)
Shown in colorway Slate Quarry. One skein makes any size up to a US women's shoe size 11.
US 1 (2.25 mm) needles for your preferred method of small-circumference knitting
Stitch markers, tapestry needle

GAUGE
32 sts and 44 rnds = 4" (10 cm) in stockinette stitch in the round.

CONSTRUCTION
These socks are worked in the round from the cuff down, with a heel flap and gusset. A
simple lace panel runs down the instep; the sole is plain stockinette.

Love this colorway? Try our Mini Skein Set: 5 × 20 g (5 × 85 yds), $32 – perfect for
contrast heels and toes.

Copperbeck Yarn Co. · 212 Mill Race Rd, Harwick, VT · copperbeckyarn.com          Page 1 of 3`,
    expected: {
      title: 'Quarry Path Socks',
      designer: 'Wendeline Sato',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 465 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['in the round', 'top-down', 'lace'],
    },
  },
  {
    id: 'rw18-04',
    text: `Pebble Baby Cardigan
Pattern by Saoirse Quill · quillandpebble.com
Also available from LoveCrafts

A soft everyday cardigan for little ones, with a garter yoke and tiny wooden buttons.

SIZES
Newborn (3 mths, 6 mths, 12 mths, 24 mths)
Chest: 40 (44, 48, 52, 56) cm
Length from back neck: 22 (24, 26, 29, 32) cm

YOU WILL NEED
Kittiwake Baby Merino DK (100% superwash merino, 50 g / 120 m)
100 (120, 150, 180, 210) g in Sea Thrift
3.25 mm and 4 mm circular needles, 60 cm, and 4 mm double-pointed needles for the sleeves
5 (5, 6, 6, 7) buttons, 12 mm
Stitch markers, stitch holders or waste yarn

TENSION
22 sts and 28 rows = 10 cm in stocking stitch on 4 mm needles.
Please check your tension – a looser fabric will use more yarn.

CONSTRUCTION
The cardigan is worked top-down in one piece, with raglan increases for the yoke. At the
underarms the sleeve stitches are placed on hold and the body is worked flat to the hem.
The sleeves are then worked in the round on double-pointed needles.

Pebble Baby Cardigan © Saoirse Quill 2025                                             1/6`,
    expected: {
      title: 'Pebble Baby Cardigan',
      designer: 'Saoirse Quill',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Newborn', yards: m(240) },
        { size: '3 months', yards: m(288) },
        { size: '6 months', yards: m(360) },
        { size: '12 months', yards: m(432) },
        { size: '24 months', yards: m(504) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Newborn', '3 months', '6 months', '12 months', '24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
