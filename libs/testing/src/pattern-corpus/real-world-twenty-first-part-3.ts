import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_FIRST_CASES (split for the file-size rule; see real-world-twenty-first.ts). */
export const REAL_WORLD_TWENTY_FIRST_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw21-09',
    text: `Little Puffin Booties Knitting Pattern, Baby Booties PDF, Garter Stitch Baby Shoes, Easy Kn... - Etsy UK
https://www.etsy.com/uk/listing/1583920174/little-puffin-booties-knitting-pattern              1/3
Etsy        Search for anything                                       Sign in     🛒
FjordFinchKnits                                        ★★★★★ (2,381)    ·    9,614 sales
Little Puffin Booties Knitting Pattern, Baby Booties PDF, Garter Stitch Baby Shoes, Easy
Knitting Pattern for Beginners, Newborn Booties, Instant Download
£4.20
Local taxes included (where applicable)
Digital download
[ Add to basket ]
  Star Seller. This seller consistently earned 5-star reviews, dispatched on time and
  replied quickly to any messages they received.
Item details
Highlights
  ⬇ Digital download        ▢ Digital file type(s): 1 PDF
Description
Little Puffin Booties – a quick garter stitch bootie with a strap and a button, knitted flat
in one piece and seamed under the sole. Perfect for a baby shower gift!
SIZES: 0-3 months (3-6 months, 6-12 months) – sole length 9 (10, 11) cm
YARN: DK weight wool, approx. 60 (75, 95) yards / 55 (69, 87) metres
NEEDLES: 3.5 mm (US 4) straight needles
GAUGE: 22 sts and 44 rows = 4 in / 10 cm in garter stitch
NOTIONS: 2 small buttons (12 mm), tapestry needle
The pattern is written in English with US terms, 4 pages with photos of every step.
Please note: this is a PDF PATTERN, not the finished booties! No refunds on digital items.
Copyright Solveig Aas / FjordFinchKnits. For personal use only.
  Show less ⌃
Delivery and return policies
  Instant download · Your files will be available to download once payment is confirmed.
Reviews for this item (214)                                          ★★★★★
  "So cute and so quick, I made 3 pairs from one 50 g ball!" – Helen · 12 Jan, 2026
  "Clear pattern, the 6-12 m size fits my grandson perfectly." – Margaret · 3 Jan, 2026
Meet your seller
  Solveig Aas
  Owner of FjordFinchKnits · Tromsø, Norway
  [ Message Solveig ]
More from this shop                                                         See all
  Puffin Baby Hat Knitting Pattern · £3.80
  Harbour Baby Cardigan Knitting Pattern, 0-24 months · £6.00
  Puffin Set: Booties + Hat + Mittens Bundle · £9.50
You may also like
  Crochet Baby Booties Pattern · Ad by HookAndDaisy · £2.95
Explore related searches:  baby booties pattern   garter stitch   easy knitting pattern
Etsy is powered by 100% renewable electricity.        © 2026 Etsy, Inc.
https://www.etsy.com/uk/listing/1583920174/little-puffin-booties-knitting-pattern              3/3`,
    expected: {
      title: 'Little Puffin Booties',
      designer: 'Solveig Aas',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '0-3 months', yards: 60 },
        { size: '3-6 months', yards: 75 },
        { size: '6-12 months', yards: 95 },
      ],
      gauge: { stitches: 22, rows: 44, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
    },
  },
  {
    id: 'rw21-10',
    text: `HILATURAS DEL TURIA · Valencia                        Patrón gratuito / Free pattern nº 214
MANTA NUBE / NUBE BLANKET
Diseño / Design: Equipo de diseño Hilaturas del Turia / Hilaturas del Turia design team
Una manta de bebé con trenzas suaves. / A soft baby blanket with gentle cables.
MEDIDAS / SIZE: 75 x 90 cm
MATERIALES / MATERIALS
Hilo / Yarn: Turia Merino Bebé (100% lana merino extraﬁna / extra fine merino wool)
  ovillo de 50 g, aprox. 120 m / 50 g ball, approx. 120 m
Grosor / Weight: DK (ligero / light 3)
Cantidad / Quantity: 6 ovillos / balls, color 105 Nube (Cloud)
Agujas / Needles: aguja circular 4,5 mm, 80 cm (para trabajar en plano / for working ﬂat)
Aguja auxiliar / Cable needle
MUESTRA / GAUGE
19 p. x 26 h. en punto jersey = 10 x 10 cm
19 sts x 26 rows in stockinette = 10 x 10 cm
ABREVIATURAS / ABBREVIATIONS
d = derecho / k = knit        r = revés / p = purl        p. = punto / st = stitch
h. = hilera / row             LD = lado derecho / RS = right side
C6D = cruzar 3 p. a la derecha / C6B = slip 3 sts to cable needle, hold in back, k3, k3 from cn
C6I = cruzar 3 p. a la izquierda / C6F = as C6B but hold the cable needle in front
PUNTOS / STITCHES
Punto musgo / Garter stitch: todas las hileras del derecho / knit all rows.
Trenza / Cable (12 p. / 12 sts, 8 hileras / 8 rows):
  H. 1, 3, 5, 7 (LD): 12 d. / Rows 1, 3, 5, 7 (RS): k12.
  H. 2, 4, 6, 8: 12 r. / Rows 2, 4, 6, 8: p12.
  H. 5: C6D, C6I / Row 5: C6B, C6F (work instead of row 5 above).
INSTRUCCIONES / INSTRUCTIONS
Montar 150 p. Tejer 8 hileras en punto musgo.
Cast on 150 sts. Work 8 rows in garter stitch.
Siguiente hilera (LD): 6 p. musgo, *12 p. trenza, 10 p. jersey*, repetir 5 veces más,
12 p. trenza, 6 p. musgo.
Next row (RS): 6 sts garter, *12 sts cable, 10 sts stockinette*, repeat 5 more times, 12 sts
cable, 6 sts garter.
Continuar así hasta que la manta mida 86 cm. Tejer 8 hileras en punto musgo y cerrar.
Continue as set until the blanket measures 86 cm. Work 8 rows in garter stitch and bind off.
ACABADO / FINISHING
Esconder los hilos y bloquear la manta en húmedo. / Weave in the ends and wet block.
Consejo / Tip: ¿Más grande? Cada 15 cm de ancho extra necesitan 1 ovillo más.
  Bigger? Each extra 15 cm of width needs 1 more ball.
www.hilaturasdelturia.es · @hilaturasdelturia · #mantanube
© Hilaturas del Turia S.L. Prohibida su venta / Not for resale.                       Pág. 1/2`,
    expected: {
      title: 'Nube Blanket',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(720) }],
      gauge: { stitches: 19, rows: 26, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw21-11',
    text: `TIDEWATER FIBER CO.
hand-dyed in Beaufort, NC          Products   Patterns   Wholesale   Contact   Cart (0)
                                                         tidewaterfiber.bigcartel.com
SANDBAR SHAWL
a striped garter crescent with a lace edging
pattern by Rae Donnelly
Thank you for buying this pattern! If you bought the Sandbar kit, you already have
everything you need – grab your needles and let's go.
FINISHED SIZE
62" wingspan × 16" deep at the centre, after blocking
YARN
Tidewater Fingering (100% superwash merino; 100 g / 433 yds / 396 m)
  MC    Low Tide      2 skeins
  CC1   Sea Oats      1 skein
  CC2   Heron         1 skein
NEEDLES
US 5 (3.75 mm) 32" circular needle (used for working ﬂat)
NOTIONS
2 stitch markers, tapestry needle, blocking pins
GAUGE
20 sts & 40 rows = 4" in garter stitch, after blocking.
Gauge is not critical, but a different gauge will change the size and the yardage.
CONSTRUCTION
The shawl is worked from the top down, beginning with a garter tab cast-on. Stripes of
CC1 and CC2 run through the MC body, then the lace edging is knitted in MC across all the
live stitches.
ABBREVIATIONS
k knit · kfb knit front and back · yo yarn over · k2tog knit 2 together · ssk slip, slip,
knit · sk2p slip 1, k2tog, pass slipped st over · pm place marker · sm slip marker
GARTER TAB
With MC, cast on 3 sts. Knit 6 rows. Turn the work 90° and pick up 3 sts along the side,
then 3 sts from the cast-on edge. (9 sts)
BODY
Row 1 (RS): K3, yo, k to marker, yo, sm, k1, sm, yo, k to last 3 sts, yo, k3.
Row 2 (WS): K3, knit to the last 3 sts, k3.
Repeat Rows 1-2 and work the stripe sequence: 10 rows MC, 2 rows CC1, 10 rows MC,
2 rows CC2 – repeat until 9 stripes of each contrast are worked.
  Sandbar Shawl Kit – 4 skeins + pattern · $96.00 · SOLD OUT
  Tidewater Fingering Mini Skeins (20 g / 87 yds) · $7.00
Questions? rae@tidewaterfiber.com · © 2025 Rae Donnelly · Tidewater Fiber Co.
Powered by Big Cartel                                                              page 1 of 3`,
    expected: {
      title: 'Sandbar Shawl',
      designer: 'Rae Donnelly',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 1732 }],
      gauge: { stitches: 20, rows: 40, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['lace', 'top-down'],
    },
  },
  {
    id: 'rw21-12',
    text: `Studio Tåtel                                                     tatel.se       SV | EN
Virkade korgar / Crocheted baskets
KORG ÄNGSÖ / ÄNGSÖ BASKETS
Design: Elin Berggren
Tack för att du köpt mönstret! Thank you for buying the pattern. The baskets are quick to
crochet in thick cotton cord and look lovely in a bathroom, for yarn or for plants.
SIZES: Small (Medium, Large)
Finished measurements: diameter 15 (20, 25) cm, height 12 (15, 18) cm
MATERIAL
Bomullssnöre / cotton cord 5 mm, 100% recycled cotton, spool 250 g ≈ 50 m
Amount:
  Small:   1 spool  (50 m)
  Medium:  2 spools (100 m)
  Large:   3 spools (150 m)
Virknål / crochet hook 8 mm
Stitch marker, large-eye needle, scissors
Shown in colours Havre (oat) and Lingon. A spool is enough for one Small basket, with a little
left over for a hanging loop.
GAUGE
9 sc and 10 rounds = 10 cm. Crochet tightly so that the basket stands up by itself.
ABBREVIATIONS (US terms)
ch – chain · sl st – slip stitch · sc – single crochet · inc – 2 sc in the same st
BLO – back loop only · rnd – round
The basket is worked in the round in a spiral, without joining the rounds. Mark the first
stitch of each round and move the marker up as you go.
BASE
Rnd 1: 6 sc in a magic ring. (6)
Rnd 2: Inc in each st around. (12)
Rnd 3: *Sc, inc*; repeat around. (18)
Rnd 4: *2 sc, inc*; repeat around. (24)
Continue to increase 6 sts every round until the base has 8 (11, 14) rounds and 48 (66, 84) sts.
SIDES
Next rnd: Sc in BLO in each st around. This makes the edge between the base and the sides.
Work sc in each st around, without increasing, until the basket measures 12 (15, 18) cm.
HANDLES
Rnd 1: Sc 8 (11, 14), ch 8, skip 8 sts, sc 16 (22, 28), ch 8, skip 8 sts, sc to the end.
Rnd 2: Sc in each st and 8 sc in each ch-space.
Finish with a round of sl st. Cut the cord and sew in the end on the inside.
Tip: a longer cord is easier to join – tie the ends with a tight knot inside the basket.
Studio Tåtel · Elin Berggren · Ängsövägen 3, 725 91 Västerås · hej@tatel.se
© Studio Tåtel 2025. Får ej spridas / Do not share.                                       2 (2)`,
    expected: {
      title: 'Ängsö Baskets',
      designer: 'Elin Berggren',
      craft_type: 'crochet',
      yardage: [
        { size: 'Small', yards: m(50) },
        { size: 'Medium', yards: m(100) },
        { size: 'Large', yards: m(150) },
      ],
      gauge: { stitches: 9, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'L-11', mm: 8 }],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['in the round'],
    },
  },
];
