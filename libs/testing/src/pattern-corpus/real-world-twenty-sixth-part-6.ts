import type { PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw26-11',
    text: `TIDELINES · CHAPTER THREE: THE SKERRIES                                        63

Skerry Cardigan

At low water the skerries off the point show their backs like a line of seals, and the
kelp lies over them in thick ropes. I wanted a cardigan with that weight to it: deep
ropes of cable up each front, a plain back you can lean against a harbour wall in, and
buttons big enough to do up with cold fingers.

SIZES
To fit bust     81-86    91-97    102-107    112-117    122-127   cm
                32-34    36-38    40-42      44-46      48-50     in
Finished bust   96       106      117        127        138       cm
Length          60       62       64         66         68        cm
Skeins          7        8        9          10         11

YARN
Northshore Aran (100% wool; 100 g / 171 m / 187 yds), shade Driftwood; see table.

NEEDLES
4 mm (US 6) and 5 mm (US 8) needles; cable needle

NOTIONS
7 buttons, 22 mm; stitch holders; tapestry needle

TENSION
18 sts and 24 rows = 10 cm over stocking stitch on 5 mm needles.
The 24-st cable panel measures 9 cm wide.

CONSTRUCTION
The cardigan is worked in pieces from the lower edge up and seamed. The saddle
shoulders are worked as extensions of the sleeves, and the button bands are picked up
and knitted last.

BACK
With 4 mm needles, cast on 88 (98, 108, 116, 126) sts.
Rib row 1 (RS): K2, *p2, k2; rep from * to end.
Rib row 2: P2, *k2, p2; rep from * to end.
Repeat these 2 rows until rib measures 6 cm, ending with a WS row.
Change to 5 mm needles and work in stocking stitch until back measures 38 (39, 40, 41,
42) cm from cast-on edge, ending with a WS row.

RIGHT FRONT
With 4 mm needles, cast on 46 (50, 56, 60, 66) sts and work rib as for the back.
Next row (RS): K to last 28 sts, work Chart A over 24 sts, k4.

[Photograph: the Skerry Cardigan, worn at Sandwick slipway in a north-westerly.]

64                                          TIDELINES · CHAPTER THREE: THE SKERRIES

Also in this chapter: Gull Hat (1 skein Northshore Aran) · Skerry Wrist Warmers (90 m)

From Tidelines: Knits from the Northern Shore by Ingrid Solheim-Barrow.
Photography by Oskar Lind. Published by Fairhaven Press, 2025. All rights reserved.`,
    expected: {
      title: 'Skerry Cardigan',
      designer: 'Ingrid Solheim-Barrow',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81-86', yards: 1309 },
        { size: '91-97', yards: 1496 },
        { size: '102-107', yards: 1683 },
        { size: '112-117', yards: 1870 },
        { size: '122-127', yards: 2057 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117', '122-127'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw26-12',
    text: `purlmarket.app · your pattern is ready
Order PM-88213 · Jacaranda Tee · PDF v1.0 · licensed for personal use

JACARANDA TEE
by Nell Ferreira · nell ferreira knits, Brisbane

A breezy tee for long Queensland summers, knitted in 8 ply cotton with a wide boat neck
and short, slightly dropped sleeves. No seams, no purling back and forth, and a raglan
you can try on as you go.

SIZES & YARN
Choose your size by finished bust; 5-10 cm (2-4") positive ease is recommended.
Size 1 - finished bust 86 cm (34") - 640 m / 700 yds
Size 2 - finished bust 94 cm (37") - 700 m / 766 yds
Size 3 - finished bust 102 cm (40") - 760 m / 831 yds
Size 4 - finished bust 112 cm (44") - 830 m / 908 yds
Size 5 - finished bust 122 cm (48") - 900 m / 984 yds
Size 6 - finished bust 132 cm (52") - 970 m / 1061 yds
Size 7 - finished bust 142 cm (56") - 1040 m / 1137 yds
Sample: size 3 in Kookaburra Cotton 8 ply (100% cotton, 50 g / 106 m), colour Jacaranda;
it took a little over 7 balls.

NEEDLES
3.5 mm circular needles, 40 and 80 cm (ribbing)
4 mm circular needles, 40 and 80 cm (body and sleeves), or size to obtain tension

TENSION
20 sts and 28 rows = 10 cm over stocking stitch on 4 mm needles, after blocking.

CONSTRUCTION
The tee is worked top-down in the round, starting with the neckband. Raglan increases
shape the yoke; then the sleeves are set aside, the body is worked in the round to the
hem, and the short sleeves are finished with a few rounds of rib.

NECKBAND
With the 3.5 mm 40 cm needle, cast on 100 (104, 108, 112, 116, 120, 124) sts. Place a
marker and join in the round. Work k1, p1 rib for 2 cm.

YOKE
Change to 4 mm needle. Set-up round: K14 (14, 14, 14, 14, 14, 14) for the sleeve, pm,
k36 (38, 40, 42, 44, 46, 48) for the front, pm, k14 for the sleeve, pm, k to end for
the back.
Increase round: *K1, M1L, k to 1 st before marker, M1R, k1, sm; rep from * 3 more times.
8 sts increased.

Rate this pattern in the Purlmarket app ★★★★★ · 3 makes · 1 question
More from Nell: Paperbark Cardigan (1,450-2,300 m) · Mangrove Socks (1 skein)
Copyright © 2026 Nell Ferreira. Sold through Purlmarket. Do not redistribute.`,
    expected: {
      title: 'Jacaranda Tee',
      designer: 'Nell Ferreira',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: 700 },
        { size: '2', yards: 766 },
        { size: '3', yards: 831 },
        { size: '4', yards: 908 },
        { size: '5', yards: 984 },
        { size: '6', yards: 1061 },
        { size: '7', yards: 1137 },
      ],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['top-down', 'in the round', 'raglan'],
    },
  },
];
