import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw43-15-portuguese-mill-translated-child-crochet-dress',
    text: `FIOS DA RIBEIRA · Receita gratuita / Free pattern N.º 318 · English

Vestido Margarida / Margarida Dress
Crochet dress for girls

Design: Inês Carvalho
Translation: Sarah Collins
Photography: Fios da Ribeira

SIZES
2 (4, 6, 8) anos / years
Chest: 54 (58, 63, 68) cm
Total length from shoulder: 44 (50, 56, 62) cm

MATERIALS
Yarn: Ribeira Algodão DK (100% mercerised cotton, 50 g = approx. 125 m)
200 (250, 300, 350) g in colour 22 Limão
Crochet hooks 3.5 mm and 4 mm
3 small buttons, stitch markers, wool needle

GAUGE
20 dc and 10 rows = 10 x 10 cm with 4 mm hook (US terms).
6 fans of the skirt pattern = 15 cm wide.

ABBREVIATIONS (US TERMS)
ch = chain
sc = single crochet
dc = double crochet
sl st = slip stitch
fan = 5 dc in the same stitch

HOW THE DRESS IS WORKED
The dress is crocheted from the top down. The yoke is worked back and forth in rows with a small
opening at the back, then joined and continued in rounds. Sleeve stitches are skipped, and the
skirt is worked in rounds in a lace fan pattern down to the hem. Finish with a picot edge.

YOKE
With 4 mm hook, ch 64 (68, 72, 76). Row 1: 1 dc in 4th ch from hook, 1 dc in each ch to end.
Row 2: Ch 3 (counts as 1 dc), *1 dc in each of next 2 dc, 2 dc in next dc; repeat from *.

TIP FROM INÊS: The cotton is not elastic, so make sure the neck opening goes easily over the
child's head before you continue.

--------------------------------------------------------------------------------
Other free patterns in Ribeira Algodão DK: Margarida Hat (50 g), Margarida Bag (100 g),
Baby Blanket Mar (400 g).
Find a shop near you: fiosdaribeira.pt/lojas
© Fios da Ribeira, Lda. 2026 – Guimarães, Portugal. For private use only.          página 1 / 3`,
    expected: {
      title: 'Margarida Dress',
      designer: 'Inês Carvalho',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(500) },
        { size: '4 years', yards: m(625) },
        { size: '6 years', yards: m(750) },
        { size: '8 years', yards: m(875) },
      ],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw43-16-uk-kofi-toe-up-crochet-socks',
    text: `Ko-fi Shop · Order #KF-2611-04839 · Hedgerow Socks – crochet PDF pattern · £4.00
Thank you so much for buying from my little shop!

rosie hartley crochet

HEDGEROW SOCKS
toe-up crochet socks with a textured leg

designed by Rosie Hartley

SIZES
UK 3-5 (6-8, 9-11)
Foot circumference: 20 (22, 24) cm
Foot length is fully adjustable – try them on as you go!

YARN
Fellside Sock 4 ply (75% Bluefaced Leicester, 25% nylon; 100 g / 400 m)
1 (1, 2) skeins, shown in Sloe
One skein makes a pair of the two smaller sizes; the largest size needs a little of a second skein.

HOOK
3.25 mm (UK 10 / US D-3) crochet hook

NOTIONS
Stitch markers, a length of waste yarn, darning needle

TENSION
26 dc and 28 rounds to 10 cm over double crochet worked in the round (UK terms).

NOTES
This pattern is written in UK terms. A US conversion table is on page 2.
The socks are worked from the toe up in the round, with an afterthought heel. The toe is worked in
continuous rounds; the foot and leg are worked in joined rounds so the textured pattern lines up.

ABBREVIATIONS (UK)
ch chain · dc double crochet · htr half treble · ss slip stitch · st(s) stitch(es)
dc2tog double crochet 2 together · FLO front loop only · BLO back loop only

TOE
Make a magic loop, 6 dc into the loop. (6 sts)
Round 1: 2 dc in each st. (12 sts)
Round 2: *1 dc, 2 dc in next st; rep from * around. (18 sts)

TESTER NOTES
"I made size 6-8 with a 3.5 mm hook and used 84 g." – Becca
"Size 9-11 used 112 g, so yes, you need that second skein." – Tom

Want more? Ko-fi members get every new pattern plus the Hedgerow Mitts (1 skein) free.

© Rosie Hartley 2026 · Please don't share or sell this pattern · roseyhartleycrochet.co.uk  p.1`,
    expected: {
      title: 'Hedgerow Socks',
      designer: 'Rosie Hartley',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '3-5', yards: m(400) },
        { size: '6-8', yards: m(400) },
        { size: '9-11', yards: m(800) },
      ],
      gauge: { stitches: 26, rows: 28, inches: 4 },
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      sizes: ['3-5', '6-8', '9-11'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
