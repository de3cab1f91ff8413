import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWELFTH_CASES (split for the file-size rule; see real-world-twelfth.ts). */
export const REAL_WORLD_TWELFTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-twelfth-creator-pdf-oversized-crochet-pipes',
    text: `CLOUDY DAY SWEATER
an oversized crochet pullover • crochet pattern by Priya Raman (@priyamakesthings)

Thank you for purchasing! Please do not resell or share this PDF. You may sell items you make.

SIZES
XS-S | M-L | XL-2X | 3X-4X
Finished chest: 44 | 50 | 56 | 62 in
(shown in size M-L on a 36" bust with about 14" of positive ease)

YARN
Worsted weight (4) acrylic blend. Shown in Hue Loop Comfy Worsted, 100 g / 170 yd (155 m) per skein.
Yardage: 1,190 | 1,360 | 1,530 | 1,700 yd
         1,088 | 1,244 | 1,399 | 1,554 m

HOOKS
5.5 mm (I-9) for the ribbing
6 mm (J-10) for the body and sleeves

GAUGE
13 hdc x 10 rows = 4 in / 10 cm with the larger hook, blocked

ALSO NEEDED
Tapestry needle, 4 locking stitch markers

NOTES
The body is made flat in two panels from the bottom up and seamed at the sides and shoulders.
The sleeves are worked in the round from the cuff. Ribbing is sc in the back loop only. US terms.`,
    expected: {
      title: 'Cloudy Day Sweater',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS-S', yards: 1190 },
        { size: 'M-L', yards: 1360 },
        { size: 'XL-2X', yards: 1530 },
        { size: '3X-4X', yards: 1700 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['XS-S', 'M-L', 'XL-2X', '3X-4X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-neonatal-charity-sheet-named-weights',
    text: `ST BRIGID'S HOSPITAL · NEONATAL UNIT · VOLUNTEER KNITTERS
Pattern sheet 3 of 5 (please read sheet 1, washing and fibre rules, first)

LITTLE ACORN HAT
designed for us by our volunteer Dorothy Pennington

Sizes: Micro-preem (under 2 lb) / Preemie (2-4 lb) / Small baby (4-6 lb)
Hat measures round: 9 / 11 / 13 in

You will need:
- Baby double knitting (machine washable; no mohair, angora or fluffy yarns):
  about 20 / 30 / 40 m. A 25 g ball (about 75 m) makes several hats.
- A pair of 3.25 mm (US 3) needles
- A darning needle for sewing up

Tension: 6 sts to 1 inch over stocking stitch. It is not critical, but a tight hat is hard to
get on and off tiny heads.

Cast on 54 / 66 / 78 sts. Work 6 rows in k1, p1 rib, then stocking stitch until the hat measures
3 / 3½ / 4 in. Shape the crown as on sheet 2. The hat is knitted flat on two needles and sewn up
the back with a flat seam.

Please do NOT add pom-poms, buttons or ribbons, and no smoking near the knitting, please.
Leave finished hats at main reception in a bag with your name. Thank you! — Jean, unit co-ordinator`,
    expected: {
      title: 'Little Acorn Hat',
      designer: 'Dorothy Pennington',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Micro-preem', yards: m(20) },
        { size: 'Preemie', yards: m(30) },
        { size: 'Small baby', yards: m(40) },
      ],
      gauge: { stitches: 6, rows: null, inches: 1 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      sizes: ['Micro-preem', 'Preemie', 'Small baby'],
    },
  },
  {
    id: 'rw-twelfth-photocopied-zine-string-bag',
    text: `~ HOOK & HOLLER ~ zine no. 6 ~ spring ~ $4 ~ copy me & share!!

pg 11

CORNER-STORE BAG
(a stretchy string bag 4 groceries, by Bex Okafor)

what u need:
* worsted weight cotton, 1 ball each in Ecru and Rose
  (I used Lily Sugar'n Cream, 2.5 oz / 120 yds a ball)
* a 5 mm hook (H-8)
* 2 old bangles or wooden rings 4 the handles (optional!!)

gauge: whatever!! it's a net bag. but 4 mesh = 3 inches if u want numbers

how 2:
base is worked in the round — ch 5, join. rnd 1: 12 sc in ring. keep increasing 12 sts a rnd
till it's as big as ur hand. then the net: *ch 5, skip 3, sc in next* all round & round, changing
to Rose whenever u feel like it. ~30 rnds. handles: sc 40 over each bangle. done!! go shopping

next page → Bex's fave granny square (needs 50 yds of scrap)`,
    expected: {
      title: 'Corner-Store Bag',
      designer: 'Bex Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 240 }],
      gauge: { stitches: 4, rows: null, inches: 3 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-twelfth-danish-pdf-two-yarns-held-together',
    text: `LILLEMOR STRIK
Pattern 031 · English version

HAVTORN SWEATER
Design: Mette Skovgaard

Size            XS    S     M     L     XL    2XL
Chest (cm)      88    96    104   112   120   128
Length (cm)     54    56    58    60    62    64

Yarn A  Fjord Merino (50 g = 175 m)        4     4     5     5     6     6   skeins
Yarn B  Silk Mohair Fog (25 g = 210 m)     3     3     4     4     5     5   skeins

Yarn A and Yarn B are held together throughout, which gives a fabric like a DK weight yarn.

Needles: 4 mm and 5 mm circular needles (40 and 80 cm) and 4 mm double-pointed needles.
Gauge: 18 sts x 24 rows = 10 x 10 cm in stockinette with 5 mm needles and both yarns held together.

Construction: the sweater is knitted top-down with a round yoke. The sleeves are picked up at
the underarm and knitted in the round. Finish with a folded neckband.

See also: Havtorn Hat (pattern 032), 1 skein of each yarn.`,
    expected: {
      title: 'Havtorn Sweater',
      designer: 'Mette Skovgaard',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(1330) },
        { size: 'S', yards: m(1330) },
        { size: 'M', yards: m(1715) },
        { size: 'L', yards: m(1715) },
        { size: 'XL', yards: m(2100) },
        { size: '2XL', yards: m(2100) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
