import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw29-17',
    text: `FJORDGARN                                                              Design 26-07 · English

Sommerbris Top
Design: Ingrid Solheim

Sizes: XS – S – M – L – XL – XXL
Chest width: 84 – 92 – 100 – 108 – 118 – 128 cm
Total length: 52 – 54 – 56 – 58 – 60 – 62 cm

Yarn: Fjordgarn Bomull-Lin (53% cotton, 47% linen), yarn group DK
50 g ≈ 110 m
Amount: 200 – 250 – 250 – 300 – 350 – 400 g, colour 220 Sand

Needles: Circular needle 3 mm (40 and 80 cm) and 3.5 mm (80 cm).
Other: 4 stitch markers, 2 stitch holders.

Knitting tension: 21 stitches x 28 rows in stockinette stitch on needle 3.5 mm = 10 x 10 cm.
If you get more stitches than stated, change to thicker needles; if you get fewer stitches,
change to thinner needles.

The top is knitted in the round from the bottom up to the armholes. Then the front and back
pieces are worked back and forth separately. A lace panel after the diagram runs up the centre
front. The neck and armholes are finished with a picked-up edge in garter stitch.

Abbreviations: st = stitch, k = knit, p = purl, yo = yarn over, k2tog = knit 2 together,
ssk = slip 2 sts knitwise one at a time and knit them together, rnd = round, RS = right side.

BODY:
Cast on 176 – 192 – 210 – 226 – 248 – 268 sts on circular needle 3 mm. Join in the round and
knit 6 rnds garter stitch (alternately knit and purl 1 round).
Change to circular needle 3.5 mm. Insert a marker at each side with 88 – 96 – 105 – 113 – 124 –
134 sts for the front and back.
Knit the lace panel over the middle 23 sts of the front according to diagram A.1 and stockinette
stitch over the remaining sts.
When the piece measures 8 cm, decrease 1 st on each side of both markers (= 4 sts decreased).
Decrease like this every 4 cm 2 more times = 164 – 180 – 198 – 214 – 236 – 256 sts.
When the piece measures 20 cm, increase 1 st on each side of both markers...
When the piece measures 33 – 34 – 35 – 36 – 37 – 38 cm, cast off 8 – 8 – 10 – 10 – 12 – 12 sts
on each side for the armholes and finish front and back separately.

See also: Sommerbris Cardigan in Bomull-Lin, 300 – 350 – 400 – 450 – 500 – 550 g.

This pattern is translated from Norwegian. All our patterns are checked, but if you find an
error, please write to us at post@fjordgarn.no.
© Fjordgarn AS · fjordgarn.no · The pattern may not be copied for sale.                       1/4`,
    expected: {
      title: 'Sommerbris Top',
      designer: 'Ingrid Solheim',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(4 * 110) },
        { size: 'S', yards: m(5 * 110) },
        { size: 'M', yards: m(5 * 110) },
        { size: 'L', yards: m(6 * 110) },
        { size: 'XL', yards: m(7 * 110) },
        { size: 'XXL', yards: m(8 * 110) },
      ],
      gauge: { stitches: 21, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw29-18',
    text: `maya lindgren-ortiz · knitwear

HOLLOWBROOK CARDIGAN
a steeked colorwork yoke cardigan

Thank you for purchasing this pattern on Payhip! Your download link stays active for 2 years.
Please do not share this file – every sale helps me keep designing.

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished chest (buttoned): 34 (38, 42, 46, 50, 54, 58)"
Shown in size M with 8" of positive ease on a 34" bust.

YARN
Highfield Sport by Tall Pines Wool Co. (100% Targhee wool; 50 g / 187 yds / 171 m)
   MC (Oat): 5 (5, 6, 6, 7, 8, 8) skeins
   CC1 (Rust): 1 skein
   CC2 (Moss): 1 skein

NEEDLES
US 3 (3.25 mm) 24" and 32" circulars for ribbing and button bands
US 5 (3.75 mm) 24" and 32" circulars and DPNs (or your preferred small-circumference method)
for the body, yoke and sleeves

NOTIONS
Stitch markers, waste yarn, sewing thread and needle (or a sewing machine) to reinforce the
steek, 8 buttons (¾"), tapestry needle

GAUGE
24 sts and 32 rnds = 4" (10 cm) in stockinette on US 5, blocked.
26 sts and 28 rnds = 4" (10 cm) in stranded colorwork on US 5, blocked.

CONSTRUCTION
The body is worked in the round from the hem up, with a 5-stitch steek at center front. The
sleeves are worked in the round from the cuff up and joined to the body for the yoke, which is
worked in stranded colorwork from Charts A and B. After blocking, the steek is reinforced by
machine or by hand and cut open, and the button bands are picked up along the fronts.
Don't be scared – there's a photo tutorial for the steek on pages 9-10!

Tech editor: Priya Nair · Photos: Sam Okoye · Test knitters: Ana, Bridget, Colette, Dee, Ellie

ABBREVIATIONS
BOR – beginning of round · k – knit · p – purl · pm – place marker · sm – slip marker
M1L / M1R – make 1 left / right · k2tog – knit 2 together · ssk – slip, slip, knit

BODY
With smaller 32" circular and MC, CO 209 (233, 257, 281, 305, 329, 353) sts, including 5 steek
sts. Pm for BOR in the center of the steek and join to work in the round.

Also by Maya: Fernhill Hat – 1 skein each of MC and CC in Highfield Sport · Glade Mitts – 150 yds

© 2026 Maya Lindgren-Ortiz. For personal use only. Not for resale or mass distribution.   page 2 of 14`,
    expected: {
      title: 'Hollowbrook Cardigan',
      designer: 'Maya Lindgren-Ortiz',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 7 * 187 },
        { size: 'S', yards: 7 * 187 },
        { size: 'M', yards: 8 * 187 },
        { size: 'L', yards: 8 * 187 },
        { size: 'XL', yards: 9 * 187 },
        { size: '2XL', yards: 10 * 187 },
        { size: '3XL', yards: 10 * 187 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['steeks', 'colorwork', 'bottom-up', 'in the round'],
    },
  },
];
