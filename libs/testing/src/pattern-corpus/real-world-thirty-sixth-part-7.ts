import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw36-13-us-crochet-blog-c2c-dog-blanket-printed',
    text: `10/2/25, 8:47 PM      Free Corner to Corner Dog Blanket Crochet Pattern - Hooked on Maple Lane
https://hookedonmaplelane.com/c2c-dog-blanket-free-crochet-pattern/

Home > Crochet Patterns > For Pets > C2C Dog Blanket

Free Corner to Corner Dog Blanket Crochet Pattern (with Paw Print Chart!)
Posted by Kelsey Durant | September 28, 2025 | 23 comments

Disclosure: This post contains affiliate links. I may earn a small commission at no extra
cost to you.

Our beagle Biscuit has officially claimed the couch, so I made him his own blanket! This
paw print design is worked corner to corner, and it's the perfect size for a crate or the
back seat of the car.

ADVERTISEMENT

Pawprint C2C Dog Blanket

Finished size: approx. 30" x 36" (76 x 91 cm)

MATERIALS
Homestead Acrylic Worsted (100% acrylic; 170 g / 236 yds / 216 m), worsted weight
  Navy – 3 skeins
  White – 1 skein
  Tan – 1 skein
US J-10 (6 mm) crochet hook
Tapestry needle, bobbins (optional)

GAUGE
5 tiles wide and 5 tiles tall = 4" in corner to corner (each tile is ch 3 + 3 dc)

ABBREVIATIONS (US TERMS)
ch – chain · dc – double crochet · sl st – slip stitch · C2C – corner to corner

NOTES
• Read the chart from the bottom right corner, increasing until you reach the widest
  diagonal, then decreasing.
• Change colours on the last yarn over of the tile before the new colour.

ADVERTISEMENT

Get the ad-free PDF with the large-print chart in my Etsy shop!

INSTRUCTIONS
Row 1: Ch 6, dc in 4th ch from hook and next 2 ch. (1 tile)
Row 2: Ch 6, dc in 4th ch from hook and next 2 ch, sl st in ch-3 sp of previous tile ...

YOU MAY ALSO LIKE
Bone Appétit Dog Bowl Mat – 1 skein each of two colours
Cozy Cat Cave – 2 skeins bulky

23 COMMENTS
Marnie T. – I made it bigger for our lab, 45" square, and used 7 skeins of navy.
Kelsey Durant – Marnie, I love that! Send me a photo!
Paul – Used a K hook and it came out about 34 x 40.

© 2025 Hooked on Maple Lane. Please do not repost this pattern; link to this page instead.`,
    expected: {
      title: 'Pawprint C2C Dog Blanket',
      designer: 'Kelsey Durant',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 5 * 236 }],
      gauge: { stitches: 5, rows: 5, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['corner-to-corner'],
    },
  },
  {
    id: 'rw36-14-french-mill-translated-crochet-child-poncho',
    text: `FILATURE DES COMBES · Modèle 25-09 · English translation

Capucine Poncho
Poncho Capucine

Design: Margaux Lefèvre
Translated from French by Helen Dufour

SIZES: 4 / 6 / 8 / 10 ans (years)
The numbers for each size are given in the same order: 4 (6, 8, 10) years.
Length at centre front: 36 (40, 44, 48) cm

MATERIAL
Yarn: Combes Mérinos 8 (100% merino wool), 50 g ball = approx. 120 m
Yarn category: DK
Quantity: 4 (5, 5, 6) balls, colour Capucine (orange)
Crochet hook n° 4 (4 mm) and crochet hook n° 3.5 (3.5 mm)
1 stitch marker, 1 wool needle

TENSION
18 tr x 10 rows = 10 x 10 cm with hook n° 4.
If you have more stitches, take a bigger hook; if you have less, take a smaller one.

STITCHES USED (UK terms, as in the original French "bride" = treble)
ch: chain · ss: slip stitch · dc: double crochet · tr: treble · sp: space

REALISATION
The poncho is worked from the top down in rounds, starting at the neck. Increases at four
points make the shape. At the end, a border in dc and small picots is worked with the
hook n° 3.5.

NECK
With hook n° 4, make 64 (68, 72, 76) ch and close in a round with 1 ss, paying attention not
to twist the chain.
Round 1: 3 ch (= 1st tr), 1 tr in each ch, close with 1 ss in the 3rd ch. = 64 (68, 72, 76) tr
Round 2: 3 ch, 1 tr in the 15 (16, 17, 18) next tr, [2 tr, 2 ch, 2 tr] in the next tr ...

Our advice: wash the poncho by hand at 30° and dry it flat.

In the same collection:
Modèle 25-08 Bonnet Capucine / hat – 1 (1, 2, 2) balls Mérinos 8
Modèle 25-10 Gilet enfant / child's cardigan – 6 (7, 8, 9) balls Mérinos 8

Filature des Combes · 12 rue des Tisserands · 81200 Mazamet · France
www.filature-des-combes.fr · © Filature des Combes 2025. Reproduction forbidden.`,
    expected: {
      title: 'Capucine Poncho',
      designer: 'Margaux Lefèvre',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '4 years', yards: m(4 * 120) },
        { size: '6 years', yards: m(5 * 120) },
        { size: '8 years', yards: m(5 * 120) },
        { size: '10 years', yards: m(6 * 120) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['4 years', '6 years', '8 years', '10 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
