import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_SEVENTH_CASES (split for the file-size rule; see real-world-seventh.ts). */
export const REAL_WORLD_SEVENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-seventh-crochet-slippers-eu-paired-shoe-sizes',
    text: `Hygge Slippers — crochet
Design by Sofie Lindqvist

Sizes: EU 36/37 (38/39, 40/41)
Foot length: 23 (24.5, 26) cm

Yarn: super chunky wool, 100 g = approx. 80 m
2 (2, 3) skeins
Hook: 8 mm (US L/11)
Also: non-slip sole fabric or puff paint, yarn needle

Gauge: 9 sc x 10 rows = 10 x 10 cm

The slippers are worked in the round from the toe, then in rows for the heel; the heel seam is
sewn at the end.`,
    expected: {
      title: 'Hygge Slippers',
      designer: 'Sofie Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [
        { size: '36/37', yards: m(2 * 80) },
        { size: '38/39', yards: m(2 * 80) },
        { size: '40/41', yards: m(3 * 80) },
      ],
      gauge: { stitches: 9, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
      sizes: ['36/37', '38/39', '40/41'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-seventh-crochet-beanie-slash-separated-named-sizes',
    text: `Campfire Beanie (crochet)
Pattern & photos: Jess Okoro · jessmakesthings.blog

Sizes: Toddler / Child / Adult
Fits head circumference 18 / 20 / 22" — the hat has about 1" negative ease.

Yarn: worsted weight (#4), 90 / 130 / 180 yds
Shown in Cozy Craft Wool Blend, 3.5 oz / 100 g, 197 yds / 180 m — one skein makes any size.

Hook: US I-9 (5.5 mm)
Extras: faux-fur pom pom (optional), stitch marker, yarn needle

Gauge: 13 hdc and 10 rows = 4"

Worked top down in joined rounds, starting from a magic ring at the crown.`,
    expected: {
      title: 'Campfire Beanie',
      designer: 'Jess Okoro',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Toddler', yards: 90 },
        { size: 'Child', yards: 130 },
        { size: 'Adult', yards: 180 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-seventh-japanese-style-doily-thread-lace-hook-number',
    text: `Lace Doily Collection 3 — Pattern 14

Pineapple Star Doily
Finished size: 30 cm diameter

Materials
Crochet cotton No. 40 (lace thread), 20 g ball (approx. 160 m): 1 ball white
Lace hook No. 4 (1.25 mm)

Gauge
Rounds 1 to 4 of the chart = 7 cm in diameter

Notes
Worked in the round from the centre, following the chart. Starch and pin out to size when finished.
Symbols are explained on page 78.`,
    expected: {
      title: 'Pineapple Star Doily',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(160) }],
      needle_sizes: [{ us: null, mm: 1.25 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-seventh-crochet-class-handout-bulky-scarf',
    text: `LOOP & HOOK STUDIO — Learn to Crochet, Week 3 handout
Class project: Chunky Ribbed Scarf
Pattern written by Dana Okafor for our beginner classes

What to bring to class
- 2 balls bulky (#5) yarn, 106 yds each, in a light, smooth colour (dark and fuzzy yarns make it
  hard to see your stitches)
- Crochet hook size L-11 (8 mm)
- Scissors and a yarn needle

Finished size: about 7" x 60"

Gauge: about 9 hdc = 4". Don't worry if yours is a little different — it's a scarf!

Skills you'll practise: chain, half double crochet, working in the back loop only (this makes the
ribs), weaving in ends.`,
    expected: {
      title: 'Chunky Ribbed Scarf',
      designer: 'Dana Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 2 * 106 }],
      gauge: { stitches: 9, rows: null, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
    },
  },
];
