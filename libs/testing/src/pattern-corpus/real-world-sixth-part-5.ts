import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_SIXTH_CASES (split for the file-size rule; see real-world-sixth.ts). */
export const REAL_WORLD_SIXTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-sixth-crochet-tank-sizes-by-finished-bust-inches',
    text: `SUMMER CROCHET STUDIO — PATTERN 12
Breezeway Tank

Sizes: 30 (34, 38, 42, 46, 50)" finished bust
Meant to be worn with 0–2" of positive ease; pick the size closest to your bust measurement.
Length from shoulder: 21 (21½, 22, 22½, 23, 23½)"

Yarn: sport weight cotton (1.75 oz/50 g; 136 yds/124 m per ball)
   4 (5, 5, 6, 7, 7) balls
Hook: 3.75 mm (F-5)
Other: stitch markers, tapestry needle

Gauge: 22 sts and 12 rows = 4" in dc, blocked.

The body is worked bottom up in the round to the armholes, then the front and back are worked
separately in rows.`,
    expected: {
      title: 'Breezeway Tank',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '30', yards: 4 * 136 },
        { size: '34', yards: 5 * 136 },
        { size: '38', yards: 5 * 136 },
        { size: '42', yards: 6 * 136 },
        { size: '46', yards: 7 * 136 },
        { size: '50', yards: 7 * 136 },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      // As the other batches write a size named by a measurement: its number ("30" for 30" finished bust).
      sizes: ['30', '34', '38', '42', '46', '50'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-sixth-crochet-kids-age-table-balls-row',
    text: `Sunny Days Pullover
Crochet pattern for kids · Designed by Tove Lindqvist

Size             2 yrs     4 yrs     6 yrs     8 yrs     10 yrs
Chest            56 cm     61 cm     66 cm     71 cm     76 cm
Length           36 cm     40 cm     44 cm     48 cm     52 cm
Yarn (balls)     4         5         6         7         8

Yarn: Pixie Cotton DK (100% cotton; 50 g, approx. 105 m per ball), shade 08 Sunflower
Hooks: 3.5 mm (E-4) and 4 mm (G-6)
Tension: 18 htr and 13 rows = 10 cm square on 4 mm hook

UK crochet terms are used throughout (htr = half treble crochet).`,
    expected: {
      title: 'Sunny Days Pullover',
      designer: 'Tove Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 yrs', yards: m(4 * 105) },
        { size: '4 yrs', yards: m(5 * 105) },
        { size: '6 yrs', yards: m(6 * 105) },
        { size: '8 yrs', yards: m(7 * 105) },
        { size: '10 yrs', yards: m(8 * 105) },
      ],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['2 yrs', '4 yrs', '6 yrs', '8 yrs', '10 yrs'],
    },
  },
  {
    id: 'rw-sixth-crochet-bucket-hat-web-address-fits-head-no-size-word',
    text: `www.hookandharbor.com/free-patterns/seaside-bucket-hat
Seaside Bucket Hat

Fits an average adult head, 21–22" (53–56 cm) around. Brim is 2½" wide.

Materials
• Worsted weight cotton: 2 balls (each 70 g / 2.5 oz, 120 yds / 110 m)
• 5 mm (H-8) hook
• Stitch marker

Gauge: 14 sc and 16 rnds = 4" / 10 cm

Notes: The hat is worked in joined rounds with the right side always facing.
Ch 1 at the start of a round does not count as a stitch.`,
    expected: {
      title: 'Seaside Bucket Hat',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 120 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-sixth-uk-crochet-leaflet-double-knitting-approx-per-ball',
    text: `THORNBURY YARNS  ·  LEAFLET No. 7742
Sunburst Square Cushion
Crochet

MEASUREMENTS
Cover fits a 40 cm (16 in) square cushion pad.

MATERIALS
Thornbury Double Knitting (100g/approx. 300m)
2 balls Cream (A), 1 ball each Sage (B) and Rust (C)
4mm (US G-6) crochet hook
40 cm square cushion pad
4 buttons

TENSION
16 sts and 9 rows to 10cm over trebles using 4mm hook.

ABBREVIATIONS
ch = chain; ss = slip stitch; dc = double crochet; tr = treble; sp = space.`,
    expected: {
      title: 'Sunburst Square Cushion',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(4 * 300) }],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
];
