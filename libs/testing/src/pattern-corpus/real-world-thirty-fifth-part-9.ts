import type { PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw35-17-us-designer-newsletter-tapestry-crochet-bucket-bag',
    text: `From: Marisol Vega Designs <hello@marisolvegadesigns.com>
Subject: 🌼 April notes + a free bucket bag pattern for you
View this email in your browser

Hi friend!

April is here and my porch is covered in yarn again. A few quick notes before the good stuff:

• Trunk show: I'll be at Spindle & Wren in Tucson on April 26 with every sample from the Desert
  Bloom collection. Come say hi!
• Shop update: Thursday at 10 am MST. The Agave Cardigan kits (1,450 yds each) are back.
• March CAL winner: congrats to Renee, who finished her blanket with 6 skeins to spare.
• Sneak peek: the pullover I'm swatching now will take around 1,400 yds of DK. Testers wanted soon!

And now, as promised, this month's subscriber freebie.

POPPY FIELD BUCKET BAG
Pattern by me, Marisol Vega

A roomy drawstring bucket bag with a band of poppies worked in tapestry crochet. The base is worked
in rounds; the body is worked in joined rounds, carrying the unused colours inside the stitches.

Finished size: 10" tall x 8" diameter (25 x 20 cm)

YOU'LL NEED
• Worsted weight cotton (#4 medium): Sonoran Cotton (100% cotton; 100 g / 198 yds / 181 m)
    Color A (Natural): 2 skeins
    Color B (Poppy): 1 skein
    Color C (Leaf): 1 skein
• US H-8 (5 mm) crochet hook
• Stitch marker, yarn needle, 2 wooden beads for the drawstring ends

GAUGE
14 sc and 16 rnds = 4" in sc worked in the round.

ABBREVIATIONS (US)
ch chain · sc single crochet · sl st slip stitch · st(s) stitch(es) · rnd(s) round(s)
inc 2 sc in the same st

BASE
With A, make a magic ring.
Rnd 1: 6 sc in ring; join with sl st to first sc. (6 sc)
Rnd 2: Ch 1, inc in each st around; join. (12 sc)
Rnd 3: Ch 1, *sc in next st, inc in next st; rep from * around; join. (18 sc)
Continue increasing 6 sts every rnd until you have 84 sc (base measures about 8" across).

BODY
Rnds 1-10: Ch 1, sc in each st around; join.
Rnds 11-26: Work the Poppy Chart in tapestry crochet, changing colours as shown.

Share your bag with #PoppyFieldBag. I love seeing them!

Happy hooking,
Marisol

You're receiving this because you signed up at marisolvegadesigns.com.
Marisol Vega Designs · PO Box 4471 · Tucson, AZ 85717 · Unsubscribe · Update your preferences`,
    expected: {
      title: 'Poppy Field Bucket Bag',
      designer: 'Marisol Vega',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: (2 + 1 + 1) * 198 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['tapestry crochet', 'in the round'],
    },
  },
  {
    id: 'rw35-18-us-home-magazine-crochet-plant-hanger-cotton-cord-spools',
    text: `PORCH & GARDEN LIVING · MAY/JUNE 2025                                                      62

MAKE IT | WEEKEND PROJECT

Terrace Plant Hanger
Soft cotton cord, a simple mesh and one lazy afternoon.
Design by Priya Raman

Priya Raman, who runs a plant shop in Savannah, wanted a hanger that felt lighter than
traditional macramé and didn't need a single knot. Her answer: a little crocheted basket with
long chain-mesh straps that gather at a wooden ring.

SHOP THE STORY
Sized to hold a 6" pot. Finished length: about 36" including the ring.

YOU'LL NEED
□ 3 mm cotton cord: 2 spools (117 yds / 107 m each); we used Riverbend Cotton Cord in Natural
□ Crochet hook, size US K-10½ (6.5 mm)
□ 2" wooden ring
□ Stitch marker and a large-eye needle

GAUGE
Gauge is not important for this project; aim for a firm basket that holds its shape.

HOW TO MAKE IT
Pot basket: Make a magic ring. Rnd 1: 8 sc in ring; join with sl st to first sc.
Rnd 2: Ch 1, 2 sc in each st around; join. (16 sc)
Rnd 3: Ch 1, *sc in next st, 2 sc in next st; rep from * around; join. (24 sc)
Rnd 4: Ch 1, *sc in next 2 sts, 2 sc in next st; rep from * around; join. (32 sc)
Rnds 5-10: Ch 1, sc in each st around; join. The basket is worked in joined rounds, so the
sides will start to curve up on their own.
Straps: *Ch 60, sk 7 sts, sl st in next st; rep from * 3 more times.
Continued on page 96

ALSO IN THIS ISSUE
Woven Garden Stool Cover — 4 skeins bulky cotton, page 70
Herb Garden Apron — 1 yd linen, page 88
Strawberry Pot Cozy — 1 skein worsted cotton, page 92

Photography: Dana Kerr · Styling: June Albright

ADVERTISEMENT
GreenThumb Potting Mix. Grow happier houseplants. Save $2 at greenthumbmix.com

PORCH & GARDEN LIVING · MAY/JUNE 2025                                                      63`,
    expected: {
      title: 'Terrace Plant Hanger',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: 2 * 117 }],
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
      techniques: ['in the round'],
    },
  },
];
