import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Knitted hats, socks, shawls and scarves: fewer sizes, often one amount for all. */
export const KNITTING_ACCESSORY_CASES: PatternCorpusCase[] = [
  {
    id: 'ridgeway-hat',
    text: `Ridgeway Hat
by Colm Byrne

Sizes: Child (Adult S, Adult L)
Finished circumference (unstretched): 16 (18, 20)"

Yarn: worsted weight, 180 (200, 220) yds
Needles: US 6 (4 mm) and US 8 (5 mm) 16" circular needles, and a set of US 8 DPNs for the crown
Gauge: 20 sts = 4" in 2x2 rib on larger needle, unstretched

The hat is worked in the round from the brim up. Decrease the crown with k2tog and ssk.`,
    expected: {
      title: 'Ridgeway Hat',
      designer: 'Colm Byrne',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 180 },
        { size: 'Adult S', yards: 200 },
        { size: 'Adult L', yards: 220 },
      ],
      gauge: { stitches: 20, rows: null, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'wayfarer-socks-toe-up',
    text: `Wayfarer Socks
A toe-up sock pattern by Hanna Lind

Sizes: S (M, L)
Foot circumference: 7 (8, 9) in

Yarn: fingering / sock weight, 400 yds (366 m) for all sizes
Needle: US 1 (2.25 mm) 32" circular for magic loop, or DPNs
Gauge: 32 sts and 44 rnds = 4" in stockinette stitch worked in the round

The sock begins with Judy's magic cast-on at the toe. The heel is a short-row heel worked with German
short rows, and the leg ends in 1x1 rib.`,
    expected: {
      title: 'Wayfarer Socks',
      designer: 'Hanna Lind',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 400 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'short rows', 'in the round'],
    },
  },
  {
    id: 'moth-wing-shawl',
    text: `Moth Wing Shawl
by Delia Marsh

A crescent shawl with an allover lace pattern, worked from the top down.

Finished measurements after blocking: 64" wingspan, 18" deep

Yarn: lace weight, 1 skein of Gossamer Lace (100% silk mohair; 1200 yds / 100 g)
Needles: US 4 (3.5 mm) 32" circular
Notions: blocking wires and pins

Gauge is not critical for this project, but a different gauge will change the size and the yardage.

Chart A is worked on RS rows only; on WS rows purl all sts.`,
    expected: {
      title: 'Moth Wing Shawl',
      designer: 'Delia Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 1200 }],
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'ember-brioche-scarf',
    text: `Ember Brioche Scarf
by Noor Haddad

Two-colour brioche makes a squishy reversible scarf.

Finished size: 9 in wide x 70 in long

Materials
Chunky weight yarn in two colours:
Colour A: 2 skeins, Colour B: 2 skeins (each skein 110 yds / 100 g)
US 10.5 (6.5 mm) 24" circular needle

Gauge
12 sts and 28 rows = 4 in in two-colour brioche rib (each visible column counts as one stitch)`,
    expected: {
      title: 'Ember Brioche Scarf',
      designer: 'Noor Haddad',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 440 }],
      gauge: { stitches: 12, rows: 28, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      techniques: ['brioche'],
    },
  },
  {
    id: 'shetland-mittens',
    text: `Shetland Fair Isle Mittens
by Morag Leask

Sizes: Woman's (Man's)

Yarn: Jamieson's Spindrift 4-ply (fingering weight), 1 ball each of MC and CC (each ball 105 m / 25 g)
Needles: 2.75mm (US 2) double-pointed needles
Tension: 32 sts and 32 rounds to 10cm over Fair Isle pattern

The mittens are worked in the round. The thumb gusset is worked in the chart and the thumb stitches
are put on waste yarn.`,
    expected: {
      title: 'Shetland Fair Isle Mittens',
      designer: 'Morag Leask',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(210) }],
      gauge: { stitches: 32, rows: 32, inches: 4 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      sizes: ["Woman's", "Man's"],
      techniques: ['colorwork', 'fair isle', 'in the round'],
    },
  },
  {
    id: 'tessellate-mosaic-cowl',
    text: `Tessellate Cowl
by Jun Park

A mosaic-knit cowl: only one colour is used in each round, the other is slipped.

Yarn: DK weight, MC 150 yds and CC 150 yds
Needles: US 6 (4 mm) 24 inch circular
Gauge: 22 sts and 40 rnds = 4 in in mosaic pattern
Finished circumference: 48 in; height 10 in

Worked in the round. Join without twisting.`,
    expected: {
      title: 'Tessellate Cowl',
      designer: 'Jun Park',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 300 }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['mosaic', 'in the round'],
    },
  },
  {
    id: 'cuff-down-socks-metric',
    text: `Kiri Socks
Sandra Weiss

Sizes: S (M, L) - foot circumference 18 (20, 22) cm

Yarn: sock yarn, 100 g / 420 m
Needles: 2.5mm DPNs, or a long circular needle for magic loop
Tension: 30 sts and 42 rows = 10 cm in stocking stitch

Cuff-down socks with a heel flap and gusset. Worked in the round throughout.`,
    expected: {
      title: 'Kiri Socks',
      designer: 'Sandra Weiss',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(420) }],
      gauge: { stitches: 30, rows: 42, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'patchwork-entrelac-throw',
    text: `Patchwork Throw
by Greta Vos

Finished size: approximately 36 x 40 in

Yarn: Aran weight wool, 1800 yds total
Needles: US 9 (5.5 mm) 32" circular, used flat
Gauge: 16 sts = 4" in stockinette

Worked in entrelac: base triangles, then tiers of rectangles picked up along the edges of the tier
before, and top triangles.`,
    expected: {
      title: 'Patchwork Throw',
      designer: 'Greta Vos',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 1800 }],
      gauge: { stitches: 16, rows: null, inches: 4 },
      needle_sizes: [{ us: '9', mm: 5.5 }],
      techniques: ['entrelac'],
    },
  },
  {
    id: 'everyday-dishcloth',
    text: `Everyday Dishcloth

Yarn: cotton worsted, approx. 70 yds
Needles: US 7
Gauge: not important
Finished size: approx. 8 in square

Cast on 40 sts. Knit every row until the cloth is square. Bind off.`,
    expected: {
      title: 'Everyday Dishcloth',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 70 }],
      needle_sizes: [{ us: '7', mm: 4.5 }],
    },
  },
];
