import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/**
 * Part 4 of REAL_WORLD_CASES: tuned-on texts written for the kinds the third held-out batch's per-field scores
 * pointed at (titles under brand lines and pattern codes, lengths given apart from the amounts, counts of each
 * colour, one-size garments by their measurements), in other words than that batch.
 */
export const REAL_WORLD_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-code-masthead-grams-length-after',
    text: `GARNHUS 112-4
Birch Bark Cardigan
Knitted cardigan worked bottom up in pieces. Sizes XS - XXL.

SIZE: XS - S - M - L - XL - XXL

MATERIALS:
GARNHUS ALPAKKA (belongs to yarn group A)
200-250-250-300-300-350 g colour 12, rust

CIRCULAR NEEDLE SIZE 3.5 MM: length 80 cm.

TENSION:
24 stitches in width and 32 rows vertically = 10 x 10 cm.

GARNHUS ALPAKKA: 100% alpaca; 50 g = approx. 167 metres.`,
    expected: {
      title: 'Birch Bark Cardigan',
      craft_type: 'knitting',
      yardage: [
        { size: 'XS', yards: m(668) },
        { size: 'S', yards: m(835) },
        { size: 'M', yards: m(835) },
        { size: 'L', yards: m(1002) },
        { size: 'XL', yards: m(1002) },
        { size: 'XXL', yards: m(1169) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-brand-line-bust-table-ball-length-last',
    text: `SIRDAR
HAWTHORN
Design by Jane Ellison

SIZES
To fit bust
81        86        91        97        cm
32        34        36        38        in

YARN
Country Classic DK
6         7         7         8         x 50gm

NEEDLES
1 pair 4mm (UK 8 - USA 6) needles

TENSION
22 sts and 28 rows to 10 cm over stocking stitch.

Country Classic DK: approx. 155 m (170 yds) per 50 g ball.`,
    expected: {
      title: 'Hawthorn',
      designer: 'Jane Ellison',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81', yards: 6 * 170 },
        { size: '86', yards: 7 * 170 },
        { size: '91', yards: 7 * 170 },
        { size: '97', yards: 8 * 170 },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['81', '86', '91', '97'],
    },
  },
  {
    id: 'rw-each-ball-label-ounces-two-counts',
    text: `Red Heart® Super Saver®
Pattern LW7788
Harvest Stripe Sweater

SIZES: Kids 6 [8, 10, 12] years

MATERIALS
Super Saver® Claret 3 [3, 4, 4] skeins (A)
Super Saver® Aran 1 [2, 2, 2] skeins (B)
Each skein: 7 oz (198 g), 364 yd (333 m)
Knitting Needles: Size 8 [5 mm]

GAUGE: 17 sts + 23 rows = 4" [10 cm] in Stockinette stitch.`,
    expected: {
      title: 'Harvest Stripe Sweater',
      craft_type: 'knitting',
      yardage: [
        { size: '6 years', yards: 4 * 364 },
        { size: '8 years', yards: 5 * 364 },
        { size: '10 years', yards: 6 * 364 },
        { size: '12 years', yards: 6 * 364 },
      ],
      gauge: { stitches: 17, rows: 23, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['6 years', '8 years', '10 years', '12 years'],
    },
  },
  {
    id: 'rw-skein-description-semicolon-in-parens',
    text: `Picnic Blanket Square Bag
Crochet | Pattern by Odile Marchetti

Yarn: aran weight cotton, 3 skeins (each 3.5 oz / 100 g; 170 yds / 155 m)
Hook: US I/9 (5.5 mm)
Gauge: 13 sts and 10 rows = 4" in half double crochet`,
    expected: {
      title: 'Picnic Blanket Square Bag',
      designer: 'Odile Marchetti',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 3 * 170 }],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
    },
  },
  {
    id: 'rw-of-each-colours-count',
    text: `Pattern 2093
RAINBOW RIPPLE PRAM COVER
in Cosy Baby Double Knitting

MATERIALS
Cosy Baby DK (50 g balls, approx. 150 m)
Main shade: 3 x 50 g balls
Shades 2, 3, 4, 5 and 6: 1 ball of each
4.50 mm (UK 7, USA 7) crochet hook

TENSION
3 ripple repeats (42 sts) to 20 cm over pattern.`,
    expected: {
      title: 'Rainbow Ripple Pram Cover',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(8 * 150) }],
      gauge: { stitches: 42, rows: null, inches: 8 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
    },
  },
  {
    id: 'rw-colours-count-each-skein',
    text: `Duet Brioche Cowl
Pattern by Sanna Korhonen | sannaknits.fi

Yarn: 2 colours of fingering weight yarn, 1 x 50 g skein each (approx. 200 m / 219 yds per skein)
Needles: 3.5 mm (US 4) 60 cm circular
Gauge: 5 sts and 10 rnds = 1 inch in two-colour brioche`,
    expected: {
      title: 'Duet Brioche Cowl',
      designer: 'Sanna Korhonen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 219 }],
      gauge: { stitches: 5, rows: 10, inches: 1 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['brioche', 'in the round'],
    },
  },
  {
    id: 'rw-numbered-title-grams-and-balls',
    text: `No. 7  Garter Yoke Top
Design: Keiko Morita

Materials: Puppy Linen, ecru (01) 240 g / 6 balls
  (1 ball = 40 g, approx. 100 m)
Tools: Knitting needles No. 5 (3.6 mm)
Gauge: Stockinette stitch 24 sts, 32 rows = 10 cm square
Finished measurements: Bust 92 cm, length 52 cm`,
    expected: {
      title: 'Garter Yoke Top',
      designer: 'Keiko Morita',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: m(600) }],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: null, mm: 3.6 }],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-grams-size-table-length-in-yarn',
    text: `Heatherhope Socks
Design by Mairi Buchanan

Size          XS      S       M       L
Foot circ.    17      19      21      23 cm
Yarn needed   50      65      80      95 g

Yarn: Island Sock (4 ply; 100 g = 400 m)
Needles: 2.25 mm double-pointed needles
Tension: 32 sts and 44 rounds = 10 cm

Cuff-down with a heel flap.`,
    expected: {
      title: 'Heatherhope Socks',
      designer: 'Mairi Buchanan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: m(200) },
        { size: 'S', yards: m(260) },
        { size: 'M', yards: m(320) },
        { size: 'L', yards: m(380) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['XS', 'S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-hand-measurement-one-size-brim-up',
    text: `Lingonberry Hat
Britt-Marie Holmgren

Finished measurements: head circumference 54 cm, depth 22 cm
Yarn: DK weight wool: 1 ball each of Red and Oat (50 g / 115 m per ball)
Needles: 3.5 mm (US 4) 40 cm circular
Gauge: 26 sts and 28 rounds = 10 cm in stranded colourwork

Worked in the round from the brim up.`,
    expected: {
      title: 'Lingonberry Hat',
      designer: 'Britt-Marie Holmgren',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(230) }],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['One size'],
      techniques: ['bottom-up', 'colorwork', 'in the round'],
    },
  },
];
