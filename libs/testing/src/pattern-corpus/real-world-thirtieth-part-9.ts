import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw30-17',
    text: `LOCH ARN KNITTING GUILD
Winter Workshop · Saturday 17 January 2026 · Kirkton Church Hall · 10am – 3.30pm
Workshop handout – please keep for reference

PEERIE WRIST WARMERS
Designed by Ishbel Mackay for the Guild

A first Fair Isle project: small, quick, and a chance to practise holding one colour in each
hand. Two colours are used on every round, with never more than 5 stitches between colour changes.

SIZES
Small (Medium) – to fit hand circumference 18 (20) cm
Length 17 cm, adjustable

YARN
Shetland 2 ply jumper weight wool (4 ply equivalent), 25 g balls, approx. 105 m per ball
1 ball each of:
  A  Moorit (brown)
  B  Natural White
  C  Gold
  D  Madder (red)
The guild shop has a limited number of these shades at £3.20 a ball – please pay Morag.

NEEDLES
A set of 2.75 mm double-pointed needles (or 2 short circulars)
A set of 3.25 mm double-pointed needles (or 2 short circulars)

TENSION
32 sts and 32 rounds to 10 cm over Fair Isle pattern on 3.25 mm needles.
Fair Isle tightens up if you don't spread your stitches along the right needle – check yours!

CONSTRUCTION
The wrist warmers are worked in the round from the cuff upwards. The thumb opening is made by
working a few rows back and forth, then joining again; there is no separate thumb.

ABBREVIATIONS
k knit · p purl · st(s) stitch(es) · rnd round · M1 make one

CUFF
Using 2.75 mm needles and A, cast on 56 (64) sts. Join for working in the round, taking care not
to twist.
Rnd 1: *K2 A, p2 B; rep from * to end (corrugated rib).
Work 14 more rnds in corrugated rib.
Change to 3.25 mm needles and knit 1 rnd in A, increasing 4 sts evenly. 60 (68) sts.
Begin chart (overleaf), working rows 1-21.

WHAT TO BRING
Needles as above, your yarn, scissors, a tapestry needle and a packed lunch. Tea and coffee
provided; £5 towards the hall hire.

GUILD NEWS
· Membership renewals (£18) are due by 31 January.
· Spring workshop, Sat 14 March: "Steeks without fear" – bring a Fair Isle swatch at least 60
  stitches wide. Booking essential.
· Raffle in aid of the Kirkton Hospice: tickets £1 from Elspeth.

Pattern © Ishbel Mackay 2026 · reproduced for Loch Arn Knitting Guild members`,
    expected: {
      title: 'Peerie Wrist Warmers',
      designer: 'Ishbel Mackay',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(420) }],
      gauge: { stitches: 32, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Small', 'Medium'],
      techniques: ['fair isle', 'colorwork', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw30-18',
    text: `KIRKBY YARNS
Spun and dyed in West Yorkshire
FREE PATTERN · KY-0417 · Crochet

PUFF STITCH BERET
Designed by the Kirkby Yarns Design Team

Skill level: ●●○○ Improver
Yarn weight: Aran

A slouchy, textured beret worked from the crown down in joined rounds of puff stitches, finished
with a snug band of back-loop half trebles. Written in UK crochet terms.

SIZE
To fit an average adult head, 53-58 cm circumference.
Finished beret measures approx. 27 cm across when laid flat; band stretches to fit.

YOU WILL NEED
Kirkby Heritage Aran (100% British wool, 50g / 90m)
2 x 50g balls shade 207 Heather
4.5mm (UK 7 / US 7) crochet hook for the band
5mm (UK 6 / US H8) crochet hook for the beret
Stitch marker, tapestry needle

TENSION
14 htr and 11 rounds to 10cm over htr worked in joined rounds, using 5mm hook.
Use a larger or smaller hook if necessary to obtain the correct tension.

ABBREVIATIONS (UK)
ch chain
ss slip stitch
htr half treble (US half double crochet)
htrblo half treble in back loop only
puff (yrh, insert hook in st, yrh and draw up a loop) 3 times, yrh and draw through all 7 loops
ch-sp chain space
st(s) stitch(es)

PATTERN NOTES
· The beret is worked in joined rounds with the right side facing throughout.
· The ch 2 at the beginning of each round does not count as a stitch.
· Move your stitch marker up each round.

CROWN
Using 5mm hook, make a magic ring.
Round 1: 2 ch, 8 htr into ring, ss to first htr. 8 sts.
Round 2: 2 ch, (puff, 1 ch) into each st around, ss to top of first puff. 8 puffs.
Round 3: ss into first ch-sp, 2 ch, (puff, 1 ch, puff, 1 ch) into each ch-sp around, ss to
first puff. 16 puffs.
Continue increasing as set for 5 more rounds.

WHY NOT MAKE THE SET?
Puff Stitch Mitts – 1 x 50g ball Kirkby Heritage Aran (free pattern KY-0418)
Chunky Puff Snood – 3 x 100g balls Kirkby Big Wool

#kirkbyyarns · @kirkbyyarns · kirkbyyarns.co.uk
© Kirkby Yarns Ltd. This pattern is free for personal use and may not be sold or reproduced for
sale. Items made from it may be sold in small numbers. Customer care: 01924 000 000`,
    expected: {
      title: 'Puff Stitch Beret',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(180) }],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
