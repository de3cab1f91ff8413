import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_EIGHTH_CASES_PART_6 (split for the file-size rule; see real-world-thirty-eighth.ts). */
export const REAL_WORLD_THIRTY_EIGHTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw38-11-us-magazine-bonus-quarter-zip-raglan-schematic',
    text: `NORTHLAND KNITTER
FALL 2025 · BONUS PATTERN
Ridgeline Quarter-Zip
A rugged raglan for cold mornings, with a ribbed stand collar and a
separating zipper
BY CALEB SORENSEN
Photography by Mia Lund
northlandknitter.com/bonus · Ridgeline Quarter-Zip · 1
SKILL LEVEL: Intermediate
SIZES: S (M, L, XL, 2XL, 3XL)
FINISHED MEASUREMENTS
Chest: 38 (42, 46, 50, 54, 58)"/96.5 (106.5, 117, 127, 137, 147.5) cm
Length: 26 (26½, 27, 27½, 28, 28½)"/66 (67.5, 68.5, 70, 71, 72.5) cm
YARN
Kettle River Tweed Aran (aran weight; 100% wool; 3½ oz/100 g; 257 yd/235
m): 6 (6, 7, 8, 8, 9) skeins #307 Slate
NEEDLES
US 7 (4.5 mm) 16" and 32" circular needles
US 8 (5 mm) 16" and 32" circular needles and set of double-pointed needles
Adjust needle size if necessary to obtain gauge.
NOTIONS
7" separating zipper; stitch markers; waste yarn; sewing needle and thread
GAUGE
18 sts and 24 rnds = 4"/10 cm in St st on larger needle.
NOTES
1. The body is worked in the round from the bottom up to the underarms.
The sleeves are worked separately in the round, then joined to the body,
and the yoke is shaped with raglan decreases.
2. The zipper opening is divided at center front at the start of the
yoke; from there the yoke is worked back and forth in rows.
SCHEMATIC
19 (21, 23, 25, 27, 29)"
8 (8½, 9, 9½, 10, 10½)"
7"
16½"
19½ (19½, 20, 20, 20½, 20½)"
13 (14, 15, 16½, 17½, 18½)"
northlandknitter.com/bonus · Ridgeline Quarter-Zip · 2
BODY
With smaller 32" needle, cast on 172 (188, 208, 224, 244, 260) sts. Place
marker and join to work in the round, being careful not to twist.
Rnd 1: *K2, p2; rep from * to end.
Rep Rnd 1 until piece measures 3" from beg.
Change to larger 32" needle.
Next rnd: K86 (94, 104, 112, 122, 130), pm for side, knit to end.
Work even in St st until piece measures 16½" from beg, ending 4 (4, 5, 5,
6, 6) sts before end of last rnd.
Next rnd: *Place next 8 (8, 10, 10, 12, 12) sts on waste yarn for underarm,
knit to 4 (4, 5, 5, 6, 6) sts before side m; rep from * once more.
Set body aside and work sleeves.
SLEEVES
With smaller DPNs, cast on 44 (44, 48, 48, 52, 52) sts. Join to work in the
round, being careful not to twist.
Next rnd: *K2, p2; rep from * to end.
northlandknitter.com/bonus · Ridgeline Quarter-Zip · 3`,
    expected: {
      title: 'Ridgeline Quarter-Zip',
      designer: 'Caleb Sorensen',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'S', yards: 6 * 257 },
        { size: 'M', yards: 6 * 257 },
        { size: 'L', yards: 7 * 257 },
        { size: 'XL', yards: 8 * 257 },
        { size: '2XL', yards: 8 * 257 },
        { size: '3XL', yards: 9 * 257 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      techniques: ['raglan', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw38-12-german-designer-skirt-bilingual-grams-per-size',
    text: `HEIDE ROCK / HEIDE SKIRT
Strickanleitung / Knitting pattern
Design: Marlene Vogt
Übersetzung / Translation: Jess Ford
Fotos: Marlene Vogt
© Marlene Vogt Strickdesign · www.marlenevogt-strickdesign.de · Seite 1 von 5
Ein schlichter A-Linien-Rock in ruhigem Glattstrick mit Krausrippen-Saum.
A simple A-line skirt in calm stockinette with a garter stitch hem. The
skirt is worked in the round from the top down: the waistband is a fac-
ing that encloses elastic, then the skirt widens with paired increases
every few centimetres down to the hem.
GRÖSSEN / SIZES
XS (S, M, L, XL)
Hüftumfang / hip circumference: 86 (94, 102, 110, 118) cm
Saumweite / hem width: 120 (128, 136, 144, 152) cm
Länge / length: 58 cm (anpassbar / adjustable)
© Marlene Vogt Strickdesign · www.marlenevogt-strickdesign.de · Seite 2 von 5
MATERIAL / MATERIALS
Garn / Yarn:
Wollwerk Merino Sport (100% Merino, superwash), 50 g ≈ 140 m
Garnstärke / yarn weight: Sport
Verbrauch / amount:
300 (350, 400, 450, 500) g
Nadeln / Needles:
Rundstricknadeln 3,5 mm und 4 mm, 80 cm / circular needles 3.5 mm and
4 mm, 80 cm
Zubehör / Notions:
Gummiband 3 cm breit, Taillenweite + 2 cm / elastic 3 cm wide, waist
measurement + 2 cm; 8 Maschenmarkierer / 8 stitch markers
MASCHENPROBE / GAUGE
22 M und 30 R glatt rechts mit 4 mm = 10 x 10 cm
22 sts and 30 rnds in stockinette on 4 mm needles = 10 x 10 cm
ABKÜRZUNGEN / ABBREVIATIONS
M = Masche(n) / st(s); R = Runde(n) / rnd(s); re = rechts / knit;
li = links / purl; M1L / M1R = make 1 left / make 1 right
© Marlene Vogt Strickdesign · www.marlenevogt-strickdesign.de · Seite 3 von 5
BUND / WAISTBAND
Mit 3,5 mm Nadel 176 (192, 208, 224, 240) M anschlagen und zur Runde
schließen. / With 3.5 mm needle, cast on 176 (192, 208, 224, 240) sts and
join to work in the round, being careful not to twist.
7 cm glatt rechts stricken. / Knit 7 cm in stockinette.
Bruchrunde: 1 Rd links. / Turning round: purl 1 rnd.
Weitere 7 cm glatt rechts. / Knit a further 7 cm.
Change to 4 mm needle.
Next rnd: *K22 (24, 26, 28, 30), pm; rep from * to end. 8 markers placed.
ROCK / SKIRT
Inc rnd: *Knit to marker, M1R, sm, M1L; rep from * to end. 16 sts inc'd.
Repeat the Inc rnd every 5 cm 5 more times.
© Marlene Vogt Strickdesign · www.marlenevogt-strickdesign.de · Seite 4 von 5`,
    expected: {
      title: 'Heide Skirt',
      designer: 'Marlene Vogt',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m((300 * 140) / 50) },
        { size: 'S', yards: m((350 * 140) / 50) },
        { size: 'M', yards: m((400 * 140) / 50) },
        { size: 'L', yards: m((450 * 140) / 50) },
        { size: 'XL', yards: m((500 * 140) / 50) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
