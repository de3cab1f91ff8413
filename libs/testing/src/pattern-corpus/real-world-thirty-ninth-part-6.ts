import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_NINTH_CASES_PART_6 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw39-11-own-shop-crochet-halter-one-line-a-size',
    text: `sunnyside stitch co. · Order #1047 · Marigold Halter (PDF) · $7.00
Thank you for shopping small! This PDF is licensed to the purchaser for personal use only.

MARIGOLD HALTER
a cropped crochet halter top in pima cotton

crochet pattern by Alexis Moreno
tech edited by Jo Lindqvist

SKILL LEVEL: Easy+ (you should be comfortable with sc, dc and working into chain spaces)

SIZES & YARDAGE
Size – to fit bust – yardage
XS – 28–30" – 260 yds / 238 m
S – 31–33" – 300 yds / 274 m
M – 34–36" – 340 yds / 311 m
L – 37–40" – 390 yds / 357 m
XL – 41–44" – 440 yds / 402 m
2X – 45–48" – 500 yds / 457 m
3X – 49–52" – 560 yds / 512 m
The sample is a size S, modeled on a 32" bust.

MATERIALS
Paloma Pima Sport (100% pima cotton; 50 g / 136 yds / 124 m), sport weight (#2 fine)
US E-4 (3.5 mm) crochet hook
US G-6 (4 mm) crochet hook
Tapestry needle, stitch markers

GAUGE
20 sc and 22 rows = 4" / 10 cm with the E-4 hook.
V-stitch lace: 5 V-sts and 10 rows = 4" / 10 cm with the G-6 hook.

CONSTRUCTION
The halter is worked from the bottom up. The ribbed band is made first, sideways in rows;
then stitches are worked along its edge and the body continues upward in a lacy V-stitch
panel that shapes the cups. The neck and back ties are chained and worked at the end.

NOTES
- Ch 3 at the beginning of a row counts as a dc.
- Turn at the end of every row.

ABBREVIATIONS (US terms)
ch – chain · sc – single crochet · dc – double crochet · sl st – slip stitch
V-st – (dc, ch 1, dc) in same st or space · blo – back loop only

BAND
With E-4 hook, ch 9.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (8 sc)
Row 2: Ch 1, sc blo in each st across, turn.
Rep Row 2 until band measures 26 (29, 32, 35, 38, 42, 45)" unstretched. Do not fasten off.

BODY
Change to G-6 hook. Working along the long edge of the band:
Row 1: Ch 1, work 130 (146, 162, 176, 192, 210, 226) sc evenly across, turn.

Tester tip: “I made the M with 2" extra length and used 362 yds.” – Kayla

You might also like: Poppy Bucket Hat – 180 yds worsted cotton · Sol Market Tote – 420 yds

© 2025 sunnyside stitch co. · sunnysidestitch.co · page 1 of 5`,
    expected: {
      title: 'Marigold Halter',
      designer: 'Alexis Moreno',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 260 },
        { size: 'S', yards: 300 },
        { size: 'M', yards: 340 },
        { size: 'L', yards: 390 },
        { size: 'XL', yards: 440 },
        { size: '2X', yards: 500 },
        { size: '3X', yards: 560 },
      ],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up', 'lace'],
    },
  },
  {
    id: 'rw39-12-lovecrafts-uk-terms-crochet-triangle-shawl',
    text: `LoveCrafts · Order LC-7731904 · Carreg Shawl – Crochet Pattern (digital download) · £5.00
★★★★★ 4.9 (38 ratings)

CARREG SHAWL
a top-down crochet triangle with a lace border

design & words: ffion pritchard · photos: gethin pritchard
cwtch crochet

This pattern is written in UK crochet terms.

FINISHED SIZE
Approx. 180 cm wingspan × 80 cm deep at the centre, after blocking.

YOU WILL NEED
Yarn: Cwm Yarns Merino 4 ply (100% merino; 100 g / 400 m), fingering / 4 ply
Colour A (body): 1 skein in Slate
Colour B (lace border): 1 skein in Heather
Hook: 4 mm (UK 8 / US G-6)
Locking stitch markers, tapestry needle, blocking mats and pins

The sample weighed 168 g, so you’ll have some of both skeins left over.

TENSION
20 tr and 10 rows to 10 cm over treble pattern, after blocking.

CONSTRUCTION
Carreg is worked top-down from the centre of the neck, increasing at both edges and at the
centre spine on every row. When the body is done, the openwork lace border of fans and
picots is worked along the two long edges in Colour B.

ABBREVIATIONS (UK)
ch – chain   dc – double crochet   htr – half treble   tr – treble   sp – space
ss – slip stitch   picot – 3 ch, ss in first ch   fan – 7 tr in same space

SET-UP
Using Colour A, make a magic ring.
Row 1 (RS): 4 ch (counts as 1 tr and 1 ch), (1 tr, 2 ch, 1 tr, 1 ch, 1 tr) in ring, turn.
Row 2 (WS): 4 ch, 1 tr in first st, 1 tr in each st and ch to 2-ch sp,
(1 tr, 2 ch, 1 tr) in 2-ch sp, 1 tr in each st and ch to last st, (1 tr, 1 ch, 1 tr) in
last st, turn.
Repeat Row 2 until the shawl measures 65 cm down the centre spine, or until you have used
about 90 g of Colour A.

LACE BORDER
Join Colour B in the first st of the last row.
Row 1: 1 ch, 1 dc in each st to end, working (1 dc, 2 ch, 1 dc) in the centre 2-ch sp, turn.

Customers also bought
Cwm Mitts – 1 skein Merino 4 ply · Afon Cowl – 2 skeins Merino DK

© ffion pritchard / cwtch crochet 2025 · please don’t share this PDF · page 2 of 7`,
    expected: {
      title: 'Carreg Shawl',
      designer: 'Ffion Pritchard',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(2 * 400) }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
];
