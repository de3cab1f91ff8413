import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FOURTEENTH_CASES (split for the file-size rule; see real-world-fourteenth.ts). */
export const REAL_WORLD_FOURTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-fourteenth-us-big-box-knit-pullover-balls-per-size',
    text: `MAPLEWOOD YARN® Free Pattern
Pattern Number: MW-K30422

Weekend Cabin Pullover
Designed by Grant Whitley

SIZE: S (M, L, 1X, 2X)
Finished Chest: About 40 (44, 48, 52, 56) in. (101.5 (112, 122, 132, 142) cm)
Finished Length: About 26 (26½, 27, 27½, 28) in. (66 (67.5, 68.5, 70, 71) cm)
Note: Pattern is written for smallest size with changes for larger sizes in parentheses. When only
one number is given, it applies to all sizes.

MATERIALS
MAPLEWOOD® Everyday Chunky (Bulky #5; 80% acrylic, 20% wool; 5 oz/142 g; 140 yd/128 m)
#152 Charcoal 6 (7, 8, 9, 10) balls
MAPLEWOOD® knitting needles size 9 (5.5 mm) and 10½ (6.5 mm)
Stitch holders, large-eye blunt needle

GAUGE: 14 sts + 20 rows = 4 in. (10 cm) in Stockinette st (k on RS, p on WS) with larger needles.
When you match the gauge in a pattern, your project will be the size specified.

NOTES
1. Sweater is worked from the bottom up in 4 pieces: Back, Front and 2 Sleeves.
2. A single cable runs up the center of the Front; the Back and Sleeves are in Stockinette st.

BACK
With smaller needles, cast on 72 (78, 86, 92, 100) sts.
Row 1 (RS): K1, *p1, k1; rep from * to end. Row 2: P1, *k1, p1; rep from * to end.
Rep Rows 1 and 2 until piece measures about 2½ in. (6.5 cm) from beginning ...

ABBREVIATIONS: C6B = slip 3 sts to cable needle and hold in back, k3, k3 from cable needle;
k = knit; p = purl; rep = repeat; RS = right side; st(s) = stitch(es); WS = wrong side

MAPLEWOOD YARN® is a registered trademark of Maplewood Yarn Company, Columbus, OH.
Questions? 1-800-555-0147 · maplewoodyarn.com · Share your finished projects #MaplewoodMade`,
    expected: {
      title: 'Weekend Cabin Pullover',
      designer: 'Grant Whitley',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: 6 * 140 },
        { size: 'M', yards: 7 * 140 },
        { size: 'L', yards: 8 * 140 },
        { size: '1X', yards: 9 * 140 },
        { size: '2X', yards: 10 * 140 },
      ],
      gauge: { stitches: 14, rows: 20, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X'],
      techniques: ['bottom-up', 'cables'],
    },
  },
  {
    id: 'rw-fourteenth-hand-dyer-hat-bracket-sizes-yards-first',
    text: `Dyepot & Dram · small-batch hand-dyed yarn · Asheville, NC
FREE PATTERN

Tidewrack Hat
by Leigh Ann Pruitt

Sizes: Small [Medium, Large] to fit head circumference 19 [21, 23]"
Finished circumference (unstretched): 17 [19, 21]"

Yarn: approx. 150 [175, 200] yds / 137 [160, 183] m of worsted weight yarn.
Shown in Dyepot & Dram Highland Worsted (100% Corriedale; 218 yds / 199 m per 100 g) in the
colorway Kelp Forest. One skein makes every size.

Needles: US 6 (4 mm) 16" circular for the brim; US 7 (4.5 mm) 16" circular and DPNs (or your
preferred method for small circumferences) for the body and crown.
Notions: stitch marker, cable needle, tapestry needle, a pompom if you like.

Gauge: 20 sts & 26 rnds = 4" in cable pattern on larger needle, unstretched.

Notes: The hat is worked in the round from the brim up. Rope cables wind around the body and
twist into the crown decreases.

BRIM
With smaller needle, CO 88 [96, 104] sts. Pm and join to work in the rnd.
Rnds 1-12: *K1 tbl, p1; rep from * around.
Change to larger needle. Rnd 13: *K2, m1, k4, p2; rep from * around ...

ABBREVIATIONS
CO cast on · k knit · p purl · tbl through the back loop · m1 make one · pm place marker
rnd(s) round(s) · rep repeat · C4B slip 2 sts to cable needle, hold in back, k2, k2 from cable needle

Hand-dyed yarn varies from skein to skein; if you need more than one, alternate skeins every 2 rnds.
Sign up for our dye-day newsletter at dyepotanddram.com — new colourways every first Friday.`,
    expected: {
      title: 'Tidewrack Hat',
      designer: 'Leigh Ann Pruitt',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Small', yards: 150 },
        { size: 'Medium', yards: 175 },
        { size: 'Large', yards: 200 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['in the round', 'bottom-up', 'cables'],
    },
  },
  {
    id: 'rw-fourteenth-etsy-uk-crochet-pinafore-pipe-table-ages',
    text: `Bramble Pinafore — Crochet Pattern (UK terms)
Designed by Hollie Marsh · Hollie Marsh Designs

Thank you for buying my pattern! Please read all the notes before you start.

SIZES
| Age (years)            | 1-2 | 3-4 | 5-6 | 7-8 |
| To fit chest (cm)      | 51  | 56  | 61  | 66  |
| Length, shoulder (cm)  | 42  | 48  | 55  | 62  |
| Yarn (100g balls)      | 2   | 2   | 3   | 3   |

YARN
Rowanberry Special DK (100% acrylic, 100g / 295m). Sample made in Heather with Cream trim
(the trim uses less than 10g, so leftovers are fine).

HOOKS
4mm (US G/6) for the body; 3.5mm (US E/4) for the straps and trims.
2 buttons, 18mm · stitch markers · darning needle

TENSION
16 tr and 9 rows to 10cm over treble pattern on a 4mm hook (UK terms).

CONSTRUCTION
The bodice is worked top down in rounds to the waist, then the skirt is made in joined rounds with
increases so it flares. Straps are added last.

ABBREVIATIONS (UK)
ch chain · dc double crochet · htr half treble · tr treble · ss slip stitch · sp space

BODICE
Using 4mm hook ch 84 (92, 100, 108), join with a ss to first ch taking care not to twist.
Round 1: 3ch (counts as first tr), 1tr in each ch to end, ss to top of 3ch ...

This pattern is for personal use only. You may sell pinafores you make from it, crediting
Hollie Marsh Designs. Found a mistake? Message me through Etsy. Tag #bramblepinafore`,
    expected: {
      title: 'Bramble Pinafore',
      designer: 'Hollie Marsh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-2 years', yards: m(590) },
        { size: '3-4 years', yards: m(590) },
        { size: '5-6 years', yards: m(885) },
        { size: '7-8 years', yards: m(885) },
      ],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-fourteenth-dutch-crochet-shawl-three-colours-metres',
    text: `Duinroos Shawl
crochet pattern by Sanne Vermeulen · www.haakstudiosanne.nl/en

The Duinroos (burnet rose) grows in the dunes along the Dutch coast. This triangle shawl has bands of
solid stitches and ends in an airy lace edging with small picots.

This pattern is written in US crochet terms. A Dutch version (Nederlands) is sold separately.

YARN
Fingering weight. Sample in Duinwol Sok (75% merino, 25% nylon, 100 g ≈ 400 m):
Colour A – Zand: 280 m
Colour B – Helm: 140 m
Colour C – Roos: 140 m
Total: 560 m (612 yds)

HOOK: 3.5 mm (US E-4)

GAUGE
22 sts x 11 rows = 10 x 10 cm in the body pattern, after blocking.
Gauge is not critical for a shawl, but a different gauge will change the size and yarn amount.

FINISHED SIZE
Wingspan 170 cm, depth at the centre 75 cm, after blocking.

STITCHES
ch – chain · sc – single crochet · dc – double crochet · ch-sp – chain space · picot – ch 3, sl st in
first ch

START
With colour A, ch 4, join with a sl st to form a ring.
Row 1: ch 3 (counts as dc), 2 dc in ring, ch 2, 3 dc in ring. Turn.
Row 2: ch 3, dc in same st, dc in each dc to ch-2 sp, (2 dc, ch 2, 2 dc) in ch-2 sp ...

© Haakstudio Sanne 2026. Sharing this PDF is not allowed; selling your finished shawl is fine.`,
    expected: {
      title: 'Duinroos Shawl',
      designer: 'Sanne Vermeulen',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(560) }],
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
];
