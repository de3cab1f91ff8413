import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw32-03',
    text: `FELLSIDE YARNS
Free Pattern FS117 · Knitting · Home

Kirkstone Cable Blanket
Designed by Harriet Coyle

A generous throw for the sofa, with three bold cable panels separated by bands of moss stitch and
finished with a garter stitch border picked up all the way round.

FINISHED SIZE
Approximately 110cm wide x 140cm long (43¼in x 55in) after blocking.

YOU WILL NEED
Fellside Aran (100% British wool; 100g balls; approx. 180m per ball)
11 x 100g balls in shade 104 Heather
1 x 5mm (UK 6/US 8) circular needle, 100cm long - the blanket is worked back and forth in rows
1 x 4.5mm (UK 7/US 7) circular needle, 120cm long, for the border
Cable needle, stitch markers, tapestry needle

TENSION
18 sts and 24 rows to 10cm over stocking stitch using 5mm needles.
Cable Panel A (36 sts) measures 15cm wide.
Always check your tension before starting - using more or less yarn than stated is the most
common result of a tension difference.

ABBREVIATIONS
alt alternate · beg beginning · C6B slip next 3 sts onto cable needle and hold at back, k3, k3
from cable needle · C6F as C6B but hold cable needle at front · T3B slip next st onto cable needle
and hold at back, k2, p1 from cable needle · T3F slip 2 sts onto cable needle and hold at front,
p1, k2 from cable needle · k knit · p purl · MS moss stitch · rep repeat · RS right side
st(s) stitch(es) · WS wrong side

PATTERN NOTES
The blanket is worked in one piece. Charts for Cable Panels A and B are on page 3; a written
version is on page 4. The border is picked up and worked last, in garter stitch.
When working from the charts, read RS rows from right to left and WS rows from left to right.

BLANKET
Using 5mm needle, cast on 196 sts.
Row 1 (WS): [k1, p1] 4 times, pm, work Row 1 of Chart B, pm, *(p1, k1) 6 times, pm, work Row 1 of
Chart A, pm; rep from * once more, (p1, k1) 6 times, pm, work Row 1 of Chart B, pm, [p1, k1] 4 times.
Continue as set until blanket measures approximately 136cm, ending after a WS row.
Cast off in pattern.

BORDER
With RS facing and 4.5mm needle, pick up and knit 3 sts for every 4 rows along each side and 1 st
in each cast-on and cast-off st, placing a marker at each corner. Knit 8 rounds, increasing either
side of each marker on every other round. Cast off loosely.

SHOP THE YARN
Fellside Aran is spun and dyed in Cumbria from the fleece of Lake District flocks. £8.50 per ball.

YOU MAY ALSO LIKE
Kirkstone Cable Cushion - 3 x 100g balls Fellside Aran
Scafell Chunky Snood - 2 x 100g balls Fellside Chunky

© Fellside Yarns 2025. This pattern is for personal use only and may not be reproduced or sold.
fellsideyarns.co.uk · Page 1 of 4`,
    expected: {
      title: 'Kirkstone Cable Blanket',
      designer: 'Harriet Coyle',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(1980) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw32-04',
    text: `Knotty by Bri
C2C Cardigan Crochet Pattern | Oversized Patchwork Cardigan | Size Inclusive XS-5X | PDF Download

*** This is a digital PDF PATTERN, not the finished cardigan! ***
Because this is a digital download, I can't offer refunds. Please message me through Etsy with any
questions about the pattern and I'll get back to you within 48 hours.

PATCHWORK PIXEL CARDIGAN
Designed by Brianna Okafor

Your new favorite layer! Four colors, big cozy blocks and a slouchy drop shoulder. If you can C2C
a blanket, you can make this cardigan - it's just five rectangles and a bit of ribbing.

SKILL LEVEL: Intermediate (you should be comfortable with corner-to-corner and reading a graph)

SIZES AND YARDAGE
Size   Finished bust   Length   Yardage
XS     34"             24"      1,050 yds
S      38"             24.5"    1,160 yds
M      42"             25"      1,290 yds
L      46"             25.5"    1,410 yds
XL     50"             26"      1,540 yds
2X     54"             26.5"    1,680 yds
3X     58"             27"      1,800 yds
4X     62"             27.5"    1,940 yds
5X     66"             28"      2,070 yds
Designed with approx. 10-12" of positive ease. Model is 5'6" and wears size M.

MATERIALS
- Worsted weight (#4) yarn in 4 colors. I used Brightside Worsted (100% acrylic, 100 g / 198 yds /
  181 m). Split the yardage roughly 40% main color (Oat) and 20% each for Clay, Sage and Denim.
- US J-10 (6 mm) crochet hook
- US I-9 (5.5 mm) crochet hook for ribbing
- Stitch markers, tapestry needle, scissors

GAUGE
6 tiles x 6 rows = 4" in C2C with the J-10 hook (each tile is ch 3, 3 dc).
Please check your gauge! The cardigan will grow or shrink by a whole size if you are off by a tile.

CONSTRUCTION
The back, two fronts and two sleeves are worked flat as C2C rectangles following the graphs, then
seamed. The ribbing is worked sideways in sc through the back loop only and sewn on. US terms.

ABBREVIATIONS
ch chain · dc double crochet · sc single crochet · sl st slip stitch · BLO back loop only
tile: ch 3, 3 dc in ch-3 sp · inc increase · dec decrease · RS right side

Huge thanks to my testers! @crochetwithkel (size L, used 1,100 yds), @yarnandyoga (size 3X) and
@the.hooked.librarian (size S).

More from Knotty by Bri: Pixel Pop Blanket (1,600 yds) · Patchwork Bucket Hat (180 yds)

© 2025 Knotty by Bri · You may sell finished items, please credit Knotty by Bri
Do not share, copy or resell this PDF · Page 2 of 14`,
    expected: {
      title: 'Patchwork Pixel Cardigan',
      designer: 'Brianna Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 1050 },
        { size: 'S', yards: 1160 },
        { size: 'M', yards: 1290 },
        { size: 'L', yards: 1410 },
        { size: 'XL', yards: 1540 },
        { size: '2X', yards: 1680 },
        { size: '3X', yards: 1800 },
        { size: '4X', yards: 1940 },
        { size: '5X', yards: 2070 },
      ],
      gauge: { stitches: 6, rows: 6, inches: 4 },
      needle_sizes: [
        { us: 'I-9', mm: 5.5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['corner-to-corner'],
    },
  },
];
