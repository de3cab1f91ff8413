import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw27-13',
    text: `PAPERBARK
a garter and lace crescent shawl
Imogen Treloar Designs · Castlemaine, Victoria

Thanks for your purchase from my Etsy shop, ImogenTreloarKnits! This PDF is for your personal
use; please don't copy or share it.

FINISHED SIZE (after blocking)
Wingspan 180 cm, depth at centre 45 cm

YARN
4 ply / fingering weight
Main colour (MC): 2 skeins of Bark & Bloom Merino 4 ply, 100 g / 365 m, shade Ironstone
Contrast colour (CC): 1 mini skein, 20 g / 73 m, shade Wattle
The sample used 172 g of MC and 14 g of CC.

NEEDLES
4 mm (US 6) circular needle, 80 cm cable

NOTIONS
Stitch markers, blocking wires and pins, tapestry needle

TENSION
20 sts and 36 rows = 10 cm over garter stitch, after blocking.
Tension is not critical, but a looser tension will use more yarn.

CONSTRUCTION
Paperbark begins with a garter tab cast-on and is worked top-down from the centre back neck.
Garter stitch increases shape the crescent body, then a lace border of bark-like columns is
worked in MC and the picot bind-off is worked in CC.

ABBREVIATIONS
k – knit · k2tog – knit two together · ssk – slip, slip, knit · yo – yarn over
pm – place marker · sm – slip marker · RS / WS – right side / wrong side

GARTER TAB
With MC, cast on 3 sts. Knit 12 rows.
Next row: K3, rotate and pick up and knit 6 sts along the side edge, then 3 sts from the
cast-on edge. (12 sts)

SET-UP
Row 1 (WS): K3, pm, k6, pm, k3.
Row 2 (RS): K3, sm, yo, k1, yo, k to 1 st before m, yo, k1, yo, sm, k3. (16 sts)
Row 3: K3, sm, k to m, sm, k3.
Repeat Rows 2-3 until you have 240 sts, ending with a WS row.

LACE BORDER
Work Chart A (or the written instructions on page 4) 3 times.

imogentreloar.com · Pattern © Imogen Treloar 2025 · Page 1 of 5
More from Imogen: Ironbark Cowl (1 skein, 365 m) · Yellow Box Hat (1 skein, 8 ply)`,
    expected: {
      title: 'Paperbark',
      designer: 'Imogen Treloar',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(803) }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw27-14',
    text: `BRAMBLEBY YARNS                                              Free Pattern BR-131

Damson Bobble Beanie
crochet pattern · Brambleby Chunky

Design by Priya Holloway

Sizes
Child [Adult S: Adult L]
To fit head circumference 48 [53: 58] cm / 19 [21: 23] in

You will need
Brambleby Chunky (100g / 100m)
1 [1: 2] x 100g balls – shade 36 Damson
6mm (UK 4 / US J10) crochet hook
Stitch marker, large-eyed needle
Faux fur pom-pom (optional) or spare yarn to make your own

Tension
11 htr and 8 rounds to 10cm measured over htr, worked in the round.

Abbreviations (UK terms)
ch chain; ss slip stitch; dc double crochet; htr half treble; tr treble;
trf treble round front; trb treble round back;
MB make bobble: (yrh, insert hook, yrh, pull through, yrh, pull through 2 loops) 4 times in
the same st, yrh, pull through all 5 loops on hook.

Notes
The hat is worked in joined rounds from the crown down, without turning. The bobbles pop out
on the right side; push them through to the front as you go.
Figures in square brackets are for the larger sizes.

Hat
Make a magic ring.
Round 1: 2ch (does not count as a st), 8htr into ring, ss to first htr. (8 sts)
Round 2: 2ch, 2htr in each st to end, ss to join. (16 sts)
Round 3: 2ch, *1htr, 2htr in next st; rep from * to end, ss to join. (24 sts)
Continue increasing 8 sts every round until you have 48 [56: 64] sts.
Bobble round: 1ch, *1dc, MB; rep from * to end, ss to join.
Next round: 2ch, 1htr in each st to end, ss to join.
Work 2 [3: 4] more htr rounds, then repeat the bobble round.
Continue in htr until the hat measures 17 [19: 21] cm from the crown.

Brim
Rounds 1-6: 2ch, *1trf, 1trb; rep from * to end, ss to join. Fasten off.

Wash & care: Brambleby Chunky is a chunky weight blend of 80% acrylic, 20% wool – machine
wash at 30°C and dry flat.
Brambleby Yarns, Unit 4, Riverside Works, Halifax · bramblebyyarns.co.uk
Find the matching snood in our free pattern BR-132 (2 balls).`,
    expected: {
      title: 'Damson Bobble Beanie',
      designer: 'Priya Holloway',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: m(100) },
        { size: 'Adult S', yards: m(100) },
        { size: 'Adult L', yards: m(200) },
      ],
      gauge: { stitches: 11, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['top-down', 'in the round', 'bobbles'],
    },
  },
];
