import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw26-07',
    text: `KLEURRIJK · hand-dyed yarn · Utrecht
Kit insert - Duinroos gradient shawl kit (kit no. KR-07)

Dear knitter, thank you for ordering from our little dye studio! Every kit is dyed to
order in a batch of six, so your gradient is one of a kind. Please wind the mini skeins
before you start and lay them out from dark to light. - Marit

WHAT'S IN YOUR KIT
[ ] 1 skein Kleurrijk Merino Fingering (100 g / 420 m), colour Zeedistel
[ ] 4 mini skeins Kleurrijk Merino Fingering (20 g / 84 m each): Helm, Duin, Roos, Schelp
[ ] this pattern insert, a project-bag label and a stroopwafel
Needles are not included.

DUINROOS SHAWL
Design: Femke Oosterhuis

Yarn weight: fingering / 4ply
Needles: 3.5 mm (US 4) circular needle, 80 cm
Notions: 6 stitch markers, tapestry needle, blocking wires or pins
Finished size after blocking: approx. 170 cm wingspan x 42 cm deep
Tension: 22 sts and 44 rows (22 garter ridges) = 10 cm in garter stitch, after blocking.
Tension is not crucial, but a looser tension will use more yarn.

Our shop sample used 164 g: all four mini skeins and 84 g of the main skein.

CONSTRUCTION
The crescent is worked sideways from one tip to the other. German short rows shape its
curve, and a lace border is worked along the lower edge as you go. Each mini skein makes
one wedge of the gradient, with the main colour at both tips and in the centre.

ABBREVIATIONS
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit
DS double stitch (German short rows) · pm place marker · sm slip marker

SET-UP
With Zeedistel, cast on 9 sts.
Row 1 (WS): K3, pm, k6.
Row 2 (RS): K2, yo, k2tog, yo, k2, sm, k1, kfb, k1. 10 sts.

SECTION 1
Row 1 (WS): Knit to marker, sm, k to end.
Row 2 (RS): Work Border row 2, sm, k to last 2 sts, turn.
Row 3 (WS): DS, knit to marker, sm, k to end.
Repeat rows 2-3, working one st fewer before each turn, until 4 DS are worked; then work
1 row over all sts, knitting each DS as one st. Change to Helm.

Share your shawl with #duinroosshawl and tag us - we love to see them!
Kleurrijk Garen · Oudegracht werfkelder · www.kleurrijk-garen.nl
© Femke Oosterhuis 2026. Kit pattern for personal use only; not for resale.`,
    expected: {
      title: 'Duinroos Shawl',
      designer: 'Femke Oosterhuis',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(756) }],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['short rows', 'lace'],
    },
  },
  {
    id: 'rw26-08',
    text: `PULL OUT & KEEP        HOOKED ON HOME · ISSUE 58 · PATTERN CARD 3 OF 4
Crochet > Home > Mosaic

Terrazzo Cushion
Designed by Rhiannon Pugh-Adeyemi

"Overlay mosaic looks tricky, but it's only rows of double crochet with a few
dropped trebles," says Rhiannon. "Once the pattern is set, you'll hardly need the chart."

SKILL LEVEL: Improver
FINISHED SIZE: To fit a 40 x 40cm (16 x 16in) cushion pad

YOU WILL NEED
• Meadowbank DK (55% wool, 45% cotton, 100g/250m)
   A Chalk (01) x 2 balls
   B Terracotta (14) x 1 ball
   C Sage (22) x 1 ball
• 4mm (UK 8/US G6) crochet hook
• 40cm cushion pad
• 3 x 20mm buttons

TENSION
18 sts and 20 rows to 10cm over mosaic pattern using a 4mm hook

UK crochet terms are used throughout.

ABBREVIATIONS
ch chain · dc double crochet (US sc) · dc-blo dc in back loop only
tr treble (US dc) · dtr-drop tr worked in front into the front loop 2 rows below

PATTERN NOTES
The front is worked in overlay mosaic crochet in rows, always with the right side
facing. Change colour at the start of every row and leave a 10cm tail at each end;
the tails are hidden in the border. The back is made in two overlapping pieces in A.

FRONT
With A, make 74 ch.
Row 1 (RS): 1 dc in 2nd ch from hook and each ch to end. 73 sts. Fasten off.
Row 2 (RS): Join B, 1 ch, 1 dc in first st, dc-blo to last st, 1 dc in last st.
Fasten off.
Row 3 (RS): Join A, 1 ch, 1 dc in first st, *dc-blo in next 3 sts, dtr-drop; rep from *
to last 4 sts, dc-blo in next 3 sts, 1 dc in last st. Fasten off.
Rows 2-3 set the pattern. Follow the chart on the reverse from Row 4.

NEXT ISSUE: the Sorrel picnic blanket in 12 balls of Meadowbank DK - on sale 14 May
Subscribe today and get 3 issues for £5 - see page 97
© Larkmoor Publishing 2026. Yarn stockists on page 96.`,
    expected: {
      title: 'Terrazzo Cushion',
      designer: 'Rhiannon Pugh-Adeyemi',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1000) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['mosaic'],
    },
  },
];
