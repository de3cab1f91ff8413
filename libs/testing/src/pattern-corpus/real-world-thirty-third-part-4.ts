import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw33-07-uk-magazine-page-top-down-lace-shawl',
    text: `58 · THE KNITTING LIFE · ISSUE 214 · MARCH 2026

PATTERNS | SPRING LACE

Celandine Shawl
Fresh as the first flowers on the verge, Fiona Grant's top-down triangle pairs a garter
stitch body with a deep border of leafy lace. Knitted in a soft 4 ply merino, it's the
perfect light layer for a cool spring evening.

DESIGNER Fiona Grant
SKILL LEVEL Intermediate

MEASUREMENTS
Wingspan 150cm (59in), depth at centre 70cm (27½in), after blocking.

YOU WILL NEED
Yarn: Lindale 4 Ply Merino (100% merino wool; 50g/200m)
4 x 50g balls Primrose (shade 305)
Needles: 4mm (UK 8/US 6) circular needle, 80cm long
Stitch markers, blocking wires and pins

TENSION
20 sts and 36 rows to 10cm over garter stitch on 4mm needles, after blocking.
Exact tension is not essential, but a different tension will change the size and the
amount of yarn used.

ABBREVIATIONS
k knit · p purl · yo yarn over · k2tog knit 2 together · ssk slip, slip, knit · sk2po slip 1,
k2tog, pass slipped st over · pm place marker · sm slip marker · RS right side · WS wrong side

PATTERN NOTES
The shawl is worked top-down from the centre back neck, beginning with a garter tab.
Increases are made at each edge and either side of the centre spine on every RS row. The
lace border is worked from Chart A (page 60) or the written instructions.

SHAWL
Garter tab: Cast on 3 sts. Knit 6 rows. Turn work 90 degrees and pick up and knit 3 sts
along the side edge, then 3 sts from the cast-on edge. 9 sts.
Set-up row (WS): K3, p1, pm, p1, pm, p1, k3.
Row 1 (RS): K3, yo, k to marker, yo, sm, k1, sm, yo, k to last 3 sts, yo, k3. 13 sts.
Row 2 (WS): K3, p1, k to last 4 sts, p1, k3.
Rep Rows 1-2 until there are 229 sts, ending with a WS row.
Continued on page 60 ▶

ALSO IN THIS ISSUE
Tarn Cardigan by Beth Oduya, 9-13 x 50g balls Lindale DK, page 64
Lambing Season Socks, 1 x 100g skein 4 ply sock yarn, page 70

STOCKISTS Lindale Yarns 01539 000000 www.lindaleyarns.co.uk
Photography: Dan Pryce · Styling: Ayo Bello · Technical editor: Rosa Kaye
NEXT MONTH Summer cottons, a lace-yoke tee and Fair Isle for beginners

THE KNITTING LIFE · MARCH 2026 · 58`,
    expected: {
      title: 'Celandine Shawl',
      designer: 'Fiona Grant',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 20, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw33-08-church-ministry-handout-chemo-cap',
    text: `ST. BRENDAN'S CAPS FOR COMFORT
Knitting & Crochet Ministry · Tuesdays 10 am-noon, Fellowship Hall (bring a friend!)

PATTERN OF THE MONTH: SOFT LANDING CHEMO CAP
Pattern by circle member Dolores Fitch

Dolores has knit over 400 caps for the infusion center at Mercy General, and this is the
one the nurses ask for most: smooth inside, no bulky seams, and it stays put.

SIZE
Fits most adult heads (about 20-22" around). The finished cap stretches comfortably.

YARN
1 skein of soft, washable DK weight yarn, about 230 yds / 210 m.
Our favorite is a cotton/bamboo blend. NO wool or mohair please; scalps can be very
sensitive during treatment. Donated yarn that fits these guidelines is in the blue cabinet.

NEEDLES
US 5 (3.75 mm) 16" circular needle for the brim
US 6 (4 mm) 16" circular needle and a set of US 6 double-pointed needles for the crown
Stitch marker, tapestry needle

GAUGE
22 sts = 4" in stockinette on US 6 needles. (Not critical, but a snug fit is important.)

DIRECTIONS
The cap is worked in the round from the brim up.
Brim: With US 5 needle, cast on 110 sts. Place marker and join to work in the round, being
careful not to twist. Work in k1, p1 rib for 1½".
Change to US 6 needle. Knit every round until cap measures 6½" from cast-on edge.
Crown (switch to dpns when needed):
Rnd 1: *K9, k2tog; rep from * around. 100 sts.
Rnd 2 and all even rnds: Knit.
Rnd 3: *K8, k2tog; rep from * around. 90 sts.
Continue in this way, working one fewer st before each k2tog, until 10 sts remain.
Cut yarn, thread tail through remaining sts, pull snug and weave in ends securely.

PLEASE
Weave ends in very well (no knots), wash in unscented detergent and attach a
"Made with love" tag from the basket by the door. Drop finished caps in the white bin.

MINISTRY NEWS
This quarter we delivered 143 caps, 26 lap robes and 18 prayer shawls. Thank you all!
Lap robes: 36" x 48", about 800 yds of worsted weight acrylic; see Marge for the pattern.
Prayer shawls: our usual pattern takes 3 skeins (about 1,000 yds) of a soft worsted.
Next meeting we start crocheted caps. Bring an H-8 (5 mm) hook and worsted cotton.
Coffee and treats this month: Ruth and Alma.

Questions? Call the church office, (614) 555-0199, or catch Dolores after the 9 o'clock
service. All skill levels welcome; we will teach you!

St. Brendan's Episcopal Church · 210 Church Street · Caps for Comfort Ministry`,
    expected: {
      title: 'Soft Landing Chemo Cap',
      designer: 'Dolores Fitch',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 230 }],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['One size'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
