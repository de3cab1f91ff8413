import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_SIXTH_CASES (split for the file-size rule; see real-world-forty-sixth.ts). */
export const REAL_WORLD_FORTY_SIXTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw46-09-uk-magazine-beaded-crescent-shawl-download',
    text: `THE KNITTING POST · ISSUE 142 · FREE PATTERN DOWNLOAD
LACE & SPARKLE
Hoarfrost Shawl
Tiny glass beads catch the light along the edge of this airy crescent –
the perfect project for long winter evenings
Designed by Harriet Lowe
Photography: James Pike · Styling: Nell Carter
THE KNITTING POST | Hoarfrost Shawl | 64
YOU WILL NEED
☐ Yarn
Larkspur Sock 4 ply (75% BFL, 25% silk), 4 ply / ﬁngering weight,
2 x 100g skeins (approx. 400m per skein) in Frost
☐ Needles
4mm (UK 8/US 6) circular needle, 80cm long
☐ Beads
Approx. 450 size 6/0 seed beads in Silver Lined Crystal
☐ Other
0.75mm crochet hook (or size to ﬁt through your beads), stitch markers,
blocking wires and pins
TENSION
22 sts and 40 rows to 10cm over garter stitch on 4mm needles, after
blocking. Tension is not crucial, but a different tension will change the
size of the shawl and the amount of yarn used.
MEASUREMENTS
Wingspan: 170cm
Depth at centre: 45cm
THE KNITTING POST | Hoarfrost Shawl | 65
PATTERN NOTES
The shawl is worked from the top down, starting with a garter tab. Increases at
each edge and either side of the centre stitch create the crescent shape. The lace
border is worked from the chart or the written instructions.
To place a bead (PB): slip the bead onto the crochet hook, lift the next stitch off the
left needle with the hook, slide the bead onto the stitch and return it to the left
needle, then knit it.
ABBREVIATIONS
k knit; p purl; yo yarn over; k2tog knit 2 together; ssk slip, slip, knit;
sk2p slip 1, k2tog, pass slipped st over; PB place bead (see notes)
GARTER TAB
Cast on 3 sts and knit 12 rows.
Next row: K3, pick up and knit 6 sts along the side edge, pick up and knit 3 sts
from the cast-on edge – 12 sts.
Set-up row (WS): K3, p6, k3.
BODY
Row 1 (RS): K3, yo, k2, yo, k1, pm, k1 (centre st), pm, k1, yo, k2, yo, k3.
Continued on page 66
THE KNITTING POST | Hoarfrost Shawl | 65
ALSO IN THIS ISSUE: the Cranesbill Cardigan in 9 balls of Larkspur DK · Winter tea cosies
© The Knitting Post / Harriet Lowe 2025. For personal use only.`,
    expected: {
      title: 'Hoarfrost Shawl',
      designer: 'Harriet Lowe',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(2 * 400) }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [
        { us: null, mm: 0.75 },
        { us: '6', mm: 4 },
      ],
      techniques: ['beading', 'lace', 'top-down'],
    },
  },
  {
    id: 'rw46-10-dutch-super-chunky-cabled-pouf',
    text: `KNUS
POEF
Knus Pouf
A chunky cabled pouf for the living room
Ontwerp / Design: Femke de Vries
Foto’s / Photos: Studio Noorderlicht
Femke de Vries Studio · Knus Pouf · 2/5
FINISHED SIZE
Diameter 55 cm, height 35 cm (filled)
MATERIALS
Yarn
Wolkje Jumbo (100% wool), super chunky,
200 g / approx. 50 m per ball
Quantity
8 balls (sample in colour Zand)
Needles
12 mm (US 17) circular needle, 60 cm
Notions
Cable needle, stitch markers, a round pouf insert or approx.
1.5 kg polyester filling in a cotton inner bag, tapestry needle
TENSION
8 sts and 11 rounds = 10 x 10 cm in stocking stitch on 12 mm needles.
The braided cable panel of 12 sts measures approx. 11 cm wide.
Femke de Vries Studio · Knus Pouf · 3/5
ABOUT THIS PATTERN
The cover is knitted in the round as one tube, with six braided cables running
up the sides. Both openings are closed with a drawstring threaded through the
first and the last rounds.
Tip: knit loosely – super chunky wool on 12 mm needles becomes very firm if
your tension is too tight.
CHART KEY
knit
purl
C6B: sl 3 sts to cn, hold at back, k3, k3 from cn
C6F: sl 3 sts to cn, hold at front, k3, k3 from cn
8
6
4
2
12 sts
COVER
Cast on 108 sts, pm and join in the round without twisting.
Rnds 1-4: *K2, p2*; repeat from * to * around.
Rnd 5: *P3, work chart row 1 over 12 sts, p3*; repeat from * to * 5 more times.
Continue as set, repeating chart rounds 1-8, until the cover measures 32 cm.
Femke de Vries Studio · Knus Pouf · 4/5
© Femke de Vries 2025. Alle rechten voorbehouden / All rights reserved.`,
    expected: {
      title: 'Knus Pouf',
      designer: 'Femke de Vries',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: m(8 * 50) }],
      gauge: { stitches: 8, rows: 11, inches: 4 },
      needle_sizes: [{ us: '17', mm: 12 }],
      techniques: ['cables', 'in the round'],
    },
  },
];
