import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Crochet: hooks by letter and millimetre, US terms, squares, amigurumi and garments. */
export const CROCHET_CASES: PatternCorpusCase[] = [
  {
    id: 'sunday-granny-blanket',
    text: `Sunday Granny Blanket
by Lena Fischer

A cheerful scrappy blanket of 42 classic granny squares joined as you go.

Skill level: easy
Yarn: #4 medium worsted weight acrylic, approx. 2000 yards total in assorted colours
Hook: I/9 (5.5 mm)
Gauge: one finished granny square measures 6 in across. Gauge is not critical.
Finished size: 36 x 42 in

US crochet terms: ch = chain, dc = double crochet, sl st = slip stitch.`,
    expected: {
      title: 'Sunday Granny Blanket',
      designer: 'Lena Fischer',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2000 }],
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'bramble-bear-amigurumi',
    text: `Bramble the Bear
amigurumi pattern by Yuki Sato

You will need:
- DK weight cotton in brown, about 150 m, and a little cream for the muzzle
- 2.5 mm crochet hook
- 9 mm safety eyes, fibre fill, stitch marker

Gauge isn't important for amigurumi; just use a hook small enough that the stuffing doesn't show.

Worked in continuous rounds (in the round) with sc, starting from a magic ring. Do not join rounds.`,
    expected: {
      title: 'Bramble the Bear',
      designer: 'Yuki Sato',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(150) }],
      needle_sizes: [{ us: null, mm: 2.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'campfire-crochet-beanie',
    text: `Campfire Beanie (crochet)
by Dana Brooks

Sizes: Baby (Toddler, Child, Adult)
Yarn: Worsted weight (4), 100 (140, 180, 220) yds
Hook: H-8 (5 mm)
Gauge: 14 hdc and 10 rows = 4 in

Worked in the round from the crown down. Ch 2 at the start of each round does not count as a stitch.`,
    expected: {
      title: 'Campfire Beanie',
      designer: 'Dana Brooks',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Baby', yards: 100 },
        { size: 'Toddler', yards: 140 },
        { size: 'Child', yards: 180 },
        { size: 'Adult', yards: 220 },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult'],
      techniques: ['in the round', 'top-down'],
    },
  },
  {
    id: 'meadow-crochet-cardigan',
    text: `Meadow Cardigan
Crochet pattern - design by Clara Moreau

Sizes: S (M, L, XL)
Finished bust: 92 (102, 112, 122) cm

Yarn: Aran weight, 900 (1020, 1150, 1280) m
Hook: 5 mm
Tension: 16 dc x 9 rows = 10 cm

Body is crocheted in one piece from the bottom up to the armholes; sleeves are worked in rows and
sewn in.`,
    expected: {
      title: 'Meadow Cardigan',
      designer: 'Clara Moreau',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m(900) },
        { size: 'M', yards: m(1020) },
        { size: 'L', yards: m(1150) },
        { size: 'XL', yards: m(1280) },
      ],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'kilim-tapestry-bag',
    text: `Kilim Market Bag
by Sofia Reyes

Tapestry crochet in single crochet: carry the unused colour inside the stitches.

Yarn: sport weight cotton
Color A: 250 yds
Color B: 150 yds
Hook: 3.5 mm (E-4)
Gauge: 20 sc and 22 rows = 4"
Finished size: 12" wide x 14" tall, plus handles`,
    expected: {
      title: 'Kilim Market Bag',
      designer: 'Sofia Reyes',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 400 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['tapestry crochet'],
    },
  },
  {
    id: 'seafoam-crochet-lace-shawl',
    text: `Seafoam Shawl
by Ines Duarte

An airy crochet lace triangle in fan and mesh stitches.

Yarn: 1 skein of Ocean Sock (fingering weight; 440 yds / 402 m per 100 g)
Hook: US G-6 (4 mm)
Gauge: 2 fan repeats and 8 rows = 4 in in lace pattern, blocked
Finished: 60 in wingspan, 28 in deep`,
    expected: {
      title: 'Seafoam Shawl',
      designer: 'Ines Duarte',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 440 }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'pixel-c2c-blanket',
    text: `Pixel Heart C2C Blanket
by Tara Singh

Corner-to-corner (C2C) blanket worked from a graph, one tile per square.

Yarn: super bulky (6), 1100 yds in total: 700 yds white, 400 yds red
Hook: 9 mm (M/N-13)
Gauge: 4 tiles = 5 in
Finished size: 40 x 40 in`,
    expected: {
      title: 'Pixel Heart C2C Blanket',
      designer: 'Tara Singh',
      craft_type: 'crochet',
      gauge: { stitches: 4, rows: null, inches: 5 },
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 1100 }],
      needle_sizes: [{ us: 'M/N-13', mm: 9 }],
      techniques: ['corner-to-corner'],
    },
  },
  {
    id: 'tunisian-ridge-scarf',
    text: `Ridge Scarf
Tunisian crochet by Eliska Novak

Yarn: chunky, 3 balls of 80 m each
Hook: 6 mm Tunisian (afghan) hook, 35 cm long
Gauge: 14 sts and 12 rows = 10 cm in Tunisian simple stitch

Finished size: 20 x 160 cm`,
    expected: {
      title: 'Ridge Scarf',
      designer: 'Eliska Novak',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 14, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['tunisian crochet'],
    },
  },
  {
    id: 'harvest-crochet-socks',
    text: `Harvest Socks
crocheted toe-up by Beth Collins

Sizes: Women's S (M, L)

Yarn: fingering weight sock yarn, 350 (390, 430) yds
Hook: 2.75 mm (C-2)
Gauge: 28 sc and 30 rnds = 4 in

Worked in the round from the toe up with a short-row heel.`,
    expected: {
      title: 'Harvest Socks',
      designer: 'Beth Collins',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 350 },
        { size: 'M', yards: 390 },
        { size: 'L', yards: 430 },
      ],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round', 'short rows'],
    },
  },
  {
    id: 'filet-table-runner',
    text: `Rose Filet Table Runner
by Maria Conti

Filet crochet from a chart: a filled block is 3 dc, an open mesh is dc, ch 2.

Thread: size 10 crochet cotton (lace weight), 2 balls of 350 yds
Hook: 1.5 mm steel hook
Gauge: 11 mesh squares = 4 in
Finished size: 14 x 40 in`,
    expected: {
      title: 'Rose Filet Table Runner',
      designer: 'Maria Conti',
      craft_type: 'crochet',
      gauge: { stitches: 11, rows: null, inches: 4 },
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 700 }],
      needle_sizes: [{ us: null, mm: 1.5 }],
      techniques: ['filet crochet'],
    },
  },
];
