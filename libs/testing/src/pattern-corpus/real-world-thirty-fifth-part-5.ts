import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw35-09-heritage-archive-retyped-1950s-slipover-in-ounces',
    text: `Heathfield Heritage Knitters · Pattern Archive
Home > Archive > Menswear > 1950s

Leaflet retyped by Pauline (archive volunteer), March 2025. The original is a single folded sheet,
price 6d., with no designer named. My notes are in [square brackets]; everything else is as printed,
including the spellings.

Leaflet No. 412
The "Kingsdown" Slipover
A smart sleeveless pullover for the discerning man, with a cable panel up the centre front.

MATERIALS: 5 (6, 6) ozs. of Wendover 3-ply Fingering [no longer made; see my note below].
2 No. 12 and 2 No. 10 Knitting Pins [2.75 mm and 3.25 mm]. A cable needle.

MEASUREMENTS: To fit 38 (40, 42) in. chest. Length from top of shoulder, 23 (23½, 24) ins.

TENSION: 8 sts. and 10 rows to one inch on No. 10 pins, measured over stocking stitch.

ABBREVIATIONS: k., knit; p., purl; st., stitch; tog., together; inc., increase; dec., decrease;
rep., repeat; patt., pattern; beg., beginning; C6, slip next 3 sts. on to cable needle and leave at
front of work, k.3, then k.3 from cable needle.

The instructions are for the smallest size. Figures for the larger sizes are given in brackets.

THE BACK. Begin at the lower edge. With No. 12 pins cast on 152 (160, 168) sts. and work in
k.1, p.1 rib for 3 ins.
Change to No. 10 pins and proceed in stocking stitch until work measures 14 ins. from beg.,
ending with a p. row.
Shape Armholes: Cast off 8 sts. at beg. of next 2 rows, then dec. 1 st. at each end of every
alt. row until 120 (124, 128) sts. remain.

THE FRONT. Work as for Back until rib is complete. Change to No. 10 pins.
1st row: k.70 (74, 78), p.2, k.6, p.2, k.72 (76, 80).
2nd row: p.72 (76, 80), k.2, p.6, k.2, p.70 (74, 78).
3rd and 4th rows: as 1st and 2nd rows.
5th row: k.70 (74, 78), p.2, C6, p.2, k.72 (76, 80).
6th row: as 2nd row. These 6 rows form the patt.

[Archive note: I knitted this for my husband in 2019 in a modern 4-ply wool and it took about
200 g for the 40 in. size. Modern 4-ply is a little thicker than old 3-ply, so check your tension
carefully before you start.]

Other leaflets from this series in the archive:
No. 409 Ladies' Twin Set, 9 (10, 10) ozs. 3-ply
No. 415 Boy's Fair Isle Pullover, 4 ozs. and oddments

Comments (3)
Gerald M.: My grandfather had exactly this slipover! Thank you for typing it up.
Sue H.: What would 5 ozs. be in grams? — Pauline: About 142 g, so buy 150 g of modern yarn.
Anne-Marie: I used 3 x 50 g balls of 4 ply for the 38 in. size with a little left over.

Heathfield Heritage Knitters is a registered charity. Patterns are shared for personal use only.`,
    expected: {
      title: 'Kingsdown Slipover',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: 10, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['38', '40', '42'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw35-10-uk-knitting-book-page-cable-and-bobble-bolster',
    text: `HEARTH & HOME KNITS                                                                    74

THE SITTING ROOM

Bracken Bolster

Some projects exist simply because a sofa looked bare. This one began as a swatch of bobbles I
couldn't stop making, and grew into a fat, squashy bolster that now lives at the end of our old
Chesterfield. The cables climb the length of the tube and the ends gather into neat rosettes.

[Photo, opposite: the Bracken Bolster on a linen sofa with the Slate Footstool Cover, page 80.]

FINISHED SIZE
45 cm / 17¾ in long and 18 cm / 7 in diameter, to fit a standard bolster pad.

YARN
Aran weight wool: 4 x 100 g skeins (approx. 180 m per skein)
I used Brackenridge Aran in Fern; any smooth, well-plied aran will show off the cables and bobbles.

NEEDLES
4.5 mm (US 7) 40 cm circular needle
5 mm (US 8) 40 cm circular needle and a set of 5 mm double-pointed needles for the ends
Cable needle

NOTIONS
45 x 18 cm bolster cushion pad, 2 large buttons (optional, for the ends), stitch marker

TENSION
18 sts and 24 rounds to 10 cm over stocking stitch on 5 mm needles.
The 12-stitch cable panel measures 5 cm across.

ABBREVIATIONS
See page 156 for the full list. C4F: slip 2 sts onto cable needle, hold at front, k2, k2 from
cable needle. MB (make bobble): (k1, p1, k1, p1, k1) into the next st, turn, p5, turn, k5, then
pass the 2nd, 3rd, 4th and 5th sts over the first.

NOTE
The bolster is knitted in the round as a tube; the ends are then picked up and worked in the round
down to a point and gathered.

TUBE
With 4.5 mm needle, cast on 108 sts. Place marker and join to work in the round.
Rounds 1-6: *K2, p2; rep from * to end.
Change to 5 mm needle.
Set-up round: *P2, k12, p2, k2; rep from * to end.
Work rounds 1-16 of the chart 6 times, then rounds 1-8 once more.

TIP
Bobbles look neatest if you knit the stitch after each bobble through the back loop.

ALSO IN THIS CHAPTER
Slate Footstool Cover – 5 skeins aran, page 80
Hearthside Throw – 14 skeins, page 86

HEARTH & HOME KNITS                                                                    75

From Hearth & Home Knits by Martha Greenhalgh (Pennyroyal Press, 2024). Photography by Ewan Price.
Text and designs © Martha Greenhalgh 2024.`,
    expected: {
      title: 'Bracken Bolster',
      designer: 'Martha Greenhalgh',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(4 * 180) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      techniques: ['cables', 'bobbles', 'in the round'],
    },
  },
];
