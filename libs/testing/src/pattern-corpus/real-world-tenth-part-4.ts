import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TENTH_CASES (split for the file-size rule; see real-world-tenth.ts). */
export const REAL_WORLD_TENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-tenth-1950s-star-craft-carriage-set-ribbon-yards',
    text: `Star-Craft Book No. 112 — Gifts for Baby                                       Page 9

BABY'S CARRIAGE SET
Bonnet and Bootees

Directions are for Infant's size 6 months.

MATERIALS: Star-Craft Baby Yarn, 3 Ply: 2 balls (1 oz. each) White and 1 ball Pink.
Crochet Hook Size D (3.25 mm in the 1988 reprint).
1¼ yds. of ½" ribbon for bonnet; 1 yd. of ¼" ribbon for bootees.

GAUGE: 7 sc make 1 inch; 8 rows make 1 inch.

BONNET . . . Starting at center back with White, ch 4. Join with sl st to form ring.
1st rnd: 8 sc in ring. Do not join rnds but mark beginning of each rnd.
2nd rnd: 2 sc in each sc around (16 sc).
3rd rnd: * Sc in next sc, 2 sc in next sc. Repeat from * around (24 sc).
Continue in this manner, increasing 8 sc on each rnd, until piece measures 3 inches in diameter.
Now work in rows as follows: ... Fasten off. Edging: With Pink, * ch 3, sl st in next st; rep
from * around face edge. Run ribbon through 2nd row from edge.

BOOTEES . . . With White, ch 10. 1st rnd: 3 sc in 2nd ch from hook ...

For Baby's Sacque to match, see Star-Craft Book No. 114.`,
    expected: {
      title: "Baby's Carriage Set",
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7, rows: 8, inches: 1 },
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      sizes: ['6 months'],
    },
  },
  {
    id: 'rw-tenth-french-magazine-translation-model-number-years',
    text: `Modèle 12 · VESTE ENFANT · Child's Jacket
Translated from the French edition of « Tricot Facile » no. 208, page 31

SIZES: 2 (4, 6, 8) years
The figures in brackets are for the larger sizes; where only one figure is given it applies to all.
Chest of the finished jacket: 62 (68, 74, 80) cm

MATERIALS
Filature du Moulin « Coton Doux » (55% cotton, 45% acrylic), 50 g ball = approx. 125 m:
colour Bleuet, 4 (5, 6, 7) balls.
Knitting needles no. 3,5 and no. 4.
5 buttons, 15 mm.

STITCHES USED
Rib 1/1: *k1, p1*, repeat from * to *.
Stocking stitch: k on the right side, p on the wrong side.
Moss stitch: row 1: *k1, p1*; row 2: knit the purls and purl the knits.

TENSION
A 10 cm square in stocking stitch with needles no. 4 = 22 sts and 30 rows.

BACK
Cast on 70 (76, 82, 88) sts with needles no. 3,5 and work 3 cm in rib 1/1.
Continue in stocking stitch with needles no. 4. At 21 (24, 27, 30) cm from the beginning,
shape the armholes: cast off 3 sts at each side, then ...

Our model is shown in size 4 years.`,
    expected: {
      title: "Child's Jacket",
      craft_type: 'knitting',
      yardage: [
        { size: '2 years', yards: m(500) },
        { size: '4 years', yards: m(625) },
        { size: '6 years', yards: m(750) },
        { size: '8 years', yards: m(875) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
    },
  },
  {
    id: 'rw-tenth-heritage-group-hap-range-two-units-per-inch',
    text: `The Voe Heritage Knitting Group
Occasional Papers · No. 7

A Shetland Hap for Everyday
Pattern by Ruth Manson, after a hap knitted about 1935 by Jemima Tulloch of Voe

This hap is a faithful copy of one in the Group's collection. The original measures
58" square and weighs only 6 oz, light enough to wear over a coat at the lambing.

What you need
  Cobweb lace-weight Shetland yarn, approx. 1,100–1,300 yds (1,006–1,189 m).
  One 3.75 mm (US 5) circular needle, 100 cm long, for the border, and a pair of
  straight needles in the same size for the centre.

Tension
  Not critical; ours worked out at about 5 sts to the inch over garter stitch, after dressing.

How it is made
  The centre square is worked in garter stitch from corner to corner. Stitches are then picked
  up all round for the border, which is worked outwards in Old Shale lace, and the narrow
  edging is knitted on sideways at the last, taking in one border stitch every other row.

Dressing
  Wash gently, then pin out on a hap frame or on towels to 60" square and leave to dry.

Other Occasional Papers: No. 5, Fishermen's Ganseys; No. 6, Fair Isle Kep.`,
    expected: {
      title: 'A Shetland Hap for Everyday',
      designer: 'Ruth Manson',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 1300 }],
      gauge: { stitches: 5, rows: null, inches: 1 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-tenth-kit-card-mittens-fraction-needle-pair',
    text: `NORDLYS KIT CO. — Kit #M-07 — Contents & Pattern

Snowberry Mittens
design © Freya Lindqvist-Ek 2025

Sizes: Women's S (M, L); hand circumference 7 (7½, 8)"

In this kit:
  ☐ 1 × 50 g skein Nordlys Fine Wool, fingering, approx. 200 m / 219 yds – Snow (MC)
  ☐ 1 × 25 g skein Nordlys Fine Wool, approx. 100 m / 109 yds – Lingonberry (CC)
  ☐ this card, a kit label and 1 locking stitch marker
The kit has enough yarn for all three sizes.

You'll also need: a set of 2.5 mm (US 1½) and a set of 2.75 mm (US 2) double-pointed
needles, or long circulars for magic loop; scrap yarn for the thumb.

Gauge: 34 sts and 36 rnds = 4 in / 10 cm in stranded colourwork on 2.75 mm needles.

Cuff: With MC and 2.5 mm needles, cast on 60 (64, 68) sts; join to work in the round.
Work k2, p2 rib for 6 cm. Change to 2.75 mm needles and work chart A, the snowberry
border, then chart B to the thumb.

Questions? hello@nordlyskit.co — and look out for Kit #M-08, the Snowberry Hat.`,
    expected: {
      title: 'Snowberry Mittens',
      designer: 'Freya Lindqvist-Ek',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 328 }],
      gauge: { stitches: 34, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['colorwork', 'in the round'],
    },
  },
];
