import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_FOURTH_CASES (split for the file-size rule; see real-world-twenty-fourth.ts). */
export const REAL_WORLD_TWENTY_FOURTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw24-05',
    text: `KNITTING QUARTERLY · FALL 2025                                                                      69

Sorrel Cardigan
by Celeste Marchetti

A neat, cropped cardigan with a cable running up each front, set-in sleeves and a slim i-cord edge that
frames the fronts and neckline. Celeste likes hers buttoned right to the top over a collared shirt.

SKILL LEVEL  Intermediate

FINISHED SIZE
Bust circumference (buttoned): 34 (38, 42, 46, 50)" / 86.5 (96.5, 106.5, 117, 127) cm.
Cardigan shown measures 38"; modeled with 3" of positive ease.

YARN
Foxglove DK by Meriden Mill (100% superwash merino; 245 yd [224 m]/100 g): #12 Thistle, 5 (5, 6, 7, 7)
skeins. Yarn distributed by Meriden Mill.

NEEDLES
Size 4 (3.5 mm): 32" circular (cir).
Size 6 (4 mm): 32" cir and set of double-pointed (dpn).
Adjust needle size if necessary to obtain the correct gauge.

NOTIONS
Markers (m); cable needle (cn); stitch holders; tapestry needle; seven ⅝" (16 mm) buttons.

GAUGE
22 sts and 30 rows = 4" in St st on larger needle.
16-st cable panel = 2½" wide.

NOTES
The body is worked back and forth in one piece from the lower edge to the underarms, then the fronts and back
are worked separately to the shoulders.
The sleeves are worked in the round from the cuff up and sewn into the armholes.
The front and neck edges are finished with a 3-stitch applied i-cord.

STITCH GUIDE
2/2 LC: Sl 2 sts onto cn and hold in front, k2, k2 from cn.
2/2 RC: Sl 2 sts onto cn and hold in back, k2, k2 from cn.

BODY
With smaller cir, CO 187 (209, 231, 253, 275) sts. Do not join. Work in k1, p1 rib for 2", ending after a WS
row. Change to larger cir.
Next row (RS): K4, pm, work Right Cable over 16 sts, pm, knit to last 20 sts, pm, work Left Cable over 16 sts,
pm, k4.
Cont as established until piece measures 11 (11½, 12, 12½, 13)" from CO, ending after a WS row.

                                                                                Continued on page 92

Technical editor: Joan Perrault · Photography: Lukas Brenner

ADVERTISEMENT
Stitch Season Retreat · Asheville, NC · October 9-12 · Classes in cables, brioche and finishing`,
    expected: {
      title: 'Sorrel Cardigan',
      designer: 'Celeste Marchetti',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '34', yards: 1225 },
        { size: '38', yards: 1225 },
        { size: '42', yards: 1470 },
        { size: '46', yards: 1715 },
        { size: '50', yards: 1715 },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '4', mm: 3.5 },
        { us: '6', mm: 4 },
      ],
      sizes: ['34', '38', '42', '46', '50'],
      techniques: ['cables', 'i-cord', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw24-06',
    text: `Bramblewick Toys
Knitting pattern · PDF download from Etsy

NUTMEG THE ELEPHANT
pattern by Ottilie Fenn

Thank you so much for your purchase! If you have any problems with your download, message me through Etsy and
I'll reply within a day or two.

Finished size: approx. 22 cm / 8½ in tall when sitting, made with DK yarn and the needles given.

MATERIALS
Yarn: DK weight – I used Pebblebrook DK (100% acrylic, 50 g / 120 m)
   Main colour (Dove Grey): 40 g
   Contrast (Rose), for ear linings and feet: 10 g
   Oddment of black for the eyes if not using safety eyes
Needles: 3.25 mm (US 3) double-pointed needles, set of four or five
Other: 2 × 9 mm safety eyes, approx. 25 g toy stuffing, stitch marker, tapestry needle

TENSION
Tension isn't important for a toy, but knit firmly so the stuffing won't show through. Go down a needle size
if your fabric looks loose.

NOTES
• Nutmeg's head and body are knitted in the round on DPNs from the bottom up, so there is hardly any sewing.
• The legs and trunk are also worked in the round; the tail is a 3-stitch i-cord with a little tassel.
• The ears are knitted flat and lined with the contrast colour.

ABBREVIATIONS (UK terms)
k – knit                p – purl
kfb – knit into the front and back of the stitch (1 st increased)
k2tog – knit two together
ssk – slip, slip, knit
st st – stocking stitch
rnd(s) – round(s)

SAFETY
This toy is not suitable for children under 36 months if made with safety eyes. Embroider the eyes instead
for babies and small children.

BODY
Using MC, cast on 12 sts and divide over three needles. Join to work in the round, taking care not to twist.
Rnd 1: Kfb in each st (24 sts).
Rnd 2 and every even rnd: Knit.
Rnd 3: *K1, kfb; rep from * to end (36 sts).
Rnd 5: *K2, kfb; rep from * to end (48 sts).
Knit 20 rnds without shaping.

You may also like: Pip the Mouse (uses 20 g of 4ply) · Barley the Bunny (50 g DK)
© Ottilie Fenn / Bramblewick Toys 2025. Please do not share this PDF. You may sell finished toys made from it
if you credit Bramblewick Toys.`,
    expected: {
      title: 'Nutmeg the Elephant',
      designer: 'Ottilie Fenn',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(120) }],
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['i-cord', 'bottom-up', 'in the round'],
    },
  },
];
