import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_FIRST_CASES (split for the file-size rule; see real-world-twenty-first.ts). */
export const REAL_WORLD_TWENTY_FIRST_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw21-01',
    text: `12/03/2026, 21:14                                  Ravelry: Hvitveis Hat pattern by Ingrid Solberg
ravelry          patterns   yarns   people   forums   groups   events           search ravelry    🔍
Hvitveis Hat
by Ingrid Solberg                                              ♥ 1,204 favorites   ·   318 projects
  this pattern is available for NOK 65.00                                buy it now
  or see it in a store (1)
Craft                Knitting
Category             Accessories → Hat → Beanie, Toque
Published            February 2025
Yarn weight          DK (11 wpi) ?
Gauge                22 stitches and 28 rows = 4 inches
                     in stranded stockinette, after blocking
Needle size          US 4 - 3.5 mm
                     US 6 - 4.0 mm
Yardage              150 - 260 yards (137 - 238 m)
Sizes available      Child (Adult S, Adult L) - 48 (53, 57) cm head circumference
Languages            English  Norwegian
Pattern available    from the designer's website, and here as a Ravelry download
                     this pattern was last updated on 3 March 2026 (v1.2: chart typo fixed)
Tags                 anemone · flowers · folded-brim · seamless · spring
notes
Hvitveis is the Norwegian name of the wood anemone, the first flower in the spring woods
around our cabin. The hat is knitted in the round from the brim up: a folded brim in 1x1 rib,
then a band of stranded colourwork flowers, and a plain crown with a tiny star decrease.
You will need
MC: 100 (130, 160) yds of DK wool
CC: 50 (75, 100) yds of DK wool
Total per size: Child 150 yds, Adult S 205 yds, Adult L 260 yds
Shown in Fjellgarn Tweed DK (50 g / 125 m) in Granitt and Kvit, size Adult S.
The pattern is 5 pages with written instructions, a chart and a photo tutorial for the
folded brim. English and Norwegian PDFs are included in the download.
Pattern support: ingrid.solberg.strikk@gmail.com
  Hvitveis Hat          Hvitveis Hat        Hvitveis Hat       + 4 more photos
  by ingrid-solberg     by KnitNora         by tussi_strikk
more from Ingrid Solberg
  Hvitveis Mittens      knitting · Sport · 180 - 240 yards         NOK 60.00
  Rimfrost Cowl         knitting · Aran · 320 yards                free
  Blåklokke Sweater     knitting · DK · 1090 - 1960 yards          NOK 110.00
people who favorited this also favorited
  Lusekofte Hat · Ski Week Beanie · Fjellrev Toque
About Ravelry · Advertise · Terms of Use · Privacy · Cookies · Contact us        © 2007-2026 Ravelry
https://www.ravelry.com/patterns/library/hvitveis-hat                                          1/2`,
    expected: {
      title: 'Hvitveis Hat',
      designer: 'Ingrid Solberg',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Child', yards: 150 },
        { size: 'Adult S', yards: 205 },
        { size: 'Adult L', yards: 260 },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-02',
    text: `HILOS DE MARTA · patrones amigurumi                         www.etsy.com/shop/HilosDeMarta
LOLA LA TORTUGA
Lola the Turtle – crochet pattern (English / US terms)
Diseño y fotos / Design and photos: Marta Ibáñez Corral
Traducción / Translation: Ana Whitﬁeld
Hello and thank you so much for buying my pattern! ❤ This pattern is for personal use only.
You may sell the ﬁnished toys in small quantities; please credit Hilos de Marta as the
designer. Do not share, copy or resell this PDF or its photos.
Finished size: approx. 14 cm / 5.5 in long and 7 cm high, with the yarn and hook below.
MATERIALS
• Yarn: cotton 8/4, sport weight (50 g / 170 m per ball)
    – Colour A, green (shell): 30 g
    – Colour B, cream (head, legs and tail): 15 g
    – Colour C, brown (edging of the shell plates): 10 g
• Crochet hook 2,25 mm
• 2 safety eyes 8 mm (or embroider the eyes for babies under 3)
• Fiberﬁll stuffing, approx. 20 g
• Tapestry needle, stitch marker, scissors
Gauge is not important for this project, but crochet tightly so that the stufﬁng does not
show through the stitches.
ABBREVIATIONS (US terms)
MR – magic ring              sc – single crochet
inc – 2 sc in the same st    dec – invisible decrease
BLO – back loop only         sl st – slip stitch          ch – chain
(…) x N – repeat N times     [N] – stitches at the end of the round
NOTES
• All amigurumi pieces are worked in the round in a continuous spiral; do not join the
  rounds. Move the stitch marker up at the start of each round.
• You will make: head, body, 4 legs, tail and shell.
HEAD (colour B)
R1: 6 sc in MR [6]
R2: inc x 6 [12]
R3: (sc, inc) x 6 [18]
R4-R8: sc around (5 rounds) [18]
Place the safety eyes between R5 and R6, with 7 sts between them.
R9: (sc, dec) x 6 [12]
Stuff ﬁrmly.
R10: dec x 6 [6]. Fasten off, leaving a long tail for sewing.
SHELL (colour A)
R1: 6 sc in MR [6]
R2: inc x 6 [12]
R3: (sc, inc) x 6 [18]
R4: (2 sc, inc) x 6 [24]
R5: in BLO, (3 sc, inc) x 6 [30]
                                    – 2 –                          © Hilos de Marta 2025`,
    expected: {
      title: 'Lola the Turtle',
      designer: 'Marta Ibáñez Corral',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(187) }],
      needle_sizes: [{ us: 'B-1', mm: 2.25 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw21-03',
    text: `Kobushi Socks  こぶしソックス
Knitting pattern / English version 1.1
Design: Haruka Mori (mori_knits)                              mori-knits.booth.pm
Thank you for purchasing this pattern from my BOOTH shop. ご購入ありがとうございます。
This is my own translation of the Japanese pattern. If you ﬁnd a mistake, please send me a
message through BOOTH or Instagram @mori_knits.
■ SIZES
Japanese shoe size 22-23 cm (23.5-24.5 cm, 25-26 cm)
Foot circumference of the ﬁnished sock: 19 (20.5, 22) cm, to be worn with about 10%
negative ease. Leg length from cuff to heel ﬂap: 16 cm for all sizes (adjustable).
■ MATERIALS
Yarn: ﬁngering weight sock yarn (75% merino, 25% nylon), 1 skein
  425 m / 465 yds per 100 g skein – 1 skein is enough for all three sizes.
  Sample: Kinu Yarn Studio "Sock Fine", colour 07 Ume, size 23.5-24.5 cm, used 72 g.
Needles: 2.25 mm (US 1) double-pointed needles, or a long circular needle for magic loop
Notions: 4 stitch markers, tapestry needle
■ GAUGE
32 sts × 44 rnds = 10 × 10 cm in stockinette stitch, knitted in the round
Lace chart: 1 repeat (12 sts) = 3.5 cm wide
■ CONSTRUCTION
The socks are knitted cuff-down in the round. A magnolia lace panel runs down the instep to
the toe; the heel is a classic heel ﬂap with a gusset. The toe is grafted.
■ ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · ssk slip, slip, knit · yo yarn over
sl1 slip 1 purlwise · rnd(s) round(s) · st(s) stitch(es) · pm place marker
■ CUFF
Cast on 60 (66, 72) sts with the long-tail cast on. Join to work in the round without
twisting. Work k1 tbl, p1 rib for 12 rnds.
■ LEG
Rnd 1: Work Lace chart over the ﬁrst 24 sts (2 repeats), knit to end.
Repeat Rnd 1, working the next row of the chart each time, until the leg measures
16 cm from the cast-on edge, ending with chart row 12 or 24.
■ HEEL FLAP
The heel ﬂap is worked back and forth over the last 30 (33, 36) sts.
Row 1 (RS): *Sl1, k1; rep from * to end (to last st, k1).
Row 2 (WS): Sl1, purl to end.
Repeat Rows 1-2 another 14 (15, 16) times.
■ TURN HEEL
Row 1 (RS): Sl1, k16 (18, 20), ssk, k1, turn.
Row 2 (WS): Sl1, p5, p2tog, p1, turn.
Continue in this way, working 1 more st before each decrease, until all heel sts are worked.
                                   – 3 –                   次のページに続く / continued on next page
© 2025 Haruka Mori. For personal use only. 転載・再配布禁止 / Do not copy or redistribute.`,
    expected: {
      title: 'Kobushi Socks',
      designer: 'Haruka Mori',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 465 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['22-23', '23.5-24.5', '25-26'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw21-04',
    text: `GARENHUYS · CROCHET-ALONG 2026                                           garenhuys.nl/cal
Tulpenveld Blanket
Part 1 of 6 – Materials & Squares 1-4
English version, US crochet terms · UK terms and Nederlandse versie on our website
Designed by Femke van der Linden for Garenhuys
Welcome to our spring CAL! Every other Friday at 10:00 (CET) a new part is published here
and in our newsletter. Share your squares with #TulpenveldCAL – we love seeing them!
MATERIALS
Yarn: Garenhuys Katoen Mix 8 (50% cotton, 50% acrylic; 50 g / 128 m / 140 yds), DK weight
   Colour               Shade      Balls
   Tulip Red            712        3
   Petal Pink           705        2
   Leaf Green           741        2
   Sky Blue             760        2
   Daffodil             721        2
   Lavender             752        1
   Windmill White       700        2
   Clay                 734        1
   Canal Grey           768        1
                                   ----
   Total                           16 balls
Hook: 4 mm (US G-6) for the squares; 3.5 mm (US E-4) for the border
Notions: tapestry needle, stitch markers, blocking mats and pins
Finished size: approx. 105 × 135 cm (41 × 53 in) after blocking, 63 squares and a border.
Gauge: each square measures 15 × 15 cm after blocking. Gauge is not critical for a blanket,
but a different gauge will change the size and the amount of yarn.
Kit: all 16 balls in a Garenhuys cotton bag, € 64,95 – while stocks last.
Abbreviations (US): ch chain · sl st slip stitch · sc single crochet · dc double crochet
  FLO front loop only · st(s) stitch(es) · sp space · RS right side
Notes
• Each square is worked in the round from the centre out, joining each round with a sl st.
• Do not turn at the end of the rounds; the RS faces you all the time.
• Weave in the ends as you go – there are a lot of them!
SQUARE 1 – Tulip (make 9: Tulip Red, Petal Pink, Leaf Green)
With Tulip Red, ch 4 and join with a sl st to form a ring.
Round 1: Ch 3 (counts as dc), 11 dc in the ring, join with a sl st to the top of the ch-3. (12 dc)
Round 2: Ch 3, dc in the same st, 2 dc in each st around, join. (24 dc) Fasten off.
Round 3: Join Petal Pink in any st, ch 1, *sc in the next st, ch 3, skip 1 st*; rep from *
around, join to the ﬁrst sc. (12 ch-3 sps) Fasten off.
                      Continued on page 2                                       1 / 4
© Garenhuys B.V. 2026 · Patterns for personal use only · Questions? cal@garenhuys.nl`,
    expected: {
      title: 'Tulpenveld Blanket',
      designer: 'Femke van der Linden',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 2240 }],
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      techniques: ['in the round'],
    },
  },
];
