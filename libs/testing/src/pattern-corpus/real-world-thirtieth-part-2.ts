import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw30-03',
    text: `FJORDGARN
Free pattern · FG-2519 · English

LITTLE OLE ROMPER
(Danish: Lille Ole heldragt)
Design: Mette Kragh

A soft all-in-one for the smallest ones, knitted top-down in one piece with raglan increases and
a little button band at the front.

SIZE: 0-3 (3-6) 6-9 (9-12) 12-18 months
Chest circumference: 46 (50) 54 (56) 60 cm
Total length from back neck: 42 (47) 52 (57) 62 cm

YARN: Fjordgarn Bomuldsmerino (50% cotton, 50% merino wool)
50 g = approx. 125 m. Yarn weight: DK
Colour 14 Salvie (sage): 150 (150) 200 (200) 250 g

NEEDLES: Circular needle 2.5 mm, 40 cm, for rib and edges.
Circular needle 3.5 mm, 40 and 60 cm. Double-pointed needles 2.5 and 3.5 mm for the legs.

NOTIONS: 6 (6) 7 (7) 8 buttons, 12 mm.

KNITTING TENSION:
22 stitches x 30 rows in stocking stitch on needle 3.5 mm = 10 x 10 cm.
If you have too many stitches, change to a larger needle; too few, change to a smaller needle.

CONSTRUCTION: The romper is worked top-down. The yoke is knitted back and forth from the neck with
raglan increases. After the button band has been placed, the body is joined and knitted in the
round down to the crotch, and then each leg is worked in the round on double-pointed needles.

ABBREVIATIONS:
K = knit, P = purl, st(s) = stitch(es), M1L / M1R = make one left / right,
k2tog = knit 2 together, ssk = slip, slip, knit, pm = place marker, rnd = round.

NECKBAND:
Cast on 76 (80) 84 (88) 92 sts on circular needle 2.5 mm and knit rib back and forth as follows
(first row = wrong side): 2 front band sts in garter, *P1, K1*, repeat from *-* until 2 sts
remain, 2 front band sts in garter. Continue until the rib measures 2 cm.
Change to circular needle 3.5 mm and knit 1 row from right side, at the same time placing
4 markers for the raglan: knit 13 (14) 15 (16) 17 sts (front), pm, 12 sts (sleeve), pm,
26 (28) 30 (32) 34 sts (back), pm, 12 sts (sleeve), pm, 13 (14) 15 (16) 17 sts (front).
RAGLAN INCREASE: Increase 1 st on each side of every marker on every row from the right side.

TIP! The matching bonnet "Lille Ole hue" uses 50 g in all sizes – free on fjordgarn.dk.

Translation: Lotte Berg · Fjordgarn A/S · Vestergade 14 · DK-8600 Silkeborg
All our patterns are protected by copyright and may not be sold. Page 1/3`,
    expected: {
      title: 'Little Ole Romper',
      designer: 'Mette Kragh',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(375) },
        { size: '3-6 months', yards: m(375) },
        { size: '6-9 months', yards: m(500) },
        { size: '9-12 months', yards: m(500) },
        { size: '12-18 months', yards: m(625) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-9 months', '9-12 months', '12-18 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw30-04',
    text: `LittleFernHookery · Etsy
Thank you so much for your purchase! ♡
This is a PDF pattern for personal use. You may sell finished items made from it – please link
back to my shop. Do not copy, share or resell the pattern itself.

CLOVER BABY BONNET
crochet pattern by Kayleigh Dunmore

Skill level: Easy / confident beginner
Terms: US crochet terms

SIZES
Preemie (Newborn, 0-3, 3-6, 6-12 months)
To fit head circumference: 12 (13, 14, 16, 17)" / 30.5 (33, 35.5, 40.5, 43) cm

MATERIALS
• DK / light (3) cotton or cotton blend yarn. I used Sweetpea Cotton DK (100% mercerized cotton;
  1.75 oz / 50 g; 137 yds / 125 m) in Buttercream.
• Approx. 55 (70, 85, 105, 130) yds
• US G-6 (4 mm) crochet hook
• Tapestry needle, scissors, 1 yd of ½" ribbon for ties (optional – or chain your own)

GAUGE
16 hdc and 12 rows = 4" (10 cm)
Gauge is important for fit, so make a swatch!

CONSTRUCTION
The bonnet is worked flat in rows, starting with a rectangle for the back of the head. The
rectangle is folded and seamed, then the front panel is worked back and forth from the seamed
edges, and finished with a clover-stitch edging and chain ties.

ABBREVIATIONS (US)
ch - chain
sl st - slip stitch
sc - single crochet
hdc - half double crochet
dc - double crochet
st(s) - stitch(es)
RS - right side

TESTER NOTES
"So quick! My 0-3 month size used 79 yds and fits my 9 week old perfectly." – Amber R.
"I made the newborn in a bamboo blend and it came out a tad bigger, so go down a hook if yours
is drapey." – Shay M.

BACK PANEL
Ch 11 (13, 15, 17, 19).
Row 1: Hdc in 3rd ch from hook and in each ch across. Turn. 9 (11, 13, 15, 17) hdc.
Row 2: Ch 2 (does not count as a st), hdc in each st across. Turn.
Repeat Row 2 until piece measures 4 (4½, 5, 5½, 6)" from beginning.

MORE FROM THE SHOP
Clover Baby Booties · 60-90 yds   |   Clover Blanket · 1,200 yds   |   Sprout Romper · 400-650 yds

© 2025 Kayleigh Dunmore / LittleFernHookery. All rights reserved. Page 2 of 7`,
    expected: {
      title: 'Clover Baby Bonnet',
      designer: 'Kayleigh Dunmore',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Preemie', yards: 55 },
        { size: 'Newborn', yards: 70 },
        { size: '0-3 months', yards: 85 },
        { size: '3-6 months', yards: 105 },
        { size: '6-12 months', yards: 130 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['Preemie', 'Newborn', '0-3 months', '3-6 months', '6-12 months'],
    },
  },
];
