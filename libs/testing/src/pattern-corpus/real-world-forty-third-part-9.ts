import { type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw43-17-us-crochet-quarterly-bobble-mitts',
    text: `62   HOOK & LOOP QUARTERLY   FALL 2026

COZY ACCESSORIES

Timberline Mitts
Chunky bobbles and a snug ribbed cuff make these fingerless mitts a cabin-weekend favorite.
BY MARCUS LINDQVIST

SKILL LEVEL: INTERMEDIATE

SIZES
Women's (Men's)
Hand circumference: 7½ (8½)" / 19 (21.5) cm
Length: 8 (9)" / 20.5 (23) cm

YARN
Lakeshore Worsted (100% wool; 3½ oz/100 g; 200 yds/183 m)
1 (2) skeins #118 Pine Needle

HOOKS & NOTIONS
Size US G-6 (4 mm) crochet hook for the cuff
Size US H-8 (5 mm) crochet hook for the hand
Stitch markers, tapestry needle

GAUGE
16 sc and 18 rnds = 4" / 10 cm with larger hook.
Take time to check gauge.

NOTES
1. The cuff is worked sideways in rows and seamed into a ring. The hand is worked in joined rounds
   up from the cuff, turning at the end of each round.
2. Bobbles are worked on wrong-side rounds so that they pop out on the right side.
3. Work the thumb opening as a gap of chain stitches; the thumb is worked in rounds afterward.

SPECIAL STITCH
Bobble: (Yo, insert hook in st, yo, pull up a loop, yo, draw through 2 loops) 5 times in same st,
yo, draw through all 6 loops on hook.

CUFF
With smaller hook, ch 11.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (10 sc)
Row 2: Ch 1, sc-blo in each st across, turn.
Rep Row 2 until cuff measures 7 (8)" / 18 (20.5) cm unstretched.

Continued on page 64

ALSO IN THIS ISSUE
Pinecone Throw, 12 skeins bulky, p. 70 · Ember Beanie, 1 skein, p. 58

Tech editor: Rachel Boone. Photography: Lena Ward. Styling: Ayo Bakare.
Yarn support from Lakeshore Fiber Co., lakeshorefiber.com`,
    expected: {
      title: 'Timberline Mitts',
      designer: 'Marcus Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: "Women's", yards: 200 },
        { size: "Men's", yards: 400 },
      ],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ["Women's", "Men's"],
      techniques: ['bottom-up', 'in the round', 'bobbles'],
    },
  },
  {
    id: 'rw43-18-us-crochet-guild-nicu-preemie-hat-sheet',
    text: `PRAIRIE HOOKS CROCHET GUILD
A chapter of the Crochet Guild of America · Meets 2nd Tuesday, 7 pm, Lincoln Public Library

NICU HAT DRIVE 2026
Last year our members gave 1,240 hats to St. Catherine's NICU. Let's beat it this year!

Little Bean Preemie Hat
Pattern by guild member Donna Reyes

HOSPITAL RULES – PLEASE READ
• Soft, machine-washable acrylic or cotton baby yarn only. NO wool, NO mohair.
• No pompoms, buttons, bows or loose fringe. Weave ends in securely.
• Smoke-free and pet-free homes only. Wash hats in fragrance-free detergent before bagging.

SIZES
Micro-preemie (Preemie, Newborn)
Head circumference: 9–10 (11–12, 13–14)" / 23–25 (28–30.5, 33–35.5) cm

YOU WILL NEED
• Sport weight (#2 fine) baby yarn, about 50 (65, 80) yds per hat
• Size US F-5 (3.75 mm) crochet hook
• Yarn needle

GAUGE
18 hdc and 14 rnds = 4" / 10 cm. Gauge is helpful but hats in all sizes are welcome.

NOTES
The hat is worked from the crown down in joined rounds. Ch 2 at the start of a round does not count
as a stitch.

CROWN
Rnd 1: Ch 2, 8 hdc in 2nd ch from hook, join with sl st to first hdc. (8 hdc)
Rnd 2: Ch 2, 2 hdc in each st around, join. (16 hdc)
Rnd 3: Ch 2, *hdc in next st, 2 hdc in next st; rep from * around, join. (24 hdc)
Rnd 4: Ch 2, *hdc in next 2 sts, 2 hdc in next st; rep from * around, join. (32 hdc)
Micro-preemie: skip to Body.
Rnd 5: Ch 2, *hdc in next 3 sts, 2 hdc in next st; rep from * around, join. (40 hdc)

DROP-OFF
Bring finished hats in a zip bag labeled with the size to any meeting, or to Yarn Barn on
O Street (ask for Pat). Deadline for the Christmas delivery: December 8.

WISH LIST
We'd love donations of white or pastel sport baby yarn – 20 skeins (about 330 yds each) would keep
our hat makers busy all winter! Blanket makers: 3 skeins of worsted make one isolette cover.

Questions? Email prairiehooks.guild@gmail.com
Prairie Hooks is a volunteer group. This pattern may be copied freely for charity use.`,
    expected: {
      title: 'Little Bean Preemie Hat',
      designer: 'Donna Reyes',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'Micro-preemie', yards: 50 },
        { size: 'Preemie', yards: 65 },
        { size: 'Newborn', yards: 80 },
      ],
      gauge: { stitches: 18, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      sizes: ['Micro-preemie', 'Preemie', 'Newborn'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
