import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw22-15',
    text: `Fox & Fern Mittens: a free colorwork mitten pattern for the whole family - The Cozy Needle
thecozyneedle.com/fox-and-fern-mittens

THE COZY NEEDLE
Home | Free Patterns | Shop | About | Contact

Fox & Fern Mittens: a free colorwork mitten pattern for the whole family
November 2, 2025 by Annika Holt · 27 comments

Skip to pattern

Hi, I'm Annika! Every winter I knit a new pair of mittens for everyone in our house, and
this year the kids asked for foxes. These mittens are worked from the cuﬀ up in the round,
with a little fox peeking out from a band of fern leaves on the back of the hand and an
afterthought thumb. They come in four sizes, from kids to big adult hands.

The ad-free PDF (with large-print charts) is available in my shop for $6.

Advertisement

SIZES
Child (Adult S, Adult M, Adult L)
Hand circumference: 6 (7, 8, 9)" / 15 (18, 20.5, 23) cm

YARN
Sport weight wool, 50 g / 164 yds / 150 m per skein
MC (Charcoal): 1 (1, 2, 2) skeins
CC (Rust): 1 skein for all sizes
I used Little Barn Sport in Charcoal and Rust.

NEEDLES
US 2 (2.75 mm) and US 3 (3.25 mm) double-pointed needles or long circulars for magic loop

OTHER SUPPLIES
Scrap yarn for the thumb, stitch markers, tapestry needle

GAUGE
30 sts and 32 rnds = 4" in stranded colorwork on larger needles.

ABBREVIATIONS
k - knit | p - purl | M1 - make one | k2tog - knit two together | ssk - slip, slip, knit

Advertisement

CUFF
With smaller needles and MC, cast on 44 (52, 60, 68) sts. Join to work in the round.
Work k2, p2 rib for 2 (2½, 3, 3)".

HAND
Change to larger needles and knit 1 round.
Begin Fox Chart on the back of the hand and Fern Chart on the palm.
Thumb placement (right mitten): work 1 st, knit 7 (8, 9, 10) sts with scrap yarn, slip
them back and knit them again with MC.
Continue in pattern until the mitten reaches the tip of the little ﬁnger.

TOP SHAPING
Dec rnd: *K1, ssk, knit to 3 sts before side, k2tog, k1; rep from * once more.

Pin it! Save Fox & Fern Mittens to your Knitting board.

27 Comments
Beth says: November 5, 2025 at 7:41 am
I knit the Adult M with DK and US 4 needles and needed 2 skeins of MC. Turned out great!
  Annika Holt says: Thank you Beth! DK works if your gauge matches.

© 2025 Annika Holt / The Cozy Needle. Please share a link, not the pattern text.`,
    expected: {
      title: 'Fox & Fern Mittens',
      designer: 'Annika Holt',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'Child', yards: 328 },
        { size: 'Adult S', yards: 328 },
        { size: 'Adult M', yards: 492 },
        { size: 'Adult L', yards: 492 },
      ],
      gauge: { stitches: 30, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['Child', 'Adult S', 'Adult M', 'Adult L'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw22-16',
    text: `LINNEA VESTERGAARD · STRIK

SOLVIND TEE
Pattern by Linnea Vestergaard · English version

Solvind means "sun wind" - that warm breeze on the ﬁrst real summer day in Denmark. The
tee is knitted seamlessly from the top down in a cotton-linen blend, with a slightly
dropped shoulder and a small split at the hem.

SIZES
XS (S, M, L, XL) [2XL, 3XL, 4XL, 5XL]
Finished bust: 84 (92, 100, 108, 116) [124, 132, 140, 148] cm
Recommended ease: 6-12 cm. The model wears size S with 10 cm ease.

YARN
Nordvang Hørgarn (60% cotton, 40% linen; 50 g = approx. 140 m), a sport weight yarn
150 (175, 200, 200, 225) [250, 275, 300, 325] g
Colour in the photos: 07 Sand

NEEDLES
Circular needle 3 mm, 40 and 80 cm, for the edges
Circular needle 3.5 mm, 80 cm, for the body
Stitch markers, waste yarn

TENSION
21 sts x 30 rows = 10 x 10 cm in stockinette on 3.5 mm needle.
Remember to wash and dry your swatch - linen grows!

SHORT ROWS
The back neck is raised with German short rows. See the tutorial on my website.

ABBREVIATIONS
K knit · P purl · M1L / M1R make 1 left / right · DS double stitch (German short row) ·
BOR beginning of round · pm place marker · sm slip marker

NECK
With 3 mm 40 cm needle, cast on 100 (104, 108, 112, 116) [120, 124, 128, 132] sts. Join in
the round and work k1, p1 rib for 2 cm.
Change to 3.5 mm needle. Place markers for front, back and shoulders as follows:
K30 (31, 32, 33, 34) [35, 36, 37, 38] back, pm, k20 shoulder, pm, k30 (31, 32, 33, 34)
[35, 36, 37, 38] front, pm, k20 shoulder, pm for BOR.

Solvind Tee · side 3 / page 3 · © Linnea Vestergaard 2025

YOKE
Increase rnd: *K to 1 st before m, M1R, k1, sm, k1, M1L; rep from * to end. (8 sts inc)
Work the increase rnd every other rnd 10 (11, 12, 13, 14) [15, 16, 17, 18] more times.
Separate body and sleeves: place shoulder sts on waste yarn and cast on 4 (6, 8, 10, 12)
[14, 16, 18, 20] sts at each underarm.

BODY
Continue in the round until the body measures 28 (29, 30, 31, 32) [33, 34, 35, 36] cm
from the underarm. Split for the side slits and work front and back separately for 4 cm.
Change to 3 mm needle and work 6 rows of garter stitch on each piece. Bind oﬀ loosely.

SLEEVES
Return sleeve sts to 3 mm needle, pick up 4 (6, 8, 10, 12) [14, 16, 18, 20] sts at the
underarm and work k1, p1 rib in the round for 2 cm. Bind oﬀ in rib.

FINISHING
Weave in ends. Soak in lukewarm water and dry ﬂat. Steam the hem splits lightly.

Tak! Thank you for knitting my pattern. Share it with #solvindtee
Sold on linneavestergaard.dk and Ravelry. Må ikke deles / not to be shared.`,
    expected: {
      title: 'Solvind Tee',
      designer: 'Linnea Vestergaard',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: 'XS', yards: m(420) },
        { size: 'S', yards: m(490) },
        { size: 'M', yards: m(560) },
        { size: 'L', yards: m(560) },
        { size: 'XL', yards: m(630) },
        { size: '2XL', yards: m(700) },
        { size: '3XL', yards: m(770) },
        { size: '4XL', yards: m(840) },
        { size: '5XL', yards: m(910) },
      ],
      gauge: { stitches: 21, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
];
