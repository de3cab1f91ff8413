import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_NINTH_CASES (split for the file-size rule; see real-world-ninth.ts). */
export const REAL_WORLD_NINTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-ninth-blog-crochet-beanie-fit-never-says-one-size',
    text: `cozy corner crochet » free patterns » hats

The Ember Slouch Beanie (Free Crochet Pattern)
by Danielle Okafor · Updated October 2, 2025 · 38 comments

This post may contain affiliate links. The ad-free printable PDF is available in my shop!

I designed this beanie after my daughter stole my last one. It's warm, it's slouchy,
and it works up in one evening.

MATERIALS
• Worsted weight yarn (medium #4), 180 yds / 165 m – I used Cozy Spun in Rust
• 5.5 mm (I-9) crochet hook for the body
• 5 mm (H-8) crochet hook for the brim
• 4" / 10 cm faux fur pompom (optional)
• Yarn needle, scissors

GAUGE
12 hdc and 9 rows = 4" (10 cm) with the 5.5 mm hook.

FINISHED MEASUREMENTS
20" around the brim, unstretched, and 10" tall, not counting the pompom.
It fits an average adult woman's head comfortably with room for a bun.

CONSTRUCTION
The ribbed brim is worked sideways in rows first and joined into a loop; then the body
is worked in the round into the edge of the brim.

Looking for a matching scarf? Try the Cabin Cowl – it uses 300 yds of bulky yarn!
Pin it for later ♥`,
    expected: {
      title: 'Ember Slouch Beanie',
      designer: 'Danielle Okafor',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 180 }],
      gauge: { stitches: 12, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-ninth-web-address-tunisian-scarf-mc-cc-balls',
    text: `www.hookandloopstudio.co.uk/free-patterns/tunisian-stripe-scarf

Pattern by Joanna Ferreira-Blake | Hook & Loop Studio | Free pattern #32

TUNISIAN STRIPE SCARF

Skill level: beginner – if you can do Tunisian simple stitch, you can make this.

You will need
1 ball each in MC (Slate) and CC (Mustard) of Hook & Loop Chunky
   (each 100 g / 3½ oz, approx. 140 m / 153 yds)
6 mm (US J-10) Tunisian crochet hook, 35 cm long
Tapestry needle

Tension
15 sts and 13 rows to 10 cm over Tunisian simple stitch (Tss).

Finished size
Approx. 18 x 160 cm

Abbreviations
Tss – Tunisian simple stitch; RetP – return pass; ch – chain; sl st – slip stitch
Fwd – forward pass; yoh – yarn over hook

Notes
Every row is a forward pass and a return pass; the work is never turned.
Change colour at the end of a return pass every 6 rows; carry the unused colour up the side.

To begin: with MC, ch 27.`,
    expected: {
      title: 'Tunisian Stripe Scarf',
      designer: 'Joanna Ferreira-Blake',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(280) }],
      gauge: { stitches: 15, rows: 13, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      techniques: ['tunisian crochet'],
    },
  },
  {
    id: 'rw-ninth-dutch-translation-baby-cardigan-month-brackets',
    text: `Wolhuis Breda · patroon 26-118 · English translation (vertaling)

BABY CARDIGAN "STIPJE"
Design: Femke ter Horst

Sizes: 0-3 [3-6, 6-12, 12-18] months
Chest: 44 [48, 52, 56] cm
Length: 24 [27, 30, 33] cm

Yarn: Wolhuis Baby Sport (100% merino superwash), sport weight
2 [2, 3, 3] x 50 g balls (each 1.76 oz / 150 m / 164 yds), colour 07 Pale Blue

Hooks: 3.5 mm (E-4) and 3.25 mm (D-3)
Notions: 4 buttons (12 mm), stitch markers

Gauge: 22 sts and 12 rows of dc = 10 cm / 4 in, using 3.5 mm hook

The cardigan is crocheted top-down in one piece, with raglan increases.
Instructions are in US crochet terms: dc = stokje (NL) = treble (UK).

Yoke: with 3.5 mm hook ch 58 [62, 66, 70].
Row 1: dc in 4th ch from hook and in each ch across.

Wolhuis Breda · Ginnekenweg 12 · www.wolhuisbreda.nl`,
    expected: {
      title: 'Baby Cardigan "Stipje"',
      designer: 'Femke ter Horst',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: 328 },
        { size: '3-6 months', yards: 328 },
        { size: '6-12 months', yards: 492 },
        { size: '12-18 months', yards: 492 },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'D-3', mm: 3.25 },
        { us: 'E-4', mm: 3.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
      techniques: ['top-down', 'raglan'],
    },
  },
  {
    id: 'rw-ninth-spanish-translation-market-bag-decimal-comma',
    text: `PATRÓN TRADUCIDO / TRANSLATED PATTERN

Bolsa Mercado · Market Bag
Diseño / Design: María José de las Heras
Revista Punto y Ganchillo nº 54

MATERIALES / MATERIALS
Algodón Sol (100 % algodón): 200 g en color Arena (2 ovillos de 100 g = 170 m cada uno)
200 g in colour Sand (2 balls of 100 g = 170 m each)
Aguja de ganchillo / Crochet hook: 4,5 mm
2 asas de madera / 2 wooden handles, 13 cm

MUESTRA / GAUGE
10 cm = 7 mallas de red x 8 vueltas
10 cm = 7 mesh spaces x 8 rows

MEDIDAS / MEASUREMENTS
Aprox. 35 x 40 cm sin asas / approx. 35 x 40 cm without handles

NOTAS / NOTES
La base se trabaja en redondo y el cuerpo en vueltas de red.
The base is worked in the round, the body in rounds of mesh.

Abreviaturas / Abbreviations: cad = ch (chain); pb = sc (single crochet);
pa = dc (double crochet); pd = sl st (slip stitch).`,
    expected: {
      title: 'Market Bag',
      designer: 'María José de las Heras',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: m(340) }],
      gauge: { stitches: 7, rows: 8, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['in the round'],
    },
  },
];
