import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw32-11',
    text: `TIMBERLINE YARN WORKS
FREE PATTERN · TYW-M104 · Version 2 (updated 03/2025: corrected sleeve decrease count)

Harbormaster Gansey
Designed by Tom Kessler

SKILL LEVEL  ● ● ● ○  Intermediate

A modern take on the fisherman's gansey, knit at a sport-weight gauge for a lighter fit. Cable and
seed stitch panels on the upper body, a knit-purl welt and underarm gussets keep the traditional
details, while the relaxed body makes it an everyday sweater.

SIZES
S (M, L, XL, 2XL)
Finished chest: 38 (42, 46, 50, 54)" / 96.5 (106.5, 117, 127, 137) cm
Length: 25 (26, 27, 27½, 28)" / 63.5 (66, 68.5, 70, 71) cm
Shown in size M with 4" of ease.

MATERIALS
Timberline Sport (100% American wool; 1.75 oz / 50 g; 152 yds / 139 m per skein)
11 (12, 14, 15, 17) skeins color Navy Peacoat
US 3 (3.25 mm) 24" and 32" circular needles
US 4 (3.5 mm) 24" and 32" circular needles and set of DPNs
Cable needle, stitch markers, stitch holders, tapestry needle

GAUGE
24 sts and 34 rnds = 4" (10 cm) in stockinette stitch on larger needles, blocked.
Cable panel (22 sts) = 3" (7.5 cm) wide.

CONSTRUCTION
The body is knit in the round from the bottom up to the underarms, with the underarm gussets begun
a few inches below. The front and back yokes are then worked separately back and forth, and the
shoulders are joined with a three-needle bind-off. The sleeves are knit in the round from the cuff
up and sewn in.

STITCH GUIDE
Seed St (in the round over an even number of sts): Rnd 1: *K1, p1; rep from * around. Rnd 2: *P1,
k1; rep from * around. Rep Rnds 1 and 2 for pattern.
C4B: Slip 2 sts to cable needle and hold in back, k2, k2 from cable needle.
C4F: Slip 2 sts to cable needle and hold in front, k2, k2 from cable needle.

BODY
With smaller needle, cast on 228 (252, 276, 300, 324) sts. Place marker for beginning of round and
join, being careful not to twist. Work the knit-purl welt for 2½". Change to larger needle.
Next rnd: *P1 (seam st), k113 (125, 137, 149, 161); rep from * once more.
Work even until body measures 13 (13½, 14, 14, 14½)" from cast-on edge.

ABBREVIATIONS
BO bind off · CO cast on · k knit · p purl · M1L make 1 left · M1R make 1 right · pm place marker
rnd(s) round(s) · RS right side · WS wrong side · sm slip marker

MATCHING HAT: Harbormaster Watch Cap, TYW-A22, 1 skein Timberline Sport.
Need help? Visit timberlineyarnworks.com/help or call 1-800-555-0172 (M-F, 9-5 MT).
© 2025 Timberline Yarn Works. Free for personal use. May not be sold or reproduced.`,
    expected: {
      title: 'Harbormaster Gansey',
      designer: 'Tom Kessler',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'S', yards: 1672 },
        { size: 'M', yards: 1824 },
        { size: 'L', yards: 2128 },
        { size: 'XL', yards: 2280 },
        { size: '2XL', yards: 2584 },
      ],
      gauge: { stitches: 24, rows: 34, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw32-12',
    text: `hakenmetfenna.nl/en/tulpenveld-blanket
Haken met Fenna · crochet blog                 Home | Patronen | Patterns (EN) | Shop | Over mij

Deze website gebruikt cookies. [Accepteren / Accept]  [Instellingen / Settings]

Free pattern: Tulpenveld Blanket
28 maart / March 2025 · Fenna de Wit · 23 reacties / comments

Hallo! This is the English translation of my Dutch pattern "Tulpenveld deken". English is not my
first language, so please forgive my mistakes. 🌷 Tulpenveld means "tulip field" - I designed it
after our spring trip to the bulb fields near Lisse.

The blanket is made of 80 granny squares with a tulip colour in the centre, joined with the ecru
colour in a flat slip stitch join and finished with a simple border.

Size: approx. 96 x 120 cm (8 x 10 squares)

Materials
- Wolhuis Katoen 8 (100% cotton, 50 g = 85 m, DK / light worsted)
  Colour A Oker (ochre) - 3 balls
  Colour B Roze (pink) - 3 balls
  Colour C Terracotta - 3 balls
  Colour D Salie (sage) - 2 balls
  Colour E Ecru - 6 balls (last round of every square, joining and border)
- Crochet hook 4 mm (US G-6)
- Darning needle, scissors

Gauge
One square is 12 x 12 cm after blocking. If your square is bigger, you will need more yarn!

This pattern is written in US terms.
Abbreviations: ch = chain, sl st = slip stitch, dc = double crochet, sp = space, st(s) = stitch(es)

Square (make 80: 20 each with centres in A, B, C and D)
Round 1: With centre colour, ch 4 and join with sl st to make a ring. Ch 3 (counts as dc), 2 dc in
ring, ch 2, *3 dc in ring, ch 2* 3 times, join with sl st in top of ch 3. Fasten off. (4 groups)
Round 2: Join next colour in any ch-2 sp, (ch 3, 2 dc, ch 2, 3 dc) in same sp, *ch 1, (3 dc, ch 2,
3 dc) in next ch-2 sp* 3 times, ch 1, join. Fasten off.
Round 3: Join E in any corner and work as round 2 with 3 dc in each ch-1 sp. Fasten off.

Joining: lay out the squares 8 across and 10 down, mixing the colours. With E, join with sl st
through the back loops, first all horizontal seams and then all vertical.

Border: 3 rounds of dc in E, (2 dc, ch 2, 2 dc) in each corner.

Vind je dit patroon leuk? Pin het! / Like this pattern? Pin it!
Also on the blog: Zeeuwse Knoop pillow (4 balls Katoen 8) · Tulpenveld mini bag (1 ball each)

23 reacties / comments
Marieke - 2 april 2025: Prachtig! I needed 20 balls in total because my squares came out 13 cm.
   Fenna de Wit: Thank you Marieke! Yes, with bigger squares you need more yarn. ♡
Jo (UK) - 5 april 2025: Is this UK or US terms?   → Fenna de Wit: US terms, Jo!

© Haken met Fenna 2025 · Niet voor verkoop / Not for resale · You may sell blankets made with it`,
    expected: {
      title: 'Tulpenveld Blanket',
      designer: 'Fenna de Wit',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1445) }],
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['granny square'],
    },
  },
];
