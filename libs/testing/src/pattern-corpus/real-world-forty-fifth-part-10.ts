import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw45-19-us-etsy-crochet-toddler-sweater-vest',
    text: `Crochet Sweater Vest Pattern, Toddler Vest, Kids Crochet Pattern, Boys Girls Vest, 2T 3T 4T 5T, PDF Download
BeeCozyCrochet · ★★★★★ 1,204 sales · Digital download – you will NOT receive a physical item

ACORN SWEATER VEST
Designed by Bethany Cole · BeeCozyCrochet

Thanks so much for your purchase! This cozy little vest is perfect for layering over a
button-down for family photos or a plain tee for everyday play.

SIZES
2T (3T, 4T, 5T)
Finished chest: 22 (23, 24, 25)" / 56 (58.5, 61, 63.5) cm
Length: 13 (14, 15, 16)" / 33 (35.5, 38, 40.5) cm
Sample shown in size 3T on a 2½-year-old.

MATERIALS
Yarn: DK weight (light #3), 240 (280, 320, 370) yds
Shown in Dandelion DK (100% acrylic; 50 g / 131 yds / 120 m) in color Acorn
Hooks: US G-6 (4 mm) for ribbing, US 7 (4.5 mm) for body
Stitch markers, yarn needle

GAUGE
16 hdc and 12 rows = 4" with 4.5 mm hook.
Waffle stitch gauge: 14 sts and 12 rows = 4".

CONSTRUCTION
The vest is made in two flat panels (front and back) worked from the bottom up, seamed at
the shoulders and sides. The neckband and armbands are worked in joined rounds.

ABBREVIATIONS (US terms)
ch chain · sl st slip stitch · sc single crochet · hdc half double crochet · dc double
crochet · FPdc front post double crochet · BPdc back post double crochet · st(s) stitch(es)

RIBBING
With G-6 hook, ch 7.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (6 sc)
Row 2: Ch 1, sc blo in each st across, turn.
Repeat Row 2 until ribbing measures 10 (10½, 11, 11½)" when slightly stretched.

Reviews
★★★★★ "Made the 3T in about 300 yds. So cute!" – Sarah
★★★★★ "Easy to follow, I made two for my twins." – Maria
★★★★☆ "Sizing runs a bit big, I'd size down." – Kel

You may also like: Acorn Beanie (Baby–Adult, 90–180 yds) · Little Pumpkin Cardigan (0–5T)

© BeeCozyCrochet 2025 · Please do not share or resell this pattern. You may sell finished items.`,
    expected: {
      title: 'Acorn Sweater Vest',
      designer: 'Bethany Cole',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2T', yards: 240 },
        { size: '3T', yards: 280 },
        { size: '4T', yards: 320 },
        { size: '5T', yards: 370 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['2T', '3T', '4T', '5T'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw45-20-us-payhip-crochet-bobble-pillow',
    text: `Payhip receipt · Order #PHP-73019 · Puffball Pillow Crochet Pattern · $6.00 USD
Download link expires in 30 days – please save your file!

sierra monroe studio

PUFFBALL PILLOW
a squishy bobble-stitch throw pillow

crochet pattern by Sierra Monroe

FINISHED SIZE
16" x 16" (40.5 x 40.5 cm), to fit a 16" pillow insert

MATERIALS
Yarn: Tumbleweed Worsted by Prairie Sky Yarns (100% cotton; 100 g / 218 yds / 199 m),
worsted weight (medium #4), 3 skeins in Oat
Hook: US H-8 (5 mm)
Notions: 16" x 16" pillow insert, 3 buttons (1"), yarn needle, stitch markers

GAUGE
14 sc and 16 rows = 4" in single crochet.
In bobble pattern: 7 bobbles and 16 rows = 4".

ABOUT THIS PATTERN
The front is a panel of bobbles on a single crochet background, worked flat in rows. The
back is two overlapping single crochet panels with a button band. Pieces are joined with a
round of single crochet all around the edge.

SPECIAL STITCH
Bobble: (Yo, insert hook in st, yo and pull up a loop, yo and draw through 2 loops) 5 times
in the same st, yo and draw through all 6 loops on hook. Bobbles pop out on the back of the
fabric, so they are worked on wrong-side rows.

ABBREVIATIONS (US terms)
ch chain · sc single crochet · sl st slip stitch · st(s) stitch(es) · yo yarn over
rep repeat · RS right side · WS wrong side · BO bobble

FRONT
Ch 57.
Row 1 (RS): Sc in 2nd ch from hook and each ch across, turn. (56 sc)
Row 2 (WS): Ch 1, sc in first 3 sts, *BO in next st, sc in next 3 sts; rep from * across,
ending with sc in last st, turn.
Row 3: Ch 1, sc in each st across, turn.

TESTER NOTES
Three testers made this pillow. Two used just under 3 skeins; one used a thicker cotton
and needed 4 skeins (about 870 yds). Please buy the full 3 skeins listed above.

BUNDLE & SAVE
Get the Puffball Pillow + Puffball Throw (11 skeins) + Puffball Basket (2 skeins) for $14!

Tag your makes with #puffballpillow · Questions? hello@sierramonroestudio.com
© 2026 Sierra Monroe Studio. For personal use only. Page 1 of 5`,
    expected: {
      title: 'Puffball Pillow',
      designer: 'Sierra Monroe',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 3 * 218 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['bobbles'],
    },
  },
];
