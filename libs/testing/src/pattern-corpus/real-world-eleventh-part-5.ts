import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_ELEVENTH_CASES (split for the file-size rule; see real-world-eleventh.ts). */
export const REAL_WORLD_ELEVENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-eleventh-hand-dyer-site-socks-eu-shoe-sizes',
    text: `lundfibre.dk › Free patterns › Socks

Harbour Steps Socks
Free with any skein of Lund Sock · Posted 2 February 2026

Plain cuff-down socks with a little lace panel running down the leg and the top of the foot,
a good first lace project. Everything is worked in the round on double-pointed needles or
a long circular for magic loop.

Sizes: EU shoe size 36-38 (39-41, 42-44)
Foot circumference: 20 (22, 24) cm, worn with about 10% negative ease

You need:
1 skein Lund Sock (75% superwash wool, 25% nylon; 100 g approx. 425 m), all sizes
Needles: 2.5 mm (US 1.5)
Stitch markers, a tapestry needle

Gauge: 32 sts = 10 cm in stocking stitch worked in the round.

Our sample socks (size 39-41) were knitted in the colourway "Nyhavn" and used 78 g.

Heel: heel flap and gusset. Toe: wedge toe, grafted with Kitchener stitch.
Stuck on the lace chart? Read our blog post "Reading lace charts" - and see also our
Fjord Shawl, which takes 2 skeins of Lund Sock.`,
    expected: {
      title: 'Harbour Steps Socks',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(425) }],
      gauge: { stitches: 32, rows: null, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36-38', '39-41', '42-44'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw-eleventh-designer-website-crochet-shawl-range',
    text: `chiaradellorto.com/patterns/lucciola

LUCCIOLA SHAWL

Design by Chiara Dell'Orto
Tech edit: Marta Ricci · Photos: Davide Conti · Model: Sofia

A crescent shawl of shells and picots, finished with a lace edging that opens up beautifully
when blocked. Lucciola means "firefly" - the picots glint like little lights.

Finished size (after blocking): 170 cm wingspan x 45 cm deep

Yarn: fingering weight, 420–480 m / 460–525 yds
Shown in Filati Rurali Lino Seta (100 g = 400 m), 2 skeins in "Lucciola"
Hook: 4 mm (G-6)
Also: 2 locking stitch markers, blocking pins

Gauge: 16 sts (2 shells) in width and 8 rows vertically = 10 cm in shell pattern, after blocking.
Gauge is not critical, but a different gauge will change the size and the amount of yarn.

Terminology: US terms. sc = single crochet, dc = double crochet, p = picot (ch 3, sl st in
first ch).

Pattern includes: written instructions, 2 charts, a photo tutorial for the edging.
€6.50 · Also by Chiara: Sciame Cowl (220 yds), Brace Mitts (150 yds).`,
    expected: {
      title: 'Lucciola Shawl',
      designer: "Chiara Dell'Orto",
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 525 }],
      gauge: { stitches: 16, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-eleventh-book-collection-blanket-repeat-gauge',
    text: `THE COTTAGE COLLECTION · Book 3 · Blankets & Throws
Pattern 5 of 8

MEADOW BLANKET

A textured throw of knit and purl diamonds, knitted flat on a long circular needle.
Designed by the Cottage Yarns design team.

SIZES              Cot         Single bed
Width x length     75 x 95     130 x 180 cm
Balls              7           12

YARN
Cottage Aran (100% British wool), shade 14 Buttercup
Each 100 g ball is approx. 180 m.

NEEDLES
5 mm (US 8) circular needle, 80 cm long (used for working flat)

TENSION
One pattern repeat (24 sts) measures 10 cm wide, and 32 rows measure 10 cm vertically,
over diamond pattern after washing and blocking.

NOTE: the blanket takes a lot of yarn; please buy all your balls from the same dye lot.
Coming in Book 4: the Orchard Cushion (Cottage Aran, 2 balls), the Hedgerow Throw (9 balls).

Photography: Ellie Brandt · Pattern checking: Rowan Tate`,
    expected: {
      title: 'Meadow Blanket',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Cot', yards: m(1260) },
        { size: 'Single bed', yards: m(2160) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['Cot', 'Single bed'],
    },
  },
  {
    id: 'rw-eleventh-class-handout-garter-rib-scarf',
    text: `STITCH SCHOOL · Beginners' Knitting · Week 2 handout

Garter Rib Scarf
Pattern written by Bev Okafor for Stitch School

This week we practise the purl stitch. The scarf alternates 4 rows of garter stitch and 4 rows
of 2x2 rib, so you will get plenty of both!

WHAT TO BRING
* 3 x 100 g balls of chunky yarn (80 m each) - any colour, but lighter shades show stitches best
* 8 mm needles (a pair of straight ones is easiest)
* A 4 mm crochet hook for adding the fringe at the end
* Scissors and a large-eyed sewing needle

TENSION
Tension doesn't matter much for a scarf, but ours came out at about 12 stitches to 10 cm.

KEY
k = knit  p = purl  st(s) = stitch(es)  rep = repeat  RS = right side

PATTERN
Cast on 26 sts.
Rows 1-4: knit.
Rows 5-8: *k2, p2* rep to last 2 sts, k2.
Repeat rows 1-8 until your scarf is about 150 cm long, or you have a metre of yarn left.

Next week (Week 3): the Bobble Beanie - bring 1 ball of aran and 5 mm circular needles.`,
    expected: {
      title: 'Garter Rib Scarf',
      designer: 'Bev Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 12, rows: null, inches: 4 },
      needle_sizes: [{ us: '11', mm: 8 }],
    },
  },
];
