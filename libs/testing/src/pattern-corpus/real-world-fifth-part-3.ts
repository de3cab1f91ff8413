import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FIFTH_CASES (split for the file-size rule; see real-world-fifth.ts). */
export const REAL_WORLD_FIFTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-fifth-yoke-pullover-mc-and-shades-each',
    text: `Hraun Pullover
Pattern by Guðrún Ósk Jónsdóttir | Reykjavík

Sizes: S (M, L, XL, XXL)
Finished chest: 92 (100, 108, 118, 128) cm

Yarn: Icelandic wool, lightweight (50 g / approx. 100 m)
MC Charcoal: 5 (6, 6, 7, 8) balls
CC1 Ash, CC2 Oatmeal, CC3 Rust: 1 ball each

Needles: 3.5 mm and 4.5 mm (US 4 and 7) circulars, 40 and 80 cm, and DPNs
Gauge: 18 sts and 24 rounds = 10 cm in stockinette on 4.5 mm

Body and sleeves are worked in the round from the hem up, then joined for the stranded colourwork yoke.`,
    expected: {
      title: 'Hraun Pullover',
      designer: 'Guðrún Ósk Jónsdóttir',
      craft_type: 'knitting',
      yardage: [
        { size: 'S', yards: m(8 * 100) },
        { size: 'M', yards: m(9 * 100) },
        { size: 'L', yards: m(9 * 100) },
        { size: 'XL', yards: m(10 * 100) },
        { size: 'XXL', yards: m(11 * 100) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['in the round', 'bottom-up', 'colorwork'],
    },
  },
  {
    id: 'rw-fifth-web-address-beret-fits-head-range-two-units',
    text: `www.saltandsheep.com.au · free pattern
Bondi Slouch Beret

Fits an adult head 54–58 cm (21¼–22¾")
Finished circumference at brim: 48 cm, unstretched

Yarn: 10 ply / aran weight wool, 150–180 m (164–197 yds)
Needles: 4.5 mm and 5 mm (US 7 and 8) 40 cm circular needles, plus DPNs for the crown
Tension: 18 sts and 25 rnds = 10 cm over cable pattern on 5 mm needles, after a gentle steam

Worked bottom-up in the round; the cables run into the crown decreases.`,
    expected: {
      title: 'Bondi Slouch Beret',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(180) }],
      gauge: { stitches: 18, rows: 25, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['in the round', 'bottom-up', 'cables'],
    },
  },
  {
    id: 'rw-fifth-collection-brioche-scarf-per-inch-fraction',
    text: `Winter Woods Collection — Pattern 3 of 5
BIRCH BARK BRIOCHE SCARF
by Noor El-Amin

Finished measurements: 9" wide x 68" long
Yarn: Worsted weight; 1 skein each in Light (L) and Dark (D) colours
  Sample knit in Pinecone Worsted (100 g / 3.5 oz; 210 yds / 192 m per skein)
Needles: US 8 (5 mm) 24" circular, used flat
Gauge: 3½ sts and 7 rows per inch in two-colour brioche, relaxed

Weave in ends only after blocking.`,
    expected: {
      title: 'Birch Bark Brioche Scarf',
      designer: 'Noor El-Amin',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 210 }],
      gauge: { stitches: 3.5, rows: 7, inches: 1 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['brioche'],
    },
  },
  {
    id: 'rw-fifth-tee-two-groups-of-sizes',
    text: `Lakeside Linen Tee
Design by Mira Solberg-Achebe

Sizes: 1 (2, 3, 4, 5) (6, 7, 8, 9)
Finished chest: 32½ (36½, 40¼, 44, 48) (52, 56½, 60, 64)"
Recommended ease: 2–4" positive

Yarn: sport weight linen blend, approx. 700 (780, 860, 940, 1020) (1110, 1200, 1290, 1380) yds
Sample: Flaxfield Sport in "Driftwood" (50 g / 1.75 oz; 142 yds / 130 m)
Needles: US 4 (3.5 mm) and US 5 (3.75 mm), 24" and 32" circulars
Gauge: 23 sts and 32 rnds = 4" in stockinette on larger needle, blocked

Worked bottom up in the round to the underarms, then front and back are worked flat.`,
    expected: {
      title: 'Lakeside Linen Tee',
      designer: 'Mira Solberg-Achebe',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '1', yards: 700 },
        { size: '2', yards: 780 },
        { size: '3', yards: 860 },
        { size: '4', yards: 940 },
        { size: '5', yards: 1020 },
        { size: '6', yards: 1110 },
        { size: '7', yards: 1200 },
        { size: '8', yards: 1290 },
        { size: '9', yards: 1380 },
      ],
      gauge: { stitches: 23, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
