import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTEENTH_CASES (split for the file-size rule; see real-world-thirteenth.ts). */
export const REAL_WORLD_THIRTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-thirteenth-childrens-learn-to-knit-book-ear-warmer',
    text: `Project 6
Stripy Ear Warmer

from "Knit It! My First Knitting Book" by Poppy Ellingham

Difficulty: ★★☆  (you need to know how to knit and how to change colours)

You will need:
• 1 ball each of chunky yarn in pink and in orange (each ball 100 g, about 80 m)
• a pair of 6 mm knitting needles (UK 4, US 10)
• a large-eyed darning needle
• scissors and a tape measure
• a big button, 2 cm across

Tension: 14 stitches make 10 cm. If yours is a bit bigger or smaller, don't worry — just keep
knitting until the ear warmer goes round your head.

ASK A GROWN-UP to help you sew on the button.

Step 1: Using pink, cast on 12 stitches.
Step 2: Knit every row until your knitting is as long as your hand (about 14 rows).
Step 3: Change to orange. Knit 14 rows. Keep swapping colours every 14 rows.
Step 4: When the strip fits snugly round your head, cast off. Leave a long tail.
Step 5: Sew on the button at one end, and push it through a gap between the stitches at the
other end to fasten.

Top tip! In Project 5 you made the Pom-pom Pencil Toppers — why not add a pom-pom here too?

Next: Project 7, Garter-stitch Phone Sock. You'll need 20 m of double knitting yarn and
4 mm needles.`,
    expected: {
      title: 'Stripy Ear Warmer',
      designer: 'Poppy Ellingham',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(160) }],
      gauge: { stitches: 14, rows: null, inches: 4 },
      needle_sizes: [{ us: '10', mm: 6 }],
      sizes: ['One size'],
    },
  },
  {
    id: 'rw-thirteenth-uk-partwork-pattern-card-colon-ages',
    text: `THE CROCHET COLLECTION · Issue 34 · Pattern Card 67
Collect all 90 issues and keep your cards in the free binder!

Child's Pinafore
Design: Hazel Umberleigh

Level: Improver
Sizes: To fit age  2 : 4 : 6 years
Chest: 56 : 61 : 66 cm (22 : 24 : 26 in)
Length: 46 : 51 : 56 cm

You will need
Kindred Double Knitting (100% acrylic; 100 g approx. 295 m per ball)
2 : 2 : 3 balls in Denim
4 mm (UK 8) crochet hook
2 buttons, 18 mm, for the straps (your free gift with Issue 33)

Tension: 16 tr and 9 rows to 10 cm (4 in) over treble pattern using a 4 mm hook.

Note: UK terms are used throughout (tr = US double crochet).
Abbreviations: ch chain; dc double crochet; tr treble; tr2tog treble 2 together; sp space;
ss slip stitch; RS right side.

SKIRT
Make 92 : 100 : 108 ch.
Row 1 (RS): 1 tr in 4th ch from hook, 1 tr in each ch to end, turn. 90 : 98 : 106 sts.
Row 2: 3 ch (counts as 1 tr), 1 tr in each st to end, turn.
Rep row 2 until skirt measures 28 : 32 : 36 cm.

Next issue: learn Tunisian crochet with our Tunisian washcloth — free 6 mm Tunisian hook!`,
    expected: {
      title: "Child's Pinafore",
      designer: 'Hazel Umberleigh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(2 * 295) },
        { size: '4 years', yards: m(2 * 295) },
        { size: '6 years', yards: m(3 * 295) },
      ],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['2 years', '4 years', '6 years'],
    },
  },
  {
    id: 'rw-thirteenth-peruvian-mill-english-pdf-dash-ages-grams',
    text: `ANDEAN HEIGHTS ALPACA — Lima, Peru
Free pattern PAT-0412 · andeanheights.pe/patterns

Llamita Kids' Pullover

Size: 2-4-6-8 years
Chest: 60-66-72-78 cm
Length: 36-40-44-48 cm

Yarn: Andean Heights Baby Alpaca DK (DK / light worsted)
Colour 118 Quinoa: 150-200-250-300 g

Needles: circular needles 3.5 and 4.5 mm (40 and 60 cm), double-pointed needles 3.5 and 4.5 mm
Notions: 4 stitch markers, stitch holders

Gauge: 22 sts and 28 rows = 10 x 10 cm in stockinette stitch on 4.5 mm needles.

Construction: The pullover is worked from the neck down in one piece with raglan increases.
After the yoke, the sleeves are put on holders and the body is worked in the round to the
hem; the sleeves are then worked in the round on double-pointed needles.
Optional: duplicate-stitch a little llama on the front (chart on page 3), using scraps of a
contrast colour.

Neckband: With 3.5 mm circular needle cast on 80-84-88-92 sts. Join in the round and work
k1, p1 rib for 3 cm. Change to 4.5 mm needle and knit 1 round, placing 4 raglan markers.

About the yarn: Baby Alpaca DK – 100% baby alpaca – 1 skein = 50 g = approx. 110 m.
Hand wash cold, dry flat.

Design team Andean Heights. Find the matching Llamita Hat in pattern PAT-0413.`,
    expected: {
      title: "Llamita Kids' Pullover",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(330) },
        { size: '4 years', yards: m(440) },
        { size: '6 years', yards: m(550) },
        { size: '8 years', yards: m(660) },
      ],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
  {
    id: 'rw-thirteenth-collection-pdf-linen-tee-finished-bust-fraction-needle',
    text: `THE LINEN EDIT — a collection of five summer knits
Pattern 3 of 5

Shoreline Tee
Pattern by Sofie de la Cruz | sofiedelacruz.com | page 1 of 9

Finished bust: 34 (38, 42, 46, 50, 54)" / 86.5 (96.5, 106.5, 117, 127, 137) cm
Recommended ease: 2-6" positive. Sample shown in size 38" on a model with a 34" bust.

Yarn: 4 (4, 5, 5, 6, 6) skeins of Lin Fin by Atelier Marée (100% linen; 50 g / 1¾ oz;
267 m / 292 yds), a fingering weight.
Needles: US 2½ (3 mm) 24" circular for the edgings; US 4 (3.5 mm) 32" circular for the body,
plus your preferred needles for small circumferences in the same sizes.
Notions: stitch markers (1 in a contrast colour), waste yarn, tapestry needle
Gauge: 26 sts and 36 rnds = 4" / 10 cm in stockinette stitch worked in the round, after wet
blocking (linen grows!).

Construction
This tee is worked seamlessly from the top down. The back is shaped with German short rows,
the yoke is divided for body and sleeves, and the body is knit in the round to a split hem.
Techniques used: provisional cast-on, German short rows, knitting in the round, tubular
bind-off. Links to video tutorials are on page 9.

Sizing note: choose the size with 2-6" of positive ease at the full bust. Between sizes? Go up.

Other patterns in The Linen Edit: Ebb Cardigan (1,150-1,900 yds), Tideline Tank (620-1,100
yds) and the Driftline Shawl (one size, 2 skeins).`,
    expected: {
      title: 'Shoreline Tee',
      designer: 'Sofie de la Cruz',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '34', yards: 1168 },
        { size: '38', yards: 1168 },
        { size: '42', yards: 1460 },
        { size: '46', yards: 1460 },
        { size: '50', yards: 1752 },
        { size: '54', yards: 1752 },
      ],
      gauge: { stitches: 26, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['34', '38', '42', '46', '50', '54'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
