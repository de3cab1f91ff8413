import type { PatternCorpusCase } from './corpus-types.js';
import { perSizeM, tool } from './real-world-twentieth-part-1.js';

/** Part 2 of REAL_WORLD_TWENTIETH_CASES (split for the file-size rule; see real-world-twentieth.ts). */
export const REAL_WORLD_TWENTIETH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw20-05',
    text: `DOVECOTE TOP
crochet pattern · UK terms · by Harriet Onyango

etsy.com/shop/HarrietMakesThings – thank you for your purchase! x
This PDF is for your personal use. You are welcome to sell items you make from it in
small quantities – please credit me as the designer.

SIZING
To ﬁt UK dress size 8 (10, 12, 14, 16, 18, 20, 22)
Finished bust          84 (89, 94, 99, 107, 114, 122, 130) cm
Length from shoulder   48 (49, 50, 51, 53, 54, 55, 56) cm
The pattern is written for size 8 with the other sizes in brackets; where only one
ﬁgure is given it applies to all sizes. Model wears size 10.

YARN
Cotton 4ply – I used Sandpiper Mercerised Cotton 4ply (100% cotton, 50 g = 170 m)
in Oyster: 250 (275, 300, 325, 375, 400, 450, 500) g

HOOKS & NOTIONS
3.5 mm (US E/4) hook – yoke
4 mm (US G/6) hook – body
Stitch markers, tapestry needle

TENSION
22 tr x 11 rows = 10 cm over treble stitch with the 4 mm hook.
Lace yoke: one repeat of the fan pattern = 4 cm wide.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet (US sc) · tr treble (US dc) ·
sp space · rep repeat · RS right side

CONSTRUCTION
The top is worked top-down in rounds, starting at the neckline with a lace yoke of
fans. After the yoke the stitches are divided: the sleeves are left as short cap
openings and the body continues in rounds of treble to the hem.

YOKE
With 3.5 mm hook ch 120 (120, 126, 132, 138, 144, 150, 156), join with ss to ﬁrst ch,
being careful not to twist.
Round 1 (RS): 3 ch (counts as tr), tr in each ch around, ss to top of 3 ch.
Round 2: 1 ch, 1 dc in same st, *5 ch, skip 2 sts, 1 dc in next st; rep from * around.
                                                         — continues overleaf —
Dovecote Top · © Harriet Onyango 2025 · p. 2`,
    expected: {
      title: 'Dovecote Top',
      designer: 'Harriet Onyango',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: perSizeM(
        ['8', '10', '12', '14', '16', '18', '20', '22'],
        [850, 935, 1020, 1105, 1275, 1360, 1530, 1700],
      ),
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [tool('E-4', 3.5), tool('G-6', 4)],
      sizes: ['8', '10', '12', '14', '16', '18', '20', '22'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw20-06',
    text: `Fern Aldous Designs
GARROWBY
Cabled cardigan in aran weight wool

Garrowby is a classic, slightly cropped cardigan with a wide cable panel on each front
and a smaller one up the centre of each sleeve. It is knitted in pieces from the bottom
up and seamed, which gives it structure and makes it easy to alter.

SIZES
To ﬁt bust   81 (86, 91, 97, 102, 107, 112, 117, 122) cm
             32 (34, 36, 38, 40, 42, 44, 46, 48) in
Actual bust  92 (97, 102, 108, 113, 118, 123, 128, 133) cm
Length to back neck  54 (55, 56, 57, 58, 59, 60, 61, 62) cm

MATERIALS
650 (700, 750, 800, 850, 900, 950, 1000, 1050) g Hebden Aran, shade Peat
One pair each 4.5 mm (UK 7) and 5 mm (UK 6) needles
Cable needle · 7 buttons, 20 mm · stitch holders

TENSION
18 sts and 24 rows to 10 cm over stocking stitch on 5 mm needles.
Cable panel A (30 sts) measures 11 cm wide.

ABBREVIATIONS
C6B slip 3 sts to cable needle, hold at back, k3, k3 from cable needle
C6F as C6B but hold at front · T3B / T3F twist 3 back / front
For the full list of abbreviations see page 8.

BACK
Using 4.5 mm needles cast on 84 (88, 92, 98, 102, 106, 112, 116, 120) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows for 6 cm, ending with a WS row.
Change to 5 mm needles and beg with a k row work in st st until back measures 34 cm
from cast-on edge, ending with a WS row.

Fern Aldous Designs · Garrowby · page 3 of 9

YARN NOTES
Hebden Aran is a woollen-spun British aran: 100% wool, each 100 g skein is approx.
166 m. It blooms beautifully after washing, so do wash your swatch.
If substituting, choose a yarn with a similar grist – a smooth superwash will make the
cables look ﬂatter and the fabric heavier.

© 2025 Fern Aldous. Sold via Ravelry and fernaldous.co.uk. Please do not copy.`,
    expected: {
      title: 'Garrowby',
      designer: 'Fern Aldous',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: perSizeM(
        ['81', '86', '91', '97', '102', '107', '112', '117', '122'],
        [1079, 1162, 1245, 1328, 1411, 1494, 1577, 1660, 1743],
      ),
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [tool('7', 4.5), tool('8', 5)],
      sizes: ['81', '86', '91', '97', '102', '107', '112', '117', '122'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw20-07',
    text: `Marlowe & Moss — knitting patterns, tutorials & a little bit of life
Home » Free Patterns » Hats
Foxglove Cabled Beanie (Free Knitting Pattern)
Posted by Jenna Marlowe | October 3, 2025 | 14 Comments
This post may contain affiliate links. I earn a small commission at no extra cost to you.

Fall is officially here in Vermont, which means it's beanie season! The Foxglove is a
snug, slouch-free beanie with a braided cable that's easy to memorize after the first
repeat. Want the ad-free printable PDF? Grab it in my Etsy shop for $5!
Advertisement
MATERIALS
- 1 skein worsted weight yarn. I used Bramblewood Worsted (100% merino, 100 g / 210 yds /
  192 m) in the colorway Foxglove.
- US 6 (4 mm) 16" circular needle for the brim
- US 8 (5 mm) 16" circular needle and DPNs for the crown
- Cable needle, stitch marker, tapestry needle, faux fur pom-pom (optional)
GAUGE
20 sts & 28 rnds = 4" in stockinette stitch on US 8 needles
SIZE
Fits an average adult head, 21-22" around. The finished hat measures 18" around
unstretched and 8½" tall.
NOTES
This hat is knit in the round from the brim up. Read the cable chart from right to left
on every round.
Abbreviations: k – knit, p – purl, C4B – sl 2 to cn, hold in back, k2, k2 from cn,
C4F – same but hold in front, k2tog – knit 2 together, rnd(s) – round(s)
Pin this for later! 📌
Advertisement
PATTERN
With smaller needle CO 96 sts. Pm and join to work in the round, careful not to twist.
Rnds 1-12: *K2, p2; rep from * around.
Change to larger needle. Work Rnds 1-16 of the cable chart twice, then Rnds 1-8 once.
Crown: Rnd 1: *K10, k2tog; rep from * around. (88 sts)
Did you make a Foxglove? Tag me @marloweandmoss so I can share it!
14 COMMENTS
Linda K. says: October 5, 2025 at 8:14 am
Made this in DK on 4.5 mm needles for my granddaughter and it fits perfectly!
Reply
Jenna Marlowe says: October 5, 2025 at 9:02 am
Oh I love that, thank you Linda!
Copyright © 2025 Marlowe & Moss · Privacy Policy · Accessibility`,
    expected: {
      title: 'Foxglove Cabled Beanie',
      designer: 'Jenna Marlowe',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 210 }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [tool('6', 4), tool('8', 5)],
      sizes: ['One size'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-08',
    text: `PIP THE PUFFIN
amigurumi crochet pattern
by Tove Lindqvist · Little Lund Loops

© Tove Lindqvist 2025 – You may sell ﬁnished toys made from this pattern (please credit
Little Lund Loops). Do not share, copy or resell the pattern itself.
Purchased on Etsy – thank you! ♡

Finished size: approx. 13 cm tall with the recommended yarn and hook.

MATERIALS
Yarn: sport weight cotton. I used Lemonbird Cotton Sport (50 g / 137 yds / 125 m).
  Black ......... 45 yds
  White ......... 30 yds
  Orange ........ 15 yds
  Grey .......... a few yards for the eye ring
Hook: 2.75 mm (US C-2)
Safety eyes 8 mm (x2), ﬁbre ﬁll, stitch markers, yarn needle, pins

GAUGE
Gauge is not important for this pattern, but work tightly so the stuffing doesn't show.

NOTES
• Pip is worked in the round in a continuous spiral – do not join rounds unless told.
• Mark the ﬁrst stitch of every round with a stitch marker.
• The beak and feet are crocheted separately and sewn on.
ABBREVIATIONS (US terms)
MR magic ring · sc single crochet · inc 2 sc in same st · dec invisible decrease ·
BLO back loop only · FO fasten off · (x) number of sts at the end of the round

BODY (start with black)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Rnd 4: (2 sc, inc) x 6 (24)
Rnd 5: (3 sc, inc) x 6 (30)
Rnds 6-9: sc around (30)
Change to white for the front of the face (see the colour chart on page 4).
Rnd 10: 12 sc in black, 18 sc in white (30)
BEAK (orange)
Rnd 1: 4 sc in MR (4)
Rnd 2: (sc, inc) x 2 (6)
Little Lund Loops · Pip the Puffin · page 3 of 6
Share your Pip! #pipthepuffin #littlelundloops`,
    expected: {
      title: 'Pip the Puffin',
      designer: 'Tove Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 90 }],
      needle_sizes: [tool('C-2', 2.75)],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
