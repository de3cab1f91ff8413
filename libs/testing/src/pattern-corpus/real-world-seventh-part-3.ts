import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_SEVENTH_CASES (split for the file-size rule; see real-world-seventh.ts). */
export const REAL_WORLD_SEVENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-seventh-vest-to-fit-chest-inches-metres-only',
    text: `Rannoch Vest
a vest for him (or anyone)
Iain MacGillivray · Highland Loom Studio

Size: to fit chest 36 (40, 44, 48)"
Finished chest: 40 (44, 48, 52)" — 4" of positive ease
Length to back neck: 25 (26, 27, 28)"

Yarn: Aran weight wool
550 (620, 700, 780) m

Needles: 4.5 mm and 5 mm circular needles, 80 cm; 4.5 mm 40 cm circular for the armbands

Tension: 18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles, after washing.

The body is worked in the round to the armholes, then the back and front are worked flat separately
and joined with a three-needle bind-off at the shoulders.`,
    expected: {
      title: 'Rannoch Vest',
      designer: 'Iain MacGillivray',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '36', yards: m(550) },
        { size: '40', yards: m(620) },
        { size: '44', yards: m(700) },
        { size: '48', yards: m(780) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-seventh-mittens-ball-each-mc-cc-gauge-per-inch-us-only',
    text: `Snowdrift Mittens — Free pattern from Prairie Wool Co.

SIZES  S – M – L  (hand circumference 7 – 7½ – 8½")

YARN  Prairie Worsted (100% Rambouillet; 220 yds per 100 g skein)
1 ball each in MC (Natural) and CC (Indigo) — enough for all three sizes

NEEDLES  US 5 and US 7 double-pointed needles (set of 5), or size to get gauge

GAUGE  6 1/2 sts = 1" in the stranded pattern on US 7 needles

NOTES  The mittens are worked in the round in stranded colorwork. The thumb stitches are placed on
waste yarn and picked up after the hand is finished. Carry floats loosely across the back.`,
    expected: {
      title: 'Snowdrift Mittens',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 220 }],
      gauge: { stitches: 6.5, rows: null, inches: 1 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-seventh-uk-aran-style-jumper-in-double-knitting-table',
    text: `Inis Meáin Aran Jumper
by Siobhán Ní Bhriain

A classic Aran jumper knitted in double knitting for a lighter fabric — not in Aran-weight yarn.

MEASUREMENTS
Size              S         M         L         XL
To fit bust       81-86     91-97     102-107   112-117   cm
Actual bust       96        106       117       127       cm
Length            62        64        66        68        cm

YOU WILL NEED
Ballyhoura Double Knitting (100% wool; 50g/approx. 113m)
                  11        12        14        15        x 50g balls
1 pair each 3.25mm (US 3) and 4mm (US 6) needles
Cable needle

TENSION
22 sts and 28 rows to 10cm over stocking stitch on 4mm needles.
The centre cable panel of 34 sts measures 12cm across.`,
    expected: {
      title: 'Inis Meáin Aran Jumper',
      designer: 'Siobhán Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(11 * 113) },
        { size: 'M', yards: m(12 * 113) },
        { size: 'L', yards: m(14 * 113) },
        { size: 'XL', yards: m(15 * 113) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-seventh-brioche-cowl-two-colours-skein-each',
    text: `two-tone brioche · pattern no. 07

Saltmarsh Cowl
Design: Kerensa Vos

Size: one size fits most adults — 54 cm / 21¼" around and 23 cm / 9" tall

Yarn: 2 colours, 1 skein each
Light colour (LC) and dark colour (DC): Ebb & Flow Singles DK (100% merino; 100 g, 212 m / 232 yds)

Needles: 4.5 mm (US 7) 40 cm circular; 4 mm (US 6) for the cast-on

Gauge: 16 sts and 36 rnds = 10 cm / 4" in two-colour brioche, blocked (each column counts as one
stitch; 2 rounds make one visible row)

The cowl is worked in the round in two-colour brioche stitch; a tubular cast-on and bind-off give
stretchy edges.`,
    expected: {
      title: 'Saltmarsh Cowl',
      designer: 'Kerensa Vos',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 2 * 232 }],
      gauge: { stitches: 16, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['One size'],
      techniques: ['brioche', 'in the round'],
    },
  },
];
