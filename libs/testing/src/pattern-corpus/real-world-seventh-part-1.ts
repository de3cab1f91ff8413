import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 1 of REAL_WORLD_SEVENTH_CASES (split for the file-size rule; see real-world-seventh.ts). */
export const REAL_WORLD_SEVENTH_CASES_PART_1: PatternCorpusCase[] = [
  {
    id: 'rw-seventh-danish-pdf-alternating-brackets-grams-only',
    text: `MOSSY KNITWEAR · AW25 COLLECTION

Lyngbo Sweater
Design: Mette Kjærgaard | English version

Sizes: XS (S) M (L) XL (2XL)
Chest circumference: 88 (94) 100 (108) 116 (124) cm
Length: 58 (60) 62 (64) 66 (68) cm

Yarn
Kamgarn from Nordgarn (100% lambswool, 50 g = approx. 125 m)
350 (400) 400 (450) 500 (550) g – colour Heather 412

Needles
Circular needles 3.5 mm and 4 mm (40 and 80 cm)
Double-pointed needles 3.5 mm and 4 mm

Knitting tension
22 stitches in width and 30 rows in height in stockinette stitch on needle 4 mm = 10 x 10 cm.
Remember to check your tension – change to thinner or thicker needles if needed.

Construction
The sweater is knitted top down in the round. The sleeves are picked up at the armholes and knitted
downwards on double-pointed needles.`,
    expected: {
      title: 'Lyngbo Sweater',
      designer: 'Mette Kjærgaard',
      craft_type: 'knitting',
      yardage: [
        { size: 'XS', yards: m(875) },
        { size: 'S', yards: m(1000) },
        { size: 'M', yards: m(1000) },
        { size: 'L', yards: m(1125) },
        { size: 'XL', yards: m(1250) },
        { size: '2XL', yards: m(1375) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-seventh-us-yarn-company-markdown-yardage-table',
    text: `meadowlarkyarns.com/free-patterns/pinecrest-cardigan

# Pinecrest Cardigan
A free pattern from Meadowlark Yarns · Design by Jordan Reyes

Skill level: Intermediate

## Sizes & yardage

| Size | Finished chest | Length | Yardage   |
|------|----------------|--------|-----------|
| XS   | 34"            | 22"    | 880 yds   |
| S    | 38"            | 23"    | 985 yds   |
| M    | 42"            | 24"    | 1,100 yds |
| L    | 46"            | 25"    | 1,230 yds |
| XL   | 50"            | 26"    | 1,365 yds |

## Materials
- Meadowlark Heather Worsted (100% wool; 200 yds / 183 m per 100 g skein), shown in Juniper
- US 7 (4.5 mm) and US 8 (5 mm) 32" circular needles
- 7 buttons, ⅞" (22 mm)
- Stitch markers, waste yarn, tapestry needle

## Gauge
18 sts & 26 rows = 4" in stockinette on larger needle, blocked.

## Notes
The cardigan is worked flat from the bottom up in one piece to the underarms, then divided for the fronts
and back.`,
    expected: {
      title: 'Pinecrest Cardigan',
      designer: 'Jordan Reyes',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'XS', yards: 880 },
        { size: 'S', yards: 985 },
        { size: 'M', yards: 1100 },
        { size: 'L', yards: 1230 },
        { size: 'XL', yards: 1365 },
      ],
      gauge: { stitches: 18, rows: 26, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      techniques: ['bottom-up'],
    },
  },
  {
    id: 'rw-seventh-fifties-leaflet-ounces-four-ply-ribbon-yard',
    text: `BESTWAY KNITTING LEAFLET No. 2214                    Price 4d.

Rosebud Matinée Coat
for Baby

MATERIALS: 3 (3, 4) oz. Bestway 4-ply Fingering. A pair each of No. 10 and No. 12 knitting
needles. 3 small buttons. 1 yd. narrow ribbon.
[Archivist's note: No. 10 = 3¼ mm, No. 12 = 2¾ mm in present-day sizes.]

MEASUREMENTS: To fit 18 (20, 22) inch chest. Length from top of shoulder, 10 (11, 12½) inches.
Sleeve seam, 5½ (6½, 7½) inches.

TENSION: 7½ sts. and 9½ rows to one inch on No. 10 needles.

ABBREVIATIONS: k., knit; p., purl; st(s)., stitch(es); tog., together; inc., increase by working
into front and back of stitch; dec., decrease; beg., beginning; rep., repeat.

N.B. Instructions are given for the smallest size; figures in brackets are for the larger sizes.

THE BACK. With No. 12 needles cast on 79 (85, 91) sts. and work 6 rows in garter st.`,
    expected: {
      title: 'Rosebud Matinée Coat',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7.5, rows: 9.5, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['18', '20', '22'],
    },
  },
  {
    id: 'rw-seventh-etsy-amigurumi-grams-of-each-colour-hook-only',
    text: `★ Sleepy Fox Amigurumi ★ PDF pattern by LittleLoopsStudio (Hanna Virtanen)

Finished size: approx. 18 cm / 7" tall when made with the recommended yarn and hook.

Language: English (US crochet terms)
Skill: advanced beginner — you should know magic ring, sc, inc and dec.

MATERIALS
• Cotton DK yarn (50 g / approx. 125 m): approx. 40 g of each colour —
  Rust (A) and Cream (B)
• Small amount of black yarn for embroidery
• 3.5 mm crochet hook
• 10 mm safety eyes, fibrefill stuffing, stitch marker, yarn needle

Gauge is not important for this pattern, but work tightly so the stuffing does not show through.

Worked in continuous rounds (spiral) — do not join at the end of the rounds.
This pattern is for personal use only. You may sell finished items made from it.`,
    expected: {
      title: 'Sleepy Fox Amigurumi',
      designer: 'Hanna Virtanen',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(200) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
