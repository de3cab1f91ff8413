import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_9 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw38-17-uk-yarn-company-crochet-bunting-design-team-six-shades',
    text: `PENNINE YARNS
Free Pattern PY/C/088
FESTIVAL BUNTING
Crocheted in Pennine Cotton DK
Pattern by the Pennine Yarns Design Team
Skill level: Easy
PY/C/088 Festival Bunting – Pennine Cotton DK 1
Bright, cheerful and quick to make, this bunting is perfect for garden
parties, birthdays and nurseries. Each ﬂag is worked in rows from the
top edge down to the point, then all the ﬂags are joined along a long
chain of double crochet with ties at each end.
MEASUREMENTS
Each ﬂag measures approx 14cm wide x 17cm deep.
Finished bunting is approx 3m long including ties, with 12 ﬂags.
MATERIALS
Pennine Cotton DK (100% cotton; 50g/125m)
1 ball each of 6 shades:
Shade Colour Flags
512 Poppy 2
520 Sunshine 2
533 Mint 2
541 Sky 2
556 Lavender 2
501 White 2 + joining chain
4mm (UK 8/US G-6) crochet hook
Tapestry needle
TENSION
Tension is not critical for this project; the ﬂags will simply be a little
larger or smaller.
ABBREVIATIONS (UK terms)
ch chain; dc double crochet; tr treble; sl st slip stitch;
dc2tog (insert hook in next st, yrh and draw loop through) twice, yrh and
draw through all 3 loops on hook; sp space
PY/C/088 Festival Bunting – Pennine Cotton DK 2
FLAG (make 12: 2 in each shade)
Using 4mm hook, make 27ch.
Row 1 (RS): 1dc in 2nd ch from hook, 1dc in each ch to end, turn. 26 sts.
Row 2: 1ch (does not count as a st), dc2tog, 1dc in each st to last 2
sts, dc2tog, turn. 24 sts.
Row 3: 1ch, 1dc in each st to end, turn.
Rep Rows 2 and 3 until 2 sts rem.
Next row: 1ch, dc2tog. Fasten off.
EDGING
With RS facing and White, join yarn at top right corner. Work 1 round
of dc evenly around the two long sides of the ﬂag, working 3dc into the
point. Fasten off. Weave in ends.
JOINING CHAIN
Using White, make 40ch for the first tie, then work 1dc into each st
along the top edge of the ﬁrst ﬂag, *5ch, 1dc into each st along the
top edge of the next ﬂag; rep from * until all ﬂags are joined, then make
40ch for the second tie. Fasten off.
PY/C/088 Festival Bunting – Pennine Cotton DK 3
© Pennine Yarns Ltd. Free pattern – this pattern may not be sold.
pennineyarns.co.uk`,
    expected: {
      title: 'Festival Bunting',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(6 * 125) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw38-18-canadian-indie-toe-up-crochet-socks-shoe-sizes',
    text: `HEARTHSIDE SOCKS
crochet socks, worked toe up
Noémie Tremblay
Hearthside Socks — Noémie Tremblay — p. 1
Hearthside Socks — Noémie Tremblay — p. 2
Crochet socks get a bad reputation for being thick and stiff, but worked
tightly in fingering weight yarn they are warm, hard-wearing and cozy.
Hearthside is worked from the toe up in joined rounds, with an after-
thought heel and a textured leg of front post stitches.
SIZES
US women’s shoe size 5-6 (7-8, 9-10, 11-12)
Foot circumference: 7½ (8, 8½, 9)" / 19 (20.5, 21.5, 23) cm
Choose a size about ½" smaller than your actual foot circumference.
MATERIALS
Fingering weight (#1 super fine) sock yarn: 1 (1, 2, 2) skeins of
Boréal Sock (75% superwash merino, 25% nylon; 100 g / 421 yds / 385 m)
Shown in Braise.
Hooks: US C-2 (2.75 mm) and US D-3 (3.25 mm)
Stitch markers, scrap yarn, tapestry needle
GAUGE
26 sts and 30 rnds = 4" (10 cm) in sc worked in the round with the
larger hook
Hearthside Socks — Noémie Tremblay — p. 3
NOTES
• Each round is joined with a sl st to the first st and begins with ch 1,
which does not count as a stitch.
• For the afterthought heel, a row of chains is worked across half the
stitches and removed later.
• Sizes 9-10 and 11-12 need a second skein; a 20 g mini skein is not enough.
TOE
With larger hook, ch 9 (10, 10, 11).
Rnd 1: Sc in 2nd ch from hook and in each ch across, turn and work along
the other side of the foundation ch, sc in each ch across. Join. 16 (18,
18, 20) sts.
Rnd 2: Ch 1, [2 sc in first st, sc to last st of side, 2 sc in last st]
twice. Join. 20 (22, 22, 24) sts.
Rnd 3: Ch 1, sc in each st around. Join.
Rep Rnds 2-3 until you have 48 (52, 56, 58) sts.
FOOT
Rnd 1: Ch 1, *fpdc around next st, sc in next st; rep from * around for
the instep half, sc in each st of sole half. Join.
Rnd 2: Ch 1, sc in each st around. Join.
Rep Rnds 1-2 until foot measures 2" less than desired foot length.
HEEL PLACEMENT
Next rnd: Ch 1, work instep sts in patt, ch 24 (26, 28, 29) with scrap yarn,
sk sole sts. Join.
Hearthside Socks — Noémie Tremblay — p. 4
© 2025 Noémie Tremblay. For personal use only.`,
    expected: {
      title: 'Hearthside Socks',
      designer: 'Noémie Tremblay',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '5-6', yards: 421 },
        { size: '7-8', yards: 421 },
        { size: '9-10', yards: 2 * 421 },
        { size: '11-12', yards: 2 * 421 },
      ],
      gauge: { stitches: 26, rows: 30, inches: 4 },
      needle_sizes: [
        { us: 'C-2', mm: 2.75 },
        { us: 'D-3', mm: 3.25 },
      ],
      sizes: ['5-6', '7-8', '9-10', '11-12'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
