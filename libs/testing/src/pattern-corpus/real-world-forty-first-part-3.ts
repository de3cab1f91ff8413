import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw41-05-historical-society-1962-ski-mittens-ounces',
    text: `Otter Tail County Historical Society — Digital Collections
Item record: 2019.14.37 · Knitting leaflet, "Snowflake Ski Mittens"
Date: c. 1962 · Publisher: Northern Star Yarn Mills, Minneapolis · Donor: estate of Edna Lindgren
Transcribed by volunteer Carol Brekke. [Transcriber's notes are in square brackets.]

--- TRANSCRIPTION ---

NORTHERN STAR Leaflet No. 58                                              Price 10¢

SNOWFLAKE SKI MITTENS
for the Whole Family

Directions are for Child's size. Changes for Woman's and Man's sizes are in parentheses.

MATERIALS: NORTHERN STAR KNITTING WORSTED, 4 oz. skeins
Main Color (MC): 1 (1, 2) skeins
Contrasting Color (CC): 1 skein for all sizes
1 set of double pointed needles No. 3 and 1 set No. 5
[Transcriber: these are the US sizes, today 3.25 mm and 3.75 mm.]

GAUGE: 6 sts = 1 inch; 8 rnds = 1 inch on No. 5 needles.

[Transcriber's note: Edna's copy has "used about 3 oz for Dad's" pencilled in the margin.]

SNOWFLAKE PATTERN is worked from Chart. Carry color not in use loosely across back of work,
twisting colors every 4 or 5 sts to avoid long loops.

RIGHT MITTEN: Beginning at cuff with MC and No. 3 needles, cast on 36 (42, 48) sts. Divide
on 3 needles. Join, being careful not to twist sts, and work around in k 1, p 1 ribbing for
2½ (3, 3½) inches. Change to No. 5 needles and k 1 rnd, inc 4 (6, 6) sts evenly around —
40 (48, 54) sts.
Next Rnd: Join CC and work Chart, rnds 1 to 11. Break off CC.
With MC only, k 2 rnds.
THUMB GUSSET: Rnd 1: K 1, place a marker on needle, inc 1 st in each of next 2 sts, place a
marker, k to end of rnd.
Rnds 2 and 3: Knit.
Rnd 4: K 1, sl marker, inc 1 st in next st, k to 1 st before next marker, inc 1 st in next
st, sl marker, k to end of rnd. Repeat last 3 rnds until there are 12 (14, 16) sts between
markers.

--- END OF TRANSCRIPTION ---

Rights: Digitized for research and personal use. Reproduction for sale is not permitted.
Related items: 2019.14.36 "Cardigan for Misses" (8 oz. sport yarn) · 2019.14.38 "Baby's Bonnet
and Booties" (2 oz. baby yarn)
Subjects: Knitting — Patterns; Mittens; Winter clothing; Minnesota — Manufacturers

COMMENTS (3)
Jean P.: My mother made these every winter! I used 2 skeins of Red Heart for the man's size.
Mark S.: Is the chart included anywhere?
  Reply from the Society: Yes — the chart is on the second page of the scan (click "View item").
Ruth A.: Made the woman's size on 3.5 mm needles, about 180 yards in all.`,
    expected: {
      title: 'Snowflake Ski Mittens',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      gauge: { stitches: 6, rows: 8, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ["Child's", "Woman's", "Man's"],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw41-06-au-yarn-company-kids-jumper-age-table-balls-row',
    text: `Wattle & Loom Yarns — Free Pattern WL-K114
wattleandloom.com.au

BRONTE JUMPER
A gansey-inspired kids' jumper with a seed-stitch yoke and little cable panels
Design: Mia Kowalczyk

SIZES
To fit age (years)         2      4      6      8      10     12
To fit chest (cm)          53     58     63     68     73     78
Actual chest (cm)          64     69     75     80     86     91
Length to back neck (cm)   36     40     44     49     53     57
Sleeve seam (cm)           19     23     27     31     35     38

MATERIALS
Wattle & Loom Bushwalk 8 ply (100% Australian merino)
50 g balls                 4      5      6      7      8      9
Shown in shade 08 Saltbush.
1 pair each 3.25 mm (old Aus 10 / US 3) and 4.00 mm (old Aus 8 / US 6) knitting needles
Cable needle; 2 stitch holders; 3 small buttons for the shoulder opening

TENSION
22 sts and 30 rows to 10 cm over stocking stitch using 4.00 mm needles.
Please check your tension carefully – if fewer stitches, use smaller needles; if more
stitches, use larger needles.

ABBREVIATIONS
alt – alternate · beg – beginning · C4B – slip next 2 sts onto cable needle and hold at back,
K2, then K2 from cable needle · dec – decrease · foll – following · inc – increase ·
K – knit · P – purl · rem – remaining · rep – repeat · st st – stocking stitch (K on right
side, P on wrong side) · tog – together

NOTE
The back and front are knitted separately from the lower edge up, with the side seams left
open for 6 cm as gansey-style vents. The sleeves are knitted from the cuff up and sewn in.

BACK
Using 3.25 mm needles, cast on 72 (78, 84, 90, 96, 102) sts.
1st row (right side): K2, *P2, K2; rep from * to end.
2nd row: P2, *K2, P2; rep from * to end.
Rep last 2 rows until work measures 6 cm from beg, ending with a 2nd row.
Change to 4.00 mm needles.
Next row: K22 (24, 26, 28, 30, 32), *P1, K1, P1, C4B, P1, K1, P1*, K10 (12, 14, 16, 18, 20),
rep from * to * once, K to end.

YARN INFORMATION
Bushwalk 8 ply: 50 g balls, approx. 105 m per ball. Machine washable on a wool cycle.
Quantities are approximate as they are based on average requirements.

You might also like: Bronte Beanie (WL-K115) – 1 ball of Bushwalk 8 ply, all sizes.
© Wattle & Loom Yarns Pty Ltd 2025. Free for personal use; not for resale.`,
    expected: {
      title: 'Bronte Jumper',
      designer: 'Mia Kowalczyk',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(4 * 105) },
        { size: '4 years', yards: m(5 * 105) },
        { size: '6 years', yards: m(6 * 105) },
        { size: '8 years', yards: m(7 * 105) },
        { size: '10 years', yards: m(8 * 105) },
        { size: '12 years', yards: m(9 * 105) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years', '12 years'],
      techniques: ['cables', 'bottom-up'],
    },
  },
];
