import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_FIRST_CASES (split for the file-size rule; see real-world-thirty-first.ts). */
export const REAL_WORLD_THIRTY_FIRST_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw31-07',
    text: `FRIES GAREN · Leeuwarden · sinds 1931
English edition · Pattern 4412

STERRENNACHT SLEEPING BAG
"Starry night" baby sleeping bag with embroidered stars

Ontwerp / Design: Marieke de Vries

Sizes: 0-3 (3-6, 6-12) months
Chest circumference: 50 (54, 58) cm · Length from shoulder: 58 (66, 74) cm

Yarn: Fries Merino Sport (100% extra fine merino, superwash)
50 g = approx. 150 m · yarn group: sport
Colour 87 Nachtblauw (midnight): 200 (250, 300) g
Colour 02 Room (cream): 25 g for the stars, all sizes

Needles: circular needles 3 mm and 3.5 mm, 60 cm; double-pointed needles 3 mm
Notions: 4 buttons of 15 mm, stitch markers, tapestry needle

Tension: 24 sts and 32 rnds in stocking stitch on 3.5 mm needles = 10 x 10 cm.
Adjust your needle size if necessary to obtain the correct tension.

Construction
The sleeping bag is knitted in the round from the bottom up; the cast-on edge is sewn
closed at the end. At the armholes, front and back are finished separately back and forth,
and the back ends in two shoulder straps with buttonholes. The stars are embroidered
afterwards in duplicate stitch (Swiss darning) following chart B.

Abbreviations: k = knit, p = purl, st(s) = stitch(es), rnd = round, k2tog = knit 2 together,
ssk = slip, slip, knit, pm = place marker, dec = decrease

BODY
With 3 mm circular needle and Nachtblauw, cast on 240 (260, 280) sts. Join in the round
and pm for the beginning of the rnd (= left side).
Work 4 cm k2, p2 rib.
Change to 3.5 mm circular needle and stocking stitch.
When the piece measures 20 (24, 28) cm, dec 4 sts on the next and every following 8th rnd
as follows: *k1, ssk, knit to 3 sts before side marker, k2tog, k1; rep from * once more.
When the piece measures 44 (50, 56) cm, divide for front and back (see page 3).

STARS
Following chart B, embroider stars in Room in duplicate stitch, scattered over the front.
Use a blunt needle and do not pull the yarn too tight.

FINISHING
Sew the lower edge closed with mattress stitch. Sew on the buttons.
Wash at 30 °C on a wool cycle and dry flat.

Matching Sterrennacht hat (pattern 4413): 50 g Nachtblauw and a little Room.
Fries Merino Sport is machine washable at 30 °C. Dealers: friesgaren.nl/verkooppunten

Translated from the Dutch by Fries Garen. Questions? patronen@friesgaren.nl
© Fries Garen B.V. 2025 – this pattern may not be copied for commercial purposes.`,
    expected: {
      title: 'Sterrennacht Sleeping Bag',
      designer: 'Marieke de Vries',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: m(600 + 75) },
        { size: '3-6 months', yards: m(750 + 75) },
        { size: '6-12 months', yards: m(900 + 75) },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months'],
      techniques: ['bottom-up', 'in the round', 'duplicate stitch'],
    },
  },
  {
    id: 'rw31-08',
    text: `HollyHookCo  ★★★★★ (1,284)  ·  Etsy Star Seller
CROCHET PATTERN | Bramble Crossbody Bag | Phone Pouch | Beginner Friendly | PDF Instant Download

Thank you so much for your purchase! 💛
This is a digital PDF pattern only – no finished item will be sent.

BRAMBLE CROSSBODY BAG
Designed by Holly Pemberton

A little bag just big enough for your phone, keys and a lip balm. The body is worked in
continuous rounds (no joins, no seams!) starting with an oval base, so it's a lovely first
bag project. The strap is a simple chain-and-slip-stitch cord.

**This pattern is written in UK crochet terms.** A UK/US conversion chart is on page 6.

FINISHED SIZE: 17cm wide x 21cm tall (excluding strap). Strap 120cm, easily adjusted.

YOU WILL NEED
Cotton DK yarn, approx. 117m per 50g ball
  Shade A (Bramble): 2 x 50g balls
  Shade B (Cream): 1 x 50g ball
4mm (US G/6) crochet hook for the body
3.5mm (US E/4) crochet hook for the strap
1 magnetic snap, 18mm
Stitch marker, darning needle

TENSION
18 dc x 20 rows = 10cm in UK double crochet (US sc), worked in the round with a 4mm hook.

ABBREVIATIONS (UK)
ch – chain    ss – slip stitch    dc – double crochet (US sc)
htr – half treble (US hdc)    dc2tog – double crochet 2 together
st(s) – stitch(es)    sp – space    BLO – back loop only

BASE
With A and 4mm hook, ch 21.
Rnd 1: 2 dc in 2nd ch from hook, 1 dc in each of next 18 ch, 4 dc in last ch; working along
the other side of the chain, 1 dc in each of next 18 ch, 2 dc in last ch. (44 sts)
Don't join – place your marker in the last st and move it up each round.
Rnd 2: 2 dc in each of next 2 sts, 1 dc in each of next 18 sts, 2 dc in each of next 4 sts,
1 dc in each of next 18 sts, 2 dc in each of last 2 sts. (52 sts)

BODY
Rnd 3: 1 dc BLO in each st around. (52 sts)
Rnds 4-23: 1 dc in each st around.

COLOUR BLOCK
Change to B at the end of rnd 23 and work rnds 24-40 in B ...

Please do not share, copy, translate or resell this pattern. You're welcome to sell finished
bags made from it in small quantities – please credit HollyHookCo as the designer. 💛

Other patterns in my shop: Hedgerow Tote (4 x 100g balls cotton aran) · Wren Purse (1 ball DK)
Stuck? Message me on Etsy – I usually reply within a day.
© Holly Pemberton 2025                                                        Page 2 of 8`,
    expected: {
      title: 'Bramble Crossbody Bag',
      designer: 'Holly Pemberton',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(3 * 117) }],
      gauge: { stitches: 18, rows: 20, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      techniques: ['in the round'],
    },
  },
];
