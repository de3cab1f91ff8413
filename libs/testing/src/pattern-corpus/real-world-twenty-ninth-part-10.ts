import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_NINTH_CASES (split for the file-size rule; see real-world-twenty-ninth.ts). */
export const REAL_WORLD_TWENTY_NINTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw29-19',
    text: `Puddleduck Knits
Clementine the Lamb – knitting pattern
Designed by Rosie Pennock

Hello, and thank you for buying my pattern from my Etsy shop! Clementine is a little spring lamb
with a curly bobble-free coat (it's just garter stitch!) and dangly i-cord legs. She's a lovely
quick knit for Easter baskets and baby showers.

FINISHED SIZE
Approx. 15cm (6in) tall when sitting

YOU WILL NEED
DK yarn. I used Meadowsweet DK (100% acrylic; 100g / 295m):
   Cream (body and head) .................... 30g
   Pebble Grey (face, ears and legs) ........ 10g
   Pale Pink (inner ears) ................... a tiny amount
3.25mm (UK 10 / US 3) double-pointed needles, set of 4
Two 9mm safety eyes (or embroider the eyes if the toy is for a baby under 3)
Approx. 20g toy stuffing
Tapestry needle, stitch marker

TENSION
Tension isn't important for this toy, but knit firmly so the stuffing doesn't show through.

NOTES
- The body and head are knitted in one piece in the round on DPNs, then stuffed and closed.
- The legs are 4-stitch i-cords, knitted separately and sewn on.
- The ears are knitted flat.
- This pattern uses UK terms: st st = stocking stitch, cast off = bind off.

ABBREVIATIONS
k – knit · p – purl · kfb – knit into the front and back of the same st · k2tog – knit 2 together
rnd – round · st(s) – stitch(es) · rep – repeat

BODY
With Cream, cast on 8 sts, divide over 3 DPNs and join to knit in the round.
Rnd 1: Kfb in every st. (16 sts)
Rnd 2 and every even rnd: Purl.
Rnd 3: *K1, kfb; rep from * to end. (24 sts)
Rnd 5: *K2, kfb; rep from * to end. (32 sts)
Rnd 7: *K3, kfb; rep from * to end. (40 sts)
Rnds 8-30: Cont in garter stitch in the round (alternate knit and purl rnds).

LEGS (make 4)
With Pebble Grey, cast on 4 sts onto a DPN. *Slide sts to the other end of the needle, pull yarn
across the back, k4; rep from * until the i-cord measures 5cm. Cut yarn, thread through sts.

If you liked Clementine, try Barnaby Bear (50g DK) and Olive the Owl (35g DK) – both in my shop!
Please tag your makes #puddleduckknits 💛

© Rosie Pennock 2025. This pattern is for personal use only. You may sell small numbers of
finished toys; please credit Puddleduck Knits.                                            Page 2 of 5`,
    expected: {
      title: 'Clementine the Lamb',
      designer: 'Rosie Pennock',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(118) }],
      needle_sizes: [{ us: '3', mm: 3.25 }],
      techniques: ['in the round', 'i-cord'],
    },
  },
  {
    id: 'rw29-20',
    text: `Pattern by Ximena Duarte | Hilo & Home

SIERRA RAGLAN
a top-down crochet pullover in DK

Purchased on Ravelry – thank you for supporting independent design! Please don't share this file.

SIZES & YARDAGE
Size     Finished chest      Yards     Meters
XS       32" (81 cm)         860       786
S        36" (91 cm)         950       869
M        40" (102 cm)        1,050     960
L        44" (112 cm)        1,150     1,052
XL       48" (122 cm)        1,260     1,152
2X       52" (132 cm)        1,370     1,253
3X       56" (142 cm)        1,480     1,353
4X       60" (152 cm)        1,600     1,463
5X       64" (163 cm)        1,720     1,573
Choose a size with 4-8" of positive ease. The sample is size M with 6" of ease.

YARN
DK weight (#3 light). Sample: Canyon Merino DK (100% superwash merino; 100 g / 250 yds / 229 m)
in Sagebrush. The sample used 4.2 skeins (about 1,040 yds).

HOOKS
US 7 (4.5 mm) for the ribbing
US H-8 (5 mm) for the yoke, body and sleeves

NOTIONS
Locking stitch markers, yarn needle

GAUGE
16 hdc and 12 rows = 4" (10 cm) with the 5 mm hook, blocked.

CONSTRUCTION
Sierra is worked seamlessly from the top down in joined rounds. After the neckband foundation,
the yoke is shaped with raglan increases at four points. At the underarms the sleeves are set
aside, and the body is worked in joined rounds to the hem ribbing; then the sleeves are worked in
joined rounds down to the cuffs. The ribbing is worked sideways in back-loop hdc and joined to the
last round as you go.

ABBREVIATIONS (US)
ch – chain · hdc – half double crochet · hdc blo – hdc through back loop only · sl st – slip stitch
inc – 2 hdc in same st · (ch 1, hdc) – raglan corner · RM – raglan marker

YOKE
With H-8 hook, ch 72 (72, 76, 76, 80, 80, 84, 84, 88), join with sl st to first ch, taking care
not to twist.
Rnd 1: Ch 1 (does not count as a st), hdc in each ch around, placing RMs as follows: ...

Also by Ximena: Mesa Cardigan (900–1,800 yds) · Arroyo Tee (650–1,300 yds)

Sierra Raglan · © 2025 Ximena Duarte / Hilo & Home · page 1 of 11`,
    expected: {
      title: 'Sierra Raglan',
      designer: 'Ximena Duarte',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: 860 },
        { size: 'S', yards: 950 },
        { size: 'M', yards: 1050 },
        { size: 'L', yards: 1150 },
        { size: 'XL', yards: 1260 },
        { size: '2X', yards: 1370 },
        { size: '3X', yards: 1480 },
        { size: '4X', yards: 1600 },
        { size: '5X', yards: 1720 },
      ],
      gauge: { stitches: 16, rows: 12, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2X', '3X', '4X', '5X'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
