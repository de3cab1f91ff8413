import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_ELEVENTH_CASES (split for the file-size rule; see real-world-eleventh.ts). */
export const REAL_WORLD_ELEVENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-eleventh-newspaper-column-tea-cosy',
    text: `THE SATURDAY HERALD MAGAZINE   |   Home & Craft   |   14

WEEKEND KNIT with Fiona McAllister
This week: the Bramble Tea Cosy

A proper woolly cosy keeps the pot hot through a second cup. Fiona's design has a
bramble-stitch band in a contrast shade and fits a standard six-cup teapot.

YOU WILL NEED
1 ball each in Heather (A) and Oatmeal (B) of any double knitting yarn
(we used Glenmore Pure Wool DK, 50g, approx 112m per ball)
A pair of 4mm (UK 8, US 6) needles
A wooden bead or a pompom for the top, and a darning needle

TENSION
22 sts and 28 rows to 10cm over st st on 4mm needles.
Tension is not critical, but a looser fabric lets the heat out.

ABBREVIATIONS
k knit; p purl; st st stocking stitch; tog together; A/B yarn colours;
P3tog purl three together; (k1, p1, k1) into next st make three from one.

TO MAKE (make 2 sides)
Using A, cast on 52 sts and work 8 rows in k2, p2 rib...

Photograph: Tom Reid. Next week: Fiona's cabled hot-water-bottle cover, using 3 balls of aran.`,
    expected: {
      title: 'Bramble Tea Cosy',
      designer: 'Fiona McAllister',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(224) }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
    },
  },
  {
    id: 'rw-eleventh-pet-shop-dog-sweater',
    text: `Paws & Purls Pet Boutique — free in-store pattern card #12

COZY RIBBED DOG SWEATER (crochet)
Designed by Priya Raman for Paws & Purls

Sizes: XS (S, M, L)
Dog's chest: 30 (40, 50, 60) cm / 12 (16, 20, 24)"
Back length (neck to tail): 20 (28, 36, 44) cm
Our model Biscuit, a 9 kg beagle, wears size M.

YOU'LL NEED
Worsted weight acrylic, 1 (1, 2, 2) skeins
(each skein 7 oz/198 g, 364 yds/333 m)
5.5 mm (I-9) hook
2 buttons, 15 mm, for the strap; yarn needle

GAUGE
14 hdc and 10 rows = 4 in / 10 cm.
Work a swatch - dogs don't like a tight neck!

NOTES
The sweater is worked flat in one piece and buttoned under the tummy. The ribs are made
with front-post stitches on every other row.
Abbreviations: ch chain, hdc half double crochet, FPdc front post double crochet, sk skip.

Ask in store about our matching Leash Cozy (uses 20 yds of leftover yarn).`,
    expected: {
      title: 'Cozy Ribbed Dog Sweater',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 364 },
        { size: 'S', yards: 364 },
        { size: 'M', yards: 728 },
        { size: 'L', yards: 728 },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['XS', 'S', 'M', 'L'],
    },
  },
  {
    id: 'rw-eleventh-patreon-post-lace-cowl',
    text: `Saoirse Ní Bhriain is creating knitting patterns
PATRON-ONLY · April pattern · Tier: Cosy Cup and above

Silverweed Cowl

Hello lovely patrons! This month's pattern is a lace cowl that started on a rainy week in
Connemara. There are two lengths, a snug Short one and a Long one to loop twice.

Lengths: Short (Long)
Circumference after blocking: 56 (104) cm; height 24 cm

Yarn: fingering weight, 180 (300) yds / 165 (274) m
(I used one skein of Cnoc Dyeworks Merino Singles in "Bog Cotton")
Needle: US 3 (3.25 mm) 16" circular for Short, 32" for Long
Notions: 8 stitch markers, blocking wires (optional)

Gauge: 28 sts and 36 rounds to 4 in over lace pattern, blocked.

The cowl is worked in the round from a provisional cast-on, and the chart and written
instructions are both in the PDF attached below. Pattern tested by Deirdre and Molly - thank you!

Next month I'm releasing the Turlough Socks to all tiers - keep your sock yarn handy (400 yds).

Go raibh maith agaibh,
Saoirse`,
    expected: {
      title: 'Silverweed Cowl',
      designer: 'Saoirse Ní Bhriain',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Short', yards: 180 },
        { size: 'Long', yards: 300 },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      sizes: ['Short', 'Long'],
      techniques: ['lace', 'in the round'],
    },
  },
  {
    id: 'rw-eleventh-korean-designer-free-size-cardigan',
    text: `[ crochet pattern ] MOONLIGHT MESH CARDIGAN
designed by Kim Seo-yeon (@seoyeon.knits) / photo: Lee Ha-eun / English edit: Ruth Calloway

* This pattern is written in US crochet terms.

SIZE
Free size (fits bust 80-100 cm)
Finished: width 60 cm, length 52 cm, sleeve 38 cm (drop shoulder)

YARN
Kid mohair silk blend (lace weight)
4 balls × 25 g (approx. 210 m each) - colour "Moonlight Grey"

HOOK
4 mm crochet hook

ETC.
4 stitch markers, tapestry needle, 5 pearl buttons 12 mm (optional)

GAUGE
17 sts × 9 rows = 10 cm (in shell pattern, after light steam blocking)

CONSTRUCTION
Worked from the neckline down in one piece, then the body is divided from the sleeves.
Sleeves are worked in rows and seamed.

Please do not sell or share this pattern. Thank you ♡`,
    expected: {
      title: 'Moonlight Mesh Cardigan',
      designer: 'Kim Seo-yeon',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(840) }],
      gauge: { stitches: 17, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['One size'],
      techniques: ['top-down'],
    },
  },
];
