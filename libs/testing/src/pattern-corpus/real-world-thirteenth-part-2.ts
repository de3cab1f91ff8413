import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTEENTH_CASES (split for the file-size rule; see real-world-thirteenth.ts). */
export const REAL_WORLD_THIRTEENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-thirteenth-canadian-french-english-toque-one-ball-each',
    text: `LAINES DU NORD · NORTHERN WOOLS
Patron gratuit / Free pattern  #LN-218

Tuque Boréale / Boreal Toque
Conception / Design : Geneviève Du Tremblay

Tailles / Sizes : Enfant (Adulte P, Adulte G) / Child (Adult S, Adult L)
Tour de tête fini / Finished circumference : 46 (51, 56) cm / 18 (20, 22) po / in

Fournitures / Materials
Laine Boréale (100 % laine mérinos / merino wool ; 100 g = 150 m / 164 vg / yds)
1 pelote de chaque / 1 ball each : Marine (CP / MC) et / and Crème (CC)
Aiguilles circulaires 4 mm et 4,5 mm, 40 cm / 4 mm and 4.5 mm circular needles, 16"
Aiguilles double pointe 4,5 mm / 4.5 mm double-pointed needles
Catégorie 4 – Moyenne / Weight 4 – Medium
Marqueur, aiguille à laine / Marker, tapestry needle
Pompon en fausse fourrure, 10 cm (facultatif) / Faux fur pom-pom, 10 cm (optional)

Échantillon / Gauge
20 m. et 22 tours = 10 cm en jersey jacquard, aig. 4,5 mm
20 sts and 22 rnds = 4" / 10 cm in stranded colourwork on 4.5 mm needles

Notes
La tuque se tricote en rond à partir de la bordure. La bande de flocons se tricote en
jacquard d'après la grille.
The toque is worked in the round from the brim up. The snowflake band is knitted in stranded
colourwork (jacquard) from the chart; carry the colour not in use loosely at the back.

Bordure / Brim
Avec les aiguilles 4 mm et CP, monter 88 (100, 112) m. Joindre en rond.
With 4 mm needles and MC, cast on 88 (100, 112) sts. Join to work in the round.
Tricoter en côtes 1/1 pendant 5 (6, 6) cm. / Work k1, p1 rib for 5 (6, 6) cm.

Voir aussi / See also: Mitaines Boréales / Boreal Mittens, patron #LN-219.`,
    expected: {
      title: 'Boreal Toque',
      designer: 'Geneviève Du Tremblay',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 328 }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw-thirteenth-one-pound-skein-throw-dotted-colour-list',
    text: `BIG VALUE YARNS · FREE PATTERN
Pattern Number: BV-CR-0917                       CROCHET · SKILL LEVEL: EASY ●●○○

Wavelength Throw

SIZES: Baby (Throw, Queen)
Finished measurements: about 30 x 36 (48 x 60, 84 x 96)" [76 x 91.5 (122 x 152.5, 213.5 x 244) cm]

MATERIALS
Big Value One Pound (Art. E311 available in solid colors 16 oz/454 g, 806 yds/737 m; Medium 4)
   Cream (A) ...................... 1 (2, 3) skeins
   Sage (B) ....................... 1 (1, 2) skein(s)
   Rust (C) ....................... 1 (1, 2) skein(s)
Crochet Hook: 6 mm [US J-10]
Yarn needle

GAUGE: 16 sts (2 wave repeats) and 8 rows = 4" [10 cm] in Wave pattern.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
A, B, C = Color A, B, C; ch = chain; dc = double crochet; dc2tog = [yarn over, insert hook in
next st, yarn over, pull up loop, yarn over, draw through 2 loops] twice, yarn over, draw through
all 3 loops on hook; hdc = half double crochet; sc = single crochet; st(s) = stitch(es);
( ) = work directions in parentheses into same st; * = repeat from *.

STRIPE SEQUENCE
*4 rows A, 2 rows B, 4 rows A, 2 rows C; rep from * for Stripe Sequence.

THROW
With A, ch 122 (194, 338).
Row 1 (RS): Sc in 2nd ch from hook, *hdc in next ch, dc in next 2 ch, hdc in next ch, sc in next
3 ch; rep from * to end. Turn.

Try also: RIDGELINE THROW (KNIT) — 4 skeins, US 10 (6 mm) circular needle.
Visit bigvalueyarns.com for more free patterns. Not responsible for typographical errors.`,
    expected: {
      title: 'Wavelength Throw',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Baby', yards: 2418 },
        { size: 'Throw', yards: 3224 },
        { size: 'Queen', yards: 5642 },
      ],
      gauge: { stitches: 16, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['Baby', 'Throw', 'Queen'],
    },
  },
  {
    id: 'rw-thirteenth-cozy-mystery-novel-afterword-scarf',
    text: `AFTERWORD: THE SCARF FROM CHAPTER NINE

So many readers have written to ask for the pattern for the scarf Aunt Delphine is never
without — the one she is knitting in the vestry when the organist is found — that I have
finally written it down. Here it is, with my thanks to the Tuesday knitters of Little Ashby,
who test-knitted it and pointed out my mistakes.

Aunt Delphine's Churchyard Scarf

Finished size: about 7 inches wide and 68 inches long, not counting the fringe. (In the book,
Delphine's is "long enough to wrap twice round a vicar"; mine is a more modest length.)

You will need
• 2 skeins of worsted-weight wool, each 3½ oz (100 g) and approx. 220 yds (201 m). I used a
  heathered grey, but Delphine would insist on something "churchy" — plum, perhaps.
• A pair of US 8 (5 mm) needles
• A cable needle
• A crochet hook for the fringe (any size around 5 mm will do)

Gauge isn't critical for a scarf, but mine came out at about 4½ stitches to the inch in seed
stitch.

The scarf is seed stitch along each side with a single cable running down the middle, like the
ivy on the lychgate.

Abbreviations: k = knit; p = purl; C6F = slip 3 sts to the cable needle and hold in front, k3,
then k3 from the cable needle; sl1 = slip one purlwise with yarn in front.

Cast on 34 stitches.
Row 1: Sl1, (p1, k1) 6 times, p2, k6, p2, (k1, p1) 6 times, k1.
Row 2: Sl1, (p1, k1) 6 times, k2, p6, k2, (k1, p1) 6 times, k1.
Repeat these two rows twice more, then work the cable on the next row.

Happy knitting, and mind the churchyard steps.
— Rosalind Ashcombe-Hart

Also in the Vestry Knitters Mysteries: Murder in Double Knitting · A Purl Before Dying ·
Cast Off, Cast Out (coming next spring)`,
    expected: {
      title: "Aunt Delphine's Churchyard Scarf",
      designer: 'Rosalind Ashcombe-Hart',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 440 }],
      gauge: { stitches: 4.5, rows: null, inches: 1 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-thirteenth-turkish-translation-slippers-one-skein-each',
    text: `Kar Tanesi Patik — Snowflake Slippers
Tasarım (design): Ayşe Nur Yıldırım · English text by her daughter Elif Yıldırım

Size (numara): 36-37 (38-39, 40-41)
Sole length: 23 (24.5, 26) cm

MATERIALS
Yarn: Yün Dünyası Örgü Yünü (75% acrylic, 25% wool), 100 g skein approx. 200 m, a yarn of
medium thickness (worsted)
Grey (Gri): 1 skein; Ecru (Ekru): 1 skein
Hook (tığ): no. 4 — a 4 mm crochet hook
Two 15 mm buttons for the straps
Liquid latex for non-slip soles (optional)

Gauge (örnek): 10 x 10 cm = 18 sc x 20 rows

ABBREVIATIONS
ch: chain (zincir)   sc: single crochet (sık iğne)   sl st: slip stitch (kör ilmek)
inc: 2 sc in the same stitch   dec: sc 2 together   BLO: back loop only

NOTES
The slippers are worked in the round from the toe: the ch 1 at the beginning of each round
does not count as a stitch, and every round is joined with a sl st. The snowflake on the top of
the foot is embroidered in ecru afterwards with duplicate stitches, so there is no colour
changing in the crochet itself.

TOE
With Grey, ch 4, join with a sl st to form a ring.
Round 1: 8 sc in the ring, join. (8 sts)
Round 2: inc in each st, join. (16 sts)
Round 3: *sc 1, inc* 8 times, join. (24 sts)
Continue increasing in this way until you have 32 (34, 36) sts.

My other patterns: Lale Bere (Tulip Beret) and Çiçek Patik (Flower Slippers, 1 skein).`,
    expected: {
      title: 'Snowflake Slippers',
      designer: 'Ayşe Nur Yıldırım',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: m(400) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['36-37', '38-39', '40-41'],
      techniques: ['in the round'],
    },
  },
];
