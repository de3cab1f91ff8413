import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw30-07',
    text: `LOVECRAFTS · Pattern download · Order LC-58830412 · Licensed to the purchaser for personal use

Hawthorn Lane Cardigan
Isobel Farrant

A fitted, round-neck cardigan with a lace panel climbing each front, knitted in a crisp
Bluefaced Leicester 4 ply. Worked in pieces from the lower edge up and seamed for structure.

SIZES
Size           1       2       3        4        5        6
To fit bust    81-86   91-97   102-107  112-117  122-127  132-137  cm
               32-34   36-38   40-42    44-46    48-50    52-54    in
Actual bust    92      103     114      125      136      147      cm
Length         54      56      58       60       62       64       cm
Shown in size 2 with approx. 8 cm positive ease.

YARN
Longdale BFL 4 Ply (100% Bluefaced Leicester wool; 50 g / 200 m)
6 (7, 8, 8, 9, 10) x 50 g balls in Rosehip
Sample (size 2) used 6 balls and 32 g of a seventh; we'd always recommend buying the full amount.

NEEDLES & NOTIONS
1 pair each 2.75 mm (UK 12 / US 2) and 3.25 mm (UK 10 / US 3) needles
Stitch holders, 7 (7, 8, 8, 8, 9) buttons, 15 mm

TENSION
28 sts and 36 rows to 10 cm over stocking stitch on 3.25 mm needles.
Lace panel (17 sts) measures 6 cm wide.

ABBREVIATIONS
alt alternate; beg beginning; cont continue; dec decrease; foll following; inc increase;
k knit; k2tog knit 2 together; p purl; patt pattern; rem remaining; rep repeat; RS right side;
skpo slip 1, knit 1, pass slipped stitch over; st st stocking stitch; tog together; yo yarn over.

PATTERN NOTES
The lace panel is worked from Chart A or the written instructions on page 6. Only odd (RS)
rows are charted; purl all WS rows. When shaping, if there are not enough sts to work a yo with
its paired decrease, work the st in st st instead.

BACK
Using 2.75 mm needles, cast on 129 (145, 159, 175, 191, 205) sts.
Row 1 (RS): K1, *p1, k1; rep from * to end.
Row 2: P1, *k1, p1; rep from * to end.
These 2 rows form rib. Work 16 more rows in rib.
Change to 3.25 mm needles and, beg with a k row, work in st st until back measures 33 (34, 35,
36, 37, 38) cm from cast-on edge, ending with a WS row.

Tech edited by Joanna Pike · Photography by Kit Haworth
Also by Isobel Farrant: Fenwick Shawl (2 x 100 g, 800 m) · Coldharbour Hat (1 x 50 g)
Pattern © Isobel Farrant 2025. Distributed by LoveCrafts. Page 2 of 9`,
    expected: {
      title: 'Hawthorn Lane Cardigan',
      designer: 'Isobel Farrant',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: m(1200) },
        { size: '2', yards: m(1400) },
        { size: '3', yards: m(1600) },
        { size: '4', yards: m(1600) },
        { size: '5', yards: m(1800) },
        { size: '6', yards: m(2000) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw30-08',
    text: `Payhip · Your download: Bramblewick Shawl (PDF, 8 pages)
Purchased 03 February 2026 · Receipt #PH-7Q2K-19

BRAMBLEWICK SHAWL
a top-down crochet shawl with bobbles and lace mesh

Design: Hannah Oduya · hannahoduya.co.uk

This pattern is written in UK crochet terms. A US/UK conversion table is on page 8.

FINISHED SIZE
Approximately 170 cm wide x 80 cm deep at the centre spine, after blocking.

YOU WILL NEED
Yarn: 2 skeins of Wildmoor Sock 4 Ply (75% Bluefaced Leicester, 25% nylon; 100 g / 400 m)
  – 4 ply / fingering weight. Shown in "Sloe".
The sample used 172 g, so two skeins leave a little spare for a larger shawl.
Hook: 4 mm (UK 8 / US G-6)
Notions: stitch marker, tapestry needle, blocking pins and mats

TENSION
20 tr and 10 rows to 10 cm over mesh pattern, after blocking.
Tension isn't critical for a shawl, but a different tension will change the size and the amount
of yarn you use.

CONSTRUCTION
The shawl is worked top-down, starting from a few chains at the centre back neck. Increases at
each edge and either side of the centre spine make the triangle grow. The body alternates bands
of lace mesh with rows of bobbles, and finishes with a scalloped edge.

ABBREVIATIONS (UK)
ch chain
ch-sp chain space
dc double crochet (US sc)
tr treble crochet (US dc)
bob bobble: (yrh, insert hook in st, yrh and pull up a loop, yrh and draw through 2 loops)
  5 times in same st, yrh and draw through all 6 loops on hook
sp space
st(s) stitch(es)
yrh yarn round hook

SET-UP
Ch 4, join with a ss to form a ring.
Row 1 (RS): 4 ch (counts as 1 tr and 1 ch), (1 tr, 1 ch) 3 times into ring, 1 tr into ring. Turn.
Row 2: 4 ch, 1 tr in first sp, 1 ch, (1 tr, 1 ch) in each sp to centre, (1 tr, 2 ch, 1 tr) in
centre sp, (1 ch, 1 tr) in each sp to end, 1 ch, 1 tr in 3rd of 4 ch. Turn.

THANK YOU to my testers: Claire, Niamh, Rosie and Bea. Bea's tighter-tension version used 158 g.

You may also like: Wherry Cowl (1 x 100 g skein) · Scaur Shawl (3 x 100 g, 1200 m)

© Hannah Oduya 2026. For personal use only; please don't share or sell the pattern. Page 1 of 8`,
    expected: {
      title: 'Bramblewick Shawl',
      designer: 'Hannah Oduya',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace', 'bobbles'],
    },
  },
];
