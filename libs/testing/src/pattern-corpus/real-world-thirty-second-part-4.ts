import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw32-07',
    text: `NORTHERN SHORE WOOL CO.
Free Pattern · NS-2219 · Also available en français

Portage Earflap Hat
Design by Amélie Tremblay

Skill level: ■■■□ Intermediate

A classic for snowy days: garter-stitch earflaps, a two-colour Fair Isle band, i-cord ties and a big
pompom on top. Knit one for everyone on your list - the smallest size takes an evening.

SIZES
Toddler (Child, Adult S, Adult L)
To fit head circumference: 16 (18, 20, 22)" / 40.5 (45.5, 51, 56) cm
Finished circumference: 15 (17, 19, 21)" / 38 (43, 48, 53.5) cm

MATERIALS
Northern Shore Tundra Worsted (100% Canadian wool; 3.5 oz / 100 g; 210 yds / 192 m per skein)
MC: 1 (1, 1, 2) skeins #210 Spruce
CC1: 1 skein #101 Snow
CC2: 1 skein #330 Cranberry
(One skein each of CC1 and CC2 is enough for several hats.)
US 6 (4 mm) 16" circular needle
US 7 (4.5 mm) 16" circular needle and set of DPNs
Stitch markers, tapestry needle, pompom maker or cardboard

GAUGE
20 sts and 22 rnds = 4" / 10 cm in Fair Isle pattern on US 7 (4.5 mm) needles, blocked.

PATTERN NOTES
The earflaps are knit flat first and are joined when you cast on for the hat, which is then worked
in the round from the brim up to the crown. Carry the colour not in use loosely across the back;
never carry a colour over more than 5 sts without catching it. The ties are 3-st i-cords.

EARFLAPS (make 2)
With US 7 needle and MC, cast on 3 sts.
Row 1 (WS): Knit.
Row 2: K1, m1, k to last st, m1, k1. Rep these 2 rows until there are 15 (17, 19, 21) sts.
Knit 6 rows even. Break yarn and leave on needle.

HAT
With US 6 needle and MC, cast on 8 (9, 10, 11) sts, knit across first earflap, cast on 28 (32, 36,
40) sts, knit across second earflap, cast on 20 (23, 26, 29) sts. Pm and join to work in the round.
Work 6 rnds in k1, p1 rib. Change to US 7 needle and work Chart A (Fair Isle band).

I-CORD TIES
With DPN and MC, pick up 3 sts at the point of an earflap and work i-cord for 8". Bind off.

MATCHING MITTENS: Portage Mittens, pattern NS-2220, 1 skein each of MC and CC1.
Questions? patterns@northernshorewool.ca · Find a stockist: northernshorewool.ca/stockists
© 2025 Northern Shore Wool Co. For personal, non-commercial use only.              NS-2219 · 1/3`,
    expected: {
      title: 'Portage Earflap Hat',
      designer: 'Amélie Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Toddler', yards: 630 },
        { size: 'Child', yards: 630 },
        { size: 'Adult S', yards: 630 },
        { size: 'Adult L', yards: 840 },
      ],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Toddler', 'Child', 'Adult S', 'Adult L'],
      techniques: ['fair isle', 'colorwork', 'in the round', 'bottom-up', 'i-cord'],
    },
  },
  {
    id: 'rw32-08',
    text: `BRAMBLEWICK YARNS
free pattern · crochet · baby

Little Sprout Booties
Designed by Lottie Haines

Sweet two-tone booties with a cuffed ankle that stays put on wriggly feet - a lovely gift for a
baby shower. This pattern is written in UK crochet terms.

SIZES
To fit 0-3 (3-6, 6-12) months
Foot length: 9 (10, 11.5) cm / 3½ (4, 4½) in

YOU WILL NEED
Bramblewick Baby DK (55% merino, 45% cotton; 50g / 125m)
1 ball in shade 07 Pea (A)
1 ball in shade 01 Cream (B)
One ball of each shade will make several pairs.
3.25mm (UK 10 / US D3) crochet hook
3.5mm (UK 9 / US E4) crochet hook
Stitch marker, tapestry needle

TENSION
20 dc and 22 rows to 10cm (4in) over double crochet using 3.5mm hook.
Tension is not crucial, but a tighter fabric will hold its shape better.

UK / US TERMS
dc (double crochet) = US sc (single crochet)
htr (half treble) = US hdc (half double crochet)
tr (treble) = US dc (double crochet)

ABBREVIATIONS
ch chain · dc double crochet · dc2tog insert hook in next st, yrh and draw through, insert hook in
next st, yrh and draw through, yrh and draw through all 3 loops · htr half treble · sl st slip
stitch · st(s) stitch(es) · BLO back loop only · rnd(s) round(s) · RS right side

PATTERN NOTES
The sole is worked first as an oval in rounds. The sides and instep are then worked upwards in
joined rounds, and the cuff is finished with the smaller hook. Turning chains do not count as a st.

SOLE
Using 3.5mm hook and A, make 10 (12, 14) ch.
Rnd 1: 2 dc in 2nd ch from hook, 1 dc in each ch to last ch, 5 dc in last ch, working along the other
side of the ch, 1 dc in each ch to end, 2 dc in same ch as first dc, sl st to first dc. 24 (28, 32) sts.
Rnd 2: 1 ch, 2 dc in each of next 2 sts, 1 dc in each st to the toe, ...

SIDES
Change to B. Rnd 4: 1 ch, 1 dc in BLO of each st around, sl st to first dc. ...

SHOP THE YARN: Bramblewick Baby DK, £5.95 per 50g ball. Free UK delivery over £30.
YOU MAY ALSO LIKE: Little Sprout Blanket (6 balls A, 5 balls B) · Little Sprout Hat (1 ball A)
Safety: always check booties for loose threads before use. Never leave a baby unattended.
© Bramblewick Yarns 2025. For personal use only. bramblewickyarns.co.uk`,
    expected: {
      title: 'Little Sprout Booties',
      designer: 'Lottie Haines',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(250) }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['in the round'],
    },
  },
];
