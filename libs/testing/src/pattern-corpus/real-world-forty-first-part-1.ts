import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw41-01-us-ravelry-raglan-hoodie-skeins-per-size',
    text: `overlook knit co. — patterns for everyday layers
Purchased on Ravelry by jdominguez84 on March 3, 2025 · Order #R-5581930 · for personal use only

OVERLOOK HOODIE
a relaxed unisex raglan hoodie in worsted wool

Design by Marisol Ekwueme
Tech editing: Dana Whitfield · Photos: Theo Larkin

SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished chest: 36 (40, 44, 48, 52, 56, 60)" / 91.5 (101.5, 112, 122, 132, 142, 152.5) cm
Shown in size M with 8" of positive ease on a 36" chest.

YARN
Ridgeline Worsted by Hollow Pine Fiber Co. (worsted weight; 100% American Rambouillet;
220 yds / 201 m per 100 g skein)
6 (6, 7, 8, 8, 9, 10) skeins in Lichen
The sample (size M) used just over 6 skeins.

NEEDLES
US 6 (4 mm): 16" and 32" circular needles and dpns (or your preferred method for small circumferences)
US 8 (5 mm): 16" and 32" circular needles and dpns
Adjust needle size if necessary to obtain gauge.

NOTIONS
Stitch markers (including 1 unique BOR marker), waste yarn, tapestry needle.

GAUGE
18 sts and 24 rnds = 4" in stockinette stitch on larger needle, after blocking.
20 sts and 26 rnds = 4" in 2x2 rib on smaller needle, unstretched.

CONSTRUCTION
The body and sleeves are worked in the round from the bottom up, joined at the underarms
and shaped with raglan decreases. The kangaroo pocket is knit flat and sewn on. The hood is
picked up around the neck, worked flat and grafted at the top, then finished with an applied
i-cord edge and an i-cord drawstring.

Tester notes: most testers found the yardage generous — Priya (size 2XL) used 1,810 yds and
Wen (size S) used 1,240 yds.

ABBREVIATIONS
BOR beginning of round · k knit · p purl · k2tog knit 2 together · ssk slip, slip, knit ·
pm place marker · sm slip marker · rnd(s) round(s) · RS right side · WS wrong side

BODY
With smaller 32" circular, CO 160 (180, 196, 216, 232, 252, 268) sts. Pm for BOR and join
to work in the rnd, being careful not to twist. Work in 2x2 rib for 2½".
Change to larger needle and work in stockinette until body measures 15 (15, 15½, 15½, 16,
16, 16½)" from CO edge. Set aside and make sleeves.

© 2025 Marisol Ekwueme / overlook knit co. Please do not share or resell this pattern.
page 2 of 9

More from overlook knit co.: Lookout Cardigan (1,050–1,900 yds) · Basecamp Beanie (180 yds)
· Switchyard Socks (400 yds)`,
    expected: {
      title: 'Overlook Hoodie',
      designer: 'Marisol Ekwueme',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 6 * 220 },
        { size: 'S', yards: 6 * 220 },
        { size: 'M', yards: 7 * 220 },
        { size: 'L', yards: 8 * 220 },
        { size: 'XL', yards: 8 * 220 },
        { size: '2XL', yards: 9 * 220 },
        { size: '3XL', yards: 10 * 220 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up', 'in the round', 'raglan', 'i-cord'],
    },
  },
  {
    id: 'rw41-02-uk-etsy-baby-aviator-hat-grams-per-size',
    text: `Etsy · PebbleAndPurlUK
Baby Aviator Hat Knitting Pattern, Pilot Helmet, Earflap Baby Hat, Newborn to Toddler, Garter Stitch, PDF Instant Download
★★★★★ (412 reviews) · Digital download · 1 PDF included

THIS IS A KNITTING PATTERN, NOT A FINISHED HAT.

PIP AVIATOR HAT
designed by Harriet Okonjo-Baines · Pebble & Purl

Sizes
0-3 (3-6, 6-12, 12-24) months
To fit head circumference: 35 (40, 44, 48) cm / 14 (15¾, 17¼, 19) in

You will need
Yarn: Wensleydale Merino DK (double knitting; 100% merino wool; 50 g / 105 m per ball)
Quantity: 40 (45, 55, 70) g in shade Biscuit
Needles: 3.5 mm (UK 9 / US 4) and 4 mm (UK 8 / US 6) straight needles
One 15 mm button, stitch holder, tapestry needle

Tension
22 sts and 44 rows to 10 cm over garter stitch on 4 mm needles.
Each ridge is two rows, so that is 22 ridges to 10 cm.

Construction
The hat is knitted flat in one piece from the front edge to the back, with the crown shaped in
short rows so no stitches need to be picked up. The earflaps are cast on at the sides and the
chin strap is knitted on to the left earflap; a single seam closes the back of the head.

Abbreviations (UK terms)
k – knit · sl1 – slip one purlwise · w&t – wrap and turn · kfb – knit into front and back
of stitch · k2tog – knit two together · st(s) – stitch(es) · RS – right side

Pattern
Using 3.5 mm needles, cast on 66 (74, 82, 90) sts.
Rows 1-6: knit (3 garter ridges for the turned-back brim).
Change to 4 mm needles and knit 2 rows.
Short row 1 (RS): k to last 8 sts, w&t.
Short row 2: k to last 8 sts, w&t.
Short row 3: k to 3 sts before last wrapped st, w&t.
Rep short row 3 until 18 (20, 22, 24) sts remain unwrapped at the centre.

Reviews
"Made the 6-12 month size in a cotton DK and it took a whole 50 g ball and a bit." – Lydia R.
"Lovely pattern, very quick. I used 60 g for the 12-24 months." – Morven
"Easy to follow even for a short-row beginner!" – kc_knits

Shop policies: digital files cannot be refunded once downloaded. Message me any time with
pattern questions and I'll reply within 48 hours.

© Pebble & Purl 2024. For personal use only. Items made from this pattern may be sold in small
quantities with credit to the designer. Pebble & Purl · Made in Cornwall`,
    expected: {
      title: 'Pip Aviator Hat',
      designer: 'Harriet Okonjo-Baines',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: m((40 * 105) / 50) },
        { size: '3-6 months', yards: m((45 * 105) / 50) },
        { size: '6-12 months', yards: m((55 * 105) / 50) },
        { size: '12-24 months', yards: m((70 * 105) / 50) },
      ],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['short rows'],
    },
  },
];
