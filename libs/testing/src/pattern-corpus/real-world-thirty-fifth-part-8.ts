import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw35-15-uk-yarn-company-moss-stitch-throw-balls-per-shade',
    text: `THORNBURY WOOL CO.
Free Pattern TW-C051 · Crochet

Harvest Moss Stitch Throw
Designed by Anna Kerrigan

Four warm autumn shades in simple moss stitch (you might know it as linen stitch or granite stitch)
make a throw that is as good on the back of the sofa as it is on a cold knee. The stripes are wide
and the stitch is a two-row repeat, so it's ideal telly crochet. Written in UK crochet terms.

FINISHED SIZE
Approx. 120 x 150cm (47 x 59in), excluding border.

YOU WILL NEED
Thornbury Classic Aran (100% British wool, 100g balls)
Shade A – Rust (312)       3 balls
Shade B – Mustard (305)    2 balls
Shade C – Oatmeal (301)    3 balls
Shade D – Sage (318)       2 balls
5.5mm (UK 5 / US I-9) crochet hook
5mm (UK 6 / US H-8) crochet hook for the border
Tapestry needle

TENSION
14 sts and 16 rows to 10cm over moss stitch using 5.5mm hook (each dc and each ch-1 sp counts
as a stitch).

ABBREVIATIONS (UK)
ch chain; dc double crochet (US sc); htr half treble (US hdc); sp space; ss slip stitch;
RS right side; WS wrong side; rep repeat

NOTES
Carry the colour not in use up the side of the work where the stripes are narrow, and cut it where
they are wide. Change colour on the last yarn round of the row before the new stripe.

FOUNDATION
With 5.5mm hook and A, ch 170.
Row 1 (RS): Dc in 4th ch from hook, *ch 1, miss 1 ch, dc in next ch; rep from * to end, turn.
Row 2: Ch 2 (counts as dc and ch-1 sp), miss first dc, *dc in next ch-1 sp, ch 1, miss next dc;
rep from * to last ch-sp, dc in turning-ch sp, turn.
Row 2 forms the moss stitch pattern.

STRIPE SEQUENCE
Work in pattern throughout: 24 rows A, 16 rows B, 24 rows C, 16 rows D.
Rep these 80 rows twice more (240 rows in total).

BORDER
With 5mm hook and A, work 3 rounds of dc evenly around the throw, working 3 dc into each corner.
Fasten off and weave in all ends. Block gently.

Our sample weighed 980g, so you'll have a little of each shade left for a pompom or two.
The matching Harvest Cushion uses 1 ball each of A, B, C and D.

Thornbury Classic Aran: 100g balls, approx. 200m. Hand wash or wool cycle at 30°.
© Thornbury Wool Co. 2025. Free for personal use; not to be sold.
Share your makes #ThornburyMakes                                                   Page 1 of 2`,
    expected: {
      title: 'Harvest Moss Stitch Throw',
      designer: 'Anna Kerrigan',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m((3 + 2 + 3 + 2) * 200) }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
    },
  },
  {
    id: 'rw35-16-thai-etsy-amigurumi-capybara-non-native-english-grams',
    text: `PloyCraftStudio · Etsy
Capybara Crochet Pattern Amigurumi PDF English, Cute Capybara with Orange Hat, Kawaii Animal Doll Pattern
★★★★★ 1,280 sales · Digital download

MALI THE CAPYBARA
Amigurumi pattern · Design by Ploy Srisuk (Chiang Mai, Thailand)

Sawasdee ka! Thank you so much for purchase my pattern. Mali mean "jasmine" in Thai language. She
is very calm capybara who love to take a bath with her orange hat. This pattern is written in US
crochet term. Please do not share or sell this pattern, but you can sell the doll you make, please
give credit to PloyCraftStudio.

FINISH SIZE
About 18 cm height when using yarn and hook like suggest.

MATERIAL USING
- Yarn: acrylic DK / 8 ply, 100 gr = 280 meter
    Brown (main colour) 45 gr
    Cream (muzzle, inside ears) 10 gr
    Orange (hat) 8 gr
    Dark brown little bit for nose
- Hook 3.0 mm
- Safety eyes 10 mm (1 pair)
- Fiber fill about 30 gr
- Yarn needle, stitch marker, pins

GAUGE
Gauge is not important for this doll but please use tight stitch so the stuffing not show.

ABBREVIATION
MR = magic ring
sc = single crochet
inc = increase (2 sc in same stitch)
dec = decrease (invisible decrease)
BLO = back loop only
(...) x 6 = repeat 6 times
[ ] = total stitches at the end of round

NOTE
- Work in spiral round, do not join and do not chain at end of round. Use marker to know the
  first stitch.
- Stuff firmly while working.

HEAD AND BODY (brown, one piece)
R1: 6 sc in MR [6]
R2: inc x 6 [12]
R3: (sc, inc) x 6 [18]
R4: (2 sc, inc) x 6 [24]
R5-R9: sc around [24]
Put safety eyes between R7 and R8, 8 stitch apart.

Other pattern in my shop:
Nong the Elephant — use 60 gr grey
Khao Niao the Bunny — use 50 gr white + 10 gr pink

If you have any question please message me on Etsy, I reply in 24 hour. Khob khun ka ♡
© 2025 Ploy Srisuk / PloyCraftStudio. All right reserved.`,
    expected: {
      title: 'Mali the Capybara',
      designer: 'Ploy Srisuk',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((45 + 10 + 8) / 100) * 280) }],
      needle_sizes: [{ us: null, mm: 3 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
