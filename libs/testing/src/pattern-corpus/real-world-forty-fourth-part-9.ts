import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw44-17-turkish-designer-tunisian-dishcloth-set-translated',
    text: `ÇİNİ
Dishcloths
Çini Bulaşık Bezleri
A set of three Tunisian crochet dishcloths inspired by Iznik tiles
Design: Elif Demirci
English translation: Selin Aydın
elifdemirci.com.tr | Çini Dishcloths | 2
FINISHED SIZE
Each cloth approx. 22 x 22 cm (8¾ x 8¾ in) after washing.
MATERIALS
Yarn
DK weight cotton, 50 g / 85 m per ball
Colour A: Cobalt – 1 ball
Colour B: Ecru – 1 ball
One ball of each colour is enough for all three cloths.
Hooks
5 mm (US H-8) Tunisian crochet hook, 30 cm long
4 mm (US G-6) standard crochet hook for the edging
Notions
Tapestry needle
Gauge
18 sts and 16 rows = 10 cm in Tunisian simple stitch with
5 mm hook. Gauge is not critical for dishcloths, but a loose
fabric will not hold its shape.
elifdemirci.com.tr | Çini Dishcloths | 3
ABOUT TUNISIAN CROCHET
Each row of Tunisian crochet is worked in two passes without turn-
ing: a forward pass (FwP), where loops are picked up and kept on the
hook, and a return pass (RetP), where the loops are worked off again.
A row is one forward and one return pass.
STITCHES
Tss (Tunisian simple stitch): Insert hook from right to left behind
the next vertical bar, yarn over and pull up a loop.
Tks (Tunisian knit stitch): Insert hook from front to back between
the front and back vertical bars of the next stitch, yarn over and
pull up a loop.
Standard return pass: Yo, pull through 1 loop, *yo, pull through 2
loops; rep from * until 1 loop remains on hook.
CLOTH 1 – KARO (CHECKS)
With A and Tunisian hook, ch 38.
Row 1: FwP: Pick up a loop in the back bump of each ch. (38 loops)
RetP: Standard return pass.
Rows 2–4: FwP: *Tss in next 5 sts, Tks in next 5 sts; rep from * to last
2 sts, Tss in next st, pick up the last st under both strands.
RetP: Standard return pass.
Rows 5–8: Change to B and work as Rows 2–4, swapping Tss and Tks.
elifdemirci.com.tr | Çini Dishcloths | 4
© Elif Demirci 2025 · Tüm hakları saklıdır / All rights reserved`,
    expected: {
      title: 'Çini Dishcloths',
      designer: 'Elif Demirci',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2 * 85) }],
      gauge: { stitches: 18, rows: 16, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      techniques: ['tunisian crochet'],
    },
  },
  {
    id: 'rw44-18-indonesian-designer-amigurumi-stegosaurus-grams',
    text: `SPROUT
THE STEGOSAURUS
Amigurumi pattern
Pattern by Putri Halim · Benang Kecil Studio
Sprout the Stegosaurus – Benang Kecil – page 2 of 9
FINISHED SIZE
About 20 cm (8 in) long and 11 cm (4¼ in) tall when made with the
yarn and hook below.
MATERIALS
Yarn
Cotton 8/4, sport weight, 50 g / 170 m per ball
Green (body, legs, tail): 40 g
Cream (back plates, belly): 15 g
Small amount of dark brown for the eyelids
Hook
2.75 mm (US C-2)
Other
Safety eyes 8 mm (1 pair), ﬁberﬁll (about 35 g),
stitch marker, tapestry needle, pins
Gauge
Gauge isn’t important for this pattern. Just work tightly so the
stuﬃng does not show between the stitches.
Sprout the Stegosaurus – Benang Kecil – page 3 of 9
NOTES
- Written in US terms.
- The pieces are worked in continuous rounds (amigurumi style)
unless told otherwise. Do not join at the end of the rounds; move
your stitch marker up every round.
- Numbers in ( ) at the end of a round are the stitch count.
ABBREVIATIONS
MR magic ring · sc single crochet · inc 2 sc in one st
dec invisible decrease · BLO back loop only · FO fasten off
HEAD AND BODY (green)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Rnd 4: (2 sc, inc) x 6 (24)
Rnd 5–7: sc around (24)
Rnd 8: 9 sc, inc x 6, 9 sc (30)
Rnd 9: 9 sc, (sc, inc) x 6, 9 sc (36)
Rnd 10–13: sc around (36)
Insert the safety eyes between Rnd 6 and 7, 8 sts apart.
Rnd 14: 12 sc, (2 sc, inc) x 4, 12 sc (40)
Rnd 15: 12 sc, (3 sc, inc) x 4, 12 sc (44)
Rnd 16–22: sc around (44)
© Putri Halim 2025 · Please do not share or resell this pattern.
You may sell finished toys made from it; please credit Benang Kecil.`,
    expected: {
      title: 'Sprout the Stegosaurus',
      designer: 'Putri Halim',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(((40 + 15) * 170) / 50) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
