import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw25-15',
    text: `LANKATALO KUURA · Ohje / Pattern 0925 · English translation

Revontuli-lapaset / Northern Lights Mittens
lapsille / for children

Suunnittelu / Design: Aino Peltonen
Käännös / Translated by: Maija Rantala

Koot / Sizes: 2-4 (4-6, 6-8, 8-10) vuotta / years
Kämmenen ympärys / Hand circumference: 14 (15, 16, 17) cm
Pituus / Length: 15 (17, 19, 21) cm

Lanka / Yarn: Kuura Pirtti (100% villa / wool, 50 g ≈ 150 m),
a sport weight wool
Menekki / Amount:
  tummansininen / dark blue (main colour) ... 40 (50, 50, 60) g
  vaaleanvihreä / light green ............... 20 (20, 25, 25) g
  valkoinen / white ......................... 10 g all sizes

Sukkapuikot / Double-pointed needles: 2,5 mm and 3 mm

Neuletiheys / Tension:
28 s ja 30 krs kirjoneuletta 3 mm puikoilla = 10 cm
28 sts and 30 rnds in stranded colourwork on 3 mm needles = 10 cm

Lyhenteet / Abbreviations
s = st(s) · krs = round(s) · o = k · n = p · 2 o yhteen = k2tog

Ohjeen kulku / Construction
Lapaset neulotaan suljettuna neuleena ranteesta ylöspäin. / The mittens
are worked in the round from the cuff up. The hand is knitted in stranded
colourwork from the chart (northern lights and stars); carry the yarn not
in use loosely at the back. The thumb stitches are placed on waste yarn
and worked last.

Resori / Cuff
With 2,5 mm needles and dark blue, cast on 36 (40, 44, 48) sts, divide
over 4 needles and join. Work k1, p1 rib for 5 (5, 6, 6) cm.

Kämmen / Hand
Change to 3 mm needles and knit 1 round, increasing 4 sts evenly.
Work the chart, rounds 1–12. On round 13 (14, 15, 16) knit the thumb sts
of the right mitten with waste yarn ...

Kärki / Tip
When the hand measures 11 (12.5, 14, 15.5) cm from the rib, decrease at the
sides on every round until 8 sts remain.

Vinkki / Tip: Neulo samaan sarjaan pipo! / Knit the matching Revontuli
hat (Ohje 0926): 50 g dark blue and 25 g each of green and white.

Lankatalo Kuura Oy · Kauppakatu 4, Kuopio · www.kuura.example · 1/2`,
    expected: {
      title: 'Northern Lights Mittens',
      designer: 'Aino Peltonen',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '2-4 years', yards: m(210) },
        { size: '4-6 years', yards: m(240) },
        { size: '6-8 years', yards: m(255) },
        { size: '8-10 years', yards: m(285) },
      ],
      gauge: { stitches: 28, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '1.5', mm: 2.5 },
        { us: '2.5', mm: 3 },
      ],
      sizes: ['2-4 years', '4-6 years', '6-8 years', '8-10 years'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw25-16',
    text: `HEDGEROW CARDIGAN
A relaxed crochet cardigan in UK terms
Designed by Rhiannon Pryce · Bramblewick Studio

SIZING & YARN
Choose your size by your bust measurement; the cardigan is designed with
10-15 cm (4-6 in) of positive ease.
Size 1 – to fit bust 76-81 cm (30-32 in) – 5 balls
Size 2 – to fit bust 86-91 cm (34-36 in) – 6 balls
Size 3 – to fit bust 97-102 cm (38-40 in) – 7 balls
Size 4 – to fit bust 107-112 cm (42-44 in) – 8 balls
Size 5 – to fit bust 117-122 cm (46-48 in) – 9 balls
Size 6 – to fit bust 127-132 cm (50-52 in) – 10 balls

Yarn: Coldharbour Aran (60% wool, 40% alpaca), aran weight, 100 g balls
of 182 m. Sample shown in shade Sloe, size 2, which used 5½ balls.

HOOKS: 5 mm (UK 6 / US H-8) and 6 mm (UK 4 / US J-10)
OTHER: 6 buttons (22 mm), stitch markers, wool needle

TENSION
13 htr and 10 rows to 10 cm over htr using a 6 mm hook.
Use whatever hook gives you this tension.

ABBREVIATIONS (UK)
ch – chain · dc – double crochet · htr – half treble · tr – treble
htr2tog – half treble 2 together · ss – slip stitch · RS / WS – right / wrong side
htrbl – half treble in back loop only

CONSTRUCTION
The cardigan is worked in pieces from the hem up: the back, two fronts
and two sleeves are worked flat, then seamed. The collar and front bands
are worked last in rows of htrbl to look like ribbing. Instructions are
written for each size in turn: 1 (2, 3, 4, 5, 6).

BACK
With 5 mm hook, ch 57 (63, 71, 77, 85, 91).
Row 1 (RS): htr in 3rd ch from hook and in each ch to end.
55 (61, 69, 75, 83, 89) sts.
Rows 2-6: ch 2 (does not count as st), htrbl in each st to end.
Change to 6 mm hook.
Next row: ch 2, htr in each st to end.
Rep last row until back measures 38 (39, 40, 41, 42, 43) cm.

Shape armholes
Next row: ss across 4 (4, 5, 5, 6, 6) sts, ch 2, htr to last 4 (4, 5, 5, 6,
6) sts, turn ...

Bramblewick Studio is a tiny design studio in Shropshire. Find the
Hedgerow Hat (1 ball) and Hedgerow Mitts (1 ball) on Etsy and Ravelry.
Hedgerow Cardigan © Rhiannon Pryce 2025. Not to be resold or shared.
Page 2 of 7`,
    expected: {
      title: 'Hedgerow Cardigan',
      designer: 'Rhiannon Pryce',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: '1', yards: m(910) },
        { size: '2', yards: m(1092) },
        { size: '3', yards: m(1274) },
        { size: '4', yards: m(1456) },
        { size: '5', yards: m(1638) },
        { size: '6', yards: m(1820) },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'J-10', mm: 6 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6'],
      techniques: ['bottom-up'],
    },
  },
];
