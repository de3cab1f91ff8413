import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 6 of REAL_WORLD_CASES: a third round of tuned-on texts (a web address and a collection above the title, a
 * chest heading over a size table, ages with slashes, a dashed materials list, a hat known by its circumference).
 */
export const REAL_WORLD_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw-web-address-fitted-circumference',
    text: `www.northsealoops.co.uk
FREE PATTERN
Gull Island Beanie

Yarn: 1 ball of Chunky (100 g / 80 m)
Needles: 6 mm and 7 mm
Tension: 13 sts and 18 rows to 10 cm over st st on 7 mm needles
Finished circumference 50 cm (unstretched)`,
    expected: {
      title: 'Gull Island Beanie',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(80) }],
      gauge: { stitches: 13, rows: 18, inches: 4 },
      needle_sizes: [
        { us: '10', mm: 6 },
        { us: null, mm: 7 },
      ],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-collection-particles-hyphen-designer',
    text: `THE WINTER COLLECTION
Frostbite Mittens
by Ingrid van der Berg-Holm

Sizes: Child (Woman, Man)
Yarn: 100 (150, 200) m of DK
Needles: 3.5 mm DPNs
Gauge: 5½ sts = 1" in stockinette`,
    expected: {
      title: 'Frostbite Mittens',
      designer: 'Ingrid van der Berg-Holm',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Child', yards: m(100) },
        { size: 'Woman', yards: m(150) },
        { size: 'Man', yards: m(200) },
      ],
      gauge: { stitches: 5.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-chest-heading-over-table-hanks',
    text: `Marlow Raglan
Halley Stevens

Finished chest measurement
34    38    42    46    50    in
86    97    107   117   127   cm

Yarn
Heritage Aran   7    8    9    10    11   x 100g hanks
(each hank approx. 180 m)

Needles: 4.5 mm and 5 mm (US 7 and 8)
Tension: 18 sts and 24 rows = 10 cm`,
    expected: {
      title: 'Marlow Raglan',
      designer: 'Halley Stevens',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '34', yards: m(7 * 180) },
        { size: '38', yards: m(8 * 180) },
        { size: '42', yards: m(9 * 180) },
        { size: '46', yards: m(10 * 180) },
        { size: '50', yards: m(11 * 180) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['34', '38', '42', '46', '50'],
      techniques: ['raglan'],
    },
  },
  {
    id: 'rw-slashed-age-sizes',
    text: `Treetops Cardigan
Knitting pattern by Olga Ivanova

Size: 1/2 (3/4, 5/6, 7/8) yrs
Yarn: Fingering: 350 (400, 450, 500) m
Needles: US 2.5 / 3 mm and US 4 / 3.5 mm
Gauge: 7½ sts = 1 inch`,
    expected: {
      title: 'Treetops Cardigan',
      designer: 'Olga Ivanova',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1/2 yrs', yards: m(350) },
        { size: '3/4 yrs', yards: m(400) },
        { size: '5/6 yrs', yards: m(450) },
        { size: '7/8 yrs', yards: m(500) },
      ],
      gauge: { stitches: 7.5, rows: null, inches: 1 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['1/2 yrs', '3/4 yrs', '5/6 yrs', '7/8 yrs'],
    },
  },
  {
    id: 'rw-dashed-materials-list',
    text: `Daisy Chain Shawl
Ravelry PDF · Design by Poppy Ashworth

Materials
- Yarn: 1 skein of laceweight (100 g / 800 m)
- Needles: 3.5 mm (US 4)
- Gauge: not critical; 20 sts and 28 rows = 4" after blocking`,
    expected: {
      title: 'Daisy Chain Shawl',
      designer: 'Poppy Ashworth',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
    },
  },
];
