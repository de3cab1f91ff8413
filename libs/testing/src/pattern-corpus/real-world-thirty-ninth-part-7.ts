import { type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_NINTH_CASES_PART_7 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw39-13-crochet-blog-bunny-easter-basket',
    text: `3/18/25, 7:52 AM          Crochet Bunny Easter Basket – Free Pattern – Hook & Honey
https://hookandhoney.com/crochet-bunny-easter-basket/

Home » Free Crochet Patterns » Easter » Crochet Bunny Easter Basket

Crochet Bunny Easter Basket – Free Pattern
By Kaitlyn Brooks · Published March 10, 2025 · 23 Comments

This post contains affiliate links, which means I may earn a small commission if you make a
purchase. Read my full disclosure policy here.

Every spring my kids hunt for eggs in the backyard, and this year I wanted baskets that were
as cute as the candy inside them! This little bunny works up in an evening.

[Jump to Pattern]   [Print Pattern]   [Pin It!]

Advertisement

Bunny Easter Basket

Skill level: Easy
Finished size: about 7" across and 6" tall, not counting the ears

MATERIALS
- Worsted weight cotton yarn (#4 medium). I used Sunbeam Kitchen Cotton
  (2.5 oz / 71 g; 120 yds / 110 m):
    • White – 2 balls
    • Lilac – 1 ball
    • Pink – a small amount for the inner ears and nose
- US H-8 (5 mm) crochet hook
- US G-6 (4 mm) crochet hook for the ears
- Stitch marker, tapestry needle, black embroidery thread for the face
- Optional: a 7" plastic canvas circle for a firmer base

GAUGE
13 sc and 14 rnds = 4" with the H-8 hook.

NOTES
The basket is worked in joined rounds, starting with a flat circle for the base. The ears
are worked separately in rows and sewn on. Ch 1 at the beginning of a round does not count
as a stitch.

Advertisement

BASE
With Lilac and H-8 hook, ch 4 and join with a sl st to form a ring.
Rnd 1: Ch 1, 8 sc in ring, join with sl st to first sc. (8 sc)
Rnd 2: Ch 1, 2 sc in each st around, join. (16 sc)
Rnd 3: Ch 1, *sc in next st, 2 sc in next st; rep from * around, join. (24 sc)
Continue increasing 8 sts each round until you have 72 sc.

SIDES
Change to White. Rnd 1: Ch 1, sc blo in each st around, join. (72 sc)
Rnds 2–20: Ch 1, sc in each st around, join.

23 Comments
Susan P. — March 12, 2025
I used a 6 mm hook and mine came out a little bigger, perfect for my grandson!
Tina G. — March 14, 2025
Made two of these with just one extra ball of white. Thank you for the free pattern!`,
    expected: {
      title: 'Bunny Easter Basket',
      designer: 'Kaitlyn Brooks',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 1) * 120 }],
      gauge: { stitches: 13, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw39-14-canadian-yarn-company-tapestry-crochet-mittens',
    text: `LAURENTIDE YARNS · FREE PATTERN LY-2317
Version française disponible sur notre site / French version available on our website

Flurry Mittens
Design: Geneviève Roy

Skill level: ●●○○ Easy

SIZES
Child (Woman, Man)
Hand circumference: 6½ (7½, 8½)" / 16.5 (19, 21.5) cm

MATERIALS
Laurentide Highland Worsted (100% wool; 100 g / 197 yds / 180 m), worsted weight (#4 medium)
MC: #310 Loon Grey – 1 (1, 2) skeins
CC: #102 Birch – 1 skein, all sizes
4.5 mm (US 7) crochet hook
5 mm (US H-8) crochet hook
Stitch markers, tapestry needle

GAUGE
16 sc and 18 rnds = 4" / 10 cm in sc worked in the round with 5 mm hook.

NOTES
The mittens are worked in the round from the cuff up. The snowflake band on the back of
the hand is worked in tapestry crochet, carrying the unused colour inside the stitches.
The thumb opening is made with a short chain and the thumb is worked last.
Beginning ch does not count as a st. Join each rnd with a sl st to the first sc.

ABBREVIATIONS
ch – chain · sc – single crochet · sl st – slip stitch · rnd(s) – round(s)
blo – back loop only · sc2tog – single crochet 2 together

CUFF
With 4.5 mm hook and MC, ch 11 (13, 15).
Row 1: Sc in 2nd ch from hook and in each ch across, turn. – 10 (12, 14) sc
Row 2: Ch 1, sc blo in each st across, turn.
Rep Row 2 until cuff measures 6 (7, 8)" unstretched.
Join the short ends with sl st to form a tube. Do not fasten off.

HAND
Change to 5 mm hook.
Rnd 1: Ch 1, work 26 (30, 34) sc evenly around the edge of the cuff, join.
Rnds 2–4: Ch 1, sc in each st around, join.
Rnds 5–12: Work Chart A (snowflake) in MC and CC, carrying the unused colour.
Fasten off CC.

MATCH IT: Flurry Toque (LY-2318) – 1 skein MC, 1 skein CC.

© 2025 Laurentide Yarns Inc., Sherbrooke, Quebec. For personal, non-commercial use only.
laurentideyarns.ca`,
    expected: {
      title: 'Flurry Mittens',
      designer: 'Geneviève Roy',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: (1 + 1) * 197 },
        { size: 'Woman', yards: (1 + 1) * 197 },
        { size: 'Man', yards: (2 + 1) * 197 },
      ],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['in the round', 'bottom-up', 'tapestry crochet'],
    },
  },
];
