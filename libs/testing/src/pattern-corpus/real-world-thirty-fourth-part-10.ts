import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw34-19-turkish-designer-etsy-cord-bag-non-native',
    text: `Etsy · LaleHookStudio · Digital download
Crochet Bag Pattern, Boho Shoulder Bag PDF, Macrame Cord Purse Pattern, Easy Crochet Handbag, Summer Bag
★★★★★ (96 reviews) · $6.20

LALE SHOULDER BAG
Designer: Elif Karataş · Lale Hook Studio · İzmir

Hello dear crocheters! Thank you very much for buy my pattern. This bag is my favourite for the summer,
it is very practical and also stylish. Please read all the pattern before you start. If you have any
question you can write me from Etsy message, I answer in 24 hours.

PATTERN LANGUAGE: English, US terms.

MATERIALS
- Macrame cotton cord 4 mm, 2 rolls (1 roll = 250 gr, approximately 130 meter). I used colour Camel.
- Crochet needle 5 mm
- Magnetic snap button 18 mm
- Stitch marker, scissors, darning needle
- Leather strap 110 cm (or you can crochet the strap with same cord)

SIZE OF BAG
Width 28 cm, height 22 cm, depth 6 cm (without strap).

GAUGE
Sample gauge: 12 sc x 12 rows = 10 x 10 cm. If your gauge is different, your bag will be bigger or
smaller, it is not so important.

ABBREVIATIONS
ch: chain
sc: single crochet
sl st: slip stitch
inc: 2 sc in same stitch
st: stitch
R: round

INFORMATIONS
* The base is oval and we make it in rounds. After, the body is made in spiral rounds, we don't close
the rounds. Please use the stitch marker for the first stitch.
* Numbers in ( ) are how many stitch you must have at the end of round.
* Crochet tight, so the bag keeps its shape.

OVAL BASE
Ch 26.
R1: Start from 2nd ch from hook, 24 sc, 3 sc in last ch, turn and work other side of chain, 23 sc,
2 sc in first ch. (52)
R2: inc, 23 sc, inc x3, 23 sc, inc x2. (58)
R3: sc, inc, 23 sc, (sc, inc) x3, 23 sc, (sc, inc) x2. (64)

BODY
R4: sc in back loop of every stitch. (64) This makes a nice edge for the base.
R5-R26: sc in every stitch. (64)

My other patterns: Papatya Basket – 3 rolls · Deniz Clutch – 1 roll · Zeytin Market Bag – 4 balls cotton

Reviews
★★★★★ "Easy to follow. I used 3 rolls of 5 mm cord and a 6 mm hook so my bag is bigger." – Melissa
★★★★★ "Beautiful pattern, thank you Elif!" – Jana

Copyright © Elif Karataş 2025. This pattern is only for your personal use. Please do not share, sell or
translate it. You can sell your finished bags in small production, please write my name as designer.`,
    expected: {
      title: 'Lale Shoulder Bag',
      designer: 'Elif Karataş',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(260) }],
      gauge: { stitches: 12, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw34-20-public-library-class-crochet-mittens',
    text: `MAPLE GROVE PUBLIC LIBRARY
Adult Programs · Crafternoon: Learn to Crochet (4 weeks) · Week 3 Handout

Tuesdays 2:00-3:30 pm, Community Room B · Instructor: Dolores Friedman
Supplies for registered students are provided by the Friends of the Maple Grove Library.

This week: Snow Day Mittens! After two weeks of flat pieces we're moving on to joined rounds. Bring
your hook from Week 1 and your questions; we'll get the cuffs done together in class.

SNOW DAY MITTENS
Pattern by Dolores Friedman

Sizes: Kids (Women's, Men's)
Hand circumference: 6 (7½, 8½)" / 15 (19, 21.5) cm

Materials
- Worsted weight yarn: 1 (1, 2) skeins of Hearthside Worsted (100% acrylic; 3.5 oz / 100 g;
  186 yds / 170 m). Class yarn color: Cranberry.
- US G-6 (4 mm) crochet hook for the cuff
- US H-8 (5 mm) crochet hook for the hand
- Stitch marker, yarn needle

Gauge: 14 sc and 16 rnds = 4" / 10 cm with the H-8 hook in joined rounds.

How it's made: The mittens are worked from the cuff up in joined rounds. The cuff is ribbed with front
and back post stitches. The thumb opening is made by chaining over a few stitches, and the thumb is
worked into the opening at the end.

Abbreviations: ch = chain; sl st = slip stitch; sc = single crochet; dc = double crochet;
FPdc / BPdc = front / back post double crochet; sc2tog = single crochet 2 together; rnd = round

CUFF
With the G-6 hook, ch 24 (28, 32) and join with a sl st to form a ring, being careful not to twist.
Rnd 1: Ch 2 (does not count as a st), dc in each ch around, join. 24 (28, 32) sts.
Rnds 2-6 (7, 8): Ch 2, *FPdc around next st, BPdc around next st; rep from * around, join.

HAND
Change to the H-8 hook.
Rnd 1: Ch 1, sc in each st around, join. 24 (28, 32) sts.
Rnds 2-8 (10, 12): Ch 1, sc in each st around, join.
Thumb opening: Ch 1, sc in next 2 sts, ch 4 (5, 6), skip 4 (5, 6) sts, sc in each st to end, join.

Next week (Week 4): Granny squares! Bring a US H-8 hook and any leftover worsted yarn.
Library yarn bin: donations of acrylic yarn are always welcome at the Circulation Desk.
Want more? Crochet books are shelved at call number 746.434 on the 2nd floor.

Maple Grove Public Library · 210 Elm Street · (555) 014-2290 · maplegrovelibrary.org`,
    expected: {
      title: 'Snow Day Mittens',
      designer: 'Dolores Friedman',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Kids', yards: 186 },
        { size: "Women's", yards: 186 },
        { size: "Men's", yards: 372 },
      ],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['Kids', "Women's", "Men's"],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
