import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw43-05-canadian-mill-free-cabled-dog-sweater',
    text: `MAPLE HOLLOW YARNS
Free Pattern · MHY-2231 · Version française disponible sur notre site

Trailhead Dog Sweater
Design: Geneviève Tremblay

Skill level: ■■□□ Easy

SIZES
XS (S, M, L, XL)
Finished chest circumference: 12 (16, 20, 24, 28)" / 30.5 (40.5, 51, 61, 71) cm
Length along the back: 9 (12, 15, 18, 21)" / 23 (30.5, 38, 45.5, 53.5) cm
Measure your dog around the deepest part of the chest and choose the size with 1–2" of ease.

MATERIALS
Maple Hollow Heritage Worsted (100% Canadian wool; 100 g / 210 yds / 192 m)
1 (1, 2, 2, 3) skeins in colour Campfire
4 mm (US 6) and 4.5 mm (US 7) 16" / 40 cm circular needles
4 mm (US 6) double-pointed needles for the leg openings
Cable needle, stitch markers, stitch holders, tapestry needle

GAUGE
20 sts and 26 rows = 4" / 10 cm in stocking stitch with 4.5 mm needles.
Cable panel (18 sts) = 3" / 7.5 cm wide.

NOTES
The sweater is worked in the round from the neck down. A single cable runs down the centre of the
back. After the chest shaping, stitches are put on hold for the leg openings and the belly is worked
shorter than the back so that the sweater stays clean on walks.

ABBREVIATIONS
C6F – slip 3 sts to cable needle, hold in front, k3, k3 from cable needle
k2tog – knit 2 together     p2tog – purl 2 together     rnd – round     st(s) – stitch(es)

COLLAR
With smaller circular needle, cast on 48 (60, 72, 84, 96) sts. Join to work in the round, being careful
not to twist. Work k2, p2 rib for 3 (3, 4, 4, 5)" / 7.5 (7.5, 10, 10, 12.5) cm.
Change to larger needle. Set-up rnd: K19 (25, 31, 37, 43), pm, p2, k6, p2, pm, knit to end.
Next rnd: Knit to marker, sm, p2, C6F, p2, sm, knit to end.

Make it a set! The matching Trailhead Toque takes 1 skein of Heritage Worsted, and the
Trailhead Leash Wrap uses less than 50 yds.

Share your projects with #maplehollowyarns
Maple Hollow Yarns · Sherbrooke, Québec · maplehollowyarns.ca
© 2026 Maple Hollow Yarns. This pattern is free for personal use; it may not be sold.     Page 1 of 3`,
    expected: {
      title: 'Trailhead Dog Sweater',
      designer: 'Geneviève Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 210 },
        { size: 'S', yards: 210 },
        { size: 'M', yards: 420 },
        { size: 'L', yards: 420 },
        { size: 'XL', yards: 630 },
      ],
      gauge: { stitches: 20, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw43-06-uk-magazine-page-lattice-slipover',
    text: `34  KNIT & NATTER MONTHLY  ISSUE 187  APRIL 2026

WEEKEND KNIT

Orchard Slipover
A textured lattice and a deep V-neck make this layering piece as good over a shirt as
over a summer dress, says its designer

DESIGNED BY RHIANNON PRICE

MEASUREMENTS
To fit bust: 81-86 (91-97, 102-107, 112-117) cm / 32-34 (36-38, 40-42, 44-46) in
Actual bust: 92 (104, 116, 128) cm / 36 (41, 45¾, 50½) in
Length to shoulder: 56 (58, 60, 62) cm / 22 (22¾, 23½, 24½) in

YOU WILL NEED
☐ Thornbury Cotton Merino DK (55% merino, 45% cotton; 50g/113m)
   5 (6, 7, 8) x 50g balls Sage (shade 208)
☐ A pair each of 3.25mm (UK 10/US 3) and 4mm (UK 8/US 6) needles
☐ 3.25mm (UK 10/US 3) circular needle, 60cm long, for the neckband
☐ Stitch holders and a stitch marker

TENSION
22 sts and 30 rows to 10cm over st st using 4mm needles.
24 sts and 32 rows to 10cm over lattice pattern using 4mm needles.

ABBREVIATIONS
See page 91.

PATTERN NOTES
The back and front are knitted in pieces from the lower edge up and seamed at the shoulders and
sides. The armhole and neck bands are picked up and knitted at the end. The lattice is made with
slipped stitches, so no cable needle is needed.

BACK
Using 3.25mm needles cast on 102 (114, 128, 142) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Continued on page 36

STOCKISTS
Thornbury Yarns 01423 555 0187, thornburyyarns.co.uk

ALSO IN THIS ISSUE
Beach bag in cotton aran (3 balls), p.42 · Baby's first cardigan in 4 ply (2 balls), p.50

Photography: Kirsty Lowe · Styling: Ama Mensah · Hair and make-up: Lucy Fenn
NEXT MONTH: Ten summer tops to knit and crochet – on sale 7 May`,
    expected: {
      title: 'Orchard Slipover',
      designer: 'Rhiannon Price',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '81-86', yards: m(565) },
        { size: '91-97', yards: m(678) },
        { size: '102-107', yards: m(791) },
        { size: '112-117', yards: m(904) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117'],
      techniques: ['bottom-up'],
    },
  },
];
