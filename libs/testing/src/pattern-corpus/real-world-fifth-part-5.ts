import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FIFTH_CASES (split for the file-size rule; see real-world-fifth.ts). */
export const REAL_WORLD_FIFTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-fifth-crochet-beanie-family-bulky-half-letter',
    text: `Campfire Beanie (crochet)
by Tasha Mbeki-Oduya

Sizes: Baby (Toddler, Child, Adult)
Fits head: 14–16 (16–18, 18–20, 21–23)"

Yarn: Bulky (5) wool blend, 60 (80, 105, 130) yds
Hook: 6.5 mm (K-10½)
Gauge: 11 hdc and 9 rows = 4" in hdc through the back loop

Worked from the crown down in joined rounds; the brim is a folded band of ribbing.`,
    expected: {
      title: 'Campfire Beanie',
      designer: 'Tasha Mbeki-Oduya',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Baby', yards: 60 },
        { size: 'Toddler', yards: 80 },
        { size: 'Child', yards: 105 },
        { size: 'Adult', yards: 130 },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-fifth-crochet-top-finished-bust-slashes-balls',
    text: `Sunwashed Mesh Top
crochet pattern · Amara Lindqvist-Oyelaran

Finished bust: 90 / 100 / 110 / 120 / 130 cm
Length: 52 / 54 / 56 / 58 / 60 cm

Yarn: sport weight cotton-linen (50 g / 150 m per ball)
Balls needed: 4 / 5 / 5 / 6 / 7
Hook: 3.5 mm (US E/4)
Gauge: 22 sts and 12 rows = 10 cm over mesh pattern

Front and back are worked flat from the hem up and seamed at the shoulders.`,
    expected: {
      title: 'Sunwashed Mesh Top',
      designer: 'Amara Lindqvist-Oyelaran',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '90', yards: m(4 * 150) },
        { size: '100', yards: m(5 * 150) },
        { size: '110', yards: m(5 * 150) },
        { size: '120', yards: m(6 * 150) },
        { size: '130', yards: m(7 * 150) },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['90', '100', '110', '120', '130'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-fifth-indie-amigurumi-yards-per-colour',
    text: `Hazel the Hedgehog
Designed by Bao-Tran Nguyen · littlestitchburrow.com

Finished size: about 7" long and 4" tall

You'll need
- Worsted weight (4) yarn: approx. 120 yds in Tan and 35 yds in Cream, plus a little Black for the nose
- 3.75 mm (F-5) hook
- 10 mm safety eyes, fiberfill, stitch marker, tapestry needle

Gauge isn't crucial; work tight enough that no stuffing peeks through.
Worked in continuous spiral rounds (amigurumi style) using US terms.`,
    expected: {
      title: 'Hazel the Hedgehog',
      designer: 'Bao-Tran Nguyen',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 120 + 35 }],
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-fifth-german-magazine-crochet-eu-sizes-grams',
    text: `Häkelmode Heft 58 · Modell 11
Cloud Stitch Pullover
Design: Annegret Wolff-Baumann (translated from German)

Sizes: German 36/38 (40/42, 44/46)
Bust width: 100 (110, 120) cm

Yarn: Merino Soft (100% merino, 50 g = approx. 125 m / 137 yds)
Light grey (col. 03): 500 (550, 600) g
Crochet hook: 4 mm
Gauge: 20 sts and 11 rows in pattern = 10 x 10 cm

Front, back and sleeves are crocheted in rows and sewn together.`,
    expected: {
      title: 'Cloud Stitch Pullover',
      designer: 'Annegret Wolff-Baumann',
      craft_type: 'crochet',
      yardage: [
        { size: '36/38', yards: 10 * 137 },
        { size: '40/42', yards: 11 * 137 },
        { size: '44/46', yards: 12 * 137 },
      ],
      gauge: { stitches: 20, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['36/38', '40/42', '44/46'],
    },
  },
];
