import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw45-03-finnish-mill-child-yoke-sweater-years',
    text: `POHJOLAN LANKA OY · Free pattern PL-2219 · English edition

Pilvilinna / Cloud Castle Sweater
Children’s pullover with a stranded yoke

Design: Aino Laaksonen
English translation: Mark Hill

SIZES
2 (4, 6, 8, 10) years
Chest circumference: 62 (68, 74, 80, 86) cm
Length from shoulder: 36 (41, 46, 51, 55) cm

YARN
Pohjola Merino (100 % merino wool, 50 g = approx. 125 m), DK weight
Main colour (MC): 150 (200, 250, 300, 350) g, shade 712 Fog blue
Contrast colour (CC): 50 g for all sizes, shade 101 Snow

NEEDLES
Circular needles 3 mm and 3.5 mm, 40 cm and 60 cm
Double-pointed needles 3 mm and 3.5 mm

TENSION
22 sts and 28 rows = 10 x 10 cm in stocking stitch on 3.5 mm needles.
22 sts and 24 rows = 10 x 10 cm in stranded pattern on 3.5 mm needles.
Change needle size if necessary to obtain the correct tension.

CONSTRUCTION
The body and sleeves are knitted in the round from the hem up. They are joined on one
needle for the yoke, which is worked in stranded colourwork following the chart, with
decreases between the pattern bands. The neck is finished with a folded rib.

BODY
With MC and 3 mm circular needle, cast on 136 (148, 164, 176, 188) sts. Join in the round
and work k1, p1 rib for 4 (4, 5, 5, 5) cm.
Change to 3.5 mm needle and knit every round until body measures 22 (26, 30, 34, 37) cm.

SLEEVES
With MC and 3 mm double-pointed needles, cast on 36 (38, 40, 42, 44) sts, join in the round
and work rib for 4 cm.

CHART NOTES
Read all chart rows from right to left. Carry the colour not in use loosely on the wrong side.
Do not carry floats over more than 5 stitches; catch them on the back.

SEE ALSO
Pilvilinna hat and mittens, pattern PL-2220: 50 g MC and 25 g CC in Pohjola Merino.

Pohjolan Lanka Oy · Teollisuuskatu 14, 33100 Tampere · www.pohjolanlanka.fi
This pattern is free for personal use. © Pohjolan Lanka Oy 2025`,
    expected: {
      title: 'Cloud Castle Sweater',
      designer: 'Aino Laaksonen',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m((200 / 50) * 125) },
        { size: '4 years', yards: m((250 / 50) * 125) },
        { size: '6 years', yards: m((300 / 50) * 125) },
        { size: '8 years', yards: m((350 / 50) * 125) },
        { size: '10 years', yards: m((400 / 50) * 125) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw45-04-us-blog-eyelet-border-baby-blanket',
    text: `Buttercup Baby Blanket (Free Knitting Pattern) - Whitlock Yarn Co. Blog     https://whitlockyarnco.com/buttercup-baby-blanket/

Home » Free Patterns » Baby » Buttercup Baby Blanket

Easy Knit Baby Blanket with an Eyelet Border (Free Pattern!)
By Jenna Whitlock · Updated September 14, 2025 · 14 Comments

This post may contain affiliate links. If you buy through them I may earn a small commission
at no extra cost to you. Thank you for supporting the blog!

Jump to Pattern  |  Print Pattern  |  Pin for Later

There's something so special about knitting a blanket for a brand-new baby. This one is all
garter stitch in the center (hello, TV knitting!) with a simple eyelet lace border that's
worked at the same time, so there's nothing to pick up at the end.

ADVERTISEMENT

Want an ad-free, printable PDF? Grab it in my Etsy shop for $4.50!

BUTTERCUP BABY BLANKET

Finished size: approx. 30" x 34" (76 x 86 cm) after blocking

Materials
- 4 skeins Cozy Baby DK (light #3; 100% superwash merino; 3.5 oz/100 g; 295 yds/270 m),
  shown in color Buttercup
- US 6 (4 mm) 32" circular needle (used flat)
- 4 stitch markers, tapestry needle

Gauge
22 sts and 44 rows = 4" in garter stitch, after blocking. Gauge isn't crucial for a blanket,
but a different gauge will change the size and the yardage.

Abbreviations
k – knit; yo – yarn over; k2tog – knit 2 together; pm – place marker; sm – slip marker

Pattern Notes
The blanket is worked flat from the bottom edge to the top edge. The eyelet lace border is
worked on the first and last 8 stitches of every row; use markers to separate it.

Instructions
Cast on 164 sts. Knit 6 rows.
Row 1 (RS): K3, yo, k2tog, k3, pm, knit to last 8 sts, pm, k3, yo, k2tog, k3.
Row 2: Knit.
Repeat Rows 1–2 until blanket measures 32" from cast-on edge.

ADVERTISEMENT

14 Comments
Marcy L. — September 20, 2025 at 8:14 am
Finished mine last night! I used 5 skeins of a cotton DK because I made it a little longer.
Reply
Jenna Whitlock — September 20, 2025 at 9:02 am
So glad, Marcy! Five skeins is perfect for a 40" length.
Reply
Deb — October 2, 2025 at 6:55 pm
Could I use size 7 needles with worsted? I have 1,000 yds in my stash.
Reply`,
    expected: {
      title: 'Buttercup Baby Blanket',
      designer: 'Jenna Whitlock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 4 * 295 }],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace', 'bottom-up'],
    },
  },
];
