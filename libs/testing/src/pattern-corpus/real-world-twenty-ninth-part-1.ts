import type { PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw29-01',
    text: `drummond & daughters · knitwear patterns

CORRIE PULLOVER
a cabled aran jumper for long wet walks

Design: Isla Drummond
Technical editing: Fiona Baird · Photography: Calum Ross

This copy was purchased via Ravelry. Please don't share or resell it – thank you for supporting
independent design.

SIZES
1 (2, 3, 4, 5, 6, 7)
Finished chest: 86 (96, 106, 116, 126, 136, 146) cm / 34 (37¾, 41¾, 45¾, 49½, 53½, 57½)"
Recommended ease: 10–20 cm positive. The sample is size 3, worn with 18 cm of ease.

YARN
Birlinn Aran by Machair Mill (100% Hebridean wool; 100 g / 182 m / 199 yds)
6 (6, 7, 8, 8, 9, 10) skeins
Sample shown in shade Peat; it used 6.4 skeins, so do buy the full amount for your size.

NEEDLES
4 mm (US 6) and 5 mm (US 8) circular needles, 40 and 80 cm, and DPNs in both sizes (or your
preferred method for small circumferences).

NOTIONS
Cable needle, 6 stitch markers, waste yarn, tapestry needle.

GAUGE
18 sts and 24 rnds = 10 cm over stocking stitch on 5 mm needles, after blocking.
Central cable panel (26 sts) measures 11 cm wide.

CONSTRUCTION
The body is worked in the round from the hem to the underarms, then front and back are worked
flat to the shoulders and joined with a three-needle bind-off. The sleeves are worked in the round
from the cuff up and sewn in. The central cable panel runs all the way from the rib to the neck,
and a narrow braid travels up each side seam.

ABBREVIATIONS
k – knit · p – purl · rnd(s) – round(s) · pm – place marker · sm – slip marker
C4B – slip 2 sts to cable needle, hold at back, k2, k2 from cable needle
C4F – as C4B but hold cable needle at front
T3B / T3F – slip 1 st to cable needle, hold at back / front, k2, p1 from cable needle (T3B);
            slip 2 sts to cable needle, hold at front, p1, k2 from cable needle (T3F)

BODY
With 4 mm 80 cm circular needle, cast on 176 (196, 216, 236, 256, 276, 296) sts. Pm and join
to work in the round, being careful not to twist.
Rnd 1: *(k2, p2) to 1st side marker, sm; rep from * once more.
Rep Rnd 1 until rib measures 6 cm.

More from drummond & daughters: Lochan Hat – 1 skein Birlinn Aran (199 yds) · Sgurr Mitts – 140 m

Corrie Pullover · © Isla Drummond 2025 · page 2 of 9`,
    expected: {
      title: 'Corrie Pullover',
      designer: 'Isla Drummond',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '1', yards: 6 * 199 },
        { size: '2', yards: 6 * 199 },
        { size: '3', yards: 7 * 199 },
        { size: '4', yards: 8 * 199 },
        { size: '5', yards: 8 * 199 },
        { size: '6', yards: 9 * 199 },
        { size: '7', yards: 10 * 199 },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '8', mm: 5 },
      ],
      sizes: ['1', '2', '3', '4', '5', '6', '7'],
      techniques: ['cables', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw29-02',
    text: `3/2/26, 8:47 PM          Easy C2C Triangle Scarf (Free Crochet Pattern + Video) | The Cozy Cabin

THE COZY CABIN   Home   Crochet Patterns   Knitting   Shop   About
Home » Crochet Patterns » Scarves & Shawls

Easy C2C Triangle Scarf (Free Crochet Pattern + Video)
By Brianna Kell · Published Nov 4, 2025 · Updated Feb 1, 2026 · 27 Comments
[Jump to Pattern]   [Print Pattern]   [Pin It]

This post may contain affiliate links, which means I may earn a small commission at no extra cost
to you. Read my full disclosure policy.

If you've been wanting to try corner-to-corner crochet, this is your project! The Juniper Triangle
Scarf starts with a single tile at the bottom point and grows row by row until it's big enough to
wrap twice around your neck. No decreasing at all – just keep going until you run out of yarn!

ADVERTISEMENT

Want the ad-free, printable PDF? Grab it in my Etsy shop for $3.99!

JUNIPER TRIANGLE SCARF
Skill level: Easy
Finished size: approx. 64" wide x 32" deep after blocking (without tassels)

MATERIALS
- Loom & Lark Everyday Worsted (100% acrylic; medium #4; 5 oz/141 g; 245 yds/224 m)
    Color A – Juniper: 2 skeins
    Color B – Fog: 1 skein
    Color C – Cranberry: 1 skein
- US I-9 (5.5 mm) crochet hook
- Tapestry needle, scissors, a piece of cardboard for the tassels

GAUGE
5 tiles x 5 rows of tiles = 4" (gauge isn't crucial for a scarf, but it will change the size and
how much yarn you use)

ABBREVIATIONS (US terms)
ch – chain · dc – double crochet · sl st – slip stitch · tile – ch 3, 3 dc in ch-3 sp

Row 1: With A, ch 6, dc in 4th ch from hook and in next 2 ch. (1 tile)
Row 2: Ch 6, dc in 4th ch from hook and next 2 ch, sl st into ch-3 sp of tile from Row 1, ch 3,
3 dc in same sp. (2 tiles)

ADVERTISEMENT

You may also like: C2C Gingham Blanket (2,400 yds) · Chunky Ribbed Beanie (150 yds)

27 COMMENTS
Tamsin R. – Nov 12, 2025
Love this! I made mine with one big cake of Twirl Ombre (1,100 yds) and had plenty left over.
   Brianna Kell – So glad you like it, Tamsin!
Deb W. – Jan 3, 2026
Can I use DK? I'm going down to a 4.5 mm hook and it looks lovely so far.

https://thecozycabin.blog/easy-c2c-triangle-scarf/                                          2/5`,
    expected: {
      title: 'Juniper Triangle Scarf',
      designer: 'Brianna Kell',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 4 * 245 }],
      gauge: { stitches: 5, rows: 5, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      techniques: ['corner-to-corner'],
    },
  },
];
