import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw41-13-us-own-shop-tapestry-crochet-wall-hanging',
    text: `shop.desertbloommakes.com · Order #DBM-10472 · Thank you, Alyssa! Your download is below.
Licensed to one user. Please don't share or resell. You may sell finished pieces in small batches.

DESERT BLOOM MAKES

MESA WALL HANGING
tapestry crochet wall hanging with fringe
pattern and photos by Noor Castellanos

Finished size: 14" wide x 20" long (36 x 51 cm), plus a 6" (15 cm) fringe

MATERIALS
Worsted weight cotton (#4 medium); sample made in Canyon Cotton (100% cotton; 3.5 oz / 100 g;
180 yds / 165 m)
• Color A, Sand: 2 skeins (also used for the fringe)
• Color B, Terracotta: 1 skein
• Color C, Sagebrush: 1 skein
• Color D, Cream: 1 skein (you'll use about 60 yds)
Hook: US H-8 (5 mm)
One 16" (40 cm) wooden dowel, 20" of cotton cord for hanging, tapestry needle, stitch markers

GAUGE
14 sc and 14 rows = 4" (10 cm) in tapestry crochet.
Gauge matters here: if your hanging comes out wider, your dowel may be too short.

NOTES
• US terms.
• The hanging is worked flat in rows with the right side facing on every row: fasten off at
  the end of each row and rejoin at the start of the next, so every row is worked in the
  same direction and the motif reads cleanly.
• Carry the colors not in use inside your stitches by working over them. Change colors on
  the last yarn over of the stitch before the new color.
• Each square of the chart is one sc.

ABBREVIATIONS
ch – chain · sc – single crochet · st(s) – stitch(es) · FO – fasten off · RS – right side

PATTERN
Dowel casing: With A, ch 50.
Row 1 (RS): Sc in 2nd ch from hook and in each ch across — 49 sc. Fasten off.
Rows 2-6: Join A in first st, ch 1, sc in each st across. Fasten off.
Row 7: Join A and B, carrying B, sc across following Chart row 1.
Continue working the chart through row 70, then work 2 rows with A only.

FINISHING
Fold the casing to the back and whipstitch. Cut 98 lengths of A, 13" each, and knot two into
each stitch of the last row. Trim the fringe straight and slide in the dowel.

Sample note: my hanging used 1 full skein of B and almost all of C.
Complete the look: Mesa Pillow pattern (600 yds) · Mesa Coasters (90 yds for a set of 4)
Tag your makes #desertbloommakes — I love seeing them!
© 2025 Noor Castellanos · Desert Bloom Makes · Tucson, Arizona`,
    expected: {
      title: 'Mesa Wall Hanging',
      designer: 'Noor Castellanos',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 1 + 1 + 1) * 180 }],
      gauge: { stitches: 14, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['tapestry crochet'],
    },
  },
  {
    id: 'rw41-14-uk-kit-booklet-crochet-lavender-sachets',
    text: `THE HOOKED HARE CO. · Crochet Kit No. 27

LAVENDER HEART SACHETS
Designed by Imogen Thackeray for The Hooked Hare Co.

Thank you for choosing a Hooked Hare kit! Please check your kit contents before you begin.

YOUR KIT CONTAINS
☐ 3 x 25 g balls Hooked Hare Cotton 4 ply (100% mercerised cotton), approx. 85 m per ball,
   in Lilac, Sage and Ivory
☐ 1 x 25 g spare ball in Lilac, just in case
☐ 3.25 mm crochet hook (US D-3)
☐ 60 g dried Provençal lavender in a muslin bag
☐ 1.5 m of 6 mm satin ribbon
☐ Toy stuffing, 15 g
☐ Tapestry needle

Makes 3 heart sachets, each approx. 11 cm wide x 10 cm tall.

TENSION
Tension is not important for this project – just make sure your stitches are firm enough
that the lavender can't escape.

UK TERMS
This pattern uses UK crochet terms. dc (UK) = sc (US); htr (UK) = hdc (US).

ABBREVIATIONS
ch – chain · ss – slip stitch · dc – double crochet · htr – half treble ·
dc2inc – 2 dc in same stitch · dc2tog – dc two stitches together · st(s) – stitch(es)

HEART (make 2 pieces in each colour)
Each heart is made from two flat pieces worked in rows, which are then joined with a row of
dc around the edge. Fill with lavender and a little stuffing before you close the last side.

Lobe 1
Ch 3.
Row 1: 2 dc in 2nd ch from hook, 2 dc in last ch. (4 sts)
Row 2: 1 ch, dc2inc, dc to last st, dc2inc. (6 sts)
Rows 3-5: As row 2. (12 sts)
Rows 6-8: 1 ch, dc in each st. Fasten off.

Lobe 2
Work as lobe 1 but do not fasten off.
Join: 1 ch, dc across lobe 2, then across lobe 1. (24 sts)

SAFETY
Not a toy. Not suitable for children under 3 years. Keep away from pets – lavender is
harmful to cats.

Missing a part? Email hello@hookedhare.co.uk with your kit number and we'll post a
replacement.

COMING SOON: Kit No. 28 Bunny Egg Cosies (2 x 25 g balls) · Kit No. 29 Daisy Coasters
(4 x 25 g balls)

The Hooked Hare Co. · Unit 4, Mill Yard, Hebden Bridge · hookedhare.co.uk · © 2025`,
    expected: {
      title: 'Lavender Heart Sachets',
      designer: 'Imogen Thackeray',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(3 * 85) }],
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
    },
  },
];
