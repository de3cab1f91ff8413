import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_EIGHTH_CASES (split for the file-size rule; see real-world-eighth.ts). */
export const REAL_WORLD_EIGHTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-eighth-baby-hat-newborn-months-one-ball',
    text: `Pebble Baby Hat
Designed by Siobhan Ní Bhriain

Sizes: newborn (3 mo, 6 mo, 12 mo)
Head circumference: 33 (38, 42, 46) cm

Yarn: 1 ball Snuggly Baby DK (50 g; approx. 165 m) in Dove Grey
Needles: 3.25 mm (UK 10, US 3) and 4 mm (UK 8, US 6) double-pointed needles
Tension: 22 sts and 28 rows = 10 cm over stocking stitch on 4 mm needles

The hat is worked in the round from the brim upwards; the crown is closed by drawing
the yarn through the last stitches.`,
    expected: {
      title: 'Pebble Baby Hat',
      designer: 'Siobhan Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(165) }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['newborn', '3 mo', '6 mo', '12 mo'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-eighth-toe-up-socks-us-womens-shoe-sizes',
    text: `Trailhead Socks
by Dana Whitfield

Sizes: US women's shoe sizes 6-7 (8-9, 10-11)
Foot circumference: 7½ (8, 8½)"

Yarn: Yarnbird Sock (fingering; 75% superwash merino, 25% nylon; 100 g / 400 yds / 366 m)
1 (1, 2) skeins, shown in Campfire

Needles: US 1 (2.25 mm) 32" circular needle for magic loop

Gauge: 8 sts = 1" in stockinette in the round

These socks are worked toe-up. The heel is turned with short rows, then the leg is
worked to the cuff and bound off with a stretchy bind-off.`,
    expected: {
      title: 'Trailhead Socks',
      designer: 'Dana Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '6-7', yards: 400 },
        { size: '8-9', yards: 400 },
        { size: '10-11', yards: 800 },
      ],
      gauge: { stitches: 8, rows: null, inches: 1 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['6-7', '8-9', '10-11'],
      techniques: ['bottom-up', 'short rows', 'in the round'],
    },
  },
  {
    id: 'rw-eighth-entrelac-scarf-grams-length-per-weight-elsewhere',
    text: `www.glenmoorwool.co.uk/patterns/free

Harlequin Entrelac Scarf
Designed by Euan MacLeod

Glenmoor Aran is a 100% British wool spun in the Borders, 100 m per 50 g ball.

You will need
300 g Glenmoor Aran in Heather
A pair of 5 mm (US 8) needles

Tension
18 sts and 24 rows to 10 cm over stocking stitch.

Finished measurements
Approx. 20 cm wide and 170 cm long.

Entrelac looks like woven strips but is knitted in one piece: base triangles, then tiers
of rectangles picked up along the edges, and finishing triangles.`,
    expected: {
      title: 'Harlequin Entrelac Scarf',
      designer: 'Euan MacLeod',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(600) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['entrelac'],
    },
  },
  {
    id: 'rw-eighth-intarsia-cushion-uk-double-knitting-balls-each',
    text: `Pattern by Ruth Ellison | Hedgerow Intarsia Cushion

To fit a 40 cm (16") square cushion pad.

Yarn: Thornbury Pure Wool Double Knitting, 50 g balls (approx. 125 m)
3 balls in Moss (MC); 1 ball each in Berry (CC1) and Cream (CC2)

Needles: a pair of 4 mm (No. 8) needles
Tension: 22 sts and 28 rows to 10 cm measured over st st.

The front is knitted in intarsia from the chart: use a separate length of yarn for each
area of colour and twist the yarns at each change. The back is plain in MC.`,
    expected: {
      title: 'Hedgerow Intarsia Cushion',
      designer: 'Ruth Ellison',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(625) }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['intarsia'],
    },
  },
];
