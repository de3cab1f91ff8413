import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw31-03',
    text: `Knit & Natter for Dogs (and Cats!) UK 🐾
Private group · 48.2K members

Janice Whitfield
Admin · 3d · 👥

Right, lots of you asked after I posted Biscuit in his new jumper so here is the pattern 😊 It's my own, free to share but please DON'T sell it and do credit me. Sorry it's long, I've typed it up off my scribbles!!

BISCUIT'S EVERYDAY DOG JUMPER
by Janice Whitfield

Easy - all stocking stitch and rib. Knitted top down in the round starting at the collar, with the leg holes made by working the chest panel flat for a few rows.

SIZES: XS (S, M, L, XL)
To fit dog's chest 30 (38, 46, 54, 62) cm
Back length (collar to base of tail) approx 22 (28, 34, 40, 46) cm
Biscuit is a Jack Russell cross and wears the S.

YOU WILL NEED
Any DK - I use Woolcraft Everyday DK (100% acrylic, 100g = 290m) because it goes in the washing machine
1 (1, 2, 2, 3) balls
4mm circular needle 40cm long plus 4mm dpns for the leg cuffs (or magic loop if that's your thing)
3.25mm circular needle 40cm for the collar rib
Stitch markers, stitch holder or waste yarn

TENSION: 22 sts and 28 rows to 10cm over st st on 4mm. Dog jumpers are very forgiving so don't stress about it 😄

COLLAR
With 3.25mm needle cast on 56 (64, 76, 88, 100) sts, join to work in the round taking care not to twist.
Rnd 1: *K2, p2, rep from * to end.
Rep this rnd until collar measures 8 (9, 10, 11, 12) cm (it folds over).
Change to 4mm and knit 2 rnds, placing a marker after 20 (24, 28, 32, 36) sts for the chest panel.

I'll put the rest (leg holes, body shaping and the tail end) in the comments as Facebook wouldn't let me post it all in one go!! xx

👍❤️😍 312                                   87 comments · 41 shares

Most relevant ▾

Carol-Anne Briggs
Made the M for my cockapoo, took just under 1 ball on a 3.75! Thank you Janice x
Like · Reply · 2d

    Janice Whitfield · Author
    Carol-Anne Briggs ooh lovely, post a pic!! 🐶
    Like · Reply · 2d

Dee Mortimer
Would this work in chunky? My greyhound is a big lad, I'd guess 400m at least lol
Like · Reply · 1d

Sue Platt
Thank you for sharing, saved 💕
Like · Reply · 20h

Write a comment…`,
    expected: {
      title: "Biscuit's Everyday Dog Jumper",
      designer: 'Janice Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(290) },
        { size: 'S', yards: m(290) },
        { size: 'M', yards: m(580) },
        { size: 'L', yards: m(580) },
        { size: 'XL', yards: m(870) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw31-04',
    text: `Stitch & Sprout Studio — stitchandsprout.com
Shop  ·  Free Patterns  ·  Tutorials  ·  About  ·  Cart (0)

Order #SS10452 · Thank you for your purchase, Megan!
This PDF is licensed to: megan.t••••@gmail.com

PEBBLE THE DINOSAUR
amigurumi crochet pattern · by Lauren Pike

Hi friend! Pebble is a chubby little stegosaurus with a cream tummy and bright spikes.
She's worked in continuous rounds (no joining!) and is perfect for an advanced beginner
who knows the magic ring, sc increases and invisible decreases.

FINISHED SIZE: about 9" / 23 cm tall and 11" / 28 cm nose to tail, with the yarn and hook below.

MATERIALS
Worsted weight (medium #4) acrylic yarn. I used Cozy Hollow Worsted.
  • Main color (MC), Sage: 130 yds / 119 m
  • Belly (CC1), Cream: 45 yds / 41 m
  • Spikes (CC2), Tangerine: 20 yds / 18 m
  • Black: a small amount for the eye embroidery
US E-4 (3.5 mm) crochet hook
12 mm safety eyes (1 pair) – or embroider the eyes for babies under 3
Fiberfill stuffing, approx. 60 g (2 oz)
Stitch marker, yarn needle, scissors

GAUGE: Gauge is not important for this project, but use a hook small enough that the
stitches are tight and the stuffing doesn't show through.

ABBREVIATIONS (US terms)
MR – magic ring        sc – single crochet       inc – 2 sc in same st
inv dec – invisible decrease     BLO – back loop only     FO – fasten off
(12) – stitch count at end of round

HEAD & BODY (MC)
Rnd 1: 6 sc in MR. (6)
Rnd 2: inc in each st around. (12)
Rnd 3: *sc, inc* 6 times. (18)
Rnd 4: *sc 2, inc* 6 times. (24)
Rnds 5-9: sc around. (24)
Place safety eyes between rnds 7 and 8, about 8 sts apart.
...continued on page 3

—
You may also like: Clover the Cow (210 yds worsted) · Benny the Bear (160 yds worsted)
Love your Pebble? Tag @stitchandsprout so I can see! 💚
Terms: You may sell finished items made from this pattern (small-scale, handmade), please
credit Stitch & Sprout Studio. Do not share, copy or resell the pattern itself.
© 2025 Lauren Pike / Stitch & Sprout Studio. All rights reserved.                  page 1 of 7`,
    expected: {
      title: 'Pebble the Dinosaur',
      designer: 'Lauren Pike',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 130 + 45 + 20 }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
