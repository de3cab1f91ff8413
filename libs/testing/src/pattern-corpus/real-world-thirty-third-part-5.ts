import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw33-09-australian-payhip-top-down-baby-cardigan-months',
    text: `Payhip · Receipt #PH-77410-2 · Quandong Cardigan (PDF) · A$12.00 · Download 1 of 5
Little Gum Knits

QUANDONG CARDIGAN
A seamless baby cardigan with a garter yoke and tiny picot edges

Design © Kirra Donnelly, Little Gum Knits · Castlemaine, Victoria

SIZES
Newborn (0-3 mths, 3-6 mths, 6-12 mths, 12-24 mths)
Finished chest: 42 (46, 50, 54, 58) cm / 16½ (18, 19¾, 21¼, 22¾)"
Length from back neck: 22 (24, 27, 30, 33) cm
Choose a size with about 5 cm of ease. Sample shown is 3-6 mths on my niece Matilda.

YARN
4 ply (fingering) merino, 50 g / 175 m per ball
2 (2, 3, 3, 4) balls
I used Bendigo Valley 4 ply Merino in Dusty Pink. The 3-6 mths sample used 82 g.

NEEDLES & NOTIONS
2.75 mm circular needle (60 cm) for edgings
3.25 mm circular needle (60 cm) and double-pointed needles (or your preferred method for
small circumferences) for the body and sleeves
5 (5, 6, 6, 7) buttons, 12 mm · stitch markers · waste yarn

TENSION
28 sts and 36 rows = 10 cm over stocking stitch on 3.25 mm needles, washed and dried flat.

CONSTRUCTION
Quandong is worked seamlessly from the top down. The yoke is shaped with raglan increases,
then the sleeves are put on hold and the body is worked flat to the hem. The sleeves are
picked up and knitted in the round to the cuffs. Button bands are picked up and knitted
last.

ABBREVIATIONS
k knit · p purl · m1l / m1r make one left / right · kfb knit front and back · pm place marker
· sm slip marker · BO bind off · RS right side · WS wrong side

YOKE
With 2.75 mm needle, cast on 62 (66, 70, 74, 78) sts using the long-tail method.
Knit 3 rows (garter st). Change to 3.25 mm needle.
Set-up row (WS): K2, p10 (10, 11, 11, 12), pm, p8, pm, p22 (26, 28, 32, 34), pm, p8, pm,
p10 (10, 11, 11, 12), k2.
Raglan inc row (RS): *Knit to 1 st before marker, m1r, k1, sm, k1, m1l; rep from * 3 more
times, knit to end. 8 sts increased.

TESTERS
Thank you to my wonderful testers Jess, Mei, Lauren and Bree (Bree's 12-24 mths used
3½ balls).

MORE FROM LITTLE GUM KNITS
Billabong Bonnet: 1 ball of 4 ply · Wattle Booties: 25 g of 4 ply · Gumnut Blanket: 6 balls
of 8 ply

Please don't share this file. You may sell finished items you make by hand. Thank you!
Quandong Cardigan · Little Gum Knits · page 1`,
    expected: {
      title: 'Quandong Cardigan',
      designer: 'Kirra Donnelly',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Newborn', yards: m(350) },
        { size: '0-3 months', yards: m(350) },
        { size: '3-6 months', yards: m(525) },
        { size: '6-12 months', yards: m(525) },
        { size: '12-24 months', yards: m(700) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Newborn', '0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw33-10-spanish-yarn-company-bilingual-cable-cushion',
    text: `LANAS ALBARRACÍN
Patrón gratuito / Free pattern nº 318 · Versión en inglés / English version

COJÍN TRENZAS MUDÉJAR
MUDÉJAR CABLE CUSHION

Diseño / Design: Lucía Montero
Traducción / Translation: Ana Becker

Medidas / Size: 40 x 40 cm (para relleno de 40 x 40 cm / for a 40 x 40 cm cushion pad)

MATERIALES / MATERIALS
Lana / Yarn: Albarracín Aran, grosor aran / aran weight (100% lana merina / 100% merino
wool; 100 g ≈ 170 m)
3 ovillos / balls, color 204 Crudo / Natural
Agujas / Needles: 4,5 mm y 5 mm / 4.5 mm and 5 mm
Aguja auxiliar para trenzas / cable needle
Cremallera de 35 cm / 35 cm zip (opcional / optional)

MUESTRA / TENSION
18 p. x 24 v. = 10 x 10 cm en punto jersey con aguja de 5 mm
18 sts x 24 rows = 10 x 10 cm in stocking stitch on 5 mm needles

ABREVIATURAS / ABBREVIATIONS
p. = punto / stitch · v. = vuelta / row · d = derecho / knit · r = revés / purl
C6D / C6B: pasar 3 p. a la aguja auxiliar por detrás, 3 d, 3 d de la auxiliar /
sl 3 sts to cn and hold in back, k3, k3 from cn
C6I / C6F: igual, con la aguja auxiliar por delante / as C6B but hold cn in front

NOTAS / NOTES
La parte delantera lleva tres trenzas; la trasera es de punto jersey en dos piezas con
cremallera o solapa. / The front has three cable panels; the back is worked in stocking
stitch in two pieces, closed with a zip or an envelope flap. All pieces are knitted flat.

DELANTERO / FRONT
Con aguja de 4,5 mm montar 86 p. y tejer 6 v. de elástico 1x1.
With 4.5 mm needles cast on 86 sts and work 6 rows in 1x1 rib.
Cambiar a aguja de 5 mm y tejer según el gráfico A.
Change to 5 mm needles and work from Chart A.
Repetir las v. 1-16 del gráfico 6 veces (96 v.).
Repeat rows 1-16 of the chart 6 times (96 rows).

ESPALDA / BACK (2 piezas / 2 pieces)
Con aguja de 5 mm montar 72 p. / With 5 mm needles cast on 72 sts. ...

OTROS MODELOS / MORE PATTERNS
Manta Trenzas / Cable Throw: 12 ovillos / balls Albarracín Aran
Gorro Mudéjar / Mudéjar Hat: 1 ovillo / ball

© Lanas Albarracín S.L. · Uso personal / For personal use only · www.lanasalbarracin.es
Página / Page 1 de / of 3`,
    expected: {
      title: 'Mudéjar Cable Cushion',
      designer: 'Lucía Montero',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(510) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['cables'],
    },
  },
];
