import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_ELEVENTH_CASES (split for the file-size rule; see real-world-eleventh.ts). */
export const REAL_WORLD_ELEVENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-eleventh-1980s-chunky-batwing-slash-sizes',
    text: `PENNINE YARNS                                              Leaflet No. 4471   75p

                                  BATWING SWEATER
                               in Pennine Chunky

MEASUREMENTS
To fit bust           86/91/97/102 cm      34/36/38/40 in
Actual measurement    112/117/122/127 cm   44/46/48/50 in
Length from shoulder  61 cm (24 in), all sizes
Sleeve seam           43 cm (17 in)

MATERIALS
Pennine Chunky: 12/13/14/15 × 50g balls
1 pair each 5½mm (No 5) and 6½mm (No 3) knitting needles
Shoulder pads (optional)

TENSION
14 sts and 19 rows to 10 cm over st st on 6½mm needles.
IT IS ESSENTIAL TO WORK TO THE STATED TENSION TO ENSURE SUCCESS.

ABBREVIATIONS
K = knit; P = purl; st(s) = stitch(es); st st = stocking stitch; inc = increase;
dec = decrease; beg = beginning; rep = repeat; tbl = through back of loops; cm = centimetres.

Figures in brackets are not used in this leaflet; where only one figure is given it applies to
all sizes.

BACK
With 5½mm needles cast on 62/66/70/74 sts and work in K1, P1 rib for 8 cm ...

YARN NOTE: Pennine Chunky is 100% acrylic; each 50g ball is approx. 60 metres.
Machine washable at 40°. Also in this range: Leaflet 4472, Cabled Cardigan (Aran, 15/16/17/18 balls).`,
    expected: {
      title: 'Batwing Sweater',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '86', yards: m(720) },
        { size: '91', yards: m(780) },
        { size: '97', yards: m(840) },
        { size: '102', yards: m(900) },
      ],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['86', '91', '97', '102'],
    },
  },
  {
    id: 'rw-eleventh-yarn-site-toddler-to-adult-pom-hat',
    text: `www.maplecraftyarns.com/free-patterns/crochet/hats
Pattern #CR-2207 · Skill level: EASY

Trailhead Pom Hat

SIZES
Toddler (Child, Adult S, Adult L)
Fits head circumference 18 (19½, 21, 22½)" / 46 (50, 53, 57) cm

MATERIALS
MapleCraft Trail Bulky (5): 1 (1, 2, 2) balls, 3.5 oz/100 g, 131 yds/120 m each
6.5 mm [US K-10½] crochet hook
65 mm pom-pom maker (or purchased faux-fur pom-pom)
Stitch marker, yarn needle

GAUGE
10 sc x 12 rnds = 4" [10 cm] worked in the round in back loop only.

NOTES
1. The hat is worked in joined rounds from the top down; do not turn.
2. Ch-1 at the beginning of the round does not count as a stitch.
3. For a slouchier fit, work 2 more rounds before the brim.

ABBREVIATIONS
BLO back loop only · ch chain · rnd(s) round(s) · sc single crochet · sl st slip stitch

Share your makes with #maplecraftyarns! Pair it with the Trailhead Mitts (Pattern #CR-2208).`,
    expected: {
      title: 'Trailhead Pom Hat',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Toddler', yards: 131 },
        { size: 'Child', yards: 131 },
        { size: 'Adult S', yards: 262 },
        { size: 'Adult L', yards: 262 },
      ],
      gauge: { stitches: 10, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['Toddler', 'Child', 'Adult S', 'Adult L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-eleventh-translated-latvian-mittens-book',
    text: `MITTENS OF THE BALTIC COAST                                              page 112

by Ilze Vītola · translated from the Latvian by Anna Berg

17. Sun Cross Mittens

The sun cross, Ugunskrusts, was worked on mittens for weddings along the Kurzeme coast. This pair
follows one in the Ventspils museum collection (knitted c. 1920, 26 cm long).

Size: hand circumference 18 (20) cm
Length of finished mitten: 25 (27) cm

Yarn: 2-ply wool, approx. 330 m per 100 g - this is a fingering weight yarn.
50 g each of natural white, madder red and indigo (3 colours).

Needles: a set of five double-pointed needles 2 mm for the cuff and 2.25 mm for the hand.

Tension: 36 sts and 38 rounds = 10 cm in the colour pattern.
For the larger size, use 2.5 mm needles for the hand and keep the same number of stitches.

The mittens are knitted in the round in stranded colourwork; carry the unused colour loosely
on the wrong side. The thumb is placed on waste yarn and knitted last.

Translator's note: the Latvian original gives the needle as "No. 2¼".`,
    expected: {
      title: 'Sun Cross Mittens',
      designer: 'Ilze Vītola',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(495) }],
      gauge: { stitches: 36, rows: 38, inches: 4 },
      needle_sizes: [
        { us: '0', mm: 2 },
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['18', '20'],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-eleventh-crochet-book-granny-stripe-per-colour',
    text: `THE CROCHET YEAR · AUTUMN                                                       73

Bracken Granny Stripe Blanket

Stripes of clusters in the colours of a hillside in October. Each stripe is two rows, and
the ends are crocheted over as you go, so there is almost no sewing in.

FINISHED SIZE  approx. 90 x 110 cm, excluding the border

YOU WILL NEED
DK yarn in four shades (all shades: 50 g / 112 m)
  Rust       150 g
  Mustard    100 g
  Sage       100 g
  Cream      200 g
4 mm (G-6) crochet hook

TENSION
4 granny clusters (12 sts) and 8 rows = 10 cm over the granny stripe pattern.

SPECIAL STITCH
Cluster: 3 dc into the same space.

PATTERN NOTES
UK readers: dc in this book is the US double crochet (UK treble).

© Hannah Brooke-Whitfield 2024. Photography by Marcus Lowe. From The Crochet Year, published
by Heronsgate Books. For the matching cushion on page 76 you will need a further 100 g of Rust.`,
    expected: {
      title: 'Bracken Granny Stripe Blanket',
      designer: 'Hannah Brooke-Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1232) }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
];
