import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_EIGHTEENTH_CASES (split for the file-size rule; see real-world-eighteenth.ts). */
export const REAL_WORLD_EIGHTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw18-17',
    text: `Saffron Lace Tee
crochet pattern · Ngaio Fairweather

Thank you for buying this pattern through Payhip! Your purchase includes free updates –
you'll get an email whenever a new version is uploaded.

Size guide
Finished bust: 30 (34, 38, 42, 46, 50, 54, 58, 62)" / 76 (86, 96.5, 106.5, 117, 127, 137,
147, 157.5) cm
Choose a size with 2–6" of positive ease. The sample is size 38, worn with 4" of ease.

Yarn
Sport weight cotton – Brightwater Cotton Sport (100% cotton; 50 g / 150 m)
Grams needed: 200 (230, 260, 300, 340, 380, 420, 470, 520) g

Hook
3.5 mm crochet hook

Gauge
2 repeats of the lace pattern (20 sts) and 12 rows = 10 cm, blocked

Construction
The tee is worked top-down from the neckline in joined rounds. The lace yoke is widened
with increases in the solid rounds until it divides for the sleeves; the body continues in
rounds to the hem and the short sleeves are finished with a picot edge.

Ngaio Fairweather Designs · Saffron Lace Tee v1.2 · page 1 of 8`,
    expected: {
      title: 'Saffron Lace Tee',
      designer: 'Ngaio Fairweather',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '30', yards: m(600) },
        { size: '34', yards: m(690) },
        { size: '38', yards: m(780) },
        { size: '42', yards: m(900) },
        { size: '46', yards: m(1020) },
        { size: '50', yards: m(1140) },
        { size: '54', yards: m(1260) },
        { size: '58', yards: m(1410) },
        { size: '62', yards: m(1560) },
      ],
      gauge: { stitches: 20, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['30', '34', '38', '42', '46', '50', '54', '58', '62'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw18-18',
    text: `Loomhaven · Free Patterns · Home

Dune Pouf Cover
Designed by Carys Mbatha

A chunky textured cover that turns a round foam insert into a floor cushion – a quick
make for a reading corner.

Yarn: 6 balls Loomhaven Chunky Tube (100% recycled cotton; 200 g / 70 m / 77 yds per
ball), colour Sand
Yarn weight: super chunky (6)
Hook: 10 mm (US N/P-15)
Extras: round pouf insert 50 cm across and 35 cm tall, stitch marker, large-eye needle
Gauge: 7 sc and 8 rounds = 10 cm

Notes
The top and sides are worked in the round in a continuous spiral; the base is a separate
circle joined with slip stitches after the insert is in place.

Top
Rnd 1: 6 sc in a magic ring.
Rnd 2: 2 sc in each st around. (12 sts)

Love Loomhaven? Sign up for our newsletter and get 10% off your first order.`,
    expected: {
      title: 'Dune Pouf Cover',
      designer: 'Carys Mbatha',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 462 }],
      gauge: { stitches: 7, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw18-19',
    text: `COOKING WITH BRAMBLEFIELD
Recipes & Crafts from Our School Families · Bramblefield Primary School PTA

— 34 —

NANA RUTH'S FLAPJACKS
Makes 12
250 g rolled oats, 125 g butter, 100 g light brown sugar, 3 tbsp golden syrup
Heat the oven to 180°C / 160°C fan. Melt the butter, sugar and syrup, stir in the oats and
press into a 20 cm square tin. Bake for 25 minutes.
Submitted by the Henderson family (Year 5)

CRAFT CORNER: SUNNY DISH SCRUBBY
Contributed by Opal Henshaw, Year 3 teacher and crochet club leader

Keep one next to the sink with your baking things! It is made in cotton, so it can go in
the washing machine with the tea towels.

You will need
- 1 ball of 100% cotton worsted-weight yarn (about 70 g / 120 yds) in yellow
- A 5 mm (H-8) crochet hook
- Scissors and a darning needle

Finished size: about 10 cm (4 in) across. Gauge doesn't matter for this one!

The scrubby is worked in the round, starting with a magic ring.
Rnd 1: Ch 3, 11 dc in the ring, join with a sl st to the top of the ch-3. (12 dc)

— 35 —`,
    expected: {
      title: 'Sunny Dish Scrubby',
      designer: 'Opal Henshaw',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 120 }],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw18-20',
    text: `Downloaded from LoveCrafts · Order #LC-4471902 · Licensed to the purchaser for personal use

Aster Field Wrap
a top-down crochet triangle in lace mesh
Design: Ottilie Marsh

MATERIALS
Yarn: 3 skeins of Hollowbrook Merino Fingering (100% merino; 100 g / 365 m / 399 yds),
colour Aster. The sample used approx. 1000 m / 1094 yds.
Hook: 4 mm (G-6)
Notions: locking stitch markers, tapestry needle, blocking mats and pins

GAUGE
In the mesh pattern, after blocking: 20 sts and 10 rows = 10 cm.

FINISHED MEASUREMENTS
Wingspan 180 cm / 71", depth at centre back 85 cm / 33½", after blocking.

CONSTRUCTION
The wrap is worked from the top down, starting at the centre of the neck edge with a few
chains. Increases at each edge and at the centre spine shape the triangle; the lace mesh
is finished with a scalloped border.

Ottilie Marsh · Aster Field Wrap · p. 2`,
    expected: {
      title: 'Aster Field Wrap',
      designer: 'Ottilie Marsh',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1197 }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
];
