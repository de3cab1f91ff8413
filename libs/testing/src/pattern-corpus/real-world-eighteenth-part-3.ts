import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_EIGHTEENTH_CASES (split for the file-size rule; see real-world-eighteenth.ts). */
export const REAL_WORLD_EIGHTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw18-09',
    text: `WOODLAND                                                        LITTLE HEDGEROW KNITS 63

Fennel the Fox

Fennel is small enough to ride in a coat pocket and sturdy enough to survive the school
run. His tail is knitted separately and sewn on, so you can make it as bushy as you like.

FINISHED SIZE
About 20 cm (8 in) tall, sitting

YOU WILL NEED
Any DK wool – Fennel is knitted in Wrenfield Wool DK (100% wool; 50 g/112 m):
   30 g Rust
   10 g Cream
   Oddments of black for embroidering the eyes and nose
A set of 3 mm (US 2½) double-pointed needles
Toy stuffing, about 25 g
Tapestry needle, stitch marker

TENSION
Tension is not critical for a toy, but aim for a firm fabric that the stuffing will not
show through – about 26 sts and 34 rows to 10 cm over stocking stitch.

TO MAKE
The body and head are knitted in one piece in the round, then the ears, legs and tail
are knitted separately and sewn on. See Techniques, page 112, for the three-needle
cast-off and for embroidering the face.

Body
Using Cream, cast on 8 sts and divide over three needles. Join to work in the round.

                            © Philippa Tarrant 2024. From Little Hedgerow Knits (Wrenfield Press).`,
    expected: {
      title: 'Fennel the Fox',
      designer: 'Philippa Tarrant',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(89.6) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw18-10',
    text: `TALLGRASS FIBER CO. · hand-dyed in small batches · dyed to order, please allow 2 weeks
FREE PATTERN

Prairie Cable Hat
Pattern by Junie Castellane for Tallgrass Fiber Co.

Sizes: S/M (L/XL), to fit head circumference 20-21 (22-23)"
Finished circumference (unstretched): 18 (20)"

Yarn: Tallgrass Worsted (worsted weight; 100% Corriedale; 200 yds / 183 m per 4 oz / 113 g skein)
Amount: approx. 150 (190) yds / 137 (174) m
Shown in Switchgrass. Our semi-solids vary from skein to skein – if you are making two
hats, alternate skeins every few rounds.

Needles: US 6 (4 mm) and US 8 (5 mm) 16" circular needles; US 8 (5 mm) DPNs for the crown
Notions: cable needle, stitch marker, pompom maker (optional)

Gauge: 20 sts & 26 rnds = 4" in stockinette on larger needles

Notes: The hat is worked in the round from the brim up. The cables can be worked from the
chart or from the written instructions; both are given.

Brim
With smaller needle, CO 96 (104) sts. Place marker and join to work in the round, being
careful not to twist.
Rnd 1: *K1 tbl, p1; rep from * to end.

Questions? hello@tallgrassfiber.com · tallgrassfiber.com/patterns               1 of 2`,
    expected: {
      title: 'Prairie Cable Hat',
      designer: 'Junie Castellane',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S/M', yards: 150 },
        { size: 'L/XL', yards: 190 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL'],
      techniques: ['in the round', 'bottom-up', 'cables'],
    },
  },
  {
    id: 'rw18-11',
    text: `SKYWARD | the in-flight magazine of Aurora Coastal Airways | please take me with you

MAKE IT ON BOARD
Craft at cruising altitude

Knitting needles of bamboo or wood up to 25 cm long are welcome in the cabin on all our
routes. Here's a quick project for a short hop – you'll finish the pair by the return flight.

Words and pattern: Delphine Achterberg

Cloudbreak Wrist Warmers

Fits an average adult hand (palm circumference 18–20 cm).

You will need
- 1 ball of DK yarn (50 g, about 115 m / 126 yds); ours is Skybridge Merino DK in Dawn
- A set of four 4 mm (US 6) bamboo double-pointed needles
- A stitch marker and a blunt needle

Tension: 22 stitches and 28 rounds to 10 cm over stocking stitch.

The wrist warmers are knitted in the round from the cuff up, with a simple gap for the
thumb. Cast on 44 stitches, divide them over three needles and join into a round.
Rounds 1–12: *knit 2, purl 2; repeat from * to the end.

DUTY FREE ON BOARD: heathered lambswool scarf €79 · travel sewing kit €12
Our routes: Kirkwall – Bergen 1 h 35 min · Tórshavn – Aberdeen 1 h 50 min
42 SKYWARD`,
    expected: {
      title: 'Cloudbreak Wrist Warmers',
      designer: 'Delphine Achterberg',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 126 }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw18-12',
    text: `FIAÇÃO DO VALE ALTO · since 1931 · Pattern VA-118 · English

Cais Pullover
Design: Vale Alto design team

Sizes        XS     S      M      L      XL     2XL    3XL
Bust (cm)    86     94     102    110    118    128    138
Length (cm)  58     60     62     64     66     68     70
Alto Lã (g)  350    400    450    500    550    600    650

Yarn: Alto Lã, 100% Portuguese wool, DK weight, 50 g ≈ 125 m. Colour 07 Atlântico.
Needles: circular needles 3.5 mm and 4 mm (40 and 80 cm); double-pointed needles 3.5 mm
and 4 mm.
Tension: a 10 x 10 cm square in stocking stitch on 4 mm needles has 22 sts and 30 rows.

Construction: the body is knitted in the round from the bottom up to the armholes. The
sleeves are also knitted in the round; then all pieces are joined on one needle and the
yoke is shaped with raglan decreases.

BODY
With 3.5 mm circular needle cast on 188 (208, 224, 244, 260, 280, 304) sts. Join in the
round and work k2, p2 rib for 5 cm.

Fiação do Vale Alto, Rua da Ribeira 14, Guimarães · valealto.pt · Page 1/4`,
    expected: {
      title: 'Cais Pullover',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(875) },
        { size: 'S', yards: m(1000) },
        { size: 'M', yards: m(1125) },
        { size: 'L', yards: m(1250) },
        { size: 'XL', yards: m(1375) },
        { size: '2XL', yards: m(1500) },
        { size: '3XL', yards: m(1625) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['in the round', 'bottom-up', 'raglan'],
    },
  },
];
