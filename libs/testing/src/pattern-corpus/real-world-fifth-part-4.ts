import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FIFTH_CASES (split for the file-size rule; see real-world-fifth.ts). */
export const REAL_WORLD_FIFTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-fifth-japanese-book-amigurumi-grams-used',
    text: `Chapter 2: Amigurumi Friends from the Ice
07  Little Penguin
Design: Yoko Matsuda (translated from the Japanese edition)

Materials
Cotton yarn (25 g/ball, approx. 70 m): black 15 g, white 10 g, yellow 3 g
Crochet hook 4/0 (2.5 mm)
6 mm plastic eyes, polyester stuffing

Gauge: not critical; the sample measures 11 cm tall
All parts are worked in the round in single crochet, starting from a magic ring.`,
    expected: {
      title: 'Little Penguin',
      designer: 'Yoko Matsuda',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m((28 * 70) / 25) }],
      needle_sizes: [{ us: null, mm: 2.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-fifth-us-granny-afghan-three-sizes-skeins-each',
    text: `HOMESTEAD YARNS · Free Crochet Pattern HY-C118
Patchwork Porch Granny Afghan

SIZES: Crib (Throw, Queen)
Approx. 36 x 42 (48 x 60, 84 x 96)"

MATERIALS
Homestead Yarns Value Worsted (100% acrylic; 7 oz/198 g; 364 yd/333 m), Yarn weight (4) Medium
A Cream: 2 (4, 8) skeins
B Sage, C Rose, D Mustard: 1 (2, 4) skein(s) each
Crochet hook: US I-9 (5.5 mm)

GAUGE: Rounds 1–3 of square = 3½" across. Each finished square = 6" x 6".

NOTES: Each granny square is worked in joined rounds; squares are whipstitched together.
Pattern uses US terms.`,
    expected: {
      title: 'Patchwork Porch Granny Afghan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Crib', yards: 5 * 364 },
        { size: 'Throw', yards: 10 * 364 },
        { size: 'Queen', yards: 20 * 364 },
      ],
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['Crib', 'Throw', 'Queen'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-fifth-uk-crochet-magazine-dress-sizes-colons',
    text: `HOOK & HEARTH MAGAZINE · ISSUE 97
Hawthorn Cardigan
Designed by Bethan ap Rhys

SIZES
To fit UK dress size 8-10 [12-14: 16-18: 20-22]
Actual bust: 96 [106: 116: 126] cm

YARN
Brookdale Everyday Aran (100% acrylic; 400g / 760m)
2 [2: 3: 3] x 400g balls in Heather (shade 1017)

HOOK
5mm (UK 6 / US H-8) hook

TENSION
13 tr and 7 rows to 10cm (4in) using a 5mm hook

UK terms are used throughout. The body is made in one piece to the armholes.`,
    expected: {
      title: 'Hawthorn Cardigan',
      designer: 'Bethan ap Rhys',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: '8-10', yards: m(2 * 760) },
        { size: '12-14', yards: m(2 * 760) },
        { size: '16-18', yards: m(3 * 760) },
        { size: '20-22', yards: m(3 * 760) },
      ],
      gauge: { stitches: 13, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['8-10', '12-14', '16-18', '20-22'],
    },
  },
  {
    id: 'rw-fifth-tapestry-tote-grams-per-colour-pipe-particle',
    text: `Zellige Tapestry Tote
Pattern by Inês da Costa | crochetdacosta.pt

Finished size: 34 cm wide x 38 cm tall, without straps

Yarn: Cotton 8/8 (100% cotton; 50 g ≈ 85 m)
Colour A (Ink): 150 g
Colour B (Sand): 100 g
Hook: 4.5 mm (US 7)
Gauge: 18 sc and 18 rows = 10 cm in tapestry crochet, worked in the round

The base is worked in rows; the body is worked in continuous rounds, carrying the colour not in use.`,
    expected: {
      title: 'Zellige Tapestry Tote',
      designer: 'Inês da Costa',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(5 * 85) }],
      gauge: { stitches: 18, rows: 18, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['tapestry crochet', 'in the round'],
    },
  },
];
