import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw27-17',
    text: `LoveCrafts · Digital pattern · Order LC-55129803
This download is for the purchaser's personal use only.

HARBOURSIDE JUMPER
by Tilly Ravensworth

A relaxed everyday jumper with a ridged texture, dropped shoulders and split hems.

SIZES
XS [S, M, L, XL, 2XL, 3XL]
To fit bust: 76-81 [86-91, 96-101, 106-111, 116-121, 126-131, 136-141] cm
Finished bust: 96 [106, 116, 126, 136, 146, 156] cm – approx. 20 cm positive ease
The sample is knitted in size S.

YARN
Fenwick Wool DK (100% Bluefaced Leicester; 100 g / 225 m)
5 [5, 6, 6, 7, 8, 8] x 100 g skeins
Sample shown in shade Harbour Blue; it weighed 468 g.

NEEDLES
3.5 mm (US 4) and 4 mm (US 6) circular needles, 40 cm and 80 cm, plus dpns or a long
circular for magic loop

NOTIONS
Stitch markers, stitch holders, waste yarn, tapestry needle

TENSION
22 sts and 30 rows to 10cm over stocking stitch on 4 mm needles
24 sts and 36 rows to 10cm over ridge pattern on 4 mm needles

CONSTRUCTION
The front and back hems are knitted flat separately, then joined and the body is knitted in
the round from the hem up to the underarms. The front and back are then divided and worked
flat to the shoulders, which are joined with a three-needle bind-off. The sleeves are knitted
in the round from the cuff up and sewn in.

ABBREVIATIONS
k – knit · p – purl · kfb – knit front and back · k2tog – knit 2 together
st st – stocking stitch · BOR – beginning of round · pm – place marker

RIDGE PATTERN (worked in the round)
Rounds 1-3: Knit.
Round 4: Purl.
Repeat rounds 1-4.

BACK HEM
With 3.5 mm needle cast on 106 [118, 128, 138, 150, 160, 172] sts.
Row 1 (RS): *K1, p1; rep from * to end. Work in rib as set for 8 cm, ending with a WS row.
Break yarn and leave the stitches on the needle.

Need help with this pattern? tilly@ravensworthknits.co.uk
More from Tilly: Quayside Hat (1 skein DK) · Slipway Cardigan (1,250-2,100 m DK)
© Tilly Ravensworth 2025 · Page 2 of 8`,
    expected: {
      title: 'Harbourside Jumper',
      designer: 'Tilly Ravensworth',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(1125) },
        { size: 'S', yards: m(1125) },
        { size: 'M', yards: m(1350) },
        { size: 'L', yards: m(1350) },
        { size: 'XL', yards: m(1575) },
        { size: '2XL', yards: m(1800) },
        { size: '3XL', yards: m(1800) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw27-18',
    text: `HEATHERBELL TAM
A traditional Fair Isle tam in Shetland jumper weight
Design: Morag Tulloch · Lerwick

From the Voe Knits pattern shop. Thank you for supporting a small island business!

SIZE
To fit an average adult head, 53-56 cm / 21-22" circumference.
Diameter of the tam after blocking over a 28 cm plate: approx. 28 cm.

YARN
Shetland jumper weight (4 ply) wool, 25 g balls, approx. 105 m per ball:
   Shade 1  Moorit ............ 1 ball
   Shade 2  Fawn .............. 1 ball
   Shade 3  Mustard ........... 1 ball
   Shade 4  Rust .............. 1 ball
   Shade 5  Shaela ............ 1 ball
   Shade 6  Natural White ..... 1 ball
The sample was knitted in Skerry Mill Jumper Weight and weighs 62 g.

NEEDLES
2.75mm circular needle, 40cm, for the rib
3.25mm circular needle, 40cm, and a set of double pointed needles in the same size for the
crown

TENSION
32 sts and 32 rounds to 10cm over Fair Isle pattern on 3.25mm needles, after blocking.

CONSTRUCTION
The tam is knitted in the round from the brim up. The pattern is worked in stranded Fair Isle
with never more than two colours in a round: hold the pattern colour in your left hand and
the background in your right. The crown is shaped with eight double decreases into a star.

CHARTS
Chart A (Peerie band) – 11 rounds, 6-st repeat
Chart B (OXO border) – 17 rounds, 24-st repeat
Chart C (Crown star) – 36 rounds, worked 8 times around

BRIM
With 2.75mm needle and Shade 1, cast on 132 sts. Join in the round without twisting.
Round 1: *K2 Shade 1, p2 Shade 6; rep from * to end.
Repeat this round 19 times more (corrugated rib).
Change to 3.25mm needle. Knit 1 round in Shade 1, increasing 60 sts evenly. (192 sts)
Work Charts A and B.

BLOCKING
Wash gently and stretch the tam over a 28 cm dinner plate to dry.

© Morag Tulloch 2025 · voeknits.co.uk · Please do not copy or distribute.
Also from Voe Knits: Sumburgh Kep (2 colours, 50 g each) · Ronas Mittens (4 x 25 g balls)`,
    expected: {
      title: 'Heatherbell Tam',
      designer: 'Morag Tulloch',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(630) }],
      gauge: { stitches: 32, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['One size'],
      techniques: ['fair isle', 'colorwork', 'in the round', 'bottom-up'],
    },
  },
];
