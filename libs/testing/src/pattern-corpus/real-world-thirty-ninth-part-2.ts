import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_NINTH_CASES_PART_2 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw39-03-us-yarn-company-cotton-mesh-market-bag',
    text: `CEDAR HOLLOW YARNS · FREE PATTERN · CHY-F214

Saturday Market Bag
Designed by Marisol Grant for Cedar Hollow Yarns

SKILL LEVEL: ■■□□ Easy

FINISHED SIZE
Approximately 14" wide × 15" tall (35.5 × 38 cm), unstretched, not including handles.
The mesh stretches a great deal when the bag is full.

MATERIALS
Cedar Hollow Cotton Classic (100% mercerized cotton; 3½ oz/100 g; 180 yds/165 m),
worsted weight (#4 medium)
2 balls #2207 Sea Glass
US 7 (4.5 mm) 16" circular needle and set of double-pointed needles
US 8 (5 mm) 24" circular needle
Stitch marker, tapestry needle

GAUGE
18 sts and 26 rnds = 4" (10 cm) in stockinette stitch on US 7 needle.
Mesh pattern: 16 sts = 4" (10 cm) on US 8 needle, lightly stretched.
Take time to check your gauge; a looser gauge makes a larger bag and uses more yarn.

NOTES
The base is worked flat in garter stitch. Stitches are then picked up around all four
edges and the body is worked in the round in an open lace mesh of yarn overs and
decreases. The handles are 3-stitch I-cords, knit separately and sewn in place.
Our sample used about 1½ balls.

ABBREVIATIONS
beg – beginning   k – knit   k2tog – knit 2 together   pm – place marker
rnd(s) – round(s)   ssk – slip, slip, knit   yo – yarn over

BASE
With US 7 circular needle, cast on 50 sts. Do not join.
Knit 36 rows (18 garter ridges).
Next row: Knit 50, then pick up and knit 18 sts along short side, 50 sts along cast-on
edge and 18 sts along second short side – 136 sts. Pm for beg of rnd and join.

BODY
Rnds 1–3: Knit.
Change to US 8 needle.
Rnd 4: *Yo, k2tog; rep from * around.
Rnd 5: Knit.
Rnd 6: *Ssk, yo; rep from * around.
Rnd 7: Knit.
Rep Rnds 4–7 until bag measures 13" from base.
Change to US 7 needle and work 8 rnds in garter st (knit 1 rnd, purl 1 rnd). Bind off loosely.

HANDLES (make 2)
With double-pointed needles, cast on 3 sts and work I-cord for 20". Bind off.
Sew the ends of each handle inside the top band, 4" in from the sides.

Pair it with: Seaside Crochet Tote (Pattern CHY-F198) – 3 balls Cotton Classic.

© 2025 Cedar Hollow Yarns, Inc. Free for personal use; not for resale.
Questions? patterns@cedarhollowyarns.com · www.cedarhollowyarns.com · Page 1 of 2`,
    expected: {
      title: 'Saturday Market Bag',
      designer: 'Marisol Grant',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 180 }],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['lace', 'in the round', 'i-cord'],
    },
  },
  {
    id: 'rw39-04-swiss-yarn-house-english-edition-child-vest-by-height',
    text: `WOLLHAUS SÄNTIS · Anleitung / Pattern 24-117 · English edition

ALPINA Kinderpullunder
ALPINA Child's Vest

Design: Corina Vetsch
English translation: Sarah Keller

SIZES
104 (116, 128, 140)
Body height in cm; for orientation approx. 4 (6, 8, 10) years.
Chest width: 66 (72, 78, 84) cm
Total length: 36 (40, 44, 48) cm

YARN
Säntis Merino Sport (100% merino wool, superwash; 50 g = approx. 145 m), yarn weight: sport
Main colour: 150 (200, 200, 250) g colour 327 Enzian
Contrast colour: 50 g colour 102 Natur (all sizes)

NEEDLES
Circular needles 3 mm and 3.5 mm, 60 cm
Circular needle 3 mm, 40 cm, for the armhole and neck bands

TENSION
26 sts and 34 rows in stocking stitch with needles 3.5 mm = 10 x 10 cm.
If you have more stitches, use a larger needle; if you have fewer, use a smaller one.

CONSTRUCTION
The body is knitted in the round from the bottom up to the armholes. Just below the
armholes a narrow border of stranded colourwork (chart A, Edelweiss) is worked with the
contrast colour. Front and back are then finished separately in rows. At the end the
bands are picked up and knitted in k1, p1 rib.

ABBREVIATIONS
k = knit, p = purl, st(s) = stitch(es), rnd = round, tog = together
ssk = slip 2 sts knitwise one at a time, knit them together through the back loops

BODY
With 3 mm circular needle (60 cm) and Enzian, cast on 172 (188, 204, 220) sts.
Join to work in the round, place a marker at the beginning of the round and a second
marker after 86 (94, 102, 110) sts for the side.
Work in k1, p1 rib for 4 cm.
Change to 3.5 mm needle and continue in stocking stitch.
When the work measures 22 (25, 28, 31) cm, work the 9 rounds of chart A with Natur.
Continue with Enzian only until the work measures 24 (27, 30, 33) cm.

ARMHOLES
Next rnd: Cast off 8 sts, k until there are 78 (86, 94, 102) sts after the cast-off,
cast off 8 sts, k to end. Now work back and front separately.

Also available as a kit (yarn and pattern) in our shop: CHF 46.– (sizes 104 and 116)
Passend dazu / To match: ALPINA Mütze / Hat, 50 g Enzian + 25 g Natur

wollhaus-saentis.ch · © Wollhaus Säntis AG · Seite / page 1/3`,
    expected: {
      title: "Alpina Child's Vest",
      designer: 'Corina Vetsch',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '104', yards: m(((150 + 50) / 50) * 145) },
        { size: '116', yards: m(((200 + 50) / 50) * 145) },
        { size: '128', yards: m(((200 + 50) / 50) * 145) },
        { size: '140', yards: m(((250 + 50) / 50) * 145) },
      ],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['104', '116', '128', '140'],
      techniques: ['in the round', 'bottom-up', 'colorwork'],
    },
  },
];
