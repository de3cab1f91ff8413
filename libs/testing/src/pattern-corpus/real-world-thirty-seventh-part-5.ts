import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_5 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw37-09-nz-yarn-company-possum-gloves-mc-cc-balls',
    text: `KŌWHAI YARNS · Made in Aotearoa New Zealand · Free Pattern K-0925

TUSSOCK GLOVES
Five-finger gloves with a stranded colourwork cuff

Design: Aroha Whitfield

Kia ora! Possum merino is one of the warmest fibres you can knit with, and our 4 ply is light
enough for gloves that still fit under a jacket sleeve. Any leftover yarn makes a lovely
matching headband.

SIZES
Small (Medium, Large)
Hand circumference above the thumb: 18 (20, 22) cm / 7 (8, 8¾) in
Length of cuff: 7 cm. Finger lengths are adjustable.

YOU WILL NEED
Kōwhai Possum 4 ply (40% brushtail possum, 50% merino, 10% mulberry silk; 50 g balls,
approx. 170 m)
Main colour (MC) Kererū Green: 2 (2, 3) balls
Contrast colour (CC) Flax Gold: 1 ball for all sizes
One set each of 2.75 mm (US 2) and 3.25 mm (US 3) double-pointed needles
Stitch markers, waste yarn, tapestry needle

TENSION
30 sts and 38 rounds to 10 cm over stocking stitch on 3.25 mm needles.
32 sts and 34 rounds to 10 cm over the colourwork chart on 3.25 mm needles.

CONSTRUCTION
The gloves are worked in the round from the cuff up. The cuff band is worked in stranded
colourwork from the chart, then the hand is worked in MC with a thumb gusset. Stitches for
each finger are put on waste yarn and the fingers are worked one at a time, little finger first.

ABBREVIATIONS
k knit · p purl · st(s) stitch(es) · M1L make 1 left · M1R make 1 right · pm place marker

CUFF
With 2.75 mm needles and MC, cast on 56 (60, 66) sts. Divide over 3 needles and join to work
in the round. Work 8 rounds of k1 tbl, p1 rib.
Change to 3.25 mm needles. Knit 1 round, increasing 4 (4, 6) sts evenly. 60 (64, 72) sts.
Work rounds 1-14 of the chart, joining CC on round 1. Break CC.

THUMB GUSSET
Round 1: K1, pm, M1R, k1, M1L, pm, knit to end.
Rounds 2-3: Knit.

Kōwhai Possum 4 ply is $14.90 a ball from our online shop; our Tussock Hat uses 1 ball of MC
and 1 ball of CC.
Hand wash cool, dry flat. Possum fibre blooms beautifully with wear.

kowhaiyarns.co.nz · © Kōwhai Yarns Ltd 2025 · This pattern is free for personal use.`,
    expected: {
      title: 'Tussock Gloves',
      designer: 'Aroha Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Small', yards: m(3 * 170) },
        { size: 'Medium', yards: m(3 * 170) },
        { size: 'Large', yards: m(4 * 170) },
      ],
      gauge: { stitches: 30, rows: 38, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw37-10-us-etsy-chenille-bunny-lovey-two-colours',
    text: `Etsy · BunnyBelleCrochet · ★★★★★ (1,204 reviews) · Star Seller
Bunny Lovey Crochet Pattern, Amigurumi Security Blanket, Baby Shower Gift, Chenille Lovey PDF
$5.25 · Instant Download · Digital file type: 1 PDF

CLOVER THE BUNNY LOVEY
Pattern by Ashley Turner (BunnyBelleCrochet)

This pattern is a PDF pattern, NOT a finished lovey! You are welcome to sell the finished
items you make; please credit BunnyBelleCrochet as the designer.

Finished size: blanket approx. 12" x 12" (30 x 30 cm); bunny head approx. 4" tall without ears.
Skill level: Easy – if you can make a magic ring and sc, you can make Clover!

MATERIALS
- Super bulky (#6) chenille yarn:
  Color A (White): 1 skein of Plushland Chenille (300 g / 136 yds / 124 m)
  Color B (Blush): approx. 20 yds / 18 m for the inner ears and bow
- US J-10 (6 mm) crochet hook
- Black embroidery floss for the eyes and nose (small amount). Please don't use safety eyes on
  items for babies under 3 years.
- Polyester fiberfill, stitch marker, yarn needle

GAUGE
Gauge is not important for this project. Work the head tightly so the stuffing doesn't show.

NOTES
- US terms.
- The amigurumi head is worked in continuous rounds; do not join or turn. Move your stitch
  marker up at the start of each round.
- The blanket is worked flat in rows and sewn to the bottom of the head.
- Chenille is hard to frog, so count your stitches as you go!

ABBREVIATIONS
MR magic ring · ch chain · sc single crochet · inc 2 sc in the same st · dec sc2tog
FO fasten off · st(s) stitch(es)

HEAD (Color A)
Rnd 1: 6 sc in MR. (6)
Rnd 2: Inc in each st around. (12)
Rnd 3: *Sc 1, inc; rep from * around. (18)
Rnds 4-8: Sc in each st around. (18)

REVIEWS
★★★★★ "So quick! I used a 250-yd skein of Bernat Blanket for two loveys." – kayleighmakes
★★★★★ "Clear instructions, the ears are adorable." – Deb P.

More from this shop: Teddy Lovey Pattern (150 yds) · Lamb Lovey Pattern (140 yds)
© 2025 Ashley Turner · BunnyBelleCrochet. Do not share, copy or resell this pattern.`,
    expected: {
      title: 'Clover the Bunny Lovey',
      designer: 'Ashley Turner',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 136 + 20 }],
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
