import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw42-19-polish-designer-filet-crochet-wrap-linen-cotton',
    text: `WIERZBÓWKA
a ﬁlet crochet wrap with willowherb ﬂowers
Agnieszka Wróbel · Szydełko z Mazur
Wierzbówka · Agnieszka Wróbel · str. 2 / page 2
Design: Agnieszka Wróbel
English translation by the designer. US crochet terms.
FINISHED SIZE
45 x 180 cm (17¾ x 71"), after blocking
YARN
Len & Bawełna 4 ply by Przędzalnia Warmia (50% linen, 50% cotton;
50 g / 200 m), a 4 ply / ﬁngering weight yarn
5 skeins in Wrzos (heather)
HOOK
3.25 mm (US D-3)
NOTIONS
Tapestry needle; blocking wires or pins
GAUGE
10 meshes and 11 rows = 10 cm in ﬁlet mesh, after blocking.
Linen softens and grows a little with washing, so block your swatch
before you measure it.
ABOUT FILET CROCHET
Filet crochet is worked from a chart of open and ﬁlled squares. An
open square (mesh) is dc, ch 2, skip 2; a ﬁlled square (block) is 3 dc
plus the dc it shares with the square before it. Every square shares
its ﬁrst dc with the one before it.
2
Wierzbówka · Agnieszka Wróbel · str. 3 / page 3
CHART KEY
□ open mesh: ch 2, skip 2 sts, dc in next st
■ block: dc in each of next 3 sts
▨ lacet: ch 3, skip 2 sts, sc in next st, ch 3, skip 2 sts, dc in next st
(worked over 2 squares)
CHART A (border, 45 squares wide, 12 rows)
12
10
8
6
4
2
45 40 35 30 25 20 15 10 5 1
CHART B (ﬂower panel, 45 squares wide, 36 rows)
Read odd (RS) rows from right to left and even (WS) rows from left
to right.
WRAP
Ch 140.
Row 1 (RS): Dc in 8th ch from hook (counts as ﬁrst mesh), *ch 2, skip
2 ch, dc in next ch; rep from * to end, turn (45 meshes).
Row 2: Ch 5 (counts as dc and ch-2), skip ﬁrst dc and 2 ch, dc in next
dc; work Row 2 of Chart A from left to right, turn.
Work Rows 3–12 of Chart A, then Rows 1–36 of Chart B ﬁve times.
© 2025 Agnieszka Wróbel. Wszelkie prawa zastrzeżone / All rights reserved.
3`,
    expected: {
      title: 'Wierzbówka',
      designer: 'Agnieszka Wróbel',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(5 * 200) }],
      gauge: { stitches: 10, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      techniques: ['filet crochet'],
    },
  },
  {
    id: 'rw42-20-english-indie-chunky-crochet-bonnet-balls-per-size',
    text: `LARK
BONNET
a chunky crochet bonnet to tie under the chin
Armitage Makes · Design: Poppy Armitage
Lark Bonnet | Armitage Makes | Page 2 of 4
Written in UK crochet terms.
SIZES
S/M (L/XL)
To ﬁt head circumference 51–54 (55–58) cm
YOU WILL NEED
Yarn
Chunky weight yarn, 100 g / 100 m
1 (2) balls
Sample: Fellside Chunky by Dalesbred Yarns (80% wool, 20% alpaca)
in Heather; the S/M sample used 92 g.
Hook
8 mm (US L-11)
Other
Stitch marker, tapestry needle, 2 x 50 cm lengths of 2 cm wide
velvet ribbon (optional, instead of crochet ties)
TENSION
9 htr and 7 rows to 10 cm using 8 mm hook.
Tension is worth checking: a bonnet that is too big will slip back
oﬀ the head.
CONSTRUCTION
The bonnet starts with a ﬂat circle for the back of the head, worked
in joined rounds. It then continues back and forth in rows around
the face and ﬁnishes with a dc edging and either crochet chain ties
or velvet ribbon.
ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · htr half treble · 2htr
2 htr in same st (1 st increased) · st(s) stitch(es) · RS right side
2
Lark Bonnet | Armitage Makes | Page 3 of 4
BACK CIRCLE
Make a magic ring.
Round 1: Ch 2 (does not count as st throughout), 10 htr in ring, ss to
top of ﬁrst htr to join (10 sts).
Round 2: Ch 2, 2htr in each st, ss to join (20 sts).
Round 3: Ch 2, *1 htr, 2htr in next st; rep from * to end, ss to join
(30 sts).
Round 4: Ch 2, *1 htr in each of next 2 sts, 2htr in next st; rep from *
to end, ss to join (40 sts).
L/XL only
Round 5: Ch 2, *1 htr in each of next 7 sts, 2htr in next st; rep from *
to end, ss to join (45 sts).
All sizes
SIDES
Now work in rows; do not join at the end of the rows.
Row 1 (RS): Ch 2, 1 htr in each of next 30 (34) sts, turn, leaving the
remaining 10 (11) sts unworked for the nape.
Row 2: Ch 2, 1 htr in each st to end, turn.
Rep Row 2 until the sides measure 14 (15) cm from the circle.
© Armitage Makes 2025 · armitagemakes.co.uk · for personal use only
3`,
    expected: {
      title: 'Lark Bonnet',
      designer: 'Poppy Armitage',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S/M', yards: m(100) },
        { size: 'L/XL', yards: m(200) },
      ],
      gauge: { stitches: 9, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
      sizes: ['S/M', 'L/XL'],
      techniques: ['in the round'],
    },
  },
];
