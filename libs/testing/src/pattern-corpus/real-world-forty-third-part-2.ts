import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw43-03-finnish-mill-translated-child-yoke-sweater',
    text: `LUMIKKI LANKA · Free pattern 26-118 · English edition

Revontuli-neule / Northern Lights Sweater
Children's sweater with a stranded yoke

Design: Aino Virtanen
English translation: Mark Jones
Photos: Lumikki Lanka / Tuomas Niemi

SIZES
2 (4, 6, 8, 10) years
Chest circumference: 62 (68, 74, 80, 86) cm
Length: 38 (42, 46, 50, 54) cm
Sleeve length: 24 (28, 32, 36, 39) cm

YARN
Lumikki Villa DK (100% Finnish wool, 50 g ≈ 100 m)
Main colour 012 Midnight: 200 (250, 250, 300, 350) g
Contrast colour 044 Aurora Green: 50 (50, 50, 100, 100) g

NEEDLES
Circular needles 3.5 mm and 4 mm, 40 and 60 cm
Double-pointed needles 3.5 mm and 4 mm

TENSION
22 sts and 28 rows in stocking stitch and in stranded pattern on 4 mm needles = 10 x 10 cm.
Change to thinner or thicker needles if necessary.

THE SWEATER IN SHORT
The body is knitted in the round from the hem up to the armholes. The sleeves are knitted in the
round on double-pointed needles and joined to the body for the yoke. The yoke is worked in stranded
colourwork following the chart, with decreases in the plain rounds between the motifs. Finish with a
folded neckband.

BODY
With 3.5 mm circular needle and Midnight cast on 136 (148, 164, 176, 188) sts. Join in the round
and work k1, p1 rib for 4 cm. Change to 4 mm needle and continue in stocking stitch until the body
measures 24 (27, 30, 33, 36) cm. Put 6 sts at each side on hold for the underarms.

Chart symbols: □ Midnight  ■ Aurora Green  ◩ no stitch

---------------------------------------------------------------------------------------
Lumikki kit: yarn for size 4 years in a gift box, 39,90 € (includes an extra 50 g Midnight).
See also: Revontuli hat, 50 g Midnight and 50 g Aurora Green. Revontuli mittens, 100 g.
Questions about our patterns: asiakaspalvelu@lumikkilanka.fi
© Lumikki Lanka Oy 2026. Lumikki patterns may be used for personal knitting only.            2/4`,
    expected: {
      title: 'Northern Lights Sweater',
      designer: 'Aino Virtanen',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(500) },
        { size: '4 years', yards: m(600) },
        { size: '6 years', yards: m(600) },
        { size: '8 years', yards: m(800) },
        { size: '10 years', yards: m(900) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw43-04-us-blog-jumbo-knit-storage-basket',
    text: `The Homestead Hook & Needle — Chunky Knit Storage Basket: A Quick Weekend Project!
https://homesteadhookandneedle.com/chunky-knit-storage-basket/          3/14/2026, 9:41 AM

Home » Knitting » Free Knitting Patterns » Home Decor

CHUNKY KNIT STORAGE BASKET: A QUICK WEEKEND PROJECT!
Posted March 3, 2026 by Carly Dunn · 42 Comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

Y'all, my living room had officially been taken over by throw blankets, so this basket happened in
one Saturday afternoon. It's sturdy, squishy, and honestly kind of addictive.

[Advertisement]

Want the ad-free printable PDF? Grab it in my Etsy shop for $3.99!

HOMESTEAD BASKET

MATERIALS
- 2 skeins Big Cozy Jumbo (100% polyester; #7 jumbo; 10.5 oz / 300 g; 87 yds / 80 m) in Oatmeal
- US 15 (10 mm) 16" circular needle
- US 15 (10 mm) double-pointed needles, or a 40" circular for magic loop
- Stitch marker, large-eye tapestry needle

FINISHED SIZE
About 12" across and 9" tall.

GAUGE
9 sts and 12 rnds = 4" in stockinette stitch.

NOTES
- The base is worked flat in garter stitch, then stitches are picked up all the way around and the
  sides are worked in the round.
- The handles are simple slits: bind off 4 sts and cast them back on in the next round.

[Advertisement]

PATTERN
BASE: Cast on 12 sts. Knit every row for 24 rows (12 garter ridges).
SIDES: Pick up and knit 12 sts along each edge (48 sts). Place marker and join to work in the round.
Rnds 1–4: *K2, p2; rep from * around.
Rnds 5–20: Knit.

You may also like: Chunky Knit Pouf (6 skeins) · Giant Knit Blanket (9 skeins)

42 COMMENTS
Marisol T. — March 5, 2026
Made this with 3 skeins of Big Twist Chunky held double and size 13 needles. Love it!
  Carly Dunn — March 5, 2026
  Yay Marisol!! Held double is a great idea.
Deb in Ohio — March 9, 2026
Mine needed a tiny bit of a third skein because I made it taller.`,
    expected: {
      title: 'Homestead Basket',
      designer: 'Carly Dunn',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 174 }],
      gauge: { stitches: 9, rows: 12, inches: 4 },
      needle_sizes: [{ us: '15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
];
