import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw41-07-hungarian-kofi-cardigan-non-native-english',
    text: `Ko-fi Shop · Réka Knits · Order #KF-20931 · Thank you for your support! ♥

Hello dear knitter!
Thank you so much that you buy my pattern. This is my first pattern which I translate to
English myself, so please write to me if something is not clear :)

PIPACS CARDIGAN
(pipacs = poppy in hungarian)

Designer: Réka Szalontai
Instagram: @rekaknits_hu

SIZES: XS-S / M-L / XL-2XL / 3XL-4XL
Chest circumference of the ready cardigan: 96 / 110 / 124 / 138 cm
Length from the shoulder: 56 / 58 / 61 / 63 cm
I knitted the sample in size M-L, the model is 168 cm tall and wears usually M.

YARN
DK weight merino, I used Kertészlak Merino DK (100% merino), 100 gr = 225 m
Yarn consumption: 350 / 400 / 500 / 600 gr
Colour on the photos: Pipacs (poppy red)

NEEDLES
Circular needles 3,5 mm and 4 mm (60-80 cm cable), and DPN 3,5 mm and 4 mm for the
sleeves (or you use magic loop)

OTHER THINGS
7 buttons (18 mm), stitch markers, waste yarn, tapestry needle

KNITTING SAMPLE (GAUGE)
22 loops and 30 rows = 10 x 10 cm with 4 mm needles in stockinette, after washing.
Please make the sample, it is very important for the size!

HOW IT IS MADE
The cardigan is knitted from top to down in one piece, with raglan increases. After the yoke
you put the sleeves on waste yarn and knit the body back and forth. The sleeves are knitted
in round. At the bottom of the body and the sleeves there is a lace border with little
poppies, the chart is on page 6. At the end you pick up for the button band.

ABBREVIATIONS
k = knit, p = purl, m1l / m1r = make one left / right, k2tog = knit two loops together,
ssk = slip slip knit, yo = yarn over, pm = place marker, BOR = beginning of round

NECK
Cast on with 3,5 mm needle 86 / 94 / 102 / 110 loops. Knit 6 rows twisted rib (k1 tbl, p1).
Change to 4 mm needle and place the raglan markers like this: 1 front loop, pm, 16 / 16 /
18 / 18 sleeve, pm, 34 / 42 / 46 / 54 back, pm ...

Test knitters: Anna, Zsófi and Kati — thank you girls! Kati knitted XL-2XL and she used
only 440 gr.
Other my patterns: Kalász Sweater (900-1400 m), Búzavirág Hat (180 m)
#pipacscardigan #rekaknits #hungarianknitting
© Szalontai Réka 2025 · Please do not share this pdf, thank you!`,
    expected: {
      title: 'Pipacs Cardigan',
      designer: 'Réka Szalontai',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS-S', yards: m((350 * 225) / 100) },
        { size: 'M-L', yards: m((400 * 225) / 100) },
        { size: 'XL-2XL', yards: m((500 * 225) / 100) },
        { size: '3XL-4XL', yards: m((600 * 225) / 100) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS-S', 'M-L', 'XL-2XL', '3XL-4XL'],
      techniques: ['top-down', 'raglan', 'in the round', 'lace'],
    },
  },
  {
    id: 'rw41-08-german-indie-asymmetric-shawl-skeins-and-mini',
    text: `Ravelry · Pattern download · purchased 12 Feb 2025 · Thank you for your order!

strickwerk oberhauser

FLUSSLAUF
an asymmetrical triangle shawl with garter ridges and leaf lace
by Katrin Oberhauser

Flusslauf means "the course of a river": the garter ridges run like water between banks of
leaves, and the shawl grows wider and wider as you knit along.

FINISHED MEASUREMENTS (after blocking)
Wingspan: 190 cm / 75"
Depth at the deepest point: 48 cm / 19"

MATERIALS
Yarn: fingering weight / 4 ply sock yarn, 2 skeins in MC and 1 mini skein in CC
Shown in: Spree Sockenwolle (75% superwash merino, 25% nylon; 100 g / 420 m) in Flusskiesel
(MC) and Spree Mini (20 g / 84 m) in Rost (CC)
Total: approx. 924 m
Needles: 4 mm (US 6) circular needle, 80 cm
Notions: 2 stitch markers, blocking wires and pins, tapestry needle

GAUGE
20 sts and 40 rows = 10 cm in garter stitch, after blocking.

CONSTRUCTION
The shawl is worked sideways, starting at the narrow tip with 3 stitches. Increases at one
edge make the asymmetrical triangle. Sections of garter stitch alternate with the leaf lace
from Chart A, and the long edge is finished with an attached i-cord bind-off.

The sample weighs 178 g, so you will have some yarn left over.

ABBREVIATIONS
k – knit · p – purl · yo – yarn over · k2tog – knit 2 together · ssk – slip, slip, knit ·
s2kp – slip 2 together knitwise, k1, pass slipped stitches over · sl1 wyif – slip 1
purlwise with yarn in front · RS / WS – right side / wrong side

SET-UP
With MC, cast on 3 sts.
Row 1 (WS): sl1 wyif, k2.
Row 2 (RS): sl1 wyif, k1, yo, k1. (4 sts)
Row 3: sl1 wyif, knit to end.
Row 4: sl1 wyif, knit to last st, yo, k1. (1 st increased)
Repeat rows 3 and 4 another 14 times. (19 sts)

Test knitters: Jule, Merle, Annika and Sophie. Annika's version in a lace weight used only
620 m.

More from strickwerk oberhauser: Auwald Cowl (350 m) · Heide Socks (380 m) · Elbe Wrap
(1,200 m)

© Katrin Oberhauser 2025 · Alle Rechte vorbehalten / all rights reserved
Page 2 of 7`,
    expected: {
      title: 'Flusslauf',
      designer: 'Katrin Oberhauser',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(2 * 420 + 84) }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace', 'i-cord'],
    },
  },
];
