import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw45-11-uk-etsy-crochet-granny-stripe-cardigan',
    text: `Crochet Cardigan Pattern PDF, Granny Stripe Cardigan, Aran Crochet Jacket, Sizes S-2XL, UK & US Terms, Instant Download
★★★★★ (318 reviews) · Digital download · £6.50 · PoppyAshdownCrochet

MEADOWSWEET CARDIGAN
Crochet pattern by Poppy Ashdown

Written in UK crochet terms, with a US terms conversion chart on page 2.

SIZES
S (M, L, XL, 2XL)
To fit bust: 81–86 (91–97, 102–107, 112–117, 122–127) cm
Finished bust: 100 (112, 124, 136, 148) cm – designed with generous ease.

MATERIALS
Stonecrop Aran by Ashdown & Vale (100% British wool; 100 g / 170 m), aran weight
500 (550, 600, 700, 750) g in colour Elderflower
5 mm (US H-8) and 6 mm (US J-10) crochet hooks
6 wooden buttons, 25 mm · stitch markers · darning needle

TENSION
14 htr and 10 rows = 10 cm on 6 mm hook.
4 granny clusters and 8 rows = 10 cm in granny stripe on 6 mm hook.

CONSTRUCTION
The body is worked bottom up in one piece to the armholes, then the fronts and back are
worked separately. The sleeves are made in rows and sewn in. The ribbed band is worked
sideways onto the finished cardigan.

ABBREVIATIONS (UK)
ch – chain · ss – slip stitch · dc – double crochet · htr – half treble
tr – treble · sp – space · blo – back loop only · rep – repeat · RS/WS – right/wrong side

US CONVERSION
UK dc = US sc · UK htr = US hdc · UK tr = US dc

BODY
Using 6 mm hook, ch 142 (158, 174, 190, 206).
Row 1 (RS): 1 htr in 3rd ch from hook, 1 htr in each ch to end. Turn.
Row 2: 3 ch (counts as 1 tr), 1 tr in sp between first 2 htr, *miss 2 htr, 3 tr in next
sp; rep from * to last 2 sts, 2 tr in top of turning ch. Turn.

Please note: this is a PDF pattern, not a finished item. No refunds on digital files.

REVIEWS
★★★★★ "Gorgeous pattern, made the M and only needed 5 balls!" – Claire
★★★★★ "Made it in a chunky instead, used 900 g. Clear instructions." – Bex
★★★★☆ "Lovely but the sleeves came out long for me." – Annie

More from this shop: Meadowsweet Hat (100 g) · Elderberry Shawl (2 x 100 g) · Granny Stripe Blanket (1,200 g)

© Poppy Ashdown Crochet 2025. You may sell items made from this pattern; please credit the designer.`,
    expected: {
      title: 'Meadowsweet Cardigan',
      designer: 'Poppy Ashdown',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: m((500 / 100) * 170) },
        { size: 'M', yards: m((550 / 100) * 170) },
        { size: 'L', yards: m((600 / 100) * 170) },
        { size: 'XL', yards: m((700 / 100) * 170) },
        { size: '2XL', yards: m((750 / 100) * 170) },
      ],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw45-12-us-ravelry-crochet-shell-shawl',
    text: `This pattern was purchased by coastalhooker on ravelry.com on Feb 11, 2026 · Order 40955812

TIDEWATER SHAWL
a top-down triangle shawl with a lacy shell border

Marisol Vega Designs
crochet pattern by Marisol Vega · photography by Luis Vega

FINISHED SIZE
Wingspan 64" / 162.5 cm · Depth at center 30" / 76 cm, after blocking

MATERIALS
Yarn: 2 skeins of Harbor Fingering by Saltmarsh Fiber Co. (80% merino, 20% silk;
100 g / 400 yds / 366 m), fingering weight. Shown in colorway Low Tide.
The sample used approximately 1.6 skeins (640 yds).
Hook: US G-6 (4 mm), or size needed to obtain gauge
Notions: locking stitch markers, blocking wires and pins, yarn needle

GAUGE
18 dc and 9 rows = 4" / 10 cm in dc, after blocking.
Gauge is not critical, but a different gauge will change the size and yardage.

SKILL LEVEL
Advanced beginner: you should know chain, single crochet, double crochet and how to read
a simple chart.

PATTERN NOTES
- The shawl is worked from the top down, starting with a small tab at the center of the
  top edge and increasing at both edges and the center spine every row.
- The lacy shell border is worked in the last 10 rows.
- Both written instructions and a chart are given.
- Ch-3 at the beginning of a row counts as a dc.

ABBREVIATIONS (US terms)
ch chain · sl st slip stitch · sc single crochet · dc double crochet · sp space
sh shell: (3 dc, ch 2, 3 dc) in same st or sp · rep repeat

TAB
Ch 4. Row 1: Dc in 4th ch from hook. Turn. (2 dc)
Rows 2–6: Ch 3, dc in next st. Turn.
Rotate and work along the side of the tab: ch 3, dc in each row-end.

BODY
Row 1 (RS): Ch 3, (dc, ch 2, 2 dc) in first sp, ch 1, (2 dc, ch 2, 2 dc) in center sp, ch 1,
(2 dc, ch 2, 2 dc) in last sp. Turn.

MORE FROM MARISOL VEGA DESIGNS
Tidewater Cowl – 1 skein Harbor Fingering · Sea Glass Wrap – 1,100 yds · Driftwood Hat – 180 yds

© 2026 Marisol Vega. For personal use only. Page 1 of 6`,
    expected: {
      title: 'Tidewater Shawl',
      designer: 'Marisol Vega',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 2 * 400 }],
      gauge: { stitches: 18, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
