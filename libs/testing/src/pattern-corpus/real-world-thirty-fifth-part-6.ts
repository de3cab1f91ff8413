import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw35-11-us-yarn-company-crochet-lace-kimono-paired-sizes',
    text: `MEADOWLARK YARNS
Free Crochet Pattern · MY-C0419

Lakeside Kimono
Designed by Tasha Reynolds

SKILL LEVEL: Easy ●●○○

Lightweight and breezy, this open-front kimono is made in an airy lace mesh with wide, drapey
sleeves. Wear it over a swimsuit at the lake or layer it over a tank on cooler evenings.

SIZES
S/M (L/XL, 2X/3X)
Finished width across back: 22 (26, 30)" / 56 (66, 76) cm
Length: 28 (29, 30)" / 71 (73.5, 76) cm

MATERIALS
Meadowlark Cotton Breeze (60% cotton, 40% acrylic; 3½ oz / 100 g; 280 yds / 256 m)
Yarn weight: DK / Light (3)
4 (5, 6) balls #214 Lake Mist
US H-8 (5 mm) crochet hook
US G-6 (4 mm) crochet hook for edging
Stitch markers, yarn needle

GAUGE
15 dc and 8 rows = 4" (10 cm) in lace mesh pattern with larger hook.
Check your gauge! Making a gauge swatch ensures a great fit.

ABBREVIATIONS
ch chain · dc double crochet · sc single crochet · sk skip · sp(s) space(s) · st(s) stitch(es)
rep repeat · RS right side · WS wrong side

NOTES
1. The back and the two fronts are worked separately from the lower edge up, then seamed at the
   shoulders and sides, leaving openings for the sleeves.
2. Sleeves are worked in rows from the armhole edge outward.
3. The beginning ch-3 counts as a dc throughout.

BACK
With larger hook, ch 85 (100, 115).
Row 1 (RS): Dc in 4th ch from hook and in each ch across. Turn. 83 (98, 113) dc.
Row 2: Ch 3, *sk next 2 sts, (dc, ch 2, dc) in next st; rep from * to last st, dc in last st. Turn.
Row 3: Ch 3, *(dc, ch 2, dc) in next ch-2 sp; rep from * to last st, dc in top of turning ch. Turn.
Rep Row 3 until back measures 28 (29, 30)" / 71 (73.5, 76) cm. Fasten off.

FRONTS (make 2)
With larger hook, ch 43 (49, 58).
Work as for back until front measures 28 (29, 30)". Fasten off.

Version 2, updated 03/2025: Row 14 of the sleeve stitch count corrected.
Also try: Lakeside Market Tote — 2 balls Cotton Breeze · Lakeside Beach Hat — 1 ball

© 2025 Meadowlark Yarns. This pattern is free for personal use and may not be sold.
meadowlarkyarns.com · page 1 of 4`,
    expected: {
      title: 'Lakeside Kimono',
      designer: 'Tasha Reynolds',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S/M', yards: 4 * 280 },
        { size: 'L/XL', yards: 5 * 280 },
        { size: '2X/3X', yards: 6 * 280 },
      ],
      gauge: { stitches: 15, rows: 8, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL', '2X/3X'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw35-12-uk-etsy-crochet-baby-tank-months-uk-terms-bobbles',
    text: `HookAndHollyCo · Etsy
Baby Tank Top Crochet Pattern, Sleeveless Baby Jumper PDF, Bobble Slipover 0-24 Months, UK Terms, Instant Download
£4.50 · Digital download · ★★★★★ (214)

⚠ This listing is for a PDF PATTERN only, not a finished item.

PEBBLE TANK
Designed by Freya Marsh · HookAndHolly

A little slipover with a row of bobbles across the chest, perfect over a vest in spring or a
long-sleeved top in winter. Written in UK crochet terms.

SIZES
0-3 (3-6, 6-12, 12-18, 18-24) months
To fit chest: 41 (43, 46, 48, 51) cm
Actual chest: 48 (50, 55, 57.5, 60) cm

YOU WILL NEED
DK cotton-blend yarn: 2 (2, 3, 3, 4) x 50g balls (approx. 125m per ball)
Sample made in Little Pip Cotton DK, shade Pebble, in size 6-12 months.
4mm (US G/6) crochet hook
3.5mm (US E/4) crochet hook for the ribbing
Stitch markers, 2 small buttons (12mm) for the shoulder

TENSION
16 htr and 12 rows = 10cm over half treble crochet, using 4mm hook.

ABBREVIATIONS (UK)
ch chain; ss slip stitch; dc double crochet; htr half treble crochet; tr treble crochet;
bob bobble (5 tr cluster); BLO back loop only; sp space; st(s) stitch(es)

CONSTRUCTION
The body is worked in the round from the hem up to the armholes, so there are no side seams.
The front and back are then worked separately in rows and fastened with buttons at one shoulder.

RIBBING
With 3.5mm hook, ch 7.
Row 1: Dc in 2nd ch from hook and in each ch to end, turn. (6 dc)
Row 2: Ch 1, dc BLO in each st to end, turn.
Rep Row 2 until you have 76 (80, 88, 92, 96) rows. Join the short ends with ss to make a ring.

BODY
Change to 4mm hook.
Round 1: Ch 2 (does not count as a st), work 76 (80, 88, 92, 96) htr evenly along one long edge
of the ribbing, join with ss to first htr.
Rounds 2-5: Ch 2, htr in each st around, join.
Round 6 (bobble round): Ch 2, *htr in next 3 sts, bob in next st; rep from * around, join.

REVIEWS
★★★★★ "Clear pattern! I made the 6-12m and used just under 2 balls." — Lucy
★★★★☆ "Lovely design. The bobble round took me a couple of goes." — Sam

More from HookAndHolly: Pebble Bonnet (1 ball, all sizes) · Pebble Romper (4-7 balls)

© Freya Marsh / HookAndHolly 2025. You may sell items you make, but not the pattern.`,
    expected: {
      title: 'Pebble Tank',
      designer: 'Freya Marsh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(2 * 125) },
        { size: '3-6 months', yards: m(2 * 125) },
        { size: '6-12 months', yards: m(3 * 125) },
        { size: '12-18 months', yards: m(3 * 125) },
        { size: '18-24 months', yards: m(4 * 125) },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['bobbles', 'bottom-up', 'in the round'],
    },
  },
];
