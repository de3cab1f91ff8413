import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_9 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw37-17-uk-kit-booklet-crochet-holly-wreath',
    text: `PEONY & POST CRAFT KITS · Crochet Kit No. 14 · Made in Yorkshire

HOLLY BERRY WREATH
Designed by Ruth Ashworth for Peony & Post

Hello and welcome to your kit! Everything you need to make a 20cm wreath for your door or
mantelpiece is in the box. Please check the contents before you begin.

IN YOUR KIT
☐ 2 x 25g balls cotton DK, shade Holly (green)
☐ 1 x 25g ball cotton DK, shade Berry (red)
☐ 1 x 25g ball cotton DK, shade Snow (cream)
   (all approx. 65m per ball)
☐ 1 x 20cm wooden ring
☐ 3.25mm (US D/3) crochet hook
☐ Tapestry needle and 1m of red velvet ribbon
We've also popped in an extra ball of Holly, just in case – it's yours to keep!

TENSION
Tension is not essential for this project. Each leaf measures approx. 6cm from tip to tip.

TERMS (UK)
ch chain · ss slip stitch · dc double crochet · htr half treble · tr treble
MB make bobble: (yrh, insert hook in st, yrh, pull through, yrh, pull through 2 loops) 5 times
in the same st, yrh, pull through all 6 loops on hook.

1. COVER THE RING
With Snow, work dc closely all the way around the wooden ring until it is completely covered
(approx. 150 dc). Ss to first dc, fasten off leaving a long tail for hanging.

2. HOLLY LEAVES (make 14)
With Holly, make 11 ch.
Leaf: 1 dc in 2nd ch from hook, 1 htr, 1 tr, (1 tr, 3 ch, ss in 3rd ch from hook, 1 tr) in
next ch, 1 tr, 1 htr, 1 dc, 3 dc in last ch, then work back along the other side of the chain
to match. Ss to first dc. Fasten off.

3. BOBBLE BERRIES (make 18)
With Berry, make a magic ring, 1 ch, MB into the ring, ss to close. Pull the ring tight and
fasten off, leaving a tail to sew with.

4. MAKING UP
Arrange the leaves in pairs around the ring, overlapping slightly, and sew in place. Add the
berries in clusters of three. Tie the ribbon in a bow at the top.

Coming soon! Snowdrop Garland kit (3 balls cotton DK) and Robin Redbreast kit (2 balls).
Lost a part? Replacement hooks and rings are £2.50 from peonyandpost.co.uk

SAFETY: Not a toy. Contains small parts and is not suitable for children under 3 years.
© Peony & Post Ltd 2024. Pattern for personal use only.`,
    expected: {
      title: 'Holly Berry Wreath',
      designer: 'Ruth Ashworth',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(4 * 65) }],
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      techniques: ['bobbles'],
    },
  },
  {
    id: 'rw37-18-us-4h-project-sheet-two-needle-mittens',
    text: `CLOVER COUNTY 4-H YOUTH DEVELOPMENT · University Extension
Knitting Project · Level 2 · Project Sheet K2-4

TWO-NEEDLE MITTENS
Pattern by Dana Whitcomb, 4-H volunteer leader
Reviewed by Marcus Lee, County Extension Educator

SKILLS YOU WILL LEARN
☐ Increasing (M1) for a thumb gusset   ☐ Placing stitches on a holder
☐ Decreasing (k2tog)                    ☐ Sewing a seam with mattress stitch
(Knitting in the round on double-pointed needles comes in Level 3, Project Sheet K3-1.)

SIZES
Child (Teen, Adult)
Hand circumference: 6 (7, 8) inches

WHAT YOU NEED
- Worsted weight (#4 medium) wool or wool-blend yarn: 1 (1, 2) skeins
  (3.5 oz / 100 g / 190 yds / 174 m). Light colors make it easier to see your stitches.
- US 5 (3.75 mm) and US 7 (4.5 mm) straight needles
- Stitch holder or a piece of scrap yarn, tapestry needle, ruler

GAUGE
18 sts = 4 inches in stockinette stitch on US 7 needles.
Ask your leader to help you measure your gauge swatch before you start.

HOW THE MITTENS ARE MADE
Each mitten is knit flat on two needles from the cuff up, and then sewn up the side.
The thumb is knit last from stitches saved on a holder.

ABBREVIATIONS
k knit · p purl · st(s) stitch(es) · M1 make one · k2tog knit two together · RS right side

CUFF
With smaller needles, cast on 28 (32, 36) sts.
Row 1: *K2, p2; rep from * to end.
Repeat Row 1 until cuff measures 2 (2½, 3) inches.
Change to larger needles. Beginning with a knit row, work 4 rows in stockinette stitch.

THUMB GUSSET
Row 1 (RS): K13 (15, 17), M1, k2, M1, knit to end.
Row 2 and all WS rows: Purl.

RECORD SHEET
Date started: ________  Date finished: ________  Hours spent: ________
Leader's initials: ________

County Fair entries are due July 18. Attach exhibit tag #K2 to the left mitten.
Next project, K2-5 Striped Hat: bring 2 skeins of worsted weight in two colors and US 7 needles.
4-H is open to all youth ages 5–19. Clover County Extension is an equal opportunity provider.`,
    expected: {
      title: 'Two-Needle Mittens',
      designer: 'Dana Whitcomb',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 190 },
        { size: 'Teen', yards: 190 },
        { size: 'Adult', yards: 2 * 190 },
      ],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Child', 'Teen', 'Adult'],
      techniques: ['bottom-up'],
    },
  },
];
