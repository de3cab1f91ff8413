import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_NINETEENTH_CASES (split for the file-size rule; see real-world-nineteenth.ts). */
export const REAL_WORLD_NINETEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw19-01',
    text: `SALTGRASS CARDIGAN
a cropped top-down cardigan in sport weight
design by Tamsin Oyelaran-Hart

Thank you so much for buying this pattern through my Ko-fi shop! Every purchase keeps the
kettle on and the needles clicking. Please don't share or resell this file ♡

SIZES
XS (S, M, L, XL, 2XL, 3XL, 4XL)
Worn with 5-10 cm / 2-4" positive ease at the bust. Sample is size S worn with 8 cm ease.

FINISHED MEASUREMENTS
Bust (buttoned): 86 (94, 102, 110, 118, 126, 134, 142) cm / 34 (37, 40¼, 43¼,
46½, 49½, 52¾, 56) in
Length from back neck: 44 (45, 46, 48, 49, 50, 52, 53) cm
Upper arm: 29 (31, 33, 36, 39, 42, 45, 48) cm

YARN
Mossvale Merino Sport (100% superwash merino, 100 g = 310 m / 339 yds)
4 (4, 5, 5, 6, 6, 7, 7) skeins; shown in "Sea Holly".

NEEDLES
3 mm (US 2.5) circular needle, 80 cm, for the ribbing
3.5 mm (US 4) circular needles, 40 and 80 cm, and your preferred needles for small
circumferences
Always use the needle that gives you the gauge!

GAUGE
24 sts and 32 rows = 10 cm / 4" in stockinette on the larger needle, after wet blocking.

NOTIONS
8 (8, 8, 9, 9, 9, 10, 10) buttons, approx. 15 mm · 4 stitch markers · waste yarn

CONSTRUCTION
The cardigan is worked seamlessly from the top down. The yoke is shaped with raglan
increases; after the underarm the body is worked flat to the hem and the sleeves are
worked in the round from the underarm to the cuff.

Saltgrass Cardigan · © 2025 Tamsin Oyelaran-Hart · ko-fi.com/tamsinknits          page 1 of 9`,
    expected: {
      title: 'Saltgrass Cardigan',
      designer: 'Tamsin Oyelaran-Hart',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 1356 },
        { size: 'S', yards: 1356 },
        { size: 'M', yards: 1695 },
        { size: 'L', yards: 1695 },
        { size: 'XL', yards: 2034 },
        { size: '2XL', yards: 2034 },
        { size: '3XL', yards: 2373 },
        { size: '4XL', yards: 2373 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw19-02',
    text: `BELLWETHER FIBER CO.                                          FREE PATTERN · BFC-H118

Cobble Lane Hat
Pattern by Odessa Kirkpatrick

Skill level: Easy+ ■■□□

Sizes: Small (Medium, Large)
To fit head circumference: 19 (21, 23)" / 48 (53, 58) cm
Finished circumference (unstretched): 17 (19, 21)"

Yarn: Bellwether Worsted, worsted weight (#4 medium) (100% Corriedale wool; 257 yds /
235 m per 4 oz / 113 g skein)
Yardage: 140 (165, 195) yds / 128 (151, 178) m
Sample shown in Juniper, size Medium.

Needles: US 6 (4 mm) 16" circular needle
US 8 (5 mm) 16" circular needle and set of double-pointed needles
Cable needle

Notions: stitch marker, tapestry needle, optional 4" faux-fur pompom

Gauge: 20 sts and 26 rnds = 4" in stockinette stitch on larger needle.
Each cable panel (24 sts) measures 3½" wide.

Construction: The hat is worked in the round from the brim up. Four cable panels travel up
from the ribbing and meet at the crown.

Questions? Pattern support: patterns@bellwetherfiber.example
Version 2.1 – corrects Rnd 31 (size Large only). Check our website for the latest version.
©2025 Bellwether Fiber Co. For personal use only. Please do not sell items made from this pattern
without permission.                                                                   Page 1 of 3`,
    expected: {
      title: 'Cobble Lane Hat',
      designer: 'Odessa Kirkpatrick',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Small', yards: 140 },
        { size: 'Medium', yards: 165 },
        { size: 'Large', yards: 195 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw19-03',
    text: `The Hooked Hearth › Free Patterns › Sweaters

Cozy Cabin Crochet Sweater (Free Pattern)
Posted by Dani Rourke-Mensah · Updated January 9, 2025 · 47 comments

★★★★★ 4.8 from 212 votes

This post contains affiliate links. If you buy through them I may earn a small commission at
no cost to you. Want the ad-free, printable PDF? Grab it in my Etsy shop!

ADVERTISEMENT

Table of Contents: 1. Materials · 2. Sizing · 3. Gauge · 4. Pattern Notes · 5. Instructions

MATERIALS
- Worsted weight yarn (#4 medium) – I used Hearthside Wool Blend (197 yds / 180 m per
100 g skein) in Smoke; see the chart below for how much you need
- 6 mm (J-10) crochet hook
- 5 mm (H-8) crochet hook for the ribbing
- Stitch markers, yarn needle

SIZING
Choose a size with 4-6" (10-15 cm) of positive ease.

Size   Finished bust   Yards
XS     34"             880
S      38"             960
M      42"             1050
L      46"             1150
XL     50"             1260
2X     54"             1370
3X     58"             1480
4X     62"             1600
5X     66"             1720

GAUGE
13 hdc and 10 rows = 4" (10 cm) with the 6 mm hook.

PATTERN NOTES
- The body is worked from the bottom up in joined rounds, so there are no side seams.
- The sleeves are worked in the round too, then sewn into the armholes.
- Ch 2 at the beginning of a round does not count as a stitch.

Pin this pattern for later! 📌

47 COMMENTS
Marlee says: I made the M in a chunky yarn with a 9 mm hook and used about 800 yds – so cozy!`,
    expected: {
      title: 'Cozy Cabin Crochet Sweater',
      designer: 'Dani Rourke-Mensah',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 880 },
        { size: 'S', yards: 960 },
        { size: 'M', yards: 1050 },
        { size: 'L', yards: 1150 },
        { size: 'XL', yards: 1260 },
        { size: '2X', yards: 1370 },
        { size: '3X', yards: 1480 },
        { size: '4X', yards: 1600 },
        { size: '5X', yards: 1720 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw19-04',
    text: `Gravel Road Socks
toe-up socks with a slipped-stitch heel flap

Greta Wainscott Knits

You bought this pattern on Gumroad – you can re-download it any time from your Gumroad
Library. Updates are sent to you automatically.

SIZES
Foot circumference: 18 (20, 22, 24) cm / 7 (8, 8¾, 9½)"
Choose the size about 10% smaller than your actual foot circumference for a snug fit.
Foot length is adjustable.

YARN
Fingering weight sock yarn, approx. 55 [65, 80, 95] g.
Sample: Tallowmere Sock (75% wool, 25% nylon; 100 g = 420 m) in Lichen, size 20 cm.

NEEDLES
2.25 mm (US 1) needles for your preferred method of knitting small circumferences in
the round (dpns, 2 circulars or magic loop).

GAUGE
32 sts and 44 rnds = 10 cm in stocking stitch, worked in the round.

NOTIONS
Removable stitch markers, tapestry needle.

CONSTRUCTION
These socks are worked toe-up in the round, starting with Judy's Magic Cast-On. The heel
flap is worked back and forth after the gusset increases, then the leg is worked in a
textured slip-stitch rib and finished with a stretchy bind-off.

pattern & photos: greta wainscott · 2024                                                       2`,
    expected: {
      title: 'Gravel Road Socks',
      designer: 'Greta Wainscott',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '18', yards: m(231) },
        { size: '20', yards: m(273) },
        { size: '22', yards: m(336) },
        { size: '24', yards: m(399) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['18', '20', '22', '24'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
