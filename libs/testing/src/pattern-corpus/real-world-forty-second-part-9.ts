import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw42-17-danish-yarn-company-bilingual-moss-stitch-blanket-balls-table',
    text: `NORDVIG GARN
Opskrift / Pattern 2318
Strandeng tæppe
Strandeng Blanket
Design: Mette Kjær
nordviggarn.dk
Nordvig Garn · 2318 Strandeng · side / page 2
Størrelse / Size
ca. 90 x 110 cm / approx. 90 x 110 cm
Garn / Yarn
Nordvig Bomuld-Uld (50 % bomuld, 50 % uld / 50% cotton, 50% wool;
50 g ≈ 105 m), DK
Farve / Colour	Nr. / Shade	Nøgler / Balls
A Sand	7102	6
B Salvie / Sage	7431	4
C Tang / Kelp	7455	4
D Hav / Sea	7610	2
Hæklenål / Crochet hook
4,5 mm
Hæklefasthed / Gauge
18 m og 20 r i mosmønster = 10 x 10 cm
18 sts and 20 rows in moss stitch = 10 x 10 cm
Husk at tjekke din hæklefasthed. / Remember to check your gauge.
2
Nordvig Garn · 2318 Strandeng · side / page 3
FORKORTELSER / ABBREVIATIONS (US terms)
lm / ch = luftmaske / chain
fm / sc = fastmaske / single crochet
km / sl st = kædemaske / slip stitch
lm-bue / ch-sp = luftmaskebue / chain space
MOSMØNSTER / MOSS STITCH
(Also called linen stitch or granite stitch.)
Row 1: Sc in 4th ch from hook, *ch 1, skip 1 ch, sc in next ch; rep
from * to end, turn.
Row 2: Ch 2 (counts as sc and ch-1 sp), sc in ﬁrst ch-sp, *ch 1, sc in
next ch-sp; rep from * to last sp, ch 1, sc in turning ch, turn.
Rep Row 2.
STRIBER / STRIPES
Stripe sequence: 10 rows A, 4 rows B, 4 rows A, 6 rows C, 2 rows D,
6 rows B, 10 rows A, 4 rows C, 2 rows D.
Work the 48-row sequence 4 times, then work 10 rows A.
TÆPPE / BLANKET
With A, ch 163.
Work Row 1 of moss stitch, then continue in moss stitch following
the stripe sequence. Change colour on the last sc of the row before
a new stripe. Carry A up the side; cut B, C and D.
KANT / BORDER
With A, work 1 round of sc around the whole blanket, working 3 sc
in each corner; join with sl st. Work 3 more rounds of sc, then 1
round of crab stitch (reverse sc). Fasten oﬀ.
Garn fås hos forhandlere / Yarn available from stockists: nordviggarn.dk
© Nordvig Garn 2025
3`,
    expected: {
      title: 'Strandeng Blanket',
      designer: 'Mette Kjær',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m((6 + 4 + 4 + 2) * 105) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
    },
  },
  {
    id: 'rw42-18-us-indie-crochet-baby-mobile-three-skeins-amigurumi-pieces',
    text: `little loop lane
CLOUD NINE BABY MOBILE
clouds, stars and a little moon to hang above the crib
pattern by Kendall Oyelaran
little loop lane — Cloud Nine Baby Mobile — page 2 of 6
SAFETY FIRST
A mobile is a decoration, not a toy. Hang it securely and well out of
baby’s reach, and check the cords and stitching regularly.
FINISHED SIZE
About 12" (30 cm) across at the hoop and 20" (51 cm) tall, hanging.
Each cloud is about 4½" (11.5 cm) wide.
MATERIALS
Yarn
Worsted weight cotton (50 g / 98 yds / 90 m per skein):
White – 1 skein (clouds)
Sunshine – 1 skein (stars and moon)
Pebble – 1 skein (hoop wrap and hanging cords)
I used Porchlight Cotton in Cloud, Marigold and Pebble.
Hook
US G-6 (4 mm)
Other
10" (25 cm) wooden embroidery hoop (inner ring only), polyester
ﬁberﬁll, stitch markers, tapestry needle, clear nylon thread (optional)
GAUGE
Gauge isn’t crucial for this project; just work tightly enough that the
stuﬃng won’t show through.
NOTES
• US terms throughout.
• The clouds, stars and moon are small amigurumi pieces worked in
continuous rounds; don’t join at the end of each round.
• Make 3 clouds, 4 stars and 1 moon.
2
little loop lane — Cloud Nine Baby Mobile — page 3 of 6
ABBREVIATIONS
MR magic ring · sc single crochet · inc 2 sc in next st · dec sc2tog ·
hdc half double crochet · dc double crochet · sl st slip stitch
STAR (make 4)
With Sunshine, make a MR.
Rnd 1: 5 sc in ring [5]
Rnd 2: inc in each st around [10]
Rnd 3: sc in each st around [10]
Points: *Ch 4, sl st in 2nd ch from hook, sc in next ch, hdc in next ch,
skip 1 st of Rnd 3, sl st in next st; rep from * 4 more times [5 points].
Fasten off, leaving a long tail. Make a second piece the same way,
hold the two pieces together and sew around, stuﬃng lightly.
CLOUD (make 3)
With White, make a MR.
Rnd 1: 6 sc in ring [6]
Rnd 2: inc in each st around [12]
Rnd 3: (sc, inc) x 6 [18]
Rnd 4: (2 sc, inc) x 6 [24]
Rnds 5–9: sc in each st around [24]
© little loop lane 2025 · for personal use · please link back, don’t repost
3`,
    expected: {
      title: 'Cloud Nine Baby Mobile',
      designer: 'Kendall Oyelaran',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 3 * 98 }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
