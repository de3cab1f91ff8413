import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTIETH_CASES_PART_7 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw40-13-uk-indie-crochet-cardigan-paired-sizes-grams',
    text: `HAZELBROOK
CARDIGAN
A cosy textured crochet cardigan in aran wool
Design: Abigail Thorne
Photography: Tom Fairley
abigail thorne crochet
Hazelbrook Cardigan © Abigail Thorne 2025 | abigailthornecrochet.co.uk | Page 2 of 9
This pattern is written in UK crochet terms.
SIZES
Size XS-S M-L XL-2XL 3XL-4XL
To ﬁt bust (cm) 76-86 91-102 107-117 122-132
To ﬁt bust (in) 30-34 36-40 42-46 48-52
Finished bust (cm) 104 122 140 158
Length (cm) 60 63 66 69
Choose the size closest to your bust measurement; the cardigan has about 20-25 cm of
positive ease.
MATERIALS
Yarn
Moorland Aran (100% Bluefaced Leicester and Masham; 100 g / 166 m)
Yarn weight
Aran
Amount
600 (750, 900, 1050) g
Hooks
5 mm (US H-8) for the ribbing
5.5 mm (US I-9) for the body and sleeves
Notions
6 buttons, 25 mm; stitch markers; tapestry needle
TENSION
14 htr and 10 rows = 10 cm over htr using 5.5 mm hook, after blocking.
Hazelbrook Cardigan © Abigail Thorne 2025 | abigailthornecrochet.co.uk | Page 3 of 9
ABBREVIATIONS (UK)
ch chain
ss slip stitch
dc double crochet
htr half tre-
ble crochet
tr treble crochet
fptr front post treble
bptr back post treble
htr3tog half treble 3 together
CONSTRUCTION
The body is worked in one piece from the bottom up to the underarms, then divided for
the two fronts and the back, which are worked separately to the shoulders. The sleeves are
worked in joined rounds from the cuff up and sewn in. Front bands and collar are worked
last, in post-stitch rib, straight onto the fronts.
BODY RIBBING
Using 5 mm hook, ch 13.
Row 1 (RS): 1 htr in 3rd ch from hook and in each ch to end, turn. 11 sts.
Row 2: Ch 2 (does not count as a st), 1 htr in back loop only of each st to end, turn.
Rep Row 2 until ribbing measures 104 (122, 140, 158) cm when slightly stretched.
Do not fasten off. Turn the ribbing so you will work along one long edge.
BODY
Change to 5.5 mm hook.
Row 1: Ch 2, work 146 (170, 196, 222) htr evenly along the edge of the ribbing, turn.
Hazelbrook Cardigan © Abigail Thorne 2025 | abigailthornecrochet.co.uk | Page 4 of 9`,
    expected: {
      title: 'Hazelbrook Cardigan',
      designer: 'Abigail Thorne',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'XS-S', yards: m(6 * 166) },
        { size: 'M-L', yards: m(7.5 * 166) },
        { size: 'XL-2XL', yards: m(9 * 166) },
        { size: '3XL-4XL', yards: m(10.5 * 166) },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS-S', 'M-L', 'XL-2XL', '3XL-4XL'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw40-14-us-indie-crochet-lace-kerchief-two-skeins',
    text: `POPPYFIELD
KERCHIEF
a breezy triangle kerchief with a lacy shell edge
crochet pattern by Dana Whitlock
photos: Gwen Ortiz
Whitlock Hook Studio
1
Poppyﬁeld Kerchief — Whitlock Hook Studio — page 2 of 5
Hello! Poppyﬁeld is a quick summer make: a triangle of open mesh lace, ﬁnished with a
lacy shell edge and long chain ties. Wear it over your hair, knotted at the nape, or
around your neck.
FINISHED SIZE
30" / 76 cm across the top edge x 13" / 33 cm deep at the center, plus ties
YARN
Sport weight (#2 ﬁne)
Sunbeam Cotton Sport (100% mercerized cotton; 50 g / 153 yds / 140 m)
Color: Poppy
2 skeins
HOOK
US E-4 (3.5 mm)
NOTIONS
Locking stitch marker, tapestry needle
GAUGE
20 dc and 10 rows = 4" / 10 cm.
In mesh pattern: 8 ch-1 spaces and 9 rows = 4" / 10 cm, after blocking.
Blocking opens up the lace, so block your swatch before you measure it.
Poppyﬁeld Kerchief — Whitlock Hook Studio — page 3 of 5
PATTERN NOTES
The kerchief is worked ﬂat in rows, starting with a few chains at the point and
increasing at each end of every row. The shell edging is worked along the two short
sides, then the ties are chained onto each end of the top edge.
This pattern uses US crochet terms.
ABBREVIATIONS
ch chain
sl st slip stitch
sc single crochet
dc double crochet
sp space
sh shell: 5 dc in the same st or sp
MESH TRIANGLE
Ch 4.
Row 1 (RS): (Dc, ch 1, dc, ch 1, dc) in 4th ch from hook, turn. 3 dc, 2 ch-1 sps.
Row 2: Ch 4 (counts as dc and ch 1 here and throughout), dc in ﬁrst dc, *ch 1, dc in next
dc; rep from * to last dc, (ch 1, dc, ch 1, dc) in top of turning ch, turn.
Rows 3-32: Rep Row 2. 36 dc at the end of Row 32.
Do not fasten off; continue with the edging.
Poppyﬁeld Kerchief — Whitlock Hook Studio — page 4 of 5
© 2025 Dana Whitlock · Whitlock Hook Studio. For personal use only. You are welcome to
sell small numbers of ﬁnished kerchiefs; please credit Whitlock Hook Studio.`,
    expected: {
      title: 'Poppyfield Kerchief',
      designer: 'Dana Whitlock',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 2 * 153 }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
];
