import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_THIRD_CASES (split for the file-size rule; see real-world-twenty-third.ts). */
export const REAL_WORLD_TWENTY_THIRD_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw23-04',
    text: `11/3/25, 9:14 PM            The Sunday Scarf - Free Knitting Pattern - Purl & Pine
https://purlandpine.com/sunday-scarf-free-knitting-pattern/

Home » Knitting » Free Knitting Patterns » The Sunday Scarf - Free Knitting Pattern

The Sunday Scarf - Free Knitting Pattern
By Kelsey Moore | Updated November 2, 2025 | 14 Comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

Jump to Pattern

There's something about a squishy ribbed scarf that just feels like a slow Sunday morning,
right? Coffee, a podcast, and a few rows of knit two, purl two. This one is totally
reversible, so there's no wrong side flapping around in the wind.

ADVERTISEMENT

Want an ad-free, printable PDF? Grab it in my Etsy shop for $3.50!

Materials
- 2 skeins Hearthside Worsted (80% acrylic, 20% wool; 3 oz / 85 g; 197 yds / 180 m per skein),
  shown in Rust
- US size 8 (5 mm) straight needles
- Tapestry needle
- Scissors

Gauge
18 sts = 4" in 2x2 rib, slightly stretched. Gauge isn't super important for a scarf, but a
different gauge will change the size and how much yarn you use.

Finished Size
Approx. 8" wide x 68" long, before fringe.

Abbreviations
k - knit, p - purl, st(s) - stitch(es), RS - right side, WS - wrong side

ADVERTISEMENT

Instructions
Cast on 38 stitches using the long-tail cast on.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2 (WS): P2, *k2, p2; rep from * to end.
Repeat these two rows until scarf measures 68" or until you have about 3 yards of yarn left.
Bind off loosely in pattern. Weave in ends and block lightly.

Did you make this? Tag me on Instagram @purlandpine, I love seeing your makes!

14 Comments
Dana R. says: November 4, 2025 at 7:02 am
I made mine with 3 skeins of a chunkier yarn on size 10 needles and it came out so cozy!

Reply`,
    expected: {
      title: 'The Sunday Scarf',
      designer: 'Kelsey Moore',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 394 }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
    },
  },
  {
    id: 'rw23-05',
    text: `LITTLE PIP KNITS

Puddle Jumper Cardigan
Design by Freya Holloway

A simple, button-front baby cardigan knitted top down in one piece with raglan
increases and a garter stitch border - perfect for new knitters. Also available as a
kit from my Etsy shop (LittlePipKnits).

SIZES
0-3 (3-6, 6-12, 12-18, 18-24) months
To ﬁt chest: 41 (44, 48, 51, 54) cm / 16 (17.25, 19, 20, 21.25) in
Actual chest (buttoned): 46 (50, 54, 58, 62) cm

YARN
DK weight merino: 100 (120, 140, 160, 190) g
Sample knitted in Little Pip Merino DK (100% superwash merino, 50 g / 125 m) in Duck Egg.

NEEDLES & NOTIONS
3.5 mm and 4 mm circular needles, 60-80 cm long
4 mm DPNs or short circular for sleeves
5 (5, 6, 6, 7) buttons, 15 mm
Stitch markers, stitch holders or waste yarn, tapestry needle

TENSION
22 sts and 28 rows to 10 cm over stocking stitch on 4 mm needles, after blocking.

ABBREVIATIONS
k knit · p purl · kfb knit front and back · pm place marker · sm slip marker
RS right side · WS wrong side · yo yarn over · st st stocking stitch

PATTERN NOTES
The cardigan is worked flat from the neck down. After the yoke, the sleeves are placed on
hold and the body is worked back and forth to the hem. Sleeves are then worked in the round.
Numbers for each size are given as 0-3 (3-6, 6-12, 12-18, 18-24) months.
Where only one number is given it applies to all sizes.

NECKBAND
Using 3.5 mm needle, cast on 57 (61, 65, 69, 73) sts. Knit 5 rows (garter st).

YOKE
Change to 4 mm needle.
Set-up row (RS): K3 (front band), k8 (8, 9, 9, 10), pm, k9 (10, 10, 11, 11), pm, k17 (19,
21, 23, 25), pm, ...
Row 1 (RS, increase): *Knit to 1 st before marker, kfb, sm, kfb; rep from * 3 more times,

                                                        continued on next page
Little Pip Knits · Puddle Jumper Cardigan · page 2 · © Freya Holloway 2025`,
    expected: {
      title: 'Puddle Jumper Cardigan',
      designer: 'Freya Holloway',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(250) },
        { size: '3-6 months', yards: m(300) },
        { size: '6-12 months', yards: m(350) },
        { size: '12-18 months', yards: m(400) },
        { size: '18-24 months', yards: m(475) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw23-06',
    text: `Free Pattern                                                      Juniper & Ash Yarns

WILDFLOWER LACE WRAP

Designer: Talia Brennan
Skill Level: Experienced - lace charts, reading your knitting

A generous rectangular wrap in two shades of our Meadowsweet Fingering, with a lace
border at each end and an easy eyelet body. Work both ends from the same chart.

FINISHED MEASUREMENTS
20" wide x 72" long, after blocking

MATERIALS
Juniper & Ash Meadowsweet Fingering (75% merino, 25% silk; 100 g / 437 yds / 400 m)
    Color A ..................... 1 skein, Wild Thyme
    Color B ..................... 1 skein, Fog
US 6 (4 mm) 32" circular needle (for working back and forth)
Stitch markers, blocking wires and pins, tapestry needle

GAUGE
20 sts and 32 rows = 4" in stockinette stitch after blocking
Gauge is not critical for this project, but a different gauge will affect the finished size
and yarn amounts.

NOTES
Slip the first stitch of every row purlwise with yarn in front.
Charts are read from right to left on RS rows and from left to right on WS rows.
The chart is also written out on page 4.

ABBREVIATIONS
k - knit · p - purl · yo - yarn over · k2tog - knit 2 together · ssk - slip, slip, knit
sk2p - slip 1, k2tog, pass slipped stitch over · sl1wyif - slip 1 with yarn in front

INSTRUCTIONS
Border
With Color A, cast on 101 sts. Knit 4 rows.
Work Rows 1-24 of Lace Border chart once.

Body
Change to Color B. Knit 2 rows.
Eyelet row (RS): Sl1wyif, k2, *yo, k2tog; rep from * to last 2 sts, k2.
Next row (WS): Sl1wyif, purl to last 2 sts, k2.
Work these 2 rows until body measures 60" from cast-on, ending with a WS row...

Juniper & Ash Yarns · 118 Mill Street, Asheville NC · juniperandash.com
Pattern and photos © 2025 Juniper & Ash Yarns. Free for personal use; not for resale.      1/4`,
    expected: {
      title: 'Wildflower Lace Wrap',
      designer: 'Talia Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 874 }],
      gauge: { stitches: 20, rows: 32, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
];
