import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw28-03',
    text: `CORRIE & FELL YARNS                                              FREE PATTERN CF/M/041

ARDMAIR CREW
Men's cabled sweater in Corrie & Fell Aran
Designed by Callum Ferrier

MEASUREMENTS
To fit chest        97     102     107     112     117     122     cm
                    38      40      42      44      46      48     in
Actual chest       108     113     119     124     130     135     cm
                  42½    44½      47     49     51¼    53¼     in
Length to back     66      67      68      70      71      72     cm
Sleeve length      48      49      50      50      51      51     cm

YARN
Corrie & Fell Aran
Peat (shade 512)
x 100g balls         7       8       8       9      10      10

NEEDLES
1 pair 4.5mm (UK 7/US 7) needles
1 pair 5mm (UK 6/US 8) needles
Cable needle

TENSION
18 sts and 24 rows to 10cm over stocking stitch using 5mm needles.
The 24-st cable panel measures 10cm across.
Use larger or smaller needles if necessary to obtain the correct tension.

ABBREVIATIONS
C6B slip 3 sts onto cable needle and hold at back, k3, then k3 from cable needle
C6F slip 3 sts onto cable needle and hold at front, k3, then k3 from cable needle
T3B slip 1 st onto cable needle and hold at back, k2, then p1 from cable needle
alt alternate; beg beginning; cont continue; dec decrease; rep repeat; st st stocking stitch

PATTERN NOTES
The back, front and sleeves are worked separately from the bottom up and sewn together. The cable
panel is worked from the chart or the written instructions; the side panels are in reverse st st.

BACK
Using 4.5mm needles, cast on 110 (114, 118, 122, 128, 132) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows for 7cm, ending with a RS row.
Next row (WS): Rib 5 (7, 9, 11, 4, 6), *M1, rib 10 (10, 10, 10, 12, 12); rep from * to last ...

YARN INFORMATION
Corrie & Fell Aran is a 100% British wool aran weight yarn. 100g / 175m. Hand wash cool.
We recommend buying all the yarn for your garment at the same time to ensure the same dye lot.

© Corrie & Fell Yarns Ltd 2025. This pattern is for personal, non-commercial use only.
Cannot be sold or reproduced. www.corrieandfell.co.uk`,
    expected: {
      title: 'Ardmair Crew',
      designer: 'Callum Ferrier',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '97', yards: m(1225) },
        { size: '102', yards: m(1400) },
        { size: '107', yards: m(1400) },
        { size: '112', yards: m(1575) },
        { size: '117', yards: m(1750) },
        { size: '122', yards: m(1750) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['97', '102', '107', '112', '117', '122'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw28-04',
    text: `PIP THE SLOTH
Crochet amigurumi pattern · UK terms (US terms conversion on page 2)
by Niamh Trelawney · Tiny Thimble Toys

Thank you so much for buying my pattern from my Etsy shop! Please do not share or resell this PDF.
You're welcome to sell the toys you make from it by hand in small numbers — please credit Tiny Thimble Toys.

FINISHED SIZE
About 22 cm / 8.5" tall when sitting, hanging from his branch.

YOU WILL NEED
Yarn: Harbour Cotton DK (100% cotton, 50 g / 115 m). Any DK cotton will work.
• Fawn (body, head, limbs) ........ 30 g
• Cream (face patch, claws) ........ 15 g
• Moss (leaf branch) ........ 10 g
• Black (eye patches and nose) ........ a small amount
Hook: 2.75 mm (US C/2)
Safety eyes: 2 x 9 mm black
Toy stuffing: about 40 g
Stitch marker, tapestry needle, pins

TENSION
Tension isn't important for toys — just keep your stitches tight so the stuffing doesn't show.

ABBREVIATIONS (UK)
ch chain · dc double crochet (US sc) · inc 2 dc in the same stitch · dec dc2tog (invisible decrease)
MR magic ring · sl st slip stitch · st(s) stitch(es) · (…) x number of times

NOTES
• All pieces are worked in continuous rounds (a spiral) — don't join at the end of a round.
• Move your stitch marker up each round.
• The leaf branch is worked in rows and folded.

HEAD
With Fawn, make a MR.
Rnd 1: 6 dc into ring (6)
Rnd 2: inc x 6 (12)
Rnd 3: (dc, inc) x 6 (18)
Rnd 4: (dc 2, inc) x 6 (24)
Rnd 5: (dc 3, inc) x 6 (30)
Rnd 6-11: dc around (30)
Insert the safety eyes between rounds 8 and 9, 7 sts apart, after sewing on the eye patches.

page 3 · © 2025 Niamh Trelawney / Tiny Thimble Toys · tinythimbletoys.etsy.com

ALSO IN THE SHOP
Otto the Owl (uses 45 g DK cotton) · Bramble the Hedgehog (60 g) · Sunny the Snail (25 g)`,
    expected: {
      title: 'Pip the Sloth',
      designer: 'Niamh Trelawney',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(126.5) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
