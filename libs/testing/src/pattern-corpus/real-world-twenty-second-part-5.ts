import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw22-09',
    text: `Hearthside Cowl - Free Knitting Pattern | Hearth & Hollow
hearthandhollowknits.com/hearthside-cowl/

Home » Free Patterns » Cowls & Scarves

Hearthside Cowl - Free Knitting Pattern
Written by Jess Harlow · Published October 14, 2025 · 6 min read

Disclosure: this post contains aﬃliate links. If you buy through them, I may earn a small
commission at no extra cost to you.

Jump to Pattern

There's something about the ﬁrst cold morning of the year that makes me want to wrap
myself up in something squishy. The Hearthside Cowl is my answer: a chunky seed stitch
loop that knits up in an evening or two. It's worked in the round, so there's no seaming,
and the seed stitch means it lies ﬂat and looks the same on both sides.

Why you'll love this pattern
- Only two skeins of yarn
- Great for beginners who know how to knit and purl
- Makes a perfect last-minute gift

MATERIALS
- Yarn: 2 skeins Canyon Chunky by Mesa Fiber Co. (100% wool, 3.5 oz / 100 g, 87 yards
  per skein) - I used the color Ember. Any bulky weight (#5) yarn will work.
- Needles: US 10.5 (6.5 mm) 16-inch circular needle
- Stitch marker
- Tapestry needle

GAUGE
12 sts and 18 rounds = 4 inches in seed stitch (gauge isn't super important here!)

FINISHED SIZE
Approx. 24" around and 10" tall, after a light block.

Tips before you start
- Use a stretchy cast-on, like the long-tail cast-on, so the cowl goes over your head easily.
- If your cast-on feels tight, try casting on with a needle one size bigger.
- Want a taller cowl? Each extra inch uses about 14 yards.

ABBREVIATIONS
k - knit | p - purl | st(s) - stitch(es) | rnd - round | BO - bind oﬀ

Advertisement

THE PATTERN
Cast on 71 stitches. Place a marker and join to work in the round, being careful not to
twist your stitches.
Round 1: *K1, p1; repeat from * to last st, k1.
Round 2: *P1, k1; repeat from * to last st, p1.
Because there's an odd number of stitches, just keep repeating Round 1 and it will
automatically become seed stitch! Knit until the cowl measures 10" from the cast-on
edge, or until you're almost out of yarn (save about 2 yards for the bind oﬀ).
Bind oﬀ loosely in pattern. Weave in your ends and block if you like.

Pin it for later! Save the Hearthside Cowl to your Knitting Patterns board.

You might also like: Chunky Ribbed Hat (120 yards) · Ember Mittens · Fireside Socks

12 Comments
Marcy says: October 20, 2025 at 9:14 am
I made mine with worsted held double and it took 3 skeins (600 yds)! So cozy.
  Jess Harlow says: Love that, Marcy!
Tom B. says: October 22, 2025 at 6:02 pm
Could I use size 11 needles? Mine came out a bit tight.

Printed from hearthandhollowknits.com · Print Friendly & PDF · page 2 of 3`,
    expected: {
      title: 'Hearthside Cowl',
      designer: 'Jess Harlow',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 174 }],
      gauge: { stitches: 12, rows: 18, inches: 4 },
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw22-10',
    text: `FELLGATE YARNS                                            FREE PATTERN  FG0093

Buttercup Cardigan
in Fellgate Baby DK

Designed by the Fellgate Design Studio

A sweet little round-neck cardigan with a garter stitch yoke and tiny buttons - quick
to knit and perfect for a baby shower gift.

SIZES
To ﬁt age        0-3     3-6     6-12    12-18   18-24   months
To ﬁt chest      41      46      51      56      61      cm
                 16      18      20      22      24      in
Actual chest     46      51      56      61      66      cm
Length           24      27      30      33      36      cm

MATERIALS
Fellgate Baby DK (55% merino, 45% cotton; 50 g / 125 m)
3 (3, 4, 4, 5) x 50 g balls in shade 214 Buttercup
1 pair each 3.25mm (UK 10/US 3) and 4mm (UK 8/US 6) needles
5 (5, 6, 6, 6) small buttons
Stitch holders

Yarn quantities are approximate as they are based on average requirements.

TENSION
22 sts and 28 rows to 10cm measured over stocking stitch using 4mm needles.
Please check your tension carefully. If you have fewer stitches, use a smaller needle; if
you have more stitches, use a larger needle.

NOTES
The cardigan is worked ﬂat in pieces from the hem up and sewn together. Figures in
brackets ( ) refer to the larger sizes. Where only one ﬁgure is given, it applies to all sizes.

ABBREVIATIONS
alt alternate; beg beginning; cont continue; dec decrease; foll following; g st garter
stitch (every row knit); inc increase; k knit; p purl; rem remaining; rep repeat; RS right
side; st(s) stitch(es); st st stocking stitch; tog together; WS wrong side

BACK
Using 3.25mm needles cast on 51 (57, 63, 67, 73) sts.
Work 6 rows in g st.
Change to 4mm needles and beg with a k row, work in st st until back measures
13 (15, 17, 19, 21) cm from cast on edge, ending with a WS row.
Shape raglan armholes
Cast oﬀ 2 sts at beg of next 2 rows.

Dec 1 st at each end of next and every foll alt row until 17 (19, 21, 21, 23) sts rem.
Leave sts on a holder.

LEFT FRONT
Using 3.25mm needles cast on 27 (30, 33, 35, 38) sts.
Work 6 rows in g st.
Change to 4mm needles.
Row 1 (RS): K to last 4 sts, k4 (front border in g st).
Row 2: K4, p to end.

FG0093 · Buttercup Cardigan · Page 1 of 3                   continued on page 2

Matching bonnet: see free pattern FG0094 (1 ball of Baby DK).
If you are unable to obtain the yarn used in this pattern, please contact us for advice.
Shop the yarn at fellgateyarns.co.uk · @fellgateyarns · #fellgateknits
Fellgate Yarns Ltd, Mill Lane, Kendal. Registered in England No. 04411872.
© Fellgate Yarns 2025. This pattern may not be reproduced for commercial purposes.`,
    expected: {
      title: 'Buttercup Cardigan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m(375) },
        { size: '3-6 months', yards: m(375) },
        { size: '6-12 months', yards: m(500) },
        { size: '12-18 months', yards: m(500) },
        { size: '18-24 months', yards: m(625) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['bottom-up', 'raglan'],
    },
  },
];
