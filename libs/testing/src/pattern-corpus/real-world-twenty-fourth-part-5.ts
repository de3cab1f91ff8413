import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw24-09',
    text: `Downloaded from LoveCrafts · Pattern ID 1187342
Kerrigan Knits

THRIFT SLIPOVER
Designed by Isla Kerrigan

A roomy cabled slipover knitted in pieces from the bottom up, with deep ribbed armholes and a V-neck. Wear it
over a shirt in spring or a roll-neck in winter.

SIZES
To fit bust 76-81 [86-91, 97-102, 107-112, 117-122] cm / 30-32 [34-36, 38-40, 42-44, 46-48] in
Actual bust 96 [108, 120, 132, 144] cm
Length to shoulder 56 [58, 60, 62, 64] cm
Figures in square brackets refer to the larger sizes; where only one figure is given it applies to all sizes.

YARN
Aran weight wool, approx. 400 [450, 500, 600, 650] g
Sample knitted in Kelpie Aran (100% British wool; 100 g = 166 m) in the shade Seaweed.

NEEDLES
Pair of 4.5 mm needles
Pair of 5 mm needles
4.5 mm circular needle, 60 cm, for the neckband and armhole bands
Cable needle

TENSION
18 sts and 24 rows to 10 cm over stocking stitch using 5 mm needles.
The central cable panel of 28 sts measures 12 cm across.

ABBREVIATIONS
C6B – slip 3 sts onto the cable needle, hold at back, k3, then k3 from the cable needle
C6F – as C6B but hold the cable needle at the front
T3B / T3F – twist 3 back / front
M1 – make one
rep – repeat
st st – stocking stitch

BACK
Using 4.5 mm needles cast on 90 [100, 110, 120, 130] sts.
Rib row 1 (RS): K2, *p2, k2; rep from * to end.
Rib row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows until the rib measures 6 cm, ending with a WS row.
Change to 5 mm needles and beg with a k row, work in st st until the back measures 34 [35, 36, 37, 38] cm.

FRONT
Work as given for the back, placing the cable panel at the centre on the first row after the rib.

Love this? Try the Thrift Beanie (1 ball of Kelpie Aran) and the Thrift Wristers (50 g).
© Isla Kerrigan 2025. All rights reserved. For personal, non-commercial use.                       Page 1 of 5`,
    expected: {
      title: 'Thrift Slipover',
      designer: 'Isla Kerrigan',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '76-81', yards: m(664) },
        { size: '86-91', yards: m(747) },
        { size: '97-102', yards: m(830) },
        { size: '107-112', yards: m(996) },
        { size: '117-122', yards: m(1079) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['76-81', '86-91', '97-102', '107-112', '117-122'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw24-10',
    text: `Skerry Knitwear Designs · Lerwick
skerryknitwear.co.uk

HAAF WAISTCOAT
Design by Morag Inkster

A traditional Fair Isle waistcoat knitted in the round in Shetland jumper weight wool, with steeks at the
armholes and front opening which are cut and finished with corrugated ribbed bands.

SIZES
S (M, L, XL)
To fit chest 86-91 (97-102, 107-112, 117-122) cm / 34-36 (38-40, 42-44, 46-48) in
Actual chest 98 (109, 120, 131) cm

MATERIALS
Jumper weight Shetland wool, 25 g balls, approx. 105 m per ball.
Shade 1 (Shaela, background): 100 (125, 125, 150) g
Shades 2 to 6 (pattern colours: Moorit, Gold, Rust, Fawn, Sholmit): 25 g each, all sizes
2.75 mm and 3.25 mm circular needles, 60 or 80 cm, plus double-pointed needles in the smaller size for the
armhole bands
7 buttons, 15 mm
Sewing thread and a sharp needle to secure the steeks before cutting

TENSION
30 sts and 32 rows to 10 cm over Fair Isle pattern on 3.25 mm needles, after washing and blocking.

CONSTRUCTION
The body is worked in the round from the hem up, with an 8-stitch steek at the centre front. At the armholes
the underarm stitches are placed on hold and further steeks are cast on; the V-neck is shaped at each side of
the front steek. The shoulders are joined with a three-needle bind-off. The steeks are reinforced and cut, then
the front band and armhole bands are picked up and knitted in corrugated rib.

CHARTS
Chart A (OXO border, 16 rounds), Chart B (large star, 31 rounds) and Chart C (peerie, 7 rounds) are on pages 4
and 5. Only two colours are used in any one round.

ABBREVIATIONS
MC – main colour (Shade 1); CC – contrast colour
k2tog / ssk – decreases
pm – place marker
BOR – beginning of round

BODY
Using 2.75 mm needle and Shade 1, cast on 284 (316, 348, 380) sts, including 8 steek sts. Join to work in the
round and work 6 cm of corrugated rib, then change to 3.25 mm needle and begin Chart A.

The Shetland colour names are traditional; substitute any jumper weight wool that knits to the same tension.

Also available: Haaf Hat (1 ball each of six shades) · Haaf Gloves
© Morag Inkster 2025 · Skerry Knitwear Designs · This PDF is for the purchaser's own use.`,
    expected: {
      title: 'Haaf Waistcoat',
      designer: 'Morag Inkster',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(945) },
        { size: 'M', yards: m(1050) },
        { size: 'L', yards: m(1050) },
        { size: 'XL', yards: m(1155) },
      ],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      techniques: ['fair isle', 'colorwork', 'steeks', 'bottom-up', 'in the round'],
    },
  },
];
