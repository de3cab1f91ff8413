import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_7 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw38-13-us-indie-granny-square-vest-mc-per-size-plus-ccs',
    text: `Wildflower Patch Vest
a granny square sweater vest
MARA MAKES
crochet patterns by Mara Delgado
Wildflower Patch Vest — Mara Makes — 2 of 9
Hi, and thank you for supporting my small business! The Wildflower Patch
Vest pairs a front panel of classic granny squares with a plain half dou-
ble crochet back, so it’s quick to make and easy to wear over a button-up
or a tee. The squares are joined as you go, then the back and the ribbed
bands are worked straight onto the joined panel.
SIZES
XS (S, M, L, XL, 2XL, 3XL)
Finished chest: 32 (36, 40, 44, 48, 52, 56)"
Length: 20 (20½, 21, 22, 22½, 23, 23½)"
Shown in size S with 4" of positive ease.
YARN
DK weight (#3 light) wool blend, 100 g / 257 yds / 235 m per skein
MC (Cream): 2 (2, 3, 3, 3, 4, 4) skeins
CC1 (Marigold), CC2 (Sage), CC3 (Lilac): 1 skein each for all sizes
HOOKS
US G-6 (4 mm) for ribbing
US 7 (4.5 mm) for squares and body
NOTIONS
Stitch markers, tapestry needle, blocking mats and pins
GAUGE
16 hdc and 12 rows = 4" (10 cm) with larger hook
1 granny square = 4½" x 4½" (11.5 x 11.5 cm) after blocking
Wildflower Patch Vest — Mara Makes — 3 of 9
SQUARE LAYOUT
1 2 3 1 2 3 1
3 1 2 3 1 2 3
2 3 1 2 3 1 2
1 = CC1 centre 2 = CC2 centre 3 = CC3 centre
XS and S use 3 columns; M and L use 4; XL, 2XL and 3XL use 5.
ABBREVIATIONS (US terms)
ch chain; sl st slip stitch; sc single crochet; hdc half double crochet;
dc double crochet; sp space; BLO back loop only
GRANNY SQUARE
With CC, ch 4, join with sl st to form a ring.
Rnd 1: Ch 3 (counts as dc), 2 dc in ring, ch 2, [3 dc in ring, ch 2] 3
times, join with sl st to top of ch-3. Fasten off.
Rnd 2: Join MC in any ch-2 sp, ch 3, (2 dc, ch 2, 3 dc) in same sp, ch 1,
[(3 dc, ch 2, 3 dc) in next ch-2 sp, ch 1] 3 times, join. Fasten off.
Rnd 3: Join next CC in any corner sp and work as Rnd 2, working 3 dc in
each ch-1 sp along the sides.
Rnd 4: With MC, work as Rnd 3. Do not fasten off on the last square of the
panel; the back is worked from here.
©2025 Mara Delgado / Mara Makes. Please do not share or sell this PDF.`,
    expected: {
      title: 'Wildflower Patch Vest',
      designer: 'Mara Delgado',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 5 * 257 },
        { size: 'S', yards: 5 * 257 },
        { size: 'M', yards: 6 * 257 },
        { size: 'L', yards: 6 * 257 },
        { size: 'XL', yards: 6 * 257 },
        { size: '2XL', yards: 7 * 257 },
        { size: '3XL', yards: 7 * 257 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw38-14-australian-mill-crochet-baby-dress-age-table-balls',
    text: `SUN COUNTRY YARNS
Wattle Baby Dress
Crochet · 8 ply cotton · Pattern SC-1142
Design: Kylie Ng
Sun Country Yarns SC-1142 Wattle Baby Dress Page 1
A sweet summer dress with a solid yoke and a lacy shell skirt. The yoke
is worked from the top down in rows and buttons at the back; the skirt
is worked in joined rounds from the yoke, so there are no side seams.
This pattern uses Australian crochet terms.
SIZE
To ﬁt age (months) 0-6 6-12 12-18 18-24
Actual chest (cm) 46 50 54 58
Length (cm) 36 40 44 48
MATERIALS
Sun Country Cotton 8 ply (100% cotton, 50 g balls, approx. 106 m)
Balls 3 3 4 5
Shown in Wattle (shade 18).
3.50 mm (US E-4) and 4.00 mm (US G-6) crochet hooks
3 small buttons; stitch markers
TENSION
18 tr and 10 rows to 10 cm over tr using 4.00 mm hook.
Check your tension carefully; if you have fewer sts to 10 cm use a smaller
hook, if more sts use a larger hook.
ABBREVIATIONS
ch chain; sl st slip stitch; dc double crochet; htr half treble; tr treble;
sp space; 5tr-shell 5 tr in same st
Sun Country Yarns SC-1142 Wattle Baby Dress Page 2
YOKE
Using 4.00 mm hook, make 62 (66, 70, 74) ch.
Row 1 (RS): 1 tr in 4th ch from hook, 1 tr in each ch to end. 60 (64, 68,
72) sts (3 ch at beg counts as 1 tr).
Row 2: 3 ch, 1 tr in each of next 8 (9, 10, 11) tr, 2 tr in next tr, 1 tr
in each of next 9 (9, 9, 9) tr, 2 tr in next tr, 1 tr in each of next 20
(22, 24, 26) tr, 2 tr in next tr, 1 tr in each of next 9 tr, 2 tr in next
tr, 1 tr in each of next 9 (10, 11, 12) tr. 64 (68, 72, 76) sts.
Rows 3-6: Work in tr, increasing as set in Row 2 on every row.
Divide for armholes
Row 7: 3 ch, 1 tr in each of next 12 (13, 14, 15) tr, miss next 13 sts for
armhole, 1 tr in each of next 28 (30, 32, 34) tr, miss next 13 sts for
armhole, 1 tr in each of next 13 (14, 15, 16) tr.
SKIRT
Join with a sl st to the top of the beg 3 ch to work in rounds.
Rnd 1: 1 ch, 1 dc in same st, *miss 2 sts, 5tr-shell in next st, miss 2
sts, 1 dc in next st; rep from * around, ending sl st to first dc.
Sun Country Yarns SC-1142 Wattle Baby Dress Page 3
© Sun Country Yarns Pty Ltd. Free pattern – not for resale.`,
    expected: {
      title: 'Wattle Baby Dress',
      designer: 'Kylie Ng',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-6 months', yards: m(3 * 106) },
        { size: '6-12 months', yards: m(3 * 106) },
        { size: '12-18 months', yards: m(4 * 106) },
        { size: '18-24 months', yards: m(5 * 106) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['0-6 months', '6-12 months', '12-18 months', '18-24 months'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
