import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 5 of REAL_WORLD_CASES: a second round of tuned-on texts, other publishers' layouts of the issue's kinds
 * (bare and accented designer lines, slashes for "per", a unit in a table's label, a count with the skein's
 * length in parentheses, ages as sizes). The reader's first reading of each is in the commit that added them.
 */
export const REAL_WORLD_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-bare-hyphenated-designer-slash-gauge',
    text: `Saltmarsh Shawl
Eva-Lotta Berg

Yarn: 2 skeins of fingering weight (400 m / 100 g)
Needles: 4 mm
Gauge: 22 sts & 40 rows / 4" in garter`,
    expected: {
      title: 'Saltmarsh Shawl',
      designer: 'Eva-Lotta Berg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
    },
  },
  {
    id: 'rw-studio-designer-mc-cc-per-size',
    text: `Drift Cowl
Two Sheep Knits

Sizes: Small (Large)
Yardage: MC 150 (200) yds; CC 50 (70) yds of worsted weight
Needles: US 8 / 5mm 16" circular
Gauge: 18 sts & 24 rnds / 4" in stockinette`,
    expected: {
      title: 'Drift Cowl',
      designer: 'Two Sheep Knits',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Small', yards: 200 },
        { size: 'Large', yards: 270 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['Small', 'Large'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-particle-ni-numbered-sizes',
    text: `Kelp Forest Pullover
a seamless yoke by Niamh Ní Dhomhnaill

Sizes: 1 (2, 3, 4, 5, 6)
To fit bust: 32 (36, 40, 44, 48, 52)"
Yarn: 900 (1000, 1100, 1250, 1400, 1550) yds sport weight
Needles: 3.5 mm and 3.75 mm
Gauge: 24 sts x 32 rnds / 10 cm`,
    expected: {
      title: 'Kelp Forest Pullover',
      designer: 'Niamh Ní Dhomhnaill',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 900 },
        { size: '2', yards: 1000 },
        { size: '3', yards: 1100 },
        { size: '4', yards: 1250 },
        { size: '5', yards: 1400 },
        { size: '6', yards: 1550 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-book-number-japanese-needles',
    text: `No. 22 Cabled Vest
Tools: Knitting needles No. 8 (4.5 mm) and No. 6 (3.9 mm)
Materials: wool 300 g / 8 balls (1 ball = 40 g, approx. 86 m)
Gauge: Pattern A 26 sts, 30 rows = 10 cm square`,
    expected: {
      title: 'Cabled Vest',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: m(8 * 86) }],
      gauge: { stitches: 26, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: null, mm: 3.9 },
      ],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-age-range-sizes-for-yarn-house',
    text: `Bluebell Cardigan
Designed by Rhiannon Price for Moorland Yarns

SIZES
To fit age 1-2 (3-4, 5-6, 7-8) years

YARN
Moorland Baby DK
3 (3, 4, 5) x 50g balls
Each 50 g ball approx. 135 m.

NEEDLES
3.25 mm and 4 mm`,
    expected: {
      title: 'Bluebell Cardigan',
      designer: 'Rhiannon Price',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(3 * 135) },
        { size: '3-4 years', yards: m(3 * 135) },
        { size: '5-6 years', yards: m(4 * 135) },
        { size: '7-8 years', yards: m(5 * 135) },
      ],
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
    },
  },
  {
    id: 'rw-skein-count-length-in-parens-per-size',
    text: `STORMY SEAS SOCKS
by Morwenna Trelawny

Size: Women's M (Men's L)
Yarn: Sock yarn, 1 (2) x 100 g skein (425 m / 465 yds)
Needles: 2.5 mm (US 1½)
Tension: 8 sts and 11 rnds per inch`,
    expected: {
      title: 'Stormy Seas Socks',
      designer: 'Morwenna Trelawny',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: "Women's M", yards: 465 },
        { size: "Men's L", yards: 930 },
      ],
      gauge: { stitches: 8, rows: 11, inches: 1 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ["Women's M", "Men's L"],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-unit-in-table-label',
    text: `Sea Thrift Tee
Designer: Ana van Leeuwen

Size           1      2      3      4
Bust (cm)      86     96     106    116
Yarn (g)       200    250    250    300

Yarn: Linen Fingering, 50 g = 150 m
Needles: 3 mm circular needle
Gauge: 26 sts and 36 rows = 10 cm`,
    expected: {
      title: 'Sea Thrift Tee',
      designer: 'Ana van Leeuwen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: m(600) },
        { size: '2', yards: m(750) },
        { size: '3', yards: m(750) },
        { size: '4', yards: m(900) },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      sizes: ['1', '2', '3', '4'],
    },
  },
  {
    id: 'rw-accented-bare-designer',
    text: `Quayside Pullover
Karin Öberg

SIZES: XS [S: M: L: XL: 2XL]
Yarn: 8 [9: 10: 11: 12: 13] balls of Aran (each ball 100 g / 160 m / 175 yds)
Needles: 5 mm [US 8] and 4.5 mm [US 7]
Tension: 17 sts and 23 rows to 10 cm`,
    expected: {
      title: 'Quayside Pullover',
      designer: 'Karin Öberg',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: 8 * 175 },
        { size: 'S', yards: 9 * 175 },
        { size: 'M', yards: 10 * 175 },
        { size: 'L', yards: 11 * 175 },
        { size: 'XL', yards: 12 * 175 },
        { size: '2XL', yards: 13 * 175 },
      ],
      gauge: { stitches: 17, rows: 23, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
    },
  },
];
