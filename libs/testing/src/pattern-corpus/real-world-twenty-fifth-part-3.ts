import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw25-05',
    text: `THE WOOL NOOK · 14 Market Row, Ludlow · 01584 000 000 · Class handout

LEARN TO KNIT IN THE ROUND
Baby's First Hat

Thursday evenings, 6.30–8.30 pm · 3 sessions · Tutor: Bev Hollins
Pattern: Bev Hollins for The Wool Nook

Week 1 – casting on, joining without a twist, 1 x 1 rib
Week 2 – stocking stitch in the round, measuring your work
Week 3 – crown decreases on double-pointed needles, finishing

SIZES
0-3 (3-6, 6-12, 12-24) months
To fit head: 33 (38, 42, 46) cm

WHAT TO BRING (10% off everything on this list for class members)
☐ 1 ball of Nook Merino DK (100% merino, 50 g, 125 m) – enough for every size
☐ 3.75 mm (US 5) 40 cm circular needle for the rib
☐ 4 mm (US 6) 40 cm circular needle and a set of 4 mm double-pointed needles
☐ Stitch marker, tapestry needle, small scissors, notebook

TENSION
22 sts and 30 rounds to 10 cm over stocking stitch in the round on 4 mm
needles. Don't worry if you're a little out – it's a hat for a growing head!

THE HAT
The hat is knitted in the round from the brim up. Figures for the larger
sizes are in brackets; where there is only one figure it applies to all.

Brim: Using 3.75 mm circular needle, cast on 72 (84, 92, 100) sts. Place a
marker and join in the round, taking care not to twist.
Round 1: *K1, p1; rep from * to end.
Repeat this round until brim measures 3 (3, 4, 4) cm.
Body: Change to 4 mm circular needle and knit every round until hat
measures 10 (12, 13, 14) cm from cast-on edge.

Crown (change to double-pointed needles when the stitches get tight):
Round 1: *K6 (5, 7, 8), k2tog; rep from * to end.
Round 2 and every even round: knit.
Continue decreasing on odd rounds, working one stitch fewer before each
k2tog, until 9 (12, 10, 10) sts remain. Break yarn, thread through the
stitches and pull up tight. Weave in ends.

Bev's tip: knit two! Baby hats make lovely gifts and one ball will make
two hats in the smallest size.

NEXT TERM: Socks 101 – toe-up, two at a time (6 sessions). You'll need
100 g of 4ply sock yarn (approx. 400 m) and 2.5 mm needles – ask at the
counter. Crochet for Beginners returns in January.

The Wool Nook · Open Tue–Sat 10–5 · www.thewoolnook.example · @thewoolnook`,
    expected: {
      title: "Baby's First Hat",
      designer: 'Bev Hollins',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(125) }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw25-06',
    text: `Garnstugan Ullbo · Mönster 2519 · Översatt till engelska / translated into English

SMULTRONKLÄNNING
Wild Strawberry Dress

Design: Ingela Norrby
Översättning / Translation: Kim Ferris

Storlek / Size: 2 – 4 – 6 – 8 år / years
Bröstvidd / Chest: 56 – 60 – 64 – 68 cm
Längd / Length: 46 – 52 – 58 – 64 cm

Garn / Yarn: Ullbo Bomull 8/4 (100% ekologisk bomull / organic cotton,
50 g ≈ 140 m), a sport weight cotton
Åtgång / Amount: 200 – 250 – 300 – 350 g färg / colour 27 Smultron (red)
och / and 50 g färg / colour 01 Vit (white) for all sizes

Virknål / Crochet hook: 3,5 mm
Övrigt / Also: 3 små knappar / 3 small buttons, 4 stitch markers

Virkfasthet / Gauge:
22 st x 12 v stolpar = 10 x 10 cm
22 dc x 12 rows in dc = 10 x 10 cm
Byt virknål om det behövs / Change hook size if necessary.

Förkortningar / Abbreviations (US terms):
lm = ch (chain) · fm = sc (single crochet) · st = dc (double crochet)
sm = sl st (slip stitch) · v = row · vt = round

Beskrivning / Construction
Klänningen virkas uppifrån och ned i ett stycke. / The dress is crocheted
top-down in one piece: the yoke is worked back and forth in a lace fan
pattern, then joined at the underarms, and the skirt is worked in the round
in dc, widening in each of the 8 panels. The white picot edging is worked
last around the hem and armholes.

Ok / Yoke
Ch 84 (90, 96, 102) with red.
Row 1 (RS): dc in 4th ch from hook and in each ch across. (82 (88, 94, 100) dc)
Row 2: ch 3 (counts as dc), *skip 2 dc, 5 dc in next dc (fan), skip 2 dc,
dc in next dc; rep from * across.
Rows 3–8 (3–9, 3–10, 3–11): work fans as set, adding one fan in each
sleeve section on every other row (see chart 1).

Kjol / Skirt
Join for working in the round at the underarms: ch 4 (4, 6, 6) under each
arm. Work in dc in joined rounds, increasing 8 dc evenly on every 3rd round
until skirt measures 30 (35, 40, 45) cm or desired length.

Kant / Edging
With white: *sc in next 3 sts, ch 3, sl st in first ch; rep from * around.

Tips: Matching headband (Mönster 2520) uses 25 g of colour 27.
Garnstugan Ullbo · Storgatan 9, Ulricehamn · www.ullbo.example · sida 1/2`,
    expected: {
      title: 'Wild Strawberry Dress',
      designer: 'Ingela Norrby',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '2 years', yards: m(700) },
        { size: '4 years', yards: m(840) },
        { size: '6 years', yards: m(980) },
        { size: '8 years', yards: m(1120) },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['top-down', 'lace', 'in the round'],
    },
  },
];
