import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTIETH_CASES_PART_10 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw40-19-lithuanian-mill-crochet-linen-cami-grams',
    text: `LINO BALTIC
free pattern no. 58
KOPA CAMI
A light crochet camisole in linen with a lace mesh body
Design: Rūta Kairienė
Photo: Lino Baltic studio
linobaltic.lt · Kopa Cami · 2/6
SIZES
XS (S, M, L, XL, 2XL)
Finished bust: 80 (88, 96, 104, 112, 120) cm / 31½ (34¾, 37¾, 41, 44, 47¼)"
Length from underarm: 30 (31, 32, 33, 34, 35) cm
Choose a size with 0-5 cm of positive ease.
YARN
Lino Baltic Linen Sport (100% linen; 50 g / 150 m) – sport weight
150 (200, 200, 250, 300, 300) g, colour 07 Sand
HOOKS
3.25 mm (US D-3) for the edgings and straps
3.5 mm (US E-4) for the body
NOTIONS
Stitch markers, tapestry needle
GAUGE
22 dc and 11 rows = 10 x 10 cm on 3.5 mm hook, after washing and drying ﬂat.
In lace mesh: 6 repeats and 12 rows = 10 cm.
Linen softens a great deal with washing; wash and dry your swatch before you measure it.
This pattern uses US crochet terms.
linobaltic.lt · Kopa Cami · 3/6
CONSTRUCTION
The body is worked in the round from the lower edge up to the underarms, in lace mesh
with a scalloped lace edging at the hem. At the underarms the work is divided and the
front and back are worked separately in rows in double crochet. The straps are worked in
rows of single crochet and sewn to the back.
ABBREVIATIONS
ch chain
sl st slip stitch
sc single crochet
dc double crochet
V-st (dc, ch 1, dc) in the same stitch or space
sp(s) space(s)
rep repeat
HEM
With 3.5 mm hook, ch 180 (198, 216, 234, 252, 270). Join with sl st to the ﬁrst ch,
being careful not to twist.
Rnd 1: Ch 1, sc in each ch around; join with sl st to ﬁrst sc.
Rnd 2: Ch 4 (counts as dc and ch 1), dc in same st, *sk 2 sts, V-st in next st; rep from
* around, sk last 2 sts; join with sl st to 3rd ch of beg ch-4. 60 (66, 72, 78, 84, 90)
V-sts.
linobaltic.lt · Kopa Cami · 4/6
More free patterns in Lino Baltic Linen Sport at linobaltic.lt/patterns`,
    expected: {
      title: 'Kopa Cami',
      designer: 'Rūta Kairienė',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m(3 * 150) },
        { size: 'S', yards: m(4 * 150) },
        { size: 'M', yards: m(4 * 150) },
        { size: 'L', yards: m(5 * 150) },
        { size: 'XL', yards: m(6 * 150) },
        { size: '2XL', yards: m(6 * 150) },
      ],
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw40-20-spanish-indie-bilingual-tapestry-purse',
    text: `MONEDERO ALHAMBRA
Alhambra Purse
Patrón de ganchillo / Crochet pattern
Diseño / Design: Lucía Ferrer
Traducción / English translation: Emma Booth
Fotos / Photos: Lucía Ferrer
Lucía Ferrer Crochet · Alhambra · página / page 2
MEDIDAS / SIZE
15 x 11 cm (sin cremallera / without the zip)
MATERIALES / MATERIALS
Hilo / Yarn
Algodón mercerizado 100%, grosor sport / 100% mercerised cotton, sport weight
(50 g / 170 m)
Colores / Colours
Terracota – 1 ovillo / 1 ball
Crudo (ecru) – 1 ovillo / 1 ball
Mostaza (mustard) – 1 ovillo / 1 ball
Ganchillo / Hook
2,75 mm
Otros / Other
Cremallera de 15 cm / 15 cm zip
Tela para forrar (opcional) / Lining fabric (optional)
Aguja lanera / Tapestry needle
MUESTRA / GAUGE
26 pb x 28 vueltas = 10 x 10 cm en tapestry crochet
26 sc x 28 rounds = 10 x 10 cm in tapestry crochet
Lucía Ferrer Crochet · Alhambra · página / page 3
NOTAS / NOTES
El monedero se teje en redondo, en espiral continua, con la técnica de tapestry crochet:
el color que no se usa se lleva por dentro de los puntos.
The purse is worked in the round in a continuous spiral using tapestry crochet: the
colour not in use is carried inside the stitches.
Los gráficos se leen de derecha a izquierda. / Read all charts from right to left.
ABREVIATURAS / ABBREVIATIONS
cad / ch cadeneta / chain
pb / sc punto bajo / single crochet
pd / sl st punto deslizado / slip stitch
aum / inc 2 pb en el mismo punto / 2 sc in the same stitch
GRÁFICO / CHART
28
20
10
1
40 30 20 10 1
Terracota Crudo Mostaza
BASE
Con Terracota, 40 cad. / With Terracota, ch 40.
V1: 1 pb en la 2.ª cad desde el ganchillo y en cada cad hasta el final; 3 pb en la última
cad; continúa por el otro lado de la cadena. (80)
Rnd 1: 1 sc in 2nd ch from hook and in each ch to the end; 3 sc in last ch; continue along
the other side of the chain. (80)
© Lucía Ferrer 2025 · Prohibida su venta o distribución / Not for sale or distribution`,
    expected: {
      title: 'Alhambra Purse',
      designer: 'Lucía Ferrer',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(3 * 170) }],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['tapestry crochet', 'in the round'],
    },
  },
];
