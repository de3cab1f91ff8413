import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_8 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw37-15-au-wildlife-rescue-joey-pouch-liner-sizes',
    text: `MURRAY VALLEY WILDLIFE RESCUE INC.
ABN 41 209 887 163 · Registered charity · Volunteer Crafters' Sheet 2025/3

KNITTED JOEY POUCH LINER
Pattern by volunteer carer Noeline Briggs

Thank you! Since the 2020 fires our crafters have sent us more than 1,240 pouch liners, and our
carers go through them every single day. Liners sit inside the outer cotton pouch and are
changed several times a day, so we always need more. This pattern is the one our carers like
best: it's soft, it washes well and there are no loose loops for little claws to catch in.

PLEASE READ BEFORE YOU KNIT
- Natural fibres ONLY: pure wool or 100% cotton. NO acrylic, mohair, eyelash or fluffy yarns.
- No buttons, beads, pompoms, ribbons or embroidery of any kind.
- Weave in every end really securely (at least 5 cm) – joeys chew!

SIZES
Small (Medium, Large)
Small – possum and glider joeys · Medium – wallaby joeys · Large – kangaroo and wombat joeys
Finished size (flat): 16 x 20 (22 x 28, 30 x 38) cm

YOU WILL NEED
Yarn: 10 ply (aran weight) pure wool or cotton, 1 (2, 3) x 50 g balls, approx. 85 m per ball
Needles: 5.00 mm (old UK 6 / US 8)
A tapestry needle

TENSION
Tension isn't critical – about 18 sts and 24 rows to 10 cm over stocking stitch – but the fabric
should be firm, not holey.

TO MAKE
Cast on 29 (40, 54) sts.
Work in stocking stitch (knit 1 row, purl 1 row) until the piece measures 40 (56, 76) cm.
Cast off loosely.
Fold in half with right sides together so the cast-on and cast-off edges meet at the top.
Sew both side seams with mattress stitch and turn right side out. The smooth side of the
fabric faces the joey.

DROP-OFF
Bendigo: Wildlife Shelter office, 12 Ridge Rd, Tuesdays and Fridays 9am–1pm
Echuca: Murray Yarns, High St (in the basket by the counter)
Or post to PO Box 218, Echuca VIC 3564.

OUR WISH LIST
- Hanging bags for older joeys (these take about 300 m of 8 ply each)
- 100% cotton flannelette sheets, cut into 50 x 50 cm squares
- Heat packs and hot water bottles

Thanks to Murray Yarns for donating 40 balls of wool for our crafting days!
Questions? crafters@mvwildliferescue.org.au · Please share this sheet, but not for sale.`,
    expected: {
      title: 'Knitted Joey Pouch Liner',
      designer: 'Noeline Briggs',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Small', yards: m(85) },
        { size: 'Medium', yards: m(2 * 85) },
        { size: 'Large', yards: m(3 * 85) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      sizes: ['Small', 'Medium', 'Large'],
    },
  },
  {
    id: 'rw37-16-us-holiday-bookazine-thread-snowflakes',
    text: `62   HOLIDAY HANDMADE 2024 · A Collector's Edition from Hearth & Home Crafts

DECK THE TREE
Snowflakes in an evening? Yes, really! These six little stars are worked in the round from the
center out in crochet thread, then stiffened and hung with ribbon.

FROSTED STAR SNOWFLAKES
Designed by Norma Jean Pruitt

SKILL LEVEL: EASY

FINISHED SIZE
Each snowflake measures about 4" (10 cm) across after blocking.

MATERIALS
• Lace weight (0) crochet thread, size 10: 1 ball (350 yds/320 m) in White
  One ball is enough for all six snowflakes.
• Steel crochet hook, size 7 (1.65 mm)
• Fabric stiffener or sugar starch, rust-proof pins, blocking board
• 2 yds of ⅛" silver ribbon for hangers

GAUGE
Gauge is not critical for this project. Rounds 1–3 of Snowflake A = 1½" across.

STITCHES USED (US terms)
ch chain · sl st slip stitch · sc single crochet · dc double crochet · picot ch 3, sl st in
3rd ch from hook · sp(s) space(s)

SNOWFLAKE A
Ch 6, join with a sl st to form a ring.
Rnd 1: Ch 3 (counts as dc), 11 dc in ring; join with sl st in top of beginning ch-3. (12 dc)
Rnd 2: Ch 1, sc in same st, *ch 5, skip 1 dc, sc in next dc; rep from * around, ending ch 2,
dc in first sc to join. (6 ch-5 sps)
Rnd 3: Ch 1, sc in sp just formed, *ch 3, picot, ch 3, sc in next ch-5 sp; rep from * around,
join. Fasten off.

FINISHING
Soak each snowflake in stiffener, pin to shape on the blocking board and let dry overnight.
Thread a 12" length of ribbon through a point and knot.

Continued on page 104

ALSO IN THIS ISSUE
Yuletide Stocking, p. 70 – 3 skeins worsted weight · Gingerbread Garland, p. 88 – 2 skeins

HOLIDAY HANDMADE · Editor-in-Chief: Linda Carraway · Photography: Ben Sato
Shimmer Thread, now in 12 metallic shades! $3.99 at craft stores everywhere.`,
    expected: {
      title: 'Frosted Star Snowflakes',
      designer: 'Norma Jean Pruitt',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 350 }],
      needle_sizes: [{ us: '7', mm: 1.65 }],
      techniques: ['in the round'],
    },
  },
];
