import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_NINETEENTH_CASES (split for the file-size rule; see real-world-nineteenth.ts). */
export const REAL_WORLD_NINETEENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw19-13',
    text: `QOLLQA ALPACA · Arequipa, Perú
Patrón gratuito / Free pattern · English                                   QA-K-2231

LITTLE CONDOR HOODIE
Design: Rosario Quispe Delgado

A cosy pullover hoodie for children with a cable panel on the front and a roomy pocket.

Size (years)          2      4      6      8      10
To fit chest (cm)     53     58     63     68     73
Finished chest (cm)   62     67     72     78     84
Length (cm)           35     39     43     47     51
Qollqa Alpaca DK      4      5      5      6      7      balls

Yarn: Qollqa Alpaca DK (100% baby alpaca), 50 g = approx. 117 m. Colour 114 Andes Blue.
Needles: 3.25 mm (US 3) and 4 mm (US 6) straight needles; cable needle.
Tension: 22 sts and 30 rows = 10 cm in stocking stitch on 4 mm needles.
Notions: 4 stitch holders.

Notes: Back, front and sleeves are worked flat from the bottom up and sewn together.
The hood is picked up around the neck and seamed at the top. Follow the chart for the
cable panel (16 sts) on the front.

Alpaca care: hand wash cold, dry flat in the shade.
www.qollqa-alpaca.example · Hecho en Perú                                               1/3`,
    expected: {
      title: 'Little Condor Hoodie',
      designer: 'Rosario Quispe Delgado',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(468) },
        { size: '4 years', yards: m(585) },
        { size: '6 years', yards: m(585) },
        { size: '8 years', yards: m(702) },
        { size: '10 years', yards: m(819) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['bottom-up', 'cables'],
    },
  },
  {
    id: 'rw19-14',
    text: `ECHOFIELD SHAWL
crochet pattern · Mireille Dufresne-Achebe

PATTERN NOTES
• Yarn weight: fingering (4 ply)
• Colour A: 350–395 m / 383–432 yds
• Colour B: 140–160 m / 153–175 yds
The lower numbers are what the sample used; the higher ones give you a safety margin.
• Sample yarn: Larchmere Sock (75% wool, 25% nylon) in Rust (A) and Fog (B).
• Hook: 4 mm (US G-6)
• Gauge: 4 shell repeats (24 sts) and 12 rows = 10 cm / 4" in shell pattern, after
blocking.
• Finished size: 180 cm wingspan x 75 cm deep, after blocking.
• Construction: the shawl is worked top-down from the centre back neck in lacy shells,
with stripes of colour B every 8 rows.

ABBREVIATIONS (US TERMS)
ch – chain · dc – double crochet · sc – single crochet · sh – shell (5 dc in same st)

Ravelry: mireilledesigns · Instagram: @mireille.crochets
Please don't share this PDF. You may sell items you make from it in small numbers.     p. 1`,
    expected: {
      title: 'Echofield Shawl',
      designer: 'Mireille Dufresne-Achebe',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 607 }],
      gauge: { stitches: 24, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw19-15',
    text: `folksy · handmade in Britain
Order FK-88213 · Digital download · Clover the Bunny (PDF)

Clover the Bunny
knitting pattern by Hattie Pennock

Clover stands about 24 cm tall from her toes to the tips of her ears and wears a little
gathered dress.

YOU WILL NEED
• DK yarn: 30 g in Oatmeal (A) for the body and 15 g in Rose (B) for the dress — I used
Brambleby DK (100 g = 230 m)
• A small amount of brown DK for the nose
• 3 mm (UK 11 / US 2½) knitting needles
• 2 × 6 mm safety eyes (or embroider the eyes for children under 3)
• 20 g toy stuffing
• Tapestry needle

TENSION
Tension isn't important for a toy, but knit firmly so the stuffing won't show through.

NOTES
All the pieces are knitted flat and sewn together. The ears are worked in garter stitch.

SAFETY: Toys for babies and young children must not have safety eyes, buttons or beads.
© Hattie Pennock 2024 · You may sell finished toys; please credit the pattern.        page 1`,
    expected: {
      title: 'Clover the Bunny',
      designer: 'Hattie Pennock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(103.5) }],
      needle_sizes: [{ us: '2.5', mm: 3 }],
    },
  },
  {
    id: 'rw19-16',
    text: `Threadbare Cottage — a knitting blog
Posted on 3 February 2025 by Clementine Ashby · 22 Comments

Meadowsweet Baby Blanket: a free knitting pattern

My sister's baby is due in April, so of course I cast on a blanket the day she told me!
This one is squishy garter stitch framed by a simple lace border.

SIZES: Lovey (Pram, Cot)
Finished size: 40 x 40 cm (70 x 80 cm, 90 x 110 cm)

YARN: Pennyroyal Chunky (100% wool; 175 yds / 160 m per 100 g), 1 (3, 5) skeins.

NEEDLES: 6 mm (US 10) circular needle, 80 cm — it just holds all the stitches; the
blanket is worked flat.

GAUGE: 14 sts and 28 rows = 4" (10 cm) in garter stitch.

NOTES: The lace border is knitted at the same time as the garter centre, so there's
nothing to sew on at the end.

Download the free PDF | Pin it | Share

22 Comments
Rosie M. — I knitted the cot size with 4 skeins and had a little left over!
Clementine — Lovely! I always like to have a spare skein, just in case.`,
    expected: {
      title: 'Meadowsweet Baby Blanket',
      designer: 'Clementine Ashby',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Lovey', yards: 175 },
        { size: 'Pram', yards: 525 },
        { size: 'Cot', yards: 875 },
      ],
      gauge: { stitches: 14, rows: 28, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
      sizes: ['Lovey', 'Pram', 'Cot'],
      techniques: ['lace'],
    },
  },
];
