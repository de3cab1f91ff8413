import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw25-03',
    text: `WOLLHAUS BRANDT · Freie Anleitung Nr. 47 · English translation

Waldweg Socken / Waldweg Cable Socks
Entwurf / Design: Henrike Ballmann
Übersetzung / Translation: Pia Sundermann

Größen / Sizes
Schuhgröße / Shoe size (EU): 36/37 – 38/39 – 40/41 – 42/43
Fußumfang / Foot circumference: 21 – 22 – 23 – 24 cm
Angaben für die größeren Größen stehen nach dem Gedankenstrich. /
Figures for the larger sizes follow the dashes.

Material
Garn / Yarn: Brandt Sockenwolle 4-fach (75% Schurwolle, 25% Polyamid),
Lauflänge / yardage 420 m / 100 g – a classic 4-ply sock yarn (fingering)
Verbrauch / Amount: 100 g for sizes 36/37 to 40/41, 150 g for 42/43
(Farbe / colour 318 Moos). Das Modell wiegt / the sample pair weighs 88 g.
Nadelspiel / Double-pointed needles: 2,5 mm, or a 2,5 mm circular
needle (80 cm) for magic loop
Zopfnadel / cable needle · Maschenmarkierer / stitch markers

Maschenprobe / Tension
30 M x 42 R glatt rechts in Runden = 10 x 10 cm
30 sts x 42 rnds in stocking stitch worked in the round = 10 x 10 cm

Abkürzungen / Abbreviations
M = Masche(n) / st(s) · R = Runde(n) / round(s) · re = k · li = p
3/3 ZR = 3/3 RC: slip 3 sts to cable needle, hold at back, k3, k3 from cn
3/3 ZL = 3/3 LC: slip 3 sts to cable needle, hold at front, k3, k3 from cn

Konstruktion / Construction
Die Socken werden von oben nach unten in Runden gestrickt. / The socks are
worked from the cuff down in the round with a heel flap and gusset. A
12-stitch cable panel runs down the outside of each leg and along the top
of the foot (chart on page 3); the rest is stocking stitch.

Bündchen / Cuff
Cast on 64 (68, 72, 76) sts, divide over 4 needles and join in the round
without twisting. Work 2 x 2 rib (k2, p2) for 3 cm.

Schaft / Leg
Rnd 1: k10 (11, 12, 13), work chart row 1 over 12 sts, knit to end.
Continue as set until leg measures 16 cm from cast-on or desired length.

Ferse / Heel
Work the heel flap back and forth over the first 32 (34, 36, 38) sts ...

Bei Fragen / Questions: anleitungen@wollhaus-brandt.example
In unserem Laden / In our shop: Sockenwolle-Paket für 2 Paar, 200 g, € 29,90

© Wollhaus Brandt 2025 · Impressum · Seite 1 von 3`,
    expected: {
      title: 'Waldweg Cable Socks',
      designer: 'Henrike Ballmann',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: '36/37', yards: m(420) },
        { size: '38/39', yards: m(420) },
        { size: '40/41', yards: m(420) },
        { size: '42/43', yards: m(630) },
      ],
      gauge: { stitches: 30, rows: 42, inches: 4 },
      needle_sizes: [{ us: '1.5', mm: 2.5 }],
      sizes: ['36/37', '38/39', '40/41', '42/43'],
      techniques: ['cables', 'top-down', 'in the round'],
    },
  },
  {
    id: 'rw25-04',
    text: `LITTLE CAMPFIRE SLIPPERS
cozy crochet slipper boots for kids
Design by Opal Whitcombe · opalmakes.example

Thank you for purchasing this pattern! This PDF is for your personal use
only. You are welcome to sell finished slippers made from it; please
credit Opal Whitcombe as the designer. Do not share or resell the PDF.

SIZES
US kids' shoe sizes 8-9 (10-11, 12-13, 1-2)
Foot length: 6 (6½, 7¼, 8)" / 15 (16.5, 18.5, 20.5) cm
Choose the size closest to your child's foot length. The slippers are
meant to fit snugly and will relax with wear.

MATERIALS
Yarn: worsted weight (#4 medium) acrylic or superwash wool. Shown in
Cobbler Creek Heartwood Worsted (100% superwash merino; 3.5 oz / 100 g;
164 yds / 150 m) in Ember and Oatmeal.
  MC (Ember): 1 (1, 2, 2) skeins
  CC (Oatmeal): 1 skein for all sizes
Hook: 5 mm (H-8)
Notions: 2 pom-poms (optional), puffy fabric paint for non-slip dots,
tapestry needle, 2 locking stitch markers

GAUGE
14 sc and 16 rnds = 4" / 10 cm in sc worked in the round.
Check your gauge! A looser fabric wears through quickly on the sole.

ABBREVIATIONS (US terms)
ch – chain · sc – single crochet · hdc – half double crochet
sc2tog – single crochet 2 together · FPdc – front post double crochet
BPdc – back post double crochet · sl st – slip stitch · rnd(s) – round(s)

CONSTRUCTION
The sole is worked first, in joined rounds of sc around both sides of a
foundation chain. The sides are then worked up from the edge of the sole
in rounds, the toe is shaped with sc2tog across the front, and the ankle
cuff is worked in joined rounds of FPdc/BPdc ribbing in CC.

SOLE
With MC, ch 16 (18, 21, 24).
Rnd 1: 2 sc in 2nd ch from hook, sc in each ch to last ch, 5 sc in last
ch; working along the other side of the chain, sc in each ch to last ch,
2 sc in last ch. Join with sl st to first sc. (35 (39, 45, 51) sts)
Rnd 2: ch 1, 2 sc in each of first 2 sts, sc to toe curve, 2 sc in each
of next 5 sts, sc to heel, 2 sc in each of last 3 sts. Join. (45 (49, 55, 61) sts)
Rnds 3-4 (3-4, 3-5, 3-5): ch 1, sc in each st around. Join.
Sole should measure 6 (6½, 7¼, 8)" long; adjust the chain if needed.

Find the matching grown-up version, Campfire Slippers (adult women's
sizes, 2-3 skeins), and the Campfire Cowl (1 skein) at opalmakes.example.

Little Campfire Slippers © 2025 Opal Whitcombe                       page 1 of 4`,
    expected: {
      title: 'Little Campfire Slippers',
      designer: 'Opal Whitcombe',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '8-9', yards: 328 },
        { size: '10-11', yards: 328 },
        { size: '12-13', yards: 492 },
        { size: '1-2', yards: 492 },
      ],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      sizes: ['8-9', '10-11', '12-13', '1-2'],
      techniques: ['in the round'],
    },
  },
];
