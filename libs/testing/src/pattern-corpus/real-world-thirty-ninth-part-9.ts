import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_NINTH_CASES_PART_9 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw39-17-ravelry-amigurumi-snail-yards-per-colour',
    text: `This pattern was purchased on Ravelry by mossy_meadow_makes on January 22, 2025. Thank you!

little hooked things

SHELBY THE SNAIL
an amigurumi garden friend

Designed by Tori Nakamura

Finished size: about 6" long and 4" tall when made with worsted weight yarn and a 3.5 mm hook.

MATERIALS
Worsted weight cotton yarn (#4 medium). I used Pebble Cotton (100% cotton; 50 g;
85 yds / 78 m):
Color A – Mint (body): 1 ball
Color B – Coral (shell): 1 ball
Color C – Cream (shell stripe): about 15 yds
US E-4 (3.5 mm) crochet hook
10 mm safety eyes, black embroidery floss, fiberfill stuffing (about 20 g)
Stitch marker, tapestry needle

GAUGE
Gauge isn’t important for this project – just keep your stitches tight so the stuffing
doesn’t show through.

NOTES
Shelby is crocheted amigurumi style in continuous rounds (a spiral); do not join at the end
of each round. Use a stitch marker to mark the first stitch of every round and move it up as
you go. The shell is worked in two colors and sewn onto the body.

ABBREVIATIONS (US terms)
MR – magic ring · sc – single crochet · inc – 2 sc in one st · dec – invisible decrease
FLO – front loop only · BLO – back loop only · sl st – slip stitch · (…) – stitch count

BODY (Color A)
Rnd 1: 6 sc in MR. (6)
Rnd 2: Inc in each st around. (12)
Rnd 3: *Sc, inc* 6 times. (18)
Rnds 4–8: Sc in each st around. (18)
Rnd 9: *Sc, dec* 6 times. (12)
Place the safety eyes between Rnds 5 and 6, about 5 stitches apart.
Stuff the head firmly.
Rnds 10–24: Sc in each st around. (12)
Stuff lightly as you go and flatten the tail end.

SHELL (Color B with Color C stripe)
Rnd 1: With Color B, 6 sc in MR. (6)
Rnd 2: Inc in each st around. (12)

SAFETY: Not suitable for children under 3 years because of small parts. If you are making
Shelby for a baby, embroider the eyes instead of using safety eyes.

Testers: Ana (@ana.amigu) and Rachel H. – Ana made two snails from one ball of each color!

More from little hooked things
Pip the Bee – about 60 yds worsted cotton · Fern the Frog – 2 balls Pebble Cotton

© 2025 Tori Nakamura / little hooked things · for personal use only · page 2 of 6`,
    expected: {
      title: 'Shelby the Snail',
      designer: 'Tori Nakamura',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 85 + 85 + 15 }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw39-18-uk-yarn-company-child-crochet-cardigan-age-table',
    text: `NORTHDALE YARNS                                                                   ND0412

BRACKEN CARDIGAN
A child’s crochet cardigan in Northdale Soft Aran

Design: Lucy Hartley

This pattern is written in UK crochet terms.

SIZES
Age (years)               1-2     3-4     5-6     7-8
To fit chest       cm      53      58      63      68
                   in      21      23      25      27
Actual chest       cm      60      66      72      78
Length             cm      32      37      42      47
Sleeve length      cm      19      24      29      34

YARN
Northdale Soft Aran
x 100g balls                3       3       4       5
Shade: 214 Fern

HOOKS
5mm (UK 6/US H-8) hook
4.5mm (UK 7/US 7) hook

ACCESSORIES
5 (5, 6, 6) buttons, approx. 18mm

TENSION
14 htr and 11 rows to 10cm over htr using 5mm hook.

CONSTRUCTION
The body is worked in one piece from the hem up to the armholes, then divided for the
fronts and back. The sleeves are worked in rounds from the cuff up and sewn in. The front
bands are worked last, in rows of dc.

ABBREVIATIONS
ch chain; dc double crochet; htr half treble; ss slip stitch; sp space; rep repeat;
RS right side; htr2tog (yrh, insert hook in next st, yrh and draw loop through) twice,
yrh and draw through all 5 loops

BODY
Using 4.5mm hook, make 87 (95, 103, 111) ch.
Row 1 (RS): 1 dc in 2nd ch from hook, 1 dc in each ch to end, turn. 86 (94, 102, 110) sts.
Row 2: 1 ch, 1 dc in each dc to end, turn.
Rep Row 2 three times more.
Change to 5mm hook.
Next row: 2 ch (does not count as a st), 1 htr in each st to end, turn.
Cont in htr until body measures 18 (21, 24, 27) cm from the beginning, ending with a WS row.

ALSO IN SOFT ARAN: Bracken Beanie – 1 x 100g ball · Fern Stripe Blanket – 9 x 100g balls

YARN INFORMATION
Northdale Soft Aran is an aran weight yarn: 80% acrylic, 20% wool; approx. 200m per 100g
ball. Machine washable at 40°C.

© Northdale Yarns Ltd 2025. This pattern may be reproduced for personal use only.
www.northdaleyarns.co.uk`,
    expected: {
      title: 'Bracken Cardigan',
      designer: 'Lucy Hartley',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: '1-2 years', yards: m(3 * 200) },
        { size: '3-4 years', yards: m(3 * 200) },
        { size: '5-6 years', yards: m(4 * 200) },
        { size: '7-8 years', yards: m(5 * 200) },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['1-2 years', '3-4 years', '5-6 years', '7-8 years'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
