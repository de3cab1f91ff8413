import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw25-01',
    text: `Retyped from an original leaflet in the Pennard Valley Knitters' Guild archive.
Transcribed by Gwen Aubrey, March 2025. Spelling, figures and layout are as in the
original except where marked [Tr.]. For personal use only - please do not sell.
------------------------------------------------------------------------

THRIFTWELL WOOLS                                    Leaflet No. 312
                                                    Price 4d.

                    BABY'S MATINEE COAT
                      with Shell Border

MATERIALS.—3 (3, 4) ozs. Thriftwell Baby Wool, 3-ply. A pair each of
No. 11 and No. 9 Knitting Pins. 3 small buttons. 1 yd. narrow ribbon.

[Tr.: No. 11 and No. 9 pins are 3 mm and 3¾ mm today. One ounce of this
3-ply ran to about 200 yards, so allow 600 (600, 800) yds of a modern
fingering-weight baby yarn. The guild's sample took just under 2 balls.]

MEASUREMENTS.—To fit chest 16 (18, 20) ins. Length from top of
shoulder, 9½ (10½, 11½) ins. Sleeve seam, 5 (6, 7) ins.

TENSION.—7½ sts. and 9½ rows to 1 inch on No. 9 Pins, measured over
stocking stitch. It is essential to work to this tension.

ABBREVIATIONS.—K., knit; p., purl; st., stitch; tog., together; inc.,
increase; dec., decrease; m.1, make 1 by bringing wool to front of work;
st.st., stocking stitch; rep., repeat; ins., inches.

The figures in brackets refer to the larger sizes; where one figure only
is given this applies to all sizes.

THE BODY (worked in one piece to the armholes, from the lower edge up).
With No. 11 Pins cast on 199 (213, 227) sts. and k. 8 rows (garter st.).
Change to No. 9 Pins and work the shell lace border thus:—
1st row: K.1, * m.1, k.2, sl.1, k.2 tog., p.s.s.o., k.2, m.1, k.1; rep. from * to end.
2nd row: Purl.
Rep. these 2 rows 9 times more, then work in st.st. until body measures
5½ (6, 6½) ins., ending with a p. row.

Divide for Armholes: K.48 (51, 54), cast off 6, k. until there are 91 (99,
107) sts. on right-hand pin, cast off 6, k. to end. Work each part
separately, beginning with the left front.

THE SLEEVES. With No. 11 Pins cast on 41 (43, 45) sts. and k. 8 rows.
Change to No. 9 Pins and work 2 repeats of the lace border ...

[Tr.: page 2 of the original is torn at the fold; the yoke instructions
were checked against a second copy lent by Mrs. D. Pryce.]

TO MAKE UP. Press lightly on the wrong side under a damp cloth. Join
sleeve seams, sew in sleeves. Thread ribbon through holes at neck.

Other Thriftwell leaflets for Baby: No. 309 Cot Cover (8 ozs.), No. 315
Bootees and Mitts (1 oz.), No. 318 Pram Set (5 ozs.).

                         Printed in Great Britain
                                                  -- Guild archive p. 1 of 2 --`,
    expected: {
      title: "Baby's Matinee Coat",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '16', yards: 600 },
        { size: '18', yards: 600 },
        { size: '20', yards: 800 },
      ],
      gauge: { stitches: 7.5, rows: 9.5, inches: 1 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['16', '18', '20'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw25-02',
    text: `ribblr.com/patterns/juniper-hollow-cardigan
Patterns › Crochet › Garments › Cardigans

Juniper Hollow Cardigan
by mossandmarigold · Tamsin Okafor
★★★★★ 4.9 (212 reviews) · 3,480 makes · 9,112 saves
$8.50 USD   [ Add to cart ]   ♡ Save   ⤴ Share

Crochet · Cardigan · Women · ePattern
Skill level: Intermediate
Language: English (US terms)

About this pattern
A slouchy, cropped cardigan worked top-down in one piece with raglan
increases and finished with deep ribbed bands. The body is textured with
moss stitch (sc, ch 1) and the sleeves are worked in the round, so the
only sewing is the buttons.

Sizes
XS (S, M, L, XL, 2X, 3X, 4X)
Finished bust: 34 (38, 42, 46, 50, 54, 58, 62)" / 86 (96.5, 106.5, 117,
127, 137, 147.5, 157.5) cm, buttoned.
Designed with 6-8" of positive ease; sample is size M on a 36" bust.

Materials
Yarn: Worsted weight (#4 medium). Shown in Larkspur Yarns Meadow Worsted
(100% wool; 219 yds / 200 m per 100 g) in Thistle.
Yardage: 875 (985, 1095, 1205, 1315, 1425, 1535, 1645) yds /
800 (901, 1001, 1102, 1202, 1303, 1404, 1504) m
Hooks: 5.5 mm (US I-9) for the body and sleeves; 5 mm (US H-8) for ribbing
Notions: stitch markers, tapestry needle, 5 buttons (25 mm)

Gauge
14 sts and 12 rows = 4" (10 cm) in moss stitch on the larger hook, after
blocking.

What's included
· 14 interactive steps with photo tutorials
· raglan video · schematic · printable PDF

Tags: cropped, cozy, raglan, top down, fall, beginner friendly sleeves

Reviews
"Made the 2X in a DK held double and used almost 1,600 yds. Perfect fit." – knitbyjo
"Love it! Went down to a 5 mm hook for the whole body." – purlgirl_ry
"Clear steps, the raglan video saved me." – hookedonhazel

More from mossandmarigold
Fernfold Beanie · 180 yds · $5.00
Sorrel Shawl · 620 yds · $7.00

© mossandmarigold 2025. Digital pattern for personal use.`,
    expected: {
      title: 'Juniper Hollow Cardigan',
      designer: 'Tamsin Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 875 },
        { size: 'S', yards: 985 },
        { size: 'M', yards: 1095 },
        { size: 'L', yards: 1205 },
        { size: 'XL', yards: 1315 },
        { size: '2X', yards: 1425 },
        { size: '3X', yards: 1535 },
        { size: '4X', yards: 1645 },
      ],
      gauge: { stitches: 14, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
