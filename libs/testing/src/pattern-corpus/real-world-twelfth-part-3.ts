import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWELFTH_CASES (split for the file-size rule; see real-world-twelfth.ts). */
export const REAL_WORLD_TWELFTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-twelfth-1970s-granny-vest-dress-size-names',
    text: `SUNNYDALE YARNS · BOOK 204 · "GRANNY GOES MOD" · 35¢

No. 204-6        GRANNY SQUARE VEST

SIZES: Directions are for Small Size (8-10). Changes for Medium Size (12-14) and
Large Size (16-18) are in parentheses.

MATERIALS: SUNNYDALE KNITTING WORSTED, 4 oz. skeins:
    2 (2, 3) skeins of Gold ............ Color A
    1 (1, 2) skeins of Avocado ......... Color B
    1 skein of Brown for all sizes ..... Color C
Crochet Hook Size G OR SIZE THAT WILL GIVE CORRECT GAUGE.

GAUGE: Each motif measures 3½ inches square.

MOTIF (make 28 (32, 36)): With A, ch 4, join with sl st to form ring.
Rnd 1: Ch 3, 2 dc in ring, ch 2, * 3 dc in ring, ch 2; rep from * twice more; join to top of ch-3.
Fasten off. Rnd 2: Attach B in any ch-2 sp, ch 3, in same sp work 2 dc, ch 2, 3 dc (corner) ...
Fasten off. Rnd 3: With C, work as Rnd 2 with 3 dc in each sp between corners.

FINISHING: Sew motifs together following diagram. With C, work 1 rnd sc around all edges,
working 3 sc in each outer corner. Steam lightly.

ALSO IN THIS BOOK: Fringed Poncho (6 skeins), Patchwork Afghan (12 skeins).`,
    expected: {
      title: 'Granny Square Vest',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['Small', 'Medium', 'Large'],
    },
  },
  {
    id: 'rw-twelfth-reddit-post-toe-up-socks',
    text: `r/knitting · Posted by u/quietpurl · 3 days ago
[FO] + [Pattern] I finally wrote down my "boring" vanilla sock recipe, by request

Edit: wow this blew up, thank you!! A formatted PDF is coming, for now here's the text.
(pattern by me, Hanna Lindqvist, share it with credit please)

**Plain Jane Toe-Up Socks**

**Sizes:** S (M, L), foot circumference 7 (8, 9)". Pick the size with about 10% negative ease.

**Yarn:** fingering weight sock yarn, 75/25 wool/nylon. You need about 300 (350, 400) yds /
274 (320, 366) m. Mine are a 100 g skein of Kettle Creek Sock (463 yds) and I had a good 120 yds left.

**Needles:** US 1 (2.25 mm) for the ribbing and US 1.5 (2.5 mm) for the foot and leg. Magic loop or
dpns, whatever you like.

**Gauge:** 32 sts x 44 rnds = 4" on the larger needle, in the round

**Toe:** Judy's Magic Cast-On, 8 sts per needle (16 total). Increase every other round to 56 (64, 72).
**Foot:** knit until 2" short of the full foot length.
**Heel:** fleegle heel, then 1" of leg, then 1x1 rib for 1.5". Bind off with Jeny's stretchy bind-off.

---
**Top comment** (u/yarnoverandout, 212 points): Saving this! I did mine in a DK with 48 sts on US 3s
and they came out great 😊`,
    expected: {
      title: 'Plain Jane Toe-Up Socks',
      designer: 'Hanna Lindqvist',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: 300 },
        { size: 'M', yards: 350 },
        { size: 'L', yards: 400 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-translated-amigurumi-milk-cotton',
    text: `【Free Pattern】Little Dumpling Bunny 小汤圆兔 (English translation)
Original design: 林小雨 (Lin Xiaoyu) · translated by her fan Amy, please support the original designer!!

amigurumi · finished size about 12 cm tall when sitting

Materials:
milk cotton yarn 5ply (sport weight) 50g/ball approx 100m
 - white 1 ball
 - pink a little (for inside ears and cheeks)
2.75mm crochet hook (I use Clover Amour)
safety eyes 8 mm x2, PP cotton stuffing, stitch marker, black thread for embroider mouth

Tension: not important, crochet tight so the stuffing not show.

Abbreviations (US terms): MR magic ring, sc single crochet, inc increase, dec decrease, FLO front loop only

Head (white): work in spiral, in the round, don't join
R1: 6 sc in MR (6)
R2: inc x6 (12)
R3: (sc, inc) x6 (18)
R4-R5: (2sc, inc) x6 (24) then sc 24
R6-R12: sc around (24)
put safety eyes between R9 and R10, 7 sts apart
Ears (make 2): white, ch 9, from 2nd ch from hook ... change to pink for inner part

Please tag the designer when you post, thank you 🐰`,
    expected: {
      title: 'Little Dumpling Bunny',
      designer: 'Lin Xiaoyu',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(100) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-estonian-lace-book-running-header',
    text: `— 78 —                                        LACE OF THE WEST COAST

Lily-of-the-Valley Scarf

Author: Liina-Mai Kask          Translated from the Estonian by Hele Tamm

The scarf is adapted from one in the Läänemaa Museum collection (inv. no. L 2210), which
measures 196 × 52 cm and weighs only 64 g.

Finished size after blocking: 160 × 38 cm

Yarn: 2 skeins of Haapsalu Lace (100% wool, 2-ply lace weight, 50 g / 1000 m); you will use about 80 g.
Needles: 3.5 mm straight or circular needles; a 4.5 mm needle for the cast-on
Gauge: 19 sts and 30 rows = 10 cm in lace pattern, after blocking
Notions: 2 m of smooth cotton yarn for the blocking lines; blocking pins

Nupps: (k1, yo, k1, yo, k1, yo, k1) into one stitch, making 7 sts from 1; on the return row
purl the 7 sts together.

The centre is worked first from the chart on p. 80; then the lace edging is knitted on sideways,
joining it to the live stitches of the centre as you go.`,
    expected: {
      title: 'Lily-of-the-Valley Scarf',
      designer: 'Liina-Mai Kask',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(2000) }],
      gauge: { stitches: 19, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      techniques: ['lace'],
    },
  },
];
