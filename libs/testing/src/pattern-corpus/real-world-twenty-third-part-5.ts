import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw23-13',
    text: `HOOK & HONEY STUDIO

Sunbeam Tank
crochet pattern by Carly Nguyen

Purchased on Etsy - thank you so much for supporting my small shop! Please do not resell,
share or post this pattern. You may sell items you make from it (credit appreciated!).

SKILL LEVEL: Easy +

SIZES: XS (S, M, L, XL, 2X, 3X)
Finished bust: 30 (34, 38, 42, 46, 50, 54)" / 76 (86, 96.5, 106.5, 117, 127, 137) cm
Recommended ease: 0-2" positive. Model wears a size S with 1" of ease.

MATERIALS
Yarn: Sport weight cotton, 420 (470, 530, 595, 665, 735, 805) yds / 384 (430, 485, 544, 608,
672, 736) m
I used Sunny Day Cotton Sport (100% pima cotton; 50 g / 136 yds / 124 m) in Lemon.
Hooks: US F-5 (3.75 mm) for the ribbing and US G-6 (4 mm) for the body
Notions: stitch markers, yarn needle, measuring tape

GAUGE
18 sc and 20 rows = 4" / 10 cm in sc through the back loop with the larger hook.
Please check your gauge! A small difference adds up across the bust.

ABBREVIATIONS (US terms)
ch - chain · sc - single crochet · sl st - slip stitch · BLO - back loop only
sc2tog - single crochet 2 together · st(s) - stitch(es) · RS - right side

CONSTRUCTION
Front and back panels are worked bottom-up in rows, then seamed at the shoulders and
sides. The neckline and armholes are finished with a round of sc.

RIBBING (make 2)
With smaller hook, ch 9.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (8 sc)
Row 2: Ch 1, sc BLO in each st across, turn.
Repeat Row 2 until ribbing measures 15 (17, 19, 21, 23, 25, 27)" unstretched.

FRONT PANEL
Change to larger hook. Work 68 (76, 86, 94, 104, 112, 122) sc evenly along the long
edge of the ribbing, turn.
Next row: Ch 1, sc BLO in each st across, turn. Repeat this row until panel measures ...

Sunbeam Tank © Carly Nguyen 2025 · Hook & Honey Studio · hookandhoneystudio.etsy.com · p. 2`,
    expected: {
      title: 'Sunbeam Tank',
      designer: 'Carly Nguyen',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 420 },
        { size: 'S', yards: 470 },
        { size: 'M', yards: 530 },
        { size: 'L', yards: 595 },
        { size: 'XL', yards: 665 },
        { size: '2X', yards: 735 },
        { size: '3X', yards: 805 },
      ],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [
        { us: 'F-5', mm: 3.75 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw23-14',
    text: `Olive the Octopus
Amigurumi pattern by Sofía Marín · Ribblr exclusive

Made with love by Sofía @ Little Loops Ami

Olive is a cuddly little octopus with curly legs and a tiny bow. She's a great stash-buster
and works up in an evening!

Finished size: approx. 18 cm / 7" tall with legs curled
Difficulty: easy - you should know how to crochet in the round, increase and decrease

MATERIALS
• DK weight cotton (I used Ribbon Cotton DK, 50 g / 125 m):
   Main colour - Sage: 40 g
   Contrast - Cream: 8 g
   a small amount of black for embroidery
• 2.75 mm (US C-2) crochet hook
• 2 safety eyes, 8 mm
• Fibre fill stuffing, stitch marker, yarn needle, pins

GAUGE
Gauge is not important for this pattern. Crochet tightly so the stuffing doesn't show
through your stitches.

ABBREVIATIONS (US terms)
MR magic ring · sc single crochet · inc 2 sc in the same st · dec invisible decrease
sl st slip stitch · ch chain · BLO back loop only · FO fasten off · (…) x n repeat n times

NOTES
All parts are worked in the round in a continuous spiral; do not join rounds. Use a stitch
marker to mark the first stitch of each round and move it up as you go.

HEAD (Sage)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Rnd 4: (2 sc, inc) x 6 (24)
Rnd 5: (3 sc, inc) x 6 (30)
Rnd 6: (4 sc, inc) x 6 (36)
Rnds 7-15: sc around (36)
Insert safety eyes between Rnds 11 and 12, 6 stitches apart.
Rnd 16: (4 sc, dec) x 6 (30)
Rnd 17: (3 sc, dec) x 6 (24)
Stuff firmly and continue stuffing as you go.

LEGS (make 8, Sage)
Ch 21. Starting in 2nd ch from hook, 3 sc in each ch across (60). FO, leaving a long tail.

Share your Olive! Tag @littleloopsami · This pattern is for personal use only.`,
    expected: {
      title: 'Olive the Octopus',
      designer: 'Sofía Marín',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(120) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw23-15',
    text: `PRAIRIE LOOM YARNS · FREE CROCHET PATTERN

Painted Desert Stripe Blanket
Designed by Lorena Vasquez for Prairie Loom Yarns

SKILL LEVEL: Easy
SIZES: Baby (Lap)
Finished size: 30" x 36" (48" x 60") / 76 x 91.5 (122 x 152.5) cm

MATERIALS
Prairie Loom Homespun Worsted (100% acrylic; 5 oz / 142 g; 252 yds / 230 m)
   Color A  #204 Sandstone     3 (5) skeins
   Color B  #311 Sage          2 (4) skeins
   Color C  #118 Terracotta    2 (4) skeins
Size US I-9 (5.5 mm) crochet hook, or size needed to obtain gauge
Yarn needle

GAUGE
14 dc and 8 rows = 4" / 10 cm
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
ch = chain · dc = double crochet · sc = single crochet · sk = skip · st(s) = stitch(es)
sp = space · ( ) = work directions in parentheses into same st

NOTES
1. Blanket is worked in rows. Change color at the end of a row by working the last yo of the
   final st with the new color.
2. Carry colors not in use loosely up the side of the blanket.
3. Instructions are given for the Baby size, with changes for the Lap size in parentheses.

STRIPE SEQUENCE
*4 rows A, 2 rows B, 2 rows C, 2 rows B; rep from * for stripe pattern.

BLANKET
With A, ch 107 (170).
Row 1 (RS): Dc in 4th ch from hook (beginning ch counts as dc) and in each ch across, turn.
   105 (168) dc.
Row 2: Ch 3 (counts as dc), sk first st, (dc, ch 1, dc) in next st, *sk 2 sts, (dc, ch 1,
   dc) in next st; rep from * to last st, dc in top of turning ch, turn.
Rows 3-4: Work same as Row 2.
Continue in pattern, following the Stripe Sequence, until blanket measures approx.
35 (59)" from beginning, ending after 4 rows of A.

BORDER
With A, ch 1, sc evenly around all four sides, working 3 sc in each corner. Join with sl st.
Fasten off. Weave in ends.

Prairie Loom Yarns · Prairie Loom is a registered trademark. For personal, non-commercial use.
prairieloomyarns.com/patterns · 1-800-555-0147 · PLY-CB-0412`,
    expected: {
      title: 'Painted Desert Stripe Blanket',
      designer: 'Lorena Vasquez',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Baby', yards: 7 * 252 },
        { size: 'Lap', yards: 13 * 252 },
      ],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['Baby', 'Lap'],
    },
  },
];
