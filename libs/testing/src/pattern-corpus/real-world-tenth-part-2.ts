import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TENTH_CASES (split for the file-size rule; see real-world-tenth.ts). */
export const REAL_WORLD_TENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-tenth-ball-band-dishcloth',
    text: `HOMESTEAD KITCHEN COTTON
100% cotton · 50 g · approx. 77 m / 84 yds · medium (4)
Needles 4–5 mm · Machine wash 40° · Do not tumble dry
Shade 112 Lemon · Dye lot 4471

FREE PATTERN — ON THE BACK OF THIS BAND

Waffle Dishcloth
You need: 1 ball and a pair of 4.5 mm (US 7) needles.
Finished size: about 22 x 22 cm. Gauge is not important for this project.

Cast on 41 sts.
Rows 1-4: Knit.
Row 5 (RS): K3, *p1, k1; rep from * to last 4 sts, p1, k3.
Row 6: K4, *p1, k1; rep from * to last 3 sts, k3.
Rows 7-8: K3, purl to last 3 sts, k3.
Rep rows 5-8 until the cloth is square, then knit 4 rows.
Cast off and weave in the ends.

Also free at homesteadyarns.com: Market String Bag (3 balls), Striped Pot Holder (2 balls).`,
    expected: {
      title: 'Waffle Dishcloth',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 84 }],
      needle_sizes: [{ us: '7', mm: 4.5 }],
    },
  },
  {
    id: 'rw-tenth-dyer-club-email-skein-plus-mini',
    text: `Subject: Your March Shawl Club parcel is on its way!

Hi Shawl Club members,

This month's pattern is Stillwater, a crescent shawl designed exclusively for the club. The PDF
is attached and will also appear in your Ravelry library within a day or two.

-------------------------------------------------------------
Stillwater
Ines van Dijk-Moreau  |  Hollow Reed Dyeworks Shawl Club, March 2026
-------------------------------------------------------------
Finished size after blocking: 180 cm wingspan, 42 cm deep at the centre.

Yarn (in your parcel):
  Main: Hollow Reed Merino Sock, fingering weight, 1 skein (100 g, 425 m / 465 yds), "Pond Ice"
  Contrast: Hollow Reed Merino Sock Mini, 1 mini skein (20 g, 85 m / 93 yds), "Heron"
Needle: 4 mm (US 6) circular, 80 cm or longer
Notions: 6 stitch markers, blocking wires and pins

Gauge: 20 sts and 36 rows = 4" / 10 cm in garter stitch, after blocking.
Gauge is not critical, but a different gauge will change the size and the yarn needed.

Construction: the shawl is worked top-down from a garter tab, with eyelet lace panels
separated by narrow stripes in the contrast colour.

Coming next month: the Heron Mitts (1 mini skein + 30 g of Merino Sock). Watch this space!

Happy knitting,
Ros at Hollow Reed`,
    expected: {
      title: 'Stillwater',
      designer: 'Ines van Dijk-Moreau',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 558 }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw-tenth-1970s-workbasket-ripple-afghan-ounces',
    text: `COUNTRY CRAFTS WORKBASKET  —  October 1974                                        23

"Harvest Ripple" Afghan to Crochet

Approximate size: 48" x 62", without fringe.

MATERIALS: Knitting worsted, 4-oz. skeins: 3 skeins each of Gold (A), Rust (B) and Brown (C);
2 skeins of Cream (D). Aluminum crochet hook size H (or size that will give you the correct
gauge).

GAUGE: 4 dc = 1"; 2 rows = 1".

Note: Afghan is worked in rows from one short edge to the other. To change colors, work
off last 2 loops of last dc with new color. Cut old color.
ABBREVIATIONS are on page 62.

AFGHAN: Starting at one short edge with A, ch 194 loosely.
Row 1: Dc in 4th ch from hook, dc in next 4 ch, * 3 dc in next ch, dc in next 5 ch, (yo and
draw up a loop in next ch, yo and draw through 2 loops) 3 times, yo and draw through all 4 loops
on hook, dc in next 5 ch; rep from * across. Ch 3, turn.
Rows 2-4: Work in ripple pattern as established. At end of Row 4 change to B.
Stripe sequence: 4 rows each of A, B, C, D. Repeat the sequence 7 times, then work 4 rows of A.
FRINGE: Cut 12" strands of Brown. Knot 4 strands in every other stitch across both short ends.`,
    expected: {
      title: 'Harvest Ripple Afghan',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      gauge: { stitches: 4, rows: 2, inches: 1 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
    },
  },
  {
    id: 'rw-tenth-swedish-bilingual-top-dash-grams-length-later',
    text: `Garnstugan Sommar 2026 · Mönster / Pattern 26-14

Linnea Top
Virkad topp i bomull · Crocheted top in cotton
Design: Maja af Klinteberg

Storlek / Size: XS-S-M-L-XL-XXL
Övervidd / Bust width: 84-90-98-106-116-126 cm
Längd / Length: 50-52-54-56-58-60 cm

Garn / Yarn: Garnstugan Bomull Sport, colour 05 Lingon
Garnåtgång / Yarn amount: 200-250-250-300-350-400 g
Virknål / Hook: 3.5 mm
Masktäthet / Gauge: 22 st x 12 rows in the lace pattern = 10 x 10 cm
Tillbehör / Notions: 2 buttons, 12 mm

The top is crocheted from the bottom up in two pieces, front and back, in an airy lace
pattern of fans and chain spaces, and joined at the shoulders. Straps are crocheted last.

BACK: Ch 102-108-118-128-140-152 loosely. Row 1: 1 dc in 4th ch from hook, *ch 1, skip 1 ch,
1 dc in next ch*, repeat from *-* across. Turn. Continue in the lace pattern after diagram A1.

YARN FACTS: Garnstugan Bomull Sport is a mercerised sport weight cotton. 50 g = approx. 170 m.
Hand wash 30°. Other Garnstugan summer patterns in this leaflet: Lilja Scarf, Vallmo Bag.`,
    expected: {
      title: 'Linnea Top',
      designer: 'Maja af Klinteberg',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m(680) },
        { size: 'S', yards: m(850) },
        { size: 'M', yards: m(850) },
        { size: 'L', yards: m(1020) },
        { size: 'XL', yards: m(1190) },
        { size: 'XXL', yards: m(1360) },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['lace', 'bottom-up'],
    },
  },
];
