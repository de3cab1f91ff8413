import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_SEVENTEENTH_CASES (split for the file-size rule; see real-world-seventeenth.ts). */
export const REAL_WORLD_SEVENTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw17-05',
    text: `SNOWLINE MITTENS
stranded colourwork mittens in four sizes

Designer: Margaux Feldhaus-Lee
Technical editing: Priya Natarajan-Cole

PATTERN LICENSE: This pattern is for your personal use. You are welcome to sell mittens you
have made from it in small numbers; please credit the design.

SIZES
Kid (Teen, Adult M, Adult L)
Hand circumference: 6 (7, 7¾, 8½)" / 15 (18, 19.5, 21.5) cm
Recommended ease: about ½" of negative ease.

YARN
Fernhill Sport (sport weight; 100% Targhee; 50 g / 164 yds / 150 m)
MC: Juniper, 1 (1, 2, 2) skeins
CC: Snow, 1 skein for all sizes

NEEDLES
US 1 (2.25 mm) and US 2 (2.75 mm) DPNs, or two 9" circulars, or a long circular for magic
loop. Use the smaller needles for the cuff.

GAUGE
34 sts and 36 rnds = 4" / 10 cm in stranded colourwork on larger needles, blocked.

NOTIONS
Stitch markers, 10" of waste yarn for the afterthought thumb, tapestry needle.

CONSTRUCTION
The mittens are worked in the round from the cuff up. The thumb is placed with waste yarn
and knitted last. Charts are read from right to left on every round.

Snowline Mittens · Margaux Feldhaus-Lee 2025                                           1/6`,
    expected: {
      title: 'Snowline Mittens',
      designer: 'Margaux Feldhaus-Lee',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'Kid', yards: 328 },
        { size: 'Teen', yards: 328 },
        { size: 'Adult M', yards: 492 },
        { size: 'Adult L', yards: 492 },
      ],
      gauge: { stitches: 34, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['Kid', 'Teen', 'Adult M', 'Adult L'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw17-06',
    text: `www.lindenhofgarens.be                FREE PATTERN                                  EN | NL | FR

LINDENHOF GARENS
Pattern 24-031

WOLKJE BABY BLANKET
"Wolkje" means "little cloud" in Flemish. Soft clouds in knit and purl texture drift across a
garter stitch background, and the blanket is finished with an applied I-cord edging.

Design: Studio Lindenhof

MEASUREMENTS
Approx. 75 x 95 cm after light blocking.

MATERIALS
Lindenhof Bulky Merino (chunky; 100% superwash merino; 100 g = 110 m)
6 balls colour 07 Cloud and 1 ball colour 22 Fog for the I-cord edging.
Circular needle 6 mm (80 cm) – the blanket is worked back and forth.
2 double-pointed needles 6 mm for the I-cord.

TENSION
14 stitches and 28 rows in garter stitch = 10 x 10 cm.

ABBREVIATIONS
k = knit, p = purl, st(s) = stitch(es), RS = right side, WS = wrong side, sl = slip

BLANKET
With Cloud, cast on 105 sts. Knit 10 rows (5 garter ridges).
Now work the cloud chart between the garter borders as follows:
Row 1 (RS): k8, pm, work row 1 of chart over 89 sts, pm, k8.

© Lindenhof Garens bv, Kortrijk · This pattern may not be sold.                        1/3`,
    expected: {
      title: 'Wolkje Baby Blanket',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(770) }],
      gauge: { stitches: 14, rows: 28, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
    },
  },
  {
    id: 'rw17-07',
    text: `SALTGRASS FIBER CO. · MONTHLY YARN BOX · MARCH

Welcome to your March box!
Inside: 1 skein Saltgrass Worsted in our club-only colourway "Low Tide", 2 enamel stitch
markers, a bar of lanolin soap and a sachet of chai. Keep this card – your pattern is on
the back.

Next month: a fingering-weight shawl kit (2 skeins, 437 yds each). Don't want it? Skip it in
your account before the 1st.

~ ~ ~

TIDEPOOL HAT
pattern by Della Ostrowski

To fit head circumference: 18 (20, 22, 24)"
Finished circumference: 16 (18, 20, 22)", unstretched

Yarn: Saltgrass Worsted (worsted weight; 100% merino; 100 g, 210 yds / 192 m). Your box has
1 skein, enough for sizes 18 (20, 22)". For size 24" we recommend a second skein – reply to
your shipping email and we'll send one at cost.

Needles: US 6 (4 mm) 16" circular for the brim; US 8 (5 mm) 16" circular and DPNs for the
crown.

Gauge: 18 sts and 26 rnds = 4" in the tidepool texture pattern on US 8 needles.

The hat is worked in the round from the brim up. Brim: with US 6, CO 72 (80, 88, 96) sts,
pm and join to work in the round. Work k1 tbl, p1 rib for 2".

Share your hats with #saltgrassbox · saltgrassfiber.com`,
    expected: {
      title: 'Tidepool Hat',
      designer: 'Della Ostrowski',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '18', yards: 210 },
        { size: '20', yards: 210 },
        { size: '22', yards: 210 },
        { size: '24', yards: 420 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['18', '20', '22', '24'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw17-08',
    text: `CHAL PAMPA · PAMPA SHAWL
Diseño / Design: Valentina Iturralde
Buenos Aires · valeiturralde.com.ar

Versión en inglés traducida por la diseñadora / English version translated by the designer

Un chal de encaje liviano, tejido de arriba hacia abajo desde el centro de la espalda.
A light lace shawl, worked top-down from the centre back neck.

MEDIDAS / FINISHED MEASUREMENTS
Aprox. / approx. 180 cm de ancho / wingspan x 80 cm de profundidad / depth, after blocking.

MATERIALES / MATERIALS
Hilado / Yarn: Hilados del Sur Encaje (lace weight; 100% merino; 100 g / 800 m / 875 yds),
1 madeja / 1 skein, color Tierra.
Agujas / Needles: circulares 3,5 mm (US 4), 80 cm / 3.5 mm (US 4) circular, 80 cm.
Otros / Notions: 4 marcadores / 4 markers, alfileres de bloqueo / blocking pins.

TENSIÓN / GAUGE
20 pts x 28 vtas = 10 cm en punto jersey después de bloquear.
20 sts x 28 rows = 10 cm in stockinette after blocking. Gauge is not crucial for a shawl,
but a different gauge will change the size and the amount of yarn.

ABREVIATURAS / ABBREVIATIONS
d = derecho / k = knit; r = revés / p = purl; laz = lazada / yo = yarn over;
2pjd = 2 puntos juntos al derecho / k2tog = knit 2 together

Valentina Iturralde © 2025 · Prohibida su venta / Not for resale                     pág. 1`,
    expected: {
      title: 'Pampa Shawl',
      designer: 'Valentina Iturralde',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 875 }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
