import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw29-03',
    text: `PRAIRIE FOLD YARNS · FREE PATTERN
Pattern #PFY-B114 · Version 2 (03/2025: corrected border stitch count in step 4)

LITTLE HARBOR BLANKET
Design: Carla Menendez

SKILL LEVEL   ■ ■ □ □   EASY

FINISHED MEASUREMENTS
Approx. 30" wide x 34" long (76 x 86 cm), including border.

MATERIALS
Prairie Fold Cotton Twist (100% pima cotton; worsted weight #4 medium; 3½ oz/100 g; 210 yds/192 m)
   MC   #203 Seafoam ............ 4 skeins
   CC   #101 Natural ............ 1 skein
US size 8 (5 mm) circular needle, 32" long
Two US size 8 (5 mm) double-pointed needles for the i-cord border
Removable stitch markers, tapestry needle

GAUGE
18 sts and 36 rows = 4" (10 cm) in garter stitch.
TAKE TIME TO CHECK GAUGE.

NOTES
The blanket is worked flat in garter stitch with a narrow CC stripe every 24 rows. Carry the unused
color loosely up the side; the border will hide it.
When the center is complete, an applied i-cord border is worked all the way around in CC, picking
up 1 st for every garter ridge along the sides.

ABBREVIATIONS
CC – contrast color · k – knit · MC – main color · pm – place marker · st(s) – stitch(es)
ssk – slip 2 sts knitwise one at a time, knit them together through the back loops

BLANKET
With MC, cast on 126 sts. Knit 23 rows.
*Change to CC and knit 2 rows. Change to MC and knit 22 rows. Rep from * 12 more times.
Bind off loosely. Do not cut CC.

APPLIED I-CORD BORDER
With RS facing and CC, pick up and knit along the bound-off edge...
Step 1: Cast on 3 sts onto a dpn. *K2, ssk (last i-cord st with 1 picked-up st), slide sts to other
end of needle; rep from * to corner.
Step 4: At each corner, work 2 rows of unattached i-cord (k3, slide) to turn the corner.

FINISHING
Graft the ends of the i-cord together. Weave in ends. Wet block to measurements.

LIKE THIS? Try the matching Little Harbor Hat (1 skein MC) and Little Harbor Booties (1 skein CC).
Find both at prairiefoldyarns.com/free.

Questions? patternhelp@prairiefoldyarns.com
© 2025 Prairie Fold Yarns, Inc. For personal, non-commercial use only.                   Page 1 of 2`,
    expected: {
      title: 'Little Harbor Blanket',
      designer: 'Carla Menendez',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 5 * 210 }],
      gauge: { stitches: 18, rows: 36, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw29-04',
    text: `Hazel the Hedgehog – crochet amigurumi pattern
TinyThimbleToys · Etsy
Design & photos: Inês Tavares

Thank you so much for buying this pattern! Please don't share, copy or resell it. You may sell
finished toys made from this pattern in small quantities if you credit TinyThimbleToys as the
designer. Questions? Message me on Etsy – I answer within 2 days.

FINISHED SIZE
Approx. 12 cm long and 8 cm tall when made with the yarn and hook below.

MATERIALS
• DK / light (#3) cotton. I used Cottonbud DK (100% cotton, 50 g / 125 m):
    Colour A – Oatmeal (face, tummy, feet) .......... 25 g
    Colour B – Chestnut (spiky back in loop st) ..... 35 g
    Colour C – Black (nose) ......................... a small amount
• 2.75 mm (US C-2) crochet hook
• 8 mm safety eyes, 1 pair
• Fibre fill, approx. 20 g
• Stitch marker, yarn needle, pins

GAUGE
Gauge is not important for this pattern, but crochet tightly so the stuffing doesn't show through.

NOTES
- This pattern is written in US terms.
- The body is worked in continuous rounds (a spiral) from the nose to the back. Do not join the
  rounds; move your stitch marker up every round.
- The spiky back is worked in loop stitch on the wrong side, so the loops come out on the right side.
- Feet are made separately and sewn on.

ABBREVIATIONS (US)
MR – magic ring · sc – single crochet · inc – 2 sc in same st · dec – invisible decrease
lp st – loop stitch (wrap yarn over finger, sc) · FO – fasten off · (6) – stitch count

BODY
With A, start with a MR.
Rnd 1: 6 sc in MR. (6)
Rnd 2: sc 2, inc, sc 2, inc. (8)
Rnd 3: sc 3, inc, sc 3, inc. (10)
Rnd 4-6: sc around. (10)
Insert safety eyes between Rnd 5 and 6, 4 sts apart.
Rnd 7: (sc, inc) x5. (15)
Change to B. Turn work so the wrong side faces you.
Rnd 8: (lp st, inc) x 7, lp st. (22)

More from TinyThimbleToys: Pip the Penguin (40 g DK), Otto the Owl (55 g DK), Hazel's Baby
Hoglets (15 g) – find them all in my shop!

Page 2/7 · © 2025 Inês Tavares / TinyThimbleToys`,
    expected: {
      title: 'Hazel the Hedgehog',
      designer: 'Inês Tavares',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(150) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
