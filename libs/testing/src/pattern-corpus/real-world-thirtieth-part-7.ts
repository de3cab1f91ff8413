import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw30-13',
    text: `2/9/26, 8:47 PM   Intarsia Heart Pillow Cover (Free Knitting Pattern) - The Purl Porch
https://thepurlporch.com/intarsia-heart-pillow-cover/

THE PURL PORCH          Patterns ▾   Tutorials   Shop   Newsletter   🔍

Home > Knitting Patterns > Home Decor

Intarsia Heart Pillow Cover (Free Knitting Pattern)
Posted by Becca Linwood · February 2, 2026 · 23 comments

JUMP TO PATTERN ↓

This post contains affiliate links. As an Amazon Associate I earn from qualifying purchases.

I've wanted to put a big cozy heart on my couch for ages, and this year I finally did it! If
intarsia has always scared you, this is a great first project: one heart, two colors, and short
rows... just kidding, no short rows, I promise. Just a couple of bobbins and a bit of patience.

ADVERTISEMENT

📌 Pin this pattern for later!

WHAT YOU'LL NEED
· Yarn: Hearthside Worsted (100% wool; 3.5 oz/100 g; 137 yds/125 m), worsted weight #4
    – Oatmeal (MC): 2 skeins
    – Cranberry (CC): 1 skein
· Needles: US 8 (5 mm) 24" circular needle (worked flat, back and forth)
· 16" x 16" pillow form
· Yarn bobbins, tapestry needle, 3 buttons (1")

FINISHED SIZE: 16" x 16" square, to fit a 16" pillow form snugly

GAUGE: 18 sts and 24 rows = 4" in stockinette stitch

ADVERTISEMENT

NOTES
The heart is worked in intarsia from the chart. Use a separate bobbin for the heart and for each
side of the background; twist the yarns at every color change so there are no holes.
The cover is one long rectangle: front, then the two overlapping back flaps with a buttonhole band.

PATTERN
With MC, cast on 72 sts.
Rows 1-8: Knit (garter stitch border).
Row 9 (RS): Knit.
Row 10 (WS): K3, purl to last 3 sts, k3.
Repeat Rows 9-10 until piece measures 3" from cast on, ending with a WS row.
Begin chart: K3, work Row 1 of chart over next 66 sts, k3.

You might also like → Cabled Throw Pillow (3 skeins) · Chunky Seed Stitch Pouf (6 skeins)

23 COMMENTS
Lorraine K. — February 4, 2026
Made it for my daughter! I ran a little short on Oatmeal and bought a third skein. Reply
Becca Linwood — February 4, 2026
Oh no! Loose knitters can use more yarn – grab 3 skeins of MC if that's you! Reply`,
    expected: {
      title: 'Intarsia Heart Pillow Cover',
      designer: 'Becca Linwood',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 411 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['intarsia'],
    },
  },
  {
    id: 'rw30-14',
    text: `SALT & SPARROW · saltandsparrow.com
Order #10482 · Digital pattern · Licensed to: the purchaser · Not for resale or distribution

DRIFTLINE COVER-UP
Crochet pattern by Tessa Marquez

A breezy, drop-shoulder beach cover-up in V-stitch lace, worked top-down in joined rounds from
the neckline. No seams!

SKILL LEVEL: Intermediate

SIZES
S/M (L/XL, 2X/3X)
Finished bust: 40 (48, 56)" / 101.5 (122, 142) cm
Finished length: 26 (27, 28)" / 66 (68.5, 71) cm
Shown in size S/M on a 35" bust.

MATERIALS
Yarn: Coastline Cotton Sport (100% pima cotton; #2 fine / sport weight; 1.75 oz/50 g;
164 yds/150 m)
Yardage: 650 (780, 920) yds / 594 (713, 841) m
Shown in Seafoam (4 balls for S/M).
Hooks: US F-5 (3.75 mm) for the edgings; US G-6 (4 mm) for the body
Notions: 4 locking stitch markers, yarn needle

GAUGE
22 sts and 10 rnds = 4" (10 cm) in V-stitch lace pattern with G-6 hook, blocked.
(Or 5½ V-sts = 4")

ABBREVIATIONS (US)
ch – chain
sl st – slip stitch
sc – single crochet
dc – double crochet
V-st – (dc, ch 1, dc) in same st or sp
rnd(s) – round(s)
sp – space

NOTES
• The cover-up is worked top-down in joined rounds, with the right side always facing; do not turn.
• Beg ch 3 counts as a dc throughout.
• The body is a simple tube below the armholes, so it's easy to lengthen: every extra inch uses
  about 25 (30, 35) yds.

NECKLINE
With smaller hook, ch 120 (132, 144); join with a sl st to the first ch to form a ring, being
careful not to twist.
Rnd 1: Ch 1, sc in each ch around; join with a sl st to first sc.
Rnd 2: Change to larger hook. Ch 3, dc in same st, *sk 2 sts, V-st in next st; rep from *
around, sk last 2 sts; join with a sl st to top of beg ch-3.

PAIR IT WITH: Tidepool Market Tote – 2 balls Coastline Cotton Sport · Sandbar Bucket Hat – 120 yds

Questions? hello@saltandsparrow.com · © 2025 Tessa Marquez / Salt & Sparrow LLC · Page 1 of 7`,
    expected: {
      title: 'Driftline Cover-Up',
      designer: 'Tessa Marquez',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S/M', yards: 650 },
        { size: 'L/XL', yards: 780 },
        { size: '2X/3X', yards: 920 },
      ],
      gauge: { stitches: 22, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'F-5', mm: 3.75 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S/M', 'L/XL', '2X/3X'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
