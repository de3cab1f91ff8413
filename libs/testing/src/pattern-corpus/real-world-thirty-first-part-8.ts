import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw31-15',
    text: `TWISTED SPRUCE YARN CO.
214 W Main St · Bozeman, MT · (406) 555-0148 · Open Tue–Sat 10–6, Sun 12–4
Free with any yarn purchase — please don't photocopy for friends, send them in to see us!

GALLATIN WATCH CAP
designed by Ruth Ann Caldwell, owner

Our most-requested counter pattern: a plain, warm, fold-up-brim cap for hunting season, ski
days and everybody's husband. Knit in the round from the brim up.

SIZES: Adult S (M, L)
To fit head 20 (21½, 23)" around

YARN: Mountain Sheep Worsted (100% Rambouillet wool; 4 oz/113 g; 245 yds/224 m)
1 skein — enough for any size, even with the brim folded twice.
Sample in colorway Blaze Orange (hunters, we see you).

NEEDLES:
US 6 (4 mm) 16" circular for the ribbing
US 8 (5 mm) 16" circular and a set of double-pointed needles in the same size for the crown

GAUGE: 18 sts and 26 rnds = 4" in stockinette on US 8.

OTHER: stitch marker, tapestry needle

BRIM
With US 6 circular, CO 88 (96, 104) sts. Place marker and join to work in the round, being
careful not to twist.
Rnd 1: *K2, p2; rep from * around.
Work in k2, p2 rib until piece measures 6" from CO (this is the folded brim).

BODY
Change to US 8 circular. Knit every rnd until piece measures 10 (10½, 11)" from CO.

CROWN
Switch to dpns when sts no longer fit comfortably on the circular.
Rnd 1: *K6, k2tog; rep from * around. — 77 (84, 91) sts
Rnds 2, 4, 6, 8, 10, 12: Knit.
Rnd 3: *K5, k2tog; rep from * around. — 66 (72, 78) sts
Cont to dec 11 (12, 13) sts every other rnd, working 1 fewer st before each k2tog, until
11 (12, 13) sts remain.
Cut yarn, thread through remaining sts, pull tight and fasten off. Weave in ends.

~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
THIS MONTH AT TWISTED SPRUCE
Stitch Night: Thursdays 6–8 pm, bring what you're working on, coffee's on us
Intro to Cables: Sat Nov 8, 10 am–1 pm, $45 + materials
Also free at the counter: Bridger Cowl (2 skeins Mountain Sheep Worsted)
Gift cards available! Find us on Instagram @twistedspruceyarn
Pattern © Twisted Spruce Yarn Co. 2025`,
    expected: {
      title: 'Gallatin Watch Cap',
      designer: 'Ruth Ann Caldwell',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 245 }],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw31-16',
    text: `LoveCrafts · Your digital pattern
Order LC-5530217 · Purchased 22/02/2025 · Thanks for shopping with us!
Rate this pattern ☆☆☆☆☆  ·  Customers also bought: Heather Hills Blanket, Tidal Cardigan

MOORLAND MIST
a lacy crescent shawl in 4 ply

by Eleanor Fairbairn · Fairbairn Crochet Studio

Moorland Mist starts with just a few stitches at the centre of the top edge and grows
outwards row by row, so it's worked from the top down with a crescent shaping. The open
fans and chain-mesh lace get wider as you go, ending with a picot edge.

This pattern is written in UK crochet terms.

FINISHED SIZE (after blocking)
Wingspan 180cm · Depth at centre 55cm

YARN
4 ply (fingering weight) merino/silk, 2 x 100g skeins (405m per skein)
The sample was made in Ridgetop Fibres Merino Silk 4 ply in "Heath" and used 176g.
One of my testers used 3 skeins of a 350m yarn for an extra-deep version.

HOOK
3.5mm (UK 9 / US E-4)

OTHER
Blocking wires and pins, 6 locking stitch markers, tapestry needle

TENSION
22 sts and 10 rows to 10cm over treble crochet (US dc), after blocking.
Tension is not critical, but a different tension will change the size and yardage.

ABBREVIATIONS (UK)
ch - chain   ss - slip stitch   dc - double crochet (US sc)
tr - treble crochet (US dc)   dtr - double treble (US tr)
ch-sp - chain space   fan - (tr, ch1) 4 times, tr in same st
picot - ch3, ss in first ch

SET UP
Ch 4, ss to join into a ring.
Row 1 (RS): Ch 3 (counts as tr throughout), 2 tr into ring, ch 2, 3 tr into ring. Turn.
Row 2: Ch 3, 2 tr in first st, 1 tr in each tr to ch-2 sp, (2 tr, ch 2, 2 tr) in ch-2 sp,
1 tr in each tr to last st, 3 tr in last st. Turn.
Rows 3-10: Work from Chart 1 or the written rows on page 4.

Customers who bought this also bought: Fellside Wrap (3 x 100g DK) · Beck Cowl (1 skein 4 ply)
Pattern support: hello@fairbairncrochet.co.uk
© Eleanor Fairbairn 2025. Personal use only. Selling finished items is fine with credit.
This pattern is sold through LoveCrafts. Distribution or resale of this PDF is not permitted.`,
    expected: {
      title: 'Moorland Mist',
      designer: 'Eleanor Fairbairn',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(2 * 405) }],
      gauge: { stitches: 22, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
