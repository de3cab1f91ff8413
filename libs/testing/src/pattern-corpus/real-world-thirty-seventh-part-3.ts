import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_3 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw37-05-austrian-ravelry-linen-tank-grams-per-size',
    text: `Ravelry pattern download · purchased by lena_k on 2 April 2025 · ravelry.com/designers/theresa-auer

STRANDBAD TOP
a sleeveless summer top with an eyelet panel

Design: Theresa Auer · Vienna

This little top is my ode to the old lido on the Danube: light, breezy and quick to knit in
linen. It is worked from the top down. Front and back each begin with a provisional cast-on at
the shoulders, the shoulders are shaped with German short rows, and after the armholes are
finished the pieces are joined and the body is knitted in the round to the hem.

SIZES
1 (2, 3, 4, 5, 6)
Finished bust: 84 (92, 100, 108, 116, 124) cm / 33 (36¼, 39¼, 42½, 45¾, 48¾) in
Choose a size with 5–10 cm of positive ease. Shown in size 2 on Anna, bust 86 cm.

YARN
Linnea Leinen 4ply (100% linen, fingering weight; 50 g ≈ 210 m)
Amount: 200 (225, 250, 275, 300, 350) g
Sample in colour Sand (size 2) weighed 221 g when finished.

NEEDLES
Circular needles 2.75 mm and 3.25 mm, 60–80 cm long
2.75 mm circular needle, 40 cm long, for the armhole edgings

NOTIONS
Waste yarn in a contrast colour for the provisional cast-on, a crochet hook for the cast-on,
4 stitch markers, a tapestry needle.

GAUGE
26 sts and 36 rows = 10 cm in stocking stitch on 3.25 mm needles, after washing and drying flat.
The eyelet panel (21 sts) measures 7.5 cm wide.

EYELET PANEL (worked over 21 sts; chart on page 5)
Row 1 (RS): k2, yo, ssk, k4, k2tog, yo, k1, yo, ssk, k4, k2tog, yo, k2.
Row 2 and all WS rows: purl.
Row 3: k3, yo, ssk, k2, k2tog, yo, k3, yo, ssk, k2, k2tog, yo, k3.

BACK
Using the crochet hook and waste yarn, work a provisional cast-on of 34 (36, 38, 40, 42, 44) sts
for the right shoulder. Change to 3.25 mm needle and the linen.
Short row 1 (RS): k to last 6 sts, turn. Short row 2 (WS): make DS, purl to end.

Abbreviations: DS double stitch (German short rows) · yo yarn over · ssk slip, slip, knit ·
k2tog knit 2 together.

Linen looks stiff on the needles and softens beautifully with every wash.

Testers: Mira (size 4, used 262 g), Jana (size 1), Sophie (size 6, 340 g). Danke!
Also by Theresa: Donauwelle Cardigan (450–900 g) · Kahlenberg Socks (100 g)
                                          © Theresa Auer 2025 · page 2 / 7`,
    expected: {
      title: 'Strandbad Top',
      designer: 'Theresa Auer',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: m((200 / 50) * 210) },
        { size: '2', yards: m((225 / 50) * 210) },
        { size: '3', yards: m((250 / 50) * 210) },
        { size: '4', yards: m((275 / 50) * 210) },
        { size: '5', yards: m((300 / 50) * 210) },
        { size: '6', yards: m((350 / 50) * 210) },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['lace', 'short rows', 'top-down', 'in the round', 'provisional cast-on'],
    },
  },
  {
    id: 'rw37-06-us-kofi-mosaic-crochet-vest-mc-cc-yards',
    text: `ko-fi.com/fernandflint · Shop order #KF-5521 · Thank you so much for supporting my work!

fern & flint crochet

CORDUROY VEST
an overlay mosaic crochet sweater vest

pattern & photos: Lydia Marchetti
tech edit: Dawn Okafor

SIZES
XS (S, M, L, XL, 2X, 3X)
Finished chest: 34 (38, 42, 46, 50, 54, 58)" / 86.5 (96.5, 106.5, 117, 127, 137, 147.5) cm
Designed with 4–8" of positive ease. Sample is size M, worn with 8" of ease.

YARN
Bulky weight (#5): Meadowline Chunky (100% wool; 100 g / 137 yds / 125 m)
MC (Rust): 320 (360, 400, 450, 500, 550, 600) yds / 293 (329, 366, 411, 457, 503, 549) m
CC (Oat): 180 (200, 225, 250, 275, 300, 330) yds / 165 (183, 206, 229, 251, 274, 302) m
My size M sample used 3 skeins of Rust and just under 2 of Oat.

HOOKS
US J-10 (6 mm) for the ribbing
US K-10½ (6.5 mm) for the body, or size needed to obtain gauge

NOTIONS
Stitch markers, locking markers, tapestry needle

GAUGE
12 sts and 14 rows = 4" (10 cm) in mosaic pattern with the larger hook.
13 sts and 16 rows = 4" in sc through back loops with the larger hook.

CONSTRUCTION
The front and back are worked flat from the bottom up in overlay mosaic crochet, changing color
every row and leaving a tail at each edge to be hidden in the side seams. Shoulders
are seamed, then the armhole and neck bands are worked sideways in rows and joined as you go.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · BLO back loop only · dc double crochet · FLO front loop only
sk skip · st(s) stitch(es) · RS right side · WS wrong side

RIBBING
With smaller hook and MC, ch 9.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (8 sts)
Row 2: Ch 1, sc BLO in each st across, turn.
Rep Row 2 until ribbing measures 17 (19, 21, 23, 25, 27, 29)", do not fasten off.

Tester notes: Brooke (2X) used 540 yds of MC; Ana (XS) made hers cropped with 410 yds in total.

More from fern & flint: Furrow Cardigan (1,100–2,300 yds) · Tilled Beanie (160 yds)
© 2025 Lydia Marchetti · fern & flint crochet. For personal use only.                page 2`,
    expected: {
      title: 'Corduroy Vest',
      designer: 'Lydia Marchetti',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'XS', yards: 500 },
        { size: 'S', yards: 560 },
        { size: 'M', yards: 625 },
        { size: 'L', yards: 700 },
        { size: 'XL', yards: 775 },
        { size: '2X', yards: 850 },
        { size: '3X', yards: 930 },
      ],
      gauge: { stitches: 12, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['mosaic', 'bottom-up'],
    },
  },
];
