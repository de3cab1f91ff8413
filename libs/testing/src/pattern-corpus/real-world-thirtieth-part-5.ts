import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw30-09',
    text: `BANKSIA COMMUNITY KNITTERS INC.
Comfort Bears for Kids in Care – pattern sheet 2025

Thank you for knitting for us! Every bear goes to a child entering foster or kinship care in the
Hills district, tucked into a welcome bag with pyjamas and a book.

BANKSIA COMFORT BEAR
Pattern by our volunteer Dulcie Harrop (adapted from her late mother's wartime bear)

Finished height: approx. 28 cm

MATERIALS
1 x 100 g ball 8 ply (DK) acrylic or wool-blend yarn for the bear (approx. 200 m per ball);
we prefer brown, honey, grey or cream.
Small amounts of brightly coloured 8 ply for the jumper and scarf.
One pair 4.00 mm knitting needles (old size 8).
Polyester fibre filling – NOT cotton wool or foam chips.
Black or dark brown yarn for embroidering the face.

TENSION
Not critical, but aim for a firm fabric so the filling can't poke through: about 22 sts to
10 cm over stocking stitch.

PLEASE NOTE
· No buttons, beads, safety eyes, bells or ribbons – all features must be embroidered.
· Please don't send bears made from yarn that has been in a smoking household. Sorry!
· Pin a label to each bear with the fibre content so our team can sort them.

ABBREVIATIONS
K knit; P purl; st st stocking stitch; inc knit into front and back of st;
K2tog knit 2 sts together; sts stitches; cont continue; g st garter stitch (every row knit).

THE BEAR (make 2 pieces – front and back)
The bear is knitted flat in two identical pieces and sewn together.
First leg: Cast on 10 sts in bear colour. Work 20 rows st st, ending with a purl row.
Break yarn and leave sts on a spare needle.
Second leg: Work as first leg but do not break yarn.
Next row: Knit across second leg, then across first leg. 20 sts.
Cont in st st for 6 rows, then change to jumper colour and work 22 rows for the jumper.
Arms: Cast on 8 sts at beg of next 2 rows. 36 sts. Work 14 rows, then cast off 8 sts at beg of
next 2 rows. 20 sts.
Neck: Change to bear colour and work 2 rows g st.
Head: Inc in every st for a bigger head (40 sts) or cont straight for a smaller one ...

DROP-OFF
Bears, beanies and blankets can be left at the Banksia Community Hall, 41 Old Coach Rd,
Tuesdays 9.30–12 (Knit & Natter) or at Hills Wool & Craft during shop hours.
Our Mission beanie pattern (1 x 50 g ball 8 ply) is on the back of this sheet.

With thanks to Hills Wool & Craft for their generous yarn donations.
Banksia Community Knitters Inc. · Reg. No. A0041729 · Please copy and share freely for charity knitting.`,
    expected: {
      title: 'Banksia Comfort Bear',
      designer: 'Dulcie Harrop',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(200) }],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
    },
  },
  {
    id: 'rw30-10',
    text: `2/3/26, 7:58 AM     Little Bobbles Baby Blanket – Free Crochet Pattern - Sunny Side Stitches
https://sunnysidestitches.com/little-bobbles-baby-blanket/

Sunny Side Stitches    Home  Patterns  Tutorials  Shop  About
Home » Free Crochet Patterns » Baby » Blankets

Little Bobbles Baby Blanket – Free Crochet Pattern
By Jenna Whitcomb · Updated January 28, 2026 · 47 Comments

[ Jump to Pattern ]   [ Print Pattern ]   [ Pin It ]

This post may contain affiliate links, which means I may earn a small commission at no cost to you.

Hi friends! If you've been here a while you know I am OBSESSED with bobbles, and this sweet little
blanket is basically rows of cozy single crochet with a bobble border and scattered bobble hearts.
Want an ad-free, printable PDF? Grab it in my Etsy shop for $4.50!

Advertisement

Why you'll love this pattern
– Only one color, so hardly any ends to weave in
– Easy to memorize, and machine washable yarn for busy parents

Little Bobbles Baby Blanket

Finished size: approx. 30" x 36" (76 x 91 cm) before border

Materials
5 skeins Cozy Cloud Baby yarn (DK / light worsted #3; 100% acrylic; 3.5 oz/100 g;
306 yds/280 m) in Lemon Drop
US H-8 (5 mm) crochet hook
Yarn needle, scissors, stitch markers

Gauge
14 sc and 16 rows = 4" (10 cm)

Abbreviations
ch – chain, sc – single crochet, st – stitch, sk – skip,
BO – bobble: (yarn over, insert hook in st, yarn over and pull up a loop, yarn over and pull
through 2 loops) 5 times in the same st, yarn over and pull through all 6 loops.

Pattern notes
• Bobbles are worked on WS rows so they pop out on the RS. The ch 1 does not count as a st.

Advertisement

Instructions
Ch 106.
Row 1 (RS): Sc in 2nd ch from hook and in each ch across. Turn. (105 sc)
Row 2 (WS): Ch 1, sc in first 4 sts, *BO in next st, sc in next 4 sts; rep from * across. Turn.

YOU MAY ALSO LIKE: Bobble Beanie (150 yds) · Bobble Stitch Pillow (2 skeins)

47 Comments
Tasha P. · January 30, 2026 — I used 4 skeins of Cozy Cloud and had plenty left over!
Jenna Whitcomb · January 30, 2026 — So glad Tasha! It depends on your tension, I always buy 5.
Monique · February 1, 2026 — Could I use a G hook instead of an H? Reply: Sure, it'll just be a
bit smaller!

https://sunnysidestitches.com/little-bobbles-baby-blanket/                                   1/6`,
    expected: {
      title: 'Little Bobbles Baby Blanket',
      designer: 'Jenna Whitcomb',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 1530 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['bobbles'],
    },
  },
];
