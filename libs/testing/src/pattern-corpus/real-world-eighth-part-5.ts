import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_EIGHTH_CASES (split for the file-size rule; see real-world-eighth.ts). */
export const REAL_WORLD_EIGHTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-eighth-tapestry-crochet-tote-range-two-units',
    text: `Pattern by Lucía Fernández | Mesa Market Tote

Finished size: 12½" wide x 10¾" tall (32 x 27 cm), without handles

Yarn: worsted-weight cotton, 330-380 yds (300-350 m) in total over three colours:
Terracotta (MC), Sand (CC1) and Teal (CC2)

Hook: US 7 (4.5 mm)

Gauge: 16 sc and 17 rnds = 4" in tapestry crochet

The bag is worked in the round in tapestry crochet, carrying the unused
colours inside the stitches; the handles are worked in rows and sewn on.`,
    expected: {
      title: 'Mesa Market Tote',
      designer: 'Lucía Fernández',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 380 }],
      gauge: { stitches: 16, rows: 17, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['tapestry crochet', 'in the round'],
    },
  },
  {
    id: 'rw-eighth-knitted-gilet-to-fit-chest-cm-ranges',
    text: `Bracken Gilet
Designed by Tom van Rijn

To fit chest 81-86 (91-97, 102-107) cm
Actual measurement 96 (108, 120) cm

Yarn: Fellside Aran, 400 (450, 500) g in Bark

Needles: 1 pair each 4½ mm (US 7) and 5 mm (US 8) needles

Tension: 18 stitches in width and 24 rows vertically = 10 cm over stocking stitch on 5 mm
needles.

Yarn information: Fellside Aran is 100% British Bluefaced Leicester; 100 g = approx. 180 m.

The fronts are worked with cables on each side of the button band.`,
    expected: {
      title: 'Bracken Gilet',
      designer: 'Tom van Rijn',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81-86', yards: m(720) },
        { size: '91-97', yards: m(810) },
        { size: '102-107', yards: m(900) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81-86', '91-97', '102-107'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-eighth-knitted-lace-shawl-two-hanks-each',
    text: `saltmarshknits.net/shop/saltmarsh-shawl

Saltmarsh Shawl
by Imogen Pell

Yarn: 2 hanks (each 100 g, approx. 400 m) of fingering-weight merino, shade Estuary
Needles: 4 mm (US 6) circular needle, 80 cm
Gauge: 5 sts per inch in garter stitch, after blocking (gauge is not critical)

Blocked dimensions: 190 cm across the top edge, 80 cm deep

The shawl is worked top-down from the centre back neck, with lace panels that grow on
either side of the spine.`,
    expected: {
      title: 'Saltmarsh Shawl',
      designer: 'Imogen Pell',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 5, rows: null, inches: 1 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw-eighth-crochet-bobble-hat-one-ball-ounces',
    text: `Snowberry Bobble Hat
crochet pattern by Maggie Doyle

Fits an average adult head, 21–22" (53–56 cm) around.

Yarn: one ball of Cosy Chunky (3½ oz/100 g; 131 yds/120 m), shown in Cranberry
Hook: 6 mm (US J-10)
Gauge: 11 hdc and 9 rows = 4"

The hat is crocheted in the round from the brim up; rows of bobbles are worked in a band
above the ribbed brim. Add a faux-fur pompom if you like.`,
    expected: {
      title: 'Snowberry Bobble Hat',
      designer: 'Maggie Doyle',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 131 }],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up', 'bobbles'],
    },
  },
];
