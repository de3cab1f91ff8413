import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw31-11',
    text: `FILATURA DI CAMOGLI
Collezione Primavera/Estate 2025 · Spring/Summer 2025 Collection
Modello 08 – English version

LEVANTE TOP
Design: Giulia Ferraris
English translation: Anna Lowe

An easy-fitting summer top in an openwork diamond lace, with a wide boat neck and short
cap sleeves worked in one with the body.

TAGLIE / SIZES: XS - S - M - L - XL
Finished bust: 86 - 94 - 102 - 112 - 122 cm
Length: 54 - 55 - 57 - 58 - 60 cm

FILATO / YARN
Camogli Lino Cotone (55% cotone, 45% lino / 55% cotton, 45% linen)
gomitoli da 50 g, circa 118 m / 50 g balls, approx. 118 m
Weight: light worsted / DK
6 - 7 - 8 - 9 - 10 gomitoli/balls, colore/colour 322 Salvia

FERRI / NEEDLES
Ferri n. 3,5 e n. 4 / straight needles 3.5 mm and 4 mm

CAMPIONE / TENSION
10 x 10 cm = 21 m e 28 f a traforo con ferri n. 4
10 x 10 cm = 21 sts and 28 rows in lace pattern with 4 mm needles

ABBREVIATIONS
k = knit; p = purl; yo = yarn over; k2tog = knit 2 sts together;
ssk = slip 2 sts knitwise one at a time, knit them together through the back loop;
sk2p = slip 1, k2tog, pass slipped st over

NOTE
Back and front are worked separately from the lower edge upwards and seamed at the
shoulders and sides. The lace is charted and also written out below.

DIETRO / BACK
With n. 3,5 needles cast on 91 - 99 - 107 - 117 - 129 sts and work 6 rows garter st.
Change to n. 4 needles and cont in lace patt as follows:
Row 1 (RS): K2, *yo, ssk, k3, k2tog, yo, k1; rep from * to last st, k1.
Row 2 and all WS rows: purl.
Row 3: K2, *k1, yo, ssk, k1, k2tog, yo, k2; rep from * to last st, k1.
Row 5: K2, *k2, yo, sk2p, yo, k3; rep from * to last st, k1.
When work measures 34 - 34 - 35 - 35 - 36 cm from the cast-on, cast on 12 sts at the
beginning of the next 2 rows for the cap sleeves.

DAVANTI / FRONT
Work as for the back.

Also in this collection: Modello 09 Cardigan Portofino – 9 - 10 - 11 - 12 - 13 gomitoli
Camogli Lino Cotone. Modello 10 Borsa Riviera – 4 gomitoli.

I colori delle foto possono differire dall'originale / Colours in photographs may vary.
Filatura di Camogli S.r.l. · Via del Porto 14, 16032 Camogli (GE) · filaturacamogli.it
© Riproduzione vietata / Reproduction prohibited                                        8`,
    expected: {
      title: 'Levante Top',
      designer: 'Giulia Ferraris',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(6 * 118) },
        { size: 'S', yards: m(7 * 118) },
        { size: 'M', yards: m(8 * 118) },
        { size: 'L', yards: m(9 * 118) },
        { size: 'XL', yards: m(10 * 118) },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw31-12',
    text: `north loop crochet

THE FOREMAN VEST
a men's textured crochet vest · sizes S to 3XL

design: Jordan Reyes
tech editing: Priya Natarajan
photography: Sam Whitaker

Available on Ravelry and at northloopcrochet.com

The Foreman is a classic V-neck sweater vest for the guy who says he "doesn't wear
handmade." Worked in half double crochet through the back loop for a ribbed, knit-look
fabric, it's made flat in two panels from the hem up and seamed at the shoulders and sides.

SIZES
S (M, L, XL, 2XL, 3XL)
Finished chest: 38 (42, 46, 50, 54, 58)" / 96.5 (106.5, 117, 127, 137, 147.5) cm
Intended ease: 2-4" positive. Sample is shown in size L on a 43" chest.

YARN
Worsted weight (#4) wool, approximately:
780 (880, 990, 1100, 1220, 1340) yds / 713 (805, 905, 1006, 1116, 1225) m
Sample: Ridgeline Worsted in Charcoal, 5 skeins (plus about 40 yds of a sixth).

HOOKS
US H-8 (5 mm) for ribbing
US I-9 (5.5 mm) for body
Or size needed to obtain gauge.

NOTIONS
Locking stitch markers, tapestry needle

GAUGE
14 sts and 11 rows = 4" in hdc-blo with larger hook, blocked.

ABBREVIATIONS (US terms)
ch – chain   sc – single crochet   hdc – half double crochet
blo – back loop only   hdc2tog – half double crochet 2 together
fpdc / bpdc – front / back post double crochet

BACK PANEL
With smaller hook, ch 9.
Ribbing row 1: Sc in 2nd ch from hook and in each ch across, turn. (8 sts)
Ribbing row 2: Ch 1, sc blo in each st across, turn.
Rep row 2 until ribbing measures 19 (21, 23, 25, 27, 29)" unstretched. Do not fasten off.
Rotate to work along the long edge of the ribbing. Change to larger hook.
Row 1 (RS): Ch 1, work 66 (74, 80, 88, 94, 102) hdc evenly across, turn.
Row 2: Ch 1, hdc blo in each st across, turn.
Rep row 2 until piece measures 15 (15½, 16, 16½, 17, 17½)" from bottom edge.

more from north loop: Switchback Beanie (180 yds worsted) · Trailhead Cardigan (1,150-1,900 yds)
questions? hello@northloopcrochet.com   ·   ravelry.com/designers/north-loop-crochet
© 2025 Jordan Reyes / north loop crochet. personal use only. please don't share this file.`,
    expected: {
      title: 'The Foreman Vest',
      designer: 'Jordan Reyes',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 780 },
        { size: 'M', yards: 880 },
        { size: 'L', yards: 990 },
        { size: 'XL', yards: 1100 },
        { size: '2XL', yards: 1220 },
        { size: '3XL', yards: 1340 },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up'],
    },
  },
];
