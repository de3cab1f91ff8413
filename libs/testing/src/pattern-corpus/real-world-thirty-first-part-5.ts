import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw31-09',
    text: `Payhip · Download ready
Order PH-88213 · 12 March 2025 · AUD $9.00 · Saltbush Knits
Your download link is valid for 30 days. Please save a copy to your device.

saltbush knits

KELP FOREST COWL
a mosaic cowl in two lengths

Tamsin Rowe · Saltbush Knits · Fremantle, Western Australia

I'd like to acknowledge the Whadjuk Noongar people, the Traditional Custodians of the land
where this pattern was written, and pay my respects to Elders past and present.

The Kelp Forest Cowl is knitted in the round in slipped-stitch mosaic, so only one colour is
used in any round. The short version sits snugly around the neck; the long one loops twice.

SIZES
Short (Long)
Circumference: 60 (120) cm · Height: 24 (24) cm

YARN
8 ply (DK weight) wool, 100 g / 213 m per skein
MC (Ink): 1 (2) skeins
CC (Seafoam): 1 (1) skein
Sample: Short in Bellarine Yarn Co. 8 ply, colours Ink and Seafoam. Tester Jess knit the
Long and used 178 g in total.

NEEDLES
4 mm (US 6) circular needle, 40 cm for Short, 80 cm for Long
3.5 mm (US 4) circular needle, same length, for the ribbing

NOTIONS
Stitch marker, tapestry needle

GAUGE
22 sts and 40 rnds = 10 cm in mosaic pattern on 4 mm needle, after blocking.
(Mosaic is much more compact vertically than stocking stitch - swatch in the round!)

ABBREVIATIONS
k - knit   p - purl   sl1 - slip 1 st purlwise with yarn in back   rnd - round
MC / CC - main colour / contrast colour   pm - place marker

PATTERN
With 3.5 mm needle and MC, cast on 132 (264) sts. Pm and join in the round without twisting.
Rnds 1-6: *K1, p1; rep from * to end.
Change to 4 mm needle.
Work Chart A (12-st repeat) 3 times in total. Knit 1 rnd in MC.
Change to 3.5 mm needle and work 6 rnds k1, p1 rib. Bind off loosely in rib.

Block and enjoy your cowl!

Thank you to my testers: Jess, Priya, Anouk and Meg.
More from Saltbush Knits: Dune Shawl (3 skeins 4 ply) · Banksia Beanie (1 skein 8 ply)
© Tamsin Rowe 2025. For personal use only - please don't share or resell this PDF.
Finished items may be sold in small quantities with credit.                      page 1 of 4`,
    expected: {
      title: 'Kelp Forest Cowl',
      designer: 'Tamsin Rowe',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Short', yards: m(2 * 213) },
        { size: 'Long', yards: m(3 * 213) },
      ],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Short', 'Long'],
      techniques: ['mosaic', 'in the round'],
    },
  },
  {
    id: 'rw31-10',
    text: `WOOLHOUSE YARNS · Free Pattern
Home & Pets · WH-FP-0562

PURRFECT NEST CAT BED
Crochet · Easy

A curl-up cosy for cats and small dogs, worked in super chunky yarn on a big hook so it's
quick to make - most people finish it in a weekend. This pattern was designed by the
Woolhouse design team and is written in UK crochet terms.

SIZE
Approx. 45cm across and 15cm tall (with the rim folded down)

YOU WILL NEED
Woolhouse Mega Chunky (super chunky / 6)
100g balls, approx. 64m
5 balls in shade 211 Oatmeal
10mm (UK 000 / US N-15) crochet hook
Stitch marker, large-eyed darning needle

TENSION
7 dc and 8 rounds to 10cm measured over the base, using 10mm hook.
Don't worry too much about tension, but a tight fabric keeps the walls standing up.

ABBREVIATIONS
ch - chain     ss - slip stitch     dc - double crochet (US single crochet)
dc2inc - work 2 dc into the same stitch
BLO - back loop only     st(s) - stitch(es)

NOTES
The bed is worked in continuous rounds, starting at the centre of the base and working
outwards, then straight up for the walls. Do not join the rounds; move your marker up.

BASE
Make a magic ring.
Round 1: 6 dc into ring. (6 sts)
Round 2: dc2inc in each st around. (12 sts)
Round 3: (1 dc, dc2inc) 6 times. (18 sts)
Continue increasing 6 sts every round until you have 96 sts (round 16).

WALLS
Round 17: 1 dc BLO in each st around. (96 sts)
Rounds 18-30: 1 dc in each st around.
Fasten off and weave in ends. Fold the top 5 rounds outwards to form the rim.

PET SAFETY: Always supervise pets with new textiles and remove any loose threads or chewed
pieces straight away.

Matching Mouse Toy: 1 ball Woolhouse Aran (catnip optional!)
Shop Woolhouse Mega Chunky - £6.99 per ball or 3 for 2 at woolhouseyarns.co.uk
Share your makes #WoolhouseMakes
© Woolhouse Yarns Ltd. Free for personal use. Not for resale.`,
    expected: {
      title: 'Purrfect Nest Cat Bed',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(5 * 64) }],
      gauge: { stitches: 7, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'N-15', mm: 10 }],
      techniques: ['in the round'],
    },
  },
];
