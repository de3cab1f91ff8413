import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw22-05',
    text: `TINY LOOPS STUDIO

Dumpling the Axolotl
amigurumi crochet pattern

Design © Mei Lin Tan (Tiny Loops Studio)
Available on Etsy, LoveCrafts and Ravelry

Hello and thank you for choosing one of my patterns! Dumpling is a chubby little axolotl with
frilly gills and a big smile. He is worked in the round in a continuous spiral, so don't join
your rounds unless the pattern tells you to. Use a stitch marker to keep track of the ﬁrst
stitch of each round.

FINISHED SIZE
Approx. 14 cm / 5.5 in long when made with the recommended yarn and hook.

MATERIALS
Yarn - DK / light (#3) milk cotton:
- Pink: 30 g
- White: 10 g
- Black: small amount for embroidery
Hook: 2.75 mm (US C-2)
Other: 10 mm safety eyes (1 pair), ﬁbreﬁll stuﬀing (approx. 20 g), stitch marker,
tapestry needle, pink blush or embroidery thread for cheeks (optional)

All yarns used for the sample are Softie Milk Cotton (50 g / 125 m).

GAUGE
Gauge is not important for this project, but work tightly so the stuﬃng doesn't show
through your stitches.

ABBREVIATIONS (US terms)
MR   magic ring
sc   single crochet
inc  2 sc in the same stitch
dec  invisible decrease
sl st  slip stitch
FLO  front loop only
(x)  number of stitches at the end of the round

SAFETY NOTE
This toy contains small parts. If making it for a child under 3 years, embroider the eyes
instead of using safety eyes.

HEAD AND BODY (pink)
Rnd 1: 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Rnd 4: (2 sc, inc) x 6 (24)
Rnd 5: (3 sc, inc) x 6 (30)
Rnd 6: (4 sc, inc) x 6 (36)
Rnds 7-13: sc in each st around (36) - 7 rounds
Insert the safety eyes between Rnds 10 and 11, 8 stitches apart.
Rnd 14: (4 sc, dec) x 6 (30)
Rnd 15: (3 sc, dec) x 6 (24)
Start stuﬃng and continue stuﬃng as you go.

page 2 of 5 · Dumpling the Axolotl · Tiny Loops Studio

GILLS (make 6, white)
Ch 7, sl st in 2nd ch from hook, sc in next 5 ch. Fasten oﬀ, leaving a long tail for sewing.

You may sell ﬁnished toys made from this pattern in small quantities; please credit Tiny
Loops Studio. Do not copy, share or sell the pattern itself.
Tag me @tinyloopsstudio so I can see your Dumpling!`,
    expected: {
      title: 'Dumpling the Axolotl',
      designer: 'Mei Lin Tan',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(100) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw22-06',
    text: `Tidepool Socks
by Maren Solberg

Payhip order 8F3K-22QX · Thank you for supporting independent design!

Every summer I spend hours poking around the rock pools near my grandmother's house, and
these socks are my little love letter to them: a simple lace panel ripples down the leg
and across the instep like water over stones, while the sole stays plain and comfy.

SIZES
To ﬁt US women's shoe size 6-7 (8-9, 10-11)
Foot circumference: 7½ (8¼, 9)" / 19 (21, 23) cm - choose a size with about 10% negative
ease.

YARN
1 skein of ﬁngering weight sock yarn (75% superwash merino, 25% nylon), 463 yds / 423 m
per 100 g. One skein is enough for all three sizes.
Sample: Saltmarsh Sock in "Rockpool", size 8-9, used 71 g.

NEEDLES
US 1 (2.25 mm) double-pointed needles, or a long circular needle for magic loop.

NOTIONS
Stitch markers, tapestry needle.

GAUGE
34 sts and 46 rnds = 4" / 10 cm in stockinette stitch worked in the round.

NOTES
These socks are worked from the cuﬀ down in the round with a heel ﬂap, gusset and a
wedge toe grafted closed with Kitchener stitch. The lace chart is worked over the
instep stitches only; the sole is worked in stockinette.

LEG
CO 60 (66, 72) sts. Divide over needles and join to work in the round.
Rib rnd: *K1 tbl, p1; rep from * to end.
Work rib for 1½".
Next rnd: Work Rnd 1 of Tidepool Chart over 30 (33, 36) sts, knit to end.
Continue as established until leg measures 6½" from cast-on edge, ending with Rnd 8 of chart.

HEEL FLAP
The heel ﬂap is worked back and forth over the last 30 (33, 36) sts.
Row 1 (RS): *Sl 1, k1; rep from * to end.
Row 2 (WS): Sl 1, purl to end.
Repeat these 2 rows 15 (16, 18) more times.

HEEL TURN
Row 1 (RS): Sl 1, k16 (18, 20), ssk, k1, turn.
Row 2 (WS): Sl 1, p5, p2tog, p1, turn.
Continue working 1 more st each row until all heel sts have been worked.

TIDEPOOL CHART (written)
Rnd 1: K2, yo, ssk, k3, k2tog, yo, k1; rep to end of instep.
Rnd 2 and all even rnds: Knit.

Tidepool Socks · © Maren Solberg Designs 2025 · page 2/5

Find more patterns at marensolberg.com or on Payhip - use code TIDE10 for 10% off your next
pattern. The Driftwood Mitts (1 skein, 300 yds) pair perfectly with these socks!
This pattern is for personal use only. Please do not distribute.`,
    expected: {
      title: 'Tidepool Socks',
      designer: 'Maren Solberg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 463 }],
      gauge: { stitches: 34, rows: 46, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['6-7', '8-9', '10-11'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
