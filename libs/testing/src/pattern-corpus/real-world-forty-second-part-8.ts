import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw42-15-malaysian-indie-amigurumi-axolotl-grams-per-colour',
    text: `Axel the Axolotl
amigurumi crochet pattern
Kampung Hook Studio
Pattern by Nurul Aziz
Kampung Hook Studio · Axel the Axolotl · 2
Finished size: approx. 20 cm long from nose to tail tip, when made
with the recommended yarn and hook.
Skill level: easy–intermediate (you should know how to work in con-
tinuous rounds, increase and decrease).
MATERIALS
Yarn: DK / light worsted milk cotton (50 g / 100 m)
Pink – 30 g (head, body, tail, legs)
Rose – 10 g (gills)
Black – a small amount for the mouth
Hook: 2.75 mm (US C-2)
Other: 8 mm safety eyes (1 pair), ﬁberﬁll stuﬃng (about 25 g), stitch
marker, tapestry needle, pins
GAUGE
Gauge is not important for this project, but work tightly so the
stuﬃng doesn’t show between the stitches.
NOTES
• This pattern uses US crochet terms.
• Axel is worked amigurumi style in continuous rounds (a spiral).
Do not join the rounds; use a stitch marker to mark the ﬁrst stitch
of each round and move it up as you go.
• The numbers in brackets [ ] at the end of each round are the stitch
count for that round.
ABBREVIATIONS
MR magic ring · ch chain · sc single crochet · inc 2 sc in same st ·
dec single crochet decrease (invisible) · sl st slip stitch · FLO
front loop only · BLO back loop only
2
Kampung Hook Studio · Axel the Axolotl · 3
HEAD
With Pink.
Rnd 1: 6 sc in MR [6]
Rnd 2: inc in each st around [12]
Rnd 3: (sc, inc) x 6 [18]
Rnd 4: (2 sc, inc) x 6 [24]
Rnd 5: (3 sc, inc) x 6 [30]
Rnd 6: (4 sc, inc) x 6 [36]
Rnd 7: (5 sc, inc) x 6 [42]
Rnds 8–15: sc in each st around [42]
Place the safety eyes between Rnds 11 and 12, 14 sts apart.
Rnd 16: (5 sc, dec) x 6 [36]
Rnd 17: (4 sc, dec) x 6 [30]
Rnd 18: (3 sc, dec) x 6 [24]
Embroider the mouth with Black between the eyes, 2 rnds below them.
Stuﬀ the head ﬁrmly. Do not fasten oﬀ; continue with the body.
More from Kampung Hook Studio: Kiki the Koi (45 g DK cotton) ·
Mochi the Manatee (60 g). © 2025 Kampung Hook Studio. You may sell
items you make from this pattern; please credit Nurul Aziz.
3`,
    expected: {
      title: 'Axel the Axolotl',
      designer: 'Nurul Aziz',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((30 + 10) / 50) * 100) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw42-16-south-african-indie-chunky-crochet-cardigan-grams-per-size',
    text: `FYNBOS
CARDIGAN
a chunky crochet cardigan with patch pockets
Pattern by Thandi Mokoena
Photography: Lerato Dlamini
Fynbos Cardigan – Thandi Mokoena Designs – page 2 of 7
This pattern is written in UK crochet terms.
SIZES
Size 1 2 3 4 5
To ﬁt bust (cm) 76–86 91–97 102–112 117–127 132–142
To ﬁt bust (in) 30–34 36–38 40–44 46–50 52–56
Finished bust (cm) 112 124 138 152 166
Length (cm) 64 66 68 70 72
The sample is size 2, worn with about 30 cm of ease.
MATERIALS
Yarn
Karoo Chunky by Highveld Yarns (100% wool; 100 g / 120 m), chunky
weight
Quantity
700 (800, 900, 1000, 1100) g in Protea Pink
Hooks
6 mm (US J-10) and 6.5 mm (US K-10½)
Notions
5 buttons, 30 mm; stitch markers; tapestry needle
TENSION
12 htr and 9 rows = 10 cm using 6.5 mm hook, after blocking.
CONSTRUCTION
The cardigan is worked in pieces from the bottom up and seamed.
The back and fronts are worked in htr from the ribbing to the
shoulders; the sleeves are worked from the cuﬀ up, then sewn in.
The front band and the patch pockets are added last.
ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · htr half treble · htr2tog
half treble 2 together · BLO back loop only · st(s) stitch(es)
2
Fynbos Cardigan – Thandi Mokoena Designs – page 3 of 7
BACK
Ribbing
With 6 mm hook, ch 11.
Row 1: 1 dc in 2nd ch from hook and in each ch to end, turn (10 dc).
Row 2: Ch 1 (does not count as st), 1 dc BLO in each st to end, turn.
Rep Row 2 until the ribbing measures 56 (62, 69, 76, 83) cm, slightly
stretched, ending after a WS row. Do not fasten oﬀ.
Body
Change to 6.5 mm hook and work along the long edge of the ribbing.
Row 1 (RS): Ch 2 (does not count as st), 67 (74, 83, 91, 100) htr
evenly along the row ends, turn.
Row 2: Ch 2, 1 htr in each st to end, turn.
Rep Row 2 until the back measures 42 (43, 44, 45, 46) cm including
the ribbing, ending after a WS row.
Shape armholes
Next row (RS): Ss in each of ﬁrst 4 (5, 6, 7, 8) sts, ch 2, 1 htr in each
st to last 4 (5, 6, 7, 8) sts, turn, leaving rem sts unworked.
© Thandi Mokoena Designs 2025 · Cape Town · Please do not share this ﬁle.
3`,
    expected: {
      title: 'Fynbos Cardigan',
      designer: 'Thandi Mokoena',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: '1', yards: m(7 * 120) },
        { size: '2', yards: m(8 * 120) },
        { size: '3', yards: m(9 * 120) },
        { size: '4', yards: m(10 * 120) },
        { size: '5', yards: m(11 * 120) },
      ],
      gauge: { stitches: 12, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      sizes: ['1', '2', '3', '4', '5'],
      techniques: ['bottom-up'],
    },
  },
];
