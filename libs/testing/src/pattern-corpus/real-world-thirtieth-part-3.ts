import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw30-05',
    text: `WOLLWERK LINDENAU
Gratisanleitung / Free pattern Nr. / No. 23-118

Patentschal „Nordlicht"
Nordlicht Brioche Scarf
Design: Annika Vogt

Größe / Size: ca. 25 x 180 cm / approx. 25 x 180 cm

Material / Materials:
Lindenau Merino Chunky (80 % Merino, 20 % Alpaka / 80% merino, 20% alpaca)
Lauflänge / run length: ca. 100 m / 100 g
Garnstärke / yarn weight: Chunky (5)
Verbrauch / amount: 400 g = 4 Knäuel / balls in Petrol (Fb. / col. 64)
Rundstricknadel / circular needle 8 mm, 80 cm (in Reihen gestrickt / worked back and forth)
Wollnadel / darning needle

Maschenprobe / Gauge:
11 M und 24 R im Patentmuster = 10 x 10 cm
11 sts and 24 rows in brioche stitch = 10 x 10 cm
(Hinweis: im Patent zählt jede sichtbare Rippe als 2 Reihen. / Note: in brioche each visible
rib counts as 2 rows.)

Abkürzungen / Abbreviations:
M = Masche / st = stitch
R = Reihe / row
li = links / p = purl
re = rechts / k = knit
U = Umschlag / yo = yarn over
brk = die Masche mit dem Umschlag zusammen rechts stricken / brioche knit: knit the stitch
together with its yarn over
sl1yo = 1 M wie zum Linksstricken abheben, Faden vor der Arbeit, dabei entsteht ein Umschlag /
slip 1 purlwise with yarn in front, creating a yarn over

Anleitung / Instructions:
29 M locker anschlagen. / Loosely cast on 29 sts.
Vorbereitungsreihe (Rückreihe) / Set-up row (WS): *1 M re, sl1yo*; wiederholen, bis 1 M übrig
ist, 1 M re. / *K1, sl1yo*; rep to last st, k1.
Reihe 1 / Row 1: 1 M re, *brk, sl1yo*; wiederholen, bis 2 M übrig sind, brk, 1 M re. /
K1, *brk, sl1yo*; rep to last 2 sts, brk, k1.
Reihe 1 stets wiederholen, bis der Schal ca. 180 cm misst. / Repeat row 1 until the scarf
measures approx. 180 cm.
Alle M locker im Muster abketten. / Bind off all sts loosely in pattern.

Tipp / Tip: Für einen weicheren Rand die erste M jeder Reihe nicht abheben. / For a softer edge,
do not slip the first stitch of each row.

Passend dazu / To match: Mütze „Nordlicht" / Nordlicht Hat – 100 g Lindenau Merino Chunky.

Diese Anleitung ist urheberrechtlich geschützt. Gewerbliche Nutzung nur mit Genehmigung.
This pattern is protected by copyright. Commercial use only with permission.
© Wollwerk Lindenau GmbH · Am Anger 7 · 04177 Leipzig · www.wollwerk-lindenau.de · Seite 1 von 2`,
    expected: {
      title: 'Nordlicht Brioche Scarf',
      designer: 'Annika Vogt',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(400) }],
      gauge: { stitches: 11, rows: 24, inches: 4 },
      needle_sizes: [{ us: '11', mm: 8 }],
      techniques: ['brioche'],
    },
  },
  {
    id: 'rw30-06',
    text: `ribblr
@hookandharbor · Maya Okafor
★★★★★ 4.9 (132 reviews) · 876 makes · $5.50 · Crochet · Amigurumi · Beginner

Clementine the Whale
a chubby little whale in continuous rounds

#amigurumi #whale #oceanfriends #beginnerfriendly #babyshowergift

About this pattern
Clementine is worked in continuous rounds (spiral) from the nose to the tail, with little
flippers sewn on. She's a quick make – most people finish her in an afternoon!
Finished size: approx. 8" (20 cm) long when made with the recommended yarn and hook.

Materials
Yarn: worsted weight (#4 medium) acrylic. I used Pillowsoft Worsted (100% acrylic; 3.5 oz /
100 g; 203 yds / 186 m):
  Sky Blue (main) ........ 110 yds
  Cream (belly) ........... 35 yds
  Blush (cheeks) ........... 5 yds
Hook: US E-4 (3.5 mm)
12 mm safety eyes (1 pair), fiberfill stuffing, stitch marker, yarn needle, pins

Gauge
Gauge isn't important for this project. Use a hook a size smaller than the label suggests
so the fabric is tight and the stuffing doesn't show through.

Abbreviations (US terms)
MR - magic ring
sc - single crochet
inc - 2 sc in same stitch
dec - invisible decrease
FLO - front loop only
BLO - back loop only
(...) x6 - repeat the instructions in brackets the number of times given

Step 1 - Body
Start in Sky Blue.
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x6 (12)
Rnd 3: (sc, inc) x6 (18)
Rnd 4: (2 sc, inc) x6 (24)
Rnd 5-10: sc around (24)
▸ 3 makers saved this step · 14 comments

Reviews
★★★★★ "My first amigurumi! Used a bit more blue than listed, maybe 125 yds." – @knotsbythesea
★★★★☆ "Cute! I made her in chunky chenille with a 5 mm hook and she's huge lol" – @pippaplushies

More from @hookandharbor
Otis the Otter · 180 yds   Pearl the Seal · 145 yds   Tiny Tide Pool set · 60 yds

© 2025 Maya Okafor / Hook & Harbor. Pattern for personal use; you may sell finished toys.`,
    expected: {
      title: 'Clementine the Whale',
      designer: 'Maya Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 150 }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
