import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_FIRST_CASES (split for the file-size rule; see real-world-twenty-first.ts). */
export const REAL_WORLD_TWENTY_FIRST_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw21-13',
    text: `SØRLANDSGARN                                                       Pattern SG-2617 · EN
Barnegenser Måke / Måke Children's Sweater
Design: Tone Eikeland
SIZES: 2 (4) 6 (8) 10 years
Chest: 62 (68) 72 (78) 84 cm
Full length: 38 (42) 46 (50) 54 cm
Sleeve length: 24 (28) 32 (35) 38 cm
YARN: Sørlandsgarn Mykk Ull (yarn group B / DK)
Natural 1012:        200 (250) 300 (350) 400 g
Fjord blue 6052:      50 (50) 50 (100) 100 g
Sun yellow 2015:      50 g for all sizes
NEEDLES: Circular needles 3 mm and 4 mm, 40 and 60 cm. Double-pointed needles 3 mm and 4 mm.
GAUGE: 22 stitches x 28 rounds in stockinette stitch on needle 4 mm = 10 x 10 cm.
Change to a larger or smaller needle if necessary to obtain the correct gauge.
PATTERN NOTES:
The body and sleeves are knitted in the round from the bottom up, and joined on a circular
needle for the round yoke in stranded colourwork (see chart A.1). The neck is shaped with
short rows at the back.
-------------------------------------------------------------------------------------------
BODY:
Cast on 136 (148) 160 (172) 184 stitches with Fjord blue on circular needle 3 mm. Work
rib (k2, p2) for 4 cm. Change to circular needle 4 mm and Natural. Knit 1 round and
increase 0 (2) 0 (2) 0 stitches evenly = 136 (150) 160 (174) 184 stitches.
Continue in stockinette stitch until the piece measures 23 (26) 29 (32) 35 cm.
Now bind off 8 stitches at each side for the armholes (= 4 stitches on each side of the
side markers) = 60 (67) 72 (79) 84 stitches on front and back. Put the piece aside.
SLEEVES:
Cast on 36 (40) 40 (44) 44 stitches with Fjord blue on double-pointed needles 3 mm. Work rib
for 4 cm. Change to needles 4 mm and Natural. Insert a marker at the beginning of the round.
Increase 2 stitches mid under the sleeve every 2½ (3) 3 (3) 3½ cm a total of 7 (8) 9 (10)
11 times = 50 (56) 58 (64) 66 stitches. Knit until the sleeve measures 24 (28) 32 (35) 38 cm.
Bind off 8 stitches mid under the sleeve.
YOKE:
Slip sleeves and body on the same circular needle 4 mm = 204 (230) 244 (270) 284 stitches.
Knit 1 round and decrease evenly to 192 (216) 240 (264) 276 stitches.
Work chart A.1 – see diagram for your size. Decrease as shown in the chart.
                                                                                    - 1 -
--- page 2 ---
YARN FACTS: Sørlandsgarn Mykk Ull, 100% Norwegian lambswool, 50 g = approx. 105 m.
Washing: hand wash 30 °C, dry flat. Recommended needle 3.5-4 mm.
More patterns and yarn at www.sorlandsgarn.no · Copyright © Sørlandsgarn AS`,
    expected: {
      title: "Måke Children's Sweater",
      designer: 'Tone Eikeland',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(630) },
        { size: '4 years', yards: m(735) },
        { size: '6 years', yards: m(840) },
        { size: '8 years', yards: m(1050) },
        { size: '10 years', yards: m(1155) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-14',
    text: `note                                                           Log in    Sign up
あみもの日和 Amimono Biyori
[Free pattern] Crochet mesh market bag "Natsuzora" – English translation
Chika Tanabe                   2025年6月3日 11:20                    ♡ 842     Follow
Hello, this is Chika. Many of you asked for an English version of my summer market bag, so
here it is! I translated it myself with a little help from a friend, so please forgive any
strange English. 日本語版はこちら → (Japanese version)
The bag is crocheted from the bottom up: an oval base in single crochet, then the body in
an openwork mesh worked in joined rounds, and two handles. It stretches a lot, so it holds
more than you think – vegetables, a bottle of water, and a library book.
■ Natsuzora Mesh Bag (夏空メッシュバッグ)
■ Materials
Yarn: Itoya Washi Cotton (60% cotton, 40% washi paper) 40 g/ball (approx. 100 m) × 3 balls,
      colour 12 (sky blue)
Hook: 6/0 (3.5 mm)
Other: tapestry needle, stitch marker
■ Finished size: width 28 cm, depth 30 cm (without handles), handle drop 22 cm
■ Gauge: Mesh pattern 7 meshes × 11 rows = 10 cm square
■ Abbreviations (US terms)
ch = chain   sl st = slip stitch   sc = single crochet   dc = double crochet
mesh = ch 3, sc in the next ch-3 space
■ How to make
1. Base: Ch 31. Rnd 1: 2 sc in the 2nd ch from the hook, sc in the next 28 ch, 4 sc in the
last ch, turn to work along the other side of the chain, sc in the next 28 ch, 2 sc in the
same ch as the first sts. Join with a sl st to the first sc. (64 sts)
Rnds 2-5: Ch 1, sc around, increasing 6 sts at each end of the oval on every round. Join.
(112 sts at the end of Rnd 5)
2. Body: Rnd 1: Ch 1, sc in the first st, *ch 3, skip 1 st, sc in the next st*; repeat
around, ending with ch 1, dc in the first sc (this makes the last mesh). (56 meshes)
Rnds 2-33: *Ch 3, sc in the next ch-3 space*; repeat around, ending as before.
3. Top edge: Rnds 1-4: Ch 1, 2 sc in each ch-3 space around, then sc in each st. Join.
4. Handles: On the next round, sc 14, ch 50, skip 28 sts, sc 28, ch 50, skip 28 sts, sc 14.
Next 3 rounds: sc in each st and ch around. Fasten off and weave in the ends.
Tips: Washi cotton becomes softer after a few uses. Do not put it in the dryer.
If your bag grows too long, work fewer mesh rounds – the bag in the photo has 33 rounds.
Hand wash in cold water, reshape and dry flat in the shade.
A smaller version for a lunch box: chain 21 for the base and work 20 mesh rounds.
If you make this bag, please tag me @chika_amimono on Instagram. Thank you ♡
#crochet #かぎ針編み #メッシュバッグ #freepattern
  Other articles: Summer hat in paper yarn (3 balls) · Coasters for beginners
  This creator has 3,210 followers · Support this creator ¥300`,
    expected: {
      title: 'Natsuzora Mesh Bag',
      designer: 'Chika Tanabe',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(300) }],
      gauge: { stitches: 7, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-15',
    text: `WOLLFABRIK HARZBERG                     Kostenlose Anleitung / Free pattern · Modell-Nr. HB-25-031
Loop „Brockenwind" · Brockenwind Cowl
Entwurf / Design: Katrin Vogt
Schwierigkeit / Difficulty: ●●○○ leicht / easy
English translation
A chunky cowl with a wide cable band for the stormy days on the Brocken. It is knitted in
the round on a short circular needle, so there is no seam. The cable band is framed by a
simple rib stitch.
MEASUREMENTS
Circumference approx. 110 cm, height 30 cm
MATERIALS
Harzberg Grobi (60% wool, 40% acrylic), Lauflänge approx. 80 m / 100 g
Yarn weight: chunky / bulky (5)
Verbrauch / Amount: 300 g in colour 17 Nebel (mist)
Rundstricknadel / circular needle 8 mm, 60 cm
Cable needle, stitch marker, darning needle
GAUGE / MASCHENPROBE
12 M x 17 R im Rippenmuster = 10 x 10 cm
12 sts x 17 rnds in rib pattern = 10 x 10 cm
ABBREVIATIONS
k = knit, p = purl, st(s) = stitch(es), rnd(s) = round(s), cn = cable needle
C8B = slip 4 sts to cn and hold at the back, k4, k4 from cn
C8F = slip 4 sts to cn and hold at the front, k4, k4 from cn
RIB PATTERN (multiple of 4 sts): *k2, p2*; repeat from * to end of round.
CABLE BAND (24 sts):
Rnds 1-4: p2, k8, p4, k8, p2.
Rnd 5: p2, C8B, p4, C8F, p2.
Rnds 6-10: as Rnd 1. Repeat Rnds 1-10.
INSTRUCTIONS
Cast on 132 sts loosely and join in the round without twisting. Place a marker at the
beginning of the round.
Rnd 1: Work the cable band over 24 sts, work the rib pattern over the remaining 108 sts.
Continue as set until the cowl measures approx. 29 cm, ending with Rnd 4 or Rnd 9 of the
cable band. Knit 1 round and bind off all sts loosely in rib.
FINISHING
Weave in all the ends. Steam the cowl lightly – do not press the cables flat.
Tipp / Tip: Für einen längeren Loop 100 g mehr einplanen. / For a longer cowl (150 cm),
plan 100 g more.
Wollfabrik Harzberg GmbH · Am Wollberg 5 · 38700 Braunlage · www.harzberg-wolle.de
Alle Rechte vorbehalten. All rights reserved. Gewerbliche Nutzung nicht gestattet.    Seite 1 von 1`,
    expected: {
      title: 'Brockenwind Cowl',
      designer: 'Katrin Vogt',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 12, rows: 17, inches: 4 },
      needle_sizes: [{ us: '11', mm: 8 }],
      techniques: ['cables', 'in the round'],
    },
  },
  {
    id: 'rw21-16',
    text: `KUURA COWL
Tunisian crochet pattern by Aino Lehtola
© 2025 Aino Lehtola · aino-lehtola.fi · Ravelry: AinoLehtola
This pattern was bought from Ravelry. Thank you for supporting an independent designer!
Kiitos! Please do not share or sell this PDF. You may sell items you make from it.
Kuura means hoarfrost in Finnish – the thin white frost on the birches on a still January
morning. This cowl is worked flat in Tunisian simple stitch with bands of Tunisian purl,
then the short ends are seamed to make a loop.
FINISHED SIZE
Circumference 64 cm / 25"; height 24 cm / 9½"
YARN
280–320 yds (256–293 m) of worsted weight yarn
Sample: Kehräämö Vuori Worsted (100% Finnish wool, 100 g / 200 m / 219 yds), 2 skeins in
colour Lingonberry. You will have some yarn left.
HOOK
6 mm (US J-10) Tunisian hook, 30 cm long, or an interchangeable hook with a cable
GAUGE
16 sts and 14 rows = 4"/10 cm in Tunisian simple stitch, after blocking.
NOTIONS
Tapestry needle, 2 locking stitch markers
ABBREVIATIONS
TSS – Tunisian simple stitch: insert the hook from right to left under the next vertical bar,
yarn over and pull up a loop.
TPS – Tunisian purl stitch: bring the yarn to the front, insert the hook under the next
vertical bar, yarn over and pull up a loop.
FwP – forward pass · RetP – return pass: yo, pull through 1 loop, *yo, pull through 2
loops*; repeat until 1 loop remains on the hook.
NOTES
• Each row of Tunisian crochet has a forward pass and a return pass. Do not turn the work.
• The last stitch of every forward pass is worked under both loops at the edge.
PATTERN
Ch 38.
Row 1: FwP: pull up a loop in the back bump of each ch. (38 loops) RetP.
Rows 2-6: FwP: TSS across. RetP.
Rows 7-8: FwP: TPS across. RetP.
Repeat Rows 2-8 until the piece measures 64 cm, ending with Row 6.
Bind off: *insert the hook as for TSS, yo, pull through the st and the loop on the hook*.
FINISHING
Seam the short ends together with mattress stitch. Weave in the ends and wet block.
                                                                                        2 / 3
Aino Lehtola designs knitwear and Tunisian crochet in Tampere, Finland. Also by Aino:
Pakkanen Mitts (150 yds) · Routa Hat (180–220 yds)`,
    expected: {
      title: 'Kuura Cowl',
      designer: 'Aino Lehtola',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 320 }],
      gauge: { stitches: 16, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['tunisian crochet'],
    },
  },
];
