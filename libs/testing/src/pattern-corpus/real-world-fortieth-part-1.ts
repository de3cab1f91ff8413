import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_FORTIETH_CASES_PART_1 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw40-01-uk-indie-wrap-cardigan-numbered-size-table',
    text: `ALDER
WRAP CARDIGAN
A cropped, relaxed wrap with a deep garter shawl collar
Photography: Kit Marlowe
1
Pryce Knits – Alder Wrap Cardigan – page 2 of 8
Design: Rosalind Pryce
Alder is a top-down raglan wrap cardigan, worked seamlessly in one piece. The fronts
cross over and fasten with a tie threaded through an eyelet at the side, so there are no
buttons to find.
SIZES
Size 1 2 3 4 5 6 7 8
To ﬁt bust (cm) 76-81 86-91 97-102 107-112 117-122 127-132 137-142 147-152
To ﬁt bust (in) 30-32 34-36 38-40 42-44 46-48 50-52 54-56 58-60
Finished bust (cm) 97 107 117 127 137 147 157 167
Finished bust (in) 38 42 46 50 54 58 62 66
Length (cm) 48 49 50 51 52 53 54 55
Recommended ease: 15-20 cm / 6-8 in positive ease, worn closed.
Pryce Knits – Alder Wrap Cardigan – page 3 of 8
MATERIALS
Yarn
Fernhill DK (100% British Bluefaced Leicester; 100 g / 230 m)
Yarn weight
DK / double knitting
Quantity (100 g skeins)
4 5 5 6 6 7 7 8
Shown in
Lichen, size 3
Needles
3.5 mm (US 4) circular, 80 cm
4 mm (US 6) circular, 80 cm, and your preferred needles for small circumferences
Notions
Stitch markers, waste yarn, tapestry needle
TENSION
22 sts and 30 rows = 10 cm in stock-
ing stitch on 4 mm needles, after washing and blocking.
CONSTRUCTION
The cardigan begins at the back neck with a few short rows, then raglan increases are
worked on every right-side row until the yoke is deep enough. The sleeves are put on hold
and the body is worked back and forth to the hem; the sleeves are then worked in the
round down to the cuffs. Finally the garter shawl collar is picked up along both fronts
and the back neck and knitted sideways with German short rows.
Pryce Knits – Alder Wrap Cardigan – page 4 of 8
© Rosalind Pryce 2025 · For personal use only · pryceknits.co.uk
YOKE
With 4 mm circular needle, cast on 2 (2, 2, 4, 4, 4, 6, 6) sts for the left front, pm, 12
(12, 14, 14, 16, 16, 18, 18) sts for the left sleeve, pm, 30 (32, 34, 36, 38, 40, 42, 44)
sts for the back, pm, 12 (12, 14, 14, 16, 16, 18, 18) sts for the right sleeve, pm, and
2 (2, 2, 4, 4, 4, 6, 6) sts for the right front.
Short row 1 (RS): Knit to last back marker, turn.
Short row 2 (WS): Make a German short row (DS), purl to ﬁrst back marker, turn.
Pryce Knits – Alder Wrap Cardigan – page 5 of 8`,
    expected: {
      title: 'Alder Wrap Cardigan',
      designer: 'Rosalind Pryce',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(4 * 230) },
        { size: '2', yards: m(5 * 230) },
        { size: '3', yards: m(5 * 230) },
        { size: '4', yards: m(6 * 230) },
        { size: '5', yards: m(6 * 230) },
        { size: '6', yards: m(7 * 230) },
        { size: '7', yards: m(7 * 230) },
        { size: '8', yards: m(8 * 230) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      techniques: ['top-down', 'raglan', 'short rows', 'in the round'],
    },
  },
  {
    id: 'rw40-02-uk-mill-guernsey-five-ply-to-fit-chest',
    text: `FLEETHOLME YARNS
Pattern FY-117
FILEY GUERNSEY
A traditional ﬁsherman’s gansey in 5 ply guernsey wool
Design: Margaret Ibbotson
Photography: Dan Cawood
2
SIZES
To ﬁt chest 97 (102, 107, 112, 117, 122) cm / 38 (40, 42, 44, 46, 48) in
Actual chest 107 (112, 117, 122, 127, 132) cm / 42 (44, 46, 48, 50, 52) in
Length to shoulder 66 (67, 68, 69, 70, 71) cm
Sleeve length 48 (49, 50, 51, 52, 52) cm
YOU WILL NEED
Yarn
Fleetholme 5 ply Guernsey (100% wool; 100 g balls, approx. 224 m)
6 (6, 7, 7, 8, 8) x 100 g balls in Navy
Needles
1 set of 2.25 mm (UK 13 / US 1) double-pointed needles or a 40 cm circular
2.75 mm (UK 12 / US 2) circular needles, 60 cm and 80 cm
Extras
Stitch markers, stitch holders, cable needle
© Fleetholme Yarns Ltd · www.ﬂeetholmeyarns.co.uk · not for resale
3
TENSION
28 sts and 38 rows to 10 cm over stocking stitch using 2.75 mm needles. Use larger or
smaller needles if necessary to obtain the correct tension.
NOTES
The body is knitted in the round from the welt up, after a split welt worked back and
forth. Underarm gussets are shaped at the sides, then the back and front are worked flat
to the shoulders and joined with a ridge. The sleeves are picked up around the armhole
and gusset and knitted in the round to the cuff. The yoke has panels of cables, moss
stitch and ladder pattern divided by purl-stitch “seams”.
Chart A – Yoke panel (worked over 22 sts)
24
20
16
12
8
4
1
22 15 8 1
Key
k on RS, p on WS
p on RS, k on WS
C6B slip 3 sts to cn, hold at back, k3, then k3 from cn
C6F slip 3 sts to cn, hold at front, k3, then k3 from cn
© Fleetholme Yarns Ltd · www.ﬂeetholmeyarns.co.uk · not for resale
4
WELTS (make 2)
With 2.75 mm circular needle, cast on 150 (157, 164, 171, 178, 185) sts and work back
and forth in garter stitch for 5 cm, ending with a WS row. Break yarn and leave on the
needle. Make a second welt in the same way but do not break yarn.
BODY
Join welts: K across ﬁrst welt, pm, k across second welt, pm and join to work in the round.
Also from Fleetholme: Filey Hat – 1 x 100 g ball · Filey Sea Socks – 1 x 100 g ball`,
    expected: {
      title: 'Filey Guernsey',
      designer: 'Margaret Ibbotson',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '97', yards: m(6 * 224) },
        { size: '102', yards: m(6 * 224) },
        { size: '107', yards: m(7 * 224) },
        { size: '112', yards: m(7 * 224) },
        { size: '117', yards: m(8 * 224) },
        { size: '122', yards: m(8 * 224) },
      ],
      gauge: { stitches: 28, rows: 38, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['97', '102', '107', '112', '117', '122'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
];
