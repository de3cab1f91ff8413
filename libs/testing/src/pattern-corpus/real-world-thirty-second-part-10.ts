import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw32-19',
    text: `THREE RIVERS KNITTING GUILD
December Meeting · Handout · St. Mark's Fellowship Hall, 7 pm

Business notes: Dues for 2026 ($25) are due by January 15. Our charity committee delivered 212 hats
and 64 blankets to the county shelters this fall - thank you all! The holiday potluck sign-up sheet
is by the door.

NEXT MONTH: Entrelac workshop with Sue Pawlak. Bring 2 skeins of contrasting worsted and US 8 needles.

------------------------------------------------------------------------------------------------

Heirloom Christmas Stocking
by member Dot Kaminski

Dot has knit one of these for every grandchild (eleven so far!) and kindly agreed to share her
pattern with the guild. It has a plain leg, a snowflake band knitted in two colors, and the name
added in duplicate stitch at the end.

FINISHED SIZE: about 18" long from top of cuff to toe, 7" wide.

MATERIALS
Worsted weight wool:
   MC (red): 1 skein, 220 yds / 201 m
   CC (white): 1 skein, 220 yds / 201 m
   A small amount of green for the name
US 6 (4 mm) 16" circular needle
US 7 (4.5 mm) 16" circular needle and set of 4 double-pointed needles
Stitch markers, tapestry needle

GAUGE: 20 sts = 4" in stockinette on US 7 needles. (Dot says: "Gauge doesn't matter much on a
stocking, but a firmer fabric holds the candy canes better.")

NOTES
The stocking is knit cuff-down in the round, with a heel flap and gusset like a sock. The snowflake
band is worked in stranded colorwork from the chart; carry the unused color loosely. A hanging loop
of i-cord is made last.

CUFF
With US 6 circular and CC, cast on 72 sts. Join in the round, being careful not to twist.
Work k2, p2 rib for 2". Change to US 7 needle and MC. Knit 4 rnds.
Work Rnds 1-15 of the Snowflake Chart. Break CC. With MC, knit until leg measures 10" from cast-on.

HEEL FLAP
Knit 18, turn. Slip 1, purl 35 (these 36 sts are the heel). Work back and forth on heel sts only:
Row 1: *Sl 1, k1; rep from * across. Row 2: Sl 1, purl across. Repeat for 2½", ending on a WS row.
Turn heel, pick up gusset sts and decrease as for a sock to 64 sts. Work foot to 5" less than
desired length, then work a wedge toe with CC. Graft toe.

FINISHING
Work the name in duplicate stitch with green using the alphabet chart on page 3. With DPNs and MC,
work a 3-st i-cord 5" long; fold into a loop and sew to the back of the cuff.

Questions about the pattern? Call Dot at the number in the guild directory.
Three Rivers Knitting Guild · Newsletter & handouts: threeriversknitters.org · Page 1 of 3`,
    expected: {
      title: 'Heirloom Christmas Stocking',
      designer: 'Dot Kaminski',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 440 }],
      gauge: { stitches: 20, rows: null, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      techniques: ['top-down', 'in the round', 'colorwork', 'duplicate stitch', 'i-cord'],
    },
  },
  {
    id: 'rw32-20',
    text: `TRAMA LISBOA · Fios reciclados · Recycled yarns                                          PT | EN
Portes grátis a partir de 40 € / Free shipping on orders over €40

Padrão gratuito / Free pattern

Tapete Mandala Azulejo / Azulejo Mandala Rug
Design: Inês Carvalho

Nível / Level: Fácil / Easy
Inspirado nos azulejos de Lisboa. / Inspired by the blue and white tiles of Lisbon.

Medidas / Size: Ø 90 cm

Materiais / Materials
- Trama T-Shirt Yarn (fio de malha reciclado / recycled cotton jersey), super bulky (6) / super
  chunky, approx. 800 g / 120 m por bobine / per spool
  2 bobines / spools Azul Cobalto (Cobalt Blue)
  1 bobine / spool Branco (White)
- Agulha de croché / Crochet hook 10 mm (US N-15)
- Marcador / Stitch marker, agulha de tapeçaria / large tapestry needle

Amostra / Gauge
As primeiras 4 voltas medem 20 cm de diâmetro. / The first 4 rounds measure 20 cm across.

Notas / Notes
- O tapete é trabalhado em voltas a partir do centro, sempre pelo direito.
  The rug is worked in rounds from the centre out, always with the right side facing; it lies flat.
- Termos americanos / US terms.
- Se o tapete ondular, use uma agulha maior. / If the rug ruffles, try a bigger hook.

Abreviaturas / Abbreviations
corr / ch = chain · pb / sc = single crochet · pa / dc = double crochet · pbx / sl st = slip stitch
esp / sp = space

Volta 1 / Round 1: Com Azul, 12 pa num anel mágico; fechar com pbx. (12)
   With Blue, 12 dc in a magic ring; join with sl st. (12)
Volta 2 / Round 2: 3 corr, 1 pa no mesmo ponto, 2 pa em cada ponto; fechar. (24)
   Ch 3, 1 dc in same st, 2 dc in each st around; join. (24)
Volta 3 / Round 3: Mudar para Branco. 1 corr, *1 pb, 2 pb no ponto seguinte*; fechar. (36)
   Change to White. Ch 1, *1 sc, 2 sc in next st* around; join. (36)
Volta 4 / Round 4: Mudar para Azul. 3 corr, *2 corr, saltar 1 ponto, 1 pa*; fechar. (18 esp / sp)
   Change to Blue. Ch 3, *ch 2, skip 1 st, 1 dc* around; join. (18 sp)
Continue following the chart on page 2 until round 14. Fasten off and weave in the ends well.

Ver também / See also: Cesto Trama basket - 1 bobine / spool · Almofada Azulejo cushion - 2 bobines
© Trama Lisboa 2025 · Uso pessoal / Personal use only · tramalisboa.pt`,
    expected: {
      title: 'Azulejo Mandala Rug',
      designer: 'Inês Carvalho',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(360) }],
      needle_sizes: [{ us: 'N-15', mm: 10 }],
    },
  },
];
