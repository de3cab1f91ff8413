import type { PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_SEVENTH_CASES (split for the file-size rule; see real-world-seventh.ts). */
export const REAL_WORLD_SEVENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-seventh-charity-preemie-hat-weight-range-no-size-words',
    text: `Warm Hands Knitting Circle · Charity Knits for St. Brigid's NICU

Tiny Hearts Preemie Hat

Fits a baby of about 3-5 lb (1.4-2.3 kg); circumference 10" unstretched.
Please use soft, machine-washable yarn only — no wool, no fuzzy or novelty yarns.

You need:
  Approx. 60 yds sport weight baby yarn (acrylic or cotton blend)
  Set of 4 US 4 (3.5 mm) double-pointed needles
  Tapestry needle

Gauge: 6 sts = 1 inch in stockinette. Not critical, but the hat must be soft and not too loose.

Cast on 60 sts, divide over 3 needles and join to work in the round, taking care not to twist.
Rnds 1-6: *K1, p1; rep from * around.
Knit every round until the hat measures 3½" from the cast-on edge.`,
    expected: {
      title: 'Tiny Hearts Preemie Hat',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: 60 }],
      gauge: { stitches: 6, rows: null, inches: 1 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw-seventh-spanish-designer-bar-byline-named-lengths-repeat-gauge',
    text: `Pattern by Ana María López | Hilos del Sur Studio

Cuello Marea
Textured cowl in two lengths

SIZES: Short (Long)
Circumference: 56 (120) cm / 22 (47)"; height 24 cm / 9½"

YARN: Fingering weight — Hilos del Sur Merino Sock (75% merino, 25% nylon; 100 g = 365 m / 399 yds)
1 (2) skeins; long version shown in colour Bruma

NEEDLES: 3.75 mm (US 5) circular, 60 cm (short) or 100 cm (long)

GAUGE: 2 repeats of the slip-stitch pattern (24 sts) and 40 rounds = 10 cm / 4", blocked.

NOTES: Worked in the round from a provisional cast-on; the two ends are grafted together at the end.`,
    expected: {
      title: 'Cuello Marea',
      designer: 'Ana María López',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Short', yards: 399 },
        { size: 'Long', yards: 2 * 399 },
      ],
      gauge: { stitches: 24, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      sizes: ['Short', 'Long'],
      techniques: ['in the round', 'provisional cast-on'],
    },
  },
  {
    id: 'rw-seventh-sock-club-womens-mens-skeins-three-units',
    text: `SOLE MATES — a sock club pattern, Month 4

Ridgeline Socks
by Tamsin Achterberg

Sizes: Women's (Men's)
Foot circumference: 8 (9½)" / 20 (24) cm — choose a size about 10% smaller than your actual foot.

Yarn: fingering-weight sock yarn, 1 (2) skeins of 100 g / 420 yds / 384 m
  Sample: Brightwater Sock in "Slate"

Needles: US 1 (2.25 mm) for magic loop or dpns, or size to obtain gauge

Gauge: 32 sts and 44 rnds = 4" / 10 cm in stockinette in the round

Notes: The socks are worked from the cuff down in the round with a heel flap and gusset. The
ridge pattern is charted and written out.`,
    expected: {
      title: 'Ridgeline Socks',
      designer: 'Tamsin Achterberg',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: "Women's", yards: 420 },
        { size: "Men's", yards: 2 * 420 },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ["Women's", "Men's"],
      // The corpus's words for it (the writer could not see the vocabulary): socks from the cuff are cuff-down.
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-seventh-baby-cardigan-month-ranges-suffix-balls',
    text: `Little Acorn Cardigan
Designed by Rhiannon Pryce-Jones for Cwtch Yarns

Sizes: 0-3 (3-6, 6-12, 12-18) mos
Finished chest: 17½ (19, 20½, 22)" / 44.5 (48, 52, 56) cm

Yarn: Cwtch Baby Merino Sport (100% merino; 50 g / 128 m / 140 yds)
2 (2, 3, 3) balls

Needles: US 3 (3.25 mm) and US 5 (3.75 mm) 24" circular
Notions: 4 (4, 5, 5) buttons ½" (13 mm); stitch markers; waste yarn

Gauge: 24 sts & 32 rows = 4" (10 cm) in stockinette with larger needle

Construction: worked flat, top down in one piece with raglan increases; the body and sleeves are
separated at the underarm.`,
    expected: {
      title: 'Little Acorn Cardigan',
      designer: 'Rhiannon Pryce-Jones',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 mos', yards: 2 * 140 },
        { size: '3-6 mos', yards: 2 * 140 },
        { size: '6-12 mos', yards: 3 * 140 },
        { size: '12-18 mos', yards: 3 * 140 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '5', mm: 3.75 },
      ],
      sizes: ['0-3 mos', '3-6 mos', '6-12 mos', '12-18 mos'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
