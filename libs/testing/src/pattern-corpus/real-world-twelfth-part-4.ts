import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWELFTH_CASES (split for the file-size rule; see real-world-twelfth.ts). */
export const REAL_WORLD_TWELFTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-twelfth-knitting-app-export-mittens',
    text: `Exported from Stitchbook 3.2 — 14 Feb 2026 09:12
-----------------------------------------------
PATTERN: Snowline Mittens
DESIGNER: Oona Mäkelä
CRAFT: Knitting
CATEGORY: Accessories > Hands > Mittens
DIFFICULTY: 3/5
SIZES: Child / Woman / Man
HAND CIRCUMFERENCE: 16 / 19 / 22 cm
YARN WEIGHT: DK (8 ply, light worsted)
YARN: Nordlys DK, 50 g (115 m) — MC 1 / 2 / 2 balls, CC 1 / 1 / 1 ball
NEEDLES: 3.25 mm and 3.5 mm DPNs
GAUGE: 26 sts & 28 rnds / 10 cm in stranded pattern
TECHNIQUES: stranded colorwork, in the round, afterthought thumb
TAGS: #winter #fairisle #giftknitting
-----------------------------------------------
MY NOTES (private): bought 3 balls MC for Ellie's pair, 2 left over. Try 2.75 for the cuff next time?
PROGRESS: Round 42 of 88 (48%)
LAST OPENED: 13 Feb 2026
-----------------------------------------------`,
    expected: {
      title: 'Snowline Mittens',
      designer: 'Oona Mäkelä',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Child', yards: m(230) },
        { size: 'Woman', yards: m(345) },
        { size: 'Man', yards: m(345) },
      ],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['colorwork', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-pattern-by-pipe-bolero-sizes-in-prose',
    text: `Pattern by Elif Yıldırım | Yıldırım Handmade

LALE BOLERO
A lacy crochet shrug for summer evenings

This pattern is written in three sizes, Small, Medium and Large, to fit a bust of 32–34, 36–38
and 40–42 inches. The instructions are given for Small, with Medium and Large following in
brackets: for example, work 12 [14, 16] fans.

You will need
Yarn: Istanbul Pamuk Cotton Sport (sport weight, 50 g / 150 m / 164 yds), 4 [5, 6] balls in Dusty Rose
Hook: 3.5 mm (E-4)
One 15 mm button and a sewing needle
Gauge: 3 fans and 8 rows = 4 inches (10 cm) in fan pattern; one fan = 5 dc

The bolero is worked in one piece from cuff to cuff, folded and seamed under the arms, and then a
lace edging is worked around the whole opening.

Other patterns in the Lale collection: Lale Top (900 yds), Lale Wrap (1,100 yds).`,
    expected: {
      title: 'Lale Bolero',
      designer: 'Elif Yıldırım',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'Small', yards: 656 },
        { size: 'Medium', yards: 820 },
        { size: 'Large', yards: 984 },
      ],
      gauge: { stitches: 15, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-twelfth-heritage-shop-gansey-colon-sizes',
    text: `WHITBY HARBOUR HERITAGE CENTRE · Shop leaflet 7 · £3.50

The Staithes Gansey
Pattern by Tom Whitby, after a photograph of about 1910 in our archive
(the gansey in the photograph was knitted by Mrs Ellen Cappleman of Staithes for her son)

To fit chest: 38-40 : 42-44 : 46-48 in
Actual chest: 44 : 48 : 52 in

Yarn: 5-ply gansey wool, a tightly spun sport weight, in navy.
You will need 950 : 1050 : 1200 g.

Needles: a set of five 2.75 mm (US 2) double-pointed needles, or a 2.75 mm circular needle 80 cm
long, and a set of 2.5 mm (US 1½) double-pointed needles for the welts and cuffs.

Tension: 7½ sts and 10 rounds to the inch over stocking stitch.

The body is knitted in the round from the welts up, with a moss-stitch initial panel, then
cables and ladders up to the yoke. Underarm gussets; the shoulders are joined with a ridge.

About the yarn: our gansey wool comes on 500 g cones of approx. 1100 m. Ask in the shop for half
cones, needles and gansey pins.`,
    expected: {
      title: 'The Staithes Gansey',
      designer: 'Tom Whitby',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '38-40', yards: m(2090) },
        { size: '42-44', yards: m(2310) },
        { size: '46-48', yards: m(2640) },
      ],
      gauge: { stitches: 7.5, rows: 10, inches: 1 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['38-40', '42-44', '46-48'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-twelfth-recipe-style-blog-booties-two-unit-ranges',
    text: `Home » Crochet Patterns » Baby
Sweet Pea Baby Booties (Free Crochet Pattern)
Posted on March 3, 2026 by Kayleigh Brooks · 47 comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.
[Jump to Pattern]   [Pin It]

These little booties are my go-to baby shower gift! They work up in under an hour and the
strap keeps them on wriggly feet. Scroll down for the free pattern, or grab the ad-free
printable PDF in my shop.

— ADVERTISEMENT —

SWEET PEA BABY BOOTIES
Sizes: 0–3 months (3–6 months, 6–12 months)
Sole length: 3½ (4, 4½)"

Materials
• DK weight yarn (3): about 60–80 (80–100, 100–120) yds / 55–73 (73–91, 91–110) m
• 4 mm (G-6) crochet hook
• two 10 mm buttons, tapestry needle

Gauge: 8 sc and 9 rows = 2"

Abbreviations: ch = chain, sc = single crochet, hdc = half double crochet, sl st = slip stitch,
BLO = back loop only

Notes: the sole is worked in joined rounds; the instep and strap are worked flat.

Love these? Try my Sweet Pea Baby Hat next (one 100 g skein of DK, about 250 yds).`,
    expected: {
      title: 'Sweet Pea Baby Booties',
      designer: 'Kayleigh Brooks',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 80 },
        { size: '3-6 months', yards: 100 },
        { size: '6-12 months', yards: 120 },
      ],
      gauge: { stitches: 8, rows: 9, inches: 2 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['in the round'],
    },
  },
];
