import type { PatternCorpusCase } from './corpus-types.js';
import { perSize, perSizeM, tool } from './real-world-twentieth-part-1.js';

/** Part 4 of REAL_WORLD_TWENTIETH_CASES (split for the file-size rule; see real-world-twentieth.ts). */
export const REAL_WORLD_TWENTIETH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw20-13',
    text: `CIDER MILL CARDIGAN
knitting pattern by Brooke Halverson
brookehalverson.com  ·  also available on Ravelry & LoveCrafts

A roomy V-neck cardigan with deep ribbed hems, patch pockets and a wide button band,
knit in a plump, rustic worsted for crisp fall mornings at the orchard.

SIZES & YARDAGE
Choose a size with 4-6" of positive ease at the bust.
XS – 33" finished bust – 1,050 yds (960 m)
S  – 37" finished bust – 1,150 yds (1,052 m)
M  – 41" finished bust – 1,260 yds (1,152 m)
L  – 45" finished bust – 1,380 yds (1,262 m)
XL – 49" finished bust – 1,500 yds (1,372 m)
2X – 53" finished bust – 1,620 yds (1,481 m)
3X – 57" finished bust – 1,750 yds (1,600 m)
Yardage includes about 10% extra for your swatch.

YARN
Worsted weight wool (#4 medium). Sample: Orchard Hill Worsted (100% Corriedale;
200 yds / 183 m per 100 g) in Cider.

NEEDLES
US 7 (4.5 mm) 32" circular needle for the ribbing and bands
US 8 (5 mm) 32" circular or straight needles for the body and sleeves
NOTIONS: 6 buttons (1"), stitch markers, removable markers, tapestry needle

GAUGE
18 sts and 24 rows = 4" (10 cm) in stockinette stitch on US 8 needles, blocked.

CONSTRUCTION
Cider Mill is worked flat in pieces from the bottom up – back, two fronts and two
sleeves – and then seamed. The set-in sleeves are sewn into the armholes, and the
button band and collar are picked up and knit in one piece.

ABBREVIATIONS
CO cast on · BO bind off · k knit · p purl · ssk slip, slip, knit · k2tog knit two
together · RS right side · WS wrong side · rep repeat

BACK
With smaller needle, CO 78 (86, 96, 104, 114, 122, 132) sts.
Row 1 (WS): P2, *k2, p2; rep from * to end.
Row 2 (RS): K2, *p2, k2; rep from * to end.
Rep Rows 1-2 until piece measures 3" from CO edge, ending after a WS row.
Brooke Halverson · Cider Mill Cardigan · 2 of 8`,
    expected: {
      title: 'Cider Mill Cardigan',
      designer: 'Brooke Halverson',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: perSize(['XS', 'S', 'M', 'L', 'XL', '2X', '3X'], [1050, 1150, 1260, 1380, 1500, 1620, 1750]),
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [tool('7', 4.5), tool('8', 5)],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw20-14',
    text: `HOLLYBUSH YARNS
Free pattern · HB-C114 · crochet

MEADOWSWEET BLANKET
A cheerful granny square throw in ﬁve shades of Hollybush DK

Skill level: ★★☆☆ Easy
Finished size: approx. 100 x 124 cm (39½ x 49 in), 8 x 10 squares plus border.

YOU WILL NEED
Hollybush DK (100% premium acrylic; 100 g / 192 m / 210 yds)
  Shade                      Balls
  A  Cream (101)             3
  B  Meadow (214)            2
  C  Buttercup (308)         2
  D  Heather (412)           2
  E  Sky (515)               1
4 mm (UK 8 / US G-6) crochet hook
Tapestry needle

TENSION
Each square measures 12 x 12 cm after blocking. Use a larger or smaller hook if
necessary to obtain the correct square size.

ABBREVIATIONS (UK terms)
ch chain · ss slip stitch · tr treble (US dc) · dc double crochet (US sc) ·
sp(s) space(s) · RS right side

PATTERN NOTES
Each square starts from a magic ring and uses three shades, changed every two rounds
as shown in the colour table on page 3. Join squares as you go on the last round.
The 3 ch at the start of a round counts as 1 tr.

SQUARE
With the ﬁrst shade, make a magic ring.
Round 1: 3 ch, 2 tr into ring, *2 ch, 3 tr into ring; rep from * twice more, 2 ch,
join with ss to top of 3 ch. (4 groups)
Round 2: Ss into next 2-ch sp, 3 ch, (2 tr, 2 ch, 3 tr) into same sp, *1 ch, (3 tr,
2 ch, 3 tr) into next 2-ch sp; rep from * twice more, 1 ch, join with ss. Fasten off.
BORDER
With A, work 3 rounds of tr around the whole blanket, working (3 tr, 2 ch, 3 tr) in
each corner.

Yarn packs for this blanket are available at hollybushyarns.co.uk/meadowsweet
Share your Meadowsweet with #hollybushyarns · © Hollybush Yarns Ltd 2025
This pattern may be printed for personal use. Not for resale.`,
    expected: {
      title: 'Meadowsweet Blanket',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 2100 }],
      needle_sizes: [tool('G-6', 4)],
    },
  },
  {
    id: 'rw20-15',
    text: `FELLSIDE SPINNERS
Pattern FS-207 · Men's V-neck Vest in Fellside DK

ARNSIDE
Designed by Ewan Lockhart for Fellside Spinners

A smart, easy-wearing vest with a single cable up the centre front and a deep V neck –
perfect over a shirt for the office, or a T-shirt at the weekend.

MEASUREMENTS
To ﬁt chest   86-91    97-102   107-112   117-122   127-132   cm
              34-36    38-40    42-44     46-48     50-52     in
Actual chest  100      111      122       133       144       cm
Length        62       65       67        69        71        cm
Fellside DK   4        5        5         6         7         x 50 g balls
Instructions are given for the smallest size, with larger sizes in brackets.

NEEDLES & EXTRAS
1 pair 3.25 mm (UK 10 / US 3) needles
3.25 mm and 4 mm (UK 8 / US 6) circular needles, 60-80 cm
Cable needle · stitch holders · stitch markers

TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles.

CONSTRUCTION
The body is knitted in the round from the lower edge to the armholes, then divided,
and the back and front are worked separately in rows. The armbands and neckband are
picked up and knitted in rib.

ABBREVIATIONS
C8F slip 4 sts onto cable needle and hold at front, k4, then k4 from cable needle
k knit · p purl · st st stocking stitch · PM place marker · SM slip marker

BODY
Using 3.25 mm circular needle cast on 220 (244, 268, 292, 316) sts. Join to work in
the round, taking care not to twist, and PM for the beginning of the round.
Round 1: *K2, p2; rep from * to end. Rep this round for 6 cm.
Change to 4 mm circular needle.
Next round: K102 (114, 126, 138, 150), PM, work 16 sts of Cable Panel, PM, k to end.

YARN INFORMATION
Fellside DK: 100% British Bluefaced Leicester, 50 g balls, approx. 120 m. Hand wash.
fellsidespinners.co.uk · Fellside Spinners, Mill Yard, Kendal · © 2025`,
    expected: {
      title: 'Arnside',
      designer: 'Ewan Lockhart',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: perSizeM(['86-91', '97-102', '107-112', '117-122', '127-132'], [480, 600, 600, 720, 840]),
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [tool('3', 3.25), tool('6', 4)],
      sizes: ['86-91', '97-102', '107-112', '117-122', '127-132'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw20-16',
    text: `Kit & Caboodle Crochet
OVERCAST SWEATER
an oversized crochet pullover · pattern by Nell Okafor
Ribblr & Etsy: kitandcaboodlecrochet

Thank you for purchasing! This pattern is protected by copyright. You may sell items
you make, but please don't share or sell the pattern or its photos.

SIZE GUIDE
Size         1        2        3        4        5        6
Fits bust    28-32"   33-37"   38-42"   43-47"   48-52"   53-57"
             71-81    84-94    97-107   109-119  122-132  135-145   cm
Finished     44"      49"      54"      59"      64"      69"
Wear with 12-16" of positive ease for the slouchy look, or size down for a closer ﬁt.

YARN
DK weight (#3 light) – sample in Tamsin Merino DK, 50 g = 128 m / 140 yds, colour Fog
500 (550, 600, 650, 700, 750) g

HOOKS
4 mm (G-6) for the body and sleeves
3.5 mm (E-4) for the ribbing
OTHER: stitch markers, yarn needle

GAUGE
18 dc and 10 rows = 10 cm (4") over dc, blocked.

CONSTRUCTION
Overcast is worked top-down in joined rounds from the neckline with raglan increases.
At the underarms the body and sleeves are separated and each is worked in rounds to
the ribbing. Cuffs and hem are post-stitch ribbing; the neckband is added last.

ABBREVIATIONS (US)
ch chain · sl st slip stitch · sc single crochet · dc double crochet ·
FPdc front post dc · BPdc back post dc · st(s) stitch(es) · rnd round

YOKE
With 4 mm hook, ch 96 (96, 104, 104, 112, 112) and join with a sl st to form a ring.
Rnd 1: Ch 2 (does not count as st), dc in each ch around. Join. Place 4 raglan markers.
Rnd 2: Ch 2, *dc to 1 st before marker, (dc, ch 1, dc) in next st; rep from * 3 more
times, dc to end. Join. (8 sts increased)
Kit & Caboodle Crochet · Overcast Sweater · page 4 of 11`,
    expected: {
      title: 'Overcast Sweater',
      designer: 'Nell Okafor',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: perSize(['1', '2', '3', '4', '5', '6'], [1400, 1540, 1680, 1820, 1960, 2100]),
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [tool('E-4', 3.5), tool('G-6', 4)],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
