import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw36-03-german-mill-translated-socks-shoe-sizes-grams',
    text: `Wollhaus Brandt · Anleitung Nr. 118 · English edition

Feldweg Socks
Socken "Feldweg"

Design: Annika Vogt
Translation into English: Claire Bauer

Size: 36/37 (38/39, 40/41, 42/43)
Foot circumference: 20 (21, 22, 23) cm
The numbers for the bigger sizes stand in brackets. If there is only one number, it is for
all sizes.

Material:
Brandt Sockenwolle 4-fach (75% wool, 25% polyamide), 100 g = 420 m
Yarn category: 4-fach (fingering / 4 ply)
Consumption: 70 (80, 90, 100) g in colour 23 Moos
1 set double-pointed needles (Nadelspiel) 2.5 mm, Nadelstärke 2,5
Stitch marker, darning needle

Gauge:
30 stitches and 42 rounds in stockinette = 10 x 10 cm. Please make a knitted sample before
you begin and change the needles if necessary.

Pattern stitches:
Rib: knit 2, purl 2 in rounds.
Stockinette in rounds: knit all stitches.
Relief pattern: see chart. Only every 2nd round is shown, in the rounds between knit the
stitches as they appear.

Instructions:
The socks are knitted from the cuff down in the round. The heel is a boomerang heel with
short rows (double stitches), so there is no gusset. The toe is a band toe.

Cast on 60 (64, 68, 72) stitches, divide on 4 needles and close to the round. Knit 3 cm rib.
Then continue in relief pattern for 14 cm or the wanted length of leg.

Heel: Knit the heel over the stitches of needle 1 and 4 = 30 (32, 34, 36) stitches with
short rows as follows ...

Tip from Annika: For size 42/43 the 100 g is just enough. If you want a longer leg, buy a
second ball.

Also from Wollhaus Brandt:
Anleitung Nr. 117 "Feldweg" Mütze / hat – 50 g Sockenwolle 4-fach
Anleitung Nr. 121 Kinderjacke / child's jacket – 250 (300, 350) g Merino 6-fach

Our yarns you find in good wool shops and in our webshop www.wollhaus-brandt.de
Wollhaus Brandt GmbH · Lindenstraße 4 · 37073 Göttingen · Germany
© Wollhaus Brandt. The commercial use of this pattern is not allowed.         Page 1/3`,
    expected: {
      title: 'Feldweg Socks',
      designer: 'Annika Vogt',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36/37', yards: m(294) },
        { size: '38/39', yards: m(336) },
        { size: '40/41', yards: m(378) },
        { size: '42/43', yards: m(420) },
      ],
      gauge: { stitches: 30, rows: 42, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36/37', '38/39', '40/41', '42/43'],
      techniques: ['top-down', 'in the round', 'short rows'],
    },
  },
  {
    id: 'rw36-04-us-blog-baby-booties-printed-from-browser',
    text: `3/14/25, 9:12 AM                Easy Knitted Baby Booties Pattern (Free!) - The Purl Porch
https://thepurlporch.com/easy-knitted-baby-booties-free-pattern/

Home » Free Patterns » Baby » Easy Knitted Baby Booties Pattern (Free!)

Easy Knitted Baby Booties Pattern (Free!) – Perfect for Beginners
By Jenna Whitfield · Updated March 2, 2025 · 47 Comments

This post may contain affiliate links. As an Amazon Associate I earn from qualifying purchases.

I have knit SO many pairs of these little booties for baby showers that I finally wrote the
pattern down for you! They're worked flat in garter stitch and seamed, so if you can knit and
purl you can make them in an evening.

ADVERTISEMENT

Want the ad-free printable PDF? Grab it in my Etsy shop for $3.50!

Sunday Morning Booties

SIZES: 0-3 (3-6, 6-12) months
Sole length: 3½ (4, 4½)" / 9 (10, 11.5) cm

MATERIALS
Yarn: 1 skein Cloudtop Worsted (100% superwash merino; 100 g / 190 yds / 174 m), worsted
weight. One skein makes all three sizes with plenty left over for a matching hat!
Needles: US 6 (4 mm) straight needles
Tapestry needle, 2 small buttons (optional)

GAUGE
20 sts and 40 rows = 4" in garter stitch

ABBREVIATIONS
k - knit · kfb - knit front and back · k2tog - knit two together · st(s) - stitch(es)

ADVERTISEMENT

SOLE
Cast on 28 (32, 36) sts.
Row 1 and all odd rows: Knit.
Row 2: K1, kfb, k10 (12, 14), kfb, k2, kfb, k10 (12, 14), kfb, k1.

Pin it for later! ↓

You might also like: Sunday Morning Baby Hat (1 skein) · Garter Stitch Baby Blanket (5 skeins)

47 COMMENTS
Rachel B. – March 4, 2025
Made the 3-6 month size last night, used about 55 yds. So cute!!
Jenna Whitfield – March 4, 2025
Yay Rachel, thank you for sharing!
Mo – March 9, 2025
I used a DK and US 5 needles and got a perfect newborn size.

© 2025 The Purl Porch. All rights reserved. Please link back instead of copying the pattern.`,
    expected: {
      title: 'Sunday Morning Booties',
      designer: 'Jenna Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 190 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
    },
  },
];
