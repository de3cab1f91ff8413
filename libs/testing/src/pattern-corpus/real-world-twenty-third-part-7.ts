import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw23-19',
    text: `Snowshoe Slippers
Crochet Pattern by Dana Whitfield | whitfieldmakes.com

Thanks for purchasing from my shop! This PDF is for personal use only. Please do not share
or sell the pattern; you're welcome to sell slippers you make from it.

Cozy, squishy slippers with a thick ribbed cuff and a sturdy double-layer sole. Worked
in the round from the toe, then the heel is shaped in rows and seamed.

SIZES
US women's shoe sizes 5-6 (7-8, 9-10, 11-12)
Foot length: 9 (9.5, 10, 10.5)" / 23 (24, 25.5, 26.5) cm

YARN
Worsted weight (#4) acrylic or wool blend, approx.:
  Size 5-6: 150 yds (137 m)
  Size 7-8: 175 yds (160 m)
  Size 9-10: 200 yds (183 m)
  Size 11-12: 230 yds (210 m)
Sample: Evergreen Valley Worsted in Oatmeal (7 oz / 198 g, 364 yds); the size 7-8 sample used
about two thirds of a skein.

HOOK & NOTIONS
US H-8 (5 mm) crochet hook
Stitch marker, yarn needle, optional non-slip sole paint

GAUGE
14 sc and 16 rnds = 4" / 10 cm in sc worked in the round

ABBREVIATIONS (US terms)
ch chain · sc single crochet · hdc half double crochet · sl st slip stitch · inc increase
dec decrease · BLO back loop only · FLO front loop only · rnd(s) round(s)

TOE
Make a magic ring.
Rnd 1: 6 sc in ring. Do not join; work in a continuous spiral. (6)
Rnd 2: 2 sc in each st around. (12)
Rnd 3: *Sc in next st, 2 sc in next st; rep from * around. (18)
Rnd 4: *Sc in next 2 sts, 2 sc in next st; rep from * around. (24)
Sizes 9-10 and 11-12 only: Rnd 5: *Sc in next 3 sts, 2 sc in next st; rep from * around. (30)

FOOT
Work even in sc until piece measures 5 (5.5, 5.5, 6)" from the tip of the toe.

HEEL
Now work in rows: Ch 1, turn, sc in next 18 (18, 22, 22) sts...

whitfieldmakes.com · © Dana Whitfield 2025 · Snowshoe Slippers · page 3 of 6`,
    expected: {
      title: 'Snowshoe Slippers',
      designer: 'Dana Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '5-6', yards: 150 },
        { size: '7-8', yards: 175 },
        { size: '9-10', yards: 200 },
        { size: '11-12', yards: 230 },
      ],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['5-6', '7-8', '9-10', '11-12'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw23-20',
    text: `10/14/25, 7:48 AM        Chunky Crochet Pumpkins (Free Pattern + Video) - The Cozy Hook Nook

The Cozy Hook Nook
HOME    FREE PATTERNS    SHOP    ABOUT    CONTACT

Chunky Crochet Pumpkins (Free Pattern + Video)
Posted on October 3, 2025 by Jess Alvarez · 27 comments

This post contains affiliate links, which means I may earn a small commission at no extra
cost to you. Read my full disclosure policy.

Fall is officially here and I am SO ready for pumpkin season! These chunky pumpkins work
up super fast (like, 20 minutes fast) and they're the perfect way to use up leftover bulky
yarn. Make a whole patch in different colors for your mantel!

Jump to Pattern · Print Pattern · Pin It

ADVERTISEMENT

Pumpkin Sizes
Small (Medium, Large)
Finished height approx. 3.5 (5, 6.5)" before stuffing

Materials
- Bulky weight yarn (#5): 35 (60, 95) yds - I used Fireside Chunky in Pumpkin Spice
- A few yards of brown for the stem and some green for the tendril
- Size K-10.5 (6.5 mm) crochet hook
- Fiberfill stuffing, yarn needle, scissors

Gauge
Gauge is not important for this project - just make sure your stitches are snug.

Abbreviations (US terms)
ch - chain, sc - single crochet, sl st - slip stitch, BLO - back loop only

ADVERTISEMENT

Instructions
The pumpkin is crocheted as a flat ribbed rectangle, then gathered and stuffed.
Ch 13 (19, 25).
Row 1: Sc in 2nd ch from hook and in each ch across, turn. 12 (18, 24) sc.
Row 2: Ch 1, sc BLO in each st across, turn.
Repeat Row 2 until you have 24 (30, 36) rows. Do not fasten off.
Sl st the first and last rows together to form a tube. Fasten off, leaving a long tail.
Weave the tail through the ends of the rows on one side, pull tight, stuff, gather the
other side and wrap the yarn around the pumpkin to make the sections.

You might also like: Granny Square Leaves (15 yds each) · Easy Crochet Acorns

27 Comments
Marisol says: I made a medium one with 2 strands of worsted and it came out perfect!`,
    expected: {
      title: 'Chunky Crochet Pumpkins',
      designer: 'Jess Alvarez',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Small', yards: 35 },
        { size: 'Medium', yards: 60 },
        { size: 'Large', yards: 95 },
      ],
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      sizes: ['Small', 'Medium', 'Large'],
    },
  },
];
