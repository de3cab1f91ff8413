import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTEENTH_CASES (split for the file-size rule; see real-world-thirteenth.ts). */
export const REAL_WORLD_THIRTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-thirteenth-4h-project-sheet-leg-warmers-size-table',
    text: `COUNTY 4-H FIBER ARTS · KNITTING PROJECT SHEET K-2-07
Level 2 (Intermediate Beginner)

Ribbed Leg Warmers
Pattern by Carol Ann Whitfield, volunteer leader, Prairie Rose 4-H Club
Reviewed by the State 4-H Youth Development Office, 2024

What you will learn: casting on, knit and purl ribbing, changing needle sizes, sewing a seam,
weaving in ends. Record your hours and costs in your project book!

                 Youth      Teen/Adult
Length           14"        17"
Top width        5½"        6½"
Yarn             2          3 skeins

Yarn: Worsted weight acrylic, 3½ oz (100 g) / 170 yds per skein. Pick a color you love.
Needles: size 7 and size 9 straight needles (or the size you need to get gauge)
Other supplies: tapestry needle, ruler, 1 yard of ¾" elastic (optional, for the top edge)

Gauge: 18 stitches and 24 rows = 4 inches in stockinette stitch on size 9 needles.
Knit a swatch first and show it to your leader before you start.

Directions (make 2)
With size 7 needles, cast on 46 (54) stitches.
Rows 1-10: *K2, p2; repeat from * to last 2 stitches, k2.
Change to size 9 needles and continue in k2, p2 rib until the piece measures 12 (15) inches.
Change back to size 7 needles and work 10 more rows of rib. Bind off loosely in rib.
Sew the side seam with mattress stitch. Weave in all ends.

Judging tips: Your fair entry must include this sheet, your gauge swatch and one finished pair.
Judges look for even tension, a neat seam and ends that are woven in securely.`,
    expected: {
      title: 'Ribbed Leg Warmers',
      designer: 'Carol Ann Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Youth', yards: 340 },
        { size: 'Teen/Adult', yards: 510 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '9', mm: 5.5 },
      ],
      sizes: ['Youth', 'Teen/Adult'],
    },
  },
  {
    id: 'rw-thirteenth-pinned-graphic-ocr-heart-coasters',
    text: `[Text recognised from a pinned image]

FREE
PATTERN
Sweetheart
Coasters
♥ quick ♥ easy ♥ scrap-friendly ♥
crochet · makes 4

YOU NEED:
cotton DK
1 ball (50g / approx 78m)
hook 4mm (US G/6)
yarn needle
size check: after rnd 3
heart = 3 in / 7.5 cm wide

PIN ME FOR LATER!
www.hookandhoney.blog
© Hook & Honey · Tamsin O'Reilly

[Pin description]
Sweetheart Coasters – free crochet pattern on the blog! Four little hearts from one ball of
cotton, perfect for Valentine's Day or a craft fair table. You might also like my Sweetheart
Garland (2 balls, 12 hearts) and the Tiny Heart Keyring.
#crochet #freecrochetpattern #valentinescrochet #coasters #cottonyarn`,
    expected: {
      title: 'Sweetheart Coasters',
      designer: "Tamsin O'Reilly",
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(78) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-thirteenth-mystery-kal-prep-sheet-width-vertically',
    text: `TIDEWATER — MYSTERY KNIT-ALONG 2025
Materials & Prep Sheet (released before Clue 1)
Pattern: Tidewater Shawl · 4 clues · every Friday from 3 October

Welcome, mystery knitters! You don't get to see the shawl yet, but you do get to go shopping.
Here is everything you need to gather before Clue 1 arrives in your inbox.

WHAT YOU NEED FOR THE WHOLE SHAWL
Colour A (main):        1 skein fingering weight, 100 g / 400 m
Colour B (contrast):    1 skein fingering weight, 100 g / 400 m
Colour C (pop):         1 mini skein, 20 g / 80 m
Needles:  3.5 mm (US 4) circular, 80 cm / 32"
Notions:  6 locking stitch markers, a tapestry needle, blocking wires and pins

GAUGE
22 sts in width and 40 rows vertically = 10 cm in garter stitch, after blocking.
Gauge is not critical, but a looser gauge will eat more yarn.

WHAT YOU'LL NEED TO KNOW OVER THE FOUR CLUES
Garter stitch, increasing at the edges, simple lace (Clue 3 has a lace edging) and a stretchy
bind-off. Every technique has a video on the KAL page.

Finished size (approx.): 170 cm wingspan, 60 cm deep at the centre.

HOW IT WORKS
Clues are sent as PDFs. Post your progress in the Tidewater thread, and please: no spoilers in
the first week!

Missed last year? The Saltmarsh MKAL shawl (2 skeins / 800 m) is 20% off until Clue 1.

Knit on,
Marijke de Wit`,
    expected: {
      title: 'Tidewater Shawl',
      designer: 'Marijke de Wit',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(880) }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-thirteenth-lifestyle-magazine-raffia-sun-hat',
    text: `SUMMER HOUSE  ·  THE MAKE  ·  p. 94

Beach-Day Sun Hat
A wide-brimmed hat that packs flat in your beach bag and shrugs off a wave or two.
Hat designed by Lucia Ferraz; words and styling Jo Pemberton; photography Ben Adair.

YOU WILL NEED
• 3 skeins of paper raffia, each 25 g / approx. 40 m, in Natural
• 3.5 mm crochet hook
• 1.5 m of millinery wire (optional, to stiffen the brim)
• A stitch marker
• 1 m of 25 mm grosgrain ribbon, for the band

SIZE The hat fits an average adult head; the brim is 9 cm deep.

TENSION The crown should measure 15 cm across after round 12. If it is larger, try a
smaller hook; if smaller, a larger one.

HOW TO MAKE
The hat is worked in the round in a continuous spiral from the centre of the crown, so move
the stitch marker up at the start of every round.
Abbreviations (UK terms): ch chain; dc double crochet; ss slip stitch; st(s) stitch(es).
Crown: Make a magic ring, 6 dc into the ring.
Round 2: 2 dc into each st (12 sts).
Round 3: (1 dc, 2 dc into next st) to end (18 sts).
Continue increasing 6 sts every round until you have 84 sts, then work without shaping for the
sides. For the brim, increase 12 sts every other round, laying the wire in as you go if using.

SHOP THE LOOK Linen shirt dress, £89, Fern & Field; woven basket bag, £35, The Quay Store.`,
    expected: {
      title: 'Beach-Day Sun Hat',
      designer: 'Lucia Ferraz',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(120) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
