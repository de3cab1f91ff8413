import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_NINTH_CASES_PART_1 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw39-01-ravelry-saddle-shoulder-cabled-pullover',
    text: `wild carrot knitwear

MILLBROOK
a saddle-shoulder pullover with twin cables

This pattern was purchased on Ravelry by jess_knits_things on March 3, 2025 (order 88412031).
Thank you for supporting independent design!

Design by Rachel Whitcombe
Technical editing: Dana Pruitt · Photography: Owen Lake

SIZES
XS (S, M, L, XL, 2X, 3X, 4X)
Finished bust: 34 (37½, 41, 44½, 48, 51½, 55, 58½)" / 86.5 (95, 104, 113, 122, 131, 139.5, 148.5) cm
Length to underarm: 15 (15, 15½, 15½, 16, 16, 16½, 16½)" / 38 (38, 39.5, 39.5, 40.5, 40.5, 42, 42) cm
Intended to be worn with 4–8" / 10–20 cm of positive ease. The sample is a size M worn on a 35" bust.

MATERIALS
Yarn: Sheepfold Worsted (100% Corriedale wool; 218 yds / 199 m per 100 g skein), worsted weight
Yardage: 1,090 (1,180, 1,290, 1,400, 1,520, 1,640, 1,760, 1,880) yds /
997 (1,079, 1,180, 1,280, 1,390, 1,500, 1,609, 1,719) m
Sample shown in colorway Rosehip; 6 skeins were used for the size M.
Needles: US 6 (4 mm) 16" and 32" circular needles for ribbing and neckband
US 8 (5 mm) 32" circular needle (or straights) for body and sleeves
Notions: cable needle, 4 stitch markers, removable markers, tapestry needle

GAUGE
18 sts and 24 rows = 4" / 10 cm in stockinette stitch on US 8 needles, after blocking.
28-st Twin Cable panel measures 4¾" / 12 cm wide.

CONSTRUCTION
Millbrook is worked in pieces from the bottom up. The back, front and sleeves are knit
flat; each sleeve continues into a saddle strap that carries the twin cables over the
top of the shoulder. Pieces are seamed and the neckband is picked up and knit last.

TESTER NOTES
"Made the M with 3 inches extra length in the body and used just under 1,300 yds." – Holly
"I went down a needle size for the cables and loved the result." – Priya

ABBREVIATIONS
C4B – slip 2 sts to cable needle, hold in back, k2, k2 from cable needle
C4F – slip 2 sts to cable needle, hold in front, k2, k2 from cable needle
k – knit · p – purl · sm – slip marker · RS – right side · WS – wrong side

BACK
With US 6 needle, cast on 86 (94, 102, 110, 118, 126, 134, 142) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Work in 2x2 rib as set for 2½" / 6.5 cm, ending with a WS row.
Change to US 8 needle and work in stockinette until piece measures 15 (15, 15½, 15½,
16, 16, 16½, 16½)" from cast-on edge, ending with a WS row.

More from wild carrot knitwear
Bittersweet Cardigan – 1,250–2,100 yds worsted
Hedgerow Cowl – 220 yds DK · Thornfield Socks – 400 yds fingering

© 2025 Rachel Whitcombe / wild carrot knitwear. For personal use only; please do not share or resell.
wildcarrotknitwear.com                                                              page 2 of 8`,
    expected: {
      title: 'Millbrook',
      designer: 'Rachel Whitcombe',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1090 },
        { size: 'S', yards: 1180 },
        { size: 'M', yards: 1290 },
        { size: 'L', yards: 1400 },
        { size: 'XL', yards: 1520 },
        { size: '2X', yards: 1640 },
        { size: '3X', yards: 1760 },
        { size: '4X', yards: 1880 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw39-02-payhip-toddler-dungarees-grams-per-size',
    text: `Payhip · Order PH-2025-55190 · Puddle Dungarees (PDF download) · £6.50
Thank you for your order, Lauren! Your download link is valid for 30 days.

PUDDLE DUNGAREES
knitted dungarees for little ones

pattern & photos: harriet ames
little wren knits · littlewrenknits.co.uk

SIZES
6-12 months (1-2, 2-3, 3-4 years)
To fit chest: 46 (51, 53, 56) cm / 18 (20, 21, 22) in
Finished hip: 58 (62, 66, 70) cm / 22¾ (24½, 26, 27½) in
Inside leg: 15 (19, 23, 27) cm / 6 (7½, 9, 10¾) in
The sample is size 1-2 years, modelled by Ivy (20 months).

YOU WILL NEED
Yarn: Wren & Willow Merino DK (100% superwash merino; 50 g / 115 m)
150 (200, 250, 300) g – that’s 3 (4, 5, 6) balls – shown in Puddle
Needles: 3.25 mm and 4 mm circular needles, 40 cm long
3.25 mm and 4 mm double-pointed needles (or your preferred method for small circumferences)
Notions: 2 × 15 mm buttons, stitch markers, waste yarn, tapestry needle

TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles, after washing and blocking.
Please check your tension – little legs grow fast, but dungarees that are too short don’t!

CONSTRUCTION
The dungarees are knitted top down in the round, beginning at the waistband. German short
rows add extra height at the back to leave room for a nappy. At the crotch the stitches are
divided and each leg is worked in the round down to the cuff. Finally the bib and straps are
picked up from the front waist and worked flat, with buttonholes at the ends of the straps.

ABBREVIATIONS
k – knit   p – purl   k2tog – knit 2 together   ssk – slip, slip, knit
DS – double stitch (German short rows)   pm – place marker   BOR – beginning of round

WAISTBAND
Using 3.25 mm circular needle, cast on 116 (124, 132, 140) sts. Place marker for BOR and
join to work in the round, taking care not to twist.
Rnd 1: *K1, p1; rep from * to end.
Repeat Rnd 1 until waistband measures 3 cm.
Change to 4 mm circular needle and knit 1 round.

BACK SHAPING (German short rows)
Short row 1 (RS): K 20 (22, 24, 26), turn.
Short row 2 (WS): Make DS, p to BOR, sm, p 20 (22, 24, 26), turn.
Short row 3: Make DS, k to DS, work DS as one st, k3, turn.
Short row 4: Make DS, p to DS, work DS as one st, p3, turn.
Repeat Short rows 3 and 4 twice more, then knit to BOR, working the remaining DS as one st.

Tester notes: “My size 2-3 used 212 g with the legs lengthened by 2 cm.” – Sophie
More from little wren knits: Puddle Hat (1 ball Merino DK) · Pebble Cardigan (3-6 balls)

© Harriet Ames 2025 · For personal use only · Page 2 of 6`,
    expected: {
      title: 'Puddle Dungarees',
      designer: 'Harriet Ames',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '6-12 months', yards: m((150 / 50) * 115) },
        { size: '1-2 years', yards: m((200 / 50) * 115) },
        { size: '2-3 years', yards: m((250 / 50) * 115) },
        { size: '3-4 years', yards: m((300 / 50) * 115) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['6-12 months', '1-2 years', '2-3 years', '3-4 years'],
      techniques: ['top-down', 'in the round', 'short rows'],
    },
  },
];
