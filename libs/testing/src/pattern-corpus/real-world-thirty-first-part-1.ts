import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw31-01',
    text: `GLENMORE WOOLLEN MILLS  ·  Ardara, Co. Donegal  ·  Spinning since 1884
Free Pattern No. GWM-117  ·  Aran Tweed Collection

ARDARA
Men's Cabled Crew Neck Sweater

Designed by Siobhán Ní Bhriain
Photography: Cathal Bourke  ·  Modelled by Eoin, who wears the 107 cm size

A proper fisherman's jumper with a centre panel of diamonds and bobbles flanked by twisted
ropes, in our flecked Aran Tweed. It is a generous, traditional fit - choose the size closest
to your actual chest measurement; the garment allows 12-15 cm of ease.

MEASUREMENTS
To fit chest        97     102    107    112    117    122    cm
                    38     40     42     44     46     48     in
Actual chest        110    116    121    127    132    137    cm
Length to shoulder  66     67     69     70     72     73     cm
Sleeve seam         48     49     50     51     51     52     cm

YARN
Glenmore Aran Tweed, shade 402 Bogland
                    8      9      9      10     11     11     x 100 g hanks

NEEDLES & EXTRAS
1 pair 4 mm (UK 8 / US 6) needles
1 pair 5 mm (UK 6 / US 8) needles
Cable needle, 4 stitch holders, tapestry needle

TENSION
18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles.
Panel A (30 sts) measures 13 cm across. Work a tension square before you begin - use larger
needles if you have too many stitches, smaller if you have too few.

ABBREVIATIONS
C6B  slip 3 sts to cable needle, hold at back, k3, then k3 from cable needle
C6F  slip 3 sts to cable needle, hold at front, k3, then k3 from cable needle
T3B  slip 1 st to cable needle, hold at back, k2, then p1 from cable needle
T3F  slip 2 sts to cable needle, hold at front, p1, then k2 from cable needle
MB   make bobble: (k1, p1, k1, p1, k1) all in next st, turn, p5, turn, k5, then pass
     2nd, 3rd, 4th and 5th sts over the first
Full list at glenmoremills.ie/help/abbreviations

NOTES
The back, front and sleeves are each worked flat from the ribbed lower edge upwards and sewn
together. The neckband is picked up after the left shoulder seam is joined and worked back and
forth, then the right shoulder and neckband seam is sewn.

BACK
Using 4 mm needles cast on 110 (114, 118, 124, 128, 132) sts.
Rib row 1 (RS): K2, *p2, k2; rep from * to end.
Rib row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows for 7 cm, ending with a WS row and inc 14 sts evenly across the last row.
                                                            continued on page 2

Yarn note: Glenmore Aran Tweed is 100% Irish and New Zealand wool, 100 g = approx. 171 m
(187 yds). Hand wash cool or dry clean. Dye lots vary - buy all you need at once.
Ardara Beanie and Ardara Scarf patterns also free: beanie 1 hank, scarf 3 hanks.
© Glenmore Woollen Mills Ltd 2025. For personal, non-commercial use only.   glenmoremills.ie   1/6`,
    expected: {
      title: 'Ardara',
      designer: 'Siobhán Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '97', yards: 8 * 187 },
        { size: '102', yards: 9 * 187 },
        { size: '107', yards: 9 * 187 },
        { size: '112', yards: 10 * 187 },
        { size: '117', yards: 11 * 187 },
        { size: '122', yards: 11 * 187 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['97', '102', '107', '112', '117', '122'],
      techniques: ['cables', 'bobbles', 'bottom-up'],
    },
  },
  {
    id: 'rw31-02',
    text: `HILADOS DEL SUR · Arequipa – Perú
Patrón gratuito / Free pattern  N° HS-0931
www.hiladosdelsur.pe  ·  Ventas por WhatsApp / orders by WhatsApp

CHAQUETA MISTI
Misti Cardigan

Diseño / Design: Rosa Quispe Mamani
Traducción al inglés / English translation: Emily Hart

Nivel / Level: Intermedio / Intermediate

Tallas / Sizes: S (M, L, XL)
Contorno de busto de la prenda / Finished bust: 92 (102, 112, 122) cm
Largo total / Total length: 58 (60, 62, 64) cm

Materiales / Materials
Hilo / Yarn: Alpaca Andina (100% alpaca bebé / 100% baby alpaca)
Grosor / Weight: worsted (medio / medium 4)
Ovillos de 100 g, aprox. 192 m / 100 g balls, approx. 192 m
Cantidad / Quantity: 500 (600, 700, 800) g – color 114 Terracota
Ganchillo / Crochet hook: 4,5 mm y 5 mm / 4.5 mm and 5 mm
5 botones de 20 mm / 5 buttons, 20 mm
Marcadores / Stitch markers

Muestra / Gauge
15 pts. altos x 8 vueltas = 10 x 10 cm con ganchillo de 5 mm
15 dc x 8 rows = 10 x 10 cm (4 x 4 in) with 5 mm hook
Si tu muestra es diferente, cambia el ganchillo. / If your gauge is different, change hook size.

Abreviaturas / Abbreviations (US terms)
cad / ch – cadena / chain
pb / sc – punto bajo / single crochet
pa / dc – punto alto / double crochet
pd / sl st – punto deslizado / slip stitch

Construcción / Construction
El cuerpo se teje en una sola pieza, de abajo hacia arriba, hasta las sisas; luego se
tejen los delanteros y la espalda por separado. Las mangas se tejen aparte y se cosen.
The body is worked in one piece from the lower edge up to the armholes, then the fronts
and back are worked separately. The sleeves are worked separately and sewn in.

Cuerpo / Body
Con ganchillo de 4,5 mm, 141 (157, 171, 187) cad. / With 4.5 mm hook, ch 141 (157, 171, 187).
Vuelta 1: 1 pb en la 2.ª cad desde el ganchillo y en cada cad. / Row 1: Sc in 2nd ch from
hook and in each ch across. 140 (156, 170, 186) sc.
Vueltas 2-6: 1 cad, 1 pb en cada punto. / Rows 2-6: Ch 1, sc in each st across.
Cambiar al ganchillo de 5 mm. / Change to 5 mm hook. ...

Nota del traductor / Translator's note: Peruvian patterns say "punto alto" for the US double
crochet. Where the Spanish says "vuelta" we have written "row".

Otros patrones gratuitos / More free patterns:
Poncho Colca – 900 g Alpaca Andina · Chullo Inti – 100 g Alpaca Andina
Hecho a mano en el Perú / Handmade in Peru
© 2025 Hilados del Sur S.A.C. Prohibida su venta / Not for resale.            Pág. 1 / 4`,
    expected: {
      title: 'Misti Cardigan',
      designer: 'Rosa Quispe Mamani',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: m(960) },
        { size: 'M', yards: m(1152) },
        { size: 'L', yards: m(1344) },
        { size: 'XL', yards: m(1536) },
      ],
      gauge: { stitches: 15, rows: 8, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['bottom-up'],
    },
  },
];
