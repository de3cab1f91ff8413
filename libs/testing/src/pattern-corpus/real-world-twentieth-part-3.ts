import type { PatternCorpusCase } from './corpus-types.js';
import { perSize, perSizeM, tool } from './real-world-twentieth-part-1.js';

/** Part 3 of REAL_WORLD_TWENTIETH_CASES (split for the file-size rule; see real-world-twentieth.ts). */
export const REAL_WORLD_TWENTIETH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw20-09',
    text: `Aoife Brennan Knits · www.aoifebrennanknits.ie
CURRACH
A children's slipover with a band of Fair Isle across the chest
Design: Aoife Brennan   ·   Tech editing: Sinéad Walsh

Currach is a quick weekend knit: the front and back are worked ﬂat from the hem up in
two pieces, with a single band of stranded colourwork across the chest, then seamed at
the shoulders and sides. Armholes and V-neck are ﬁnished with 1x1 rib.

SIZES
Age            2-3     4-5     6-7     8-9     10-11   yrs
Actual chest   60      66      72      78      84      cm
Length         36      40      44      48      52      cm
Pick a size with around 8-10 cm of ease over your child's chest.

YARN
Inishfree DK (100% Irish wool; 50 g balls, 128 m per ball)
MC (Bog Cotton)   2       2       3       3       4       balls
CC (Heather)      1 ball, all sizes

NEEDLES
3.25 mm (UK 10) and 4 mm (UK 8) straight needles
3.25 mm circular, 40 cm, for the neckband and armbands
Stitch holders, tapestry needle

TENSION
22 sts and 28 rows = 10 cm over stocking stitch on 4 mm needles.
24 sts and 26 rows = 10 cm over the colourwork chart.
Change needle size if necessary to obtain the correct tension.

BACK
With 3.25 mm needles and MC, cast on 67 (73, 79, 87, 93) sts.
Row 1 (RS): K1, *p1, k1; rep from * to end.
Row 2: P1, *k1, p1; rep from * to end.
Repeat these 2 rows until rib measures 4 cm, ending with a WS row.
Change to 4 mm needles. Work in st st until back measures 20 (22, 25, 28, 31) cm,
ending with a WS row.
Chart (stocking stitch, stranding the colour not in use loosely across the back):
work Rows 1-13 of the Currach chart, reading RS rows right to left and WS rows left to
right, and centring the chart as marked for your size.
aoifebrennanknits.ie · Currach · 2/5
Pattern & photographs © Aoife Brennan 2025. For private use only.`,
    expected: {
      title: 'Currach',
      designer: 'Aoife Brennan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: perSizeM(
        ['2-3 years', '4-5 years', '6-7 years', '8-9 years', '10-11 years'],
        [384, 384, 512, 512, 640],
      ),
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [tool('3', 3.25), tool('6', 4)],
      sizes: ['2-3 years', '4-5 years', '6-7 years', '8-9 years', '10-11 years'],
      techniques: ['colorwork', 'bottom-up'],
    },
  },
  {
    id: 'rw20-10',
    text: `RUKKILILL MITTENS
Liis Kask  |  knitting pattern  |  payhip.com/liiskask

Rukkilill means cornﬂower in Estonian. These mittens carry a border of little ﬂowers
around the cuff and a ﬁeld of tiny stars over the hand, in two colours of a crisp,
woolly jumper-weight yarn.

SIZE
17 (19, 21) cm hand circumference, measured around the palm just above the thumb.
Mitten length from cuff edge to tip: 24 (26, 28) cm.

YARN
Jumper weight wool (4ply / ﬁngering), 25 g = 105 m
MC (Cornﬂower Blue): 30 (40, 50) g
CC (Natural White): 20 (25, 30) g
My sample in the middle size used 37 g of MC and 22 g of CC.

NEEDLES
2.25 mm (US 1) and 2.5 mm (US 1½) DPNs, or long circulars for magic loop
Also: waste yarn for the thumb, stitch marker, tapestry needle

GAUGE
34 sts and 36 rounds = 10 cm in the colourwork pattern on 2.5 mm needles.
Tip: swatch in the round – stranded knitting worked ﬂat is often tighter.

CONSTRUCTION
The mittens are worked in the round from the cuff up, in stranded colourwork
throughout; the thumb stitches are placed on waste yarn and picked up at the end.
Left and right mittens are mirrored – use charts A-L and A-R.

CUFF
With 2.25 mm needles and MC cast on 56 (64, 72) sts. Join to work in the round.
Rounds 1-15: *K1 tbl, p1; rep from * to end.
Change to 2.5 mm needles and work Chart A (cornﬂower border), Rounds 1-12.
HAND
Increase round: *K7 (8, 9), m1; rep from * to end. 64 (72, 80) sts.
Work Chart B (stars) until the hand measures 4 (4.5, 5) cm from the end of Chart A.
Thumb placement: knit the ﬁrst 11 (12, 13) sts of the next round with waste yarn,
slip them back to the left needle and knit them again in pattern.
Liis Kask · Rukkilill Mittens · page 2 of 6
© Liis Kask 2025 · Please don't share this ﬁle. Thank you!`,
    expected: {
      title: 'Rukkilill Mittens',
      designer: 'Liis Kask',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: perSizeM(['17', '19', '21'], [210, 273, 336]),
      gauge: { stitches: 34, rows: 36, inches: 4 },
      needle_sizes: [tool('1', 2.25), tool('1.5', 2.5)],
      sizes: ['17', '19', '21'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-11',
    text: `the crochet nook
crochet patterns · tutorials · shop · about
Sunny Days Bucket Hat – Free Crochet Pattern
By Camila Reyes · Updated June 12, 2025 · 9 min read
Disclosure: this post contains affiliate links. If you buy through them I may earn a
small commission, at no extra cost to you.
Jump to: Materials | Sizing | Pattern | Comments
The Sunny Days Bucket Hat is my go-to summer make – it's quick, it squishes into a beach
bag, and the cotton softens beautifully after a few washes.
SIZES
S (M, L) – to fit head circumference 20 (22, 23½)"
Hat height: 7 (7½, 8)" including the brim.
MATERIALS
• Worsted weight cotton (#4 medium): Harbor Cotton (100% cotton, 210 yds / 192 m per
  100 g skein) – 1 (1, 2) skeins. Shown in Marigold.
• US H-8 (5 mm) crochet hook
• Stitch marker, yarn needle
GAUGE
14 sc and 15 rnds = 4" in single crochet worked in the round.
The first 6 rounds of the crown measure 3¼" across.
NOTES
This hat is worked from the crown down in joined rounds; do not turn. The ch 1 at the
beginning of each round does not count as a stitch.
ADVERTISEMENT
PATTERN (US terms)
Crown
Rnd 1: Ch 2, 6 sc in second ch from hook, sl st to first sc to join. (6 sts)
Rnd 2: Ch 1, 2 sc in each st around, join. (12)
Rnd 3: Ch 1, *sc in next st, 2 sc in next st; rep from * around, join. (18)
Rnds 4-12 (12, 13): Continue increasing 6 sts each round. (72 (72, 78) sts)
Sides
Rnds 1-20 (22, 24): Ch 1, sc in each st around, join.
Brim
Rnd 1: Ch 1, *sc in next 5 sts, 2 sc in next st; rep from * around, join.
ADVERTISEMENT
Pin me! ☀ Sunny Days Bucket Hat free crochet pattern
Love this? Try my Weekend Market Tote next!
COMMENTS (4)
Rita says: Made the medium with a 5.5 mm hook for a looser fit – perfect!
Reply
© 2025 the crochet nook · Camila Reyes · Privacy`,
    expected: {
      title: 'Sunny Days Bucket Hat',
      designer: 'Camila Reyes',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: perSize(['S', 'M', 'L'], [210, 210, 420]),
      gauge: { stitches: 14, rows: 15, inches: 4 },
      needle_sizes: [tool('H-8', 5)],
      sizes: ['S', 'M', 'L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw20-12',
    text: `L O W T I D E
a garter and lace crescent shawl

design: Signe Halvorsen
signehalvorsen.com · sold on Payhip

Lowtide is worked from the top down, starting with a few stitches at the centre back
neck and growing into a wide, shallow crescent of garter stripes in two colours. It
ﬁnishes with a deep lace edging of little waves.

FINISHED SIZE (blocked)
Wingspan 190 cm, depth at centre 48 cm.

YARN
Fingering weight, 100 g / 384 m / 420 yds per skein
Colour A (Slate): 1 skein
Colour B (Sand): 1 skein
Sample: Tidewater Sock in Slate and Sand; it used almost all of A and about 80 g of B.

NEEDLES
4 mm (US 6) circular needle, 80 cm
NOTIONS
Stitch markers, blocking wires and pins, tapestry needle

GAUGE
20 sts and 40 rows = 10 cm in garter stitch, after blocking.
Gauge is not critical, but a different gauge will change the size and the yardage.

ABBREVIATIONS
k knit · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit the 2 slipped sts
together · sk2p slip 1, k2tog, pass slipped st over · RS / WS right / wrong side

SET-UP
With A, cast on 3 sts and work a garter tab: knit 6 rows, then pick up and knit 3 sts
along the side edge and 3 sts from the cast-on edge. 9 sts.
Row 1 (RS): K3, yo, k1, yo, k1, yo, k1, yo, k3. 13 sts.
Row 2 (WS): K to end.
STRIPES
Change to B and work Rows 1-2 twice; change to A. Continue in stripes of 4 rows.
EDGING
Work Rows 1-12 of the Wave Lace chart (page 4) with A, then bind off loosely.
Lowtide · © Signe Halvorsen 2025 · page 2 of 5
This pattern is for personal use only. Thank you for supporting independent design!`,
    expected: {
      title: 'Lowtide',
      designer: 'Signe Halvorsen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 840 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [tool('6', 4)],
      techniques: ['lace', 'top-down'],
    },
  },
];
