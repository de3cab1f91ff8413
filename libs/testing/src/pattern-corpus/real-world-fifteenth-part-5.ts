import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FIFTEENTH_CASES (split for the file-size rule; see real-world-fifteenth.ts). */
export const REAL_WORLD_FIFTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-fifteenth-uk-magazine-fair-isle-tank-top-age-ranges',
    text: `KNIT NOW & THEN  ·  Issue 88  ·  LITTLE KNITS

Acorn Fair Isle Tank Top
Designer: Morag Baillie

A proper Shetland tank top for a proper little person. It's knitted in the round from the hem
up in stranded colourwork, with steeks for the armholes and neck – don't be scared, we'll hold
your hand!

SIZES: 1-2 (3-4: 5-6: 7-8) years
To fit chest: 51 (56: 61: 66) cm / 20 (22: 24: 26) in
Actual chest: 56 (61: 66: 71) cm
Length: 33 (37: 41: 45) cm

YOU WILL NEED
West Highland Woolworks 4 Ply (100% Shetland wool, 25g/105m)
  A Moorit    2 (2: 3: 3) balls
  B Natural   1 (1: 1: 2) balls
  C Gorse     1 (1: 1: 1) ball
  D Heather   1 (1: 1: 1) ball
A 2.75mm (UK 12/US 2) and a 3.25mm (UK 10/US 3) circular needle, 40cm and 60cm long
Stitch markers; sharp sewing thread for reinforcing the steeks

TENSION
30 sts and 32 rows to 10cm over Fair Isle pattern using 3.25mm needle

ABBREVIATIONS
See page 92 for our full list.

BODY
Using 2.75mm needle and A, cast on 168 (184: 198: 214) sts. Join to work in the round, taking
care not to twist. Work 5cm in k1, p1 rib.
Change to 3.25mm needle and work the 12 rounds of Chart 1 (acorns), then Chart 2 ...

WANT MORE? Turn to page 40 for Morag's matching bobble hat, and see our Shetland Wool Week
special in the next issue. Subscribe from just £4.99 an issue!`,
    expected: {
      title: 'Acorn Fair Isle Tank Top',
      designer: 'Morag Baillie',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1-2 years', yards: m(525) },
        { size: '3-4 years', yards: m(525) },
        { size: '5-6 years', yards: m(630) },
        { size: '7-8 years', yards: m(735) },
      ],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-fifteenth-australian-online-granny-cardigan-dress-sizes',
    text: `ozcrochet.com.au  ›  Patterns  ›  Garments

Gumnut Granny Cardigan
Pattern: Kirra Donnelly for Southern Cross Yarns
Australian/UK crochet terms are used throughout.

SIZES: 8 [10: 12: 14: 16: 18] (Australian dress sizes)
Finished bust: 92 [97: 102: 107: 112: 117] cm
Length: 58 [59: 60: 62: 63: 64] cm

MATERIALS
Southern Cross Cotton Blend 8 ply (DK), 50 g balls (approx. 120 m)
  Main (Sand): 8 [9: 9: 10: 11: 12] balls
  Contrasts (Gumnut Red, Wattle, Eucalypt): 1 ball each, all sizes
4.00 mm crochet hook (US G-6)
3.50 mm crochet hook (US E-4) for bands
5 buttons, 20 mm

TENSION
1 granny square = 10 cm x 10 cm.
20 tr and 10 rows = 10 cm over tr, using 4.00 mm hook.

ABBREVIATIONS
ch = chain; dc = double crochet; tr = treble; sl st = slip stitch; sp = space; st(s) = stitch(es)

NOTES
The back and fronts are made from squares joined with sl st on the wrong side; the sleeves are
worked flat in rows of tr. Squares: 16 [16: 20: 20: 24: 24].

SQUARE
Using 4.00 mm hook and Gumnut Red, make 4 ch, join with sl st to form a ring.
Round 1: 3 ch (counts as 1 tr), 2 tr in ring, (2 ch, 3 tr in ring) 3 times, 2 ch, join with sl st.
Round 2: Join Wattle in any 2-ch sp ...

Share your make with #southerncrossyarns · Find a stockist near you
© Southern Cross Yarns Pty Ltd. This pattern is free for personal use.`,
    expected: {
      title: 'Gumnut Granny Cardigan',
      designer: 'Kirra Donnelly',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '8', yards: m(1320) },
        { size: '10', yards: m(1440) },
        { size: '12', yards: m(1440) },
        { size: '14', yards: m(1560) },
        { size: '16', yards: m(1680) },
        { size: '18', yards: m(1800) },
      ],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['8', '10', '12', '14', '16', '18'],
    },
  },
  {
    id: 'rw-fifteenth-knitting-blog-log-cabin-blanket-skeins-per-colour',
    text: `Wool & Woodsmoke — notes from a knitting cottage

Sunday Pattern: Hearthside Log Cabin Blanket
Posted by Nell Ashcombe · 9 November 2025 · 12 comments

This one has been on my needles since the summer, and it's finally blocked and ready for the
new baby down the lane. It's all garter stitch, so it's a lovely first log cabin.

FINISHED SIZE: approx. 36" x 36" (91 x 91 cm)

YARN
Worsted-weight superwash wool, 100 g skeins of 210 yds (192 m):
  Centre square – Rust: 1 skein
  Logs 1 & 7 – Mustard: 1 skein
  Logs 2 & 8 – Teal: 1 skein
  Logs 3, 6 & 9 – Cream: 2 skeins
  Logs 4 & 10 – Charcoal: 1 skein
  Logs 5 & 11 – Sage: 1 skein

NEEDLES: US 8 (5 mm) circular needle, 32" long (you'll need the length once the logs grow)

GAUGE: 18 sts and 36 rows (18 garter ridges) = 4"

HOW IT WORKS
You start with a garter square in the centre, then pick up stitches along one edge and knit a
"log" of 12 ridges. Turn the work a quarter turn, pick up along the new edge, and keep going
round and round like a spiral.

CENTRE
With Rust, cast on 30 sts. Knit 60 rows (30 ridges). Bind off all but the last st.
LOG 1
With Mustard, pick up and knit 29 sts along the left edge (30 sts). Knit 23 rows. Bind off.

Thanks for reading! If you make one, tag #hearthsidelogcabin so I can see it.
Pattern and photos © Nell Ashcombe. Free for personal use – please link, don't copy.

COMMENTS
Bridget says: Gorgeous! I did mine in DK and it came out about 30" square.`,
    expected: {
      title: 'Hearthside Log Cabin Blanket',
      designer: 'Nell Ashcombe',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 1470 }],
      gauge: { stitches: 18, rows: 36, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw-fifteenth-brewery-knit-night-can-cozy',
    text: `HOP & PURL BREWING CO.  —  THURSDAY KNIT NIGHT
Free pattern with any pint! Pick up a printed copy at the bar.

The Tallboy Can Cozy
Pattern by Jess Okafor, Knit Night host (and our head brewer's better half)

Fits a 16 oz tallboy can snugly and slips over a 12 oz can with a little slouch.
Keeps your hand warm and your Hazy IPA cold.

YOU NEED
* About 50-60 yds of worsted weight yarn (a great stash buster)
* US 6 (4 mm) double-pointed needles, or a 9" circular
* Tapestry needle

GAUGE
5 sts = 1 inch in 2x2 rib, slightly stretched. Not fussy – it's a can cozy.

PATTERN
Cast on 40 sts. Join to work in the round, being careful not to twist.
Rounds 1-30: *k2, p2* around.
Base: Knit 1 round.
Next round: *k2tog, k3* around (32 sts).
Next round: *k2tog, k2* around (24 sts).
Next round: *k2tog* around (12 sts).
Next round: *k2tog* around (6 sts).
Cut yarn, thread through remaining sts and pull tight. Weave in ends.

Variations: add a stripe in your favourite team colours, or duplicate-stitch our hop logo
(chart on the back of the card).

-----
Knit Night: every Thursday, 6-9 pm, in the back room. All skill levels welcome; we have spare
needles. Happy hour pricing on all pints until 7. 21+ only. Please drink responsibly.
Hop & Purl Brewing Co. · 418 Foundry Lane · @hopandpurl`,
    expected: {
      title: 'The Tallboy Can Cozy',
      designer: 'Jess Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 60 }],
      gauge: { stitches: 5, rows: null, inches: 1 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['in the round'],
    },
  },
];
