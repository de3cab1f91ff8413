import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_SIXTEENTH_CASES (split for the file-size rule; see real-world-sixteenth.ts). */
export const REAL_WORLD_SIXTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-sixteenth-uk-brand-web-socks-cookie',
    text: `Thornfield Yarns | Home > Free Patterns > Socks > Cobble Lane Socks
🖨 Print pattern   ♡ Save to favourites   Share
This site uses cookies. By continuing to browse you agree to our cookie policy. [OK]

Cobble Lane Socks
Pattern by Hattie Brennan for Thornfield Yarns

A classic cuff-down sock with a heel flap and a simple lace panel running down the instep. The leg
and foot are worked in the round on double-pointed needles or a long circular using magic loop.

Sizes: Small (Medium, Large) — to fit foot circumference 19 (21, 23) cm
Leg length to top of heel flap: 16cm, or as desired

You will need:
1 x 100g skein Thornfield Sock 4ply (75% wool, 25% nylon; 425m / 465yds) in Slate Roof
2.5mm (US 1.5) double-pointed needles or an 80cm circular needle
Stitch markers, tapestry needle

Tension: 32 sts and 44 rounds to 10cm over stocking stitch, worked in the round.

Abbreviations: k2tog knit 2 together; ssk slip, slip, knit; yo yarn over; sl1 slip 1 purlwise;
pm place marker. For the full list see our Abbreviations page.

Cuff: Cast on 56 (64, 72) sts. Join to work in the round, being careful not to twist. Work 2cm
of k1 tbl, p1 rib...

Heel flap: Working back and forth over the first 28 (32, 36) sts only...

★★★★★ "My first lace socks and they came out perfectly!" — Jo, Leeds (32 reviews)
Shop the yarn: Thornfield Sock 4ply £16.50 · Add to basket
© Thornfield Yarns Ltd 2026. Free for personal use; please do not sell items made from this pattern.`,
    expected: {
      title: 'Cobble Lane Socks',
      designer: 'Hattie Brennan',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 465 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['top-down', 'lace', 'in the round'],
    },
  },
  {
    id: 'rw-sixteenth-us-mill-web-vest-seven-sizes',
    text: `BIG SKY RANCH MILL · Free Patterns · Homestead Vest
Printed from bigskyranchmill.com on 11/27/2026

Homestead Vest
Designed by Carla Whitfield

A roomy V-neck vest with a twisted-stitch cable at each front, knit in our Ranch Worsted.

SKILL LEVEL: Intermediate

SIZES
Finished chest: 34 (37, 40, 43, 46, 50, 54)", to be worn with 2-4" of positive ease.
Shown in size 40 on a 37" chest.

MATERIALS
Ranch Worsted (100% Rambouillet wool; 4 oz / 225 yds per skein), worsted weight
Yardage: 480 (520, 570, 620, 680, 740, 800) yards
US 6 (4 mm) and US 8 (5 mm) 24" circular needles, or size needed to obtain gauge
US 6 (4 mm) 16" circular for the armhole edgings
Cable needle, stitch markers, 5 buttons

GAUGE
18 sts and 26 rows = 4" in stockinette on US 8 needles, blocked.

NOTES
The vest is worked bottom up in one piece to the armholes; then the fronts and back are worked
separately. Slip the first st of every row for a neat edge.

BODY
With US 6 needle, CO 153 (167, 181, 195, 207, 225, 243) sts. Work k1 tbl, p1 rib for 2"...

Questions? Call the mill shop at (406) 555-0183. Ranch Worsted is $18 per skein; free shipping over $75.
Pattern © Big Sky Ranch Mill. You may print one copy for personal use.`,
    expected: {
      title: 'Homestead Vest',
      designer: 'Carla Whitfield',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '34', yards: 480 },
        { size: '37', yards: 520 },
        { size: '40', yards: 570 },
        { size: '43', yards: 620 },
        { size: '46', yards: 680 },
        { size: '50', yards: 740 },
        { size: '54', yards: 800 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['34', '37', '40', '43', '46', '50', '54'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw-sixteenth-indie-shawl-three-colour-table',
    text: `SALTMARSH SHAWL
a crescent shawl in three colours · Mirren Calloway Designs

Thank you for purchasing this pattern! If you have any questions, email me at mirren@calloway.design
or join the Calloway Knits group on Ravelry.

FINISHED MEASUREMENTS (after blocking)
Wingspan: 180 cm / 71"   Depth at centre: 46 cm / 18"

YARN
Fingering weight, shown in Estuary Sock by Mudflat Dye Co. (100% merino; 365 m / 399 yds per 100 g).

Colour   Shade       Amount
A        Kelp        1 skein (365 m / 399 yds)
B        Heron       1 skein (365 m / 399 yds)
C        Samphire    1 mini skein, 20 g (73 m / 80 yds)

NEEDLES
US 6 / 4 mm, 80 cm / 32" circular (for working flat)

GAUGE
18 sts and 36 rows (18 garter ridges) = 4" / 10 cm in garter stitch, after blocking.
Gauge is not critical, but a different gauge will change the size and the yardage.

CONSTRUCTION
The shawl begins with a short garter tab and grows in slipped-stitch stripes of A and B. It is
finished with a lace edging worked in C.

SET-UP: With A, CO 3 sts. Knit 6 rows...

© 2026 Mirren Calloway. This pattern is for personal use only — please don't share or resell it.
Tag your makes #saltmarshshawl 🌾`,
    expected: {
      title: 'Saltmarsh Shawl',
      designer: 'Mirren Calloway',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(803) }],
      gauge: { stitches: 18, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-sixteenth-designer-newsletter-hat-free',
    text: `From: Orla Fennimore | Bramble & Birch Knits <hello@brambleandbirch.co>
Subject: November notes + a free hat pattern for you 🍂

Hi friends,

The hedges are bare and the wood stove is going, so of course I've been casting on hats. As a thank
you for being on this list, this month's free pattern is below — scroll down, or download the PDF.

Shop update: the Bramble Cowl kits (2 skeins of Hedgerow DK, 460 yds) are back on Friday at 7pm GMT.

✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -

WINDROW HAT
by Orla Fennimore

Sizes: Child (Adult S/M, Adult L/XL) — finished circumference 17 (19, 21)", to fit with 1-2" of
negative ease
Yarn: DK weight wool; I used Hedgerow DK (230 yds / 210 m per 100 g)
Yardage: 110 (150, 185) yds
Needles: US 5 (3.75 mm) and US 6 (4 mm) 16" circulars, plus DPNs in the larger size
Gauge: 22 sts and 30 rnds = 4" in stockinette in the round on US 6

The hat is worked in the round from the brim up, with a twisted-rib brim and a textured
windrow pattern on the crown.

Brim: With smaller needle, CO 92 (104, 116) sts. Join to work in the rnd...

✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -

That's all for now. Happy knitting, and see you in December!
Orla x

You are receiving this because you signed up at brambleandbirch.co. Unsubscribe | Update preferences`,
    expected: {
      title: 'Windrow Hat',
      designer: 'Orla Fennimore',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Child', yards: 110 },
        { size: 'Adult S/M', yards: 150 },
        { size: 'Adult L/XL', yards: 185 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Child', 'Adult S/M', 'Adult L/XL'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
];
