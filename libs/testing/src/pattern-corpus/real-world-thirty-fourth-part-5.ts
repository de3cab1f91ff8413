import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw34-09-scottish-indie-ko-fi-mosaic-band-hat',
    text: `Ko-fi · Morven Gault Knits · Shop order #KF-88213 · Thank you for supporting me on Ko-fi! ☕

SKERRY HAT
Pattern by Morven Gault

A snug rib-brimmed beanie with a mosaic band of little rocks and waves, named for the skerries off the
end of our island. Quick to knit, and a good first go at mosaic if you've never tried it.

SIZES
Baby (Child, Adult)
To fit head circumference: 41-46 (48-51, 53-58) cm / 16-18 (19-20, 21-23) in
Finished circumference, unstretched: 38 (43, 49) cm
Sample shown in Adult, knitted by my mum.

YARN
Loch Fyne Aran (100% Scottish wool; 100 g / 166 m), aran weight, in two colours:
MC (Peat): 45 (60, 85) g
CC (Sea Pink): 15 (20, 25) g
If you'd like a big pom-pom, use a faux-fur one (about 8 cm); the amounts above don't allow for a yarn
pom-pom.

NEEDLES
4 mm (US 6) 40 cm circular needle and DPNs for the brim
5 mm (US 8) 40 cm circular needle and DPNs (or your favourite method for small circumferences) for the
body and crown

TENSION
18 sts and 24 rounds = 10 cm in stocking stitch worked in the round on 5 mm needles
20 sts and 36 rounds = 10 cm in the mosaic pattern on 5 mm needles

CONSTRUCTION
The hat is knitted in the round from the brim up. The band is worked in mosaic knitting: slipped
stitches carry the colour up from the round below, so you only ever work with one colour in a round.

ABBREVIATIONS
k knit · p purl · sl1 wyib slip one purlwise with yarn at back · k2tog knit two together
pm place marker · rnd round · MC main colour · CC contrast colour

BRIM
With 4 mm needle and MC, cast on 68 (76, 88) sts. Place marker and join to work in the round, being
careful not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep this rnd until the brim measures 4 (5, 6) cm.

MOSAIC BAND
Change to 5 mm needle. Knit 2 rnds in MC.
Join CC and work Rnds 1-16 of the Mosaic Chart (page 4), reading every chart row from right to left.
Cut CC and continue in MC.

CROWN
Knit every rnd until the hat measures 13 (16, 19) cm from the cast-on edge.

More Skerry patterns: Skerry Mitts – 1 skein of Loch Fyne Aran · Skerry Cowl – 2 skeins

© Morven Gault 2025 · morvengault.scot · Please don't share this PDF; send friends to my Ko-fi shop.
                                                                                      page 2 of 5`,
    expected: {
      title: 'Skerry Hat',
      designer: 'Morven Gault',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Baby', yards: m((60 * 166) / 100) },
        { size: 'Child', yards: m((80 * 166) / 100) },
        { size: 'Adult', yards: m((110 * 166) / 100) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Baby', 'Child', 'Adult'],
      techniques: ['mosaic', 'in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw34-10-faroese-yarn-company-steeked-cardigan',
    text: `LAMBAULL · Tórshavn · Føroyar                                         Pattern no. 2406 · English

VÁRLJÓS
Cardigan with an all-over pattern · Troyggja við mynstri

Design: Rannvá Joensen
Translated from the Faroese by Elin Hansen

Sizes: S – M – L – XL – XXL
Chest width: 94 – 102 – 110 – 118 – 126 cm
Total length: 58 – 60 – 62 – 64 – 66 cm
Sleeve length: 48 – 49 – 50 – 51 – 51 cm

Yarn: Lamba 2-ply (100% Faroese wool, fingering weight, 50 g = approx. 200 m)
Colour 1, natural white (01): 250 – 300 – 300 – 350 – 400 g
Colour 2, sheep brown (07): 150 – 150 – 200 – 200 – 250 g
Colour 3, fawn (04): 50 – 50 – 50 – 100 – 100 g

Needles: circular needles 2.5 mm and 3 mm, 40 and 80 cm; double-pointed needles 2.5 mm and 3 mm
Notions: 9 pewter buttons, 15 mm; sewing thread and a sewing machine for securing the steeks

Knitting tension: 27 stitches and 30 rounds in pattern on 3 mm needles = 10 x 10 cm.
Check your tension carefully; with too many stitches the cardigan becomes smaller, with too few larger.

About the cardigan
The body is knitted in the round from the lower edge up, with 5 extra steek stitches at the centre
front which are later machine-stitched and cut open. The pattern is worked in stranded colourwork
following the chart; never carry the yarn over more than 5 stitches without catching it at the back.
The sleeves are knitted in the round on double-pointed needles and sewn into steeked armholes.

BODY
Cast on 237 – 257 – 279 – 301 – 321 sts plus 5 steek sts with colour 2 on the 2.5 mm 80 cm circular
needle. Join in the round. Work k1, p1 rib for 5 cm, knitting the steek sts in every round.
Change to 3 mm needle and knit the chart, beginning at the arrow for your size. Continue until the body
measures 38 – 39 – 40 – 41 – 42 cm.
Armholes: Place 11 sts at each side on a holder and cast on 5 new steek sts over each.

SLEEVES
Cast on 56 – 58 – 60 – 62 – 64 sts with colour 2 on 2.5 mm double-pointed needles and work rib for 6 cm.

FRONT BANDS
Pick up stitches along each cut edge with the 2.5 mm needle and work k1, p1 rib for 3 cm, with 9
buttonholes on the right band.

Abbreviations: k = knit, p = purl, st(s) = stitch(es), inc = increase, dec = decrease

Other patterns in Lamba 2-ply: Hattur hat (100 g) · Vøttar mittens (100 g) · Sjal shawl (300 g)
Yarn and kits: lambaull.fo · Kit Várljós, size M: DKK 1.240

© Lambaull 2024. The pattern may not be copied for resale. Lambaull · Á Bakka 12 · FO-100 Tórshavn`,
    expected: {
      title: 'Várljós',
      designer: 'Rannvá Joensen',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(1800) },
        { size: 'M', yards: m(2000) },
        { size: 'L', yards: m(2200) },
        { size: 'XL', yards: m(2600) },
        { size: 'XXL', yards: m(3000) },
      ],
      gauge: { stitches: 27, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['colorwork', 'steeks', 'bottom-up', 'in the round'],
    },
  },
];
