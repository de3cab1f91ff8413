import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_SECOND_CASES (split for the file-size rule; see real-world-forty-second.ts). */
export const REAL_WORLD_FORTY_SECOND_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw42-13-us-indie-crochet-shell-bralette-six-sizes',
    text: `jolie makes
SEAGLASS BRALETTE
a lacy shell bralette in pima cotton
crochet pattern by Jolie Nakamura
tech editing: Dana Whitﬁeld
jolie makes | Seaglass Bralette | pg 2
SIZES
XS (S, M, L, XL, 2XL)
To ﬁt bust: 30 (32–34, 36–38, 40–42, 44–46, 48–50)" / 76 (81–86,
91–97, 102–107, 112–117, 122–127) cm
Underbust band: 26 (28, 32, 36, 40, 44)" / 66 (71, 81, 91.5, 101.5,
112) cm, unstretched
The band is designed with 1–2" of negative ease. Sample is size S.
MATERIALS
Yarn: sport weight cotton
Harbor Cotton Sport (100% pima cotton; 50 g / 137 yds / 125 m)
2 (2, 3, 3, 3, 4) skeins in Seaglass
Hooks: US D-3 (3.25 mm) and US E-4 (3.5 mm)
Notions: stitch markers, tapestry needle, 2 yds of ½" satin ribbon
(optional, for lacing the back)
GAUGE
22 sc and 24 rows = 4" (10 cm) with E-4 hook.
4 shells and 10 rows = 4" (10 cm) in shell pattern with E-4 hook.
ABBREVIATIONS (US terms)
ch chain · sc single crochet · dc double crochet · sk skip · sl st slip
stitch · sp space · shell (2 dc, ch 1, 2 dc) in same st · rep repeat
CONSTRUCTION
The band is worked ﬁrst, ﬂat in rows of sc. The lacy shell cups are
crocheted directly onto the top edge of the band, one at a time, and
shaped by working one fewer shell on each row. The straps are made
from ch and sc and sewn to the back band.
2
jolie makes | Seaglass Bralette | pg 3
BAND
With D-3 hook, ch 13.
Row 1: Sc in 2nd ch from hook and in each ch across, turn (12 sc).
Row 2: Ch 1, sc in back loop of each st across, turn.
Rep Row 2 until band measures 26 (28, 32, 36, 40, 44)" unstretched.
Do not fasten off. Ch 1, turn the band 90° to work along the long
edge.
Next row: Sc evenly along the row ends, working 144 (154, 176, 198,
220, 242) sc. Fasten off.
LEFT CUP
Change to E-4 hook. With RS facing, count 24 (26, 30, 34, 38, 42) sts
from the left-hand end of the band and join yarn with a sl st.
Row 1: Ch 3, sk 2 sts, *shell in next st, sk 2 sts, dc in next st, sk 2
sts; rep from * 4 (4, 5, 5, 6, 6) more times, turn.
Please don’t share or sell this pattern. © 2025 jolie makes
3`,
    expected: {
      title: 'Seaglass Bralette',
      designer: 'Jolie Nakamura',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 2 * 137 },
        { size: 'S', yards: 2 * 137 },
        { size: 'M', yards: 3 * 137 },
        { size: 'L', yards: 3 * 137 },
        { size: 'XL', yards: 3 * 137 },
        { size: '2XL', yards: 4 * 137 },
      ],
      gauge: { stitches: 22, rows: 24, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw42-14-uk-indie-crochet-cabled-boot-cuffs-one-skein-three-sizes',
    text: `Heathﬁeld
Boot Cuffs
Oakes & Ivy
Design: Harriet Oakes
Photography: Tom Oakes
Heathﬁeld Boot Cuffs | Oakes & Ivy | Page 2 of 4
These chunky cabled boot cuffs peek out over the top of wellies
and ankle boots. The ribbed band is worked sideways and joined
into a ring, then the cabled top is worked in joined rounds straight
oﬀ the edge of the rib.
This pattern is written in UK crochet terms.
SIZES
S (M, L)
To ﬁt calf circumference: 30–34 (35–39, 40–44) cm
YOU WILL NEED
Yarn
Aran weight wool, 100 g / 200 m
Quantity
1 skein – enough for all three sizes
Sample
Hay Bale Aran by Bellweather Wool in Hayﬁeld
Hooks
5 mm (US H-8) and 5.5 mm (US I-9)
Extras
Stitch markers, tapestry needle
TENSION
14 htr and 10 rows to 10 cm over htr using 5.5 mm hook.
Rib band: 10 rows to 10 cm (slightly stretched) using 5 mm hook.
ABBREVIATIONS (UK)
ch chain · dc double crochet · htr half treble · tr treble · FPtr front
post treble · BPtr back post treble · BLO back loop only · ss slip stitch
· sp space · st(s) stitch(es) · rep repeat
2
Heathﬁeld Boot Cuffs | Oakes & Ivy | Page 3 of 4
RIB BAND
With 5 mm hook, ch 11.
Row 1: 1 htr in 3rd ch from hook and in each ch to end, turn (9 htr).
Row 2: Ch 2 (does not count as st), 1 htr BLO in each st to end, turn.
Rep Row 2 until the band ﬁts snugly around your calf, approx. 28 (33,
38) rows, ending with an even number of rows.
Join the short ends with ss through both layers to make a ring.
CABLED TOP
Change to 5.5 mm hook. Work into the row ends along one edge of the
band.
Round 1: Ch 2 (does not count as st), work 42 (48, 54) htr evenly
around, ss to top of ﬁrst htr to join.
Round 2: Ch 2, *FPtr around each of next 4 sts, BPtr around each of
next 2 sts; rep from * to end, ss to join.
Round 3 (cable round): Ch 2, *skip 2 sts, FPtr around each of next 2
sts, FPtr around each of the 2 skipped sts, BPtr around each of next
2 sts; rep from * to end, ss to join.
Rounds 4–5: As Round 2.
© Oakes & Ivy 2025 · oakesandivy.co.uk · not for resale
3`,
    expected: {
      title: 'Heathfield Boot Cuffs',
      designer: 'Harriet Oakes',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(200) }],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['cables', 'in the round'],
    },
  },
];
