import { type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_NINTH_CASES_PART_10 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw39-19-us-home-magazine-crochet-poncho',
    text: `HEARTLAND HOME & HEARTH | NOVEMBER 2025                                           62

HANDMADE
Harvest Moon Poncho

Designer Carla Jimenez works up this cozy poncho in joined rounds from the neck down, so you
can try it on as you go. A lacy shell band around the hem adds a little swing.

SKILL LEVEL: EASY

SIZES
S/M (L/XL, 2X/3X)
Width across lower edge, laid flat: 48 (54, 60)" / 122 (137, 152.5) cm
Length from neck to point: 24 (26, 28)" / 61 (66, 71) cm

YOU'LL NEED
Prairie Chunky (80% acrylic, 20% wool; 5 oz/142 g; 153 yds/140 m), bulky weight (#5)
4 (5, 6) skeins #118 Pumpkin
Size K-10½ (6.5 mm) crochet hook
Stitch markers, tapestry needle
Optional: 6 tassels in a contrasting color

GAUGE
11 dc and 6 rows = 4" / 10 cm.

NOTES
The poncho is worked top down in joined rounds, beginning at the neck. Ch 3 at the beginning
of a round counts as a dc throughout. Increases at the center front and center back shape
the points of the V.

STITCH GUIDE
Shell: 5 dc in the same stitch.
V-st: (dc, ch 1, dc) in the same stitch.

NECK
Ch 64 (68, 72); join with a sl st to form a ring, being careful not to twist.
Rnd 1: Ch 3, dc in each ch around; join with sl st to top of ch-3. (64 [68, 72] dc)
Rnd 2: Ch 3, dc in each of next 15 (16, 17) sts, V-st in next st (center front), dc in each
of next 31 (33, 35) sts, V-st in next st (center back), dc in each st to end; join.
Rnd 3: Ch 3, dc in each st to next ch-1 sp, V-st in ch-1 sp, dc in each st to next ch-1 sp,
V-st in ch-1 sp, dc in each st to end; join.
Rep Rnd 3 until poncho measures 20 (22, 24)" from the neck at the center front.

Continued on page 88

Photography by Lena Holm · Styling by Brooke Adair

ALSO IN THIS ISSUE: Granny Stripe Table Runner, page 66 (3 skeins worsted cotton)
• Cable Knit Stockings, page 70 • Pumpkin Bread Three Ways, page 74

WIN! Enter our Holiday Giveaway for a year of yarn at heartlandhome.com/win`,
    expected: {
      title: 'Harvest Moon Poncho',
      designer: 'Carla Jimenez',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S/M', yards: 4 * 153 },
        { size: 'L/XL', yards: 5 * 153 },
        { size: '2X/3X', yards: 6 * 153 },
      ],
      gauge: { stitches: 11, rows: 6, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['S/M', 'L/XL', '2X/3X'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw39-20-community-ed-class-handout-mosaic-potholder',
    text: `RIVERSIDE COMMUNITY EDUCATION · FALL 2025
CR-210 Mosaic Crochet Potholder (2 sessions)
Tuesdays, Oct 7 & 14 · 6:30–8:30 pm · Lincoln Center, Room 14
Instructor: Pam Whitfield

Welcome! In this class you'll learn overlay mosaic crochet, a technique that makes bold
geometric patterns using only one color per row and simple single and double crochet.

WHAT TO BRING TO SESSION 1
☐ Worsted weight 100% cotton yarn (#4 medium), 1 ball each in two contrasting colors
   (A and B). We like Sugarbush Cotton (2.5 oz / 71 g; 120 yds / 110 m).
   Kits with both balls are available at the first class for $12.
☐ US H-8 (5 mm) crochet hook
☐ Scissors, tapestry needle, a few stitch markers
☐ This handout – please bring it both weeks!

Class fee: $45 (materials not included) · Parking is free in the north lot after 6 pm.

––––––––––––––––––––––––––––––––––

CHEVRON MOSAIC POTHOLDER
Pattern by Pam Whitfield

Finished size: 8" × 8" (20 × 20 cm), not including hanging loop

GAUGE
16 sc and 18 rows = 4" (10 cm) in mosaic pattern with H-8 hook.

HOW IT WORKS
Overlay mosaic crochet is worked in rows, always with the right side facing you. Fasten off
at the end of every row and leave a 5" tail; the tails are hidden in the side border at the
end. Each row uses only one color. The dc stitches worked into the front loops two rows
below lie over the top of the fabric and make the chevrons.

ABBREVIATIONS (US terms)
ch – chain · sc – single crochet · blo – back loop only · dc – double crochet
dc2b – double crochet in the front loop of the stitch 2 rows below

WEEK 1 – THE MOSAIC FRONT
With A, ch 34.
Row 1 (RS): Sc in 2nd ch from hook and in each ch across. (33 sc) Fasten off A; do not turn.
Row 2 (RS): Join B in first st. Ch 1, sc in first st, sc blo in each st to last st, sc in
last st. Fasten off B; do not turn.
Row 3 (RS): Join A in first st. Ch 1, sc in first st, *sc blo in next 3 sts, dc2b in next
st; rep from * to last 4 sts, sc blo in next 3 sts, sc in last st. Fasten off.
Rows 4–33: Follow the chart on page 3, alternating A and B every row.

WEEK 2 – BACKING AND EDGING
Make a plain sc square with B the same size as the front, then join the two pieces with sc
all around, working a ch-12 hanging loop at one corner.

Coming up this winter: CR-220 Granny Square Cardigan (6 sessions) – bring 1,200 yds of DK
yarn and a 4 mm hook. Register at riversidecommunityed.org.
Questions? Email communityed@riverside.k12.us or call 555-0148.`,
    expected: {
      title: 'Chevron Mosaic Potholder',
      designer: 'Pam Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 120 }],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['mosaic'],
    },
  },
];
