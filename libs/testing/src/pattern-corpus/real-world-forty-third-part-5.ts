import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw43-09-estonian-designer-non-native-lace-shawl',
    text: `Order no. 20261104-0087 · KadriKoob shop · Digital download · 6,50 EUR · paid

Sügislehed / Autumn Leaves Shawl

Design by Kadri Tamm
Tallinn, Estonia

Hello dear knitter! Thank you very much that you bought my pattern. This shawl I designed in
autumn, when I walked in the park every morning and the leaves were falling on the path. I hope
you will enjoy the knitting of it same as I did.

MATERIAL
Yarn: lace weight yarn, 100% merino wool, 100 g = 800 m.
You need 1 skein. My shawl weight was 86 g after it was finished.
I used yarn "Saare Lõng Pits" colour 07 Rust.

Needle: circular needle 3,5 mm, 80 cm or longer.
Also you need: 2 stitch markers, blocking wires and pins.

SIZE OF SHAWL
After blocking: 170 cm wide and 80 cm deep in the middle.

GAUGE
20 sts and 28 rows = 10 cm in lace pattern after blocking.
Gauge is not so important for the shawl, but if your gauge is different the size and the yarn
amount will be different also.

HOW THE SHAWL IS MADE
Shawl is knitted from the top down, starting with 3 stitches at the neck (garter tab cast on).
There are 4 increases in every right side row, so the shawl grows in two triangles. The body is
in leaf lace pattern and the border is in small lace with nupps. Charts are on page 4 and 5, also
written instructions are on page 6.

Nupp: (k1, yo, k1, yo, k1) in same stitch, on next row purl all 5 stitches together.
It is important to do the nupp stitches loose, otherwise it is very hard to purl them together!

ABBREVIATIONS
k – knit
p – purl
yo – yarn over
k2tog – knit 2 stitches together
ssk – slip, slip, knit together
s2kp – slip 2 together, knit 1, pass the slipped stitches over

TESTERS
Thank you to my testers! Marika knitted the shawl with 2 skeins fingering yarn (400 m each)
and 4 mm needle, her shawl became bigger, 200 cm wide.

Please do not share this pattern, it is my work and my living. If you have question, write to me
kadri@kadrikoob.ee, I answer in English, Estonian or Finnish.
Other my patterns: Meri Shawl (lace weight, 1200 m), Kadakas Socks (fingering, 400 m).
© Kadri Tamm 2026                                                                      page 1/7`,
    expected: {
      title: 'Autumn Leaves Shawl',
      designer: 'Kadri Tamm',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: m(800) }],
      gauge: { stitches: 20, rows: 28, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw43-10-australian-kofi-baby-singlet-months',
    text: `Ko-fi · Saltbush Knits · Wattle Baby Singlet (PDF) · AU$6.00 · Thanks for supporting a small maker!

saltbush knits

WATTLE BABY SINGLET
a summery singlet for little ones

Pattern by Matilda Kerr

SIZES
0-3 (3-6, 6-12, 12-18) months
Finished chest: 42 (46, 50, 54) cm
Length from shoulder: 26 (29, 32, 35) cm
Shown on my niece in size 3-6 months.

YARN
Paddock 5 ply (sport) cotton merino, 50 g balls, approx 140 m per ball
2 (2, 3, 3) balls in colour Wattle
Sample used 74 g.

NEEDLES
3 mm (US 2½) 40 cm circular needle
3.25 mm (US 3) 40 cm circular needle
(Use a 3 mm circular needle or DPNs for the armhole bands.)

NOTIONS
2 small buttons (12 mm) for the shoulder, stitch markers, stitch holders, tapestry needle.

TENSION
28 sts and 36 rows = 10 cm over stocking stitch on 3.25 mm needles, after washing and blocking.

CONSTRUCTION
The body is knitted in the round from the hem up to the underarms, then the front and back are
worked separately back and forth. One shoulder closes with a button for easy dressing.

ABBREVIATIONS
k knit · p purl · k2tog knit two together · ssk slip, slip, knit · rnd round · RS right side
yo yarn over · pm place marker · sm slip marker

HEM
With 3 mm needle cast on 118 (130, 140, 152) sts. Join in the round and work 6 rnds of k1, p1 rib.
Change to 3.25 mm needle. Knit every round until work measures 15 (17, 19, 21) cm from cast-on.

I love seeing your makes! Tag #saltbushknits on Instagram.
Also from Saltbush Knits: Billabong Baby Cardi (3-5 balls of 8 ply) · Gumnut Bonnet (1 ball)

Shop: saltbushknits.com.au · Please don't share this file – Ko-fi supporters keep my patterns going.
© Matilda Kerr 2026                                                                          p. 1`,
    expected: {
      title: 'Wattle Baby Singlet',
      designer: 'Matilda Kerr',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: m(280) },
        { size: '3-6 months', yards: m(280) },
        { size: '6-12 months', yards: m(420) },
        { size: '12-18 months', yards: m(420) },
      ],
      gauge: { stitches: 28, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
