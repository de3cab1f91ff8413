import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTIETH_CASES_PART_4 (split for the file-size rule; see real-world-fortieth.ts). */
export const REAL_WORLD_FORTIETH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw40-07-australian-indie-tabi-socks-foot-circumference',
    text: `TIDEWATER TABI SOCKS
split-toe socks for wearing with sandals and thongs
Pattern by Hannah Vuong
Photos: Mel Okafor
saltbush knits
Tidewater Tabi Socks · saltbush knits · p. 2
THE SOCKS
Tidewater is knitted from the cuff down in the round, with a classic heel ﬂap and gusset.
At the toe the stitches are divided: the big toe is worked ﬁrst, then the remaining stitch-
es are rejoined for the four-toe section. A slipped-stitch rib runs down the instep.
SIZES
XS (S, M, L, XL)
Foot circumference: 18 (20, 22, 24, 26) cm / 7 (8, 8¾, 9½, 10¼)"
Foot length is adjustable.
Sample: size M, on Bec’s 22 cm feet.
YOU WILL NEED
Yarn
4 ply / ﬁngering weight sock yarn
We used
Saltbush Sock (75% superwash merino, 25% nylon; 100 g / 365 m) in Mangrove
Amount
1 (1, 1, 2, 2) skeins
Needles
2.25 mm (US 1) and 2.5 mm (US 1½) needles for small circumferences: DPNs, two
circulars or a long circular for magic loop
Notions
4 stitch markers, waste yarn, darning needle
TENSION
36 sts and 50 rounds = 10 cm over stocking stitch in the round on 2.25 mm needles.
Tidewater Tabi Socks · saltbush knits · p. 3
© saltbush knits 2025 · saltbushknits.com.au
Tension matters for the ﬁt of a sock; aim for a ﬁrm fabric.
SIZE CHART
Size XS S M L XL
Cast on 56 60 68 72 80
Foot circ. (cm) 18 20 22 24 26
Heel ﬂap rows 28 30 34 36 40
Gusset sts 14 15 17 18 20
Big toe sts 16 18 20 22 24
ABBREVIATIONS
k knit
p purl
sl1 wyib slip 1 purlwise with yarn in back
ssk slip, slip, knit the 2 slipped sts together
k2tog knit 2 together
CUFF
With 2.5 mm needles, cast on 56 (60, 68, 72, 80) sts using a stretchy cast-on. Join to
work in the round, being careful not to twist.
Rib round: *K1 tbl, p1; rep from * to end.
Work rib for 3 cm. Change to 2.25 mm needles.
Tidewater Tabi Socks · saltbush knits · p. 4`,
    expected: {
      title: 'Tidewater Tabi Socks',
      designer: 'Hannah Vuong',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: m(365) },
        { size: 'S', yards: m(365) },
        { size: 'M', yards: m(365) },
        { size: 'L', yards: m(2 * 365) },
        { size: 'XL', yards: m(2 * 365) },
      ],
      gauge: { stitches: 36, rows: 50, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw40-08-uk-magazine-download-fair-isle-baubles',
    text: `THE KNITTING PARLOUR
FREE PATTERN DOWNLOAD · CHRISTMAS 2024 · ISSUE 87
Snowberry Baubles
Three Fair Isle bauble covers to knit from one ball of each shade. Catriona Mowat
designs a trio of festive decorations for your tree.
Designed by Catriona Mowat
Photography: Ruth Allingham · Styling: Jo Penrose
THE KNITTING PARLOUR | CHRISTMAS 2024 | 66
YOU WILL NEED
Yarn
Skerry Shetland 4 ply (100% Shetland wool; 25 g / 105 m)
1 x 25 g ball each in Scarlet (A), Natural (B) and Moss (C)
Needles
A set of 2.75 mm (UK 12 / US 2) double-pointed needles
A set of 3.25 mm (UK 10 / US 3) double-pointed needles
Other
3 polystyrene balls, 7 cm diameter
Oddments of gold yarn for the hanging loops
MEASUREMENTS
To ﬁt a 7 cm (2¾ in) bauble; circumference 22 cm
TENSION
32 sts and 34 rounds to 10 cm over Fair Isle pattern using 3.25 mm needles.
This makes three baubles, one in each colourway.
THE KNITTING PARLOUR | CHRISTMAS 2024 | 67
PATTERN NOTES
The bauble covers are knitted in the round in Fair Isle, carrying the colour not in use
loosely across the back of the work. Each polystyrene ball is inserted before the top is
closed. Read all chart rounds from right to left.
CHART 1 – STAR
22
20
15
10
5
1
8 4 1
Key
Scarlet (A)
Natural (B)
Moss (C)
pattern repeat
BAUBLE 1
Using 2.75 mm needles and A, cast on 8 sts and divide them over 3 needles. Join to work
in the round.
Round 1 K.
Round 2 (Kfb) to end. 16 sts.
Round 3 and every alt round K.
Round 4 (K1, kfb) to end. 24 sts.
Cont to inc 8 sts on every alt round in this way until there are 72 sts.
Change to 3.25 mm needles and work from Chart 1, repeating the 8 sts 9 times a round.
THE KNITTING PARLOUR | CHRISTMAS 2024 | 68
Also in this issue: Nordic Christmas Stocking, knitted in 3 x 50 g balls of DK – page 42
© The Knitting Parlour 2024. For personal use only. Not to be reproduced.`,
    expected: {
      title: 'Snowberry Baubles',
      designer: 'Catriona Mowat',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(3 * 105) }],
      gauge: { stitches: 32, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      techniques: ['fair isle', 'colorwork', 'in the round'],
    },
  },
];
