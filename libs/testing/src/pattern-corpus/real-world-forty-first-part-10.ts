import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw41-19-uk-kofi-amigurumi-frog-grams-per-colour',
    text: `Ko-fi · Order confirmation · 'Fennel the Frog' PDF pattern · £4.50
Thank you for supporting Wobblewood Makes! ♥ Your file is attached below.

wobblewood makes

FENNEL THE FROG
an amigurumi frog in a little bucket hat
crochet pattern by Elspeth Morrow-Quaye

Finished size: approx. 18 cm tall sitting (including the hat), using the yarn and hook below.

What you'll need
Yarn: DK cotton (I use Tidewater Cotton DK, 50 g / 105 m per ball)
• Fern (green) – 40 g, for the body, head, arms and legs
• Buttercup (yellow) – 15 g, for the hat
• Cream – 10 g, for the tummy patch
• Black – a few metres, for the mouth
Hook: 2.75 mm (US C-2)
Two 10 mm safety eyes, approx. 25 g toy stuffing, stitch marker, tapestry needle, pins

Tension
Tension isn't important for toys – just crochet tightly so the stuffing doesn't show through.
If you can see gaps, go down a hook size.

Notes
• US terms (sc = UK dc).
• Everything is worked in continuous rounds (a spiral) – don't join at the end of a round.
  Use a stitch marker in the first stitch of each round and move it up as you go.
• The head and body are worked in one piece; arms, legs, eyelids and hat are made separately
  and sewn on.

Abbreviations
MR – magic ring · sc – single crochet · inc – 2 sc in the same stitch · dec – invisible
decrease · BLO – back loop only · FO – fasten off · (18) – stitch count at the end of the round

HEAD AND BODY
With Fern, 6 sc in a MR. (6)
Rnd 2: inc x 6. (12)
Rnd 3: (sc, inc) x 6. (18)
Rnd 4: (2 sc, inc) x 6. (24)
Rnd 5: (3 sc, inc) x 6. (30)
Rnds 6-11: sc around. (30)
Insert the safety eyes between rounds 8 and 9, 7 stitches apart.

Safety: this toy uses safety eyes and small parts and is not suitable for children under 3
years. For a baby, embroider the eyes instead.

Pattern testers: Ffion, Bex and Mo – Bex's frog in an acrylic DK used 48 g of green.
More friends from the pond: Parsnip the Pig (55 g DK) · Dilly the Duck (40 g DK)
© Elspeth Morrow-Quaye / Wobblewood Makes 2025. You may sell finished toys; please credit me.`,
    expected: {
      title: 'Fennel the Frog',
      designer: 'Elspeth Morrow-Quaye',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(((40 + 15 + 10) * 105) / 50) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw41-20-canadian-yarn-company-crochet-baby-cardigan-months',
    text: `NORTHERN LIGHTS YARN CO. · Free Pattern NLY-2541 · Patron gratuit disponible en français
northernlightsyarn.ca

LITTLE SPRUCE CARDIGAN
Designed by Amélie Tremblay-Okada

Skill Level: ●●○○ Easy

SIZES
6 (12, 18, 24) months
Finished chest (buttoned): 20 (22, 24, 26)" [51 (56, 61, 66) cm]
Length from back neck: 10 (11, 12½, 13½)" [25.5 (28, 32, 34.5) cm]

MATERIALS
Northern Lights Baby Merino (100% superwash merino; 1.75 oz/50 g; 136 yds/124 m)
Weight: DK / Light (3)
#105 Spruce: 3 (3, 4, 5) balls
Sizes US G-6 (4 mm) and US 7 (4.5 mm) crochet hooks
Five ⅝" (15 mm) buttons
Stitch markers, yarn needle

GAUGE
16 hdc and 12 rows = 4" [10 cm] with larger hook.
To save time, take time to check gauge.

NOTES
1. Cardigan is worked in one piece from the top down, with raglan increases at the yoke.
2. The body is worked back and forth in rows; the sleeves are worked in joined rounds.
3. Ch 2 at beginning of rows or rounds does not count as a stitch.

ABBREVIATIONS
beg = beginning; ch = chain; hdc = half double crochet; inc = increase; rep = repeat;
RS = right side; sc = single crochet; sl st = slip stitch; sp = space; st(s) = stitch(es);
WS = wrong side; yo = yarn over

SPECIAL STITCH
Raglan inc: (hdc, ch 1, hdc) in indicated ch-1 sp.

YOKE
With smaller hook, ch 42 (46, 46, 50).
Row 1 (RS): Sc in 2nd ch from hook and in each ch across. Turn — 41 (45, 45, 49) sc.
Change to larger hook.
Row 2: Ch 2, hdc in first 7 (8, 8, 9) sts, raglan inc in next st, hdc in next 6 sts,
raglan inc in next st, hdc in next 11 (13, 13, 15) sts, raglan inc in next st, hdc in next
6 sts, raglan inc in next st, hdc to end. Turn.
Row 3: Ch 2, *hdc in each st to ch-1 sp, raglan inc in ch-1 sp; rep from * 3 more times, hdc
in each st to end. Turn.
Rep Row 3 until there are 8 (9, 10, 11) rows in total.

Make it a set: Little Spruce Hat (NLY-2542) uses 1 ball for all sizes, and the Little Spruce
Booties (NLY-2543) less than half a ball.

© 2025 Northern Lights Yarn Co., Winnipeg, MB. All rights reserved. For personal use only.
Pattern support: help@northernlightsyarn.ca                                     Page 1 of 3`,
    expected: {
      title: 'Little Spruce Cardigan',
      designer: 'Amélie Tremblay-Okada',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '6 months', yards: 3 * 136 },
        { size: '12 months', yards: 3 * 136 },
        { size: '18 months', yards: 4 * 136 },
        { size: '24 months', yards: 5 * 136 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['6 months', '12 months', '18 months', '24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
