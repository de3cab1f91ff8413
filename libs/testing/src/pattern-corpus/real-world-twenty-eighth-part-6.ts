import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw28-11',
    text: `Šal Lipa / Lipa Shawl
Oblikovanje / Design: Nives Hrovatin
English translation: Mark Ellison

This is the English edition of a pattern first published in Slovenian. Measurements are metric; the
translator has added imperial equivalents in brackets where helpful.

ABOUT THE DESIGN
Lipa means linden tree. In June the whole valley where I live smells of linden blossom, and the leaves of
this shawl fall from the centre like the pale flowers. — Nives

FINISHED MEASUREMENTS
Wingspan 180 cm [71"], depth at centre 75 cm [29½"], after blocking.

MATERIALS
Yarn: 2 skeins of fingering weight (4 ply) yarn, 100 g / 420 m each (840 m in total).
Sample knitted in Preja Merino Fine (100% merino) in colour 21 Linden; the finished shawl weighs 176 g.
Needles: 3,5 mm circular needle, 80 cm cable.
Other: 4 stitch markers, blocking mats and wires, tapestry needle.

GAUGE
20 sts and 30 rows = 10 cm [4"] in lace pattern, after blocking.
An exact gauge is not essential, but a looser gauge will use more yarn.

CONSTRUCTION
The shawl is worked top-down, starting with a garter tab at the centre back neck. Two triangles grow from
the central spine; each right-side row increases 4 stitches. The leaf lace is worked from Charts A–C, and
the shawl ends with a knitted-on edging (Chart D) worked sideways along the live stitches.

ABBREVIATIONS
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit
s2kp slip 2 together knitwise, knit 1, pass the slipped stitches over · RS right side · WS wrong side

GARTER TAB
Cast on 3 sts. Knit 12 rows.
Next row: K3, turn 90 degrees and pick up and knit 6 sts along the side edge, turn 90 degrees again and
pick up and knit 3 sts along the cast-on edge. 12 sts.
Set-up row (WS): K3, p to last 3 sts, k3.

BODY
Row 1 (RS): K3, yo, k2, yo, pm, k2 (spine), pm, yo, k2, yo, k3.
Row 2 and all WS rows: K3, purl to last 3 sts, k3.
Continue from Chart A.

Prevod in uredništvo / Translation and editing: Mark Ellison, 2025
© Nives Hrovatin · pletilnica-lipa.si · Not to be resold.`,
    expected: {
      title: 'Lipa Shawl',
      designer: 'Nives Hrovatin',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(840) }],
      gauge: { stitches: 20, rows: 30, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw28-12',
    text: `Seaholly Tee
A top-down crochet tee in cotton DK · UK terms
Design by Kezia Pennant

Downloaded from LoveCrafts. Thank you for supporting independent design!

SIZES
XS (S, M, L, XL, 2XL, 3XL)
To fit bust: 76 (81, 86-91, 97-102, 107-112, 117-122, 127-132) cm / 30 (32, 34-36, 38-40, 42-44, 46-48, 50-52) in
Finished bust: 86 (91, 101, 111, 121, 131, 141) cm / 34 (36, 40, 44, 48, 52, 56) in

YARN
Harbourline Cotton DK (100% cotton; 50g / 120m)
300 (350, 400, 450, 500, 550, 600) g
Shown in shade Sea Glass; the sample (size S) used 6 balls and a little of a seventh.

HOOKS
3.5mm (UK 9 / US E-4) for the neckband and hem
4mm (UK 8 / US G-6) for the body

TENSION
18 htr and 13 rows to 10cm over htr using a 4mm hook.
6 V-st repeats and 8 rows to 10cm over V-stitch lace using a 4mm hook.

CONSTRUCTION
The tee is worked top-down in joined rounds. Raglan increases shape the yoke; the body and short sleeves
are separated at the underarm. The body is worked straight in htr and finishes with a V-stitch lace hem;
the sleeves have a matching lace border.

ABBREVIATIONS (UK)
ch chain · dc double crochet · htr half treble crochet · tr treble crochet · sp space
V-st (tr, ch 1, tr) in same st or sp · rnd(s) round(s)

NECKBAND
With 3.5mm hook, ch 92 (96, 100, 104, 108, 112, 116) and join with a sl st without twisting.
Rnd 1: Ch 1, 1 dc in each ch around, join.
Rnds 2-4: Ch 1, dc in each st around, join.

YOKE
Change to 4mm hook.
Rnd 1: Ch 2 (does not count as a st), *htr in each st to raglan marker, (htr, ch 1, htr) in marked st;
rep from * 3 more times, htr to end, join.

Pattern updated 02/2025 · Kezia Pennant Designs · page 2 of 8
© Kezia Pennant 2025 · Please don't share this file; each purchase supports a small business.`,
    expected: {
      title: 'Seaholly Tee',
      designer: 'Kezia Pennant',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(720) },
        { size: 'S', yards: m(840) },
        { size: 'M', yards: m(960) },
        { size: 'L', yards: m(1080) },
        { size: 'XL', yards: m(1200) },
        { size: '2XL', yards: m(1320) },
        { size: '3XL', yards: m(1440) },
      ],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['top-down', 'raglan', 'in the round', 'lace'],
    },
  },
];
