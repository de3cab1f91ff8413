import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_NINTH_CASES_PART_4 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw39-07-family-blog-retyped-1950s-short-sleeved-jumper',
    text: `Nana’s Pattern Box – patterns from my grandmother’s knitting bag, retyped
nanaspatternbox.wordpress.com › 1950s › The Sandringham jumper

Posted by Ellie (granddaughter) · 14 February 2025 · 6 comments

This one has a pencilled note on the front in Nana’s writing – “Mum’s blue one, 1957”.
Like most jumpers of the day it’s knitted flat in pieces from the welt up and seamed.
I’ve typed it exactly as printed; my own notes are in [square brackets].

HARLECH WOOLS · LEAFLET No. 742 · PRICE 6d.

The “Sandringham”
SHORT-SLEEVED JUMPER
with lace panel yoke

MATERIALS: 7 (8, 8) ozs. HARLECH 3-PLY FINGERING. One pair each Nos. 12 and 10
Knitting Pins. 4 small buttons.
[No. 12 = 2.75 mm, No. 10 = 3.25 mm. Three-ply is finer than today’s 4-ply – I knitted
mine in a modern 4-ply and used about 950 m for the 36 in. size. Ellie]

MEASUREMENTS: To fit 34 (36, 38) in. bust. Length from top of shoulders, 20 (20½, 21)
ins. Sleeve seam, 4½ ins.

TENSION: 8 sts. and 10 rows to one inch on No. 10 Pins, measured over stocking stitch.

ABBREVIATIONS: K., knit; P., purl; st., stitch; tog., together; inc., increase by working
into front and back of stitch; dec., decrease; m.1, make one by bringing wool to front of
work; sl., slip; p.s.s.o., pass slipped stitch over; beg., beginning; rep., repeat; ins., inches.

The figures in brackets ( ) refer to the medium and large sizes respectively.

THE BACK
With No. 12 Pins cast on 116 (124, 132) sts. and work in K.1, P.1 rib for 3 ins.
Change to No. 10 Pins and proceed in stocking stitch, increasing 1 st. at both ends of the
7th and every following 8th row until there are 136 (144, 152) sts. on the needle.
Continue without shaping until work measures 13 ins. from beg., ending with a purl row.

TO SHAPE ARMHOLES: Cast off 6 sts. at beg. of next 2 rows, then dec. 1 st. at both ends of
every row until 112 (118, 124) sts. remain.

THE LACE PANEL: 1st row: K.44 (47, 50), * m.1, K.2 tog.; rep. from * 12 times, K. to end.
2nd row: Purl.
3rd row: K.43 (46, 49), * K.2 tog., m.1; rep. from * 13 times, K. to end.
4th row: Purl. These 4 rows form the lace panel. Rep. them until armholes measure 7 (7½, 8) ins.

[The leaflet continues with the Front, Sleeves and Making Up – next post!]

6 COMMENTS
Margaret H. – What a find! My mother knitted exactly this in 1958. I think hers took 9 ozs.
    Ellie – Oh how lovely, thank you Margaret!
Dot – Do you have the matching cardigan leaflet? It’s No. 743, in 10 ozs. of 4-ply.`,
    expected: {
      title: 'Sandringham Short-Sleeved Jumper',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: 10, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['34', '36', '38'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw39-08-uk-kit-booklet-fair-isle-mini-jumper-ornaments',
    text: `THIMBLE & TWINE KITS
Knitting Kit No. 31 · Intermediate

MINI JUMPER ORNAMENTS
Four tiny Fair Isle jumpers to hang on the tree

Designed by Bethan Lloyd for Thimble & Twine

IN YOUR KIT – please check the contents before you start
☐ 5 × 10 g mini balls of pure wool 4 ply (approx. 42 m each): Berry, Cream, Spruce, Mustard, Navy
☐ 1 spare 10 g mini ball of Cream, just in case
☐ 1 set of five 2.75 mm (US 2) double-pointed needles, 15 cm
☐ 1 tapestry needle
☐ 4 × 25 cm lengths of red and white twine for hanging
☐ 8 locking stitch markers
☐ This booklet
Anything missing? Email hello@thimbleandtwine.co.uk with your kit number and we’ll post a
replacement.

FINISHED SIZE
Each jumper measures approx. 8 cm wide across the body and 9 cm long.
The kit makes four jumpers, each with a different Fair Isle band.

TENSION
32 sts and 36 rounds to 10 cm over Fair Isle pattern in the round on 2.75 mm needles.
A firm tension keeps the little jumpers neat and crisp.

HOW THEY’RE MADE
Each jumper body is knitted in the round on double-pointed needles from the hem up, with a
Fair Isle band worked from the charts on pages 6–7. At the armholes the front and back are
worked flat, then joined at the shoulders with a three-needle cast off. The sleeves are
picked up around the armholes and knitted in the round.

ABBREVIATIONS
k knit · p purl · k2tog knit two together · M1 make one · rnd round · st(s) stitch(es)

JUMPER 1 – BERRY WITH CREAM SNOWFLAKES
Using Berry, cast on 52 sts and divide over four needles (13 sts on each).
Join to work in the round, taking care not to twist.
Rounds 1–5: *K1, p1; rep from * to end.
Rounds 6–8: Knit.
Work rounds 1–9 of Chart A, joining Cream as shown.
Break Cream and knit 4 rounds in Berry.
Divide for armholes: k26 and leave these sts on a spare needle for the front.

SAFETY: These ornaments are decorations, not toys. Keep small parts away from children
under 3 years.

COMING SOON FROM THIMBLE & TWINE
Mini Stocking Garland – 6 mini balls in festive shades
Snowy Owl Tea Cosy – 2 × 50 g balls of DK

Thimble & Twine Ltd · Unit 4, The Old Tannery, Kendal · thimbleandtwine.co.uk · © 2025`,
    expected: {
      title: 'Mini Jumper Ornaments',
      designer: 'Bethan Lloyd',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(5 * 42) }],
      gauge: { stitches: 32, rows: 36, inches: 4 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      techniques: ['fair isle', 'colorwork', 'in the round', 'bottom-up'],
    },
  },
];
