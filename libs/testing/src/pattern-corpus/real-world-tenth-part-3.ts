import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TENTH_CASES (split for the file-size rule; see real-world-tenth.ts). */
export const REAL_WORLD_TENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-tenth-craft-store-card-slippers-shoe-sizes-slashes',
    text: `HOBBY HAVEN  ·  FREE PATTERN  ·  Crochet  ·  Skill: Easy
SKU 88-2310 · Print at 100% · Design by the Hobby Haven Studio

Cosy Cabin Slippers
Women's shoe sizes 5-6 / 7-8 / 9-10 (US)
Foot length: 9 / 9½ / 10 in

YOU'LL NEED
• Hearthside Chunky (bulky #5; 100% acrylic; 5 oz/141 g; 153 yd/140 m): 2 skeins for all sizes,
  shown in Fog
• Size J-10 (6 mm) crochet hook
• Yarn needle; 2 pom-poms, 5 cm; non-slip sole fabric (optional)

GAUGE: 11 sc and 12 rows = 4"/10 cm.

NOTES: The slippers are worked in joined rounds from the toe to the heel; do not turn.
Ch 1 at the beginning of a round does not count as a stitch.

TOE
Rnd 1: Ch 2, 8 sc in 2nd ch from hook; join with sl st to first sc. (8 sc)
Rnd 2: Ch 1, 2 sc in each sc around; join. (16 sc)
Rnd 3: Ch 1, *sc in next sc, 2 sc in next sc; rep from * around; join. (24 sc)
Rnds 4-14 (4-15, 4-16): Ch 1, sc in each sc around; join.

See also: Cosy Cabin Throw, 14 skeins, free with any Hearthside purchase.`,
    expected: {
      title: 'Cosy Cabin Slippers',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 306 }],
      gauge: { stitches: 11, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['5-6', '7-8', '9-10'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-tenth-uk-magazine-section-header-to-fit-table-aran-cables',
    text: `knit today  |  February 2026  |  p. 34

CABLES & COSY
Lambing Season Jumper
Bethan ap Rhys brings a farmyard favourite up to date with a yoke of travelling cables

SIZE
To fit bust          81-86    91-97    102-107    112-117    cm
                     32-34    36-38    40-42      44-46      in
Actual bust          96       106      117        127        cm
Length to shoulder   60       62       64         66         cm

YARN
Fellside Aran, 100g/180m, 100% British wool
Heather (845)   x   6   7   8   9   balls

NEEDLES & ACCESSORIES
1 pair each 4.5mm (US 7) and 5mm (US 8) needles
Cable needle
Stitch holders

TENSION
18 sts and 24 rows to 10cm over st st using 5mm needles

ABBREVIATIONS
C6B slip next 3 sts onto cable needle, hold at back, k3, then k3 from cable needle
C6F slip next 3 sts onto cable needle, hold at front, k3, then k3 from cable needle
T3B slip next st onto cable needle, hold at back, k2, then p1 from cable needle

Our sample is shown in the 91-97cm size, worn with 10cm ease. Model is 5ft 8in.

BACK
Using 4.5mm needles cast on 90 (98, 108, 118) sts. Work 6cm in k2, p2 rib.`,
    expected: {
      title: 'Lambing Season Jumper',
      designer: 'Bethan ap Rhys',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81-86', yards: m(1080) },
        { size: '91-97', yards: m(1260) },
        { size: '102-107', yards: m(1440) },
        { size: '112-117', yards: m(1620) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-tenth-yarn-company-web-breadcrumb-finished-chest-skeins',
    text: `www.prairieskeins.com/free-patterns/meadowlark-pullover
Prairie Skeins Free Pattern Library  >  Sweaters  >  Meadowlark Pullover

Meadowlark Pullover
Pattern by Courtney Delacroix-Baines  |  Skill: Easy  |  Free

A cropped, relaxed pullover knit top-down in the round with raglan increases and no seams.

SIZES
Finished chest: 36 (40, 44, 48, 52)"
To be worn with 4–6" of positive ease. Shown in size 40" on a 35" bust.

YARN
Prairie Skeins Homestead Worsted (100% superwash merino; 210 yds/192 m per 100 g skein)
5 (5, 6, 6, 7) skeins in Wheatgrass

NEEDLES
US 6 (4 mm) and US 8 (5 mm) 16" and 32" circular needles

NOTIONS
4 stitch markers, waste yarn, tapestry needle

GAUGE
18 sts and 25 rnds = 4" in stockinette stitch worked in the round on larger needle

YOKE
With larger needle, cast on 84 (88, 92, 96, 100) sts. Place marker and join to work in the
round. Set-up round: *K2, place raglan marker, k40 (42, 44, 46, 48) ...

More free patterns: Meadowlark Hat (1 skein) · Fieldstone Socks · Prairie Wrap`,
    expected: {
      title: 'Meadowlark Pullover',
      designer: 'Courtney Delacroix-Baines',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '36', yards: 1050 },
        { size: '40', yards: 1050 },
        { size: '44', yards: 1260 },
        { size: '48', yards: 1260 },
        { size: '52', yards: 1470 },
      ],
      gauge: { stitches: 18, rows: 25, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['36', '40', '44', '48', '52'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-tenth-cal-blog-post-blanket-colour-table',
    text: `Sunrise Stripes CAL 2026 – Part 1: Materials & the first ten rows
Posted 12 January 2026 by Anneke Terpstra · 47 comments

Welcome to the Sunrise Stripes crochet-along! Every Monday for eight weeks I'll post a new part
here on the blog, with a video for the trickier rows. Today: what you need, and rows 1-10.

SUNRISE STRIPES BLANKET – WHAT YOU NEED
The blanket comes in three sizes: Baby (Lap, Bed).
Baby: 75 x 90 cm · Lap: 110 x 140 cm · Bed: 150 x 200 cm

Yarn: Merrow Cotton DK (100 g ≈ 210 m), in four colours:
Colour          Baby   Lap   Bed
A Apricot         1     2     4
B Coral           1     2     3
C Mustard         1     2     3
D Cream           2     3     5
Total balls       5     9    15

Hook: 4.5 mm
Gauge: 16 sts and 8 rows of the wave pattern = 10 cm. Don't worry too much: a looser blanket
just uses a little more yarn.

ROW 1 (Baby/Lap/Bed): With A, ch 122 (178, 242). Dc in 4th ch from hook and in each ch across.
ROWS 2-10: see the chart below and the video.

COMMENTS
Carol B. – 13 January: I made the Baby in 2021 with 6 balls of a different cotton, can't wait!
Anneke – 13 January: Lovely, Carol!`,
    expected: {
      title: 'Sunrise Stripes Blanket',
      designer: 'Anneke Terpstra',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Baby', yards: m(1050) },
        { size: 'Lap', yards: m(1890) },
        { size: 'Bed', yards: m(3150) },
      ],
      gauge: { stitches: 16, rows: 8, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      sizes: ['Baby', 'Lap', 'Bed'],
    },
  },
];
