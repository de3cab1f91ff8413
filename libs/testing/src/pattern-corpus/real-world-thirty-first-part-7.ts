import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw31-13',
    text: `FAMILY KNITS QUARTERLY  ·  FALL 2025                                                62

little knits

Little Fox Pullover
Designed by Hannah Okafor

A fox peeks out from the front of this cozy drop-shoulder pullover. The motif is worked in
intarsia from a chart, with separate bobbins for each color area—no stranding!

SKILL LEVEL: Intermediate ■■■□

SIZES
Child's 4 (6, 8, 10, 12) years. Shown in size 6.

FINISHED MEASUREMENTS
Chest: 28 (30, 32, 34, 36)"/71 (76, 81.5, 86.5, 91.5) cm
Length: 16 (17½, 19, 20½, 22)"/40.5 (44.5, 48.5, 52, 56) cm

YARN
Brookside Heathers Worsted (100% superwash wool; 3½ oz/100 g; 175 yd/160 m)
• 4 (4, 5, 5, 6) skeins #212 Fog (MC)
• 1 skein #240 Rust (A)
• 1 skein #201 Snow (B)

NEEDLES
• One pair each sizes 6 and 8 (4 and 5 mm), or size to obtain gauge

NOTIONS
• Bobbins • Stitch holders • Tapestry needle

GAUGE
18 sts and 24 rows = 4"/10 cm in St st, using larger needles.
TAKE TIME TO CHECK GAUGE.

NOTES
1) Pieces are worked back and forth from the lower edge up.
2) Use a separate bobbin for each block of color in the chart; twist yarns on WS when
changing colors to avoid holes.
3) The fox's eyes and nose are embroidered after blocking.

BACK
With smaller needles and MC, cast on 66 (70, 74, 78, 82) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2: P2, *k2, p2; rep from * to end.
Rep rows 1 and 2 for 2"/5 cm, end with a WS row.
Change to larger needles and work in St st until piece measures 15 (16½, 18, 19½, 21)"/
38 (42, 45.5, 49.5, 53.5) cm from beg, end with a WS row.

FRONT
Work as for back until piece measures 4 (4½, 5, 5½, 6)"/10 (11.5, 12.5, 14, 15) cm from
beg, end with a WS row.
Beg chart: Next row (RS) K19 (21, 23, 25, 27) with MC, work 28 sts of chart, join a
separate bobbin of MC and k19 (21, 23, 25, 27).
                                                          continued on page 94

ALSO IN THIS ISSUE: Campfire Mittens, p. 58 (1 skein worsted) · Acorn Hat, p. 60 (1 skein)
Yarn support: Brookside Fiber Co.  ·  Photography: Lee Ann Ford`,
    expected: {
      title: 'Little Fox Pullover',
      designer: 'Hannah Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '4 years', yards: 6 * 175 },
        { size: '6 years', yards: 6 * 175 },
        { size: '8 years', yards: 7 * 175 },
        { size: '10 years', yards: 7 * 175 },
        { size: '12 years', yards: 8 * 175 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['4 years', '6 years', '8 years', '10 years', '12 years'],
      techniques: ['intarsia', 'bottom-up'],
    },
  },
  {
    id: 'rw31-14',
    text: `1/6/25, 9:14 AM          Easy Crochet Cable Ear Warmer (Free Pattern!) - Hooks & Honey
https://hooksandhoney.com/crochet-cable-ear-warmer/

Hooks & Honey
Home » Free Patterns » Hats & Headbands » Easy Crochet Cable Ear Warmer (Free Pattern!)

Easy Crochet Cable Ear Warmer (Free Pattern!)
Posted by Brittany Cole · January 3, 2025 · 47 Comments
Jump to Pattern · Print Pattern

This post may contain affiliate links. If you buy through them I may earn a small commission
at no extra cost to you. Read my full disclosure policy.

Brrr, it's cold out there! This chunky ear warmer has a braided cable down the center and
looks so much harder than it is. If you can do front post and back post stitches, you can
make this in one evening.

Advertisement

ASPEN EAR WARMER
Skill level: Easy+

SIZES
Child (Teen/Adult Small, Adult Large)
Fits head circumference 18-20 (20-22, 22-24)"

MATERIALS
• Bulky weight (#5) yarn — about 70 (85, 100) yds / 64 (78, 91) m. I used Big Cozy Chunky
  in the color Honey Oat; one skein makes all three sizes!
• US J-10 (6 mm) crochet hook
• US I-9 (5.5 mm) crochet hook for the ribbed edges
• Tapestry needle, optional wooden button

GAUGE
11 hdc and 9 rows = 4 inches with the larger hook.

ABBREVIATIONS (US terms)
ch – chain | hdc – half double crochet | FPtr – front post treble crochet
BPhdc – back post half double crochet | sk – skip

PATTERN NOTES
• The ear warmer is worked flat in rows and seamed at the back.
• Ch 2 at the start of a row does not count as a stitch.

With I-9 hook, ch 18 (20, 22).
Row 1: Hdc in 3rd ch from hook and in each ch across. Turn. (16 (18, 20) hdc)
Change to J-10 hook.
Row 2 (cable set-up): Ch 2, hdc in first 5 (6, 7) sts, BPhdc in next 6 sts, hdc to end. Turn.

Advertisement

📌 Pin it for later!
Love this? You might also like my Aspen Beanie (150-200 yds bulky) and Aspen Mittens!

47 Comments
Tina R. — January 4, 2025 at 7:12 pm
Made the adult L with worsted held double and a 6.5 mm hook, took almost 120 yds. Love it!
Reply
Brittany Cole — January 4, 2025 at 8:30 pm
Tina, that sounds so cozy!! Thanks for sharing.`,
    expected: {
      title: 'Aspen Ear Warmer',
      designer: 'Brittany Cole',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: 70 },
        { size: 'Teen/Adult Small', yards: 85 },
        { size: 'Adult Large', yards: 100 },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['Child', 'Teen/Adult Small', 'Adult Large'],
      techniques: ['cables'],
    },
  },
];
