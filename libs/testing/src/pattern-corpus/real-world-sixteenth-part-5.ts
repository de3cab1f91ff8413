import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_SIXTEENTH_CASES (split for the file-size rule; see real-world-sixteenth.ts). */
export const REAL_WORLD_SIXTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-sixteenth-indie-crochet-tee-yardage-per-line',
    text: `Halcyon Tee
Designed by Priya Raman · Crochet · US terms

A boxy summer tee in an alternating single and double crochet texture. It is worked bottom-up in
two flat panels that are seamed at the shoulders and sides; the sleeves are cap sleeves picked up
around the armholes.

SIZES: XS, S, M, L, XL, 2XL, 3XL (shown in size M)
Finished bust: 32, 36, 40, 44, 48, 52, 56 in / 81, 91, 102, 112, 122, 132, 142 cm
Ease: choose a size 2-4 in / 5-10 cm larger than your bust.

YARN: Sport weight cotton blend. Sample: Sunray Sport (60% cotton, 40% linen; 50 g / 137 yds).
Yardage by size:
XS – 610 yds (558 m)
S – 680 yds (622 m)
M – 750 yds (686 m)
L – 830 yds (759 m)
XL – 910 yds (832 m)
2XL – 990 yds (905 m)
3XL – 1070 yds (978 m)

HOOK: 3.75 mm (US F-5)

GAUGE: 20 sts and 14 rows = 4 in / 10 cm in pattern (alternating sc and dc rows), blocked.

FRONT PANEL
Ch 83 (93, 103, 113, 123, 133, 143)...

Please do not share or sell this pattern. Questions: priya@halcyonhooks.com
© 2026 Priya Raman — Halcyon Hooks`,
    expected: {
      title: 'Halcyon Tee',
      designer: 'Priya Raman',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: 610 },
        { size: 'S', yards: 680 },
        { size: 'M', yards: 750 },
        { size: 'L', yards: 830 },
        { size: 'XL', yards: 910 },
        { size: '2XL', yards: 990 },
        { size: '3XL', yards: 1070 },
      ],
      gauge: { stitches: 20, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-sixteenth-uk-brand-crochet-pram-blanket-five-shades',
    text: `HEBDEN YARNS — FREE PATTERN HB-0412 — download and print at hebdenyarns.co.uk

Dotty Pram Blanket
Designed by the Hebden Yarns Design Studio

Bright spots of colour on a soft background — a cheerful first blanket for a new arrival, worked
in rows of treble crochet with little puff-stitch dots.

Finished size: approx 70 x 85cm

YOU WILL NEED
Hebden Baby DK (100% superwash merino, 100g / 250m)
1 x 100g ball each in Cloud (A), Buttercup (B), Mint (C), Blush (D) and Duck Egg (E)
4mm (UK 8 / US G-6) crochet hook
Tapestry needle

TENSION
18 tr and 9 rows to 10cm over treble crochet.

ABBREVIATIONS (UK terms)
ch chain; dc double crochet; tr treble; puff (yrh, insert hook, yrh and pull up a loop) 4 times,
yrh and pull through all 9 loops on hook; sp space; RS right side.

BLANKET
Using A, make 128ch.
Row 1 (RS): 1tr into 4th ch from hook, 1tr into each ch to end. 126 sts...

Stripe sequence: 4 rows A, 1 row B, 4 rows A, 1 row C...

Hebden Yarns Ltd, Mill Lane, Hebden Bridge. Free for personal use; this pattern may not be sold.
Want more? Sign up to our newsletter for a free pattern every month.`,
    expected: {
      title: 'Dotty Pram Blanket',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1250) }],
      gauge: { stitches: 18, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
    },
  },
  {
    id: 'rw-sixteenth-australian-indie-crochet-socks-toe-up',
    text: `Mallee Socks — a crochet sock pattern
by Jess Tran-Whitaker | Red Dirt Hooks | Adelaide, South Australia

G'day and thanks for grabbing Mallee! These are proper, wearable crochet socks — snug, stretchy
and not too thick for your boots. They're worked toe-up in the round, with an afterthought heel.

SIZES: S (M, L)
To fit foot circumference 20 (22, 24) cm. Choose the size closest to your foot measurement;
the fabric stretches widthways.

YARN: 4 ply sock yarn (fingering), 75/25 wool/nylon, 100 g skein = 400 m
Amount: 1 (1, 2) skeins.

HOOK: 2.75 mm (US C-2)

TENSION: 30 sts and 34 rnds = 10 cm over sc worked in the round (BLO).
Tension matters for socks — please swatch in the round.

NOTES
- US terms throughout.
- Rounds are joined with a sl st; the ch 1 does not count as a stitch.
- Try the sock on as you go; it should feel snug over the instep.

TOE
Ch 11. Rnd 1: 2 sc in 2nd ch from hook, sc in next 8 ch, 3 sc in last ch; working along the
other side of the chain...
Rnd 2: *2 sc in next st, sc to last st of side, 2 sc in last st; rep from * once more...

Made a pair? Tag #malleesocks and #reddirthooks — I love seeing them!
© Jess Tran-Whitaker 2026. For personal use only.`,
    expected: {
      title: 'Mallee Socks',
      designer: 'Jess Tran-Whitaker',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'S', yards: m(400) },
        { size: 'M', yards: m(400) },
        { size: 'L', yards: m(800) },
      ],
      gauge: { stitches: 30, rows: 34, inches: 4 },
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-sixteenth-zoo-shop-amigurumi-penguin-card',
    text: `HARBOURSIDE ZOO · LITTLE PENGUIN APPEAL
Crochet a penguin — help our rescue team!

Every penguin you make and bring to the Visitor Centre is sold in our gift shop, and every dollar
goes to the little penguin rehabilitation programme. (Suggested donation for this card: $2.)

LITTLE PENGUIN
Pattern by keeper Nell Abernathy

Height: about 10 cm
Yarn: any DK (8 ply) yarn — about 30 m navy, 15 m white and a little orange for the beak
Hook: 3.5 mm (US E-4)
Also: 2 black buttons or 6 mm safety eyes (not for under-3s), a handful of toy stuffing
Gauge is not important, but work tightly so the stuffing doesn't show.

Worked amigurumi-style in a continuous spiral in the round. US terms.

BODY (navy)
Rnd 1: 6 sc in a magic ring. (6)
Rnd 2: 2 sc in each st around. (12)
Rnd 3: *sc, 2 sc in next st; rep from * around. (18)
Rnds 4-12: sc around...

FLIPPERS (make 2, navy)
Rnd 1: 5 sc in a magic ring. (5)
Rnds 2-5: sc around. Flatten and sew to the sides.

Thank you, crafters! Last year you made 1,140 penguins.

Adopt a penguin from $45 a year · Feeding talks daily at 11 am and 2 pm at Penguin Cove
Harbourside Zoo is a not-for-profit conservation organisation.`,
    expected: {
      title: 'Little Penguin',
      designer: 'Nell Abernathy',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(45) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
