import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_NINTH_CASES_PART_8 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw39-15-australian-own-shop-crochet-tee-au-dress-sizes',
    text: `wattle & loop · Order #WL1182 · Saltwater Tee crochet pattern (PDF) · AUD $12.00
Free shipping on yarn orders over $100 Australia-wide!

SALTWATER TEE
crochet pattern by Mia Delaney

This pattern is written in Australian/UK crochet terms (tr = US double crochet).

SIZES
AU 8 (10, 12, 14, 16, 18, 20, 22)
To fit bust: 82 (87, 92, 97, 102, 107, 112, 117) cm
Finished bust: 96 (101, 106, 111, 116, 121, 126, 131) cm – a relaxed, boxy fit
The sample is a size 10 in Seafoam, worn with 14 cm of ease; it used 316 g.

YARN
8 ply (DK) cotton. I used Bondi Cotton 8 ply (100% cotton; 50 g balls, approx. 102 m).
Grams: 300 (330, 360, 400, 440, 480, 520, 560) g

HOOKS
3.5 mm (US E-4) for the ribbing
4 mm (US G-6) for the body and sleeves

TENSION
18 tr and 10 rows to 10 cm over tr using 4 mm hook, after washing and drying flat.

CONSTRUCTION
The front and back are worked flat from the hem up and seamed at the shoulders and sides.
The sleeves are worked in joined rounds straight from the armhole edges, and the neckband
is added last.

ABBREVIATIONS
ch chain · ss slip stitch · dc double crochet · tr treble · st(s) stitch(es)
RS right side · FPtr / BPtr front / back post treble

BACK
Ribbing: Using 3.5 mm hook, ch 9.
Row 1: 1 dc in 2nd ch from hook and in each ch to end, turn. (8 dc)
Row 2: 1 ch, 1 dc in back loop of each dc to end, turn.
Repeat Row 2 until ribbing measures 48 (50.5, 53, 55.5, 58, 60.5, 63, 65.5) cm.
Do not fasten off; turn to work along one long edge.
Change to 4 mm hook.
Row 1 (RS): 3 ch (counts as 1 tr), work 85 (89, 95, 99, 103, 109, 113, 117) tr evenly
along the edge, turn. 86 (90, 96, 100, 104, 110, 114, 118) sts.
Row 2: 3 ch, 1 tr in each st to end, turn.
Repeat Row 2 until back measures 30 (30, 31, 31, 32, 32, 33, 33) cm from the lower edge.

Shape armholes: ss across 4 (4, 5, 5, 6, 6, 7, 7) sts, 3 ch, 1 tr in each st to last
4 (4, 5, 5, 6, 6, 7, 7) sts, turn.

You may also like: Coogee Cardigan – 13 (13, 14, 15, 16, 17, 18, 19) balls 8 ply cotton
Follow @wattleandloop for tips, yarn restocks and new releases.

© Mia Delaney / wattle & loop 2025 · wattleandloop.com.au · page 2 of 9`,
    expected: {
      title: 'Saltwater Tee',
      designer: 'Mia Delaney',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '8', yards: m((300 / 50) * 102) },
        { size: '10', yards: m((330 / 50) * 102) },
        { size: '12', yards: m((360 / 50) * 102) },
        { size: '14', yards: m((400 / 50) * 102) },
        { size: '16', yards: m((440 / 50) * 102) },
        { size: '18', yards: m((480 / 50) * 102) },
        { size: '20', yards: m((520 / 50) * 102) },
        { size: '22', yards: m((560 / 50) * 102) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['8', '10', '12', '14', '16', '18', '20', '22'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw39-16-dutch-yarn-company-puff-stitch-cot-blanket',
    text: `NL | EN | DE                                              Garen & Zo · Patronen / Patterns

Patroon / Pattern 2519

DUINROOS WIEGDEKEN
DUINROOS COT BLANKET

Ontwerp / Design: Femke de Wit
Vertaling / Translation: Joke Visser

This pattern uses UK crochet terms.

Size: approx. 70 x 90 cm

Materials
Garen & Zo Katoen Merino (55% cotton, 45% merino; 50 g ≈ 125 m), DK
Colour 04 Zand (sand): 4 balls
Colour 11 Oker (ochre): 2 balls
Colour 01 Ecru: 2 balls
Crochet hooks 4 mm and 4.5 mm
Tapestry needle

Tension
18 htr and 13 rows = 10 x 10 cm with hook 4.5 mm.
In puff stitch pattern: 7 puffs = 10 cm.

Pattern notes
The blanket is worked in rows, in stripes of puff stitch and htr. When the centre is
finished, a shell border is worked all around with the 4 mm hook. Weave in the ends as
you go – there are quite a few of them!

Abbreviations
ch = chain, ss = slip stitch, dc = double crochet, htr = half treble crochet,
tr = treble crochet, sp = space
puff = (yarn over, insert hook, yarn over and pull up a loop) 4 times in the same stitch,
yarn over and pull through all 9 loops on the hook

Stripe sequence
8 rows Zand, 2 rows Oker, 2 rows Ecru, 2 rows Oker.
Repeat these 14 rows 7 times more, then work 8 rows Zand.

Blanket
With 4.5 mm hook and Zand, make 128 ch.
Row 1: 1 htr in 3rd ch from hook, 1 htr in each ch to end, turn. (126 htr)
Row 2: 2 ch (does not count as a st), 1 htr in each st to end, turn.
Rows 3–8: As Row 2.
Change to Oker.
Row 9: 1 ch, 1 dc in first st, *1 puff in next st, 1 ch, skip 1 st; rep from * to last st,
1 dc in last st, turn.
Row 10: 2 ch, 1 htr in each puff and each ch-sp to end, turn.

Border
With 4 mm hook and Ecru, join yarn in any corner. 1 ch, work dc evenly around the blanket,
3 dc in each corner, join with ss.

Bekijk ook / See also
Duinroos Babymuts / Baby Hat – 1 ball Zand, 1 ball Oker
Duinroos Knuffeldoekje / Comforter – 1 ball Ecru

garenenzo.nl · © Garen & Zo B.V. · page 1/2`,
    expected: {
      title: 'Duinroos Cot Blanket',
      designer: 'Femke de Wit',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m((4 + 2 + 2) * 125) }],
      gauge: { stitches: 18, rows: 13, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
    },
  },
];
