import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_CASES (split for the file-size rule; see real-world.ts). */
export const REAL_WORLD_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-pipe-byline-particle',
    text: `Tern Lace Scarf | Pattern by Willem van den Berg

Yarn: 2 skeins Coastline Lace (800 m / 100 g)
Needles: 3.5 mm (US 4)
Gauge: 2 pattern repeats (20 sts) and 28 rows = 4" after blocking

Finished size: 30 x 180 cm. A lace scarf knitted flat.`,
    expected: {
      title: 'Tern Lace Scarf',
      designer: 'Willem van den Berg',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(1600) }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fraction-needles-and-gauge',
    text: `Lark Socks
by Dagny Solberg

Sizes: S (M, L)
Yarn: Fingering weight sock yarn, 350 (400, 450) yds
Needles: US 2½ (3 mm) dpns
Gauge: 7½ sts = 1 inch in stockinette stitch

Toe-up with an afterthought heel.`,
    expected: {
      title: 'Lark Socks',
      designer: 'Dagny Solberg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 350 },
        { size: 'M', yards: 400 },
        { size: 'L', yards: 450 },
      ],
      gauge: { stitches: 7.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-chevron-repeat-gauge',
    text: `Zigzag Throw
Pattern by Beatrix Hollow

Finished size: 120 x 150 cm
Yarn: Dales Aran (100 g / 200 m), 7 balls
Needles: 5 mm (US 8) circular
Gauge: 2 chevron repeats (28 sts) and 20 rows = 4" in pattern`,
    expected: {
      title: 'Zigzag Throw',
      designer: 'Beatrix Hollow',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(1400) }],
      gauge: { stitches: 28, rows: 20, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw-uk-double-knitting',
    text: `Primrose Tank
by Hetty Blackwood

Sizes: 1 (2, 3, 4)
To fit bust 81 (91, 102, 112) cm

Yarn: 4 (5, 5, 6) x 50 g balls of any double knitting (approx. 100 m per ball)
Needles: 1 pair each 3.25 mm and 4 mm needles
Tension: 22 sts and 30 rows to 10 cm in stocking stitch`,
    expected: {
      title: 'Primrose Tank',
      designer: 'Hetty Blackwood',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(400) },
        { size: '2', yards: m(500) },
        { size: '3', yards: m(500) },
        { size: '4', yards: m(600) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4'],
    },
  },
  {
    id: 'rw-crochet-hook-pair',
    text: `Sunburst Market Bag
Crochet pattern by Lucía de la Cruz

Yarn: Sport weight cotton, 2 balls (50 g / 155 m each)
Hooks: 3.5 mm and 4 mm (E-4 and G-6)
Gauge: 18 sc and 20 rows = 4" with the 4 mm hook

Worked in the round from the base up; the handles are chain loops.`,
    expected: {
      title: 'Sunburst Market Bag',
      designer: 'Lucía de la Cruz',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(310) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      techniques: ['in the round'],
    },
  },
];
