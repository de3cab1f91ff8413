import { type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_NINTH_CASES_PART_3 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw39-05-knitting-blog-family-rib-hat-one-skein',
    text: `4/12/25, 9:14 PM      The Everyday Rib Hat for the Whole Family (Free Knitting Pattern) - Maple & Moss Knits
https://mapleandmossknits.com/everyday-rib-hat-free-pattern/

Home » Free Patterns » Hats » The Everyday Rib Hat for the Whole Family (Free Knitting Pattern)

The Everyday Rib Hat for the Whole Family (Free Knitting Pattern)
By Jenna Corbett | Updated January 9, 2025 | 47 Comments

This post may contain affiliate links. If you buy through them I may earn a small commission
at no extra cost to you. Thank you for supporting Maple & Moss!

If you need one hat pattern that fits everybody in the house, this is it. I've made this
hat for my husband, both kids and the baby next door, and it's the one I reach for every
time I need a quick gift. Scroll down for the free pattern or grab the printable PDF below.

Jump to Pattern · Print · Pin It

Advertisement

Want an ad-free, printable version? Get the PDF in my Etsy shop for $3.50!

Everyday Rib Hat

SIZES
Baby (Toddler, Child, Adult S, Adult L)
To fit head circumference: 14 (16, 18, 20, 22)" / 35.5 (40.5, 45.5, 51, 56) cm

MATERIALS
- 1 skein Meadowlark Worsted (100% wool; 220 yds / 201 m per 100 g), a worsted weight wool.
  One skein makes any size, even the Adult L with the folded brim.
- US 6 (4 mm) 16" circular needle
- US 8 (5 mm) 16" circular needle and double-pointed needles
- Stitch marker, tapestry needle, faux fur pom-pom (optional)

GAUGE
22 sts and 26 rnds = 4" / 10 cm in 2x2 rib on US 8 needle, relaxed (not stretched).

NOTES
The hat is worked in the round from the brim up. The brim is folded up, so cast on loosely!

Advertisement

INSTRUCTIONS
With US 6 needle, CO 64 (72, 88, 96, 104) sts. Place marker and join to work in the round.
Rnd 1: *K2, p2; rep from * around.
Rep Rnd 1 until brim measures 2 (2½, 3, 5, 5)".
Change to US 8 needle and continue in rib until hat measures 5 (6, 7, 10, 10½)".

You may also like:
Chunky Cable Beanie (free) – 150 yds bulky · Everyday Rib Mittens – 1 skein worsted

47 Comments
Becca R. — February 2, 2025
Can I use DK for this? I only have DK in my stash.
    Jenna Corbett — February 3, 2025
    Yes! Work the brim on a US 5 and go up a size – you'll have plenty of yarn.
Tina M. — March 11, 2025
I got three adult hats out of two skeins, love it!`,
    expected: {
      title: 'Everyday Rib Hat',
      designer: 'Jenna Corbett',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 220 }],
      gauge: { stitches: 22, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult S', 'Adult L'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw39-06-canadian-magazine-fair-isle-steeked-vest',
    text: `NORTH SHORE KNITTER · FALL 2025                                                              47

MENSWEAR
Tamarack Vest
BY AILSA FRASER-DUNN

Steeks hold no fear for Ailsa Fraser-Dunn, who learned to cut her knitting from her Shetland
grandmother. In Tamarack, five shades of Shetland wool meet in a classic Fair Isle vest that
is worked entirely in the round, then cut open for the armholes and V-neck.

SKILL LEVEL: EXPERIENCED

SIZES
Finished chest: 36 (40, 44, 48, 52)" / 91.5 (101.5, 112, 122, 132) cm
Shown in size 40" on a 38" chest.

YARN
Highland Shetland (100% Shetland wool; 25 g; 115 yds/105 m), jumper weight (fingering)
MC Peat: 6 (7, 8, 9, 10) balls
CC1 Moss, CC2 Oat, CC3 Rust, CC4 Sky: 1 ball each

NEEDLES & NOTIONS
US 2 (2.75 mm) 16" and 32" circular needles
US 3 (3.25 mm) 32" circular needle
Stitch markers, tapestry needle, sharp scissors, sewing thread for reinforcing

GAUGE
28 sts and 30 rnds = 4" / 10 cm in Fair Isle pattern on US 3 needle, after blocking.

NOTES
The body is worked in the round from the hem up to the shoulders. Steeks are worked at the
armholes and the V-neck, then reinforced with a crochet chain or machine stitching and cut.
The armhole and neck bands are picked up around the cut edges in corrugated rib.
Carry only two colors in any round.

BODY
With smaller needle and MC, CO 252 (280, 308, 336, 364) sts. Place marker and join to work
in the round, being careful not to twist.
Rnds 1–20: *K2 MC, p2 CC3; rep from * around.
Change to larger needle. Knit 1 rnd with MC.
Begin Chart A: Work the 28-st repeat 9 (10, 11, 12, 13) times around.
Continue in pattern until body measures 15 (15½, 16, 16½, 17)" from cast-on edge.

Continued on page 82

PHOTOGRAPHY: Mathieu Bélanger · STYLING: June Ostrowski · TECH EDITING: Lise Arsenault
Yarn support provided by Highland Shetland Co., Halifax, NS.

ALSO IN THIS ISSUE
Pinecone Mitts, p. 54 – 2 balls Highland Shetland in each of 2 shades
Snowbird Toque, p. 58 – 1 skein worsted`,
    expected: {
      title: 'Tamarack Vest',
      designer: 'Ailsa Fraser-Dunn',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36', yards: (6 + 4) * 115 },
        { size: '40', yards: (7 + 4) * 115 },
        { size: '44', yards: (8 + 4) * 115 },
        { size: '48', yards: (9 + 4) * 115 },
        { size: '52', yards: (10 + 4) * 115 },
      ],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['fair isle', 'colorwork', 'steeks', 'in the round', 'bottom-up'],
    },
  },
];
