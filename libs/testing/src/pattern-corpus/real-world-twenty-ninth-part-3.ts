import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw29-05',
    text: `VILLATUPA · Free pattern 2025-14 · English translation

KANERVA SOCKS (Kanervasukat)
Design: Aino Rautio
Translated from Finnish by Villatupa. If something is unclear, please contact us at
neuvonta@villatupa.fi – we are happy to help.

Sizes: 36/37 (38/39, 40/41, 42/43, 44/45)
Foot length: 23 (24.5, 26, 27, 28.5) cm
Leg height from cuff to heel: 17 (17, 18, 19, 19) cm

Yarn: Villatupa Seitsemän (75% wool, 25% polyamide, 100 g = approx. 200 m), a DK-weight sock yarn
Yarn amount: 150 (150, 200, 200, 250) g
Colour: 447 Heather. The socks in the photo are size 38/39 and weigh 128 g.

Needles: double-pointed needles 3.5 mm, or the size needed to get the correct gauge
Other: cable needle, 2 stitch markers, darning needle

Gauge: 22 sts and 30 rounds of stockinette stitch = 10 cm.
Check the gauge! If you have more stitches, change to thicker needles.

The socks are knitted in the round from the cuff down. A braided cable runs along both sides of
the leg and continues down the top of the foot. The heel is a traditional heel flap with a round
heel, and the toe is a band toe grafted closed at the end.

Abbreviations:
k = knit, p = purl, st(s) = stitch(es), rnd = round, k2tog = knit 2 together,
ssk = slip, slip, knit the 2 slipped sts together through the back loops,
C6F = slip 3 sts to cable needle in front of work, k3, then k3 from cable needle,
C6B = slip 3 sts to cable needle behind work, k3, then k3 from cable needle.

CUFF
Cast on 48 (48, 52, 56, 56) sts and divide them evenly on 4 needles. Join to knit in the round.
Knit twisted rib (k1 tbl, p1) for 3 cm.

LEG
Set-up rnd: needle 1: p1, k9, p1, k1 (1, 2, 3, 3); needle 2: k1 (1, 2, 3, 3), p1, k9, p1...
Work the braid over the 9 knit sts at each side as follows:
Rnd 1 and 2: knit the braid sts.
Rnd 3: C6F, k3 over the braid sts.
Rnd 4 and 5: knit the braid sts.
Rnd 6: k3, C6B over the braid sts.
Repeat rnds 1–6 until the leg measures 17 (17, 18, 19, 19) cm or the desired length.

HEEL FLAP
Knit the heel flap back and forth over the sts of needles 1 and 4 ...

Villatupa Seitsemän is also used in: Kanerva Mittens (100 g) and Kanerva Hat (100 g).
Find all our free patterns at villatupa.fi/ohjeet

© Villatupa Oy 2025 · The pattern is for personal use only                                     1/3`,
    expected: {
      title: 'Kanerva Socks',
      designer: 'Aino Rautio',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '36/37', yards: m(300) },
        { size: '38/39', yards: m(300) },
        { size: '40/41', yards: m(400) },
        { size: '42/43', yards: m(400) },
        { size: '44/45', yards: m(500) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['36/37', '38/39', '40/41', '42/43', '44/45'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw29-06',
    text: `Hebden Yarn Co. — Free Pattern

SUNWHEEL MANDALA CUSHION
Crochet · UK terms · Skill: Improver

A cheerful round cushion that's a great way to play with colour. The front is a bright mandala
with a ring of bobbles; the back is worked in Ivory only, so it will go with any sofa.

YOU WILL NEED
Hebden Cotton DK (100% cotton; 50g/120m)
   Shade A   Ivory (001)      3 x 50g balls
   Shade B   Marigold (014)   1 x 50g ball
   Shade C   Coral (022)      1 x 50g ball
   Shade D   Teal (031)       1 x 50g ball
   Shade E   Sage (035)       1 x 50g ball
4mm (UK 8/US G-6) crochet hook
40cm round cushion pad
Tapestry needle, stitch marker

FINISHED SIZE
Approx. 40cm diameter.

TENSION
Rounds 1-5 of the front measure 11cm across. Tension is not critical, but a firm fabric will stop
the cushion pad showing through.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · htr half treble · tr treble · dtr double treble
sp space · rep repeat · bobble (yrh, insert hook in st, yrh, pull through, yrh, pull through
2 loops) 4 times in the same st, yrh, pull through all 5 loops on hook

NOTES
Front and back are both worked in rounds from the centre outwards without turning. Join each round
with a ss to the top of the first st. The two pieces are joined with a round of dc worked through
both layers, with the pad inside.

FRONT
With B, make a magic ring.
Round 1: 3ch (counts as 1tr), 11tr into ring, ss to top of 3ch. 12 sts. Fasten off.
Round 2: Join C in any st, 3ch, 1tr in same st, 2tr in each st to end, ss to top of 3ch. 24 sts.
Round 3: Join D between any 2 sts, 4ch (counts as 1tr, 1ch), *1tr between next 2 sts, 1ch;
rep from * to end, ss to 3rd of 4ch. 24 ch-sps. Fasten off.
Round 4: Join E in any ch-sp, 3ch, 1tr in same sp, 2tr in each ch-sp to end. 48 sts.
Round 5: With A, 1ch, 1dc in each st to end. 48 sts.
Round 6: Join D in any st, 3ch, *bobble in next st, 2ch, miss 1 st; rep from * to end. 24 bobbles.

Love this? Make the matching Sunwheel Blanket – 14 x 50g balls of Hebden Cotton DK.
Share your makes with #HebdenMakes

Hebden Yarn Co., Mill Lane, Hebden Bridge HX7 · hebdenyarn.co.uk · © 2025 Hebden Yarn Co.
This pattern is free for personal use and may not be sold.`,
    expected: {
      title: 'Sunwheel Mandala Cushion',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(7 * 120) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['bobbles'],
    },
  },
];
