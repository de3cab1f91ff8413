import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw22-03',
    text: `imogenpryce.co.uk · Pattern no. IP-031 · v1.2 (October 2025)

Wrenﬁeld Cardigan
A ﬁtted, cabled V-neck cardigan in 4ply
Designed by Imogen Pryce

Thank you for buying this pattern from my shop. Your download link stays live in your
account, and any updates will be sent to the email address you used at checkout.

SIZES
Size 1 (2, 3, 4, 5, 6)
To ﬁt bust: 76-81 (86-91, 97-102, 107-112, 117-122, 127-132) cm / 30-32 (34-36, 38-40,
42-44, 46-48, 50-52) in
Finished bust (buttoned): 88 (98, 109, 119, 130, 140) cm / 34¾ (38½, 43, 46¾, 51¼, 55) in
Length to back neck: 54 (56, 58, 60, 62, 64) cm / 21¼ (22, 22¾, 23½, 24½, 25¼) in
The sample is a size 2, worn with 7 cm positive ease.

YOU WILL NEED
Yarn: Tillside Yarns 4ply (100% British Blue-
faced Leicester; 100 g / 400 m)
4 (5, 5, 6, 6, 7) skeins in Lichen
Needles: 3.25 mm (US 3) and 3.75 mm (US 5) circular needles, 80 cm long, for working ﬂat
Cable needle; 7 (7, 8, 8, 9, 9) buttons, 15 mm; stitch markers; stitch holders; darning needle

TENSION
26 sts and 36 rows to 10 cm over stocking stitch on 3.75 mm needles, after blocking.
The cable panel (24 sts) measures 7.5 cm wide.

CONSTRUCTION
The cardigan is worked ﬂat in pieces from the bottom up and seamed. A cable panel runs up
each front and the centre of each sleeve. Button and neckbands are picked up and knitted
in one long strip after making up.

ABBREVIATIONS
C4B slip 2 sts to cable needle, hold at back, k2, k2 from cable needle
C4F slip 2 sts to cable needle, hold at front, k2, k2 from cable needle
k2tog knit 2 together   ssk slip, slip, knit   RS right side   WS wrong side
st st stocking stitch   patt pattern   rep repeat   foll following

BACK
Using 3.25 mm needles, cast on 114 (128, 142, 154, 168, 182) sts.
Row 1 (RS): K2, *p2, k2; rep from * to end.
Row 2: P2, *k2, p2; rep from * to end.
Rep these 2 rows until rib measures 6 cm, ending after a WS row.
Change to 3.75 mm needles and work in st st until back measures 33 (34, 35, 36, 37, 38) cm,
ending after a WS row.

Wrenﬁeld · © Imogen Pryce 2025 · page 3 · continued overleaf

Shape armholes
Cast oﬀ 5 (6, 8, 9, 11, 12) sts at the beginning of the next 2 rows.
Dec 1 st at each end of the next and every foll RS row 4 (6, 7, 9, 10, 12) times.
94 (100, 110, 118, 126, 134) sts rem.
Cont straight until armhole measures 19 (20, 21, 22, 23, 24) cm, ending after a WS row.
Shape shoulders
Cast oﬀ 9 (10, 11, 12, 13, 14) sts at the beg of the next 6 rows.
Leave rem 40 (40, 44, 46, 48, 50) sts on a holder for the back neck.

LEFT FRONT
Using 3.25 mm needles, cast on 62 (69, 76, 82, 89, 96) sts and work rib as for Back.
Change to 3.75 mm needles.
Next row (RS): K19 (22, 26, 29, 32, 36), pm, work Row 1 of Cable Chart over 24 sts, pm, k to end.

Please note: this pattern is for personal use only. You may not copy it, share it or sell
items made from it in quantity. Questions? hello@imogenpryce.co.uk
Find me on Instagram @imogenpryceknits`,
    expected: {
      title: 'Wrenfield Cardigan',
      designer: 'Imogen Pryce',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '1', yards: m(1600) },
        { size: '2', yards: m(2000) },
        { size: '3', yards: m(2000) },
        { size: '4', yards: m(2400) },
        { size: '5', yards: m(2400) },
        { size: '6', yards: m(2800) },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['bottom-up', 'cables'],
    },
  },
  {
    id: 'rw22-04',
    text: `RIDGEBACK YARN CO.                FREE PATTERN                RB-H-0412

Snowline Hat
Designed by Dana Okafor for Ridgeback Yarn Co.

SKILL LEVEL ■ ■ ■ □ Intermediate

A classic folded-brim hat with a band of snowﬂakes and a little peak of pine trees. It's the
perfect ﬁrst colorwork project and a great way to use up leftover skeins.

FINISHED MEASUREMENTS
Circumference: 19" / 48 cm, unstretched
Height: 9" / 23 cm with brim folded
To ﬁt an average adult head, 20-22" / 51-56 cm.

MATERIALS
Ridgeback Highland Worsted (worsted weight; 100% American wool; 200 yds / 183 m per 100 g skein)
  MC: #114 Spruce - 1 skein
  CC: #102 Frost - 1 skein
US 6 (4 mm) 16" circular needle
US 8 (5 mm) 16" circular needle and set of double-pointed needles
Stitch marker, tapestry needle, 3" pompom maker (optional)

GAUGE
20 sts and 22 rnds = 4" (10 cm) in stranded colorwork with larger needles, after blocking.
To save time, take time to check gauge.

NOTES
The hat is worked in the round from the brim up. The colorwork chart is read from right to
left on every round. Carry the unused color loosely across the back of the work; catch
ﬂoats longer than 5 stitches.

BRIM
With smaller needle and MC, CO 96 sts. Pm and join to work in the rnd, being careful not to
twist sts.
Rnd 1: *K1 tbl, p1; rep from * to end.
Rep Rnd 1 until brim measures 5" from CO edge.

BODY
Change to larger needle. Knit 1 rnd, inc 0 sts.
Work Rnds 1-24 of Snowline Chart, joining CC on Rnd 3.
Break CC and continue with MC only.

CROWN
Change to dpns when needed.
(The crown is worked in MC only.)
Rnd 1: *K6, k2tog; rep from * to end. (84 sts)
Rnds 2 and all even rnds: Knit.
Rnd 3: *K5, k2tog; rep from * to end. (72 sts)
Continue decreasing in this way until 12 sts remain. Break yarn, draw through remaining sts
and pull tight.

FINISHING
Weave in ends and block. Fold brim up. Add a pompom if desired.

CHART KEY    □ MC - knit    ■ CC - knit    Read all chart rounds from right to left.

Also try: Snowline Mittens - 1 skein each of MC and CC, free at ridgebackyarn.com
Pattern support: patterns@ridgebackyarn.com | Share your hat #ridgebackyarn
© 2025 Ridgeback Yarn Co. This pattern is free for personal use. RB-H-0412 · Page 1 of 2`,
    expected: {
      title: 'Snowline Hat',
      designer: 'Dana Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 400 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['colorwork', 'in the round', 'bottom-up'],
    },
  },
];
