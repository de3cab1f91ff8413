import { type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw33-11-irish-ko-fi-gradient-cake-crochet-shawl',
    text: `ko-fi.com/hookside · Shop order #KF-3318 · Ebbtide Shawl (PDF pattern) · €7.50
Thank you for supporting Hookside Studio! Your download link is below.

EBBTIDE SHAWL
a top-down crochet triangle for one gradient cake

designed by Clodagh Reilly · Hookside Studio · Galway

About this pattern
I live ten minutes from the shore and wanted a shawl that shifts colour the way the water
does when the tide goes out. One long gradient cake does all the work: you just follow the
lacy shells down from the neck and let the colours change.

FINISHED SIZE
Wingspan 190 cm / 75", depth 85 cm / 33½" after blocking.

YARN
1 gradient cake of fingering weight yarn, 1000 m / 1094 yds (approx. 250 g)
Sample: Tidewrack Gradient Cake in "Low Water". My sample used 232 g; testers used between
210 g and 245 g depending on tension and how hard they blocked.

HOOK & NOTIONS
4 mm (US G-6) crochet hook
Locking stitch markers, blocking mats and pins

GAUGE
2 shell repeats (16 sts) and 8 rows = 10 cm / 4" in shell pattern after blocking.
Gauge isn't critical for a shawl, but a looser gauge will use more yarn.

TERMS
This pattern is written in US crochet terms.
ch chain · sc single crochet · dc double crochet · sp space · st(s) stitch(es)
shell: (2 dc, ch 1, 2 dc) in same st or sp

CONSTRUCTION
The shawl is worked top-down from the centre back neck, increasing at both edges and at the
centre spine on every row, so the triangle grows as you go.

Row 1: Ch 4, (2 dc, ch 1, 2 dc, ch 3, 2 dc, ch 1, 2 dc) in 4th ch from hook. Turn.
Row 2: Ch 3, 2 dc in first st, shell in each ch-1 sp, (shell, ch 3, shell) in centre ch-3
sp, shell in next ch-1 sp, 3 dc in top of turning ch. Turn.
Row 3: Ch 3, 2 dc in first st, *shell in sp between next 2 shells; rep from * to centre,
(shell, ch 3, shell) in centre ch-3 sp, rep from * to last st, 3 dc in top of turning ch.
Turn.
Rep Row 3 until the cake is nearly used up, leaving about 12 g for the edging.

Also on my Ko-fi
Seafoam Wrap — 1,400 m of fingering weight
Kelp Forest Cowl — 1 skein DK (225 m)
Pattern support: hello@hooksidestudio.ie · Please do not share or resell this PDF.

© 2025 Clodagh Reilly · Hookside Studio · page 1 of 5`,
    expected: {
      title: 'Ebbtide Shawl',
      designer: 'Clodagh Reilly',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1094 }],
      gauge: { stitches: 16, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw33-12-us-blog-browser-print-temperature-blanket',
    text: `1/4/2026, 7:52 AM     2026 Temperature Blanket Crochet Along (Free Pattern!) - Hooked on Maple Lane
https://hookedonmaplelane.com/2026-temperature-blanket-crochet-along/

HOOKED ON MAPLE LANE    Home | Free Patterns | CALs | Shop | About Jenna
Home > Crochet Alongs > 2026 Temperature Blanket Crochet Along (Free Pattern!)

2026 Temperature Blanket Crochet Along (Free Pattern!)
By Jenna Morrow | Updated January 2, 2026 | 212 Comments

This post contains affiliate links. As an Amazon Associate I earn from qualifying purchases.

Happy New Year, friends! Grab your hook, because we're crocheting a whole year of weather.
Every day you'll look up that day's high temperature and work one row in the matching color.

[Jump to Pattern]                                             ADVERTISEMENT

THE WEATHER DIARY BLANKET
Finished size: approx. 45" x 84" after 365 rows and the border

YARN
Hearthside Worsted (100% acrylic; 3.5 oz/100 g; 170 yds/155 m per skein), worsted weight
Here is the color chart and how many skeins I bought for my (Ohio) year:
  Below 10°F ... Navy ............. 1 skein
  10-19°F ...... Royal ............ 1 skein
  20-29°F ...... Periwinkle ....... 1 skein
  30-39°F ...... Aqua ............. 2 skeins
  40-49°F ...... Seafoam .......... 2 skeins
  50-59°F ...... Sage ............. 2 skeins
  60-69°F ...... Lemon ............ 2 skeins
  70-79°F ...... Gold ............. 2 skeins
  80-89°F ...... Orange ........... 1 skein
  90-99°F ...... Red .............. 1 skein
  100°F & up ... Burgundy ......... 1 skein
  Border ....... Cream ............ 2 skeins
That's 18 skeins in all. A hotter or colder climate will shift the counts, so check last
year's weather before you shop!

HOOK: US H-8 (5 mm)
GAUGE: 16 sts and 18 rows = 4" in moss stitch (sc, ch 1)

ADVERTISEMENT

PATTERN
Ch 170.
Row 1: Sc in 4th ch from hook, *ch 1, sk next ch, sc in next ch; rep from * across. Turn.
Row 2 (and every day after): Ch 2, sc in first ch-1 sp, *ch 1, sc in next ch-1 sp; rep from *
across, ending sc in turning ch. Fasten off at the end of each day's row.
Border: With Cream, work 6 rounds of sc around the whole blanket, 3 sc in each corner.

Pin this for later!    Want the ad-free PDF with a printable tracker? Get it in my Etsy shop!

212 COMMENTS
Trish R. · January 3, 2026
I'm in Phoenix so I bought 4 skeins of red and 3 of burgundy, lol!
Marcy · January 4, 2026
Can I use a 6 mm hook? My rows came out tight.
    Jenna Morrow · January 4, 2026
    Sure, just know you'll need more yarn, probably 20-21 skeins.`,
    expected: {
      title: 'The Weather Diary Blanket',
      designer: 'Jenna Morrow',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 18 * 170 }],
      gauge: { stitches: 16, rows: 18, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
];
