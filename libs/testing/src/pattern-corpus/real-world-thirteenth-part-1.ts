import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTEENTH_CASES (split for the file-size rule; see real-world-thirteenth.ts). */
export const REAL_WORLD_THIRTEENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-thirteenth-1930s-us-booklet-misses-sizes-one-ounce-balls',
    text: `BLUE HERON YARNS — BOOK No. 31
"Smart Knits for Town and Country"
Price 15 cents

No. 3107 — ASCOT BLOUSE
Short-sleeved blouse in a lacy shell stitch, with a tie collar. Designed in the Blue Heron Studio.

Directions are for Size 14. Changes for Sizes 16, 18 and 20 are in parentheses.

MATERIALS: Blue Heron Fingering Yarn, 3-fold, 5 (5, 6, 6) one-ounce balls.
1 pair each Standard Steel Knitting Needles No. 2 and No. 4.
6 small pearl buttons. 1 yard of grosgrain ribbon for the collar facing (optional).

GAUGE: 7 sts make 1 inch; 9 rows make 1 inch (stockinette stitch on No. 4 needles).
Each shell of 8 sts measures 1¼ inches.

MEASUREMENTS (after blocking):
               Size 14    16     18     20
Bust             32"      34"    36"    38"
Length            19"     19½"   20"    20½"
Sleeve seam        4"      4"    4½"    4½"

ABBREVIATIONS: k—knit; p—purl; st—stitch; tog—together; o—yarn over; sl—slip;
psso—pass slipped stitch over; inc—increase; dec—decrease; * —repeat from *.

SHELL PATTERN (multiple of 8 sts plus 1):
Row 1: K 1, * o, k 2, sl 1, k 2 tog, psso, k 2, o, k 1; repeat from * across.
Row 2 and all even rows: Purl.
Repeat these 2 rows for pattern.

BACK: With No. 2 needles cast on 112 (120, 128, 136) sts. Work in k 1, p 1 ribbing for
3 inches, increasing 9 sts evenly across last row. Change to No. 4 needles and work in Shell
Pattern until piece measures 12 (12, 12½, 12½) inches from beginning.

Blocking: Pin to measurements on a padded board, cover with a damp cloth and press lightly.
Do not press the ribbing.

See Book No. 32 for the matching Ascot Cardigan (8 balls) and a child's sailor suit.`,
    expected: {
      title: 'Ascot Blouse',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7, rows: 9, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['14', '16', '18', '20'],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-thirteenth-ravelry-page-export-crochet-cowl-loops',
    text: `Kestrel Cowl pattern by Lotte ter Horst
crochet › neck / torso › cowl

Craft            Crochet
Category         Neck / Torso → Cowl
Published        October 2023
Suggested yarn   Wolkje Aran
Yarn weight      Aran (8 wpi) ?
Gauge            14 stitches and 10 rows = 4 inches in half double crochet through back loop
Hook size        5.5 mm (I)
Yardage          180 - 360 yards (165 - 329 m)
Sizes available  Single loop (Double loop)
Languages        English, Dutch
This pattern is available for €5.00 EUR                                   buy it now

About this pattern
A squishy ribbed cowl that looks knitted but is all half double crochet worked through the
back loop. The Single loop sits close to the neck; the Double loop wraps twice.

Single loop: 180 yds / 165 m (1 skein of Wolkje Aran, 100 g)
Double loop: 360 yds / 329 m (2 skeins)

The cowl is worked sideways in joined rounds, so there is no seam to sew at the end.
You will also need a stitch marker and a tapestry needle.

Abbreviations (US terms): ch – chain; hdc – half double crochet; BLO – back loop only;
sl st – slip stitch.

Also by this designer
Driftwood Hat — 150 yds worsted, 5 mm hook
Mudflat Mitts — 120 yds DK, 4 mm hook

12 projects · 40 in queue`,
    expected: {
      title: 'Kestrel Cowl',
      designer: 'Lotte ter Horst',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Single loop', yards: 180 },
        { size: 'Double loop', yards: 360 },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['Single loop', 'Double loop'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-thirteenth-online-magazine-square-bracket-gloves',
    text: `knitwit quarterly  |  fall 2025  |  patterns  |  fernbrake

FERNBRAKE
by Isolde von Arnim

Walking through the bracken one October, I kept wishing my hands were the colour of it. These
gloves are my answer: a rust-and-peat fern motif that climbs from the cuff over the back of the
hand, with plain palms so they stay comfortable.

model: Priya Raman    photos: Sam Okafor

SIZE
Women's S[M, L]

FINISHED MEASUREMENTS
Hand circumference: 7[7.75, 8.5] inches
Length (cuff to tip of middle finger): 9.5[10, 10.5] inches

MATERIALS
[MC] Hollow Oak Sport [100% merino; 328yd/300m per 100g skein]; color: Peat; 1[1, 2] skeins
[CC] Hollow Oak Sport; color: Bracken; 1 skein
1 set US #2/2.75mm double-pointed needles
1 set US #3/3.25mm double-pointed needles
stitch markers, scrap yarn, tapestry needle

GAUGE
30 sts/34 rnds = 4 inches in stranded colorwork pattern on larger needles, worked in the round

PATTERN NOTES
The gloves are worked in the round from the cuff up to the fingertips. The thumb gusset is
shaped with M1L/M1R increases; see our glossary for all abbreviations.
Carry the CC loosely across the back of the work; floats are never longer than 5 sts.
The sample shown is size M and used 71 g of MC and 38 g of CC.

CUFF
With smaller needles and MC, CO 56[60, 64] sts. Divide evenly over 4 needles, pm and join to
work in the rnd, being careful not to twist. Work in k2, p2 rib for 2.5 inches.`,
    expected: {
      title: 'Fernbrake',
      designer: 'Isolde von Arnim',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 656 },
        { size: 'M', yards: 656 },
        { size: 'L', yards: 984 },
      ],
      gauge: { stitches: 30, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-thirteenth-russian-blog-translation-rapport-gauge',
    text: `Lavanda Summer Top (translated from Russian)
Original title: Летний топ «Лаванда»
Model author: Svetlana Ignatova · Translation: Olga Petrenko · from the "Kryuchok i Nitka" blog

Sizes: 42-44 (46-48) (Russian sizes)
Bust: 88 (96) cm; length of the top: 52 (54) cm

You will need:
yarn "Solnechnaya Cotton" (100% mercerized cotton, 50 g / 165 m) - 250 (300) g, colour lavender;
hook No. 3.5;
2 stitch markers;
a little viscose ribbon for the ties (optional).

Pattern density: 2 rapports of the main pattern = 10 cm in width; 12 rows = 10 cm in height.
One rapport = 12 stitches (see diagram 1).

Conventional symbols: ch — air loop; sc — single crochet; dc — double crochet (column with one
yarn over); dc2tog — two columns with a common top; picot — 3 air loops closed into a ring.

Description of work:
The top is crocheted from the bottom up in one piece up to the armholes, then the front and
the back are finished separately. The main pattern is an openwork lace mesh with small fans,
worked according to diagram 1; the lower border is worked according to diagram 2.

Body: make a chain of 216 (240) air loops + 3 lifting loops and work the border, 4 rows.
Then continue with the main pattern: 18 (20) rapports. At a height of 32 cm from the cast-on
edge, divide the work: 9 (10) rapports for the front and 9 (10) for the back.

Dear readers, the author used 240 g for the lavender sample in size 42-44.
In our next post: a cotton beach bag "Morskaya" from 2 skeins of the same yarn.`,
    expected: {
      title: 'Lavanda Summer Top',
      designer: 'Svetlana Ignatova',
      craft_type: 'crochet',
      yardage: [
        { size: '42-44', yards: m(825) },
        { size: '46-48', yards: m(990) },
      ],
      gauge: { stitches: 24, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['42-44', '46-48'],
      techniques: ['lace', 'bottom-up'],
    },
  },
];
