import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw43-01-us-ravelry-top-down-raglan-cardigan',
    text: `sparrow & pine knits

WINTERGREEN CARDIGAN
a cropped, everyday raglan cardigan

Design: Hallie Brandt
Tech editing: Joan Pruitt · Photos: Ben Alder

Purchased by brightlake_knits on ravelry.com · Order #R-58812044 · Nov 2, 2026
This pattern is for personal use only. Please do not share or resell.

SIZES
XS (S, M, L, XL, 2X, 3X)
Finished bust (buttoned): 33 (37, 41, 45, 49, 53, 57)" / 84 (94, 104, 114, 124.5, 134.5, 145) cm
Intended ease: 4–6" / 10–15 cm positive ease. Sample shown in size S on a 34" bust.

YARN
Brightwater Worsted by Tamarack Mill (100% Corriedale wool; 218 yds / 200 m per 100 g skein)
Yardage: 1010 (1120, 1240, 1365, 1490, 1620, 1755) yds
(925, 1025, 1135, 1250, 1365, 1480, 1605) m
Sample uses 5½ skeins in colourway Juniper Berry.

NEEDLES
US 6 (4 mm) 24" and 32" circular needles for ribbing
US 8 (5 mm) 24" and 32" circular needles and DPNs (or your preferred small-circumference method)
Adjust needle size if necessary to obtain gauge.

NOTIONS
7 (7, 8, 8, 8, 9, 9) buttons, ⅞" / 22 mm; stitch markers; waste yarn; tapestry needle

GAUGE
18 sts and 26 rows = 4" / 10 cm in stockinette stitch on US 8 needles, after blocking.

CONSTRUCTION
Wintergreen is worked seamlessly from the top down. After a short ribbed neckband the yoke is shaped
with raglan increases; the sleeves are set aside on waste yarn and later picked up and worked in the
round to the cuffs. The button bands are picked up last.

ABBREVIATIONS
BO bind off · CO cast on · k knit · k2tog knit 2 together · m1L/m1R make 1 left/right
p purl · pm place marker · rnd(s) round(s) · sm slip marker · ssk slip, slip, knit

A note from our tester: “I knit the M with 1,180 yds and added an inch to the body.” – @woolgatherer

MORE FROM SPARROW & PINE
Thistledown Pullover – 1,100–1,900 yds worsted
Little Wren Hat – 180 yds DK

© 2026 Hallie Brandt / sparrow & pine knits. All rights reserved.                               page 1 of 9`,
    expected: {
      title: 'Wintergreen Cardigan',
      designer: 'Hallie Brandt',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1010 },
        { size: 'S', yards: 1120 },
        { size: 'M', yards: 1240 },
        { size: 'L', yards: 1365 },
        { size: 'XL', yards: 1490 },
        { size: '2X', yards: 1620 },
        { size: '3X', yards: 1755 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw43-02-uk-payhip-cabled-mitts-one-skein',
    text: `Payhip · Receipt #PH-7720-3391 · Brackenridge Mitts (PDF) · £5.50 · Thank you for your order!

Brackenridge Mitts
cabled fingerless mitts in 4 ply

pattern & design: Isla Murray
photography: Callum Murray

---------------------------------------------------------------
SIZES
S (M, L)
To fit hand circumference: 17 (19, 21) cm / 6¾ (7½, 8¼) in
Length from cuff to top edge: 19 (20, 21) cm

YARN
1 x 100 g skein of Hebridean Haar 4 Ply (100% Shetland wool; 100 g / 400 m), 4 ply / fingering weight
One skein is enough for every size (the sample pair in size M weighed 58 g).
Shown in shade "Peat Smoke".

NEEDLES
2.75 mm (US 2) double-pointed needles or long circular for magic loop
3.25 mm (US 3) double-pointed needles or long circular for magic loop

OTHER
Cable needle, stitch markers, a length of waste yarn for the thumb, tapestry needle.

TENSION
32 sts and 40 rounds = 10 cm over stocking stitch worked in the round on 3.25 mm needles.
26 sts of the cable panel measure 6.5 cm wide.

NOTES
The mitts are worked in the round from the cuff to the top edge. A travelling cable climbs the
back of the hand and the thumb gusset is shaped on the palm side. Both mitts are worked alike, so
there is no left or right.
Charts are given for the cables and are also written out line by line on page 4.

ABBREVIATIONS
C4B – slip 2 sts to cable needle, hold at back, k2, k2 from cable needle
C4F – slip 2 sts to cable needle, hold at front, k2, k2 from cable needle
k – knit   p – purl   M1 – make one   PM – place marker   SM – slip marker

From the testers:
"Size S took 47 g, I had loads left for a matching headband." – Jo
"I went down to 2.5 mm for a firmer fabric." – Niamh

You might also like: Brackenridge Cowl (2 skeins, 800 m) and Brackenridge Hat (1 skein).

© Isla Murray 2026 · For personal use only · islamurrayknits.co.uk                                  1/5`,
    expected: {
      title: 'Brackenridge Mitts',
      designer: 'Isla Murray',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(400) }],
      gauge: { stitches: 32, rows: 40, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
];
