import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTEENTH_CASES (split for the file-size rule; see real-world-thirteenth.ts). */
export const REAL_WORLD_THIRTEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-thirteenth-marketplace-listing-baby-cardigan-slash-ages',
    text: `Little Acorn Cardigan Knitting Pattern PDF, Top Down Raglan Baby Cardigan, Sizes 0-3 Months to 4 Years, INSTANT DOWNLOAD
KnitsByElodie  ★★★★★ (1,284)
$7.50
Digital download · 1 PDF included

Item details
Highlights: Digital download · Digital file type(s): 1 PDF

⚠ This is a PDF KNITTING PATTERN, not a finished cardigan. ⚠

The Little Acorn Cardigan is knitted seamlessly from the top down with raglan increases, so
there is almost nothing to sew up. Garter-stitch bands and tiny acorn buttons make it a
favourite baby-shower gift.
Designed by Élodie Marchetti

SIZES: 0-3 / 3-6 / 6-12 / 12-24 months, 2 / 3 / 4 years
Chest circumference: 41 / 44 / 48 / 51 / 55 / 58 / 61 cm

YARN: DK weight, approx. 180 / 220 / 280 / 340 / 400 / 460 / 510 yards
(165 / 201 / 256 / 311 / 366 / 421 / 466 m)
The sample is knitted in size 6-12 months in Ferme DK (100% merino, 50 g = 115 m), colourway
Acorn, and used 3 skeins.
NEEDLES: US 4 (3.5 mm) and US 6 (4 mm) circular needles, 60-80 cm, or size needed for gauge
NOTIONS: 5 (5, 6, 6, 7, 7, 7) buttons, 15 mm; stitch markers; waste yarn
GAUGE: 22 sts x 30 rows = 4"/10 cm in stockinette after blocking

SKILLS: knit, purl, increases (M1L, M1R, kfb), picking up stitches, one-row buttonholes
LANGUAGE: English (US terms), written instructions only, no charts

You may also like: Little Acorn Hat (sizes 0-3 months to 4 years, 60-140 yds)

Please note: due to the nature of digital downloads, no refunds are given.`,
    expected: {
      title: 'Little Acorn Cardigan',
      designer: 'Élodie Marchetti',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 180 },
        { size: '3-6 months', yards: 220 },
        { size: '6-12 months', yards: 280 },
        { size: '12-24 months', yards: 340 },
        { size: '2 years', yards: 400 },
        { size: '3 years', yards: 460 },
        { size: '4 years', yards: 510 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months', '2 years', '3 years', '4 years'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-thirteenth-church-bazaar-booklet-christmas-stocking',
    text: `ST. AIDAN'S CRAFT CIRCLE
Christmas Makes — Booklet No. 3 (all proceeds to the church roof fund)
                                                                         Page 12

Grandma Edna's Stocking
Submitted by Edna Farraday, who designed it for her grandchildren in 1987 and has made
thirty-one of them since.

Materials
Worsted weight yarn (4): 1 skein each of Cherry Red (MC) and White (CC), about 7 oz / 364 yds
per skein
Size H-8 (5 mm) crochet hook
Yarn needle, 6" of ribbon for the hanging loop, pom-pom maker (optional)

Gauge: 13 sc = 4 inches. Don't fret about rows.

Finished stocking measures about 17 inches from the top of the cuff to the heel.

Notes: The leg and foot are worked in joined rounds. The ch 1 at the beginning of a round does
not count as a stitch. Join each round with a sl st to the first sc.

Cuff: With CC, ch 44, join with a sl st to form a ring, being careful not to twist.
Rnd 1: Ch 1, sc in each ch around, join. (44 sc)
Rnds 2-8: Ch 1, sc in back loop of each sc around, join. Fasten off CC.
Leg: Join MC. Work even in sc until the leg measures 9" from the top of the cuff.

Turn to page 13 for Marjorie's Knitted Angel (one ball of white 4-ply) and page 14 for the
Bring-and-Share Supper recipes!`,
    expected: {
      title: "Grandma Edna's Stocking",
      designer: 'Edna Farraday',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 728 }],
      gauge: { stitches: 13, rows: null, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-thirteenth-irish-mill-leaflet-aran-dash-sizes',
    text: `KILCAR WOOLLEN MILLS · Co. Donegal · Ireland
LEAFLET No. 47

Inishowen Aran Sweater
Designed by Máire Ní Ghallchóir

MEASUREMENTS
To fit chest      96 – 102 – 107 – 112 cm
                  38 – 40 – 42 – 44 in
Actual chest     108 – 114 – 120 – 126 cm
Length            66 – 68 – 70 – 71 cm
Sleeve seam       46 – 47 – 48 – 48 cm

MATERIALS
Kilcar Báinín Aran      18 – 19 – 21 – 22   x 50 g balls
1 pair each 3¾ mm (No. 9) and 4½ mm (No. 7) needles. Cable needle.

TENSION
19 sts and 25 rows to 10 cm over moss stitch on 4½ mm needles.
Panel A (24 sts) measures 9 cm wide.

ABBREVIATIONS
C6B  slip next 3 sts onto cable needle, hold at back, k3, then k3 from cable needle
C6F  as C6B but hold cable needle at front
MB   make bobble: (k1, p1, k1, p1) into next st, turn, p4, turn, k4, pass 3 sts over first
Tw2  knit into front of 2nd st, then front of 1st, slip both off together
M    moss stitch

BACK
Using 3¾ mm needles cast on 110 – 116 – 122 – 128 sts and work 7 cm in k1, p1 rib.
Change to 4½ mm needles and set the panels: moss st 9 – 12 – 15 – 18, Panel A, Tw2, Panel B
(honeycomb), Tw2, Panel A, moss st 9 – 12 – 15 – 18.

NOTE ON THE YARN
Báinín is our undyed, unscoured Aran weight wool, spun at the mill from Irish fleece. Each
50 g ball gives approx. 85 metres. Always buy enough balls of one dye lot... or in this case,
one shearing.

Also from Kilcar: Leaflet 46 Tory Island Cardigan (14 – 16 balls), Leaflet 48 Gweedore Tam.`,
    expected: {
      title: 'Inishowen Aran Sweater',
      designer: 'Máire Ní Ghallchóir',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '96', yards: m(18 * 85) },
        { size: '102', yards: m(19 * 85) },
        { size: '107', yards: m(21 * 85) },
        { size: '112', yards: m(22 * 85) },
      ],
      gauge: { stitches: 19, rows: 25, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['96', '102', '107', '112'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-thirteenth-indie-pdf-pipe-header-crochet-pullover-slash-busts',
    text: `Pattern by Nadia El-Amin | Loop Theory Studio | loop-theory.studio                page 1 of 11

HARBOUR FOG SWEATER
A boxy, drop-shoulder pullover in ribbed half double crochet, made for grey mornings by the
water. Intermediate: you should be comfortable with hdc-blo, front/back post ribbing and
seaming.

AT A GLANCE
Craft: crochet (US terms)
To fit bust (in): 28-30 / 32-34 / 36-38 / 40-42 / 44-46
Finished bust (in): 40 / 44 / 48 / 52 / 56 — about 10 in of positive ease
Yarn: Aran weight, 4 / 5 / 5 / 6 / 7 skeins of Fogbank Aran (100% wool; 100 g / 3.5 oz;
171 m / 187 yds)
Hooks: 5 mm (H-8) for the ribbing, 5.5 mm (I-9) for the body
Gauge: 12 hdc and 9 rows = 4 in / 10 cm in hdc-blo, after blocking
Notions: 4 locking stitch markers, tapestry needle

SAMPLE
Shown in size 32-34 on a 33 in bust, with 10 in of ease; it used 4½ skeins.

CONSTRUCTION
Front and back are worked flat from the bottom up and seamed at the shoulders and sides. The
sleeves are worked separately from the cuff up and sewn in; the neckband is picked up last.

ABBREVIATIONS
hdc-blo  half double crochet through the back loop only
fpdc / bpdc  front / back post double crochet
sc2tog  single crochet 2 together
RS / WS  right side / wrong side

Pairs well with the Fogline Beanie (1 skein, 6 mm hook) — bundle both in the shop for 20% off.
Questions? hello@loop-theory.studio · Tech edited by Rosa Quint.`,
    expected: {
      title: 'Harbour Fog Sweater',
      designer: 'Nadia El-Amin',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: '28-30', yards: 748 },
        { size: '32-34', yards: 935 },
        { size: '36-38', yards: 935 },
        { size: '40-42', yards: 1122 },
        { size: '44-46', yards: 1309 },
      ],
      gauge: { stitches: 12, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['28-30', '32-34', '36-38', '40-42', '44-46'],
      techniques: ['bottom-up'],
    },
  },
];
