import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_FOURTH_CASES (split for the file-size rule; see real-world-forty-fourth.ts). */
export const REAL_WORLD_FORTY_FOURTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw44-05-uk-magazine-download-cabled-capelet-two-sizes-balls',
    text: `THE WOOL JOURNAL · AUTUMN 2025 · FREE PATTERN DOWNLOAD
COSY LAYERS
Thornbury Capelet
Wrap up in chunky honeycomb cables this season
Designed by Harriet Oakes
Photography: Sam Whitlock · Styling: Priya Desai
64 THE WOOL JOURNAL | AUTUMN 2025
SIZES
S/M (L/XL)
To ﬁt bust 81-97 (102-117) cm / 32-38 (40-46) in
Actual measurements
Circumference at lower edge 132 (152) cm
Length at centre back 38 (41) cm
YOU WILL NEED
☐ 5 (6) x 50g balls of Fernhill Aran (80% wool, 20%
alpaca; approx. 100m per ball), shade 204 Rosehip
☐ A pair of 4.5mm (UK 7/US 7) circular needles, 40cm
long, and a 5mm (UK 6/US 8) circular needle, 80cm long
☐ Cable needle
☐ Stitch markers
☐ 1 large toggle button
TENSION
18 sts and 24 rows to 10cm over stocking stitch
using 5mm needles.
26 sts to 10cm over honeycomb cable pattern using
5mm needles.
THE WOOL JOURNAL | AUTUMN 2025 65
ABBREVIATIONS
C4B slip 2 sts onto cable needle and hold at back,
k2, k2 from cable needle; C4F slip 2 sts onto cable
needle and hold at front, k2, k2 from cable needle.
See page 98 for our full list of abbreviations.
PATTERN NOTES
The capelet is worked top down in the round from
the neck, with increases hidden between the
cable panels. It is ﬁnished with a turned-back
collar in 2x2 rib.
NECK
Using 4.5mm needle, cast on 96 (104) sts. Place
marker and join to work in the round, taking care
not to twist.
Rib round: *K2, p2; rep from * to end.
Work in rib for 12cm.
Change to 5mm needle.
Continued on page 66
Also in this issue: Bracken Snood, 3 x 50g balls Fernhill Aran
© The Wool Journal 2025. For personal, non-commercial use only.`,
    expected: {
      title: 'Thornbury Capelet',
      designer: 'Harriet Oakes',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S/M', yards: m(5 * 100) },
        { size: 'L/XL', yards: m(6 * 100) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S/M', 'L/XL'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw44-06-irish-indie-double-brim-watch-cap-child-adult',
    text: `Fáinne
Watch Cap
A deep double-brim hat in a crisp
sport-weight wool, for the whole family
Pattern by Aoife Brennan
Photo: Ciarán Brennan
Fáinne Watch Cap · Aoife Brennan Knits · page 1
SIZES
Child (Adult S, Adult L)
To ﬁt head circumference 48–51 (53–56, 57–60) cm
Finished circumference (unstretched): 42 (47, 52) cm
MATERIALS
Yarn
Sport weight wool
Suggested yarn
Cnoc Sport (100% Irish wool; 50 g / 125 m)
Quantity
1 (1, 2) skeins
Needles
3 mm (US 2½) and 3.5 mm (US 4) 40 cm circular needles
and DPNs in the larger size
Notions
Stitch marker, tapestry needle
Tension
26 sts and 34 rounds = 10 cm over stocking stitch
in the round on 3.5 mm needles
Fáinne Watch Cap · Aoife Brennan Knits · page 2
CONSTRUCTION
The hat is worked in the round from the brim up. The
brim is knitted twice its ﬁnished depth in 1x1 rib and
folded to the inside at the end, so there is no pick-
ing up or sewing down.
BRIM
With 3 mm needle, cast on 110 (122, 136) sts.
Place marker and join to work in the round, being
careful not to twist.
Round 1: *K1, p1; rep from * to end.
Rep this round until brim measures 16 (18, 20) cm.
BODY
Change to 3.5 mm needle.
Knit every round until piece measures 24 (27, 30) cm
from the cast-on edge.
CROWN
Change to DPNs when there are too few stitches for
the circular needle.
Child size only:
Round 1: *K9, k2tog; rep from * to end. 100 sts.
All sizes:
Next round: *K8, k2tog; rep from * to end.
Knit 1 round.
2
© Aoife Brennan 2025 · aoifebrennanknits.ie · Please don’t share this file.`,
    expected: {
      title: 'Fáinne Watch Cap',
      designer: 'Aoife Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'Child', yards: m(125) },
        { size: 'Adult S', yards: m(125) },
        { size: 'Adult L', yards: m(2 * 125) },
      ],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
