import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw34-07-us-yarn-company-mitered-square-throw',
    text: `HOMESTEAD YARNS®                                              Free Pattern #HY-K-2217
homesteadyarns.com/patterns

Patchwork Miters Throw
Designed by Paula Ingersoll

SKILL LEVEL: EASY ■■□□

FINISHED MEASUREMENTS
Approx. 48" x 60" / 122 x 152.5 cm

MATERIALS
HOMESTEAD VALUE WORSTED (Medium (4) worsted weight; 100% acrylic; 6 oz / 170 g; 292 yds / 267 m)
   #0114 Oatmeal (A) ............ 4 skeins
   #0512 Denim (B) .............. 3 skeins
   #0309 Rust (C) ............... 2 skeins
   #0620 Sage (D) ............... 2 skeins
Size US 8 (5 mm) 29" circular knitting needle, used flat, or size needed to obtain gauge
Locking stitch markers, yarn needle

GAUGE
18 sts and 36 rows = 4" / 10 cm in garter st (knit every row).
Each mitered square measures 6" / 15 cm square.
CHECK YOUR GAUGE. Use any size needle to obtain the gauge.

ABOUT THE THROW
The throw is made of 80 mitered squares knit one at a time. From the second square on, stitches are
picked up from the squares already finished, so there is nothing to sew together at the end. A garter
border is picked up and knit around the outside edge last.

ABBREVIATIONS
Approx = approximately; CDD = slip 2 sts together knitwise, k1, pass the 2 slipped sts over;
K = knit; PM = place marker; Rep = repeat; RS = right side; St(s) = stitch(es); WS = wrong side

MITERED SQUARE (first square)
With A, cast on 55 sts.
Row 1 (WS): K27, PM, k1, PM, k27.
Row 2 (RS): Knit to 1 st before first marker, remove marker, CDD, remove marker, knit to end. 53 sts.
Replace the markers either side of the center st.
Row 3: Knit.
Rep Rows 2 and 3 until 1 st remains. Fasten off.

NEXT SQUARES
Following the Color Layout, pick up and knit 27 sts along the top edge of the square below, cast on 1
st, then cast on 27 sts. 55 sts. Work as for the first square from Row 1.

COLOR LAYOUT
Work 8 squares across and 10 squares up, following the Color Layout chart on page 2.

Version 2 – 9/12/24: Color amounts corrected (A was listed as 3 skeins).

MAKE IT A SET
Patchwork Miters Pillow (#HY-K-2218): 1 skein each of A, B, C and D.

Homestead Yarns, 400 Mill Street, Greenville, SC · ©2024 Homestead Yarns. This pattern may be printed
for personal use. Need help? patterns@homesteadyarns.com                                   1 of 2`,
    expected: {
      title: 'Patchwork Miters Throw',
      designer: 'Paula Ingersoll',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 3212 }],
      gauge: { stitches: 18, rows: 36, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw34-08-uk-magazine-page-knitted-rag-doll',
    text: `56   Homespun Knitting   Issue 214                                                       TOYS

Meet Hetty, a rag doll with a wardrobe to knit

Designer Clare Whitlow's rag doll comes with a striped dress, a cosy cardigan and bar shoes, and
she's knitted flat on two needles, so she makes a lovely first toy.

HETTY RAG DOLL

YOU WILL NEED
□ Brambledown DK (100% acrylic, 50g/150m)
   1 ball each in:
   Shade A Biscuit (602) – body
   Shade B Conker (631) – hair
   Shade C Duck Egg (615) – dress
   Shade D Rose (622) – cardigan
   Shade E Navy (640) – shoes and knickers
□ Small amounts of black and pink DK for the features
□ 3.25mm (UK 10/US 3) knitting needles
□ Toy stuffing, approx. 80g
□ 3 small buttons for the cardigan
□ Tapestry needle

MEASUREMENTS
Hetty is approx. 38cm (15in) tall.

TENSION
26 sts and 34 rows to 10cm over stocking stitch using 3.25mm needles.
Tension isn't essential for this project, but a firm fabric stops the stuffing showing through.

ABBREVIATIONS
See page 98.

PATTERN NOTES
Hetty is knitted flat in pieces and sewn together. The shoe straps are 3-stitch I-cords. The dress has a
garter-stitch hem and simple two-row stripes of C and A.

LEGS (make 2)
Using Shade E, cast on 12 sts.
Row 1 (WS): Purl.
Row 2: (Kfb) 11 times, k1. 23 sts.
Beg with a p row, work 5 rows in st st.
Cut E and join A. Work 36 rows in st st.
Cast off.

BODY AND HEAD (make 2)
Using Shade E, cast on 24 sts.
Beg with a k row, work 8 rows in st st.
Cut E and join A. Work 30 rows in st st.

Continued on page 58 →

ALSO IN THIS ISSUE: Fair Isle tea cosy (3 balls of 4ply) · Crochet granny bag (6 balls) · Men's gansey (11-14 balls)
NEXT WEEK: Hetty's winter coat and bobble hat – plus a FREE pattern booklet
STOCKISTS: Brambledown DK costs £3.49 per 50g ball from brambledownyarns.co.uk
SAFETY: Not suitable for children under 3 years due to small parts (buttons).
Photography: Tom Haddon · Styling: Jess Crane · Pattern checking: Anne Lee`,
    expected: {
      title: 'Hetty Rag Doll',
      designer: 'Clare Whitlow',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(750) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['i-cord'],
    },
  },
];
