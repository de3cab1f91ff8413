import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw44-15-dutch-designer-crochet-pet-bed-super-chunky-skeins',
    text: `NESTJE
Pet Bed
A round, squashy crochet bed for cats and small dogs
Design: Femke de Wit
Foto’s / photos: Bas Verhoeven
Studio Wolwerk · Nestje Pet Bed · 2/5
FINISHED SIZE
Approx. 55 cm (21½ in) diameter, rim 14 cm (5½ in) high.
MATERIALS
Yarn
Super chunky / jumbo yarn
3 skeins of Wolwerk Dikkertje (100% cotton tube yarn;
200 g / approx. 80 m per skein), colour Mosgroen
Hook
10 mm (US N/P-15)
Notions
Stitch marker, large-eye tapestry needle,
a round cushion insert of 50 cm (optional)
Gauge
8 sc and 7 rounds = 10 cm (4 in) in sc worked in the
round, with 10 mm hook.
Studio Wolwerk · Nestje Pet Bed · 3/5
NOTES
– The bed is worked in joined rounds from the centre of the base
outwards, then the rim is worked straight up without increasing
and folded over to the outside.
– Written in US crochet terms.
– The ch 1 at the start of a round does not count as a stitch.
– Join each round with a sl st in the ﬁrst sc.
ABBREVIATIONS
ch chain · sc single crochet · sl st slip stitch
inc 2 sc in the same stitch · blo back loop only
BASE
Make a magic ring.
Rnd 1: Ch 1, 6 sc in ring, join. (6 sts)
Rnd 2: Ch 1, inc in each st around, join. (12 sts)
Rnd 3: Ch 1, *sc in next st, inc; rep from * around, join. (18 sts)
Rnd 4: Ch 1, *sc in next 2 sts, inc; rep from * around, join. (24 sts)
Rnd 5: Ch 1, *sc in next 3 sts, inc; rep from * around, join. (30 sts)
Continue increasing 6 sts every round in this way until you have
132 sts (Rnd 22). The base should measure approx. 50 cm across.
RIM
Rnd 23: Ch 1, sc blo in each st around, join. (132 sts)
Rnds 24–42: Ch 1, sc in each st around, join.
Fasten off and weave in ends.
3
© Femke de Wit / Studio Wolwerk 2025 · wolwerk.nl
Alle rechten voorbehouden · All rights reserved`,
    expected: {
      title: 'Nestje Pet Bed',
      designer: 'Femke de Wit',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(3 * 80) }],
      gauge: { stitches: 8, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw44-16-us-magazine-bonus-tapestry-crochet-stocking-three-skeins',
    text: `HOOK & HEARTH · HOLIDAY 2025 · BONUS PATTERN
DECK THE HALLS
Evergreen Stocking
Little pine trees march around this roomy stocking,
worked in tapestry crochet from the cuff down.
BY JOLENE PARRISH
Photography by Marcus Lee
HOOK & HEARTH | HOLIDAY 2025 | 41
SKILL LEVEL
●●●○ Intermediate
FINISHED SIZE
7" (18 cm) wide across the leg and 19" (48 cm) long from top of
cuff to heel.
YARN
Valley Mills Heritage Worsted (100% acrylic; medium #4;
7 oz/198 g; 364 yds/333 m): 1 skein each of
#0311 Cranberry (A), #0520 Pine (B) and #0001 Snow (C)
HOOK
US H-8 (5 mm)
NOTIONS
Stitch markers, tapestry needle, 1 pompom maker (optional)
GAUGE
14 sc and 16 rnds = 4" (10 cm) in tapestry crochet pattern.
NOTES
1. The stocking is worked in joined rounds from the cuff down to the
toe, with an afterthought heel.
2. When working tapestry crochet, carry the unused color along the
top of the previous round and work over it.
3. Change color in the last yarn over of the stitch before the new
color is needed.
HOOK & HEARTH | HOLIDAY 2025 | 42
CUFF
With A, ch 50, join with sl st in first ch to form a ring, being
careful not to twist.
Rnd 1: Ch 1, sc in each ch around, join with sl st in first sc. (50 sc)
Rnds 2–8: Ch 1, sc in each st around, join.
Fasten off A.
LEG
Rnd 9: Join B and C; working over C, ch 1, sc in each st around with
B, join. (50 sc)
Rnds 10–24: Work Chart from Rnd 1 to Rnd 15.
Continued on page 86
ALSO IN THIS ISSUE
Snowdrift Tree Skirt (6 skeins) · Jingle Garland (1 skein each of 3 colors)
© 2025 Hook & Hearth Media. For personal use only.`,
    expected: {
      title: 'Evergreen Stocking',
      designer: 'Jolene Parrish',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 3 * 364 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['tapestry crochet', 'top-down', 'in the round'],
    },
  },
];
