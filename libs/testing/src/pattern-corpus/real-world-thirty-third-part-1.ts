import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw33-01-us-indie-own-site-cabled-band-cardigan',
    text: `Order #JR-20931 · Juniper Row Studio · juniperrow.com · Licensed to: k.******@gmail.com

BRAMBLEWAY CARDIGAN
a cabled-band V-neck cardigan in worsted weight

Designed by Maren Callister

Thank you for purchasing Brambleway! This cardigan began as a sketch on a rainy Oregon
afternoon and grew into the layer I reach for every single fall. Its cabled front bands are
knit on as you go, so there is nothing to pick up at the end.

SIZES
To fit bust: 30-32 (34-36, 38-40, 42-44, 46-48, 50-52)"
Finished bust (buttoned): 35 (39, 43, 47, 51, 55)" / 89 (99, 109, 119.5, 129.5, 139.5) cm
Length from back neck: 24 (24½, 25, 25½, 26, 26½)"
Shown in size 38-40 with 3" positive ease.

YARN
Wildwood Worsted (100% Corriedale wool; 218 yds/199 m per 100 g skein)
Yardage: 1050 (1180, 1320, 1460, 1610, 1760) yds / 960 (1079, 1207, 1335, 1472, 1609) m
Sample: colour Thistle; the 38-40 sample used 1,240 yds (just under 6 skeins).
Any worsted weight wool that meets gauge will work.

NEEDLES & NOTIONS
US 6 (4 mm) 32" circular needle for ribbing and bands
US 8 (5 mm) 32" circular needle for body and sleeves
Cable needle, stitch markers, tapestry needle, 6 (6, 7, 7, 7, 8) 7/8" buttons

GAUGE
18 sts and 26 rows = 4" in stockinette stitch on US 8 needles, after blocking.
Cable band (12 sts) measures approx. 1¾" wide on US 6 needles.

CONSTRUCTION
Brambleway is worked in pieces from the bottom up and seamed. The back, fronts and sleeves are
knit flat; the cabled front bands are worked along with each front, then the band stitches are
continued up and around the back neck and grafted at center back.

SKILLS YOU'LL USE
Cables from a chart or written line, basic shaping, mattress stitch, grafting.

ABBREVIATIONS
2/2 RC: sl 2 sts to cn, hold in back, k2, k2 from cn
2/2 LC: sl 2 sts to cn, hold in front, k2, k2 from cn
k2tog, ssk, M1L, M1R, pm, sm: see the glossary on page 6.

TEST KNITTERS
Huge thanks to Alana, Bex, Priyanka, Ruth and Sol. Bex knit size 46-48 with 1,520 yds.

YOU MAY ALSO LIKE
Fernhollow Pullover: 980-1,640 yds worsted
Little Bramble (child's version): 410-820 yds worsted

© 2025 Maren Callister / Juniper Row Studio. For personal use only. Please do not share,
copy or resell this pattern. Items made from it may be sold in small quantities.
Brambleway Cardigan · page 1 of 6`,
    expected: {
      title: 'Brambleway Cardigan',
      designer: 'Maren Callister',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: '30-32', yards: 1050 },
        { size: '34-36', yards: 1180 },
        { size: '38-40', yards: 1320 },
        { size: '42-44', yards: 1460 },
        { size: '46-48', yards: 1610 },
        { size: '50-52', yards: 1760 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['30-32', '34-36', '38-40', '42-44', '46-48', '50-52'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw33-02-uk-yarn-company-sausage-dog-draught-excluder',
    text: `THORNBURY YARNS
Free Knitting Pattern · TY-H052 · Home

DEXTER DRAUGHT EXCLUDER
Designed by Ruth Ashworth for Thornbury Yarns

Keep the chill out in style with Dexter, our much-loved sausage dog. He is knitted in one long
tube in the round, with garter-stitch ears, a little tail and an i-cord lead to hang him from
the door handle when he's off duty.

FINISHED SIZE
Approx. 85cm long (nose to tail) x 11cm diameter, to fit a standard interior door.

YOU WILL NEED
Thornbury Chunky, chunky weight (80% wool, 20% nylon; 100g balls, approx. 110m)
A  Conker (shade 417)     3 x 100g balls
B  Cream (shade 402)      1 x 100g ball
C  Charcoal (shade 409)   1 x 100g ball
1 pair 5.5mm (UK 5 / US 9) needles for the ears
6mm (UK 4 / US 10) circular needle, 40cm long, and a set of 6mm double-pointed needles
Approx. 450g polyester toy filling, or a bag of dried rice for weight
Stitch markers, a tapestry needle, two 15mm black buttons for eyes

TENSION
15 sts and 20 rows to 10cm over stocking stitch using 6mm needles.
Tension is not critical, but a looser fabric will let the filling show through.

ABBREVIATIONS
k knit; p purl; st(s) stitch(es); k2tog knit 2 together; ssk slip, slip, knit; M1 make one;
rnd(s) round(s); RS right side; WS wrong side.

PATTERN NOTES
The body is worked in the round from the tail end, in stripes of A and B, changing to C for
the nose. Carry the yarn not in use up the inside of the tube. The lead is a 3-stitch i-cord
worked in C and sewn to the collar.

BODY
Using 6mm dpns and A, cast on 12 sts. Divide over 3 needles and join to work in the round.
Rnd 1: *K1, M1; rep from * to end. 24 sts.
Rnds 2-4: Knit.
Rnd 5: *K2, M1; rep from * to end. 36 sts.
Rnd 6: Knit.
Rnd 7: *K3, M1; rep from * to end. 48 sts.
Change to the circular needle. Join B and work in stripes of 10 rnds B, 10 rnds A.

[Pattern continues on page 2]

Shop the yarn: Thornbury Chunky, £6.49 per 100g ball · Dexter kit (5 balls + pattern) £29.95
You might also like: Hattie Hedgehog Doorstop (2 balls Conker, 1 ball Charcoal) · Brick Stitch
Cushion (4 balls Thornbury Aran)

© Thornbury Yarns Ltd 2025. This pattern is free for personal use and may not be sold or
reproduced. www.thornburyyarns.co.uk/free-patterns                              Page 1 of 3`,
    expected: {
      title: 'Dexter Draught Excluder',
      designer: 'Ruth Ashworth',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(550) }],
      gauge: { stitches: 15, rows: 20, inches: 4 },
      needle_sizes: [
        { us: '9', mm: 5.5 },
        { us: '10', mm: 6 },
      ],
      techniques: ['in the round', 'i-cord'],
    },
  },
];
