import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_SEVENTEENTH_CASES (split for the file-size rule; see real-world-seventeenth.ts). */
export const REAL_WORLD_SEVENTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw17-09',
    text: `Little Bramble the Hedgehog
knitting pattern by Posy Hartigan · Posy Makes
www.posymakes.co.uk

SAFETY FIRST: if you are making Bramble for a baby or a child under 36 months, please
embroider the eyes instead of using safety eyes, and sew every piece on very securely.
Toys you sell must meet your country's toy safety rules (in the UK: UKCA marking).

FINISHED SIZE
Approx. 16 cm / 6¼" nose to tail, 9 cm tall.

YOU WILL NEED
DK weight yarn: 1 x 50 g ball in Conker (A) and 1 x 50 g ball in Oatmeal (B).
I used Thistledown DK (100% wool; 50 g / 112 m).
A small amount of black DK for the nose.
A pair of 3.25 mm (US 3) straight needles.
2 x 9 mm safety eyes (optional, see above).
Approx. 30 g polyester toy stuffing. Tapestry needle.

TENSION
Not critical, but knit firmly so the stuffing won't show through – I get about 24 sts and
32 rows to 10 cm over stocking stitch.

NOTES
Bramble is knitted flat in five pieces and sewn together. The spines are worked in loop
stitch (see the photo tutorial on page 5).

BODY
With A, cast on 12 sts.
Row 1 (WS): purl.
Row 2: (k1, m1) to last st, k1. 23 sts.

Page 2 of 7 · © Posy Hartigan 2024 · please don't share or resell this PDF`,
    expected: {
      title: 'Little Bramble the Hedgehog',
      designer: 'Posy Hartigan',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(224) }],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [{ us: '3', mm: 3.25 }],
    },
  },
  {
    id: 'rw17-10',
    text: `GILET ORTIE · NETTLE VEST
Un modèle de / A pattern by Clémence Aubertin
clemenceaubertin.fr — Version bilingue / bilingual version

Un gilet sans manches avec une torsade centrale, tricoté en rond de bas en haut jusqu'aux
emmanchures, puis dos et devant sont tricotés à plat.
A sleeveless vest with a central cable, knit in the round from the bottom up to the
armholes; then back and front are worked flat.

TAILLES / SIZES : T1 (T2, T3, T4, T5)
Tour de poitrine fini / Finished chest : 86 (94, 102, 110, 118) cm
Aisance conseillée / Recommended ease : 5 à 10 cm / 5–10 cm

FIL / YARN
Laine des Causses Fingering (fingering ; 100 % laine / 100% wool ; 100 g = 400 m)
3 (3, 4, 4, 5) écheveaux / skeins

AIGUILLES / NEEDLES
Aiguilles circulaires 2,75 mm et 3,25 mm (80 cm et 40 cm)
Circular needles 2.75 mm and 3.25 mm (80 cm and 40 cm)

ÉCHANTILLON / GAUGE
26 m x 36 rgs = 10 cm en jersey, aiguilles 3,25 mm
26 sts x 36 rows = 10 cm in stockinette on 3.25 mm needles

ABRÉVIATIONS / ABBREVIATIONS
m = maille / st ; end = endroit / k ; env = envers / p ; 2m ens = k2tog ; T6D = C6B

CORPS / BODY
Avec les aiguilles 2,75 mm, monter 224 (244, 264, 286, 306) m.
With 2.75 mm needles, cast on 224 (244, 264, 286, 306) sts.`,
    expected: {
      title: 'Nettle Vest',
      designer: 'Clémence Aubertin',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'T1', yards: m(1200) },
        { size: 'T2', yards: m(1200) },
        { size: 'T3', yards: m(1600) },
        { size: 'T4', yards: m(1600) },
        { size: 'T5', yards: m(2000) },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['T1', 'T2', 'T3', 'T4', 'T5'],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw17-11',
    text: `SKERRIE WOOL MILL · Pattern Library
Spun on the island since 1962

Cosy Cables Hot Water Bottle Cover
Pattern by Morag Isbister

[QR code]  Scan for the cable video

SIZE
Fits a standard 2 litre hot water bottle (approx. 20 x 33 cm).

YARN
2 x 100g skeins Skerrie Aran (aran weight; 100% Shetland-cross wool; approx 170m / 186yds
per 100g) in Peat.

NEEDLES
4.5mm (US 7) double-pointed needles for the ribbing
5mm (US 8) 40cm circular needle and 5mm DPNs

TENSION
18 sts and 24 rows to 10cm over stocking stitch on 5mm needles. The 16-st cable panel
measures 6cm across.

EXTRAS
Cable needle, stitch marker, 1m of ribbon or a twisted cord for the neck tie.

CONSTRUCTION
The cover is worked in the round from the bottom up. The bottom is closed with a
three-needle bind-off and the neck is worked in k2, p2 rib with an eyelet round for the tie.

Using 5mm circular needle, cast on 84 sts. Place marker and join for working in the round,
being careful not to twist.
Rnd 1: *K2, p2, k16 (cable panel), p2, k20; rep from * once more.

Skerrie Wool Mill Ltd · skerriewool.co.uk · Free to print for personal use · page 1 of 2`,
    expected: {
      title: 'Cosy Cables Hot Water Bottle Cover',
      designer: 'Morag Isbister',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 372 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw17-12',
    text: `WILLOWBROOK FARM FIBER SHARE — Winter Quarter Letter

Dear shareholders,
From the barn: lambing starts around March 10 and we expect about 40 lambs this year from
our 26 ewes. Farm store hours are Saturdays 9–1. Half-lamb meat shares (approx. 20 lb,
$180) can be reserved at the store.

IN YOUR SHARE THIS QUARTER
3 skeins of Willowbrook 2-Ply (worsted weight; 100% Romney-Corriedale; 4 oz / 190 yds per
skein), natural moorit. That's enough for the hat below and a pair of mittens!

SHEARING DAY HAT
pattern by Wren Abernathy (the shepherd's daughter – she's 17 and designed this one herself)

Sizes: Adult S (M, L) — to fit head 20 (21½, 23)"
Yarn: 1 skein Willowbrook 2-Ply for all sizes
Needles: US 7 16" circular; US 8 16" circular and double-pointed needles
Gauge: 18 sts = 4" in pattern on US 8

The hat is worked in the round from the brim up, with a cable band above the ribbing.
With US 7, cast on 88 (96, 104) sts. Join, being careful not to twist. Work k1 tbl, p1
ribbing for 2". Change to US 8.
Cable band, Rnd 1: *p2, k4, p2; rep from * around.

See you at shearing day (April 19)! — The Abernathy family
Willowbrook Farm · RR 2, Box 41 · Share #2 of 4`,
    expected: {
      title: 'Shearing Day Hat',
      designer: 'Wren Abernathy',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 190 }],
      gauge: { stitches: 18, rows: null, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L'],
      techniques: ['in the round', 'bottom-up', 'cables'],
    },
  },
];
