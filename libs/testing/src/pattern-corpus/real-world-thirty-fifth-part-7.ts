import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw35-13-us-crochet-blog-slouch-hat-child-adult-sizes-skeins',
    text: `10/18/24, 9:02 PM   How to Crochet a Slouchy Hat in One Evening (Free Pattern!) | Hooked on Maple Street
https://hookedonmaplestreet.com/maple-street-slouch-free-crochet-hat-pattern/

HOOKED ON MAPLE STREET
Home » Free Patterns » Hats » How to Crochet a Slouchy Hat in One Evening (Free Pattern!)

How to Crochet a Slouchy Hat in One Evening (Free Pattern!)
By Jenna Whitfield · Published October 4, 2024 · 27 comments

Disclosure: This post contains affiliate links; I may earn a small commission at no cost to you.

[Jump to Pattern]   [Print]   [Pin]

Fall is here in Vermont and I've been making hats for everyone on my list!
ADVERTISEMENT

Maple Street Slouch

Sizes: Child (Adult Small, Adult Large)
Fits head circumference: 18-20 (20-22, 22-24)"

Materials
· Worsted weight yarn (#4 medium): 1 (1, 2) skeins of Hearthstone Worsted, 189 yds / 173 m per
  100 g skein (I used "Cider")
· I-9 (5.5 mm) crochet hook
· H-8 (5 mm) crochet hook for the brim
· Stitch marker, yarn needle, faux-fur pom-pom (optional)

Gauge
13 hdc and 10 rows = 4" with the I-9 hook.

Abbreviations (US terms)
ch – chain; sl st – slip stitch; hdc – half double crochet; FPdc – front post double crochet;
BPdc – back post double crochet; st(s) – stitch(es)

Notes
The ribbed brim is worked first in joined rounds of front and back post stitches; the slouchy body
is then worked in joined rounds from the brim up, and the top is cinched closed.

Brim
With H-8 hook, ch 60 (68, 76) and join with a sl st to the first ch, being careful not to twist.
Rnd 1: Ch 2 (does not count as a st), hdc in each ch around, join. 60 (68, 76) hdc.
Rnds 2-6: Ch 2, *FPdc around next st, BPdc around next st; rep from * around, join.

Body
Change to I-9 hook.
Rnd 7: Ch 2, *hdc in next 4 sts, 2 hdc in next st; rep from * to last 0 (3, 1) sts, hdc in each
remaining st, join.

Want a kit? The Maple Street Slouch kit with yarn and a pom-pom is $18 in my shop!

27 Comments
Tricia says: Made the adult large and used about 210 yds, so I'm glad I bought 2 skeins.
Dee says: Could I use a 6 mm hook?
    Jenna Whitfield says: Sure, just expect a looser, slouchier hat.
Mo says: Made three of these for my grandkids in one weekend!

YOU MAY ALSO LIKE
Maple Street Mitts (1 skein) · Chunky Cabled Cowl (2 skeins, 220 yds)`,
    expected: {
      title: 'Maple Street Slouch',
      designer: 'Jenna Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 189 },
        { size: 'Adult Small', yards: 189 },
        { size: 'Adult Large', yards: 2 * 189 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['Child', 'Adult Small', 'Adult Large'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw35-14-us-own-site-pineapple-lace-shawl-two-skeins',
    text: `rosehip & rye crochet · order RR-20931 · thank you, Beth!
This PDF is for your personal use. Please don't share, copy or resell it. ♡

SANDPIPER
a pineapple lace triangle shawl
crochet pattern by Leah Okafor

Sandpiper is a classic pineapple shawl with a lighter, more modern finish: the pineapples open out
into a wide scalloped border that blocks beautifully. It is worked top-down from the centre back
neck, increasing at both edges and along the spine, so the rows get longer as you go.

FINISHED SIZE (after blocking)
Wingspan: 64" / 162.5 cm · Depth at centre: 30" / 76 cm

MATERIALS
Yarn: fingering weight, 2 skeins of Tidepool Sock (80% superwash merino, 20% nylon;
100 g / 420 yds / 384 m), shown in "Dune Grass"
The sample used 178 g, so two skeins leave you a little room for a deeper border.
Hook: US E-4 (3.5 mm), or size needed for gauge
Notions: locking stitch markers, yarn needle, blocking mats and pins

GAUGE
20 dc and 10 rows = 4" (10 cm) in dc, blocked.
Gauge is not critical for this shawl, but a different gauge will change the size and the yarn
you need.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · dc double crochet · sp space · st(s) stitch(es)
sh shell: (2 dc, ch 2, 2 dc) in same sp · V-st: (dc, ch 3, dc) in same st or sp
PM place marker

PATTERN NOTES
The chart and the written rows give the same instructions; use whichever you prefer.
Place a marker in the centre ch-3 sp of every row to mark the spine.

SET-UP
Ch 5, join with sl st to form a ring.
Row 1 (RS): Ch 4 (counts as dc and ch 1), (dc, ch 1) 4 times in ring, dc in ring. Turn.
Row 2: Ch 4, V-st in next ch-1 sp, ch 1, sh in centre dc, ch 1, V-st in next ch-1 sp, ch 1, dc in
3rd ch of turning ch. Turn.
Row 3: Ch 4, V-st in first ch-3 sp, ch 3, sh in ch-2 sp of sh, ch 3, V-st in last ch-3 sp, ch 1, dc
in 3rd ch of turning ch. Turn.

You may also like
Willet Cowl — 1 skein, 420 yds · Plover Wrap — 3 skeins, 1,260 yds

Testers: thank you to Amara, Joelle and Kit, who made theirs in 162-191 g.
© 2025 Leah Okafor / rosehip & rye crochet. All rights reserved.                  page 2 of 7`,
    expected: {
      title: 'Sandpiper',
      designer: 'Leah Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 420 }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
