import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw41-03-us-yarn-company-cowl-neck-vest-womens-prefix',
    text: `FREE PATTERN · #HP-2318 · Version 1.1 (corrected stitch count in Back Shoulder shaping)
Harvest Pines Yarns · harvestpinesyarns.com

HEARTHSIDE COWL-NECK VEST
Designed by Jolene Marchetti for Harvest Pines Yarns

SKILL LEVEL: ■■□□ Easy

SIZES
Women's S (M, L, 1X, 2X)
Finished bust: 36 (40, 44, 48, 52)" [91.5 (101.5, 112, 122, 132) cm]
Length: 22 (22½, 23, 23½, 24)" [56 (57, 58.5, 59.5, 61) cm]
Vest is intended to be worn with 4-6" of positive ease.

MATERIALS
Harvest Pines Timberline Chunky (80% acrylic, 20% wool; 5 oz/142 g; 106 yds/97 m)
Bulky weight (#5)
#214 Smoke – 5 (6, 6, 7, 8) skeins
US 10½ (6.5 mm) 24" and 16" circular needles
US 11 (8 mm) 24" circular needle
Stitch markers, stitch holders, yarn needle

GAUGE
12 sts and 17 rnds = 4" [10 cm] in stockinette stitch with larger needle.
TAKE TIME TO CHECK GAUGE.

NOTES
Body is worked in the round from the bottom up to the underarms, then divided and the
front and back are worked back and forth separately. Shoulders are joined with a
three-needle bind-off. The cowl neck is picked up with the 16" needle and worked in the
round to the desired height.

ABBREVIATIONS
approx approximately; beg begin(ning); BO bind off; CO cast on; k knit; p purl;
rnd(s) round(s); RS right side; st(s) stitch(es); tog together; WS wrong side

BODY
With smaller 24" needle, CO 108 (120, 132, 144, 156) sts. Place marker and join to work
in the rnd, being careful not to twist sts.
Rnd 1: *K2, p2; rep from * around.
Rep Rnd 1 until piece measures 3" from beg.
Change to larger needle. Knit every rnd until piece measures 14 (14, 14½, 14½, 15)"
from beg, ending last rnd 3 (3, 4, 4, 5) sts before marker.

DIVIDE FOR FRONT AND BACK
Next rnd: BO 6 (6, 8, 8, 10) sts, removing marker, k until there are 48 (54, 58, 64, 68)
sts on right needle for front; place rem sts on holder for back.

Make it a set! The Hearthside Mittens (#HP-2319) use just 1 skein of Timberline Chunky.
Shop Timberline Chunky in 18 shades — free shipping on orders over $75.

©2025 Harvest Pines Yarns. This pattern is for personal, non-commercial use only.
Questions? patternhelp@harvestpinesyarns.com                                  Page 1 of 3`,
    expected: {
      title: 'Hearthside Cowl-Neck Vest',
      designer: 'Jolene Marchetti',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: 5 * 106 },
        { size: 'M', yards: 6 * 106 },
        { size: 'L', yards: 6 * 106 },
        { size: '1X', yards: 7 * 106 },
        { size: '2X', yards: 8 * 106 },
      ],
      gauge: { stitches: 12, rows: 17, inches: 4 },
      needle_sizes: [
        { us: '10.5', mm: 6.5 },
        { us: '11', mm: 8 },
      ],
      sizes: ['S', 'M', 'L', '1X', '2X'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw41-04-uk-weekly-magazine-cabled-capelet-one-size',
    text: `KNIT & NATTER WEEKLY | ISSUE 412 | 14 NOVEMBER 2024                                          38

HOME COMFORTS

Wrap up in style
Our cosy cabled capelet from designer Fenella Gaskin is knitted in the round from the neck
down, so there's barely any sewing up – perfect for frosty school runs.

HEATHERBANK CAPELET

MEASUREMENTS
To fit: one size, adult
Neck circumference: 56 cm (22 in)
Lower edge circumference: 132 cm (52 in)
Depth: 36 cm (14 in)

YOU WILL NEED
☐ 4 x 100g balls of Dalesford Aran (aran weight; 60% wool, 40% acrylic), approx 200m per
   ball, in Moorland (shade 117)
☐ 5mm (UK 6/US 8) and 5.5mm (UK 5/US 9) circular needles, 40cm and 80cm long
☐ Cable needle
☐ Stitch markers
☐ 3 large buttons (optional, for the collar tab)

TENSION
18 sts and 24 rows to 10cm over st st using 5.5mm needles.
Cable panel A (24 sts) measures 9cm wide.

ABBREVIATIONS
C6B – slip 3 sts on to cable needle and hold at back, k3, then k3 from cable needle.
C6F – slip 3 sts on to cable needle and hold at front, k3, then k3 from cable needle.
M1 – make one stitch. PM – place marker. St st – stocking stitch.
See page 92 for our full list of abbreviations.

PATTERN NOTES
The capelet is worked from the top down in rounds on a circular needle. Change to the longer
needle when the stitches no longer fit comfortably. Increases are worked either side of the
four cable panels, so the capelet flares gently over the shoulders.

COLLAR
Using 5mm 40cm circular needle, cast on 100 sts. PM and join to work in the round, taking
care not to twist.
Round 1: *K2, p2; rep from * to end.
Rep this round until collar measures 10cm.
Change to 5.5mm needle.
Set-up round: *K1, M1, p2, work Cable panel A over next 24 sts; rep from * to end.

Continued on page 40 ▶

ALSO IN THIS ISSUE: Our fisherman's rib scarf (3 x 100g balls of chunky) and a set of
Christmas pudding tea lights (oddments of DK) — see page 56.

Yarn stockists: Dalesford Yarns, 01535 600 214, dalesfordyarns.co.uk
Pattern checking: Rhona Tait. Photography: Guy Medlicott. Styling: Amie Hart.
NEXT WEEK: Crochet a cheerful robin wreath – plus our bumper Christmas gift guide!`,
    expected: {
      title: 'Heatherbank Capelet',
      designer: 'Fenella Gaskin',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(4 * 200) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '8', mm: 5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['One size'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
];
