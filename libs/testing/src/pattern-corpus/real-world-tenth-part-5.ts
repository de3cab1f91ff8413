import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_TENTH_CASES (split for the file-size rule; see real-world-tenth.ts). */
export const REAL_WORLD_TENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-tenth-indie-bag-email-header-particle-four-units',
    text: `hello@threadandhollow.co  ·  @threadandhollow  ·  threadandhollow.co/shop

Dune Bag
a crochet pattern by Sofía de la Cruz

The Dune Bag is worked in the round from the oval base up, in a simple sc texture that
stands up on its own. It takes a weekend, and uses recycled cotton cord.

YOU WILL NEED
Yarn: 3 skeins of Seabrook Cotton Cord (worsted weight, 100% recycled cotton),
approx. 150 g / 5.3 oz / 279 yds / 255 m in total
Hook: 5 mm (US H/8)
Other: 2 round wooden handles, 18 cm (7") diameter; stitch marker; tapestry needle

FINISHED SIZE
32 cm wide × 28 cm tall, excluding the handles

GAUGE
14 sc × 16 rounds = 10 cm (4") – no blocking needed

BASE
Ch 31. Rnd 1: sc in 2nd ch from hook and in next 28 ch, 3 sc in last ch; working along the
other side of the foundation chain, sc in next 28 ch, 2 sc in last ch. (62 sts)
Rnd 2: 2 sc in next st, sc in next 28 sts, 2 sc in each of next 3 sts, sc in next 28 sts,
2 sc in each of last 2 sts. (68 sts)

Pattern testers: Hanna, Priya and Luz. Thank you! Copyright Thread & Hollow 2026.`,
    expected: {
      title: 'Dune Bag',
      designer: 'Sofía de la Cruz',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 279 }],
      gauge: { stitches: 14, rows: 16, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-tenth-guild-charity-sheet-baby-child-adult-hat',
    text: `GREYSTONE KNITTERS' GUILD
Warm Heads Winter Drive 2026 — Pattern Sheet 3 of 4

Simple Ribbed Hat
Pattern donated by Margaret O'Sullivan-Reyes

Sizes: Baby (Child, Adult)
To fit head circumference: 14 (18, 21) in / 36 (46, 53) cm

Yarn: any smooth DK, about 80 (120, 160) m / 87 (131, 175) yds. Please use washable wool
or acrylic, and no mohair for the babies.
Needles: 3.75 mm (US 5) and 4 mm (US 6) 40 cm circular needles, and DPNs in the larger size
for the crown.
Notions: stitch marker, tapestry needle, a pom-pom maker if you like.

Gauge: 22 sts = 10 cm / 4 in in stocking stitch on 4 mm needles (rows don't matter).

Using the smaller needle, cast on 80 (100, 116) sts. Join in the round, taking care not to
twist, and work k2, p2 rib for 5 (7, 8) cm. Change to the larger needle and knit every round
until the hat measures 11 (15, 19) cm from the cast-on edge.
Crown: *k8 (8, 27), k2tog; rep from * around. Knit 1 round. Continue decreasing on every
other round until 8 sts remain. Break yarn, thread through the stitches and pull tight.

Drop-off: St Mary's hall, Tuesdays 10-12. Last winter we gave out 412 hats, thank you all!`,
    expected: {
      title: 'Simple Ribbed Hat',
      designer: "Margaret O'Sullivan-Reyes",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Baby', yards: 87 },
        { size: 'Child', yards: 131 },
        { size: 'Adult', yards: 175 },
      ],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Baby', 'Child', 'Adult'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-tenth-austrian-shop-translation-beret-width-height',
    text: `Wollwerk Innsbruck · Anleitung / Pattern Nr. 318 · English version

Baskenmütze „Alpenglühen" · Alpenglühen Beret
Design: Lena von Hohenau

Material / Materials
Wollwerk Merino Chunky (100% merino, Lauflänge / length 80 m per 50 g): 150 g in
Rostrot (rust)
Häkelnadel / crochet hook 6 mm
1 wooden button, 30 mm, for decoration (optional)

Maschenprobe / Gauge
16 hdc in width and 12 rows in height = 10 x 10 cm

Größe / Measurements
The finished beret is 26 cm across and the band 50 cm around; it stretches to fit most
adult heads.

Abkürzungen / Abbreviations
ch = chain, sl st = slip stitch, sc = single crochet, hdc = half double crochet,
2 hdc tog = crochet 2 half double crochets together

The beret is worked top-down in rounds, starting at the centre of the crown; every round
is closed with a sl st and begins with ch 2 (does not count as a stitch).

Rnd 1: 8 hdc in a magic ring. Rnd 2: 2 hdc in each st (16 hdc).
Rnds 3-11: increase 8 hdc evenly in each round (88 hdc).
Rnds 12-16: hdc in each st without increasing.
Rnds 17-19: *hdc in 9 sts, 2 hdc tog*, repeat * to * all round (72 hdc remain after rnd 19).
Band: 5 rounds of sc in the back loop only. Fasten off.`,
    expected: {
      title: 'Alpenglühen Beret',
      designer: 'Lena von Hohenau',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(240) }],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-tenth-us-leaflet-child-poncho-per-colour-skeins',
    text: `FIRESIDE YARN CO.                              Leaflet #L30524 · Crochet · Easy ●●○○

Rainbow Fringe Poncho
Design by Tamsin McAllister-Ng

SIZES: Child 2 (4, 6) years
Finished length at center front (excluding fringe): 12 (14, 16)"
Note: Pattern is written for smallest size with changes for larger sizes in parentheses.
When only one number is given, it applies to all sizes.

MATERIALS
Fireside Soft Worsted (medium #4; 100% acrylic; 7 oz/198 g; 350 yds/320 m per skein)
   Main Color (A) Rainbow Ombré: 1 (2, 2) skeins
   Contrast Color (B) White: 1 skein
Size I-9 (5.5 mm) crochet hook
Yarn needle

GAUGE: 12 dc and 7 rows = 4"/10 cm.
To save time, take time to check gauge.

ABBREVIATIONS
ch = chain; dc = double crochet; rnd(s) = round(s); sc = single crochet;
sl st = slip stitch; sp = space

NOTES: Poncho is worked from the neck down in joined rounds. Do not turn.

Neck: With A, ch 60 (66, 72); join with sl st in first ch to form a ring.
Rnd 1: Ch 3 (counts as dc), dc in each ch around; join. (60 (66, 72) dc)
Rnd 2: Ch 3, dc in next 13 (15, 17) dc, (2 dc, ch 2, 2 dc) in next dc ...
FRINGE: Cut 48 strands of B, each 8" long. Knot 2 strands in every other st around.`,
    expected: {
      title: 'Rainbow Fringe Poncho',
      designer: 'Tamsin McAllister-Ng',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '2 years', yards: 700 },
        { size: '4 years', yards: 1050 },
        { size: '6 years', yards: 1050 },
      ],
      gauge: { stitches: 12, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['2 years', '4 years', '6 years'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
