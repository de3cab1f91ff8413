import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FOURTEENTH_CASES (split for the file-size rule; see real-world-fourteenth.ts). */
export const REAL_WORLD_FOURTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-fourteenth-italian-mill-vest-dash-chest-grams-design-team',
    text: `LANIFICIO VALSESSERA · Biella · Free pattern in English · AI 2026/07

BOSCO VEST
Men's V-neck vest with a central cable
Design: Valsessera Design Team

Sizes (finished chest): 96 - 104 - 112 - 120 cm
Length: 64 - 66 - 68 - 70 cm

Yarn: Merino Classico, DK weight (100% extrafine merino; 50 g / 125 m)
250 - 300 - 300 - 350 g in colour 014 Muschio

Needles: 3.5 mm and 4 mm; a 3.5 mm circular needle (60 cm) for the bands; cable needle

Tension: 22 sts and 28 rows = 10 x 10 cm in stocking stitch on 4 mm needles.
Cable panel (24 sts) measures 8 cm in width.

Construction: the back and the front are knitted separately from the bottom up and sewn at the
shoulders and sides. The neck and armhole bands are picked up and knitted last.

Special abbreviations: C8F = slip 4 sts onto the cable needle, hold at front, k4, k4 from cable
needle. C8B = as C8F but hold at back.

BACK
With 3.5 mm needles cast on 106 - 114 - 124 - 132 sts and work 6 cm in k2, p2 rib.
Change to 4 mm needles and continue in stocking stitch ...

FRONT
Cast on and work the rib as for the back, then place the cable panel in the centre:
k41 - 45 - 50 - 54, work row 1 of the cable chart over 24 sts, k to end ...

Lanificio Valsessera S.p.A. – Spinning in Biella since 1898 – www.valsessera.it
All rights reserved. The pattern may not be reproduced for commercial purposes.`,
    expected: {
      title: 'Bosco Vest',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '96', yards: m(625) },
        { size: '104', yards: m(750) },
        { size: '112', yards: m(750) },
        { size: '120', yards: m(875) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['96', '104', '112', '120'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw-fourteenth-uk-spinner-crochet-slippers-colon-shoe-sizes',
    text: `DALESBRED YARNS · Free Crochet Pattern

Snug Slipper Boots
Design by Megan Thwaite

Sizes: UK 3-4 : 5-6 : 7-8 (adult shoe sizes)
Foot length: 23 : 25 : 27 cm

MATERIALS
Dalesbred Chunky (100% British wool; 100g = approx 150m / 164yds)
A – Slate: 1 : 2 : 2 balls
B – Oatmeal: 1 ball (all sizes)
6mm (US J/10) crochet hook
Stitch marker, wool needle, 2 wooden toggles (optional)

TENSION
11 htr and 8 rows to 10cm over half treble, using 6mm hook (UK terms).

NOTES
This pattern uses UK crochet terms. The slippers are worked in joined rounds throughout; turn at the
end of every round so the fabric looks the same as worked in rows. The cuff is folded down.
Figures for larger sizes are given after the colons; where one figure is given it is for all sizes.

ABBREVIATIONS
ch chain · dc double crochet · htr half treble · ss slip stitch · htr2tog half treble 2 together

SOLE
Using A, make 14 : 16 : 18 ch.
Round 1: 2htr in 3rd ch from hook, 1htr in each ch to last ch, 5htr in last ch; working along the
other side of the chain, 1htr in each ch to end, ss to first htr, turn ...

Share your slippers with us using #DalesbredMakes.
Dalesbred Yarns, Skipton, North Yorkshire · dalesbredyarns.co.uk · Free to download, not for resale.`,
    expected: {
      title: 'Snug Slipper Boots',
      designer: 'Megan Thwaite',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '3-4', yards: 2 * 164 },
        { size: '5-6', yards: 3 * 164 },
        { size: '7-8', yards: 3 * 164 },
      ],
      gauge: { stitches: 11, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['3-4', '5-6', '7-8'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-fourteenth-hand-dyer-crochet-mitts-one-skein-both-sizes',
    text: `Little Wren Dye Co. · hand-dyed in mid Wales

Juniper Mitts — a free crochet pattern
by Catrin Howell

Fingerless mitts with a lacy V-stitch panel on the back of the hand and a snug ribbed cuff.

Size: S/M (M/L)
Palm circumference: 18 (20.5) cm / 7 (8)"

Yarn: 1 skein of Little Wren Merino Sport (100 g / 300 m / 328 yds) in the colourway Juniper.
One skein makes a pair in either size, with about 30 g to spare.

Hooks: 3.25 mm (US D-3) for the cuff and 3.5 mm (US E-4) for the hand

Gauge: 20 sts and 24 rows = 10 cm / 4" in sc worked through the back loop, with the 3.5 mm hook.

Notes: US crochet terms. Each mitt is worked flat, then the side seam is joined, leaving a gap for
the thumb. Make two the same.

CUFF
With the smaller hook, ch 13.
Row 1: sc in 2nd ch from hook and each ch across — 12 sc.
Row 2: ch 1, turn, sc blo in each st across.
Repeat Row 2 until the cuff measures 18 (20.5) cm when slightly stretched ...

HAND
Change to the larger hook and work along the long edge of the cuff.
Row 1: ch 1, work 36 (42) sc evenly along the edge. Turn.

Every skein is dyed by hand, so colours vary between batches.
Use the code WRENMITTS for 10% off a skein of Merino Sport this month · littlewrendye.co.uk`,
    expected: {
      title: 'Juniper Mitts',
      designer: 'Catrin Howell',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 328 }],
      gauge: { stitches: 20, rows: 24, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['S/M', 'M/L'],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fourteenth-italian-mill-crochet-cardigan-fans-grams',
    text: `FILATURA DI MONTEBELLO · Free pattern · Spring/Summer 2026

MARINA CARDIGAN
Crochet cardigan in an openwork fan stitch
Design: Giulia Bassi

Sizes: S/M – L/XL – 2XL/3XL
Finished bust: 100 – 116 – 132 cm
Length: 52 – 55 – 58 cm

Yarn: Lino Estate, sport weight (55% linen, 45% cotton; 50 g – approx. 135 m)
400 – 500 – 600 g, colour 27 Acquamarina

Crochet hook: 3.5 mm
2 stitch markers

Gauge: 5 fans × 12 rows = 10 × 10 cm in fan stitch (1 fan = 5 dc)

Construction: The cardigan is worked in one piece from the top down. The yoke is shaped with fan
increases; the body and sleeves are then divided and continued separately in rows.

Stitches (US terms): ch = chain · sc = single crochet · dc = double crochet · fan = 5 dc in the same
stitch · sl st = slip stitch

YOKE
Ch 98 – 110 – 122.
Row 1: 1 sc in the 2nd ch from the hook, *skip 2 ch, 1 fan in the next ch, skip 2 ch, 1 sc in the
next ch*, repeat from * to * to the end. Turn.
Row 2: ch 3, 2 dc in the first sc, *1 sc in the centre dc of the next fan, 1 fan in the next sc* ...

Washing: hand wash at 30 °C, dry flat. Linen softens with every wash.
Filatura di Montebello – Prato, Italia – www.filaturamontebello.it © 2026`,
    expected: {
      title: 'Marina Cardigan',
      designer: 'Giulia Bassi',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S/M', yards: m(1080) },
        { size: 'L/XL', yards: m(1350) },
        { size: '2XL/3XL', yards: m(1620) },
      ],
      gauge: { stitches: 25, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['S/M', 'L/XL', '2XL/3XL'],
      techniques: ['top-down', 'lace'],
    },
  },
];
