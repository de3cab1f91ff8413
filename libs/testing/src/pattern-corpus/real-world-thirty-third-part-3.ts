import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw33-05-newfoundland-mill-thrummed-mittens',
    text: `HARBOURSIDE WOOL CO.
Spinning mill & shop · 14 Water Street, St. John's, NL · harbourside-wool.ca
FREE PATTERN · HW-M07

OUTPORT THRUMMED MITTENS
Design: Bernice Walsh

Skill level: ■■□□ Easy+
Nothing beats a pair of thrummed mittens on a February morning on the harbour front. Little
tufts of unspun fleece are knit in every few stitches, and after a few wears they felt into
a warm, fluffy lining.

SIZES
Child (Woman, Man)
Hand circumference: 6 (7½, 8½)" / 15 (19, 21.5) cm

MATERIALS
Harbourside Heritage Worsted, a worsted weight yarn (100% Newfoundland wool; 100 g / 200 yds /
183 m): 1 (1, 2) skeins in Fog (shown) or Partridgeberry
Unspun wool roving for thrums: 1 (1½, 2) oz / 28 (42, 56) g, undyed white
US 6 (4 mm) set of 4 or 5 double-pointed needles (cuff)
US 7 (4.5 mm) set of 4 or 5 double-pointed needles (hand)
Stitch markers, waste yarn, tapestry needle

GAUGE
20 sts and 24 rnds = 4" / 10 cm in thrummed pattern on US 7 needles.
(Thrum every 4th st on every 4th rnd; gauge is measured before felting.)

NOTES
Mittens are worked in the round from the cuff up, with a thumb gusset. To make a thrum,
pull off a 4" length of roving, fold both ends to the middle and knit it together with the
next stitch, leaving the tuft on the inside.

CUFF
With US 6 needles, cast on 32 (40, 44) sts. Divide over needles and join to work in the
round, being careful not to twist. Work in k2, p2 rib for 2½ (3, 3½)".
Change to US 7 needles.
Next rnd: Knit, inc 4 sts evenly. 36 (44, 48) sts.

HAND
Rnd 1 (thrum rnd): *K3, thrum 1; rep from * to end.
Rnds 2-4: Knit.
Rnd 5: K1, *k3, thrum 1; rep from * to last 3 sts, k3.
Rnds 6-8: Knit.
Thumb gusset: Next rnd, k1, pm, M1L, k1, M1R, pm, knit to end. ...

Also try: Outport Thrummed Hat, HW-H03 (1 skein Heritage Worsted + 1 oz roving)
Outport Cowl, HW-C02 (2 skeins Heritage Worsted)
Questions? Pop into the mill shop, Tuesday to Saturday, 10-5, or email us.

This pattern is free for personal use. © 2024 Harbourside Wool Co. Please don't sell or
republish it.                                                                  Page 1 of 2`,
    expected: {
      title: 'Outport Thrummed Mittens',
      designer: 'Bernice Walsh',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: 200 },
        { size: 'Woman', yards: 200 },
        { size: 'Man', yards: 400 },
      ],
      gauge: { stitches: 20, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw33-06-uk-blog-browser-print-christmas-gnome',
    text: `12/11/2025, 20:14          Nisse the Christmas Gnome | Free Knitting Pattern – Purl & Pine
https://purlandpine.co.uk/2025/11/nisse-christmas-gnome-free-knitting-pattern/

PURL & PINE          Home   Patterns   Tutorials   Shop   About   Search
Home » Free Patterns » Toys & Decorations

Nisse the Christmas Gnome | Free Knitting Pattern
Posted on 11 November 2025 by Hannah Kirkby · 47 comments

This post contains affiliate links. If you buy through them I may earn a small commission at
no extra cost to you. Thank you for supporting the blog!

Every year my kitchen windowsill fills up with little gnomes, and this year I finally wrote
one down for you. Nisse is knitted in the round from the bottom up on double-pointed needles,
so there's almost no sewing, and he only takes one cosy evening.

ADVERTISEMENT

NISSE THE CHRISTMAS GNOME
Finished size: approx. 22cm tall including hat

MATERIALS
DK yarn. I used Pennine Special DK (100% acrylic; 100g / 300m):
  Red (hat): 30g
  Grey (body): 20g
Beard: 10g of Teddy Bouclé (a fluffy chunky yarn, 50g / 90m) in Cream
3.5mm (US 4) double-pointed needles, set of 4
A 15mm wooden bead for the nose, toy stuffing (about 20g), a handful of rice or plastic
pellets in a little bag for weight, tapestry needle

TENSION
Tension isn't crucial for a toy. Aim for about 24 sts and 32 rows to 10cm in stocking stitch
so the stuffing doesn't show through.

ABBREVIATIONS
k knit · p purl · kfb knit front and back · k2tog knit two together · st(s) stitch(es)

BODY
With grey, cast on 8 sts, divide over 3 dpns and join to work in the round.
Round 1: kfb in every st. (16 sts)
Round 2: knit.
Round 3: (k1, kfb) to end. (24 sts) ...

ADVERTISEMENT

Pin it for later! 📌   Save the printable PDF (ad-free) in my Etsy shop for £2.50

You may also like: Reindeer Bauble (10g of brown DK) · Robin Egg Cosy (one 50g ball of red
DK) · Tiny Stocking Garland

47 COMMENTS
Sue Thornton · 12 November 2025 at 09:12
Made three already! I got all three hats out of one 100g ball of red.
    Hannah Kirkby · 12 November 2025 at 10:40
    Brilliant, Sue! Yes, each hat takes about 30g so you'll get three from a ball.
Megan · 13 November 2025 at 21:05
Could I use 4mm needles? I knit really tightly.

© 2025 Purl & Pine · Privacy · Cookies                                                  1/4`,
    expected: {
      title: 'Nisse the Christmas Gnome',
      designer: 'Hannah Kirkby',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(90 + 60 + 18) }],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['in the round', 'bottom-up'],
    },
  },
];
