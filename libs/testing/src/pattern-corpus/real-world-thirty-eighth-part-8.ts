import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_8 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw38-15-scottish-indie-amigurumi-highland-cow-grams-per-colour',
    text: `HAMISH
THE HIGHLAND COW
amigurumi crochet pattern
Wee Hookery
Hamish the Highland Cow | Wee Hookery | page 2
Pattern by Fiona Gillies
Hamish is a shaggy wee coo who sits about 20 cm tall. His head, body and
legs are crocheted in continuous rounds (amigurumi style), and his fringe
is made with loop stitches so it can be brushed out or left curly.
Finished size: approx. 20 cm tall, 18 cm long
WHAT YOU’LL NEED
Yarn: DK acrylic, 100 g = 300 m
Ginger 60 g
Dark brown 15 g
Cream 10 g (horns)
Black – a few metres for the nostrils
Hook: 3.5 mm (US E/4)
Other: 10 mm safety eyes, toy stuffing (approx. 60 g), stitch marker,
tapestry needle, a pet slicker brush (optional, for the fringe)
Gauge isn’t important for toys, but use a hook small enough to make a
tight fabric so the stuffing doesn’t show through.
Hamish the Highland Cow | Wee Hookery | page 3
ABBREVIATIONS (US terms)
MR magic ring
sc single crochet
inc 2 sc in the same stitch
dec single crochet 2 together (invisible decrease)
lp st loop stitch
FLO front loop only
(6) number of stitches at the end of the round
NOTES
Work in continuous rounds without joining; move your stitch marker up
at the start of every round.
HEAD
With Ginger.
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: [sc, inc] x 6 (18)
Rnd 4: [2 sc, inc] x 6 (24)
Rnd 5: [3 sc, inc] x 6 (30)
Rnd 6: [4 sc, inc] x 6 (36)
Rnds 7-14: sc around (36)
Insert the safety eyes between Rnds 11 and 12, 7 stitches apart.
Rnd 15: [4 sc, dec] x 6 (30)
Rnd 16: [3 sc, dec] x 6 (24)
Start stuffing the head firmly.
Rnd 17: [2 sc, dec] x 6 (18)
Rnd 18: [sc, dec] x 6 (12)
Rnd 19: dec x 6 (6)
Fasten off, leaving a long tail. Close the hole and weave in the end.
Hamish the Highland Cow | Wee Hookery | page 4
© Wee Hookery 2025 · You may sell items you make from this pattern;
please credit Wee Hookery as the designer.`,
    expected: {
      title: 'Hamish the Highland Cow',
      designer: 'Fiona Gillies',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((60 + 15 + 10) * 300) / 100) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw38-16-us-indie-lace-shrug-paired-sizes-skeins',
    text: `SOLSTICE SHRUG
an airy lace shrug, worked cuff to cuff
design by Bea Lindqvist
Lindqvist Crochet
Solstice Shrug / Lindqvist Crochet / page 1 of 5
Solstice Shrug / Lindqvist Crochet / page 2 of 5
ABOUT
Solstice is the little cover-up I reach for all summer. It’s worked flat as
one long rectangle in an airy lace pattern, from one cuff to the other,
then the sleeve seams are sewn and a ribbed band is worked in joined
rounds all the way around the body opening.
SIZES
S/M (L/XL, 2X/3X)
Cuff to cuff: 54 (58, 62)" / 137 (147.5, 157.5) cm
Width (before seaming): 17 (19, 21)" / 43 (48, 53.5) cm
MATERIALS
Yarn
DK weight (#3 light). Shown in Harbor Merino DK (100% merino; 100 g;
339 yds / 310 m) in Driftwood.
2 (3, 3) skeins
Hooks
US G-6 (4 mm) for the ribbed band
US H-8 (5 mm) for the body
Notions
Stitch markers, tapestry needle
GAUGE
14 dc and 8 rows = 4" (10 cm) with larger hook
In lace pattern: 2 repeats and 8 rows = 4" (10 cm), blocked
Solstice Shrug / Lindqvist Crochet / page 3 of 5
STITCH GUIDE
V-st: (dc, ch 1, dc) in the same stitch or space
Shell: (2 dc, ch 2, 2 dc) in the same stitch or space
fpdc / bpdc: front / back post double crochet
LACE PATTERN (multiple of 8 + 2)
Row 1 (RS): Ch 3 (counts as dc here and throughout), *sk 3 ch, shell in
next ch, sk 3 ch, V-st in next ch; rep from * ending dc in last ch.
Row 2: Ch 3, *shell in ch-2 sp of next shell, V-st in ch-1 sp of next
V-st; rep from * ending dc in top of turning ch.
Rep Row 2 for patt.
BODY
With larger hook, ch 66 (74, 82).
Work Row 1 of Lace Pattern. 8 (9, 10) shells.
Work even in patt until piece measures 54 (58, 62)" from beg, or desired
length. Fasten off.
Fold piece in half lengthwise and seam each long edge for 14 (15, 16)"
from the cuff to form the sleeves.
© 2025 Bea Lindqvist · lindqvistcrochet.com · for personal use only`,
    expected: {
      title: 'Solstice Shrug',
      designer: 'Bea Lindqvist',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S/M', yards: 2 * 339 },
        { size: 'L/XL', yards: 3 * 339 },
        { size: '2X/3X', yards: 3 * 339 },
      ],
      gauge: { stitches: 14, rows: 8, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL', '2X/3X'],
      techniques: ['lace', 'in the round'],
    },
  },
];
