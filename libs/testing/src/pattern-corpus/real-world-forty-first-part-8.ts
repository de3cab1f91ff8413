import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw41-15-us-crochet-magazine-tunisian-mitts',
    text: `HOOKED ON NOW · WINTER 2025                                                               54

QUICK GIFTS

Tunisian Trellis Mitts
BY GRACE OKAFOR-LINDQVIST

Grace's warm, dense mitts show off Tunisian knit stitch — it looks just like knitting but
works up on a single hook. Make a pair in an evening and the trellis cuff in a lunch break.

SKILL LEVEL ●●○○ EASY

FINISHED SIZE
S (M, L)
Hand circumference: 6½ (7½, 8½)"/16.5 (19, 21.5) cm
Length: 8"/20.5 cm

MATERIALS
• Fernhill Yarns Heritage Sport (sport weight; 100% superwash merino; 1¾ oz/50 g;
  175 yds/160 m), 1 (2, 2) skeins #318 Juniper
• Size US H-8 (5 mm) Tunisian crochet hook, 8"/20 cm long
• Size US G-6 (4 mm) crochet hook for edging
• Stitch markers
• Tapestry needle

GAUGE
20 sts and 18 rows = 4"/10 cm in Tunisian knit stitch with larger hook.
TAKE TIME TO CHECK GAUGE.

NOTES
1. Mitts are worked flat in rows from the cuff up, then seamed along the side, leaving an
   opening for the thumb.
2. Each row of Tunisian crochet has a forward pass and a return pass; do not turn.
3. The trellis cuff is worked in Tunisian simple stitch with crossed stitches; the hand is
   worked in Tunisian knit stitch.

STITCH GUIDE
Tks (Tunisian knit stitch): Insert hook from front to back between front and back vertical
bars of next st, yo and pull up a loop.
Tss (Tunisian simple stitch): Insert hook from right to left under front vertical bar of next
st, yo and pull up a loop.
Return pass: Yo, draw through 1 loop, *yo, draw through 2 loops; rep from * until 1 loop
remains on hook.

MITT (make 2)
With Tunisian hook, ch 32 (37, 42).
Row 1: Forward pass: Insert hook in 2nd ch from hook, yo and pull up a loop, *insert hook in
next ch, yo and pull up a loop; rep from * across — 32 (37, 42) loops on hook. Return pass.
Rows 2-8: Work trellis cuff pattern.
Continued on page 88

ALSO IN THIS ISSUE
Cabled Tunisian Throw, p. 62 (14 skeins worsted) · Snowdrift Slippers, p. 70 (2 skeins bulky)

Photography: Samira Quist · Technical editor: Helena Voss
ADVERTISEMENT — Fernhill Yarns: Heritage Sport now in 40 heathered shades! fernhillyarns.com`,
    expected: {
      title: 'Tunisian Trellis Mitts',
      designer: 'Grace Okafor-Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 175 },
        { size: 'M', yards: 2 * 175 },
        { size: 'L', yards: 2 * 175 },
      ],
      gauge: { stitches: 20, rows: 18, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['tunisian crochet', 'bottom-up'],
    },
  },
  {
    id: 'rw41-16-portuguese-yarn-company-crochet-vest-grams-per-colour',
    text: `Fios da Serra · Free pattern FS-C031 · English version
fiosdaserra.pt · Covilhã, Portugal

COLETE RIBEIRA / RIBEIRA VEST
Design: Inês Carvalho Matos · English translation: Sarah Pinto

A relaxed granny-stripe vest in three colours, named after the little stream that runs below
our mill. Wear it over a shirt in spring or over a roll-neck in winter.

SIZES
S – M – L – XL – XXL
Bust width: 92 – 100 – 108 – 118 – 128 cm
Length: 50 – 52 – 54 – 56 – 58 cm

MATERIALS
Yarn: Serra Algodão Merino (50% cotton, 50% merino; 50 g ≈ 125 m), DK weight
MC (Cru 01): 150 – 150 – 200 – 200 – 250 g
CC1 (Mostarda 14): 50 – 50 – 50 – 100 – 100 g
CC2 (Tijolo 22): 50 g in all sizes
Crochet hooks 3,5 mm and 4 mm
Stitch markers, tapestry needle

TENSION
18 dc and 10 rows = 10 × 10 cm with 4 mm hook in granny-stripe pattern, after blocking.

NOTES
This translation uses US crochet terms (pa / ponto alto = dc).
The vest is made in two pieces, back and front, each worked in rows from the bottom up. The
pieces are sewn together at the shoulders and sides, and the ribbed bands at the neck and
armholes are worked last in front post / back post dc.

ABBREVIATIONS
ch = chain · sl st = slip stitch · sc = single crochet · dc = double crochet · FPdc / BPdc =
front / back post double crochet · sp = space · st(s) = stitch(es)

STRIPE SEQUENCE
*4 rows MC, 1 row CC1, 2 rows MC, 1 row CC2*; repeat from * to *.

BACK
With 3,5 mm hook and MC, ch 85 – 93 – 99 – 109 – 117.
Row 1: dc in 4th ch from hook and in each ch across. Turn.
Rows 2-6: ch 2, *FPdc in next st, BPdc in next st*, repeat to end. Turn.
Change to 4 mm hook.
Row 7 (granny stripe): ch 3, skip first 2 sts, *3 dc in next st, skip 2 sts*, repeat to last
st, dc in last st. Turn.

See also: Saia Ribeira / Ribeira Skirt (FS-C032) – 300 – 350 – 400 – 450 – 500 g of MC.

© Fios da Serra, Lda. 2025 · Free for personal use · Not for resale
Página 1 / Page 1 of 4`,
    expected: {
      title: 'Ribeira Vest',
      designer: 'Inês Carvalho Matos',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: m(((150 + 50 + 50) * 125) / 50) },
        { size: 'M', yards: m(((150 + 50 + 50) * 125) / 50) },
        { size: 'L', yards: m(((200 + 50 + 50) * 125) / 50) },
        { size: 'XL', yards: m(((200 + 100 + 50) * 125) / 50) },
        { size: 'XXL', yards: m(((250 + 100 + 50) * 125) / 50) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['bottom-up'],
    },
  },
];
