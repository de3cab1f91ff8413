import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw32-13',
    text: `PITSILISED SALLID · ESTONIAN LACE STOLES                                                      87

4. Meelespea Stole
Design: Helve Tamm

Meelespea is the forget-me-not. The little flower motif of this stole comes from a shawl my aunt
knitted in Haapsalu in the 1950s, and the border from a sample card in the town museum. It is a
good first stole: there are yarn-overs and decreases on the right side rows only.

Size / Suurus: 50 x 170 cm after blocking (without the edging 44 x 164 cm)

Yarn / Lõng: fine lace-weight wool, 2-ply, 100 g = 800 m
(Original: Haapsalu sallilõng, natural white.) You will need 1 skein (100 g). The stole in the
photograph weighs 86 g.

Needles / Vardad: circular needle 3,5 mm, 80 cm; for casting on and off loosely 4,0 mm
Other / Muud: blunt tapestry needle, blocking wires, rust-free pins, a frame or a large carpet

Knitting density / Koekudum: 20 sts and 28 rows = 10 cm in lace pattern, after wet blocking
and stretching.

Techniques used: lace knitting from a chart, knitted-on edging.

Working
The centre is knitted back and forth, in lace after Chart 1 (the flower is repeated 4 times across).
The edging is knitted separately after Chart 2 and sewn to the centre with small stitches, easing
in the corners so that they lie flat.

Cast on 93 sts loosely with the 4,0 mm needle and change to the 3,5 mm needle.
Row 1 (WS) and all WS rows: knit 2, purl to the last 2 sts, knit 2.
Rows 2-24: work Chart 1 once in height.
Repeat rows 2-24 another 16 times, then work rows 2-12 once more.
Knit 2 rows. Cast off very loosely with the 4,0 mm needle.

Edging
Cast on 11 sts and work Chart 2 until the edging reaches around all four sides of the centre,
allowing 2 extra repeats at every corner. Cast off and sew the ends together.

Blocking
Wash in lukewarm water with a little wool soap, roll in a towel and pin out on the frame to the
measurements, pulling out each point of the edging. Leave to dry completely.

Chart key: □ knit on RS, purl on WS · ○ yarn over · ⟋ k2tog · ⟍ ssk · ∧ sl1, k2tog, psso
Charts are on pages 90-91.

Next in this chapter: 5. Laineline Scarf (1 skein, 100 g = 800 m)

Translated from Estonian by Kristiina Roos. Original edition © Helve Tamm and Kirjastus Lõimepuu
2016; English edition © 2019.
88                                                        PITSILISED SALLID · ESTONIAN LACE STOLES`,
    expected: {
      title: 'Meelespea Stole',
      designer: 'Helve Tamm',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw32-14',
    text: `PRAIRIE CREST YARNS
FREE CROCHET PATTERN · PC-C318

Snowdrift Balaclava
Design by Prairie Crest Design Studio

EASY  ●●○○

Keep the wind off your ears and neck with this cozy hooded balaclava. Quick to hook up in bulky
yarn with simple half double crochet, and finished with a snug ribbed neck.

SIZES
Child (Adult S/M, Adult L/XL)
Fits head circumference: 19 (21, 23)" / 48 (53, 58.5) cm
Note: Pattern is written for smallest size with changes for larger sizes in parentheses. When only
one number is given, it applies to all sizes.

MATERIALS
Prairie Crest Cozy Chunky (Bulky weight #5; 100% acrylic; 3.5 oz/100 g; 106 yds/97 m)
2 (2, 3) skeins #0412 Frost
Size J-10 (6 mm) crochet hook
Size K-10½ (6.5 mm) crochet hook
Stitch marker, yarn needle

GAUGE
11 hdc and 9 rows = 4" [10 cm] with K-10½ hook.
To save time, take time to check gauge.

NOTES
1. The balaclava is worked from the top down in joined rounds; the face opening is made by working
   back and forth in rows for a few rows, then joining again for the neck.
2. Ch 2 at beginning of rounds does not count as a stitch.
3. Neck ribbing is worked in front post and back post double crochet with the smaller hook.

ABBREVIATIONS
ch = chain · dc = double crochet · FPdc = front post double crochet · BPdc = back post double
crochet · hdc = half double crochet · rnd(s) = round(s) · sl st = slip stitch · st(s) = stitch(es)

CROWN
With larger hook, ch 4, join with sl st to form a ring.
Rnd 1: Ch 2, 10 hdc in ring; join with sl st in first hdc. (10 hdc)
Rnd 2: Ch 2, 2 hdc in each st around; join. (20 hdc)
Rnd 3: Ch 2, *hdc in next st, 2 hdc in next st; rep from * around; join. (30 hdc)
Size Child only: Go to Hood.
Sizes Adult S/M and L/XL only: Rnd 4: Ch 2, *hdc in next 2 sts, 2 hdc in next st; rep from *
around; join. (40 hdc)

HOOD
Rnd 1: Ch 2, hdc in each st around; join. Rep Rnd 1 until piece measures 7 (8, 8½)" from top.

FACE OPENING
Row 1: Ch 2, hdc in next 22 (30, 32) sts; leave remaining sts unworked, turn. ...

MATCHING MITTENS: Snowdrift Mittens (PC-C319), 1 skein Cozy Chunky.
Share your make! #prairiecrestyarns · Questions? 1-888-555-0140 · prairiecrestyarns.com
© 2025 Prairie Crest Yarns. This pattern is for personal, non-commercial use only.`,
    expected: {
      title: 'Snowdrift Balaclava',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: 212 },
        { size: 'Adult S/M', yards: 212 },
        { size: 'Adult L/XL', yards: 318 },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'K-10.5', mm: 6.5 },
      ],
      sizes: ['Child', 'Adult S/M', 'Adult L/XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
