import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_FIFTEENTH_CASES (split for the file-size rule; see real-world-fifteenth.ts). */
export const REAL_WORLD_FIFTEENTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw-fifteenth-italian-designer-socks-self-translated',
    text: `maglia & caffè · pattern in English

Calze "Rugiada" — Rugiada Socks
by Chiara Benvenuti
(pattern translated from the Italian by the designer – scusate any small mistakes!)

Little drops of lace run down the instep of these socks like morning dew on the grass.

TAGLIE / SIZES: S (M, L)
To fit foot circumference 19-20 (21-22, 23-24) cm; foot length is adjustable.

FILATO / YARN
1 skein of Filatura Colle Calzino, fingering / 4 ply sock yarn
(75% superwash wool, 25% polyamide; 100 g / 425 m), colour Alba

FERRI / NEEDLES
2.25 mm (US 1) double-pointed needles, or a long circular needle for magic loop

CAMPIONE / GAUGE
32 sts and 44 rounds = 10 cm in stockinette stitch, knitted in the round.

ALTRO / NOTIONS
4 stitch markers, tapestry needle

CONSTRUCTION
Cuff-down socks: ribbed cuff, lace panel on the instep, heel flap and gusset, wedge toe.
The lace chart is read from right to left on every round.

ABBREVIATIONS
k knit; p purl; yo yarn over; k2tog knit 2 together; ssk slip, slip, knit; sl1 slip 1 purlwise

CUFF
Cast on 56 (64, 72) sts, divide over 4 needles and join in the round.
Rib round: *k1 tbl, p1*, repeat to end. Work 15 rounds of rib.
LEG
Round 1: k14 (16, 18), work Lace Chart over the next 28 (32, 36) sts, k to end.
Continue until the leg measures 15 cm or the length you like.

Grazie! Tag your socks #rugiadasocks on Instagram.
© Chiara Benvenuti 2025 – maglia & caffè. Solo per uso personale / for personal use only.`,
    expected: {
      title: 'Rugiada Socks',
      designer: 'Chiara Benvenuti',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(425) }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['lace', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw-fifteenth-crochet-blog-granny-pullover-bracket-sizes',
    text: `CROCHET JOURNAL · by Bea Thornton
Granny squares · Garments · Free patterns

Daisy Chain Granny Pullover – free pattern + PDF

I've been dreaming of a granny-square sweater that doesn't look boxy, and here she is! The
squares are joined as you go, and the sides and sleeves are worked in rows of hdc for a softer fit.

SIZES: S [M, L, XL, 2XL]
Finished bust: 38 [42, 46, 50, 54]" – choose a size with about 6" of positive ease.
Sample is a size M on a 36" bust.

YARN: DK weight acrylic/cotton blend (light #3), 50 g / 131 yds per ball
  Color A (Cream): 6 [7, 8, 9, 10] balls
  Color B (Marigold): 2 [2, 2, 3, 3] balls
  Color C (Sage): 2 [2, 3, 3, 3] balls

HOOKS: 4.0 mm (G-6) for squares and body; 3.5 mm (E-4) for ribbing

GAUGE: One granny square = 4½" x 4½", blocked.
In hdc (sides and sleeves): 15 hdc and 11 rows = 4".

NOTIONS: tapestry needle, 8 locking stitch markers

ABBREVIATIONS (US): ch chain; sl st slip stitch; sc single crochet; hdc half double crochet;
dc double crochet; sp space; JAYG join-as-you-go

GRANNY SQUARE (make 18 [20, 24, 26, 30])
With B, ch 4, sl st to form a ring.
Rnd 1: ch 3 (counts as dc), 2 dc in ring, ch 2, *3 dc in ring, ch 2* three times; sl st to top of
ch-3. Fasten off B.
Rnd 2: Join C in any ch-2 sp; (ch 3, 2 dc, ch 2, 3 dc) in same sp, ...

Pin it · Share · Print
Want the ad-free PDF with a square-layout diagram for every size? It's in my shop!
© Bea Thornton, Crochet Journal. Do not copy or redistribute.`,
    expected: {
      title: 'Daisy Chain Granny Pullover',
      designer: 'Bea Thornton',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'S', yards: 1310 },
        { size: 'M', yards: 1441 },
        { size: 'L', yards: 1703 },
        { size: 'XL', yards: 1965 },
        { size: '2XL', yards: 2096 },
      ],
      gauge: { stitches: 15, rows: 11, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
    },
  },
  {
    id: 'rw-fifteenth-yarn-shop-class-handout-hat-colon-sizes',
    text: `THE WOOL NOOK · 112 Main Street · Class Handout
Knitting in the Round 101: Your First Hat
Instructor: Priya Raman  •  3 Saturdays, 10 am – 12 pm  •  Class fee $65 (materials not included)

RIDGELINE HAT
Pattern by Priya Raman

SIZES  Toddler : Child : Adult
Fits head circumference 16-18" : 18-20" : 21-23"

WHAT TO BRING TO CLASS 1
[ ] 1 : 1 : 2 skeins Valley Worsted (worsted weight; 100% wool; 220 yds / 100 g)
    – students get 15% off yarn the day of class!
[ ] US 6 (4 mm) 16" circular needle for the brim
[ ] US 7 (4.5 mm) 16" circular needle
[ ] US 7 (4.5 mm) double-pointed needles (set of 4 or 5) for the crown
[ ] stitch marker, tapestry needle, scissors

GAUGE
18 sts and 24 rnds = 4" in stockinette, worked in the round on the larger needle.
We will knit gauge swatches together in class 1 – don't panic!

THE PLAN
This hat is worked in the round from the brim up: ribbed brim, purl ridges, then a
stockinette body and an easy crown with eight decrease points.

HOMEWORK BEFORE CLASS 2
With smaller circular, cast on 80 : 88 : 96 sts. Place marker and join, being careful not
to twist. Work k2, p2 rib for 1" : 1½" : 2". Change to larger circular.

CLASS 3: Decreasing, switching to DPNs, and finishing. Bring your hat!

Questions between classes? Drop in during Open Knit, Wednesdays 6–8 pm.
Upcoming: Socks 101 (starts May 4), Intro to Colorwork (starts May 18). Call 555-0142 to register.`,
    expected: {
      title: 'Ridgeline Hat',
      designer: 'Priya Raman',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Toddler', yards: 220 },
        { size: 'Child', yards: 220 },
        { size: 'Adult', yards: 440 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw-fifteenth-brazilian-amigurumi-translated-decimal-comma-hook',
    text: `Receita traduzida / Translated amigurumi pattern — US crochet terms

TICO THE MARMOSET
(original name: Tico, o Sagui)
Design: Fernanda Lacerda · @fe.croche.amigurumi
English translation: Jenny Cole

Finished size: approx. 22 cm / 8½" tall, sitting, with the materials listed.

MATERIALS
• Amigurumi cotton yarn, sport weight (approx. 2 mm thick):
   Cinza (grey) – about 80 m
   Bege (beige) – about 30 m
   Branco (white) – about 10 m
   Preto (black) – a little, for embroidery
• Crochet hook: agulha 2,25 mm
• Safety eyes 8 mm (1 pair), fiberfill, stitch marker, tapestry needle
• Pipe cleaner (optional, for a posable tail)

GAUGE: not important for a toy, but work tightly so the filling does not show.

NOTES
- Worked in the round in spiral rounds, without joining. Use a marker for the first stitch.
- Numbers in ( ) at the end of each round are the total stitches.
- The white ear tufts are worked in loop stitch (see photo tutorial).

HEAD (grey)
R1: 6 sc in magic ring (6)
R2: 6 inc (12)
R3: (1 sc, inc) x 6 (18)
R4: (2 sc, inc) x 6 (24)
R5-R12: 24 sc (8 rounds)

Obrigada! Thank you for crocheting Tico. You can sell finished toys, please credit the design.
Do not share or sell this pattern. © Fernanda Lacerda – all rights reserved.`,
    expected: {
      title: 'Tico the Marmoset',
      designer: 'Fernanda Lacerda',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(120) }],
      needle_sizes: [{ us: 'B-1', mm: 2.25 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
