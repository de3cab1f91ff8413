import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_FORTY_FIFTH_CASES (split for the file-size rule; see real-world-forty-fifth.ts). */
export const REAL_WORLD_FORTY_FIFTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw45-15-lithuanian-etsy-linen-top-non-native',
    text: `Etsy order #3318207745 · AgneCrochetLT · Digital file: RUGIAGELE_TOP_EN.pdf

RUGIAGĖLĖ TOP
(cornflower in lithuanian language)

Crochet pattern by Agnė Petrauskienė

Hello dear crocheters! Thank you very much that you choosed my pattern. This top is my
favourite for hot summer days, it is light and it breath because of linen. I hope you
will enjoy to make it as much as I enjoyed. If you have questions please write me on
Instagram @agne.crochet.lt, I answer always.

SIZES
XS (S, M, L, XL)
Bust of top: 80 (88, 96, 104, 112) cm
Lenght: 44 (45, 47, 48, 50) cm
Model is wearing size S, she is 168 cm tall.

YARN
Linen yarn "Lino 8/6" (100 % linen, 100 g = 300 m)
Thickness of yarn: fingering (4 ply)
You need: 200 (250, 250, 300, 350) g
Colour on photo is nr. 12 "Rugiagėlė".
My tester Ieva make size S with 210 g only, but linen is heavy so better to have more.

TOOLS
Crochet hook 2,75 mm
Stitch markers, needle for sewing ends, scissors

GAUGE
10 cm x 10 cm = 26 dc x 12 rows (after washing and drying flat)
Linen shrinks a little after first wash, so please wash the swatch!

HOW IT IS MADE
Top is crocheted from up to down, in rounds, starting from the neck. First you make
the yoke with lace pattern, then divide for the body and straps. Body continues in rounds
until the hem. All terms are US terms (dc = double crochet).

ABBREVIATIONS
ch – chain, sl st – slip stitch, sc – single crochet, dc – double crochet,
st – stitch, sp – space, rep – repeat, V-st – (dc, ch 1, dc) in same stitch

YOKE
Ch 112 (120, 128, 136, 144), join with sl st in first ch, be careful not twist.
Rnd 1: ch 3 (count as dc), dc in every ch around, sl st in top of ch-3.
Rnd 2: ch 4 (count as dc + ch 1), dc in same st, *skip 1 st, V-st in next st*, rep to the end.

Please not share this pattern and not sell it, it is my work of many months. You can sell
the tops you made, only please write my name. Thank you!

Other my patterns: Smilga Bag (150 g), Ramunė Cardigan (500–800 g), Jūra Shawl (2 skeins).

© Agnė Petrauskienė 2025`,
    expected: {
      title: 'Rugiagėlė Top',
      designer: 'Agnė Petrauskienė',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'XS', yards: m((200 / 100) * 300) },
        { size: 'S', yards: m((250 / 100) * 300) },
        { size: 'M', yards: m((250 / 100) * 300) },
        { size: 'L', yards: m((300 / 100) * 300) },
        { size: 'XL', yards: m((350 / 100) * 300) },
      ],
      gauge: { stitches: 26, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw45-16-uk-neonatal-charity-crochet-baby-hats',
    text: `FRIENDS OF THE SPRINGFIELD NEONATAL UNIT
Registered charity no. 1098765 · Knitters' & Crocheters' Information Sheet 6

Thank you! Last year our volunteers gave over 1,400 hats, blankets and cardigans to
babies on the unit. Every baby leaves wearing something made with love.

TINY CROCHET HAT
Crochet pattern by volunteer Margaret Lowe

SIZES
Tiny prem (Prem, Newborn)
To fit head circumference: 25 (30, 35) cm approx. – babies of about 1–1.5 kg
(1.5–2.5 kg, 2.5–3.5 kg)

YARN
DK yarn, soft and machine washable at 40°C (acrylic or cotton blend only – NO mohair,
angora or anything fluffy, please).
Each hat uses approx. 20 (30, 40) m.

HOOK
4 mm (UK 8, US G-6)

TENSION
The first 4 rounds should measure about 6 (6.5, 7.5) cm across. Adjust your hook if needed.

NOTES
The hat is worked from the crown down in joined rounds. Ch 2 at the start of a round does
not count as a stitch. Please weave in all ends very securely – no knots, no buttons,
no pompoms or ribbons (they are a safety hazard on the unit).

TO MAKE
Ch 4, sl st in first ch to form a ring.
Rnd 1: Ch 2, 10 htr into ring, join with sl st to first htr. (10 sts)
Rnd 2: Ch 2, 2 htr in each st around, join. (20 sts)
Rnd 3: Ch 2, *1 htr in next st, 2 htr in next st; rep from * around, join. (30 sts)
Tiny prem only: go to Rnd 5.
Rnd 4: Ch 2, *1 htr in each of next 2 sts, 2 htr in next st; rep from * around, join. (40 sts)
Rnd 5 onwards: Ch 2, 1 htr in each st around, join, until hat measures 8 (9.5, 11) cm from crown.
Last 3 rnds: Ch 1, 1 dc in each st around, join.

DROPPING OFF
Please wash your items in non-biological powder, put them in a sealed clear bag with a
note of the yarn used, and leave them at the main reception, Monday–Friday 9am–4pm.

WISH LIST: We are also grateful for 50 g balls of white or pastel 4 ply for our blanket knitters,
and for 100 g of DK for cardigans in the Newborn size.

Questions: neonatalfriends@springfieldhospitals.nhs.example · Sheet printed March 2026`,
    expected: {
      title: 'Tiny Crochet Hat',
      designer: 'Margaret Lowe',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Tiny prem', yards: m(20) },
        { size: 'Prem', yards: m(30) },
        { size: 'Newborn', yards: m(40) },
      ],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['Tiny prem', 'Prem', 'Newborn'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
