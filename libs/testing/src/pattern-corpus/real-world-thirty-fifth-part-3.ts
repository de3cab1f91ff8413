import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw35-05-uk-kofi-sideways-eyelet-shawl-two-metres-only-skeins',
    text: `ko-fi.com/imogenknits · Shop order #KF-2025-44817 · downloaded 14 Mar 2025

CUCKMERE
an asymmetric garter & eyelet shawl in two colours

design & words: Imogen Thackeray
photographs: Sam Thackeray

Named for the river that loops its way to the sea at Cuckmere Haven, this is a relaxing, mostly-garter
shawl with bands of eyelet lace between long stripes. It is worked sideways from the narrow tip and
grows along one edge, so you can keep going until your yarn runs out.

YOU WILL NEED
Yarn: 4 ply / fingering weight, 2 colours
  Colour A: 1 x 100 g skein (approx. 400 m)
  Colour B: 1 x 100 g skein (approx. 400 m)
Shown in Seven Sisters Sock 4ply (75% BFL, 25% nylon) in Chalk (A) and Low Tide (B).
My sample used 82 g of A and 64 g of B.
Needles: 4 mm (US 6) circular needle, 80 cm; you'll want the length for the last sections
Notions: 2 stitch markers, tapestry needle, blocking wires and pins

FINISHED SIZE
Wingspan 180 cm / 71 in, depth at the deepest point 48 cm / 19 in, after blocking.

TENSION
22 sts and 44 rows to 10 cm in garter stitch, after blocking.
Tension isn't crucial for a shawl, but a looser fabric will use more yarn.

ABBREVIATIONS
k knit; p purl; kfb knit into front and back of stitch; k2tog knit two together;
yo yarn over; RS right side; WS wrong side; sl1 wyif slip 1 purlwise with yarn in front;
st(s) stitch(es)

NOTES
All the increases are made along the top (straight) edge. Slip the first stitch of every row
purlwise with yarn in front for a neat chain edge.
Carry the colour not in use up the side; there is no need to cut it between stripes.

SET-UP
With A, cast on 3 sts.
Row 1 (RS): K1, kfb, k1. (4 sts)
Row 2 (WS): Sl1 wyif, knit to end.
Row 3: Sl1 wyif, knit to last 2 sts, kfb, k1. (1 st increased)
Row 4: Sl1 wyif, knit to end.
Rep Rows 3-4 until you have 24 sts, ending with a WS row.

SECTION 1 – GARTER STRIPE
Join B. Work Rows 3-4 a further 10 times in B, then 10 times in A. (44 sts)

SECTION 2 – EYELET BAND
Row 1 (RS): With B, sl1 wyif, k1, *yo, k2tog; rep from * to last 2 sts, kfb, k1.

Also by me: Seaford Cowl (1 skein, 350 m) · Birling Gap Hat (1 skein, 200 m)
Thank you for supporting an independent designer on Ko-fi ♡

© Imogen Thackeray 2025 · for personal use only · please don't share this file · page 2 of 6`,
    expected: {
      title: 'Cuckmere',
      designer: 'Imogen Thackeray',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw35-06-us-blog-basketweave-baby-blanket-printed-from-browser',
    text: `3/9/25, 8:14 PM     Easy Basketweave Baby Blanket Knitting Pattern (Free!) - The Cozy Purl Porch
https://thecozypurlporch.com/basketweave-baby-blanket-free-knitting-pattern/

The Cozy Purl Porch
Home » Knitting Patterns » Baby » Easy Basketweave Baby Blanket Knitting Pattern (Free!)

Easy Basketweave Baby Blanket Knitting Pattern (Free!)
By Kristen Moody | Updated February 27, 2025 | 42 Comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

Jump to Pattern

Is there anything sweeter than a handknit blanket for a brand-new baby? The basketweave texture
looks fancy, but it's only knits and purls!

ADVERTISEMENT

Sweet Pea Basketweave Blanket

Want an ad-free, printable PDF? Grab it in my Etsy shop for $3.99!

MATERIALS
- Yarn: Comfy Cotton Blend (DK / light #3; 50% cotton, 50% acrylic; 100 g / 245 yds / 224 m),
  4 balls in Pea Pod
- Needles: US 7 (4.5 mm) 32" circular needle (the blanket is worked flat; the circular just
  holds all the stitches)
- Two US 7 (4.5 mm) double-pointed needles for the I-cord border
- Tapestry needle, scissors

FINISHED SIZE
Approximately 30" x 36" after blocking

GAUGE
20 sts and 28 rows = 4" in basketweave pattern.
Gauge isn't critical for a blanket, but a different gauge will change the size and yardage.

ABBREVIATIONS
k – knit   p – purl   st(s) – stitch(es)   RS – right side   WS – wrong side

PATTERN
Cast on 150 sts.
Rows 1-6: Knit.
Rows 7-12: K5, *k5, p5; rep from * to last 5 sts, k5.
Rows 13-18: K5, *p5, k5; rep from * to last 5 sts, k5.
Repeat Rows 7-18 until blanket measures 35" from cast-on edge, then knit 6 rows and bind off.
Border: With double-pointed needles, work a 3-stitch applied I-cord around all four edges.

Pin it for later! 📌

42 Comments
Brenda K. says: I made it crib size with 7 balls and it's gorgeous!
    Kristen Moody says: Love that, Brenda! Each extra 6" of length takes about 1 more ball.
Marisa says: Can I use worsted? What needle size would you recommend?
    Kristen Moody says: Yes! Try a US 8 (5 mm) and expect to use closer to 950 yds.

YOU MAY ALSO LIKE
Sweet Pea Baby Hat (1 ball) · Chunky Garter Car Seat Blanket (3 skeins, 396 yds)`,
    expected: {
      title: 'Sweet Pea Basketweave Blanket',
      designer: 'Kristen Moody',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 4 * 245 }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['i-cord'],
    },
  },
];
