import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw42-07-japanese-indie-baby-raglan-romper-height-sizes',
    text: `Hinata Romper
ひなたロンパース
A top-down raglan romper for little ones
atelier komorebi
Design: Yuko Aramaki
atelier komorebi | Hinata Romper | p.2
SIZES
70 (80, 90)
Approximate age: 6–12 months (12–18 months, 18–24 months)
Finished chest: 52 (56, 60) cm
Total length (shoulder to crotch): 40 (44, 48) cm
YARN
Komorebi Cotton Wool (60% cotton, 40% wool; 40 g / 100 m per ball),
DK weight
3 (4, 5) balls in Sun (col. 05)
NEEDLES
3.5 mm (US 4) and 4 mm (US 6) circular needles, 40 cm
3.5 mm (US 4) double-pointed needles
NOTIONS
6 (6, 7) snap buttons 10 mm for the crotch, 2 buttons 12 mm for
the back neck, stitch markers, stitch holders
GAUGE
22 sts × 30 rows = 10 cm square in stockinette stitch with 4 mm
needles
CONSTRUCTION
This romper is knitted from the top down. The yoke is worked ﬂat
for the back neck opening, then joined in the round, with raglan in-
creases. After dividing for the sleeves, the body is knitted in the
round down to the crotch, where the front and back are ﬁnished
separately and closed with snaps. The short sleeves are worked
in the round.
2
atelier komorebi | Hinata Romper | p.3
YOKE
With the 3.5 mm circular needle, cast on 66 (70, 74) sts. Do not join.
Rows 1–4: *K1, p1; rep from * to end (rib).
Row 5 (buttonhole row): K1, p1, yo, k2tog, work in rib to end.
Rows 6–7: Work in rib.
Change to the 4 mm needle. Set up the raglan markers:
K10 (11, 12), pm, k10, pm, k26 (28, 30), pm, k10, pm, k10 (11, 12).
Row 1 (WS): Purl.
Row 2 (RS, increase): *Knit to 1 st before marker, m1R, k1, sm, k1,
m1L; rep from * 3 more times, knit to end (8 sts increased).
Rep Rows 1–2 another 3 times (98 (102, 106) sts).
Joining: At the end of the next RS row, cast on 4 sts and join to
work in the round. The new stitches are the centre back; the begin-
ning of the round is now at the centre back.
Continue the raglan increases every other round until there are
28 (30, 32) sts in each sleeve section.
3
© 2025 atelier komorebi / Yuko Aramaki. Copying this pattern, and selling
items made from it in quantity, is not permitted.`,
    expected: {
      title: 'Hinata Romper',
      designer: 'Yuko Aramaki',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '70', yards: m(3 * 100) },
        { size: '80', yards: m(4 * 100) },
        { size: '90', yards: m(5 * 100) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['70', '80', '90'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw42-08-uk-indie-knitted-rabbit-grams-per-colour',
    text: `BRAMBLE
THE RABBIT
a knitted rabbit with a striped scarf
by Imogen Hartley
imogenhartleyknits.co.uk
Bramble the Rabbit – Imogen Hartley – page 2 of 5
WHAT YOU’LL NEED
Yarn
DK weight wool (50 g / 125 m):
Oatmeal (MC) 40 g
Rose (CC) 10 g
An oddment of dark brown for the nose and eyes
Needles
A set of 3 mm (UK 11 / US 2½) double-pointed needles
Other
Approx. 40 g toy stuﬃng, stitch markers, a tapestry needle
FINISHED SIZE
Approx. 28 cm tall to the tips of the ears
TENSION
Tension isn’t important for this pattern, but use a needle that
gives you a ﬁrm fabric so that the stuﬃng doesn’t show through.
SAFETY
Bramble’s face is embroidered, so there are no small parts; if you
are making him for a baby, secure every seam well.
NOTES
The head and body are worked in one piece in the round and stuﬀed
as you go. The legs, arms and ears are knitted ﬂat and sewn on.
The scarf is a simple garter stitch strip in two colours.
2
Bramble the Rabbit – Imogen Hartley – page 3 of 5
ABBREVIATIONS
k knit · p purl · kfb knit into front and back of the stitch (1 st in-
creased) · k2tog knit two together (1 st decreased) · st st stocking
stitch · MC main colour · CC contrast colour
BODY
Using MC, cast on 8 sts and divide them over 3 needles. Join to work
in the round, taking care not to twist.
Round 1: Kfb in each st (16 sts).
Round 2 and every even-numbered round: Knit.
Round 3: *K1, kfb; rep from * to end (24 sts).
Round 5: *K2, kfb; rep from * to end (32 sts).
Round 7: *K3, kfb; rep from * to end (40 sts).
Round 9: *K4, kfb; rep from * to end (48 sts).
Knit 20 rounds without shaping.
Next round: *K4, k2tog; rep from * to end (40 sts).
Knit 6 rounds.
Next round: *K3, k2tog; rep from * to end (32 sts).
Knit 6 rounds.
3
Bramble the Rabbit – Imogen Hartley – page 4 of 5
HEAD
Next round: *K1, kfb; rep from * to end (48 sts).`,
    expected: {
      title: 'Bramble the Rabbit',
      designer: 'Imogen Hartley',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((40 + 10) / 50) * 125) }],
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['in the round'],
    },
  },
];
