import type { PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_10 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw37-19-vietnamese-etsy-baby-sandals-non-native-english',
    text: `MayHook Studio · Etsy shop MayHookVN · Crochet pattern in English (US terms)

LOTUS BABY SANDALS

Designer: Nguyễn Thị Mai (May Hook)
Hello my friend! Thank you so much for buying my pattern. I am from Hội An, Vietnam and I
crochet since I am 12 years old with my grandmother. I hope you enjoy to make this sandals for
your little baby.

SIZE
0-3 months (3-6 months, 6-12 months)
Length of sole: 9 (10, 11) cm / 3.5 (4, 4.3) inches

MATERIAL
- Yarn: Cotton milk DK (light 3). 1 skein 50 gr = 137 yards / 125 meter is enough for all
  3 size. In photo I use color cream and little bit of pink for the flower.
- Hook 3.5 mm
- 2 small button (10 mm), needle for sew, stitch marker

DENSITY
10 x 10 cm = 18 sc x 20 rows
If your density is different, the sandals will be bigger or smaller, please check.

ABBREVIATION (US terms)
ch: chain
sl st: slip stitch
sc: single crochet
hdc: half double crochet
dc: double crochet
inc: 2 sc in 1 stitch

NOTE
- Sole is crochet in rounds around the chain, then you crochet the side and the strap.
- Ch 1 at beginning of round is not count as stitch.
- Number in ( ) is total stitches at the end of round.

SOLE (make 2)
Ch 11 (13, 15).
Round 1: sc in 2nd ch from hook, sc in next 8 (10, 12) ch, 4 sc in last ch, working on other
side of chain: sc in next 8 (10, 12) ch, 3 sc in last ch, sl st to first sc. (24 (28, 32))
Round 2: ch 1, inc in first st, sc in next 8 (10, 12), inc in next 4, sc in next 8 (10, 12),
inc in next 3, sl st to first sc. (32 (36, 40))
Round 3: ch 1, sc in each stitch around, sl st to first sc.

FLOWER
Magic ring, (ch 2, 2 dc, ch 2, sl st) 5 times into ring. Pull tight. Sew on the strap.

PLEASE NOT share, copy or sell this pattern. You can sell the sandals you make from it, please
write "design by May Hook" on your listing. If you have any question, message me on Etsy,
I answer in 24 hours.

My other patterns: Baby Mary Jane Shoes (1 skein, 100 yards) · Lotus Bonnet (150 yards)
© 2025 MayHook Studio`,
    expected: {
      title: 'Lotus Baby Sandals',
      designer: 'Nguyễn Thị Mai',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 137 }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw37-20-canadian-crochet-guild-preemie-octopus',
    text: `CROCHET GUILD OF THE FRASER VALLEY
Monthly Newsletter · February 2025 · Community Projects Corner

OCTOPUS FOR PREEMIES
Pattern by guild member Lorraine Ducharme

Our octopus project is back! Last year guild members made 64 octopuses for the neonatal unit at
Fraser Valley Regional Hospital. The nurses tell us the babies hold on to the curly tentacles
as they would hold the umbilical cord, and it keeps little hands away from tubes and wires.
The hospital has strict rules, so please follow the pattern exactly.

HOSPITAL REQUIREMENTS
- 100% cotton only, new yarn, in a light or bright color. No wool, no acrylic, no eyelash.
- Tentacles must be no longer than 22 cm (8¾") when fully stretched.
- No safety eyes, beads or buttons; embroider the face with the same cotton.
- Wash on hot before you drop it off, and seal in a zip bag with a name tag.

MATERIALS
- 1 ball of 100% cotton worsted weight (#4 medium), 120 yds / 110 m
- US F-5 (3.75 mm) crochet hook
- 100% polyester fiberfill (must be washable at 60°C), stitch marker, yarn needle

GAUGE
Gauge isn't important, but crochet tightly so no stuffing shows through the stitches.

NOTES (US terms)
The head is worked amigurumi-style in continuous rounds; do not join. Use a marker for the
first stitch of each round.

HEAD
Rnd 1: 6 sc in magic ring. (6)
Rnd 2: 2 sc in each st around. (12)
Rnd 3: *Sc in next st, 2 sc in next st; rep from * around. (18)
Rnd 4: *Sc in next 2 sts, 2 sc in next st; rep from * around. (24)
Rnds 5-12: Sc in each st around.
Stuff firmly and continue decreasing to close.

TENTACLES (make 8)
Ch 45, 3 sc in 2nd ch from hook and in each ch across. The tentacle will curl on its own.

DROP-OFF: bring finished octopuses to any guild meeting or to the front desk of Wool & Willow,
Abbotsford.

GUILD NOTES
Meetings: 2nd Tuesday of the month, 7 pm, Matsqui Centennial Auditorium.
Annual dues ($30) are now due – see our treasurer, Gail.
Library corner: new this month, "Crochet Stitch Bible" and "Modern Granny Squares".
Next month's project: lap blankets for the extended-care wing – each needs 4 skeins of worsted.`,
    expected: {
      title: 'Octopus for Preemies',
      designer: 'Lorraine Ducharme',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 120 }],
      needle_sizes: [{ us: 'F-5', mm: 3.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
