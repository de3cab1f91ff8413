import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw34-05-welsh-indie-lovecrafts-half-pi-shawl',
    text: `Downloaded from LoveCrafts · Order LC-4481-2290 · 12 Feb 2025 · For the personal use of the purchaser

EITHIN
a half-pi shawl with a knitted-on lace edge

design: Nia Prydderch · Gwlân Nia
test knitting: Carys, Helen, Morfudd and Jo

Diolch! Thank you for buying this pattern. Eithin is the gorse that flowers on the hills above my house
in every month of the year, and this shawl is meant to be just as hard-wearing and just as cheerful.

FINISHED SIZE
Wingspan 150 cm / 59 in; depth at the centre 70 cm / 27.5 in, after blocking.

YARN
Two yarns are held together throughout:
A   Pentre Sock (75% merino, 25% nylon; 100 g / 400 m / 437 yds)         2 skeins
B   Sidan Mohair (70% kid mohair, 30% silk; 25 g / 210 m / 230 yds)      2 balls
Total: 1220 m / 1334 yds. Held together, the two yarns knit up like a light DK.
The sample (Eithin with Niwl mohair) used 172 g of A and 38 g of B.

NEEDLES
4.5 mm (US 7) circular needle, 80 cm or longer

NOTIONS
8 stitch markers, blocking wires and pins, tapestry needle

TENSION
18 sts and 30 rows to 10 cm over garter stitch with A and B held together, after blocking.
Tension isn't crucial, but a different tension will change the size and the amount of yarn you need.

CONSTRUCTION
The shawl is worked from the top down, starting with a garter tab at the centre of the neck. Stitches
are doubled on four increase rows, following the half-pi principle, with plain garter sections in
between. The lace edge is then knitted on sideways, joining to the live stitches as you go.

ABBREVIATIONS
k knit · k2tog knit two together · ssk slip, slip, knit · yo yarn over · sl1 wyif slip one with yarn
in front · pm place marker · sm slip marker · kfb knit into the front and back of the stitch

GARTER TAB
With A and B held together, cast on 3 sts. Knit 8 rows. Do not turn after the last row; rotate the work
90 degrees and pick up and knit 4 sts along the side edge, then 3 sts from the cast-on edge. 10 sts.

SECTION 1
Row 1 (RS): Sl1 wyif, k2, pm, (kfb) 4 times, pm, k3. 14 sts.
Row 2 and all WS rows: Sl1 wyif, knit to end, slipping markers.
Row 3: Sl1 wyif, knit to end.

Page 2 of 7 · Eithin © Nia Prydderch 2025 · gwlannia.co.uk · Please don't share this file; send your
friends to LoveCrafts or to my website instead.

YOU MAY ALSO LIKE
Glaslyn Cowl – 1 skein of Pentre Sock (400 m)
Tryfan Jumper – 1100-1650 m of DK
Ogwen Socks – 1 skein (400 m)`,
    expected: {
      title: 'Eithin',
      designer: 'Nia Prydderch',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(1220) }],
      gauge: { stitches: 18, rows: 30, inches: 4 },
      needle_sizes: [{ us: '7', mm: 4.5 }],
      techniques: ['top-down', 'lace'],
    },
  },
  {
    id: 'rw34-06-greyhound-rescue-card-knitted-dog-coat',
    text: `NORTHFIELD GREYHOUND RESCUE
Registered charity no. 1167420 · Kennels: Moor Lane, Northfield · 01632 960418

KNIT A COAT FOR A HOUND
Every greyhound that leaves our kennels goes home in a coat. Greyhounds have very little body fat and
thin skin, and most of our dogs have never owned a coat in their lives. Last winter our knitters gave
us 212 coats – thank you!

Cosy Hound Coat
Pattern by volunteer Sue Ashdown

SIZES
Small (Medium, Large, X-Large)
Back length, collar to tail:  56 (61, 66, 71) cm / 22 (24, 26, 28) in
To fit chest:  66-71 (71-76, 76-81, 81-86) cm
Most greyhound bitches wear a Medium and most dogs a Large.

YOU WILL NEED
3 (3, 4, 4) x 100g balls of any aran weight yarn, approx. 200m per ball. Machine washable, please
(acrylic or a wool blend).
A pair each of 4.5mm (UK 7/US 7) and 5mm (UK 6/US 8) needles
Cable needle, 2 stitch holders

TENSION
18 sts and 24 rows to 10cm over stocking stitch on 5mm needles.

ABBREVIATIONS
C6B – slip 3 sts on to the cable needle and hold at back, k3, then k3 from the cable needle
k – knit; p – purl; k2tog – knit 2 together; ssk – slip, slip, knit; st st – stocking stitch; rep – repeat

The coat is knitted flat in one piece, starting at the tail end, with a single cable running down the
centre of the back. The chest strap is knitted on at the end and sewn to the opposite side.

COAT
Using 4.5mm needles cast on 64 (70, 76, 82) sts.
Rib row: *K1, p1; rep from * to end. Rep this row 5 times more.
Change to 5mm needles.
Row 1 (RS): K26 (29, 32, 35), p2, k6, p2, k to end.
Row 2: P26 (29, 32, 35), k2, p6, k2, p to end.
Row 3: K26 (29, 32, 35), p2, C6B, p2, k to end.
Row 4: As row 2.
These 4 rows form the pattern. Continue in pattern until the coat measures 30 (33, 36, 39) cm, ending
with a WS row.
Shape the sides: Dec 1 st at each end of the next and every following 4th row until 52 (56, 62, 66) sts
remain.

DROP-OFF
Coats can be left at the kennels (Tues-Sun, 10am-3pm) or at Woolly Ewe, 14 Market Street, who kindly
gave us 40 balls of yarn this year.
Please: no fluffy or novelty yarns, no pompoms, and wash the coat before you bring it in.

ALSO WANTED
Crocheted blankets for the kennels, about 60 x 80 cm – roughly 600g of DK.
Fleece coat sale at the kennels: £12 each, all proceeds to vet bills.

northfieldgreyhounds.org.uk · Thank you for helping our hounds stay warm.`,
    expected: {
      title: 'Cosy Hound Coat',
      designer: 'Sue Ashdown',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Small', yards: m(600) },
        { size: 'Medium', yards: m(600) },
        { size: 'Large', yards: m(800) },
        { size: 'X-Large', yards: m(800) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['Small', 'Medium', 'Large', 'X-Large'],
      techniques: ['cables'],
    },
  },
];
