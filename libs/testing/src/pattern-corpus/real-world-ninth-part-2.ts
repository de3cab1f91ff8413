import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_NINTH_CASES (split for the file-size rule; see real-world-ninth.ts). */
export const REAL_WORLD_NINTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-ninth-german-translation-paired-sizes-dashes',
    text: `LANA MORO · Heft 31 „Herbstzeit" · Modell 14 · English translation

Moosgrün Cable Vest
Design: Friederike von Altenstein

Size: 36/38 (40/42 – 44/46)
The figures for size 36/38 are given first, those for 40/42 and 44/46 follow in brackets,
separated by a dash. If only one figure is given, it applies to all sizes.

Material
Lana Moro Merino 120 (100 % merino wool, LL approx. 120 m/50 g):
250 (300 – 350) g Moss green col. 0417
Knitting needles 3.5 and 4 mm, circular needle 3.5 mm, 60 cm long
1 cable needle

Basic pattern: stocking st = knit on RS, purl on WS.
Cable pattern: see chart. The 12-st repeat is worked 3 times in width.

Tension
Stocking st with 4 mm needles: 21 sts in width and 29 rows vertically = 10 cm x 10 cm.
Cable pattern with 4 mm needles: 26 sts = 10 cm wide.

Back
Cast on 96 (104 – 112) sts with 3.5 mm needles and work 4 cm in rib, k2, p2.
Continue with 4 mm needles in stocking st, arranging the cable panel in the centre.

Armhole bands
With the circular needle pick up 112 (120 – 128) sts and work 2.5 cm in rib.

Next issue: Winter shawls in Lana Moro Seta (25 g = 210 m).`,
    expected: {
      title: 'Moosgrün Cable Vest',
      designer: 'Friederike von Altenstein',
      craft_type: 'knitting',
      yardage: [
        { size: '36/38', yards: m(600) },
        { size: '40/42', yards: m(720) },
        { size: '44/46', yards: m(840) },
      ],
      gauge: { stitches: 21, rows: 29, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['36/38', '40/42', '44/46'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-ninth-blog-post-chunky-scarf-per-inch-gauge',
    text: `Free Pattern Friday: The Puddle Jump Scarf
Posted on January 9, 2026 by Hannah Bright · 14 comments

Hi friends! It has been raining here for what feels like forty days, so this week's free
pattern is the coziest, quickest thing I could think of. I knit the whole thing during
two movie nights. (This post contains affiliate links. Thank you for supporting the blog!)

WHAT YOU'LL NEED
- 2 skeins super bulky yarn. I used Thick & Quick Wool-Blend in Charcoal
  (6 oz / 170 g, 106 yds / 97 m per skein).
- US 13 (9 mm) straight needles
- A big-eye yarn needle for weaving in ends

GAUGE
Gauge isn't critical for a scarf, but mine came out to about 2½ stitches per inch in
garter stitch, unblocked.

FINISHED SIZE
My sample measures 8" wide and 70" long after a light steam. My sister is 5'2" and wears
it wrapped twice.

THE PATTERN
Cast on 20 sts.
Rows 1-4: Knit.
Row 5: K2, *yo, k2tog; rep from * to last 2 sts, k2.
Repeat rows 1-5 until you have about 3 yards left, then bind off loosely.

Want a matching cowl? My Chunky Rib Cowl takes just 150 yds – find it in the sidebar!
Pin this post for later ♥`,
    expected: {
      title: 'Puddle Jump Scarf',
      designer: 'Hannah Bright',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 212 }],
      gauge: { stitches: 2.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '13', mm: 9 }],
    },
  },
  {
    id: 'rw-ninth-shop-freebie-dishcloth-no-designer',
    text: `~ Compliments of THE WOOL BASKET ~
12 Main Street, Millbrook · (555) 014-2291 · Open Tues–Sat 10–5
Knit Night every Thursday! Ask about our Beginner Sock class.

FARMHOUSE TEXTURED DISHCLOTH

Shop sample knit by Carol – come see it by the register!

Materials:
1 ball Sugarcane worsted weight cotton (2.5 oz / 70.9 g; 120 yds / 109 m)
Size 7 (4.5 mm) needles
Tapestry needle

Gauge: not important for this project.

Finished size: approx. 8" x 8"

Cast on 41 sts.
Knit 4 rows.
Row 1 (RS): K3, *p1, k1; rep from * to last 4 sts, p1, k3.
Row 2: K3, purl to last 3 sts, k3.
Rep these 2 rows until piece measures 7½" from beg.
Knit 4 rows. Bind off.

This month only: 15% off all Sugarcane cotton (reg. $4.99/ball).`,
    expected: {
      title: 'Farmhouse Textured Dishcloth',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 120 }],
      needle_sizes: [{ us: '7', mm: 4.5 }],
    },
  },
  {
    id: 'rw-ninth-uk-magazine-fair-isle-hat-shade-letters',
    text: `THE KNITTING QUARTERLY · ISSUE 87 · PATTERNS

>> Page 62

KIRKWALL TAM
By Isla Mackay-Rennie

A traditional tam worked in the round from the brim up, with stranded
colourwork bands in three shades of Shetland wool.

SIZES Small [Large]
To fit head circumference 51 [56] cm
Actual circumference at brim 48 [53] cm

YOU WILL NEED
Skerry Spindrift (4ply/jumper weight; 100% Shetland wool; 25 g/110 m)
Shade A Moorit x 2 balls
Shade B Natural White x 1 ball
Shade C Sorbet x 1 ball
(both sizes)
1 each 2.75 mm and 3.25 mm circular needles, 40 cm long
Set of 3.25 mm DPNs for crown shaping
A 28 cm dinner plate for blocking

TENSION
30 sts and 32 rounds to 10 cm over Fair Isle pattern using 3.25 mm needles.

ABBREVIATIONS See page 98.

NOTE When working stranded colourwork, keep floats loose and catch any float
longer than 5 sts.

Next issue: The Orkney Gansey in Skerry Aran, 1,300 m.`,
    expected: {
      title: 'Kirkwall Tam',
      designer: 'Isla Mackay-Rennie',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(440) }],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Small', 'Large'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
];
