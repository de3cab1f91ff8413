import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_1 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw37-01-us-payhip-henley-yards-per-size-lines',
    text: `Payhip · Order #PH-2025-88412 · Downloaded 14 Mar 2025 · Licensed to: Dana Kowalski
For personal use only. Please don't share or resell this file.

TALUS HENLEY
a classic raglan henley for everyone

design by Owen Petrakis
Tech editing: Marisol Grant · Photos: Jess Oduya

SIZES
S (M, L, XL, 2XL, 3XL)
Finished chest: 36 (40, 44, 48, 52, 56)" / 91.5 (101.5, 112, 122, 132, 142) cm
Intended to be worn with 4–6" (10–15 cm) of positive ease. Sample shown is size L on a 40" chest.

MATERIALS
Yarn: Foxglove Farm Worsted (worsted weight; 100% Corriedale; 100 g / 210 yds / 192 m), shown in Slate.
Yardage by size:
S: 1,150 yds / 1,052 m
M: 1,290 yds / 1,180 m
L: 1,430 yds / 1,308 m
XL: 1,570 yds / 1,436 m
2XL: 1,720 yds / 1,573 m
3XL: 1,880 yds / 1,719 m
(The size L sample used just under 7 skeins, about 1,390 yds, but please buy the amount above.)

Needles: US 6 (4 mm) 16" and 32" circulars for ribbing and button bands;
US 7 (4.5 mm) 16" and 32" circulars plus DPNs (or your preferred small-circumference method).
Notions: 4 buttons, 5/8" (16 mm); stitch markers; waste yarn; tapestry needle.

GAUGE
20 sts and 28 rnds = 4" (10 cm) in stockinette stitch on larger needles, after blocking.
18 sts and 30 rnds = 4" in k2, p2 ribbing, slightly stretched.

CONSTRUCTION
The body is worked in the round from the bottom up to the underarms. The sleeves are also worked
in the round from the cuff up, then joined to the body, and the yoke is shaped with raglan
decreases. The henley placket is split at center front and worked back and forth; button bands
are picked up and knit at the end.

ABBREVIATIONS
BO bind off · CO cast on · k knit · k2tog knit 2 together · p purl · pm place marker
rnd(s) round(s) · ssk slip, slip, knit · st(s) stitch(es) · BOR beginning of round

BODY
With smaller 32" circular, CO 180 (200, 220, 240, 260, 280) sts. Pm for BOR and join to work in
the rnd, being careful not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep Rnd 1 until ribbing measures 2½" (6.5 cm). Change to larger needle.
Next rnd: K90 (100, 110, 120, 130, 140), pm for side, knit to end.
Work even in stockinette until body measures 16 (16½, 17, 17, 17½, 18)" from CO edge.

                                                        talus henley · page 2 of 9

© 2025 Owen Petrakis / Petrakis Knitwear. All rights reserved.
More from Owen: Scree Hat (180 yds) · Cairn Cardigan (1,100–2,050 yds) · Moraine Socks (400 yds)`,
    expected: {
      title: 'Talus Henley',
      designer: 'Owen Petrakis',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'S', yards: 1150 },
        { size: 'M', yards: 1290 },
        { size: 'L', yards: 1430 },
        { size: 'XL', yards: 1570 },
        { size: '2XL', yards: 1720 },
        { size: '3XL', yards: 1880 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
  {
    id: 'rw37-02-uk-folksy-crochet-shrug-skeins-metres-only',
    text: `folksy.com/shops/LittleWrenHooks · Digital download · £6.50
Order FK-301772 · Thank you for shopping handmade with Folksy!

LITTLE WREN HOOKS

SEABIRD SHRUG
A lacy cocoon shrug in UK crochet terms

Crochet pattern by Bethan Rowlands

SIZES
S/M (L/XL, 2XL/3XL)
To fit bust 81–97 (102–117, 122–137) cm / 32–38 (40–46, 48–54) in
Width, cuff to cuff: 118 (128, 138) cm · Depth of rectangle: 61 (70, 78) cm

YOU WILL NEED
Yarn: 3 (4, 5) x 100g skeins of an aran weight wool, approx. 180m per skein.
The sample is made in Wrenfold Aran, shade Puffin, in size S/M.
Hooks: 5mm (UK 6 / US H-8) for the body, and 4.5mm (UK 7 / US 7) for the cuffs and band
Stitch markers, tapestry needle, pins for blocking

TENSION
14 sts and 8 rows to 10cm over fan pattern with a 5mm hook, after blocking.
One fan repeat (6 sts) measures approx. 4.5cm.
Tension affects both the size and how much yarn you use, so please do check it!

TERMS (UK)
ch chain · ss slip stitch · dc double crochet (US sc) · tr treble (US dc)
sp space · st(s) stitch(es) · rep repeat · RS right side · WS wrong side

CONSTRUCTION
The shrug is one rectangle, worked flat in a lacy fan stitch. It is folded in half and seamed at
each end to form the armholes, and the cuffs and the band are then worked sideways in rows and
joined to the edge as you go.

BODY
With 5mm hook, make 86 (98, 110) ch.
Row 1 (RS): 1 tr in 4th ch from hook, *miss 2 ch, (1 tr, 1 ch, 1 tr) in next ch, miss 2 ch,
1 tr in next ch; rep from * to last ch, 1 tr in last ch. Turn.
Row 2: 3 ch (counts as 1 tr), *5 tr in next 1-ch sp (fan made), 1 tr in single tr; rep from *
to end, working last tr in top of turning ch. Turn.
Rows 1-2 form fan pattern. Rep them until piece measures 118 (128, 138) cm, ending after a Row 2.
Fasten off.

Tester's note: Carys made the 2XL/3XL and used exactly 4 skeins of a heavier yarn, so do weigh
your yarn as you go.

                                                              Seabird Shrug · page 2

REVIEWS
★★★★★ "Made the L/XL and had half a skein left – about 3½ skeins in all." – Sian
★★★★☆ "Lovely pattern, I went down to a 4.5mm hook throughout." – Heather

You might also like: Kittiwake Cowl (1 skein) · Guillemot Wrap (4 x 100g skeins)
© Bethan Rowlands 2025 · Little Wren Hooks. Please do not share this pattern.`,
    expected: {
      title: 'Seabird Shrug',
      designer: 'Bethan Rowlands',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S/M', yards: m(3 * 180) },
        { size: 'L/XL', yards: m(4 * 180) },
        { size: '2XL/3XL', yards: m(5 * 180) },
      ],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL', '2XL/3XL'],
      techniques: ['lace'],
    },
  },
];
