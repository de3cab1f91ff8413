import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_NINTH_CASES (split for the file-size rule; see real-world-ninth.ts). */
export const REAL_WORLD_NINTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw-ninth-etsy-amigurumi-metres-per-colour',
    text: `© Pattern by Mireille van den Heuvel | Little Stitches Studio | For personal use only.
You may sell finished items made from this pattern; please credit the design.

Bramble the Hedgehog
Finished height: approx. 12 cm (with the materials below)

MATERIALS
- DK cotton (e.g. Zomer Katoen DK, 50 g = 125 m):
    Brown (MC): approx. 40 m
    Cream (CC): approx. 20 m
    Black: a few scraps for the nose
- 2.75 mm crochet hook (US C-2)
- 8 mm safety eyes (or embroider them for babies under 3)
- Fiberfill stuffing, stitch marker, yarn needle

GAUGE
Gauge is not important for this pattern; just crochet tightly so the stuffing does not
show through.

ABBREVIATIONS (US terms)
MR – magic ring        sc – single crochet     inc – 2 sc in the same st
dec – invisible decrease   FLO – front loop only   sl st – slip stitch
(…) – number of stitches at the end of the round

NOTES
This amigurumi is worked in continuous rounds (spiral); do not join or turn.
Mark the first stitch of each round.

BODY
With Cream, 6 sc in MR. (6)
Rnd 2: inc x 6. (12)`,
    expected: {
      title: 'Bramble the Hedgehog',
      designer: 'Mireille van den Heuvel',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(60) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw-ninth-uk-terms-hexagon-throw-one-ball-each',
    text: `MEADOW YARNS — CROCHET LEAFLET CR-508

HEXAGON GARDEN THROW
in Meadow Cotton-Merino DK

Design: Gwen ap Rhys

This pattern is written in UK crochet terms.
(UK tr = US dc; UK dc = US sc)

SIZE
Approx. 110 x 140 cm, excluding border

YARN
Meadow Cotton-Merino DK (50% cotton, 50% merino; 100 g; approx. 310 m)
1 ball each of Primrose (101), Sage (114), Blush (122), Teal (130),
Mustard (135), Lilac (141), Duck Egg (150) and Stone (160)

HOOK
4 mm (UK 8, US G/6) crochet hook

TENSION
One hexagon measures 15 cm from side to side.
Rounds 1-3 measure 8 cm across.

ABBREVIATIONS
ch chain; dc double crochet; htr half treble; tr treble; sp space; ss slip stitch;
rep repeat; RS right side.

HEXAGON (make 72)
Using any shade, make 4 ch, ss into first ch to form a ring.
Round 1: 3 ch (counts as 1 tr), 11 tr into ring, ss into 3rd of 3 ch. 12 sts.

Also available: Leaflet CR-509 Hexagon Garden Cushion (2 balls).`,
    expected: {
      title: 'Hexagon Garden Throw',
      designer: 'Gwen ap Rhys',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2480) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-ninth-fifties-thread-doily-steel-hook',
    text: `BOOK No. 287 · DOILIES FOR EVERY ROOM · 25¢

No. 7391
PINEAPPLE STAR DOILY

Doily measures about 12½ inches in diameter

MATERIALS: DAISY MERCERIZED CROCHET COTTON, Size 30:
1 ball (350 yds) of White or Ecru.
Steel Crochet Hook No. 10.
[Reprint note: a 1.3 mm steel hook is the modern equivalent.]

GAUGE: 9 d c make 1 inch; 4 rnds make 1 inch.

Starch lightly and press through a damp cloth when finished.

Directions are given in the crochet abbreviations on inside back cover:
ch—chain; s c—single crochet; d c—double crochet; tr—treble; sp—space; rnd—round;
p—picot; sl st—slip stitch.

Starting at center, ch 10. Join with sl st to form ring.
1st rnd: Ch 3, 23 d c in ring. Join to top of ch-3.
2nd rnd: Ch 5, * d c in next d c, ch 2. Repeat from * around. Join to 3rd st of ch-5 (24 sps).

For matching Pineapple Chair Set, see Book No. 288 (3 balls, Size 30).`,
    expected: {
      title: 'Pineapple Star Doily',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 9, rows: 4, inches: 1 },
      needle_sizes: [{ us: '10', mm: 1.3 }],
    },
  },
  {
    id: 'rw-ninth-indie-crochet-shawl-range-two-units-repeats',
    text: `CROCHET LACE COLLECTION · VOL. 2

Marejada Shawl

design & photography: Ana-Lucía dos Santos
tech editing: K. Lindqvist

An airy lace shawl for the in-between seasons, worked top-down from the centre of
the neck in waves of shells that grow wider with every repeat.

FINISHED SIZE (after blocking)
Wingspan 68" / 173 cm; depth at centre 30" / 76 cm

YARN
Fingering weight, 500–600 yds / 457–549 m
(sample: 2 skeins Olas Merino Singles in "Espuma", 100 g / 437 yds, with about 280 yds left)

HOOK
US 7 (4.5 mm), or size to obtain gauge

GAUGE
2 shell repeats (12 sts) and 8 rows = 4" (10 cm) in shell pattern, after blocking.
Gauge is not critical, but a different gauge changes size and yardage.

SKILLS YOU'LL NEED
Chain, dc, working into chain spaces, reading a chart (written instructions included).

Love this one? Pair it with the Resaca Cowl (300 yds).`,
    expected: {
      title: 'Marejada Shawl',
      designer: 'Ana-Lucía dos Santos',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 600 }],
      gauge: { stitches: 12, rows: 8, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
