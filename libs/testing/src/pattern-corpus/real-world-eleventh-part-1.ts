import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_ELEVENTH_CASES (split for the file-size rule; see real-world-eleventh.ts). */
export const REAL_WORLD_ELEVENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-eleventh-italian-yarn-house-translated-cardigan',
    text: `FILATURA VALLE SESIA — Libretto 38 «Città» — modello 6 / pattern 6
English translation

CARDIGAN PORTOFINO
Design: Giulia Dal Bosco
Traduzione / Translation: Emma Hart

TAGLIE / SIZES: 42-44 / 46-48 / 50-52 (Italian sizes)
Circonferenza torace a lavoro finito / Finished chest: 98 / 106 / 114 cm

OCCORRENTE / MATERIALS
Filato / Yarn: Valle Sesia "Merino Città" (100% merino extrafine; DK)
gomitoli da 50 g (circa 125 m) / 50 g balls (approx. 125 m)
8 / 9 / 10 gomitoli colore 212 Salvia / balls in shade 212 Sage
Ferri n. 3,5 e n. 4 / Needles: 3.5 mm and 4 mm
7 bottoni / 7 buttons, 18 mm

CAMPIONE / TENSION
10 x 10 cm = 22 m e 30 f a maglia rasata con i ferri n. 4
10 x 10 cm = 22 sts and 30 rows in stocking stitch on 4 mm needles

Nota: il lavoro è eseguito in piano dal basso verso l'alto.
Note: the cardigan is worked flat in pieces from the bottom up and sewn together.

PUNTI IMPIEGATI / STITCHES USED
Costa 1/1 (1x1 rib): *k1, p1* — Maglia rasata (stocking stitch): k on RS, p on WS.

Nel prossimo libretto / In the next booklet: Gilet Amalfi, 5 / 6 / 7 balls of Merino Città.`,
    expected: {
      title: 'Cardigan Portofino',
      designer: 'Giulia Dal Bosco',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '42-44', yards: m(1000) },
        { size: '46-48', yards: m(1125) },
        { size: '50-52', yards: m(1250) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['42-44', '46-48', '50-52'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-eleventh-youtube-description-mandala',
    text: `Crochet Mandala Wall Hanging | Easy Beginner Tutorial (Right Handed)
48,213 views · 3 Mar 2026

Hi friends, welcome back to the channel! Today we're making the Marigold Mandala, a little
wall hanging that uses up your cotton scraps. Written pattern is free on my blog (link below).

Pattern by Nadia El-Amin · Filmed and edited by Omar El-Amin

WHAT YOU NEED
- Cotton DK yarn, approx. 40 g in total (I used 4 colours, about 10 g of each)
  I used Paintbox Cotton DK, 50 g = 125 m
- 3.5 mm (E-4) crochet hook
- 30 cm (12") metal hoop for the frame
- Tapestry needle, scissors, stitch marker

Finished mandala measures about 28 cm across before it is laced into the hoop.
No gauge needed, but if your mandala ruffles try a hook one size smaller.

TIMESTAMPS
00:00 Intro
01:40 Magic ring and round 1
05:12 Rounds 2-4 (popcorn stitches)
11:30 Rounds 5-8
18:05 Attaching to the hoop

More videos: Sunburst Granny Square (uses 60 g DK), Beginner Market Bag (4 x 100 g cotton)
#crochet #mandala #wallhanging`,
    expected: {
      title: 'Marigold Mandala',
      designer: 'Nadia El-Amin',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(100) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
    },
  },
  {
    id: 'rw-eleventh-victorian-reprint-wristlets',
    text: `KETTLE LANE HISTORICAL KNITTERS — Reprint Series, Sheet 9
Transcribed from Weldon's Practical Needlework, c. 1889, by Mary Pettigrew

GENTLEMAN'S RIBBED WRISTLETS.

These comfortable wristlets are much liked by gentlemen who drive in cold weather, and are very
quickly made. Procure 1 oz. of Scotch fingering wool, in heather mixture, and four steel needles
No. 14. Cast on 64 stitches, 20 on each of two needles and 24 on the third, and knit round and
round in a rib of two plain and two purl, for the length of four inches and a half. Then for the
thumb-hole knit to and fro ...

Editor's notes for the modern knitter:
The original gives no tension. Our sample, knitted in a modern fingering-weight wool on a set of
2 mm double-pointed needles (No. 14 is 2 mm today), gave about 9 stitches to the inch in rib,
measured unstretched. The wristlets are worked in the round; join carefully so the round is not
twisted. Our sample measures 11.5 cm long and 17 cm round the wrist.

"Drive" here means driving a pony and trap, not a motor car.

Other sheets in this series: No. 8, Lady's Bosom Friend (2 oz. Berlin wool); No. 10, Infant's
Shoe in Andalusian wool.`,
    expected: {
      title: "Gentleman's Ribbed Wristlets",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 9, rows: null, inches: 1 },
      needle_sizes: [{ us: '0', mm: 2 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-eleventh-brazilian-translated-top-pmg',
    text: `Blusa Maré / Tide Top
Criação / Design: Ana Paula de Souza
Tradução / English translation: Helen Marsh · Teste / Testing: Carla Mendes, Jo Whitaker

Tamanhos / Sizes: P (M, G) — in English S (M, L)
Busto pronto / Finished bust: 88 (96, 104) cm

Material / Materials
Linha de algodão mercerizado (sport weight), novelos de 100 g (aprox. 250 m)
Mercerised cotton, sport weight, in 100 g skeins (approx. 250 m)
3 (4, 5) novelos / skeins
Agulha de crochê / Crochet hook: 3.5 mm
Marcadores / stitch markers

Amostra / Gauge
2 leques (12 pts) e 10 carreiras = 10 cm no ponto leque
2 fans (12 sts) and 10 rows = 10 cm in fan stitch

Sobre a peça / About the top
The top is a boxy shape made of two rectangles in a lacy fan stitch, joined at the shoulders
and sides. Straps are worked last. The sample is size M, shown on a model with an 86 cm bust.

Abreviações / Abbreviations
corr = ch (chain) · pb = sc (single crochet) · pa = dc (double crochet) · leque = fan (5 dc in one st)`,
    expected: {
      title: 'Tide Top',
      designer: 'Ana Paula de Souza',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: m(750) },
        { size: 'M', yards: m(1000) },
        { size: 'L', yards: m(1250) },
      ],
      gauge: { stitches: 12, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['lace'],
    },
  },
];
