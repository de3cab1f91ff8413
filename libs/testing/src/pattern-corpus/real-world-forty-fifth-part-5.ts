import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw45-09-uk-kit-booklet-knitted-penguin',
    text: `HOLLYBANK CRAFT KITS · Kit code HB-K07 · Made in Yorkshire

PIP THE PENGUIN
Knitting kit – instruction booklet

Design © Rosalind Pike 2024
Booklet layout: Hollybank Studio

WHAT'S IN YOUR KIT
☑ 1 x 50 g ball Hollybank DK in Black (approx. 112 m per 50 g)
☑ 1 x 25 g ball Hollybank DK in White
☑ a small length of Orange for the beak and feet
☑ 1 pair 3 mm (US 2½) bamboo needles
☑ 1 pair 9 mm black safety eyes, 20 g toy stuffing, 1 tapestry needle
There is enough yarn in this kit to make one penguin with plenty to spare.

YOU WILL ALSO NEED
Scissors, a few pins and a row counter (optional).

FINISHED SIZE
Approx. 18 cm tall, sitting.

TENSION
Tension is not critical for a toy, but work tightly so the stuffing does not show.

HOW IT'S MADE
Pip is knitted flat in stocking stitch in four pieces (body, tummy patch, two wings) and
sewn together. The feet and beak are tiny strips that are folded and stitched in place.

ABBREVIATIONS
k knit · p purl · st st stocking stitch · inc knit into front and back of stitch ·
k2tog knit 2 together · rs right side · ws wrong side · st(s) stitch(es)

BODY
With Black, cast on 12 sts.
Row 1 (ws): Purl.
Row 2: Inc in every st. (24 sts)
Row 3 and every ws row: Purl.
Row 4: *K1, inc; rep from * to end. (36 sts)
Row 6: *K2, inc; rep from * to end. (48 sts)
Work 20 rows st st without shaping.

TUMMY PATCH
With White, cast on 8 sts. Working in st st, inc 1 st at each end of next and every
following alt row until there are 18 sts.

MAKING UP
Sew the tummy patch onto the body. Fit the safety eyes before you stuff and close the seam.

⚠ WARNING: Not suitable for children under 36 months. Contains small parts.
If giving to a young child, embroider the eyes instead of using safety eyes.

MORE HOLLYBANK KITS
Percy the Puffin (HB-K08): 2 balls DK · Hettie the Hedgehog (HB-K11): 1 ball Aran
Refill packs of Hollybank DK: 50 g / 112 m, £3.95

Need help? hello@hollybankcrafts.co.uk · www.hollybankcrafts.co.uk`,
    expected: {
      title: 'Pip the Penguin',
      designer: 'Rosalind Pike',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(112 + 56) }],
      needle_sizes: [{ us: '2.5', mm: 3 }],
    },
  },
  {
    id: 'rw45-10-us-lys-class-handout-fair-isle-headband',
    text: `THE KNITTING NOOK · 418 Main Street, Northfield, MN · (507) 555-0143
CLASS HANDOUT – Intro to Fair Isle: The Birchwood Headband
Tuesdays, Jan 13 & 20, 6:00–8:00 pm · Instructor: Dana Whitfield

Welcome to class! Please bring this handout both weeks. Class fee ($45) does not include
materials; class members get 10% off the yarn and needles below.

BIRCHWOOD HEADBAND
Designed by Dana Whitfield for The Knitting Nook

SIZE
One size: 19" circumference, stretches to fit 20–22" head.

MATERIALS
Fieldstone Sport (100% wool; 1.75 oz/50 g; 164 yds/150 m)
MC: 1 skein Charcoal
CC1: 1 skein Gold
CC2: 1 skein Cream
US 3 (3.25 mm) 16" circular needle
US 4 (3.5 mm) 16" circular needle
Stitch marker, tapestry needle
(You will have lots of yarn left – enough for a second headband or matching mitts!)

GAUGE
26 sts and 28 rnds = 4" in Fair Isle pattern on larger needle.
Please knit your gauge swatch in the round before the first class (homework!).

ABOUT THIS PROJECT
This headband is worked in the round in traditional Fair Isle colorwork: two colors per
round, stranded across the back. The lining is knit in MC on the smaller needle and folded
to the inside, so no floats touch your ears.

WEEK 1
- Casting on and joining in the round
- Reading the chart (right to left, bottom to top)
- Holding two colors: one in each hand, or both in one hand

With MC and smaller needle, cast on 120 sts. Place marker and join.
Knit 12 rnds for the lining. Purl 1 rnd (turning ridge).
Change to larger needle and begin chart.

WEEK 2
- Catching long floats
- Fixing mistakes in colorwork
- Finishing: folding the lining and grafting

Supply list for next session, Intro to Brioche (Feb 3): 2 skeins Fieldstone Worsted, US 8 needle.
Questions? Call the shop or email dana@knittingnookmn.com`,
    expected: {
      title: 'Birchwood Headband',
      designer: 'Dana Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 3 * 164 }],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['One size'],
      techniques: ['colorwork', 'fair isle', 'in the round'],
    },
  },
];
