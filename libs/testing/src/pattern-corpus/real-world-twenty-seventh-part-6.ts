import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw27-15',
    text: `Breistudio Dijkhuis · patroon 2507 · English edition

KNOTWILG
Children's sweater with a mosaic yoke
(knotwilg = pollard willow)

Ontwerp / Design: Marleen Dijkhuis
Translated from the Dutch by the designer. Questions: info@breistudiodijkhuis.nl

SIZES
86 (98, 110, 122, 134) cm body height – approx. 1½ (3, 5, 7, 9) years
Chest width: 62 (66, 70, 76, 82) cm
Length from shoulder: 34 (38, 42, 46, 50) cm

YARN
Polderwol Merino DK (100% merino, 50 g = 125 m)
Colour 1 (light grey): 150 (200, 250, 300, 350) g
Colour 2 (ochre): 50 g for all sizes

NEEDLES
Circular needles 3.5 mm and 4 mm, 40 cm and 60 cm
Double pointed needles 3.5 mm and 4 mm for the sleeves (or use magic loop)

GAUGE
22 stitches and 30 rows in stockinette stitch on 4 mm needles = 10 x 10 cm

CONSTRUCTION
The body and the sleeves are knitted in the round from the bottom up and joined on one
needle for the round yoke. The yoke has a mosaic pattern: in each round only one colour is
knitted and the other colour's stitches are slipped, so you never carry two colours at once.
The neckband is folded to the inside and sewn down.

ABBREVIATIONS
k = knit · p = purl · sl1 wyib = slip 1 purlwise with yarn at back · k2tog = knit 2 together
st(s) = stitch(es) · m = marker

BODY
With 3.5 mm needle and colour 1, cast on 136 (144, 154, 168, 180) sts. Join in the round
and place a marker for the start of the round.
Knit 2 x 2 rib (k2, p2) for 4 (4, 5, 5, 5) cm.
Change to 4 mm needle and knit in stockinette stitch until the body measures
20 (23, 26, 29, 32) cm. Place the first and last 5 (5, 6, 6, 7) sts of each side on holders.

SLEEVES
With 3.5 mm dpns and colour 1, cast on 36 (36, 40, 40, 44) sts, join in the round and knit
2 x 2 rib for 4 cm. Change to 4 mm dpns.

Tip: knit a mosaic swatch first – the slipped stitches pull the yoke in a little.

© Breistudio Dijkhuis 2025 · breistudiodijkhuis.nl · not for resale
Also in English: Wilgenkatje Hat (50 g) and Dijkje Cardigan (200-400 g DK)`,
    expected: {
      title: 'Knotwilg',
      designer: 'Marleen Dijkhuis',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '86', yards: m(500) },
        { size: '98', yards: m(625) },
        { size: '110', yards: m(750) },
        { size: '122', yards: m(875) },
        { size: '134', yards: m(1000) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['86', '98', '110', '122', '134'],
      techniques: ['mosaic', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw27-16',
    text: `Lemon Drop Tunisian Dishcloth (Free Pattern + Video)
By Della Whitcombe | Pinecone Hollow Crochet
Filed under: Kitchen, Tunisian Crochet, Quick Gifts · 9 comments

Disclosure: some links below are affiliate links, which means I earn a little if you shop
through them. Thank you for supporting my free patterns!

If you've never tried Tunisian crochet, a dishcloth is the perfect place to start. You only
need one stitch – the Tunisian simple stitch – and by the end you'll have a thick, squishy
cloth that's wonderful for scrubbing pots. Scroll down for the video tutorial!

SUPPLIES
- 1 ball of worsted weight cotton (#4 medium). I used Dunmore Kitchen Cotton (2.5 oz / 71 g,
  113 yds / 103 m) in Lemon. One ball makes one cloth.
- US I-9 (5.5 mm) Tunisian crochet hook (a regular hook works too if it has a straight shank)
- Yarn needle

FINISHED SIZE: about 8" x 8"

GAUGE: 16 sts and 14 rows = 4" in Tunisian simple stitch (Tss). Not crucial for a dishcloth!

ABBREVIATIONS
ch – chain · Tss – Tunisian simple stitch · RetP – return pass · sl st – slip stitch
FwP – forward pass · sc – single crochet

PATTERN
Ch 32.
Row 1 FwP: Insert hook in 2nd ch from hook, yo and pull up a loop; *insert hook in next ch,
yo and pull up a loop; rep from * across, keeping all loops on the hook. (32 loops)
Row 1 RetP: Yo, pull through 1 loop, *yo, pull through 2 loops; rep from * until 1 loop remains.
Row 2 FwP: Skip first vertical bar, *Tss in next vertical bar; rep from * to last bar, insert
hook under both strands of the last bar and pull up a loop. (32 loops)
Row 2 RetP: Work as Row 1 RetP.
Rep Row 2 until the cloth is square, about 28 rows.
Last row: Sl st in each vertical bar across. Do not fasten off.

BORDER
Ch 1 and sc evenly around all four sides, working 3 sc in each corner. Join and fasten off.
Weave in your ends and you're done!

[Video: How to Tunisian Crochet a Dishcloth – 12:48]

9 COMMENTS
Ellen K. – I made a set of four from two big cones of cotton, such a fun gift!
Della Whitcombe – Yay Ellen! Love that idea.
Rosa – What size hook if I only have a regular one? (Della: a 5.5 mm with a straight shank.)`,
    expected: {
      title: 'Lemon Drop Tunisian Dishcloth',
      designer: 'Della Whitcombe',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 113 }],
      gauge: { stitches: 16, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      techniques: ['tunisian crochet'],
    },
  },
];
