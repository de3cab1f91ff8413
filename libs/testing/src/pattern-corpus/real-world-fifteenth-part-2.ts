import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FIFTEENTH_CASES (split for the file-size rule; see real-world-fifteenth.ts). */
export const REAL_WORLD_FIFTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-fifteenth-danish-child-cardigan-dash-sizes-grams',
    text: `Lærke Design · Opskrift 118 · English version

SOMMERFUGL CARDIGAN
Design: Mette Kjærgaard Holm

Size: 2 – 4 – 6 – 8 – 10 years
Chest: 60 – 66 – 72 – 76 – 82 cm
Length: 33 – 37 – 41 – 45 – 49 cm

Yarn: Lærke Merino Fin (100% merino wool, fingering, 50 g = 175 m)
Yarn amount: 150 – 200 – 200 – 250 – 300 g
Colour: 34 Pistachio

Needles: circular needle 2.5 mm and 3 mm (40 and 60 cm), double-pointed needles 2.5 mm and 3 mm.
Other: 6-7 buttons, stitch markers.

Gauge: 27 sts x 38 rows in stockinette stitch on needle 3 mm = 10 x 10 cm.
Remember to check your gauge! If you have more stitches per 10 cm, change to a thicker needle;
if you have fewer stitches, change to a thinner needle.

Construction
The cardigan is knitted top-down from the neck, with raglan increases. The body is knitted back
and forth, the sleeves are knitted in the round on double-pointed needles. The yoke has a lace
pattern of small butterflies (see chart A).

Abbreviations
k = knit, p = purl, st(s) = stitch(es), k2tog = knit 2 together, yo = yarn over,
m1l/m1r = make 1 left/right, pm = place marker, RS = right side, WS = wrong side.

Neck
Cast on 83 – 87 – 91 – 95 – 99 sts on circular needle 2.5 mm and knit rib (k1, p1) back and
forth for 2 cm. Change to circular needle 3 mm and knit 1 row from WS, placing markers for the
raglan: 13 – 13 – 14 – 14 – 15 sts front, 1 raglan st, 12 sts sleeve, 1 raglan st ...

Tip: the cardigan can also be knitted in Lærke Bomuld (cotton), which has the same yardage.

© Lærke Design – this pattern is for private use only and may not be copied, shared or sold.
Finished garments may be sold in small numbers; please credit the design.`,
    expected: {
      title: 'Sommerfugl Cardigan',
      designer: 'Mette Kjærgaard Holm',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '2 years', yards: m(525) },
        { size: '4 years', yards: m(700) },
        { size: '6 years', yards: m(700) },
        { size: '8 years', yards: m(875) },
        { size: '10 years', yards: m(1050) },
      ],
      gauge: { stitches: 27, rows: 38, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['top-down', 'raglan', 'lace', 'in the round'],
    },
  },
  {
    id: 'rw-fifteenth-uk-crochet-magazine-tote-htr-tension',
    text: `SIMPLY HOOKED  |  ISSUE 142  |  MAKE IT: BAGS

Seaside Shell Tote

Pack your picnic in this roomy cotton tote – the shell border is easier than it looks!
Designer Ellie Marchetti-Brown shares her favourite summer make.

YOU WILL NEED
• Harbour Cotton Aran (100% cotton, 50g/85m)
   3 balls Sea Spray (A)
   2 balls Sand (B)
   1 ball Coral (C)
• A 5mm (UK 6/US H-8) crochet hook
• A 4.5mm crochet hook for the strap
• Stitch markers and a large-eyed needle

TENSION
14 htr and 11 rows to measure 10cm (4in) using a 5mm hook

MEASUREMENTS
Approx 38cm (15in) wide x 34cm (13½in) tall, excluding strap

ABBREVIATIONS (UK)
ch chain; dc double crochet; htr half treble; tr treble; ss slip stitch; sp space; st(s) stitch(es)
US readers: UK dc = US sc; UK htr = US hdc; UK tr = US dc.

PATTERN NOTES
The base and body are worked in joined rounds, without turning. The ch 2 at the start of each
round does not count as a stitch.

BASE
Using 5mm hook and A, make 41ch.
Round 1 1htr in 3rd ch from hook, 1htr in each ch to last ch, 5htr in last ch, then working along
other side of ch, 1htr in each ch to end, 4htr in same place as first htr, ss to top of first htr.
Round 2 2ch, 2htr in first st, ...

STRAP
Using 4.5mm hook and C, make 121ch and work 2 rows of dc.

NEXT MONTH: Crochet a ripple beach blanket in six sunny shades! On sale 14 June.
Simply Hooked is published by Brightside Media Ltd. © 2025. Patterns are for personal use only.`,
    expected: {
      title: 'Seaside Shell Tote',
      designer: 'Ellie Marchetti-Brown',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(510) }],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-fifteenth-spanish-designer-translated-numbered-sizes-skeins',
    text: `Hilo & Aguja Studio — Patrón traducido / Translated pattern

JERSEY NIEBLA / NIEBLA SWEATER
Diseño / Design: Lucía Ferrándiz Ortega
English translation: Hannah Booth

SIZES: 1 (2, 3, 4, 5, 6)
Finished chest circumference: 86 (94, 102, 110, 118, 126) cm / 34 (37, 40, 43¼, 46½, 49½)"
Recommended ease: 10-15 cm positive ease. Model wears size 2 with 12 cm of ease.

YARN
Lana Nube (70% merino, 30% silk; fingering weight; 100 g = 384 m / 420 yds)
4 (4, 5, 5, 6, 6) skeins — colour shown: Niebla

NEEDLES
3.5 mm (US 4) circular needle, 80 cm, for body
2.75 mm (US 2) circular needles, 40 and 80 cm, for ribbing
3.5 mm (US 4) DPNs or long circular for magic loop (sleeves)

GAUGE
24 sts and 32 rnds = 10 cm / 4" in stockinette, worked in the round, after washing and blocking.

CONSTRUCTION
The sweater is worked seamlessly from the top down. The back neck is raised with German short
rows, then the yoke is shaped with raglan increases. Body and sleeves are worked in the round.

ABBREVIATIONS
BOR beginning of round; k knit; p purl; m1L/m1R make one left/right; pm place marker;
sm slip marker; GSR German short row; rnd(s) round(s).

YOKE
With 2.75 mm needle, cast on 112 (112, 120, 120, 128, 136) sts. Join to work in the round.
Work 8 rnds of k1tbl, p1 rib. Change to 3.5 mm needle.
Setup rnd: k16 (16, 18, 18, 20, 22) for right sleeve, pm, k40 (40, 42, 42, 44, 46) for front ...

Gracias por tejer mis diseños! Share your sweater with #nieblasweater.
© Lucía Ferrándiz Ortega 2025 · hiloyaguja.es · Pattern support: hola@hiloyaguja.es`,
    expected: {
      title: 'Niebla Sweater',
      designer: 'Lucía Ferrándiz Ortega',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: 1680 },
        { size: '2', yards: 1680 },
        { size: '3', yards: 2100 },
        { size: '4', yards: 2100 },
        { size: '5', yards: 2520 },
        { size: '6', yards: 2520 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-fifteenth-amigurumi-blog-yards-per-colour-comment',
    text: `Home » Free Patterns » Amigurumi

Pip the Pocket Penguin (Free Amigurumi Pattern)
Posted on March 3, 2025 by Rosa Delgado | 47 comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

Pip is about 4½" (11.5 cm) tall and works up in an evening – a perfect stocking stuffer!

MATERIALS
- Worsted weight cotton yarn (I used Kitchen Cotton by Sugar Mill):
    Black – approx. 45 yds
    White – approx. 25 yds
    Orange – approx. 8 yds
- 3.75 mm (F-5) crochet hook
- 9 mm safety eyes
- Fiberfill, stitch marker, tapestry needle

GAUGE: Not essential – just crochet tightly so the stuffing doesn't show through.

ABBREVIATIONS (US terms)
MR magic ring; sc single crochet; inc 2 sc in same st; dec invisible decrease; FLO front loop only

NOTES: Worked in the round in continuous spirals – do not join rounds. Move your stitch marker
up at the start of each round.

BODY (Black)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc in each st around (12)
Rnd 3: *sc, inc* x 6 (18)
Rnds 4–12: sc around (18)

[ ADVERTISEMENT ]

Pin it for later! Love Pip? Grab the ad-free printable PDF in my Etsy shop.
© 2025 Rosa Delgado / Hooked on Rosa. Please don't repost this pattern – link back instead.
You may sell finished items made from it.

47 COMMENTS
Marjorie K. says: Made three! I used about 60 yds of black for mine because I made the wings bigger.`,
    expected: {
      title: 'Pip the Pocket Penguin',
      designer: 'Rosa Delgado',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 78 }],
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
