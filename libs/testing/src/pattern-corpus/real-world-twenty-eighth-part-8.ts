import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw28-15',
    text: `HEBE KNITS
Puddleduck Cardigan
A roomy raglan cardigan for little ones
Pattern by Hebe Rainsford

Thank you for your purchase from HebeKnitsShop on Etsy! If anything is unclear, message me through Etsy
and I'll get back to you within two working days.

SIZES
To fit age: 1-2 (2-3, 3-4, 4-5, 6-7, 8-9) years
Actual chest: 58 (62, 66, 70, 76, 82) cm
Length to underarm: 18 (20, 22, 24, 27, 30) cm
Sleeve seam: 17 (20, 23, 26, 30, 34) cm

YARN
Fellside DK (100% British Bluefaced Leicester; 50 g / 112 m)
150 (200, 200, 250, 300, 350) g
Shown in Duck Egg. The sample (size 2-3 years) used 3 balls and a few metres of a fourth.

NEEDLES
3.25mm and 4mm circular needles, 60 cm long
3.25mm and 4mm double-pointed needles (or long circulars for magic loop) for the sleeves

NOTIONS
5 (5, 6, 6, 7, 7) buttons, 15mm · 4 stitch markers · stitch holders or waste yarn

TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4mm needles, after washing and drying flat.

CONSTRUCTION
The body is knitted bottom-up in one piece to the underarms. The sleeves are knitted in the round from the
cuff up, then everything is joined onto one needle and the raglan yoke is worked to the neck with
decreases on every right-side row. The button bands are picked up and knitted last.

ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · ssk slip, slip, knit · pm place marker · sm slip marker
RS right side · WS wrong side · st st stocking stitch

BODY
With 3.25mm needle, cast on 131 (139, 147, 155, 169, 181) sts.
Row 1 (WS): P1, *k1, p1; rep from * to end.
Row 2: K1, *p1, k1; rep from * to end.
Work 6 more rows in rib. Change to 4mm needle and st st, beginning with a knit row.
Work straight until body measures 18 (20, 22, 24, 27, 30) cm from cast-on edge, ending with a WS row.

Hebe Knits · Puddleduck Cardigan · page 2 of 6
© Hebe Rainsford 2025. For personal use only. Please do not copy, share or sell this pattern.

Also by Hebe: Puddleduck Hat (1 ball Fellside DK) · Mizzle Pullover for grown-ups (800-1,600 m)`,
    expected: {
      title: 'Puddleduck Cardigan',
      designer: 'Hebe Rainsford',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(336) },
        { size: '2-3 years', yards: m(448) },
        { size: '3-4 years', yards: m(448) },
        { size: '4-5 years', yards: m(560) },
        { size: '6-7 years', yards: m(672) },
        { size: '8-9 years', yards: m(784) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-2 years', '2-3 years', '3-4 years', '4-5 years', '6-7 years', '8-9 years'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
  {
    id: 'rw28-16',
    text: `CROSSROADS YARN CO.
FREE CROCHET PATTERN #CR-2219

Everyday Ribbed Beanie
Design: Crossroads Design Team

SKILL LEVEL: EASY ●●○○

Our most-requested free pattern, now in four sizes! The ribbed fabric is worked sideways in rows of back-loop
single crochet, then seamed and gathered at the top. Add a faux-fur pom-pom if you like.

SIZES
Baby (Toddler, Child, Adult)
Fits head circumference: 14-16 (16-18, 18-20, 20-23)" / 35.5-40.5 (40.5-45.5, 45.5-51, 51-58.5) cm

MATERIALS
Crossroads Everyday Aran (aran weight; 100% acrylic; 100 g; 196 yds / 179 m)
Yardage: 85 (110, 140, 175) yds / 78 (101, 128, 160) m
Shown in Goldenrod, Plum and Teal.
US I-9 (5.5 mm) crochet hook
Yarn needle · 3" faux-fur pom-pom (optional)

GAUGE
13 sc and 14 rows = 4" (10 cm) in back-loop sc rib, slightly stretched.
Row gauge determines the circumference of your hat, so check it carefully.

ABBREVIATIONS
ch chain · sc single crochet · BLO back loop only · sl st slip stitch · rep repeat

NOTES
The beanie is worked in rows from side to side; each row runs from the brim to the crown. The turning
chain does not count as a stitch.

BEANIE
Ch 27 (31, 35, 39).
Row 1: Sc in 2nd ch from hook and in each ch across. Turn. 26 (30, 34, 38) sc.
Row 2: Ch 1, sc in BLO of each st across. Turn.
Rep Row 2 until piece measures 14 (16, 18, 20)" long, or about 2" less than head circumference, slightly
stretched. Do not fasten off.

FINISHING
Hold the first and last rows together and sl st through both layers to close the seam.
Weave yarn through the ends of the rows at the crown, pull tight and secure.
Turn the brim up 2" (optional). Weave in ends. Attach pom-pom.

Crossroads Yarn Co. · Harrisonburg, VA · crossroadsyarn.com
© 2025 Crossroads Yarn Co. For personal use; not for resale.
Try next: Everyday Scarf (2 skeins) · Everyday Mitts (1 skein)`,
    expected: {
      title: 'Everyday Ribbed Beanie',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Baby', yards: 85 },
        { size: 'Toddler', yards: 110 },
        { size: 'Child', yards: 140 },
        { size: 'Adult', yards: 175 },
      ],
      gauge: { stitches: 13, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult'],
    },
  },
];
