import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw26-15',
    text: `COMFORT IN EVERY CORNER
Care Home Lap Blanket Drive 2025
Organised by the Friends of Ashgrove House

We're collecting lap blankets for the residents of six care homes in the Tame Valley.
Every blanket goes to a named resident to keep. A few things we've learned:
- about 80 cm square is right: big enough for a lap, small enough not to trip on
- machine-washable yarn only, please (care-home laundry is washed hot)
- no buttons, beads or fringes
Drop-off: Ashgrove House reception, weekdays 9-5, by Friday 5 December.

COMFORT LAP BLANKET (corner-to-corner)
Pattern by volunteer Glenys Parry-Owusu
UK crochet terms

Finished size: approx. 80 x 80 cm
Yarn: 4 x 100 g balls of machine-washable aran (approx. 180 m per ball). Use one colour
throughout or change colour with each ball for wide diagonal stripes.
Hook: 5 mm (US H/8)
Tension: 6 tiles x 6 rows of tiles = 10 cm square (each tile is 3 ch and 3 tr)
Other: tapestry needle, a card label (see below)

NOTES
The blanket is worked corner-to-corner (C2C) in diagonal rows of tiles. You increase one
tile at the start of every row until the side edge measures 80 cm, then decrease one
tile at each end of every row back down to the last corner.
tr = treble (US double crochet) · dc = double crochet (US single crochet) · ch = chain
sl st = slip stitch · sp = space

INCREASING
Row 1: 6 ch, 1 tr in 4th ch from hook, 1 tr in each of next 2 ch. 1 tile.
Row 2: 6 ch, 1 tr in 4th ch from hook, 1 tr in each of next 2 ch, sl st into the 3-ch sp
of the tile below, 3 ch, 3 tr in the same sp. 2 tiles.
Row 3: 6 ch, 1 tr in 4th ch from hook, 1 tr in each of next 2 ch, *sl st into next 3-ch
sp, 3 ch, 3 tr in same sp; rep from * to end. 3 tiles.
Repeat Row 3 until one side edge measures 80 cm (about 48 rows).

DECREASING
Next row: Sl st across the first 3 tr and into the 3-ch sp, 3 ch, 3 tr in same sp,
*sl st into next 3-ch sp, 3 ch, 3 tr in same sp; rep from * to last tile, sl st in last sp.
Turn. Repeat this row until one tile remains. Fasten off.

BORDER
Round 1: Join yarn at any corner, 1 ch, work dc evenly around, with 3 dc in each corner.
Round 2: 1 ch, 1 dc in each dc around, with 3 dc in each corner st. Sl st to join.

Please pin a card to each blanket with the yarn's washing instructions.
Thank you to Tame Valley Wool Shop for donating 40 balls of yarn to the drive!
This sheet may be freely copied for charity use.`,
    expected: {
      title: 'Comfort Lap Blanket',
      designer: 'Glenys Parry-Owusu',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(720) }],
      gauge: { stitches: 6, rows: 6, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['corner-to-corner'],
    },
  },
  {
    id: 'rw26-16',
    text: `Knotwise · pattern export (text view)
Lagoon Tee · saved 2 Feb 2026 · 48 steps · 1,204 makers · 4.8 ★ (312 reviews)
Unlock the step-by-step player and row counter in the Knotwise app.

LAGOON TEE
Crochet pattern by Malia Fonoti-Greer

A relaxed summer tee with a plain body and an airy lace fan yoke. Made for cotton, made
for the beach bag, made to be worn over a swimsuit.

SIZES & AMOUNTS
Size            XS    S     M     L     XL    2XL
Finished bust   32    36    40    44    48    52     in
                81    91    102   112   122   132    cm
Balls           5     6     6     7     8     9

YARN
Tidepool Cotton (sport weight; 100% cotton; 50 g / 140 yds / 128 m per ball)

HOOKS
3.5 mm (E/4) for the edgings and 4 mm (G/6) for the body, or size to obtain gauge

GAUGE
20 dc and 11 rows = 4" (10 cm) with the larger hook, after blocking.
Lace yoke: 4 fan repeats = 4½" (11.5 cm).

CONSTRUCTION
The body is worked in joined rounds from the hem up to the underarms. The front and back
yokes are then worked flat in the lace fan stitch and seamed at the shoulders, and the
short sleeves are worked around the armholes.

ABBREVIATIONS (US)
ch chain · sl st slip stitch · sc single crochet · dc double crochet
fan (2 dc, ch 1, 2 dc) in the same st · sk skip

BODY
With larger hook, ch 160 (180, 200, 220, 240, 260); join with sl st to first ch,
being careful not to twist.
Rnd 1: Ch 3 (counts as dc), dc in each ch around; join with sl st to top of ch-3.
Rnds 2-30 (30, 32, 32, 34, 34): Ch 3, dc in each st around; join.

FRONT YOKE
Row 1 (RS): Ch 3, sk 1 st, *sk 1 st, fan in next st, sk 2 sts; rep from * across
80 (90, 100, 110, 120, 130) sts, dc in last st; turn.

Top review · Kalea P. · ★★★★★ "I made the 2XL 4" longer and used 10 balls. Love it!"
Questions? Tap "Ask the designer" in the app.
© 2026 Malia Fonoti-Greer. Sold on Knotwise. Personal use only.`,
    expected: {
      title: 'Lagoon Tee',
      designer: 'Malia Fonoti-Greer',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 700 },
        { size: 'S', yards: 840 },
        { size: 'M', yards: 840 },
        { size: 'L', yards: 980 },
        { size: 'XL', yards: 1120 },
        { size: '2XL', yards: 1260 },
      ],
      gauge: { stitches: 20, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['bottom-up', 'in the round', 'lace'],
    },
  },
];
