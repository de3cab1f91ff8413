import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw45-13-spanish-mill-bilingual-wave-baby-blanket',
    text: `HILATURAS DEL NORTE · Patrón gratuito / Free pattern nº 318

MANTA OLAS / WAVES BLANKET
Manta de bebé a ganchillo · Crochet baby blanket

Diseño / Design: Lucía Ferrer
Traducción / Translation: Emma Díaz

MEDIDAS / SIZE
Aprox. 75 x 90 cm / approx. 29½ x 35½ in

MATERIALES / MATERIALS
Algodón Bebé (100 % algodón / cotton; 50 g = 150 m)
Grosor / Weight: fino – sport
8 ovillos / balls en total / in total:
   4 ovillos Blanco (001) / 4 balls White (001)
   2 ovillos Arena (014) / 2 balls Sand (014)
   2 ovillos Celeste (032) / 2 balls Sky (032)
Ganchillo / Crochet hook: 3,5 mm
Aguja lanera / Tapestry needle

MUESTRA / GAUGE
20 pb x 22 vueltas = 10 x 10 cm
20 sc x 22 rows = 10 x 10 cm (4 x 4 in)

ABREVIATURAS / ABBREVIATIONS (US)
cad / ch – cadeneta / chain
pb / sc – punto bajo / single crochet
pa / dc – punto alto / double crochet
pa2j / dc2tog – 2 puntos altos juntos / double crochet 2 together

NOTAS / NOTES
La manta se teje en filas de ida y vuelta con el punto de ondas.
The blanket is worked back and forth in rows in wave (ripple) stitch.
Cambia de color cada 4 vueltas según la secuencia de rayas.
Change colour every 4 rows following the stripe sequence.

INSTRUCCIONES / INSTRUCTIONS
Con Blanco, montar 151 cad. / With White, ch 151.
Vuelta 1: 1 pb en la 2ª cad desde el ganchillo y en cada cad hasta el final. (150 pb)
Row 1: Sc in 2nd ch from hook and in each ch across. (150 sc)
Vuelta 2: 3 cad, *2 pa en el mismo punto, 3 pa, pa2j 2 veces, 3 pa, 2 pa en el siguiente
punto*; repetir de * a *. / Row 2: Ch 3, *2 dc in same st, dc in next 3 sts, (dc2tog)
twice, dc in next 3 sts, 2 dc in next st*; rep from * to *.

BORDE / BORDER
3 vueltas de pb alrededor de toda la manta. / 3 rounds of sc around the whole blanket.

También en Algodón Bebé: Gorrito Olas / Waves Hat (1 ovillo / ball) · Patucos / Booties (1 ovillo / ball)

Hilaturas del Norte S.L. · Avda. de la Industria 22, 33400 Avilés (Asturias)
www.hilaturasdelnorte.es · © 2025 · Uso personal / Personal use only`,
    expected: {
      title: 'Waves Blanket',
      designer: 'Lucía Ferrer',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(8 * 150) }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
    },
  },
  {
    id: 'rw45-14-us-blog-crochet-ribbed-pumpkins',
    text: `How to Crochet Pumpkins: Easy Fall Decor (Free Pattern!) | Hook & Hearth     10/4/25, 9:12 PM
https://hookandhearth.com/crochet-ribbed-pumpkins-free-pattern/

Hook & Hearth
Home · Free Patterns · Home Decor · Shop · About

How to Crochet Pumpkins: Easy Fall Decor (Free Pattern!)
Posted by Kayla Brennan · September 22, 2025 · 31 comments

*This post contains affiliate links. As an Amazon Associate I earn from qualifying purchases.*

Fall is officially here and I am SO ready to decorate! These squishy ribbed pumpkins work
up in about an hour each, and they look adorable on a mantel or a porch bench.

ADVERTISEMENT

Love this pattern? Get the ad-free printable PDF with bonus mini pumpkins for $3.99 in my shop!

COZY RIBBED PUMPKINS

Skill level: Easy

Finished size: small about 4" tall, medium about 5", large about 6½" tall.

Materials
* 2 skeins Homestead Chunky (bulky #5; 100% acrylic; 5 oz/141 g; 153 yds/140 m) – makes
  the set of three pumpkins. I used Butternut and Cream.
* Scraps of brown worsted weight yarn for the stems
* US J-10 (6 mm) crochet hook
* Polyester fiberfill, about 3 oz
* Tapestry needle, scissors

Gauge
Gauge isn't important for this project – just keep your stitches snug!

Notes
* Each pumpkin is a rectangle worked flat in rows of sc through the back loop only, then
  seamed and gathered at both ends. The "ribs" are made by wrapping yarn around the
  stuffed pumpkin.
* Ch 1 at the beginning of rows does not count as a stitch.

Large pumpkin
Ch 31.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (30 sc)
Row 2: Ch 1, sc blo in each st across, turn.
Rep Row 2 until piece measures 16" long.

ADVERTISEMENT

31 Comments
Tracy M. · September 24, 2025
Made six of these for my sister's wedding tables! Used about 4 skeins of Lion Brand Hometown.
Reply
Kayla Brennan · September 24, 2025
Love that, Tracy! 🎃
Reply
Jolene · October 1, 2025
What hook would you use for worsted? I have a 5 mm.`,
    expected: {
      title: 'Cozy Ribbed Pumpkins',
      designer: 'Kayla Brennan',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 2 * 153 }],
      needle_sizes: [{ us: 'J-10', mm: 6 }],
    },
  },
];
