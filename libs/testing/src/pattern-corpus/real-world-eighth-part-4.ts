import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_EIGHTH_CASES (split for the file-size rule; see real-world-eighth.ts). */
export const REAL_WORLD_EIGHTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-eighth-crochet-granny-square-cardigan-dash-sizes',
    text: `Patchwork Garden Cardigan
a crochet pattern by Lotte de Wit · UK terms

Size: S – M – L – XL
Finished chest: 96 – 106 – 116 – 126 cm

Yarn: Tulip Colour DK (100% acrylic). Each 100 g ball is approx. 300 m.
You will need, in total over the 6 colours: 600 – 700 – 800 – 900 g

Hook: 4 mm (US G-6)

Tension: 18 tr and 10 rows to 10 cm; one granny square measures 10 x 10 cm.

The fronts, back and sleeves are made from granny squares joined as you go; the bands
are worked in rows of dc along the edges.`,
    expected: {
      title: 'Patchwork Garden Cardigan',
      designer: 'Lotte de Wit',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(1800) },
        { size: 'M', yards: m(2100) },
        { size: 'L', yards: m(2400) },
        { size: 'XL', yards: m(2700) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw-eighth-filet-crochet-runner-cotton-thread-leaflet',
    text: `THREADCRAFT LEAFLET No. F-112

Rose Trellis Table Runner
in filet crochet

Finished size: approx. 30 x 90 cm

Materials:
2 balls Cordonnet Special cotton thread No. 10 (50 g, approx. 260 m each), White
Steel crochet hook US 8 / 1.5 mm

Gauge: 16 meshes and 16 rows = 10 cm

Filet crochet is worked from the chart: an open mesh is 1 dc, ch 2; a filled block is 4 dc.
Starch lightly and pin out to the measurements to dry.`,
    expected: {
      title: 'Rose Trellis Table Runner',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(520) }],
      gauge: { stitches: 16, rows: 16, inches: 4 },
      needle_sizes: [{ us: '8', mm: 1.5 }],
      techniques: ['filet crochet'],
    },
  },
  {
    id: 'rw-eighth-amigurumi-25g-each-of-four-colours',
    text: `Pocket Stegosaurus
amigurumi pattern by Yuki Tanaka-Berg

Finished height: about 12 cm

You will need:
• 25 g each of 4 colours of sport-weight cotton (50 g / 170 m): green, lime, cream, orange
• 2.75 mm (US C-2) crochet hook
• 6 mm safety eyes, toy stuffing, stitch marker

The body is worked in the round in a continuous spiral; the plates are worked flat and
sewn on.`,
    expected: {
      title: 'Pocket Stegosaurus',
      designer: 'Yuki Tanaka-Berg',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(340) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-eighth-kids-crochet-dress-years-balls',
    text: `Poppy Field Dress
Design by Amélie de la Croix

Sizes: 3 (4, 5, 6) yrs
Chest: 56 (58, 61, 64) cm

Yarn: Soleil Cotton DK (100% cotton, 50 g balls, approx. 115 m)
4 (5, 5, 6) balls in Poppy

Hooks: 3.5 mm (US E-4) and 4 mm (US G-6)

Tension: 20 htr x 15 rows = 10 cm on 4 mm hook (UK terms)

The yoke is worked top-down in rows, then the skirt is joined and worked in the round.`,
    expected: {
      title: 'Poppy Field Dress',
      designer: 'Amélie de la Croix',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '3 yrs', yards: m(460) },
        { size: '4 yrs', yards: m(575) },
        { size: '5 yrs', yards: m(575) },
        { size: '6 yrs', yards: m(690) },
      ],
      gauge: { stitches: 20, rows: 15, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['3 yrs', '4 yrs', '5 yrs', '6 yrs'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
