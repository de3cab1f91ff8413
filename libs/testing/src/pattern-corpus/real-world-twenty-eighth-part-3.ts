import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw28-05',
    text: `Gumleaf Socks
Toe-up socks with a lace instep panel
Design: Priya Ransome-Hale · Saltbush Studio, Fremantle WA

This PDF was purchased via Payhip. Order #PH-88314 · licensed to one knitter for personal use.

SIZES
19 (21, 23, 25) cm / 7½ (8¼, 9, 9¾)" foot circumference
Choose the size about 10% smaller than the actual foot circumference for a snug fit.
Foot length is adjustable.

YARN
4 ply / fingering weight sock yarn
Approx. 300 (330, 360, 395) m / 328 (361, 394, 432) yds
Sample: Kookaburra Sock (75% merino, 25% nylon; 100 g / 400 m) in Eucalypt, size 21 cm, used 76 g.

NEEDLES
2.25 mm (US 1) for the cuff ribbing
2.5 mm (US 1.5) for the foot and leg
Use your preferred method for small circumferences: DPNs, two circulars or magic loop.

GAUGE
34 sts and 46 rounds = 10 cm / 4" in stocking stitch worked in the round on 2.5 mm needles.
Lace panel: 17 sts = 5 cm / 2".

NOTIONS
4 stitch markers, tapestry needle, scrap yarn

CONSTRUCTION
These socks are knitted toe-up in the round. The toe starts with Judy's magic cast-on, a lace panel runs
along the instep and up the front of the leg, and the heel is a short-row heel worked with German short
rows, so there is no gusset to pick up. Finish with a stretchy twisted rib and Jeny's surprisingly
stretchy bind-off.

ABBREVIATIONS
DS double stitch · k2tog knit 2 together · ssk slip, slip, knit · yo yarn over · sl1 slip 1 purlwise
rnd(s) round(s) · st(s) stitch(es) · tbl through the back loop

TOE
Using Judy's magic cast-on and 2.5 mm needles, cast on 24 (24, 28, 28) sts, 12 (12, 14, 14) on each needle.
Rnd 1: Knit.
Rnd 2: *K1, m1L, knit to last st of needle, m1R, k1; repeat from * for second needle. 4 sts increased.
Repeat these 2 rnds until you have 64 (72, 78, 84) sts.

FOOT
Rnd 1: Work Lace Chart A over the instep sts, knit the sole sts.
Continue until the foot measures 5 (5.5, 6, 6.5) cm less than the desired foot length.

Saltbush Studio · page 2 of 6 · © Priya Ransome-Hale 2025

More Saltbush Studio patterns: Banksia Mitts (180 m) · Coastal Heath Shawl (900 m) · Quokka Hat (210 m)`,
    expected: {
      title: 'Gumleaf Socks',
      designer: 'Priya Ransome-Hale',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '19', yards: 328 },
        { size: '21', yards: 361 },
        { size: '23', yards: 394 },
        { size: '25', yards: 432 },
      ],
      gauge: { stitches: 34, rows: 46, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['19', '21', '23', '25'],
      techniques: ['bottom-up', 'in the round', 'lace', 'short rows'],
    },
  },
  {
    id: 'rw28-06',
    text: `WOLDS & WEAVE
Free Crochet Pattern · WW-C118

Tessellate Blanket
Overlay mosaic crochet in Everyday DK
Designed by Harriet Okonjo for Wolds & Weave

Skill level: Improver

FINISHED SIZE
Approx. 90 x 110 cm (35½ x 43¼ in), including border.

YOU WILL NEED
Wolds & Weave Everyday DK (100% premium acrylic, 100g / 295m)
Shade A – Charcoal (017)   3 balls
Shade B – Oyster (002)      3 balls
Shade C – Mustard (044)    1 ball (border)
4mm (UK 8 / US G6) crochet hook
Yarn needle

TENSION
18 dc and 20 rows to 10cm over mosaic pattern using a 4mm hook.
Your tension will change the size of the blanket and the amount of yarn you need.

ABBREVIATIONS (UK TERMS)
ch chain · dc double crochet · tr treble crochet · BLO back loop only · FLO front loop only
tr-d treble dropped down: work a tr into the FLO of the stitch two rows below

ABOUT OVERLAY MOSAIC
Every row is worked on the right side with one colour. Cut the yarn at the end of each row, leaving
a 10cm tail; the tails are hidden by the border. Drop-down trebles make the pattern, so there are no
floats and no colour changes mid-row.

BLANKET
With Shade A, ch 163.
Row 1 (RS): 1 dc in second ch from hook, 1 dc in each ch to end. Fasten off. (162 sts)
Row 2: Join Shade B with a dc in the first st, dc in BLO of next 3 sts, *tr-d, dc in BLO of next 3 sts;
rep from * to last 2 sts, dc in BLO of next st, dc in both loops of last st. Fasten off.
Row 3: Join Shade A and follow the chart from row 3.
Continue working from the chart until you have completed 8 repeats of the 24-row pattern.

BORDER
With Shade C, work 3 rounds of dc around the blanket, working 3 dc in each corner.

YOU MIGHT ALSO LIKE
Tessellate Cushion – 2 balls each of Shades A and B · Tessellate Table Runner – 1 ball each of A, B and C

Wolds & Weave Ltd, Malton, North Yorkshire · www.woldsandweave.co.uk
© Wolds & Weave 2025. Free for personal use; please do not sell or redistribute this pattern.`,
    expected: {
      title: 'Tessellate Blanket',
      designer: 'Harriet Okonjo',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(7 * 295) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['mosaic'],
    },
  },
];
