import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_5 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw38-09-uk-magazine-download-cafetiere-cosy-fair-isle',
    text: `Purl & Hearth
FREE PATTERN DOWNLOAD · ISSUE 58
Fika Cafetière Cosy
Keep your coffee piping hot with this speedy Fair Isle cosy – a perfect
stash-buster for a weekend
Designed by Lottie Pryce
Photography: Rob Sayer · Styling: Jen Ashby
24 PURL & HEARTH
YOU WILL NEED
□ Yarn
Hayward Cotton Blend DK (50% cotton, 50% acrylic, 50g/112m)
1 x 50g ball in Mustard (A)
1 x 50g ball in Cream (B)
□ Needles
3.25mm (UK 10/US 3) and 4mm (UK 8/US 6) knitting needles
□ Notions
3 x 20mm buttons; tapestry needle
TENSION
22 sts and 26 rows to 10cm over Fair Isle pattern using 4mm needles
MEASUREMENTS
To ﬁt an 8-cup (1 litre) cafetière; approx 33cm around x 14cm tall
ABBREVIATIONS
k knit; p purl; st(s) stitch(es); st st stocking stitch; RS right side;
WS wrong side; yfwd yarn forward; k2tog knit 2 together
Lottie says: “Carry the colour you’re not using loosely across the back
so the fabric doesn’t pucker. It’s worth spreading your stitches out on
the right-hand needle before each colour change.”
www.purlandhearth.co.uk PURL & HEARTH 25
COSY
Using 3.25mm needles and A, cast on 79 sts.
Row 1 (RS): K2, *p1, k1; rep from * to last st, k1.
Row 2: K1, *p1, k1; rep from * to end.
These 2 rows form rib. Work 2 more rows in rib.
Buttonhole row (RS): Rib 3, yfwd, k2tog, rib to end.
Work 3 rows in rib.
Change to 4mm needles.
Row 1 (RS): K5 in A, k to last 5 sts following Row 1 of chart, k5 in A.
Row 2: K5 in A, p to last 5 sts following Row 2 of chart, k5 in A.
The 5 sts at each edge are worked in garter stitch in A throughout, with
a buttonhole worked on the 9th and 17th rows of the chart as before.
Continue until all 20 rows of the chart are complete. Break B.
Change to 3.25mm needles and work 8 rows in rib in A. Cast off in rib.
TO MAKE UP
Weave in ends and block gently. Sew on buttons to correspond with
buttonholes, placing the cosy so the gap sits over the handle.
CHART
20
15
10
5
1
A Mustard
B Cream
Read RS rows from right to left and WS rows from left to right.
www.purlandhearth.co.uk PURL & HEARTH 26`,
    expected: {
      title: 'Fika Cafetière Cosy',
      designer: 'Lottie Pryce',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2 * 112) }],
      gauge: { stitches: 22, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      techniques: ['fair isle', 'colorwork'],
    },
  },
  {
    id: 'rw38-10-uk-indie-rag-doll-sidebar-labels-then-values',
    text: `NELL THE RAG DOLL
A knitted doll with a pinafore, bloomers and long plaits
Button Lane Toys
Nell the Rag Doll · Button Lane Toys · 2
Hello and thank you for buying Nell! She stands about 38 cm tall, and she
is knitted ﬂat in stocking stitch on straight needles, then stuffed and
sewn together, so there is no fiddly knitting on double-pointed needles.
Her pinafore buttons at the back and the straps are little i-cords.
Designed by Harriet Pym
WHAT YOU NEED
Yarn
Needles
Tension
Other
DK weight yarn (50 g = 125 m): Skin 25 g; Dress 40 g; Hair 15 g;
small amounts of white and black for the pinafore trim, eyes and shoes
3 mm (UK 11 / US 2½) straight needles
26 sts and 34 rows to 10 cm over stocking stitch on 3 mm needles
Toy stuffing (approx. 50 g), tapestry needle, pink crayon for the cheeks
A ﬁrm tension keeps the stuffing from showing through, so go down a
needle size if your fabric looks loose.
SAFETY
This is a pattern for a toy. If you are making Nell for a child under 3,
embroider her eyes and leave off the buttons.
Nell the Rag Doll · Button Lane Toys · 3
ABBREVIATIONS
k knit; p purl; st st stocking stitch; inc knit into front and back of
stitch; k2tog knit two stitches together; RS right side; WS wrong side
HEAD AND BODY (make 2)
Using skin colour, cast on 10 sts.
Row 1 (RS): Inc in every st. 20 sts.
Beg with a p row, work 3 rows in st st.
Next row: *K1, inc; rep from * to end. 30 sts.
Work 15 rows in st st.
Shape neck
Next row: *K1, k2tog; rep from * to end. 20 sts.
Work 3 rows in st st.
Next row: *K1, inc; rep from * to last 2 sts, k2. 29 sts.
Change to dress colour and work 27 rows in st st for the body.
Cast off.
ARMS (make 2)
Using skin colour, cast on 8 sts.
Row 1: Inc in every st. 16 sts.
Work 29 rows in st st. Change to dress colour for the sleeve and work 8
rows. Cast off.
© Harriet Pym / Button Lane Toys 2025 · buttonlanetoys.co.uk · Not for resale
4`,
    expected: {
      title: 'Nell the Rag Doll',
      designer: 'Harriet Pym',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((25 + 40 + 15) * 125) / 50) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['i-cord'],
    },
  },
];
