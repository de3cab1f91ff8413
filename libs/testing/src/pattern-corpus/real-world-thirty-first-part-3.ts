import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw31-05',
    text: `HEBRIDEAN HARE DESIGNS · Autumn Sock KAL 2025

MACHAIR SOCKS
Clue 1 of 3 – Cuff & Leg
Released Friday 3rd October · Clue 2 (heel & gusset) drops Friday 10th October

Designed by Morag Sinclair

Welcome to the knit-along! Please keep photos of later clues to the spoiler thread in the
Ravelry group until the final reveal on 17th October. Finished-object photos posted by 31st
October go into the prize draw for a skein of Tidewrack from Island Dye Works.

SIZES
1 (2, 3, 4) – to fit foot circumference 18 (20, 22, 24) cm / 7 (8, 8¾, 9½) in
Choose the size with about 10% negative ease.

YARN
Fingering weight / 4 ply sock yarn (75% superwash wool, 25% nylon)
Sizes 1-3: 1 x 100 g skein, approx. 400 m / 437 yds
Size 4: 1 x 100 g skein plus 1 x 20 g mini skein (approx. 84 m / 92 yds) in the same colour
Shown in Island Dye Works Sock, colourway Marram. Tester Ailsa knit size 3 with 22 g to spare.

NEEDLES
2.25 mm (US 1) and 2.5 mm (US 1½) needles for your preferred method of working small
circumferences in the round: DPNs, two circulars or a long circular for magic loop.
Cable needle (optional) – the crossings can be worked without one.

TENSION
32 sts and 44 rnds = 10 cm / 4 in over stocking stitch in the round on 2.5 mm needles.
The cable panel (14 sts) measures approx. 3.5 cm wide.

NOTES
The socks are knitted from the cuff down. Clue 1 takes you from the ribbed cuff to the end
of the leg; the right and left socks have mirrored cable panels. Leave your stitches on the
needles ready for clue 2. No spoilers about the heel yet - it's a surprise!

ABBREVIATIONS
1/2 RC: slip 2 sts to cable needle and hold at back, k1, k2 from cable needle
1/2 LC: slip 1 st to cable needle and hold at front, k2, k1 from cable needle
pm: place marker    rnd(s): round(s)    tbl: through the back loop

CUFF
Using 2.25 mm needles, cast on 56 (64, 70, 76) sts using the long-tail method. Join to work
in the round, taking care not to twist, and pm for beginning of rnd.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep this rnd until cuff measures 2.5 cm. Change to 2.5 mm needles.

LEG
Set-up rnd (right sock): K14 (16, 18, 20), pm, work Chart A over 14 sts, pm, knit to end.
Set-up rnd (left sock): Knit to last 28 (32, 35, 38) sts, pm, work Chart B over 14 sts, pm,
knit to end.
Continue in pattern until leg measures 15 cm from cast-on edge, ending with rnd 8 or 16 of
the chart.

That's clue 1 done! 🎉 See you next Friday.

Machair Socks KAL © Morag Sinclair / Hebridean Hare Designs 2025. Please don't share the
clues outside the KAL - late starters can still join at hebrideanhare.co.uk/kal`,
    expected: {
      title: 'Machair Socks',
      designer: 'Morag Sinclair',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: 437 },
        { size: '2', yards: 437 },
        { size: '3', yards: 437 },
        { size: '4', yards: 437 + 92 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['1', '2', '3', '4'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw31-06',
    text: `GARNHUSET I VÄRMLAND
Gratis mönster / Free pattern nr 2317

BABYFILT BLÅBÄR
Blueberry Baby Blanket

Design: Linnea Åberg
Översättning / Translation: Karin Dahl

Mått / Measurements: ca 70 x 85 cm / approx. 70 x 85 cm (27½ x 33½ in)

Garn / Yarn: Värmlandsull Baby (100 % merinoull / 100% merino wool)
Garnvikt / Yarn weight: sport
Löplängd / Length: 50 g = ca 160 m / 50 g = approx. 160 m
Åtgång / Quantity:
  Färg / colour 24 Blåbär (blueberry): 250 g
  Färg / colour 01 Natur (natural): 100 g
Virknål / Crochet hook: 3,5 mm

Virkfasthet / Gauge:
20 m x 12 varv = 10 x 10 cm i våffelmönster
20 sts x 12 rows = 10 x 10 cm in waffle pattern

Förkortningar / Abbreviations (US terms):
lm / ch = luftmaska / chain
fm / sc = fast maska / single crochet
st / dc = stolpe / double crochet
rst fram / FPdc = reliefstolpe framifrån / front post double crochet
kräftmaska / crab stitch (reverse single crochet)

Tips: Filten virkas fram och tillbaka i rader. Byt färg var 8:e varv.
Note: The blanket is worked back and forth in rows. Change colour every 8th row.
Carry the colour not in use up the side edge - do not cut it.

Filten / Blanket
Virka 143 lm med Blåbär. / With Blueberry, ch 143.
Varv 1: 1 st i 4:e lm från nålen, 1 st i varje lm varvet ut. (141 m)
Row 1: Dc in 4th ch from hook, dc in each ch to end. (141 sts)
Varv 2: 3 lm, *1 rst fram runt nästa st, 1 st i nästa st*, upprepa *-* varvet ut.
Row 2: Ch 3, *FPdc around next st, dc in next st*, rep from * to end.
Varv 3: 3 lm, *1 st i nästa m, 1 rst fram runt nästa m*, upprepa *-* varvet ut.
Row 3: Ch 3, *dc in next st, FPdc around next st*, rep from * to end.
Upprepa varv 2-3 tills filten mäter ca 83 cm. / Repeat rows 2-3 until the blanket measures
approx. 83 cm.

Kant / Edging
Med Natur: 1 varv fm runt hela filten, sedan 1 varv kräftmaskor.
With Natural: work 1 rnd sc all around the blanket, then 1 rnd crab stitch.

Du kanske också gillar / You may also like:
Mössa Blåbär / Blueberry Hat – 50 g Värmlandsull Baby
Sockor Blåbär / Blueberry Socks – 50 g Värmlandsull Baby

Tvätt / Care: 30 °C ullprogram / wool cycle
© Garnhuset i Värmland AB · Mönstret får ej säljas eller kopieras i kommersiellt syfte.
Not for sale or commercial copying. · garnhuset-varmland.se`,
    expected: {
      title: 'Blueberry Baby Blanket',
      designer: 'Linnea Åberg',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(800 + 320) }],
      gauge: { stitches: 20, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
    },
  },
];
