import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_SEVENTEENTH_CASES (split for the file-size rule; see real-world-seventeenth.ts). */
export const REAL_WORLD_SEVENTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw17-17',
    text: `ALOE RIDGE YARNS · Free Pattern                                  aloeridgeyarns.co.za
Proudly spun in the Eastern Cape

Fynbos Granny Cushion
Pattern designed for Aloe Ridge Yarns by Nomvula Dlamini-Pretorius

Nine granny squares in the colours of the Cape mountains, joined with a flat slip-stitch
seam and backed with a plain panel with a button band.

FINISHED SIZE
45 x 45 cm, to fit an 18" / 45 cm cushion pad.

YOU WILL NEED
Aloe Ridge Cotton DK (DK; 100% cotton; 50 g / 105 m)
2 balls each in Protea (A), Fynbos (B) and Sand (C)
3 balls in Ivory (D)
4 mm (US G/6) crochet hook
3 x 20 mm buttons, 45 cm cushion pad, yarn needle

TENSION
One square (5 rounds) measures 15 x 15 cm. Use a larger or smaller hook if needed.

ABBREVIATIONS (UK terms)
ch = chain; ss = slip stitch; dc = double crochet; tr = treble; sp = space

SQUARE (make 9)
With A, make a magic ring.
Round 1: 3 ch (counts as 1 tr), 2 tr into ring, *2 ch, 3 tr into ring; rep from * twice
more, 2 ch, join with ss to top of 3 ch. Fasten off A.

Kit available in our online shop: all 9 balls + buttons, R495.
© Aloe Ridge Yarns (Pty) Ltd. For personal use only.`,
    expected: {
      title: 'Fynbos Granny Cushion',
      designer: 'Nomvula Dlamini-Pretorius',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(945) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw17-18',
    text: `The Slow Hook
by Imogen Thackeray-Bose

Issue #42: A shawl for the in-between season
Jan 12 · 8 min read
♡ 234   💬 19   ↗ Share

Hello, slow hookers. This week's issue is the pattern many of you asked for after my autumn
walks post: the Hedgerow Shawl, a triangle of airy lace mesh with a scalloped edge.
Paid subscribers can download the PDF at the end of this post; everyone else, the full
pattern is right here.

HEDGEROW SHAWL

Finished size: approx. 190 cm wingspan x 85 cm deep, blocked.
Yarn: 3 skeins of fingering weight yarn (100 g / 405 m / 443 yds). I used Brackenbury Sock
in Sloe.
Hook: 4 mm (G/6)
Gauge: 18 dc and 9 rows = 4" / 10 cm after blocking (not crucial, but it affects the size
and the yarn you need).
Construction: worked top-down from the centre neck, increasing at each edge and at the
centre spine.

Row 1: Ch 4 (counts as dc, ch 1), (dc, ch 1, dc, ch 1, dc) in 4th ch from hook. Turn.
Row 2: ...

Subscribe to The Slow Hook – free and paid plans.

19 Comments
Rosa P. · Jan 13
I made the bigger one with 2 skeins of lace weight held together – 1,600 m. Gorgeous!`,
    expected: {
      title: 'Hedgerow Shawl',
      designer: 'Imogen Thackeray-Bose',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1329 }],
      gauge: { stitches: 18, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw17-19',
    text: `BOLSA MARISOL · MARISOL CROSSBODY BAG
Patrón de crochet / Crochet pattern
Daniela Ochoa Reyes · Tejidos Ochoa · Guadalajara

Medidas / Size: 22 cm de ancho x 18 cm de alto / 22 cm wide x 18 cm high

MATERIALES / MATERIALS
• Cordón de algodón 3 mm / 3 mm cotton macramé cord: 2 rollos / 2 rolls (250 g, aprox. 100 m
  cada uno / approx. 100 m each), color Arena.
• Gancho / Hook: 5 mm
• Correa de piel con mosquetones / leather strap with clasps, 120 cm
• Broche magnético 18 mm / 18 mm magnetic snap

MUESTRA / GAUGE
12 pb x 13 vueltas = 10 cm
12 sc x 13 rounds = 10 cm

NOTAS / NOTES
La base se teje en vueltas cerradas; el cuerpo también se teje en redondo.
The oval base is worked in joined rounds; the body is also worked in the round.
pb = punto bajo (US sc); cad = cadena (ch); pr = punto raso (sl st)

BASE
Vuelta 1 / Rnd 1: 20 cad, 1 pb en la 2.ª cad desde el gancho ...

© Tejidos Ochoa 2025 · Patrón para uso personal / for personal use only`,
    expected: {
      title: 'Marisol Crossbody Bag',
      designer: 'Daniela Ochoa Reyes',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(200) }],
      gauge: { stitches: 12, rows: 13, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw17-20',
    text: `HARTWELL HOME & HARDWARE
Weekend Workshop Series · Aisle 14: Rope, Twine & Cord

DIY PROJECT SHEET
JUTE TWINE STORAGE BASKET
Project by Rhonda Pettigrew, Ashford store associate

Skill level: Beginner · Time: one afternoon
Finished size: about 10" across x 8" tall

WHAT YOU NEED
☐ 2 spools Hartwell 3-ply natural jute twine, 300 ft each (SKU 448-1207) ........ $6.98 ea.
☐ Crochet hook, size N/P-15 (10 mm) (SKU 229-0410) ............................... $4.49
☐ Scissors, tape measure, 1 locking stitch marker

GAUGE: Not critical. Keep your stitches snug so the basket stands up on its own.

HOW TO
Work with the twine held double throughout. The basket is worked in a spiral (in the
round) – don't join the rounds.
Base: Ch 4, join with a sl st to form a ring.
Rnd 1: 8 sc in ring. Place marker.
Rnd 2: 2 sc in each st around. (16 sc)
Rnd 3: *Sc in next st, 2 sc in next st; repeat from * around. (24 sc)

ALSO THIS WEEKEND: Build a cedar planter box — 1x6 cedar boards, 1-5/8" deck screws.
Ask at the Pro Desk. Prices valid through 5/31.`,
    expected: {
      title: 'Jute Twine Storage Basket',
      designer: 'Rhonda Pettigrew',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: 200 }],
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
];
