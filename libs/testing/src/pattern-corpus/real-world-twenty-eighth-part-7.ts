import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw28-13',
    text: `[Retyped from my grandmother's copy of a 1952 leaflet. The original is long out of print and I could not
find a copyright holder; I'm sharing it for personal use only. Typos are mine! — posted by "purlgirl_1961"]

STAR-LITE YARNS · LEAFLET No. 318 · PRICE 10¢

HIGHLANDER ARGYLE SOCKS
for Men

MATERIALS:
STAR-LITE SOCK AND SWEATER YARN, 3-PLY FINGERING
  2 one-oz. skeins Main Color (MC)
  1 one-oz. skein each Color A and Color B
1 pair each No. 1 and No. 2 Knitting Needles
4 No. 1 Double Pointed Needles
3 Bobbins of each color

[Retyper's note: No. 1 needles are about 2.25 mm and No. 2 about 2.75 mm. Any fingering weight
sock yarn will do; my pair used just under 100 g.]

GAUGE: 8 sts = 1 inch; 11 rows = 1 inch

SIZES: Directions are for Size 10. Changes for Sizes 11 and 12 are in parentheses.

[Retyper's note: the argyle leg is worked flat in intarsia, with a separate bobbin for every diamond and
every stripe. Twist the yarns on the wrong side when you change colors so no holes form. The sock is
worked from the cuff down to the toe and sewn up the back and along the sole.]

CUFF: With MC and No. 1 needles, cast on 72 (76, 80) sts. Work in k 1, p 1 ribbing for 3 inches.

LEG: Change to No. 2 needles and work pattern as follows:
1st row: K 1 MC, * 1 A, 16 MC, 1 B, 16 MC; repeat from * 1 (1, 1) more time, 1 A, 1 MC.
2nd row: P 2 MC, * 1 A, 14 MC, 1 B ... Continue following Chart until 3 diamonds have been completed.
Break off A, B and bobbins.

HEEL: Slip first 18 (19, 20) sts onto a No. 1 dp needle, slip last 18 (19, 20) sts onto other end of same
needle. With MC work back and forth on these 36 (38, 40) sts for heel.
1st row: * Sl 1, k 1; repeat from * across.
2nd row: Sl 1, p across. Repeat these 2 rows until heel measures 2¼ inches.

TURN HEEL: K 21 (22, 23), sl 1, k 1, psso, k 1, turn ...

INSTEP AND FOOT: ... Work until foot measures 8 (8½, 9) inches from back of heel, or 2 inches less than
desired finished length.

TOE: Decrease as for any sock toe. Weave toe stitches together. Sew back and sole seams.

STAR-LITE YARNS ARE MOTHPROOFED FOR LIFE · Printed in U.S.A.

[Comments are closed. 14 comments: "I have this exact leaflet!" — "Did anyone try this in a worsted? I'd guess
about 450 yds."]`,
    expected: {
      title: 'Highlander Argyle Socks',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: 11, inches: 1 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['10', '11', '12'],
      techniques: ['intarsia', 'top-down'],
    },
  },
  {
    id: 'rw28-14',
    text: `MASLAČAK / DANDELION BABY CARDIGAN
Dizajn / Design: Dunja Kovalec
Prijevod / Translation: Ivana Šimić

Upute na engleskom jeziku / Pattern in English, US crochet terms.

Veličine / Sizes
0-3 (3-6, 6-12, 12-18) mjeseci / months
Opseg prsa / Finished chest: 46 (50, 54, 58) cm

Pređa / Yarn
Sport weight cotton-merino blend, e.g. Vunica Baby Soft (50% cotton, 50% merino; 50 g = 150 m)
100 (150, 150, 200) g in Yellow (shade 08)

Kukica / Hook
kukica 3,5 mm / hook 3.5 mm

Ostalo / Notions
5 (5, 6, 6) buttons 12 mm, stitch markers, tapestry needle

Gustoća / Gauge
22 dc i 12 redova = 10 cm / 22 dc and 12 rows = 10 cm

Konstrukcija / Construction
The cardigan is worked top-down in one piece, in rows, starting at the neckline. Raglan increases are
made on every row at the four raglan points. When the yoke is finished, the sleeves are put aside and the
body is worked down to the hem. The sleeves are worked last in rows and sewn. A small dandelion flower
is sewn to the left front.

Kratice / Abbreviations (US)
ch chain · sc single crochet · dc double crochet · sl st slip stitch · st(s) stitch(es) · sp space

Ovratnik / Neckline
Ch 58 (62, 66, 70).
Row 1: dc in 4th ch from hook and in each ch across. 56 (60, 64, 68) dc.
Row 2: Ch 3, dc in next 8 (9, 10, 11) sts, (dc, ch 1, dc) in next st - raglan point; dc in next
10 sts, (dc, ch 1, dc) in next st ...

Cvijet / Dandelion flower
With yellow, ch 4, join into ring. Rnd 1: 10 sc into ring ...

Tekst i fotografije / Text and photos © Dunja Kovalec 2025. Sva prava pridržana / All rights reserved.
Nije dopušteno dijeljenje ni prodaja uputa / Sharing or selling the pattern is not permitted.
Pratite me na Instagramu @kukicanje_dunja`,
    expected: {
      title: 'Dandelion Baby Cardigan',
      designer: 'Dunja Kovalec',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: m(300) },
        { size: '3-6 months', yards: m(450) },
        { size: '6-12 months', yards: m(450) },
        { size: '12-18 months', yards: m(600) },
      ],
      gauge: { stitches: 22, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-18 months'],
      techniques: ['top-down', 'raglan'],
    },
  },
];
