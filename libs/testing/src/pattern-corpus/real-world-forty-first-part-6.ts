import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw41-11-us-etsy-crochet-midi-skirt-yardage-line',
    text: `Etsy · HookAndHollyhock
Crochet Skirt Pattern, Boho Midi Skirt, Lace Panel Skirt, Summer Crochet Pattern, Sizes XS-2X, PDF Download
Digital download · ★ Star Seller · 2,318 sales

⚠ This listing is for a PDF PATTERN only — not a finished skirt!

WILDFLOWER MIDI SKIRT
crochet pattern by Tamsin Alvarado-Reyes

SIZES
XS (S, M, L, XL, 2X)
To fit hip: 34 (38, 42, 46, 50, 54)" / 86 (96.5, 106.5, 117, 127, 137) cm
Finished length: 30 (30, 31, 31, 32, 32)" / 76 (76, 79, 79, 81, 81) cm

MATERIALS
Yarn: DK weight cotton (light #3) — sample shown in Sunwash Cotton DK (100% cotton; 50 g /
137 yds / 125 m) in Marigold
Yardage: 960 (1,080, 1,230, 1,370, 1,510, 1,660) yds / 878 (988, 1,125, 1,253, 1,381, 1,518) m
Hooks: US G-6 (4 mm) and US 7 (4.5 mm)
1 yd of 1" wide elastic for the waistband, stitch markers, tapestry needle

GAUGE
18 hdc and 14 rows = 4" (10 cm) with US 7 (4.5 mm) hook.
In lace panel pattern: 2 repeats (16 sts) = 3½" with US 7 (4.5 mm) hook.

CONSTRUCTION
The skirt is worked top down in joined rounds, starting with a casing for the waistband
elastic. It is shaped with increases in the open lace panels and finished with a scalloped
hem. Length is easy to adjust before the hem rounds.

ABBREVIATIONS (US terms)
ch – chain · sl st – slip stitch · sc – single crochet · hdc – half double crochet ·
dc – double crochet · sk – skip · sp – space · st(s) – stitch(es) · rep – repeat

PATTERN
Waistband casing
With smaller hook, ch 120 (136, 152, 168, 184, 200), join with sl st to first ch, being
careful not to twist.
Rnd 1: Ch 2 (does not count as st), hdc in each ch around, join — 120 (136, 152, 168, 184,
200) hdc.
Rnds 2-8: Ch 2, hdc in each st around, join.
Fold casing to the inside at the end; the elastic is inserted before the final seam.
Change to larger hook.

Reviews (38)
★★★★★ "Made the M in a cotton-bamboo and used about 1,100 yds. Gorgeous!" — Lena
★★★★★ "Clear instructions, the fit is perfect." — tay_makes
★★★★☆ "I added 4 rounds to the length, so plan an extra skein." — Corinne

More from HookAndHollyhock: Wildflower Crop Top (450–900 yds) · Sunday Market Bag (280 yds)
Instant download: you'll receive a PDF link once payment is confirmed. No refunds on digital items.`,
    expected: {
      title: 'Wildflower Midi Skirt',
      designer: 'Tamsin Alvarado-Reyes',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 960 },
        { size: 'S', yards: 1080 },
        { size: 'M', yards: 1230 },
        { size: 'L', yards: 1370 },
        { size: 'XL', yards: 1510 },
        { size: '2X', yards: 1660 },
      ],
      gauge: { stitches: 18, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw41-12-uk-payhip-crochet-toddler-jumper-grams-per-size',
    text: `Payhip · Receipt #PH-88412-KT · Thank you for your purchase from Lark & Bramble Crochet
Your download link will stay active for 30 days.

lark & bramble crochet

CLOVER CROCHET JUMPER
a little bobble-heart jumper for toddlers
pattern & photos: Kirsty Abernethy

Sizes
1-2 (2-3, 3-4, 4-5) years
To fit chest: 51 (53, 56, 58) cm / 20 (21, 22, 23) in
Finished chest: 60 (64, 68, 72) cm / 23½ (25, 26¾, 28¼) in

Materials
Yarn: Coastline Merino DK (DK / double knitting; 100% superwash merino; 50 g / 130 m)
Quantity: 200 (250, 250, 300) g in Heather Pink
Hooks: 4 mm (UK 8 / US G-6) and 3.5 mm (UK 9 / US E-4)
Stitch markers, tapestry needle, 3 small buttons (12 mm) for the shoulder opening

Tension
16 htr and 12 rows to 10 cm using 4 mm hook.

UK terms are used throughout. US conversion: dc (UK) = sc (US), htr (UK) = hdc (US),
tr (UK) = dc (US).

Construction
The body is worked from the bottom up in joined rounds to the underarms, then the front and
back are worked separately in rows. The bobble hearts are worked into the front as you go,
following the chart on page 5. The sleeves are worked in joined rounds from the cuff up and
sewn in, and the neckband is worked last.

Abbreviations
ch – chain · ss – slip stitch · dc – double crochet · htr – half treble crochet ·
tr – treble crochet · bob – bobble (5 tr together in the same stitch) · RS – right side ·
WS – wrong side · rep – repeat

Body
With 3.5 mm hook, ch 96 (102, 108, 114), join with a ss to first ch to form a ring, taking
care not to twist the chain.
Round 1: 1 ch (does not count as a st), 1 dc in each ch around, ss to first dc.
Rounds 2-6: 1 ch, *1 dc in back loop of next st; rep from * around, ss to first dc.
Change to 4 mm hook.
Round 7: 2 ch (does not count as a st), 1 htr in each st around, ss to first htr.

My tester Sian made the 2-3 years in a cotton DK and used 270 g – cotton is heavier, so
allow a little extra if you substitute.

You may also like: Clover Bobble Hat (50 g of DK) · Bramble Baby Blanket (600 g)
© Kirsty Abernethy / Lark & Bramble Crochet 2025. Please don't share or sell this PDF.
Page 2 of 8`,
    expected: {
      title: 'Clover Crochet Jumper',
      designer: 'Kirsty Abernethy',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m((200 * 130) / 50) },
        { size: '2-3 years', yards: m((250 * 130) / 50) },
        { size: '3-4 years', yards: m((250 * 130) / 50) },
        { size: '4-5 years', yards: m((300 * 130) / 50) },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['1-2 years', '2-3 years', '3-4 years', '4-5 years'],
      techniques: ['bottom-up', 'in the round', 'bobbles'],
    },
  },
];
