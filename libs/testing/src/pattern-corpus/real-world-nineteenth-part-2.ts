import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_NINETEENTH_CASES (split for the file-size rule; see real-world-nineteenth.ts). */
export const REAL_WORLD_NINETEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw19-05',
    text: `makerist                                                  Strickanleitung · Knitting pattern

LINDE PULLOVER
Design: Friederike Osterkamp
English translation: Jonas Pfeiffer

Skill level: intermediate

SIZES
Size           XS       S        M        L        XL       XXL
To fit bust    80-84    88-92    96-100   104-108  112-116  120-124  cm
Finished bust  94       102      110      118      126      134      cm
Length         56       58       60       62       64       66       cm
Yarn           300      350      350      400      450      500      g

Instructions are given for size XS; the other sizes follow in brackets: XS (S, M, L, XL, XXL).
Where only one number is given, it applies to all sizes.

MATERIALS
Wollhaus Nord Merino Tweed, an aran weight yarn (80% merino, 20% viscose; 50 g = 85 m),
colour 07 Moos
Circular needle 4 mm, 80 cm (ribbing)
Circular needles 5 mm, 40 and 80 cm
4 stitch markers, stitch holders or waste yarn

GAUGE
17 sts x 24 rows in stockinette with 5 mm needles = 10 x 10 cm

CONSTRUCTION
The body is worked in the round from the bottom up to the underarms. The sleeves are also
worked in the round from the cuff, then joined to the body, and the yoke is shaped with
raglan decreases up to the neck.

Gekauft von / purchased by: k.meier@example.de · Bestell-Nr. 4471902          Seite 1/7`,
    expected: {
      title: 'Linde Pullover',
      designer: 'Friederike Osterkamp',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(510) },
        { size: 'S', yards: m(595) },
        { size: 'M', yards: m(595) },
        { size: 'L', yards: m(680) },
        { size: 'XL', yards: m(765) },
        { size: 'XXL', yards: m(850) },
      ],
      gauge: { stitches: 17, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
  {
    id: 'rw19-06',
    text: `Print-friendly version · littlelooplane.example/blog/buttercup-baby-cardigan

Buttercup Baby Cardigan – Free Crochet Pattern
By Willa Strand-Okafor | March 2, 2025 | Baby, Free Patterns

Hi friends! Spring is finally here and I've been hooking up little cardigans for all the
babies in my life. This one is quick, soft and has the sweetest lace yoke.

MATERIALS
• Yarn: DK weight (#3 light) – I used Meadowlark Baby DK (50 g / 126 yds / 115 m) in
Buttercup. You will need approx. 230 [280, 330, 390, 455] yds / 210 [256, 302, 357,
416] m.
• Hooks: 4 mm (G-6), and 3.5 mm (E-4) for the edging
• 5 buttons, 12 mm
• Stitch markers and a yarn needle

SIZES
0-3 mo [3-6 mo, 6-12 mo, 12-18 mo, 18-24 mo]
Finished chest: 18 [19, 20, 21, 22]"

GAUGE
17 dc and 9 rows = 4" (10 cm) with the 4 mm hook

NOTES
- The cardigan is worked top down in one piece with raglan increases, then the sleeves
are worked in the round.
- The yoke is a lace V-stitch band; the body is plain dc.
- Ch 3 counts as a dc throughout.

Love this pattern? Follow me on Instagram @littlelooplane and tag your makes!

Leave a comment
Your email address will not be published.`,
    expected: {
      title: 'Buttercup Baby Cardigan',
      designer: 'Willa Strand-Okafor',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 230 },
        { size: '3-6 months', yards: 280 },
        { size: '6-12 months', yards: 330 },
        { size: '12-18 months', yards: 390 },
        { size: '18-24 months', yards: 455 },
      ],
      gauge: { stitches: 17, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['top-down', 'raglan', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw19-07',
    text: `KETTLE HOLLOW YARN CO. · FREE PATTERN LIBRARY

Millrace Vest
Designed by Augustin Ferreira-Bloom for Kettle Hollow Yarn Co.

A classic V-neck vest with a single cable running up each side of the front. Wear it over
a button-down or a turtleneck.

SIZES: 34 (38, 42, 46, 50, 54)" finished chest; shown in 38" with 4" positive ease.

YARN: Kettle Hollow Heritage Worsted, worsted weight (#4 medium) (100% wool; 4 oz / 113 g;
200 yds / 183 m)
Yardage by size:
34": 519 yds (475 m)
38": 580 yds (530 m)
42": 651 yds (595 m)
46": 722 yds (660 m)
50": 798 yds (730 m)
54": 880 yds (805 m)

NEEDLES: US 6 (4 mm) 24" and 32" circulars; US 8 (5 mm) 32" circular; cable needle
GAUGE: 18 sts and 24 rows = 4" in St st on US 8 needle, blocked.
NOTIONS: markers, stitch holders, tapestry needle

NOTES: The body is worked in the round from the bottom up to the armholes; then the
front and back are worked flat separately. The armhole and neck bands are picked up and
worked in the round on the smaller needle.

kettlehollowyarn.example | Share your vest with #millracevest                         1 / 4`,
    expected: {
      title: 'Millrace Vest',
      designer: 'Augustin Ferreira-Bloom',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '34', yards: 519 },
        { size: '38', yards: 580 },
        { size: '42', yards: 651 },
        { size: '46', yards: 722 },
        { size: '50', yards: 798 },
        { size: '54', yards: 880 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['34', '38', '42', '46', '50', '54'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw19-08',
    text: `HOOK & HARBOUR STUDIO
hookandharbour.example · Shop · Patterns · About · Cart (1)

Tidepool Cardigan
crochet pattern · written in US terms

Designed & written by Saoirse Mbatha-Reilly
Tech edited by Ruth Okonjo

Order #HH-20931 · Thank you for shopping small!

SIZES
XXS (XS, S, M, L, XL, 2XL, 3XL, 4XL, 5XL)
Finished bust: 76 (84, 92, 100, 108, 116, 124, 132, 140, 148) cm, to be worn with
10-15 cm positive ease.

YARN
DK weight cotton blend (50 g = 115 m). Quantity: 400 (430, 470, 510, 560, 610, 660,
710, 770, 830) g.
Shown in Harbourline Cotton Merino DK, colour Kelp, size S.

HOOKS
4 mm (G-6) and 3.5 mm (E-4)

GAUGE
18 dc x 10 rows = 10 cm x 10 cm with 4 mm hook, blocked.
In V-stitch lace: 6 V-sts x 10 rows = 10 cm.

NOTES
This cardigan is worked from the top down in one piece, with raglan increases at the
yoke. The body and sleeves are worked in an airy V-stitch lace and the bands are added
last in rows of sc.

© Saoirse Mbatha-Reilly / Hook & Harbour Studio 2025                                    2/14`,
    expected: {
      title: 'Tidepool Cardigan',
      designer: 'Saoirse Mbatha-Reilly',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XXS', yards: m(920) },
        { size: 'XS', yards: m(989) },
        { size: 'S', yards: m(1081) },
        { size: 'M', yards: m(1173) },
        { size: 'L', yards: m(1288) },
        { size: 'XL', yards: m(1403) },
        { size: '2XL', yards: m(1518) },
        { size: '3XL', yards: m(1633) },
        { size: '4XL', yards: m(1771) },
        { size: '5XL', yards: m(1909) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['top-down', 'raglan', 'lace'],
    },
  },
];
