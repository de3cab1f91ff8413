import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw32-05',
    text: `EgleKnitsLT · Etsy digital download
Knitting pattern: Rūta socks (toe-up, lace leg) - PDF in English

RŪTA SOCKS
Author of design: Eglė Jankauskienė

Rūta means rue in Lithuanian - a little green herb from our grandmothers gardens and also a very
popular name for girls. This socks have a small leaf lace on the instep and the leg, the sole is plain.

SIZES
EU shoe size 36-38 (39-41, 42-44)
Foot circumference: 20 (22, 24) cm
Socks will fit with around 10% negative ease. Length of foot is adjustable.

YARN
Sock yarn, fingering / 4 ply, 75% merino wool, 25% polyamide, 100 g = 425 m
You will need 1 skein for all sizes.
Sample (size 39-41) is knitted from hand dyed yarn by Siūlų Sala, colour "Rūta", and weights 68 g.

NEEDLES AND TOOLS
2,5 mm double pointed needles or circular needle 80 cm for magic loop
stitch markers, tapestry needle

KNITTING DENSITY
32 sts x 44 rows = 10 x 10 cm in stockinette stitch, knitted in round, after washing.
It is very important to check the density - socks must be firm to wear long.

CONSTRUCTION
Socks are knitted from toe up. Toe is started with Judy's magic cast on. The heel is made with
German short rows, after it the leg is knitted with lace pattern on the front, and in the end the
cuff in twisted rib 1x1 and stretchy bind off.

ABBREVIATIONS
k - knit, p - purl, k2tog - knit two together, ssk - slip slip knit, yo - yarn over,
DS - double stitch, tbl - through back loop, sts - stitches, rnd - round

TOE
With 2,5 mm needles cast on 16 (16, 20) sts with Judy's magic cast on (8 (8, 10) sts on each needle).
Rnd 1: knit all.
Rnd 2: *k1, m1L, knit until 1 st before end of the needle, m1R, k1*, repeat on second needle.
Repeat rnd 1-2 until you have 56 (64, 68) sts.

FOOT
Needle 1 (instep): work Lace chart A. Needle 2 (sole): knit.
Continue until foot measures 5 (5,5, 6) cm less than the full length of foot.

OTHER PATTERNS IN MY SHOP
Linas mittens - 2 skeins 50 g / 210 m · Vėjas shawl - 800 m lace weight

Because this is digital item, no refunds are possible. Please do not share this file, thank you
for respecting my work! © Eglė Jankauskienė 2025                                     page 1 / 5`,
    expected: {
      title: 'Rūta Socks',
      designer: 'Eglė Jankauskienė',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(425) }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36-38', '39-41', '42-44'],
      techniques: ['bottom-up', 'in the round', 'short rows', 'lace'],
    },
  },
  {
    id: 'rw32-06',
    text: `모찌 해달 인형 도안 / Mochi the Sea Otter - amigurumi pattern
Design: Park Seo-yeon (박서연) · @seoyeon.knots
English translation: Grace Lim

Thank you for buying my pattern! This is an English translation of my Korean pattern. The pattern
uses US crochet terms. If something is unclear, please send me DM on Instagram. 감사합니다 ♡

■ Finished size
About 14 cm tall (sitting), when using the yarn and hook below.

■ Materials
- Milk cotton yarn (5 ply / sport weight), 50 g ball = approx. 120 m
  Brown 35 g, Cream 10 g, black a little for the nose
- 2.5 mm crochet hook (Japanese 4/0 hook)
- Safety eyes 6 mm, 1 pair
- Polyester stuffing about 20 g
- Stitch marker, yarn needle, pins, blush (optional)

■ Gauge
Gauge is not important. Please crochet tightly so the stuffing does not show.

■ Notes
- All parts are crocheted in spiral rounds (amigurumi style). Do not join rounds unless written.
- Put a stitch marker in the first stitch of each round.
- Numbers in ( ) at the end of a round are the stitch counts.

■ Abbreviations
MR magic ring · ch chain · sc single crochet · inc 2 sc in same st · dec invisible decrease
sl st slip stitch · BLO back loop only · FLO front loop only · FO fasten off

■ Head (Brown)
R1: 6 sc in MR (6)
R2: inc x 6 (12)
R3: (sc, inc) x 6 (18)
R4: (2 sc, inc) x 6 (24)
R5: (3 sc, inc) x 6 (30)
R6-R11: sc around (30)
Insert safety eyes between R8 and R9, 7 sts apart.
R12: (3 sc, dec) x 6 (24)
R13: (2 sc, dec) x 6 (18) - stuff firmly -

■ Muzzle (Cream)
R1: 6 sc in MR (6)
R2: inc x 6 (12)
R3-R4: sc around (12). FO, leave long tail for sewing. Embroider nose with black.

■ Body (Brown) - continue from head without cutting the yarn
R14: (2 sc, inc) x 6 (24) ... R22: sc around (36)

Tip: the belly patch is Cream 3 rounds, sew it flat before closing the body.

© 2025 Park Seo-yeon. All rights reserved. You may sell finished dolls made with this pattern in
small amounts, please mention @seoyeon.knots. Do not share, translate or resell the pattern.
My other patterns: Dubu the Seal (45 g white) · Bori the Puffin (30 g black, 15 g white)`,
    expected: {
      title: 'Mochi the Sea Otter',
      designer: 'Park Seo-yeon',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(108) }],
      needle_sizes: [{ us: null, mm: 2.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
