import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw27-10',
    text: `Sunburst Granny Cushion – free crochet pattern
Posted 14 March 2025 by Hattie Broadbent · Crochet, Home · 23 comments

Hello lovelies! Spring has finally arrived in our little corner of Shropshire and I wanted
something cheerful for the sofa. This cushion uses 32 simple granny squares – 16 for each side –
so it's a brilliant stash-buster and a lovely first project if you've just learnt your squares.

[Ad]

What you'll need
• Hook: 4mm (UK 8 / US G6)
• Yarn: any DK. I used Moorland Classic DK (50g/140m), 1 ball each in Mustard, Coral, Teal,
  Duck Egg and Cream
• 40 x 40cm cushion pad
• Darning needle, scissors

Tension
Not essential – each square should measure about 10cm across after Round 4.

Abbreviations (UK terms)
ch – chain · ss – slip stitch · tr – treble (US dc) · dc – double crochet (US sc)
sp – space · rep – repeat

Granny square (make 32)
Round 1: With your first colour, make a magic ring, 3ch (counts as 1tr), 2tr into ring, 2ch,
*3tr into ring, 2ch; rep from * twice more. Ss to top of 3ch. Fasten off. (4 clusters)
Round 2: Join the next colour in any 2ch corner sp. 3ch, (2tr, 2ch, 3tr) in same sp,
*(3tr, 2ch, 3tr) in next corner sp; rep from * twice more. Ss to join. Fasten off.
Round 3: Join the next colour in any corner sp and work as Round 2, adding 3tr in each side sp.
Round 4: Join Cream and work as Round 3. Fasten off, leaving a long tail for joining.

Joining
Lay out 16 squares in a 4 x 4 grid for the front and 16 for the back. With Cream, join the
squares with dc on the right side so the seams make a little ridge.

Border
With the two panels wrong sides together, join Cream in any corner and dc through both layers
around three sides. Insert the pad and continue around the fourth side. Ss to join, fasten off.

I hope you enjoy making this! Pin it for later and tag me @hattiemakesthings on Instagram.

[Ad]

Comments
Jenny P says: 14 March 2025 at 7:02 pm
I made mine bigger for a 50cm pad – I needed two balls of Cream. Lovely pattern!
Hattie Broadbent says: 15 March 2025 at 8:40 am
Thanks Jenny, it sounds gorgeous!`,
    expected: {
      title: 'Sunburst Granny Cushion',
      designer: 'Hattie Broadbent',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(700) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw27-11',
    text: `northwayyarns.com  |  FREE PATTERN  |  NW-K-7718

Timberline Cable Throw
Knit · Skill level: Intermediate

Designed by Cordelia Haskins

Get cozy with squishy cables in our super bulky Northway Hearth. This throw works up fast on
big needles—perfect for a snowed-in weekend.

FINISHED SIZE
Approx. 40" x 52" (101.5 x 132 cm)

MATERIALS
Northway Hearth (100% acrylic; super bulky #6; 6 oz/170 g; 106 yds/97 m)
   #610 Cinder — 6 skeins
US 15 (10 mm) circular needle, 32" (81 cm) long, used to work back and forth
Cable needle, yarn needle

GAUGE
9 sts and 12 rows = 4" (10 cm) in stockinette stitch.
16-st cable panel measures about 5" wide.
Gauge is not critical for a throw, but a different gauge will change the size and the amount
of yarn used.

ABBREVIATIONS
C8B (cable 8 back): Slip 4 sts to cable needle and hold in back, k4, k4 from cable needle.
C8F (cable 8 front): Slip 4 sts to cable needle and hold in front, k4, k4 from cable needle.
k = knit   p = purl   rep = repeat   RS = right side   WS = wrong side   st(s) = stitch(es)

NOTES
The throw is worked flat in one piece. A circular needle is used to hold the large number of
stitches. The seed stitch borders are worked at the same time as the center.

THROW
Cast on 92 sts.
Rows 1-8: *K1, p1; rep from * to end.
Row 9 (RS): (K1, p1) 3 times, *p2, k16, p2, k10; rep from * to last 6 sts, (p1, k1) 3 times.
Row 10: (K1, p1) 3 times, *p10, k2, p16, k2; rep from * to last 6 sts, (p1, k1) 3 times.
Rows 11-14: Rep Rows 9-10 twice.
Row 15: (K1, p1) 3 times, *p2, C8B, C8F, p2, k10; rep from * to last 6 sts, (p1, k1) 3 times.
Row 16: Rep Row 10.
Rep Rows 9-16 until the throw measures 51" from cast-on, ending with a WS row.
Work 8 rows of seed stitch as at the beginning. Bind off loosely in pattern.

FINISHING
Weave in ends. Lay flat and spritz lightly with water to relax the cables.

Pattern corrections are posted at northwayyarns.com/errata.
Love this throw? Try the matching Timberline Pillow (2 skeins) and Timberline Pouf (5 skeins).
© 2025 Northway Yarns, Inc. For personal, non-commercial use only.`,
    expected: {
      title: 'Timberline Cable Throw',
      designer: 'Cordelia Haskins',
      craft_type: 'knitting',
      yarn_weight: 'Super Chunky',
      yardage: [{ size: null, yards: 636 }],
      gauge: { stitches: 9, rows: 12, inches: 4 },
      needle_sizes: [{ us: '15', mm: 10 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw27-12',
    text: `BRASSIÈRE PÂQUERETTE / DAISY BABY CARDIGAN
Création / Design : Élodie Marchand — Les Mailles d'Élo
Traduction anglaise / English translation: Harriet Cole

Tailles / Sizes : 3 mois (6 mois, 12 mois, 18 mois) / 3 (6, 12, 18) months
Tour de poitrine / Chest: 46 (50, 54, 58) cm
Longueur / Length: 24 (26, 28, 31) cm

FOURNITURES / MATERIALS
Fil / Yarn : coton peigné Perle de Coton Bébé (sport weight), 50 g ≈ 160 m
150 (200, 200, 250) g coloris Ivoire / shade Ivory
Crochet / Hook : 3,5 mm
4 (4, 5, 5) boutons / buttons, 12 mm
Aiguille à laine, marqueurs / tapestry needle, stitch markers

ÉCHANTILLON / GAUGE
20 B × 11 rangs = 10 × 10 cm
20 dc × 11 rows = 10 × 10 cm

POINTS EMPLOYÉS / STITCHES (US terms)
ml = chaînette / ch · ms = maille serrée / sc · B = bride / dc · mc = maille coulée / sl st
aug = augmentation / inc

RÉALISATION / CONSTRUCTION
La brassière se crochète en une seule pièce, de haut en bas, avec des augmentations raglan.
The cardigan is worked in one piece from the top down with raglan increases. The sleeves are
worked in rows on the armhole stitches and seamed.

EMPIÈCEMENT / YOKE
Monter 54 (58, 62, 66) ml. / Ch 54 (58, 62, 66).
Rang 1 : 1 B dans la 4e ml à partir du crochet et dans chaque ml.
Row 1: Dc in 4th ch from hook and in each ch across. (52 (56, 60, 64) sts)
Rang 2 : 3 ml, *B jusqu'au marqueur, (1 B, 1 ml, 1 B) dans la maille marquée* 4 fois, B jusqu'à
la fin.
Row 2: Ch 3, *dc to marked st, (dc, ch 1, dc) in marked st*, 4 times, dc to end.
Répéter le rang 2 encore 8 (9, 10, 11) fois. / Repeat Row 2 8 (9, 10, 11) more times.

CORPS / BODY
Crocheter jusqu'au marqueur du dos en sautant les mailles des manches.
Work across, skipping the sleeve stitches, and continue in dc until the body measures
14 (15, 16, 18) cm from the underarm.

BORDURE / EDGING
1 rang de ms tout autour, puis 1 rang de picots. / 1 row of sc all around, then 1 row of picots.

© Les Mailles d'Élo 2025 — reproduction interdite / please do not reproduce.
Retrouvez le bonnet assorti / Find the matching bonnet: 50 g, crochet 3,5 mm.`,
    expected: {
      title: 'Daisy Baby Cardigan',
      designer: 'Élodie Marchand',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '3 months', yards: m(480) },
        { size: '6 months', yards: m(640) },
        { size: '12 months', yards: m(640) },
        { size: '18 months', yards: m(800) },
      ],
      gauge: { stitches: 20, rows: 11, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['3 months', '6 months', '12 months', '18 months'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
