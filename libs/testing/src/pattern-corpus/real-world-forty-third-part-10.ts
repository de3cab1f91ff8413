import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw43-19-us-yarn-shop-class-handout-amigurumi-whale',
    text: `LOOP & LANTERN YARN CO.
Class Handout · AMIGURUMI 101 (Course C-214)
Saturdays, Jan 10, 17 & 24, 2027 · 10 am–12 pm · Back Room Table
Instructor: Priya Shah

Welcome to Amigurumi 101! Over three sessions we'll crochet this little whale from start to finish
and cover the magic ring, working in a spiral, increasing, decreasing and stuffing.

Wally the Whale
Pattern & instruction: Priya Shah

FINISHED SIZE
About 7" long and 4" tall.

WHAT TO BRING
☐ 1 skein Barnside Cotton (100% cotton; worsted weight; 2.5 oz/71 g; 120 yds/110 m) in Ocean
☐ A small amount of White for the belly (scraps are fine!)
☐ US E-4 (3.5 mm) crochet hook
☐ 9 mm safety eyes (1 pair), fiberfill stuffing, locking stitch marker, yarn needle
Class members get 15% off materials bought in the shop on the first day.

GAUGE
Gauge isn't important for this project – just crochet tightly enough that the stuffing won't
show through.

NOTES
• Worked in continuous rounds (a spiral) – do not join. Move your marker up every round.
• Pieces are worked in the round and stuffed as you go.

ABBREVIATIONS (US TERMS)
MR magic ring · sc single crochet · inc 2 sc in same st · dec single crochet 2 together (invisible)
sl st slip stitch · FLO front loop only · st(s) stitch(es)

SESSION 1: BODY
With Ocean, Rnd 1: 6 sc in MR. (6)
Rnd 2: Inc in each st around. (12)
Rnd 3: *Sc 1, inc; rep from * around. (18)
Rnd 4: *Sc 2, inc; rep from * around. (24)
Rnds 5–8: Sc in each st around. (24)
Homework: finish the body up to Rnd 20 before Session 2.

CLASS FEES & POLICIES
$45 for three sessions, materials not included. Cancellations up to 48 hours ahead get full credit.
Free parking behind the shop on Elm Street.

NEXT TERM
Granny Square Tote (Course C-220): bring 3 skeins of worsted cotton (about 360 yds).
Sign up at the counter or at loopandlantern.com/classes`,
    expected: {
      title: 'Wally the Whale',
      designer: 'Priya Shah',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 120 }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw43-20-nz-lovecrafts-crochet-plant-hanger',
    text: `LoveCrafts · Order LC-88201937 · Kōwhai Plant Hanger Crochet Pattern (PDF download) · £3.95
★★★★★ 4.9 (37 ratings)

Kōwhai Plant Hanger
designed by Ngaio Bennett · Tūī Crochet Co., Aotearoa New Zealand

Kia ora and thank you for choosing this pattern! This hanger has a solid crocheted basket to hold
the pot and a lacy mesh up to the hanging ring, so it looks good empty as well as full.

FINISHED SIZE
Basket fits a pot up to 15 cm across. Total length including the ring: approx 85 cm.

YOU WILL NEED
2 x 100 g balls of aran weight cotton, approx 160 m per ball
(shown in Harakeke Cotton Aran, shade Kōwhai Yellow)
5 mm (US H-8) crochet hook
A 5 cm wooden or metal ring
Stitch marker and darning needle

TENSION
Tension is not important for this project, but a firm fabric helps the basket hold its shape.

PATTERN NOTES
Written in UK crochet terms.
The basket base is worked in continuous rounds; mark the first stitch of each round.
The mesh straps are worked back and forth in rows and then gathered onto the ring.

ABBREVIATIONS (UK)
ch – chain
dc – double crochet (US sc)
tr – treble (US dc)
ss – slip stitch
st(s) – stitch(es)
sp – space

BASE
Make a magic ring.
Round 1: 8 dc into the ring. (8 sts)
Round 2: 2 dc in each st around. (16 sts)
Round 3: *1 dc, 2 dc in next st; rep from * around. (24 sts)
Round 4: *2 dc, 2 dc in next st; rep from * around. (32 sts)
Continue increasing 8 sts every round until the base measures 12 cm across.

My sample used about 140 g, so you'll have a little left over for a matching coaster.

Customers also bought:
Pōhutukawa Market Bag – 3 balls cotton aran · Mānuka Coasters (set of 4) – 1 ball cotton DK

© Ngaio Bennett / Tūī Crochet Co. 2026 · Personal use only · tuicrochet.co.nz                p 1`,
    expected: {
      title: 'Kōwhai Plant Hanger',
      designer: 'Ngaio Bennett',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(320) }],
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
];
