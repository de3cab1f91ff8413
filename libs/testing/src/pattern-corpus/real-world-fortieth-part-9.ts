import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTIETH_CASES_PART_9 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw40-17-welsh-indie-amigurumi-bee-grams-per-colour',
    text: `BERTIE THE
BUMBLEBEE
a little amigurumi bee to make in an evening
Pattern by Fﬁon Pritchard
Cwtch Crochet
Cwtch Crochet – Bertie the Bumblebee – page 2 of 5
Croeso! Bertie is a small, round amigurumi bee. His head and body are one piece, worked
in continuous rounds (a spiral) without joining, so keep a stitch marker in the ﬁrst
stitch of each round. The wings are crocheted ﬂat and sewn on.
YOU WILL NEED
Yarn
Lark Cotton DK (100% cotton; 50 g / 110 m) – any DK weight cotton will do
Yellow (Buttercup) 20 g
Black (Liquorice) 15 g
White (Chalk) 5 g
Hook
3 mm crochet hook
Also
2 x 8 mm safety eyes
Polyester toy stuffing, approx. 15 g
Small piece of pink felt for the cheeks (optional)
Stitch marker, tapestry needle
FINISHED SIZE
About 10 cm tall and 12 cm long
GAUGE
Gauge is not important for this pattern. Work tightly so the stuffing doesn’t show
through.
Cwtch Crochet – Bertie the Bumblebee – page 3 of 5
ABBREVIATIONS (US terms)
MR magic ring
sc single crochet
inc 2 sc in the same stitch
dec invisible decrease (sc2tog through the front loops)
FLO front loop only
BLO back loop only
st(s) stitch(es)
( ) number of stitches at the end of the round
HEAD AND BODY
With Black, make a MR.
Rnd 1: 6 sc in MR. (6)
Rnd 2: inc x 6. (12)
Rnd 3: [sc, inc] x 6. (18)
Rnd 4: [2 sc, inc] x 6. (24)
Rnd 5: [3 sc, inc] x 6. (30)
Rnds 6-9: sc in each st around. (30)
Change to Yellow.
Rnds 10-12: sc in each st around. (30)
Change to Black.
Rnds 13-14: sc in each st around. (30)
Place the safety eyes between Rnds 7 and 8, 6 sts apart.
Cwtch Crochet – Bertie the Bumblebee – page 4 of 5
© Fﬁon Pritchard 2025 · Cwtch Crochet · Please don’t share or sell this pattern.`,
    expected: {
      title: 'Bertie the Bumblebee',
      designer: 'Ffion Pritchard',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((20 + 15 + 5) * 110) / 50) }],
      needle_sizes: [{ us: null, mm: 3 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw40-18-us-magazine-download-mermaid-tail-blanket',
    text: `CROCHET TONIGHT · SUMMER 2025 · 34
BONUS PATTERN DOWNLOAD
BEACH READS
Sea Glass Mermaid Tail Blanket
Snuggle up with a shimmering scale-stitch tail – in three sizes, so the whole family can
curl up on the couch for movie night.
BY BRIANNA CASTELLANO
Photography: Lina Voss · Styling: Meg Adair
SKILL LEVEL
Easy
SIZES
Child (Teen, Adult)
FINISHED MEASUREMENTS
Circumference at top opening: 36 (44, 50)" / 91.5 (112, 127) cm
Length including ﬁn: 38 (50, 60)" / 96.5 (127, 152.5) cm
YARN
Worsted weight (#4 medium)
Harbor Soft Worsted (100% acrylic; 200 g / 350 yds / 320 m)
Sea Glass (MC): 3 (4, 5) skeins
Seafoam (CC): 1 (1, 2) skeins
HOOKS
US I-9 (5.5 mm)
US J-10 (6 mm)
NOTIONS
Tapestry needle, stitch markers
GAUGE
13 hdc and 10 rows = 4" / 10 cm with I-9 hook.
In scale stitch: 3 scales and 8 rnds = 4" / 10 cm with J-10 hook.
CROCHET TONIGHT · SUMMER 2025 · 35
NOTES
The tail is worked from the top edge down in joined rounds, decreasing toward the ﬁn;
the ﬁn is worked ﬂat in rows in CC and sewn to the bottom of the tail.
Scale stitch is worked over the front of the tail only; the back is worked in hdc.
STITCH GUIDE
Scale: 5 dc around the post of the next dc, working down the post.
TAIL
With I-9 hook and MC, ch 117 (143, 163). Join with sl st to ﬁrst ch, being careful not to
twist.
Rnd 1: Ch 1, hdc in each ch around; join with sl st to ﬁrst hdc. 117 (143, 163) hdc.
Rnds 2-4: Ch 1, hdc in each st around; join.
Change to J-10 hook.
Rnd 5 (scale set-up): Ch 3 (counts as dc), *sk next st, dc in next st; rep from * across
front 58 (72, 82) sts, hdc in each st around back; join.
Continued on page 36
CROCHET TONIGHT · SUMMER 2025 · 36
Also in this issue: Sandbar Beach Tote, 2 skeins of cotton worsted – page 40
© 2025 Crochet Tonight. For personal, noncommercial use.`,
    expected: {
      title: 'Sea Glass Mermaid Tail Blanket',
      designer: 'Brianna Castellano',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Child', yards: (3 + 1) * 350 },
        { size: 'Teen', yards: (4 + 1) * 350 },
        { size: 'Adult', yards: (5 + 2) * 350 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['Child', 'Teen', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
