import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw29-13',
    text: `WOOLLY WONDERS
Yarn · Haberdashery · Classes
12 Market Street, Hexham · 01434 555 218 · Open Tue–Sat 9.30–5

FREE PATTERN – with any purchase of Tynedale Aran

MARKET DAY HAT
Designed by Susan Pryor for Woolly Wonders

A quick cabled beanie with a deep ribbed brim – a perfect first cable project, and it knits up
in an evening or two.

SIZES
Small (Medium, Large)
To fit head circumference 51 (56, 61) cm

YOU WILL NEED
1 (1, 2) balls Tynedale Aran (100% British wool; 100g/200m), shown in Heather
4.5mm (US 7) 40cm circular needle
5mm (US 8) 40cm circular needle and a set of 5mm double-pointed needles
Cable needle, stitch marker, tapestry needle
Optional: faux-fur pompom (in the basket by the till, £6.50)

TENSION
18 sts and 24 rounds to 10cm over stocking stitch on 5mm needles.

PATTERN NOTES
The hat is worked in the round from the brim up. Change to DPNs when the stitches no longer fit
comfortably on the circular needle.

ABBREVIATIONS
k knit · p purl · k2tog knit 2 together · pm place marker
C6B slip 3 sts onto cable needle, hold at back, k3, then k3 from cable needle

BRIM
With 4.5mm needle cast on 88 (100, 108) sts. Place marker and join to work in the round,
taking care not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep this rnd until brim measures 8cm (or 12cm for a turned-up brim).

BODY
Change to 5mm needle.
Next rnd: *K6, p2; rep from * to last 0 (4, 4) sts, k0 (4, 4).
Cable rnd: *C6B, p2; rep from * to last 0 (4, 4) sts, k0 (4, 4).
Work 5 rnds as set without cabling, then rep the cable rnd. Cont until hat measures 18 (20, 22)cm.

CROWN
Rnd 1: *K2tog, k4, p2; rep from * ...

Any problems? Pop in and ask Sue or Hannah at the counter – that's what we're here for!

On the counter this month: Tynedale Gansey Cowl (2 balls Tynedale Aran, free with purchase)
Knit & Natter every Thursday 2–4pm, £3 with tea and cake · Beginners' Cable Class Sat 21 March, £25
© Woolly Wonders 2026 – please don't photocopy, pick up a fresh copy any time!`,
    expected: {
      title: 'Market Day Hat',
      designer: 'Susan Pryor',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Small', yards: m(200) },
        { size: 'Medium', yards: m(200) },
        { size: 'Large', yards: m(400) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw29-14',
    text: `COOLABAH YARNS
Free Pattern · Crochet · coolabahyarns.com.au

SHORELINE TOP
Design: Kirra Mahony

Sizes               XS (S, M, L, XL, 2XL)
To fit bust         76 (81-86, 91-97, 102-107, 112-117, 122-127) cm
Finished bust       86 (96, 106, 116, 126, 136) cm
Length              52 (54, 56, 58, 60, 62) cm (shoulder to hem)

YOU WILL NEED
Coolabah Cotton 8 ply (100% mercerised cotton; 50g balls; approx. 98m)
Colour 407 Sea Glass      5 (6, 6, 7, 8, 9) balls
4.00mm crochet hook
3.50mm crochet hook (for edging)
Stitch markers, wool needle

TENSION
18 tr and 9 rows to 10cm over treble pattern using 4.00mm hook.
Lace yoke pattern: 2 repeats (16 sts) = 9cm.
Please check your tension carefully – it affects the fit and the number of balls you need.

NOTES
This pattern uses Australian/UK crochet terms (tr = US double crochet).
The body is worked in joined rounds from the lower edge up to the underarm. The front and back
yokes are then worked separately in rows in an open shell lace pattern, and the straps are
joined at the shoulders. Finish the neck and armholes with a round of dc using the 3.50mm hook.

ABBREVIATIONS
ch chain · dc double crochet (US sc) · tr treble (US dc) · sl st slip stitch · sp space
rep repeat · shell (2tr, 1ch, 2tr) in same st or sp

BODY
With 4.00mm hook make 156 (174, 192, 210, 228, 246) ch, join with a sl st to the first ch,
taking care not to twist.
Round 1: 3ch (counts as 1tr), 1tr in each ch to end, join with sl st to top of 3ch.
Round 2: 3ch, 1tr in each tr to end, join.
Rep round 2 until body measures 32 (33, 34, 35, 36, 37) cm. Fasten off.

FRONT YOKE
With RS facing, miss 8 (9, 10, 11, 12, 13) tr for the underarm, rejoin yarn...
Row 1 (RS): 3ch, miss 1 tr, *shell in next tr, miss 3 tr; rep from * ...

You might also like: Shoreline Market Bag (3 balls Coolabah Cotton 8 ply) · Tidepool Cardigan
(8–14 balls Coolabah Cotton 8 ply)

© Coolabah Yarns Pty Ltd, Ballarat VIC. For personal, non-commercial use only.
Find your nearest stockist at coolabahyarns.com.au/stockists                                   1 of 3`,
    expected: {
      title: 'Shoreline Top',
      designer: 'Kirra Mahony',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(5 * 98) },
        { size: 'S', yards: m(6 * 98) },
        { size: 'M', yards: m(6 * 98) },
        { size: 'L', yards: m(7 * 98) },
        { size: 'XL', yards: m(8 * 98) },
        { size: '2XL', yards: m(9 * 98) },
      ],
      gauge: { stitches: 18, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['in the round', 'bottom-up', 'lace'],
    },
  },
];
