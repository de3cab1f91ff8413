import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_NINETEENTH_CASES (split for the file-size rule; see real-world-nineteenth.ts). */
export const REAL_WORLD_NINETEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw19-09',
    text: `PIKE & PINE KNITS

Ptarmigan Mittens
stranded colourwork mittens for the whole family

Sizes: Child S (Child L, Adult S, Adult M, Adult L)
Hand circumference: 14 (16, 18, 20, 22) cm / 5½ (6¼, 7, 8, 8¾)"

Yarn: DK weight wool, 225 m per 100 g. Sample knit in Fellside DK.
MC (Peat): 25 (30, 40, 50, 60) g
CC (Snow): 15 (15, 20, 25, 30) g

Needles: 2.75 mm (US 2) and 3.25 mm (US 3) double-pointed needles, or a long circular
for magic loop.

Gauge: 28 sts and 30 rnds = 10 cm in stranded colourwork on 3.25 mm needles.

Notions: waste yarn for the thumb, stitch markers, tapestry needle.

Construction: The mittens are worked in the round from the cuff up. The thumb stitches
are placed on waste yarn and worked last.

                                        — 1 —

ABOUT THE DESIGNER
Ingrid Salomaa-Pike knits and designs in a cabin north of Thunder Bay. Find more of her
patterns at pikeandpine.example or say hello on Instagram @pikeandpineknits.
Test knitters: Beatrix, Jo, Leilani and Sam – thank you!

© 2025 Pike & Pine Knits. All rights reserved.                                     — 6 —`,
    expected: {
      title: 'Ptarmigan Mittens',
      designer: 'Ingrid Salomaa-Pike',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Child S', yards: m(90) },
        { size: 'Child L', yards: m(101.25) },
        { size: 'Adult S', yards: m(135) },
        { size: 'Adult M', yards: m(168.75) },
        { size: 'Adult L', yards: m(202.5) },
      ],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Child S', 'Child L', 'Adult S', 'Adult M', 'Adult L'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw19-10',
    text: `NISYROS COTTON MILL
Free pattern no. 58 · www.nisyroscotton.example

AGORA MARKET BAG
Crochet pattern by Eleni Papadakis-Storm

Finished size: approx. 34 cm wide x 38 cm tall (without handles). The mesh stretches a lot
when the bag is filled.

YOU WILL NEED
2 balls Nisyros Cotton 8/4 (100% mercerised cotton; 100 g = 340 m / 372 yds), shade 112
Aegean. Cotton 8/4 is a sport weight cotton.
Crochet hook 3.5 mm (US E-4)
Stitch marker, tapestry needle

TENSION
8 mesh spaces and 12 rows = 10 cm in mesh pattern.

CONSTRUCTION
The bag starts with a flat circle of dc for the base. The body is an openwork mesh worked in
joined rounds, followed by a firm sc band and the two handles.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · dc double crochet · sl st slip stitch · sp space

Care: machine wash at 40°C, reshape and dry flat.

Share your bag! #nisyroscotton                                              Nisyros Cotton Mill © 2025`,
    expected: {
      title: 'Agora Market Bag',
      designer: 'Eleni Papadakis-Storm',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 744 }],
      gauge: { stitches: 8, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'in the round'],
    },
  },
  {
    id: 'rw19-11',
    text: `Marram
a garter and lace crescent shawl

Ottilie Brandt-Moss

MATERIALS
Yarn: 2 skeins of fingering weight yarn, 395 m / 432 yds per 100 g skein. The sample uses
Dunehaven Fingering (100% Bluefaced Leicester) in Sandbar; about 1.6 skeins were used.
Needles: 4 mm (US 6) circular needle, 80 cm or longer
Notions: 2 stitch markers, blocking wires and pins, tapestry needle

FINISHED SIZE
Wingspan 190 cm / 75"; depth at centre 48 cm / 19", after blocking.

GAUGE
20 sts and 40 rows = 10 cm / 4" in garter stitch, after blocking.
Gauge is not critical for this shawl, but a different gauge will change the size and the
amount of yarn you need.

CONSTRUCTION
Marram is worked from the top down, starting with a garter tab cast-on. The body is garter
stitch with short rows shaping the crescent, and it ends with a deep lace border worked
from Chart A.

Questions? Find me on Ravelry as ottiliebrandtmoss.
Pattern © 2024 Ottilie Brandt-Moss. For personal use only; please do not distribute.      1/6`,
    expected: {
      title: 'Marram',
      designer: 'Ottilie Brandt-Moss',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 864 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw19-12',
    text: `Fig & Thimble · crochet patterns & little makes

Home » Hats » Sunday Slouch Beret

Sunday Slouch Beret (Free Crochet Pattern)
Written by Jolene Marchetti-Vu · Oct 14, 2024 · Jump to Pattern · Print

One size – fits most adult heads, 21-23" (53-58 cm) around. The beret is really stretchy,
so it also fits a 24" head with a little less slouch.

WHAT YOU'LL NEED
- Orchard Lane Worsted (100% wool; 218 yds / 199 m per 100 g), 1 skein in Fig. Any
worsted weight yarn will work.
- 5 mm (H-8) crochet hook
- 4.5 mm hook for the band (I go down half a size because my bands tend to flare)
- Stitch marker, yarn needle, pom pom maker (optional)

GAUGE
14 hdc and 11 rounds = 4" (10 cm).
Check: after Round 6 the crown should measure about 4" across.

PATTERN NOTES
- The beret is worked from the top down in joined rounds, starting at the centre of the
crown.
- The band is worked in front-post/back-post ribbing.

ADVERTISEMENT

You might also like: Sunday Slouch Mittens · Pumpkin Spice Cowl · Chunky Cable Hat (knit)

9 thoughts on "Sunday Slouch Beret"
Pam K. – I used a 6 mm hook and a bulky yarn and it came out great!`,
    expected: {
      title: 'Sunday Slouch Beret',
      designer: 'Jolene Marchetti-Vu',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 218 }],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
