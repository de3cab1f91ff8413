import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw35-07-uk-kit-booklet-knitted-hare-checkbox-contents',
    text: `LITTLE HEDGEROW KITS
Knitting Kit No. 7 · Hettie the Hare

Designed by Clara Whitlow for Little Hedgerow Kits

Hello, and thank you for choosing a Little Hedgerow kit! Hettie is knitted flat in simple stocking
stitch and sewn together, so she makes a lovely first toy. She stands about 28 cm tall including
her ears, and wears a little I-cord scarf.

WHAT'S IN YOUR KIT
☐ 3 x 25g balls Hedgerow DK, shade Oatmeal (body, head, arms, legs, ears)
☐ 1 x 25g ball Hedgerow DK, shade Cream (tummy, inner ears, tail, scarf)
☐ 1 skein stranded embroidery thread, Rose (nose and mouth)
☐ 1 pair 3.25mm (US 3) bamboo knitting needles
☐ 2 x 3.25mm double-pointed needles (for the I-cord scarf)
☐ 40g toy stuffing
☐ Tapestry needle and this booklet

Please check your kit before you start. Anything missing? Email hello@littlehedgerow.co.uk with
your kit code (LHK-07) and we'll pop it in the post.

YOU WILL ALSO NEED
Scissors, a few pins, and a short length of contrast yarn for marking.

ABOUT THE YARN
Hedgerow DK is 100% British wool, spun in West Yorkshire. 25g balls, approx. 60m per ball.

TENSION
26 sts and 36 rows to 10cm over stocking stitch on 3.25mm needles. Tension isn't critical for a
toy, but work firmly so the stuffing doesn't show through.

ABBREVIATIONS
k knit   p purl   st st stocking stitch   kfb knit into front and back of stitch
k2tog knit 2 together   RS right side   WS wrong side   st(s) stitch(es)

SAFETY
The finished toy is not suitable for children under 36 months. Embroider the eyes rather than using
safety eyes if Hettie is for a baby, and sew all pieces on very securely.

BODY (make 2 pieces)
With Oatmeal, cast on 12 sts.
Row 1 (WS): Purl.
Row 2: *Kfb; rep from * to end. (24 sts)
Beg with a p row, work 3 rows st st.
Row 6: *K3, kfb; rep from * to end. (30 sts)
Work 25 rows st st, ending with a WS row.

SCARF
With Cream and 2 double-pointed needles, cast on 3 sts and work a 3-stitch I-cord for 30 cm.
Cast off and knot the ends.

COMING SOON
Barnaby the Badger (kit no. 8): 3 balls Charcoal, 1 ball Cream
Spare balls of Hedgerow DK are £3.20 each from our website.

Little Hedgerow Kits · Unit 4, The Old Dairy, Ludlow, Shropshire · Kit LHK-07 · Booklet page 3 of 8
Design © Clara Whitlow 2024. Kit © Little Hedgerow Kits Ltd.`,
    expected: {
      title: 'Hettie the Hare',
      designer: 'Clara Whitlow',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(4 * 60) }],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw35-08-lithuanian-mill-bilingual-stranded-mittens-grams-per-colour',
    text: `VILNELĖ · Lietuviška vilna nuo 1962 / Lithuanian wool since 1962
Nemokamas raštas / Free pattern Nr. 24-11

Kumštinės pirštinės „Rūta“
Rūta Mittens

Dizainas / Design: Aušra Jankauskienė
Vertimas į anglų kalbą / English translation: Tomas Petraitis

Rue (rūta) is the national plant of Lithuania and a sign of a girl's virtue in old songs. The
eight-petal star on the back of the hand is copied from a pair of Samogitian mittens knitted
around 1900, now in the museum in Telšiai.

DYDŽIAI / SIZES
Moteriškos (Vyriškos) / Women's (Men's)
Plaštakos apimtis / Hand circumference: 19 (22) cm
Ilgis / Length: 26 (29) cm

SIŪLAI / YARN
Vilnelė Kojinių 4 ply (75% vilna / wool, 25% poliamidas / polyamide), 50 g ≈ 210 m
Balta / Natural white (01): 40 (50) g
Vyšninė / Cherry red (17): 35 (45) g

VIRBALAI / NEEDLES
Kojinių virbalai / Double-pointed needles 2,25 mm ir / and 2,5 mm

TANKIS / TENSION
32 akys ir 34 eilės = 10 x 10 cm, mezgant raštą ratu ant 2,5 mm virbalų.
32 sts and 34 rounds = 10 x 10 cm in the stranded pattern, worked in the round on 2.5 mm needles.

PASTABOS / NOTES
The mittens are knitted in the round from the cuff up. The cuff has a Lithuanian braid (a twisted
two-colour purl round) and a picot edge; the hand is worked in two-colour stranded knitting
following the chart. Carry the colour not in use loosely on the wrong side.
The thumb is knitted onto waste yarn and picked up at the end.

SUTRUMPINIMAI / ABBREVIATIONS
a. – akis / st (stitch); mr. – mezgimas / knit; išv. – išvirkščia / purl;
sum. – sumažinti / dec (decrease); ŠB – šviesi / light (white); TM – tamsi / dark (red)

RANKOGALIS / CUFF
Su balta ir 2,25 mm virbalais užmeskite 60 (70) akių.
With white and 2,25 mm needles, cast on 60 (70) sts. Divide over 4 needles and join in the round.
Knit 6 rounds, then *yo, k2tog; rep from * to end (picot round). Knit 6 rounds.
Work the Lithuanian braid: *p1 white, p1 red, always bringing the new colour over the last one*.
Change to 2,5 mm needles and knit 1 round in white.

PLAŠTAKA / HAND
Work rounds 1-42 of the chart (Schema A for Women's, Schema B for Men's).

TAIP PAT / ALSO FROM VILNELĖ
Kojinės „Gintaras“ / Gintaras socks — 100 g
Pirštinės „Aguona“ / Aguona gloves — 2 x 50 g

© UAB Vilnelė, 2024. Visos teisės saugomos / All rights reserved.      www.vilnele.lt      1/3`,
    expected: {
      title: 'Rūta Mittens',
      designer: 'Aušra Jankauskienė',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: "Women's", yards: m(315) },
        { size: "Men's", yards: m(399) },
      ],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ["Women's", "Men's"],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
];
