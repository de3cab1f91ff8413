import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw22-11',
    text: `niamh makes

SEAHOLLY TOP
Designed by Niamh Corrigan

A breezy summer top with an openwork lace panel across the yoke, worked from the top down
in a soft cotton 4ply. Wear it over a vest on cooler days or on its own in the sunshine.

This pattern is written in UK crochet terms. A US conversion chart is on page 6.

SIZES
To ﬁt UK dress size 6-8 (10-12, 14-16, 18-20, 22-24)
Actual bust: 86 (96, 108, 120, 132) cm / 34 (37¾, 42½, 47¼, 52) in
Length from shoulder: 50 (52, 54, 56, 58) cm
Shown in size 10-12 on Aoife, who is 5'6".

YOU WILL NEED
Cotton 4ply (100% mercerised cotton; 50 g / 170 m)
200 (250, 300, 350, 400) g - sample made in Lyle Mill Cotton 4ply, shade Sea Glass
3.25mm (US D-3) and 3.5mm (US E-4) crochet hooks
Stitch markers, tapestry needle

TENSION
22 sts and 11 rows to 10 cm over treble crochet (UK tr) using a 3.5mm hook.
Lace panel: 3 repeats to 10 cm.
Use a larger or smaller hook if necessary to obtain the correct tension.

ABBREVIATIONS (UK)
ch chain; ch-sp chain space; dc double crochet; tr treble crochet; tr2tog treble 2 stitches
together; ss slip stitch; st(s) stitch(es); rep repeat; RS right side; WS wrong side

NOTES
The yoke is worked ﬂat from the top down in one piece, then joined at the underarms and
the body is worked in rows to the hem. Turning ch 3 counts as a st throughout.

YOKE
Using a 3.5mm hook, make 94 (100, 106, 112, 118) ch.
Row 1 (RS): 1 tr in 4th ch from hook, 1 tr in each ch to end, turn.
Row 2: 3 ch, *miss 2 sts, (1 tr, 2 ch, 1 tr) in next st; rep from * to last st, 1 tr, turn.
Rows 3-8: Work lace panel as Row 2.
Row 9: 3 ch, *3 tr in next ch-sp; rep from * to last st, 1 tr in top of turning ch, turn.
Row 10 (inc row): 3 ch, *1 tr in each of next 5 sts, 2 tr in next st; rep from * to last
2 (1, 0, 2, 1) sts, 1 tr in each st to end, turn.
Rows 11-16 (18, 20, 22, 24): 3 ch, 1 tr in each st to end, turn.
Divide for sleeves
Next row: 3 ch, 1 tr in each of next 27 (30, 34, 38, 42) sts for back, miss 20 (22, 24, 26,
28) sts for sleeve, 6 (8, 10, 12, 14) ch, 1 tr in each st to end.

page 3 · Seaholly Top · © Niamh Corrigan 2025

BODY
Join for body on next row, working across front, 6 (8, 10, 12, 14) ch for underarm, back
and 6 (8, 10, 12, 14) ch for second underarm.
Cont in tr until body measures 30 (30, 31, 31, 32) cm from underarm.
Change to a 3.25mm hook and work 3 rows of dc for hem.
Fasten oﬀ.

FINISHING
Sleeve edges: rejoin yarn at underarm and work 2 rounds of dc around each armhole.
Neck edge: work 1 round of dc, then 1 round of crab stitch (reverse dc).
Weave in all ends and block gently to measurements.

Thank you for buying this pattern on Etsy! Tag @niamhmakes so I can see your Seaholly.
Please do not share or resell this pattern. Finished items may be sold in small numbers.`,
    expected: {
      title: 'Seaholly Top',
      designer: 'Niamh Corrigan',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '6-8', yards: m(680) },
        { size: '10-12', yards: m(850) },
        { size: '14-16', yards: m(1020) },
        { size: '18-20', yards: m(1190) },
        { size: '22-24', yards: m(1360) },
      ],
      gauge: { stitches: 22, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['6-8', '10-12', '14-16', '18-20', '22-24'],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw22-12',
    text: `HOLLIN JUMPER
a seamless colourwork yoke in DK wool

Cerys Morgan
cerysmorgan.co.uk

Hollin is the old word for holly where I grew up in mid Wales. This jumper has a simple
yoke of holly leaves and berries knitted in three shades of undyed and naturally dyed
Welsh wool, and is knitted seamlessly from the top down.

SIZES AND YARN
Choose a size with 5-10 cm of positive ease at the chest.

Size              XS     S      M      L      XL     2XL    3XL
Finished chest    86     94     102    110    118    126    134    cm
                  34     37     40     43     46½    49½    52¾    in
MC Loam           250    300    350    400    450    500    550    g
CC1 Oat           50     50     50     50     75     75     75     g
CC2 Moss          25     25     25     25     25     25     25     g

Yarn: Haverﬁeld DK (100% Welsh wool; 50 g ≈ 112 m), in Loam (MC), Oat (CC1) and
Moss (CC2).
Sample shown in size M, knitted with 5 cm of ease.

NEEDLES AND NOTIONS
3.5 mm and 4 mm circular needles, 40 cm and 80 cm, and DPNs or a long circular for magic loop
Stitch markers, waste yarn, tapestry needle

TENSION
22 sts and 30 rounds to 10 cm over stocking stitch on 4 mm needle.
24 sts and 26 rounds to 10 cm over the colourwork chart on 4 mm needle.
Please check both tensions - the colourwork is often tighter!

CONSTRUCTION
The neckband is worked ﬁrst, then the yoke is knitted in the round from the top down,
with the colourwork chart worked over the yoke. Body and sleeves are separated and
knitted in the round to the ribbed hems.

NECKBAND
With 3.5 mm 40 cm circular needle and MC, cast on 96 (100, 104, 108, 112, 116, 120) sts.
Place marker and join for working in the round.
Rib round: *K1 tbl, p1; rep from * to end.
Work rib for 3 cm.
German short rows (optional, but recommended)
Short row 1 (RS): K to 10 sts past BOR, turn.
Short row 2 (WS): DS, p to 10 sts past BOR, turn.
Work 4 more short rows, working 6 sts past the last turning point each time.

Hollin · © Cerys Morgan 2025 · page 4

YOKE
Change to 4 mm needle. Knit 1 round, increasing 48 (50, 52, 54, 56, 58, 60) sts evenly.
Work Chart A (page 7), changing to the longer needle when needed.
Carry the unused colour loosely across the back and catch ﬂoats longer than 5 sts.
When Chart A is complete, break CC1 and CC2 and continue in MC only.
Next round: Knit, increasing 0 (8, 16, 24, 32, 40, 48) sts evenly.

DIVIDE FOR BODY AND SLEEVES
Knit across back sts, place sleeve sts on waste yarn, cast on 8 (8, 10, 10, 12, 12, 14) sts
for underarm, knit across front, place second sleeve on waste yarn, cast on as before.

Thank you for supporting a small business. This pattern is for your personal use only -
please do not share or copy it. Also available on Ravelry and LoveCrafts.`,
    expected: {
      title: 'Hollin Jumper',
      designer: 'Cerys Morgan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(728) },
        { size: 'S', yards: m(840) },
        { size: 'M', yards: m(952) },
        { size: 'L', yards: m(1064) },
        { size: 'XL', yards: m(1232) },
        { size: '2XL', yards: m(1344) },
        { size: '3XL', yards: m(1456) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['colorwork', 'top-down', 'in the round'],
    },
  },
];
