import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw46-17-korean-designer-amigurumi-hedgehog-grams',
    text: `Bori the
Hedgehog
amigurumi pattern · English edition
Pattern by Seo Min-ji · studio dalbit
page 1 of 8
FINISHED SIZE
Approx. 11 cm long and 8 cm tall when made with the recommended yarn
and hook
MATERIALS
Yarn
Milk cotton yarn, DK (light #3), 50 g / 125 m
Brown (spines and back): 25 g
Beige (face, tummy, feet): 15 g
Black: a small amount for the nose
Hook
2.75 mm (US C-2)
Other
6 mm safety eyes (1 pair), fiberfill approx. 15 g, stitch marker,
tapestry needle, pink embroidery thread for the cheeks (optional)
GAUGE
Gauge isn’t important for this pattern. Use a hook small enough that the
stuffing does not show through the stitches.
studio dalbit · Bori the Hedgehog · page 2 of 8
NOTES
• The hedgehog is worked in continuous rounds (spiral) – do not join at the end
of the round. Move your stitch marker up at the start of every round.
• The spines are made with loop stitch on the back of the body.
• US crochet terms are used.
ABBREVIATIONS
MR magic ring; sc single crochet; inc 2 sc in the same stitch; dec invisible
decrease; lp loop stitch; BLO back loop only; FO fasten off
( ) number of stitches at the end of the round
HEAD AND BODY
With Beige, start at the nose.
Rnd 1: 6 sc in MR (6)
Rnd 2: [sc, inc] x 3 (9)
Rnd 3: [2 sc, inc] x 3 (12)
Rnd 4: [3 sc, inc] x 3 (15)
Rnd 5: [4 sc, inc] x 3 (18)
Rnd 6: [2 sc, inc] x 6 (24)
Rnd 7-8: sc around (24)
Rnd 9: 9 sc, change to Brown, 15 lp (24)
Rnd 10: 9 sc with Beige, [2 sc, inc] x 5 with Brown (29)
studio dalbit · Bori the Hedgehog · page 3 of 8
Place the safety eyes between Rnd 6 and 7, 6 stitches apart.
Tip: if you stuff as you go it is easier to shape the snout.
© 2025 studio dalbit / Seo Min-ji. Do not copy, share or sell this pattern.
Finished toys may be sold in small quantities with credit to the designer.`,
    expected: {
      title: 'Bori the Hedgehog',
      designer: 'Seo Min-ji',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m((40 / 50) * 125) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw46-18-canadian-indie-crochet-baby-raglan-sweater-months',
    text: `PUDDLE
JUMPER
a top-down crochet raglan for babies & toddlers
crochet pattern by Chloé Tremblay
maple & moss crochet — Puddle Jumper — page 2 of 7
SIZES
0-6 (6-12, 12-18, 18-24) months
Finished chest: 20 (22, 24, 26)" / 51 (56, 61, 66) cm
Length from back neck: 10 (11½, 13, 14½)" / 25.5 (29, 33, 37) cm
Sample shown in size 12-18 months.
MATERIALS
Yarn
DK weight yarn
Sample: Riverbend DK (100% superwash merino; 100 g / 246 yds / 225 m) in
Puddle Grey, 2 (2, 3, 3) skeins
Hooks
US G-6 (4 mm) for ribbing
US 7 (4.5 mm) for body and sleeves
Notions
Locking stitch markers, tapestry needle, 2 buttons ½" / 13 mm for the shoulder
placket
GAUGE
18 sts and 14 rows = 4" / 10 cm in hdc with US 7 (4.5 mm) hook, blocked.
maple & moss crochet — Puddle Jumper — page 3 of 7
CONSTRUCTION
This sweater is crocheted seamlessly from the top down. The yoke is worked in
rows with raglan increases, then joined at the front to continue in joined rounds.
The body is worked down to the hem and the sleeves are worked in joined rounds
from the armholes. The ribbing at neck, hem and cuffs is added last.
Turning ch does not count as a stitch.
YOKE
With US 7 (4.5 mm) hook, ch 44 (48, 52, 56).
Row 1 (RS): Hdc in 2nd ch from hook and in next 6 (7, 7, 8) ch, pm in last st
made (front), hdc in next 6 ch (sleeve), pm, hdc in next 16 (18, 20, 22) ch
(back), pm, hdc in next 6 ch (sleeve), pm, hdc in last 8 (9, 11, 12) ch (front),
turn—43 (47, 51, 55) sts.
Row 2 (WS): Ch 1, hdc in each st across, turn.
Row 3 (inc row): Ch 1, *hdc in each st to 1 st before m, 2 hdc in next st, move m,
2 hdc in next st; rep from * 3 more times, hdc to end, turn—8 sts inc’d.
Rep Rows 2-3 until there are 99 (111, 123, 135) sts.
JOIN
Next rnd: Ch 1, hdc in each st around, join with sl st to first hdc of round.
maple & moss crochet — Puddle Jumper — page 4 of 7
© Chloé Tremblay 2025 · mapleandmosscrochet.ca
Personal use only · Ne pas partager / Do not share`,
    expected: {
      title: 'Puddle Jumper',
      designer: 'Chloé Tremblay',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-6 months', yards: 2 * 246 },
        { size: '6-12 months', yards: 2 * 246 },
        { size: '12-18 months', yards: 3 * 246 },
        { size: '18-24 months', yards: 3 * 246 },
      ],
      gauge: { stitches: 18, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['0-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
