import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TENTH_CASES (split for the file-size rule; see real-world-tenth.ts). */
export const REAL_WORLD_TENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-tenth-australian-8-ply-age-table',
    text: `WATTLE & WOOL  ·  Pattern Leaflet No. 1187

Boys' and Girls' Raglan Jumper
in 8 ply

MEASUREMENTS
Size (years)              2      4      6      8
To fit chest (cm)        53     56     61     66
Actual chest (cm)        60     64     69     74
Length (approx.) (cm)    34     38     43     48
Sleeve seam (cm)         20     24     28     32

MATERIALS
Wattle & Wool Merino 8 ply (50 g balls, approx. 105 m)
Balls                     4      5      6      7
1 pair each 3.25 mm (No. 10) and 4.00 mm (No. 8) knitting needles.
3 buttons for neck opening. 2 stitch holders.

TENSION
22 sts and 30 rows to 10 cm over stocking st, using 4.00 mm needles.
It is essential to work to the stated tension to obtain the measurements given.

ABBREVIATIONS
alt = alternate; beg = beginning; cont = continue; dec = decrease; inc = increase; K = knit;
P = purl; rem = remaining; st(s) = stitch(es); tog = together; 3.25 mm = No. 10 needles.

BACK
Using 3.25 mm needles, cast on 68 (72, 78, 84) sts.
1st row: K2, *P1, K1, rep from * to end.
Rep 1st row until band measures 4 cm, ending with a wrong side row.
Change to 4.00 mm needles and cont in stocking st until work measures 21 (24, 28, 32) cm.
Shape raglan: Cast off 2 sts at beg of next 2 rows. Dec one st at each end of next and alt rows
until 24 (26, 28, 30) sts rem. Leave rem sts on a stitch holder.`,
    expected: {
      title: "Boys' and Girls' Raglan Jumper",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(420) },
        { size: '4 years', yards: m(525) },
        { size: '6 years', yards: m(630) },
        { size: '8 years', yards: m(735) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['raglan'],
    },
  },
  {
    id: 'rw-tenth-icelandic-book-dash-sizes-per-colour-grams',
    text: `NORÐURLJÓS – Twelve Sweaters from the North                                         57
Chapter 4 · Lava Fields

Hraun
Design: Guðrún Sif Ólafsdóttir
English translation: Hildur Jónsdóttir

SIZES        XS – S – M – L – XL
Chest        88 – 94 – 100 – 108 – 116 cm
Length       60 – 62 – 64 – 66 – 68 cm

YARN  Léttlopi, aran weight (100% Icelandic wool, 50 g = approx. 100 m)
MC   0059 black           400 – 400 – 450 – 500 – 550 g
CC1  0085 oatmeal         100 g, all sizes
CC2  1409 garnet red       50 g, all sizes

NEEDLES  Circular needles 4 mm and 5 mm, 40 cm and 80 cm; double-pointed needles in both sizes.
GAUGE  18 sts and 24 rows in stocking stitch on 5 mm needles = 10 x 10 cm.

The body and the sleeves are knitted in the round from the hem up, then joined on one needle
for the yoke, which is worked in two-colour stranded knitting after chart C.
The sweater in the photo is size M, knitted by the translator.

BODY
With MC and 4 mm circular needle, cast on 160 – 172 – 180 – 196 – 208 sts. Join in the round
and knit 1 twisted, purl 1 for 6 cm. Change to 5 mm needle and knit stocking stitch until the
body measures 40 cm, or the desired length to the underarm.`,
    expected: {
      title: 'Hraun',
      designer: 'Guðrún Sif Ólafsdóttir',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS', yards: m(1100) },
        { size: 'S', yards: m(1100) },
        { size: 'M', yards: m(1200) },
        { size: 'L', yards: m(1300) },
        { size: 'XL', yards: m(1400) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-tenth-1960s-ounce-leaflet-bust-brackets',
    text: `THISTLEDOWN WOOLS                                          No. 4419          Price 9d.

Lady's Classic Cardigan
with raglan sleeves, in Thistledown Double Knitting

MEASUREMENTS
To fit 34 [36, 38, 40] in. bust.
Length from top of shoulder, 22 [22½, 23, 23½] ins.
Sleeve seam, 17 ins. (all sizes).

MATERIALS
14 [15, 16, 17] ozs. Thistledown Double Knitting Wool.
One pair each Nos. 10 and 8 knitting needles.
(Metric equivalents for this reprint: 3¼ mm and 4 mm.)
8 buttons.

TENSION
11 sts. and 15 rows to 2 inches on No. 8 needles.

ABBREVIATIONS
K., knit; P., purl; st., stitch; tog., together; inc., increase by working into front and back
of stitch; dec., decrease; beg., beginning; alt., alternate; rep., repeat; ins., inches.

The figures in square brackets refer to the larger sizes.

BACK
With No. 10 needles cast on 105 [111, 117, 123] sts. and work in K.1, P.1 rib for 3 ins.
Change to No. 8 needles and proceed in stocking stitch until work measures 14 ins.
Shape raglan armholes: cast off 3 sts. at beg. of next 2 rows, then dec. 1 st. at each end of
every alt. row until 35 [37, 39, 41] sts. remain. Cast off.`,
    expected: {
      title: "Lady's Classic Cardigan",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 11, rows: 15, inches: 2 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['34', '36', '38', '40'],
      techniques: ['raglan'],
    },
  },
  {
    id: 'rw-tenth-uk-magazine-dress-size-crochet-raglan',
    text: `HOOKED  ·  ISSUE 63  ·  MAKE IT TONIGHT

Marram Jumper
Top-down and seamless: Nell Pryce-Harding's easy raglan is made in one piece.

SIZE
To fit UK dress size: 8-10 (12-14: 16-18: 20-22)
Actual bust: 92 (104: 116: 128)cm
Length: 56 (58: 60: 62)cm

YOU WILL NEED
Seaside Yarns Bramble DK (100g/280m), 4 (5: 5: 6) x 100g balls, shade Sandbank
A 4mm (UK 8/US G6) and a 5mm (UK 6/US H8) crochet hook
Stitch markers

TENSION
16tr and 9 rows to 10cm using a 5mm hook

ABBREVIATIONS (UK)
ch chain; ss slip stitch; dc double crochet; tr treble; tr2tog treble two together;
sp space; RS right side

This pattern uses UK crochet terms.

YOKE
With the 5mm hook, make 96ch and join into a ring with a ss, taking care not to twist.
Work in rounds, with raglan increases at the four markers on every round, until the yoke
measures 20 (22: 24: 26)cm. Divide for the body and sleeves.
HEM AND CUFFS
Change to the 4mm hook and work 6 rounds of dc.

ALSO IN THIS ISSUE: our Pebble Beach Cushion uses just 3 balls of Bramble DK, page 58.`,
    expected: {
      title: 'Marram Jumper',
      designer: 'Nell Pryce-Harding',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '8-10', yards: m(1120) },
        { size: '12-14', yards: m(1400) },
        { size: '16-18', yards: m(1400) },
        { size: '20-22', yards: m(1680) },
      ],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['8-10', '12-14', '16-18', '20-22'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
