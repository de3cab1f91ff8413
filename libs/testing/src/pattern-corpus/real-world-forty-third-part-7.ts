import { type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw43-13-us-blog-crochet-bucket-hat-family-sizes',
    text: `Easy Crochet Bucket Hat Pattern (Free!) + Video Tutorial - Hooked on Sunshine
https://hookedonsunshine.net/easy-crochet-bucket-hat/                       6/9/26, 8:15 PM

Home > Free Crochet Patterns > Hats

EASY CROCHET BUCKET HAT PATTERN (FREE!) + VIDEO TUTORIAL
June 2, 2026 · Posted by Jenna Alvarez · 118 comments

*This post contains affiliate links. I may earn a small commission at no cost to you.

Summer is HERE and I needed a hat for the farmers market that actually stays put in the wind. This
one is all single crochet, so it's great for beginners, and cotton makes it nice and structured.

[Ad]

Love this pattern? The ad-free PDF with a printable size chart is in my Etsy shop for $4.50!

SUNNY DAYS BUCKET HAT

Sizes: Child (Teen/Adult S, Adult L)
Fits head circumference: 19–20 (21–22, 22½–23½)" / 48–51 (53–56, 57–60) cm

Materials:
• Cotton Fair by Lakeview Yarn (100% cotton; worsted weight; 2.5 oz/70 g; 120 yds/110 m):
  2 (2, 3) skeins in Buttercup
• US H-8 (5 mm) crochet hook
• Stitch marker, yarn needle

Gauge: 14 sc and 16 rnds = 4" / 10 cm.
To check, make the crown through Rnd 6; it should measure 3½" across.

Notes:
• The hat is worked from the top down in joined rounds, starting at the crown.
• Ch 1 at the beginning of each round does not count as a stitch.
• The brim is increased every other round so that it flares out.

[Ad]

Crown
Rnd 1: Make a magic ring, ch 1, 8 sc in ring, join with a sl st to first sc. (8 sc)
Rnd 2: Ch 1, 2 sc in each st around, join. (16 sc)
Rnd 3: Ch 1, *sc in next st, 2 sc in next st; rep from * around, join. (24 sc)

You might also like: Sunny Days Tote (3 skeins) · Farmers Market Bag (2 skeins)

118 COMMENTS
Kayla R. says: June 4, 2026
Made the adult size with 1 ½ skeins of Sugar'n Cream and a G hook and it came out perfect!
Jenna Alvarez says: June 4, 2026
Love that Kayla!!
Tom says: June 7, 2026
Is the video in US terms? — Yes, everything on my blog is US terms!`,
    expected: {
      title: 'Sunny Days Bucket Hat',
      designer: 'Jenna Alvarez',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 240 },
        { size: 'Teen/Adult S', yards: 240 },
        { size: 'Adult L', yards: 360 },
      ],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['Child', 'Teen/Adult S', 'Adult L'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw43-14-us-etsy-crochet-cabled-sweater-vest',
    text: `Crochet Sweater Vest PATTERN PDF | Cable Crochet Vest | Oversized Knit-Look Vest | Easy
Crochet Pattern | Juniper Vest | Instant Download
KelseyMakesCo ★★★★★ (2,184) · Star Seller
$6.95 · Digital download · PDF PATTERN ONLY – this is not a finished vest!

Juniper Vest
by Kelsey Moran

Hi friend! Thank you for purchasing the Juniper Vest. This cozy vest looks knitted but it's
100% crochet – the "cables" are made with front post stitches.

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished chest: 34 (38, 42, 46, 50, 54, 58)" / 86 (96.5, 106.5, 117, 127, 137, 147.5) cm
Sample is size S worn with 6" of positive ease.

MATERIALS
• Woolbrook Worsted (#4 medium; 100% acrylic; 3.5 oz/100 g; 210 yds/192 m)
  3 (3, 4, 4, 5, 5, 6) skeins in Olive
• US H-8 (5 mm) crochet hook for the ribbing
• US I-9 (5.5 mm) crochet hook for the body
• Stitch markers, yarn needle

GAUGE
13 hdc and 10 rows = 4" / 10 cm with the I-9 hook.
Cable panel (15 sts) = 3½" wide.

CONSTRUCTION
The vest is worked flat in two panels from the bottom up, starting with the ribbing, and seamed at
the shoulders and sides. The armhole and neck edgings are picked up and worked last.

STITCH GUIDE (US TERMS)
hdc – half double crochet
FPtr – front post treble crochet
BPdc – back post double crochet
FPtr cross – skip 2 sts, FPtr around each of next 2 sts, FPtr around each of the skipped 2 sts

BACK RIBBING
With H-8 hook, ch 12. Row 1: Sc in 2nd ch from hook and each ch across. (11 sc)
Row 2: Ch 1, turn, sc in BLO across.

REVIEWS
★★★★★ "Clear pattern! My L took just over 3 skeins since I made it cropped." – Brianna
★★★★★ "I used 2 skeins of Big Twist and a J hook for a chunkier look." – M. Ortega
★★★★☆ "Wish there were more photos of the seaming but I figured it out." – Sam

Please do not resell or share this PDF. Questions? Message me through Etsy!
© 2026 KelseyMakesCo                                                                       1`,
    expected: {
      title: 'Juniper Vest',
      designer: 'Kelsey Moran',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 630 },
        { size: 'S', yards: 630 },
        { size: 'M', yards: 840 },
        { size: 'L', yards: 840 },
        { size: 'XL', yards: 1050 },
        { size: '2XL', yards: 1050 },
        { size: '3XL', yards: 1260 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['cables', 'bottom-up'],
    },
  },
];
