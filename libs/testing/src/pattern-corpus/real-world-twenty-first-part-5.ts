import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_FIRST_CASES (split for the file-size rule; see real-world-twenty-first.ts). */
export const REAL_WORLD_TWENTY_FIRST_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw21-17',
    text: `복실이 곰 인형 · BOKSIL BEAR
Knitted toy pattern · English edition
Pattern by Yoon Seo-yeon (@knit_yoonsy) · English translation: Grace Park
윤서연 손뜨개 · knityoonsy.com
Boksil means "fluffy" – this little bear sits about 22 cm tall and has jointed arms
that are sewn on with buttons, so he can wave hello. A happy first toy for knitters who
know how to knit in the round on double-pointed needles.
■ MATERIALS
Yarn: DK weight wool, 1 ball = 50 g / 120 m
  Main colour (oatmeal): 40 g
  Contrast (cream, muzzle and inner ears): 10 g
  A little dark brown for the nose and mouth
Needles: 3 mm (US 2½) double-pointed needles
Other: 2 safety eyes 9 mm, 4 buttons 12 mm, toy stuffing approx. 40 g, stitch markers
■ GAUGE
26 sts × 36 rows = 10 cm in stockinette stitch. Use a smaller needle than the ball band
says, so the stuffing does not show.
■ NOTES
The head and body are knitted in one piece in the round, from the bottom up. Arms, legs
and ears are knitted separately in the round and sewn on.
■ ABBREVIATIONS
k knit · p purl · m1l make 1 left · m1r make 1 right · k2tog knit 2 together
ssk slip, slip, knit · kfb knit front and back · rnd round · st(s) stitch(es)
■ BODY
With the main colour, cast on 8 sts and divide on 4 needles. Join in the round.
Rnd 1: Kfb in every st. (16 sts)
Rnd 2 and all even rnds: Knit.
Rnd 3: *K1, kfb*; repeat. (24 sts)
Rnd 5: *K2, kfb*; repeat. (32 sts)
Rnd 7: *K3, kfb*; repeat. (40 sts)
Rnds 8-30: Knit.
Rnd 31: *K3, k2tog*; repeat. (32 sts)
Rnds 32-36: Knit. Stuff the body firmly.
■ HEAD
Rnd 37: *K1, kfb*; repeat. (48 sts)
Rnds 38-56: Knit. Place the safety eyes between rnd 46 and 47, 8 sts apart.
Rnd 57: *K4, k2tog*; repeat. (40 sts) Continue decreasing every other round.
Translator's note: In the Korean original, "코" means stitch and "단" means row.
                                      - 4 -
© 2024 Yoon Seo-yeon. 무단 복제 및 배포 금지. Copying and sharing are not allowed.`,
    expected: {
      title: 'Boksil Bear',
      designer: 'Yoon Seo-yeon',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(120) }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-18',
    text: `ribblr                                                       pattern PDF · purchased 02/02/2026
Cosy Cabin Slippers
by Greta Vaitkutė · Linen & Loop Studio (Vilnius)
★★★★★ 4.9 (312 reviews) · crochet · intermediate · US terms
Thank you for your purchase on Ribblr! This PDF is for your personal use only.
Chunky crocheted house slippers with a ribbed cuff that folds down. The sole is worked in
joined rounds, then the upper is built up around it and the cuff is worked sideways and
sewn on.
SIZES (EU shoe size): 36-37 (38-39, 40-41, 42-43)
Foot length: 23 (24.5, 26, 27.5) cm
YARN: chunky / bulky (5) acrylic-wool blend, e.g. Vilnius Yarns Storm (100 g / 130 m)
Yarn amount:
  EU 36-37 – 160 m / 175 yds
  EU 38-39 – 190 m / 208 yds
  EU 40-41 – 220 m / 241 yds
  EU 42-43 – 250 m / 273 yds
HOOKS: 5.5 mm (I-9) for the sole and upper; 5 mm (H-8) for the cuff
GAUGE: 12 sc x 14 rows = 10 x 10 cm with the 5.5 mm hook
OTHER: stitch markers, tapestry needle, optional anti-slip sole dots
Between sizes? Choose the smaller size – the slippers stretch with wear.
ABBREVIATIONS
ch chain · sl st slip stitch · sc single crochet · hdc half double crochet
sc2tog single crochet 2 together · BLO back loop only · FLO front loop only
SOLE
With the 5.5 mm hook ch 16 (18, 20, 22).
Rnd 1: Sc in the 2nd ch from the hook and in each ch to the last ch, 3 sc in the last ch,
working on the other side of the chain, sc in each ch to the end, 2 sc in the first ch.
Join with a sl st. (32 (36, 40, 44) sts)
Rnds 2-4: Ch 1, sc around, working 3 increases at the toe and 3 at the heel. Join.
UPPER
Rnd 5: Ch 1, sc in BLO in each st around. Join.
Rnds 6-10: Ch 1, sc around. Join.
Rnd 11 (toe shaping): Ch 1, sc to the toe, sc2tog 6 times, sc to the end. Join.
Continue with the heel opening – see the photo tutorial on page 4.
CUFF
With the 5 mm hook ch 9. Work hdc in BLO back and forth until the cuff fits around the
opening. Sew it on, fold down.
  Questions? Comment on the pattern page or message me on Ribblr @linenandloop
  Other patterns by Greta: Linen Market Bag · Pine Cone Beanie (Worsted, 180 yds)
© 2025 Greta Vaitkutė / Linen & Loop Studio · page 2 of 5`,
    expected: {
      title: 'Cosy Cabin Slippers',
      designer: 'Greta Vaitkutė',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '36-37', yards: 175 },
        { size: '38-39', yards: 208 },
        { size: '40-41', yards: 241 },
        { size: '42-43', yards: 273 },
      ],
      gauge: { stitches: 12, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['36-37', '38-39', '40-41', '42-43'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw21-19',
    text: `Simple Ribbed Fingerless Mitts (Free Knitting Pattern) - Wool & Wildflowers
https://woolandwildflowers.com/simple-ribbed-fingerless-mitts/                      1/3
WOOL & WILDFLOWERS           Home   Patterns   Tutorials   Shop   About   🔍
[ Jump to Pattern ]  [ Print Pattern ]
By Jenna Whitlock · Updated November 2, 2025 · This post may contain affiliate links.
These quick ribbed mitts are my go-to gift every single December. They take one evening,
use up leftover worsted, and fit an average adult woman's hand (about 7½" around the palm).
Advertisement
Why you'll love this pattern
 ✓ Beginner friendly – knits, purls and a simple thumb gap
 ✓ Uses less than one skein
Advertisement
Simple Ribbed Fingerless Mitts
★★★★★ 4.8 from 96 votes
Quick ribbed mitts knitted in the round from the cuff up, with a thumb gap.
[ Print Pattern ]   [ Pin Pattern ]
Active Time 2 hours     Total Time 2 hours     Difficulty Easy     Estimated Cost $8
Materials
  about 90 yards worsted weight yarn (any leftover ball will do!)
  tapestry needle
  2 stitch markers
Tools
  US 6 (4 mm) double-pointed needles, for the rib
  US 8 (5 mm) double-pointed needles
Instructions
  1. With the smaller needles cast on 36 sts. Join to work in the round, being careful
     not to twist. Work k2, p2 rib for 2".
  2. Change to the larger needles. Work k3, p1 rib until the mitt measures 5" from the
     cast on edge.
  3. Thumb gap: now work back and forth in rib for 2", then join again in the round.
  4. Work 1" more in rib. Change to the smaller needles, work k2, p2 rib for 1".
     Bind off loosely in rib. Make a second mitt the same.
Notes
  Gauge: 4½ sts per inch in stockinette stitch on the larger needles (not too important).
  For longer mitts, add 1" to step 2 – you'll need about 20 yards more.
Course  Accessories     Cuisine  Knitting     Keyword  fingerless mitts, free knitting pattern
Author  Jenna Whitlock
Tried this pattern? Mention @woolandwildflowers or tag #woolandwildflowers!
Comments
 Patty — I made a pair in DK held double and used 140 yards. Love them!
  Reply
© 2025 Wool & Wildflowers · Privacy Policy · Accessibility`,
    expected: {
      title: 'Simple Ribbed Fingerless Mitts',
      designer: 'Jenna Whitlock',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 90 }],
      gauge: { stitches: 4.5, rows: null, inches: 1 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-20',
    text: `ELLEN HØJ STRIK
VINTERLYS BALACLAVA
Strikkeopskrift / Knitting pattern – English
Design & photos: Ellen Høj · ellenhoj.dk · Instagram @ellenhojstrik
Tak fordi du har købt min opskrift! Thank you for buying my pattern. Please do not share it.
A soft and airy balaclava with a ribbed neck that tucks into your coat. It is knitted in
the round from the bottom up, starting at the neck, with short rows shaping the face
opening. Yarn A and Yarn B are held together throughout.
SIZES: 1 (2, 3)
To fit head circumference: 50-53 (54-57, 58-61) cm
Sample: size 2, on the model with a 56 cm head.
YARN
Yarn A: Ellen Høj Merinould (100% merino, 50 g = 170 m / 186 yds): 1 (2, 2) skeins
Yarn B: Silk Mohair (70% kid mohair, 30% silk, 25 g = 203 m / 222 yds): 1 (1, 2) skeins
Held together, the two yarns correspond to a DK weight.
NEEDLES
3.5 mm and 4.5 mm circular needles, 40 cm
GAUGE
20 sts and 28 rounds = 10 cm in stockinette with one strand of each yarn held together,
on 4.5 mm needles.
OTHER
Stitch markers, waste yarn, tapestry needle
ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · ssk slip slip knit · pm place marker
sm slip marker · BOR beginning of round · w&t wrap and turn · rnd(s) round(s)
NECK
With 3.5 mm needles and Yarn A and B held together, cast on 104 (112, 120) sts. Join in
the round and pm for BOR. Work k2, p2 rib for 12 (13, 14) cm.
Change to 4.5 mm needles. Knit 1 rnd, decreasing 8 sts evenly. (96 (104, 112) sts)
HEAD
Knit until the piece measures 20 (22, 24) cm from the cast on.
Face opening: Bind off 22 (24, 26) sts at the front, and continue back and forth in
stockinette, working short rows at each side (see page 4).
CROWN
Place 4 markers with 24 (26, 28) sts between them.
Dec rnd: *Knit to 2 sts before marker, k2tog, sm*; repeat 3 more times. (4 sts decreased)
Repeat the dec rnd every other rnd until 16 sts remain. Break the yarn and pull it through.
EDGING
With 3.5 mm needles, pick up and knit approx. 88 (92, 96) sts around the face opening.
Work k1, p1 rib for 3 cm. Bind off loosely in rib.
                                                                                      3 / 5
© Ellen Høj 2025 · Må ikke deles / Not for redistribution`,
    expected: {
      title: 'Vinterlys Balaclava',
      designer: 'Ellen Høj',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: 408 },
        { size: '2', yards: 594 },
        { size: '3', yards: 816 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['1', '2', '3'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
