import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw30-15',
    text: `CHAPTER 3 · TEXTURE AND SHAPE                                                          73

Estuary Shawl

Where the river meets the sea, the water never moves in straight lines, and neither does this
shawl. Garter-stitch wedges are built with short rows, so the stripes of texture swing and fan
the way sandbars do at low tide. An attached I-cord edge keeps the long edge neat and firm.

FINISHED MEASUREMENTS
62" (157.5 cm) wingspan and 24" (61 cm) deep at the center, after blocking

YARN
Fingering weight (#1 super fine)
Shown: Tidewater Merino Fingering (100% merino wool; 400 yds [366 m]/100 g): 2 skeins in Heron.

NEEDLES
US size 6 (4 mm): 32" (80 cm) circular needle
Adjust needle size if necessary to obtain the correct gauge.

NOTIONS
Removable stitch markers; tapestry needle; blocking wires and pins

GAUGE
22 sts and 44 rows (22 garter ridges) = 4" (10 cm) in garter stitch, after blocking

NOTES
This shawl uses German short rows (see Techniques, page 142). When you come to a double stitch,
knit both legs together.
The I-cord edge is worked at the same time as the body: the 3 sts at the start of every RS row
(slipped at the end of every WS row) are the I-cord stitches.

SHAWL
Using the long-tail method, CO 6 sts.
Set-up row (WS): K3, sl 3 pwise wyif.
Row 1 (RS): K3, M1, knit to end.
Row 2 (WS): Knit to last 3 sts, sl 3 pwise wyif.
Rep Rows 1–2 until there are 30 sts on the needle.

Wedge 1
Short row 1 (RS): K3, M1, k20, turn.
Short row 2 (WS): Make double stitch (DS), knit to last 3 sts, sl 3 pwise wyif.
Short row 3: K3, M1, knit to 4 sts before DS, turn.
Short row 4: DS, knit to last 3 sts, sl 3 pwise wyif.
Rep Short rows 3–4 three more times.
Next row (RS): K3, M1, knit to end, working each DS as one st.

ALSO IN THIS CHAPTER
Saltmarsh Cowl, p. 78: 1 skein (330 yds) · Tern Hat, p. 84: 190 yds · Mudflat Mitts, p. 88: 250 yds

Photograph by Caleb Ostrowski
74                                                        SLOW STITCHES FOR QUIET EVENINGS
© 2024 Lorna Abernathy. From Slow Stitches for Quiet Evenings (Harrow & Vale Press). All rights reserved.`,
    expected: {
      title: 'Estuary Shawl',
      designer: 'Lorna Abernathy',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 800 }],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['short rows', 'i-cord'],
    },
  },
  {
    id: 'rw30-16',
    text: `THE WOOL NOOK · 14 Broad Street, Ludlow · Open Tues–Sat 10–5 · woolnookludlow.co.uk
Crochet Club handout – March

MOSAIC TILE COASTERS (set of 4)
Designed for Crochet Club by Priya Chandran (our Saturday shop assistant – say hello!)

This month we're trying overlay mosaic crochet. It looks like tricky colourwork, but you only
ever work with one colour per row, so there's no carrying yarn. Each coaster is a 16-row square
worked in rows, plus a border.

YOU WILL NEED
· Nook Cotton DK (100% cotton, 50g/125m): 1 ball each in Navy (A) and Ivory (B)
  (enough for 4 coasters, with some to spare)
· 4mm (UK 8 / US G6) crochet hook
· Tapestry needle, scissors

TENSION
20 sts and 22 rows to 10cm over mosaic pattern.
Don't worry too much – a coaster a bit bigger or smaller still does its job!

FINISHED SIZE
Each coaster approx. 11 x 11cm including border.

UK TERMS / ABBREVIATIONS
ch chain
ss slip stitch
dc double crochet (US single crochet)
dcblo dc in back loop only
tr treble (US double crochet) – in mosaic, always worked in the front loop of the st 2 rows below
beg beginning
rep repeat

HOW IT WORKS
Every row is worked with the right side facing. Fasten off at the end of each row and start the
next row at the right-hand edge again, leaving 10cm tails (these get hidden in the border).
Work odd-numbered rows in A and even-numbered rows in B.

COASTER
With A, ch 23.
Row 1 (RS): 1 dc in 2nd ch from hook and in each ch to end. 22 sts. Fasten off.
Row 2: Join B in first st, ch 1, 1 dc in same st, 1 dcblo in each st to last st, 1 dc in last st.
Fasten off.
Rows 3-16: Follow Chart 1 (over the page).
Border: With A, work 1 dc in each st and row-end around, 3 dc in each corner; ss to first dc.

CLUB DATES
Tuesday 4 March, Tuesday 18 March, 6.30–8.30pm. £4 per session, tea and biscuits included.
Kit for this month: 2 balls Nook Cotton DK + handout, £8.50 (club members 10% off).
Next month: granny squares! Bring 4 x 50g balls of any DK acrylic and a 4mm hook.

Please don't photocopy this handout for sale. Shared with Priya's permission for club members.`,
    expected: {
      title: 'Mosaic Tile Coasters',
      designer: 'Priya Chandran',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(250) }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['mosaic'],
    },
  },
];
