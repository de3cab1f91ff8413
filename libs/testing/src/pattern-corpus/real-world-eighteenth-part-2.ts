import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_EIGHTEENTH_CASES (split for the file-size rule; see real-world-eighteenth.ts). */
export const REAL_WORLD_EIGHTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw18-05',
    text: `BRACKENRIDGE MILLS
Free Pattern | Homeware | BM-H022

Snug Giant Cable Throw
Design by Tamsin Oyelaran

Time to make: a cosy weekend    Skill: ●●○ Improver    Yarn weight: (6) Super Chunky

FINISHED SIZE
Approx. 110 cm x 140 cm (43" x 55")

YOU WILL NEED
10 x 200 g balls of Brackenridge Mega (100% wool; 80 m / 87 yds per ball) in Oatcake
(shade 205)
15 mm (US 19) circular needle, 100 cm long – the throw is worked flat, back and forth
Large cable needle, tapestry needle

TENSION
6 sts and 8 rows to 10 cm over stocking stitch using 15 mm needles.

ABBREVIATIONS
C8B – slip 4 sts onto cable needle and hold at back, k4, then k4 from cable needle
C8F – slip 4 sts onto cable needle and hold at front, k4, then k4 from cable needle
k – knit  p – purl  st(s) – stitch(es)  rep – repeat

PATTERN
Cast on 76 sts loosely.
Rows 1-6: Knit (garter border).
Row 7 (RS): K4, *p2, k8, p2; rep from * to last 4 sts, k4.

Share your makes with #BrackenridgeKnits – we love seeing them!
Brackenridge Mills, Calder Bridge, West Yorkshire · brackenridgemills.co.uk · Page 1 of 2`,
    expected: {
      title: 'Snug Giant Cable Throw',
      designer: 'Tamsin Oyelaran',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 870 }],
      gauge: { stitches: 6, rows: 8, inches: 4 },
      needle_sizes: [{ us: '19', mm: 15 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw18-06',
    text: `THE WOOLGATHERER · ISSUE 57 · AUTUMN 2025                                     PATTERNS

Fellwalker Slipover
A textured slipover for crisp walks, in a hard-wearing 4 ply.
Design: Rhiannon Tull | Photography: Sam Okafor

SIZES
To fit chest    97-102    107-112    117-122    127-132    cm
                38-40     42-44      46-48      50-52      in
Actual chest    108       118        128        138        cm
Length          64        66         68         70         cm

YOU WILL NEED
□ Cattermole 4 Ply (75% wool, 25% nylon; 50g/205m)
  4 (5, 5, 6) x 50g balls in Moss 411
□ Pair each of 2.75mm (UK 12/US 2) and 3.25mm (UK 10/US 3) needles
□ 2.75mm circular needle, 60cm, for the neck and armbands
□ Stitch holders and markers

TENSION
28 sts and 36 rows to 10cm over st st using 3.25mm needles

ABOUT THIS PATTERN
The back and front are knitted separately from the bottom up and joined at the shoulders.
The moss-stitch diamonds are worked from the chart on page 59.

SUBSCRIBE TODAY: 3 issues for £5 – turn to page 96
NEXT ISSUE: chunky cabled cardigans and a brioche cowl in Skerrydale Chunky (2 x 100g balls)

56 THE WOOLGATHERER`,
    expected: {
      title: 'Fellwalker Slipover',
      designer: 'Rhiannon Tull',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '97-102', yards: m(820) },
        { size: '107-112', yards: m(1025) },
        { size: '117-122', yards: m(1025) },
        { size: '127-132', yards: m(1230) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['97-102', '107-112', '117-122', '127-132'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw18-07',
    text: `Kestrel Mittens
Stranded colourwork mittens · Yuki Hollander Designs

Pattern & photos © Yuki Hollander 2025. Sold via Ravelry and my own shop. Please respect
my work and do not share this file.

SIZES
Child (Woman, Man)
Hand circumference: 15 (18, 21) cm
Length, cuff to tip: 17 (22, 25) cm

YARN
Fingering weight wool – I used Holmgaard Spelsau (100% wool, 25 g / 105 m)
MC (Charcoal): 30 (45, 60) g
CC (Birch): 15 (20, 25) g

NEEDLES
2.7 mm (JP 2) and 3.0 mm (JP 3 / US 2½) double-pointed needles, or long circulars
for magic loop

GAUGE
32 sts and 34 rounds = 10 cm in the colourwork pattern with 3.0 mm needles, blocked.

NOTES
The mittens are worked in the round from the cuff up. The thumb gusset grows between two
markers and its stitches are put on waste yarn; the hand is finished with a pointed top.
Carry the CC in your left hand for colour dominance.

Kestrel Mittens – page 1                              yukihollander.com · @yukihollander`,
    expected: {
      title: 'Kestrel Mittens',
      designer: 'Yuki Hollander',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Child', yards: m(189) },
        { size: 'Woman', yards: m(273) },
        { size: 'Man', yards: m(357) },
      ],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: null, mm: 2.7 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw18-08',
    text: `DRIFTLINE
a two-colour garter and lace shawl
Noor Castellanos

Yarn
Sport weight, approx. 420–460 m / 459–503 yds in total:
   Colour A: 260–280 m (284–306 yds)
   Colour B: 160–180 m (175–197 yds)
The sample is knit in Saltwick Merino Sport in Kelp (A) and Sea Glass (B).

Needles
4 mm (US 6) circular needle, 80 cm / 32"

Gauge
20 sts and 36 rows = 10 cm / 4" in garter stitch after blocking.
Gauge is not critical, but a different gauge will change your yardage.

Finished measurements
Wingspan 190 cm, depth at centre 70 cm, after blocking.

Notions
Stitch markers, tapestry needle, blocking wires and pins

Construction
Driftline begins with a garter tab and is worked top-down from the centre neck. The
garter body is striped in A and B and finished with a lace edging worked in Colour B.

ravelry.com/designers/noor-castellanos · #driftlineshawl                                2`,
    expected: {
      title: 'Driftline',
      designer: 'Noor Castellanos',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 503 }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
