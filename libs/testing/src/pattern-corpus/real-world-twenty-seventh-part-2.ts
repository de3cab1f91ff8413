import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_SEVENTH_CASES (split for the file-size rule; see real-world-twenty-seventh.ts). */
export const REAL_WORLD_TWENTY_SEVENTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw27-04',
    text: `WOOLDALE YARNS · FREE PATTERN WDA-0412

Larkhill Cabled Cardigan
Knitted in Wooldale Highland Aran

Designed by Fenella Cartwright

MEASUREMENTS
To fit bust     81-86   91-97   102-107   112-117   122-127   cm
                32-34   36-38   40-42     44-46     48-50     in
Actual size     96      107     118       129       140       cm
Length          62      64      66        68        70        cm
Sleeve seam     45      45      46        46        47        cm

YARN
Wooldale Highland Aran    7    8    9    10    11    x 100g balls
Photographed in shade 214 Bracken.

NEEDLES & ACCESSORIES
1 pair 4.5mm (UK 7/US 7) needles
1 pair 5mm (UK 6/US 8) needles
Cable needle
7 buttons, 22mm (Wooldale BTN-58)

TENSION
18 sts and 24 rows to 10cm over stocking stitch using 5mm needles.
Cable panel (28 sts) measures 12cm wide.

PATTERN NOTES
The back, fronts and sleeves are worked flat from the lower edge up and sewn together.
The cable panels are worked from the chart or the written instructions. Follow the figures for
your size; where only one figure is given it applies to all sizes.

ABBREVIATIONS
C6B – slip next 3 sts onto cable needle and hold at back, k3, then k3 from cable needle.
C6F – as C6B but hold cable needle at front.
k – knit; p – purl; st st – stocking stitch; rep – repeat; tbl – through back of loop.

BACK
Using 4.5mm needles cast on 98 (108, 118, 128, 138) sts.
Row 1 (RS): P2, *k2, p2; rep from * to end.
Row 2: K2, *p2, k2; rep from * to end.
Rep these 2 rows for 6cm, ending with a WS row. Change to 5mm needles.

YARN INFORMATION
Wooldale Highland Aran is an aran weight 100% British wool, 100g/200m. Hand wash only.

www.wooldaleyarns.co.uk · #wooldaleyarns · Share your makes with us!
Wooldale Yarns Ltd, Mill Lane, Keighley. © Wooldale Yarns 2025. This pattern may not be sold.`,
    expected: {
      title: 'Larkhill Cabled Cardigan',
      designer: 'Fenella Cartwright',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: '81-86', yards: m(1400) },
        { size: '91-97', yards: m(1600) },
        { size: '102-107', yards: m(1800) },
        { size: '112-117', yards: m(2000) },
        { size: '122-127', yards: m(2200) },
      ],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: '8', mm: 5 },
      ],
      sizes: ['81-86', '91-97', '102-107', '112-117', '122-127'],
      techniques: ['cables', 'bottom-up'],
    },
  },
  {
    id: 'rw27-05',
    text: `CLOVER THE HIGHLAND COW
Amigurumi crochet pattern · Pattern by Ottilie Marsh (Little Thimble Toys)

Thank you so much for buying this pattern from my Etsy shop! If you have any questions,
message me through Etsy and I'll get back to you within 2 days.

Finished size: about 18 cm / 7" tall when made with the recommended yarn and hook.
Skill level: Intermediate (basic amigurumi techniques, colour changes)

MATERIALS
Yarn – DK cotton (light / #3). I used Sunbeam Cotton DK (50 g / 125 m):
  Cream (body, legs) ............ 40 g
  Toffee (head, fringe) ......... 25 g
  Blush (muzzle) ................ 10 g
  Black (hooves, nostrils) ...... a small amount
Hook: 3.5 mm (E/4)
12 mm safety eyes, toy stuffing (approx. 40 g), stitch marker, tapestry needle, pins

GAUGE
Gauge is not important for amigurumi, but work tightly so the stuffing doesn't show through.

NOTES
* US crochet terms.
* Worked in continuous rounds (spiral) unless told otherwise – mark the first stitch of each
  round and move the marker up as you go.
* Numbers in ( ) at the end of a round are the stitch count.

ABBREVIATIONS
MR – magic ring · sc – single crochet · inc – 2 sc in one st · dec – invisible decrease
FLO – front loop only · BLO – back loop only · sl st – slip stitch

HEAD
With Toffee, 6 sc in MR (6)
Rnd 2: inc x 6 (12)
Rnd 3: (sc, inc) x 6 (18)
Rnd 4: (2 sc, inc) x 6 (24)
Rnds 5-7: continue increasing 6 sts evenly each round (42)
Rnds 8-14: sc around (42)
Change to Blush in the last st.

MUZZLE
Rnds 15-18: sc around (42). Insert the safety eyes between Rnds 12 and 13, 9 sts apart.

Other patterns in my shop:
Bramble the Sheep – 60 g DK cotton
Pip the Duckling – 35 g DK cotton

© 2025 Ottilie Marsh / Little Thimble Toys. For personal use only. You may sell finished toys
made from this pattern in small numbers; please credit Little Thimble Toys in your listing.`,
    expected: {
      title: 'Clover the Highland Cow',
      designer: 'Ottilie Marsh',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(187.5) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw27-06',
    text: `Payhip download · Order #PH-88213 · Licensed to the purchaser only

TIDEWATER SOCKS
Cuff-down lace socks in 4 ply
Design: Kirra Halloran · Saltwater Stitches, Fremantle WA

SIZES
Small (Medium, Large)
To fit foot circumference 19 (21, 23) cm / 7½ (8¼, 9)"
Foot length is adjustable.

YARN
4 ply / fingering weight sock yarn, 100 g / 400 m. Sample: Coastline Sock in 'Rockpool'.
You will need approx. 300 (340, 390) m. Long feet in size Large may need a second skein!

NEEDLES
2.25 mm (US 1) and 2.5 mm (US 1.5) needles for your preferred method of small-circumference
knitting (DPNs, two circulars or magic loop).

OTHER
Stitch markers, tapestry needle.

TENSION
32 sts and 44 rounds = 10 cm over stocking stitch on 2.5 mm needles, worked in the round.
The lace pattern is stretchier, so don't worry if it measures a little wider.

CONSTRUCTION
The socks are worked in the round from the cuff down: a twisted rib cuff, a lace leg, a heel
flap and gusset, a lace instep and a wedge toe, closed with Kitchener stitch.

ABBREVIATIONS
k2tog – knit 2 together · ssk – slip, slip, knit · yo – yarn over · k1 tbl – knit 1 through
back loop · sl1 wyif – slip 1 with yarn in front · rnd(s) – round(s)

CUFF
With 2.25 mm needles cast on 60 (66, 72) sts. Join in the round without twisting.
Rnd 1: *K1 tbl, p1; rep from * to end. Repeat this rnd 14 times more.
Change to 2.5 mm needles.

LEG
Work the Tidewater lace chart (or the written instructions on page 5) over all sts 3 times.
Work Rnds 1-6 of the chart once more.

HEEL FLAP
The heel flap is worked back and forth over the first 30 (33, 36) sts.
Row 1 (RS): *Sl1 wyib, k1; rep from * to end. Turn.

Need help? hello@saltwaterstitches.com.au  |  Page 2 of 7
Also from Saltwater Stitches: Ebbtide Shawl (2 x 100 g 4 ply) · Sandpiper Mitts (1 x 50 g 8 ply)`,
    expected: {
      title: 'Tidewater Socks',
      designer: 'Kirra Halloran',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [
        { size: 'Small', yards: m(300) },
        { size: 'Medium', yards: m(340) },
        { size: 'Large', yards: m(390) },
      ],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '1.5', mm: 2.5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
