import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTIETH_CASES_PART_3 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw40-05-us-hand-dyer-cabled-ear-warmer-child-adult',
    text: `BRAMBLEWOOD
EAR WARMER
a twisted-cable headband to knit in an afternoon
designed by Tessa Quinlan
Wild Ember Fiber Co. · free pattern
wildemberﬁber.com | Bramblewood Ear Warmer | Page 2 of 4
SIZES
Child (Adult Small, Adult Large)
To ﬁt head circumference: 18 (20, 22)" / 46 (51, 56) cm
Finished circumference, unstretched: 16 (18, 20)" / 40.5 (45.5, 51) cm
Width at center front: 4½" / 11.5 cm
YARN
Aran weight
1 skein Wild Ember Aran (100% superwash merino; 100 g / 200 yds / 183 m) in
Campﬁre. One skein makes any of the three sizes, with plenty left over for a
matching pom-pom.
NEEDLES
US 7 (4.5 mm) straight or circular needles, for the ribbed edges
US 8 (5 mm) straight or circular needles, for the body
NOTIONS
Cable needle; smooth waste yarn in a contrasting color for the provisional cast-on;
tapestry needle
GAUGE
18 sts and 24 rows = 4" / 10 cm in stockinette stitch on US 8 needles.
22 sts and 26 rows = 4" / 10 cm in cable pattern (Chart A) on US 8 needles, after
a light steam.
NOTES
The ear warmer is worked ﬂat as a long strip, beginning with a provisional cast-on.
When the strip is long enough, the live stitches at the two ends are grafted together
with Kitchener stitch, so there is no seam. The center front is pinched with a small
wrapped band to give the twisted look.
wildemberﬁber.com | Bramblewood Ear Warmer | Page 3 of 4
CHART A (24 sts)
12
10
8
6
4
2
24 20 16 12 8 4 1
Key
knit on RS, purl on WS
purl on RS, knit on WS
2/2 RC: slip 2 to cn, hold in back, k2, k2 from cn
2/2 LC: slip 2 to cn, hold in front, k2, k2 from cn
INSTRUCTIONS
Using the provisional method of your choice and US 8 needles, cast on 24 sts.
Row 1 (WS): K2, p4, k2, p8, k2, p4, k2.
Work Rows 1–12 of Chart A 8 (9, 10) times, or until the piece measures 16 (18, 20)".
Questions? hello@wildemberﬁber.com · Share yours with #bramblewoodearwarmer
wildemberﬁber.com | Bramblewood Ear Warmer | Page 4 of 4`,
    expected: {
      title: 'Bramblewood Ear Warmer',
      designer: 'Tessa Quinlan',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 200 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Child', 'Adult Small', 'Adult Large'],
      techniques: ['cables', 'provisional cast-on'],
    },
  },
  {
    id: 'rw40-06-danish-indie-child-gilet-years-grams',
    text: `KIRSTINE HOLM DESIGN
BJØRK-VEST
Bjørk Gilet
Opskrift på engelsk / English pattern
Design: Kirstine Holm · English translation: Anne Kjær
Foto: Mads Vestergaard
Kirstine Holm Design · Bjørk Gilet · side 2 af 5
SIZE
1-2 (3-4) 5-6 (7-8) 9-10 years
MEASUREMENTS
Chest width: 62 (68) 74 (80) 86 cm
Total length: 34 (38) 42 (46) 50 cm
YARN
Vindfjer Chunky from Holm Garn (100% Norwegian wool, 50 g ≈ 75 m)
Yarn weight
chunky
Quantity
200 (250) 300 (350) 400 g
Colour 12, Rust
CIRCULAR NEEDLES
5.5 mm, 60 cm (for rib)
6.5 mm, 60 cm
ACCESSORIES
Open-ended zip, 30 (35) 40 (45) 50 cm, or 5 (5) 6 (6) 7 toggles
Stitch markers
TENSION
14 sts x 20 rows in stockinette stitch on 6.5 mm needle = 10 x 10 cm.
Please check your tension carefully. If you have more stitches than stated, change to a
larger needle; if you have fewer stitches, change to a smaller needle.
Kirstine Holm Design · Bjørk Gilet · side 3 af 5
© Kirstine Holm 2025. The pattern may only be used for private knitting. Sale of
ﬁnished items only with the designer’s permission.
CONSTRUCTION
The gilet is knitted bottom up in one piece, back and forth, to the armholes. Then the
back and the two fronts are ﬁnished separately, and the shoulders are joined with a three-
needle bind-off. Finally the front bands and collar are picked up and knitted in rib.
The pattern is written for all sizes, with the numbers for the sizes in brackets. Where
only one number is given, it applies to all sizes.
BODY
Cast on 90 (98) 106 (114) 122 sts on 5.5 mm circular needle and work back and forth in
rib as follows:
Row 1 (WS): P2, *k2, p2*, repeat from * to *.
Row 2 (RS): K2, *p2, k2*, repeat from * to *.
Repeat these 2 rows until the rib measures 4 cm.
Change to 6.5 mm circular needle and continue in stockinette stitch, placing a marker at
each side 22 (24) 26 (28) 30 sts in from the front edges.
Kirstine Holm Design · Bjørk Gilet · side 4 af 5`,
    expected: {
      title: 'Bjørk Gilet',
      designer: 'Kirstine Holm',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '1-2 years', yards: m(300) },
        { size: '3-4 years', yards: m(375) },
        { size: '5-6 years', yards: m(450) },
        { size: '7-8 years', yards: m(525) },
        { size: '9-10 years', yards: m(600) },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years', '9-10 years'],
      techniques: ['bottom-up'],
    },
  },
];
