import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_FIFTH_CASES (split for the file-size rule; see real-world-fifth.ts). */
export const REAL_WORLD_FIFTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw-fifth-collection-header-lace-stole-repeat-gauge',
    text: `THE SALT MARSH COLLECTION
Pattern 4 of 6

Samphire
a lace stole by Séverine Le Gall

Finished size after blocking: 45 x 180 cm (17¾ x 71")
Yarn: 2 balls of laceweight mohair-silk (25 g / 210 m / 230 yds each), e.g. Brume Kid Soie
Needles: 4 mm (US 6) straight or 60 cm circular
Gauge: one repeat of the lace pattern (10 sts) = 2" (5 cm) wide after blocking

Worked flat from end to end.`,
    expected: {
      title: 'Samphire',
      designer: 'Séverine Le Gall',
      craft_type: 'knitting',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 2 * 230 }],
      gauge: { stitches: 10, rows: null, inches: 2 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fifth-vintage-leaflet-ounces-per-inch-tension',
    text: `STITCHCRAFT LEAFLET No. 2718                    PRICE 6d.
MAN'S CABLED PULLOVER
with V neck

MEASUREMENTS: To fit 38 [40, 42] in. chest. Length from top of shoulder, 25 [25½, 26] in.

MATERIALS: 13 [14, 15] oz. Patons Beehive 4-ply Fingering. A pair each of No. 10 (3¼ mm) and
No. 12 (2¾ mm) needles; a cable needle.

TENSION: 7½ sts. and 9½ rows to one inch on No. 10 needles over stocking-stitch.

ABBREVIATIONS: k., knit; p., purl; st., stitch; tog., together; C6F, slip next 3 sts. on to cable
needle and leave at front of work, k.3, then k.3 from cable needle.`,
    expected: {
      title: "Man's Cabled Pullover",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7.5, rows: 9.5, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['38', '40', '42'],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw-fifth-translated-book-baby-blanket-approx-sign',
    text: `From "Knitting for Little Ones" (translated from the Norwegian)
Pattern 9
Little Bear Blanket
Design: Kari-Anne Bjørnstad

Measurements: approx. 70 × 85 cm

Yarn: Babymerino Lett (100% merino; 50 g ≈ 175 m)
Amount: 300 g colour 2521 (white) and 50 g colour 4312 (light blue)

Needles: Circular needle 3 mm, 80 cm
Gauge: 27 stitches and 54 rows in garter stitch = 10 × 10 cm

The blanket is knitted back and forth in garter stitch and finished with an i-cord edge in light blue.`,
    expected: {
      title: 'Little Bear Blanket',
      designer: 'Kari-Anne Bjørnstad',
      craft_type: 'knitting',
      yardage: [{ size: null, yards: m(7 * 175) }],
      gauge: { stitches: 27, rows: 54, inches: 4 },
      needle_sizes: [{ us: '2.5', mm: 3 }],
      techniques: ['i-cord'],
    },
  },
  {
    id: 'rw-fifth-au-book-age-table-8-ply',
    text: `CLECK & CO. HANDKNITS                              Book 412
Boys' and Girls' Cable Front Vest
in 8 ply

MEASUREMENTS
Age (years)            2      4      6      8
Fits chest       cm    53     58     63     68
Garment measures cm    60     65     70     76

MATERIALS
Cleck & Co. Country 8 Ply (50 g balls)
                       3      4      4      5
1 pair each 3.25 mm (No. 10) and 4 mm (No. 8) knitting needles; 1 cable needle.
Country 8 Ply: 100% Australian wool, approx. 96 m per 50 g ball.

TENSION
22 sts to 10 cm in width over stocking stitch, using 4 mm needles.`,
    expected: {
      title: "Boys' and Girls' Cable Front Vest",
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(3 * 96) },
        { size: '4 years', yards: m(4 * 96) },
        { size: '6 years', yards: m(4 * 96) },
        { size: '8 years', yards: m(5 * 96) },
      ],
      gauge: { stitches: 22, rows: null, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years'],
      techniques: ['cables'],
    },
  },
];
