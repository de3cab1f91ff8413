import { type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw33-17-vermont-shop-club-handout-chunky-crochet-scarf',
    text: `THE KNOTTY EWE · 22 Main Street, Stowe, Vermont · (802) 555-0177
Open Tue-Sat 10-5, Sun 12-4 · Closed Mondays

SATURDAY CROCHET CLUB · FEBRUARY HANDOUT
Free with your yarn purchase for the club project. Please don't photocopy it for friends;
send them to us instead!

SUGARHOUSE SCARF
Pattern by Gwen Tilley (that's me, your shop owner!)

A squishy, reversible scarf in a simple hdc-in-the-third-loop rib that looks knitted.
Perfect for first-timers: one stitch, no shaping, and a fringe to finish.

FINISHED SIZE: about 8" wide x 72" long, plus 5" fringe

MATERIALS
☐ 3 skeins Green Mountain Chunky (100% wool; 100 g / 106 yds / 97 m), bulky weight
   (shop sample in Maple Syrup; club price $14.50 a skein)
☐ US K-10½ (6.5 mm) crochet hook
☐ Tapestry needle, scissors
☐ A piece of cardboard 5" tall for cutting fringe

GAUGE: 11 sts and 8 rows = 4" in pattern. Gauge isn't critical, but it changes the yardage.

ABBREVIATIONS
ch chain · hdc half double crochet · 3rd loop: the horizontal bar on the back of the hdc,
below the top two loops · st(s) stitch(es) · WS wrong side

DIRECTIONS
Ch 200 loosely (or use a hook one size larger for the chain).
Row 1: Hdc in 2nd ch from hook and in each ch across. 199 hdc. Turn.
Row 2: Ch 1 (does not count as st), hdc in the 3rd loop of each st across. Turn.
Rep Row 2 until scarf measures 8" wide, ending with a WS row. Fasten off.
[Note: this scarf is worked lengthwise, so the rows run the long way.]

FRINGE
Cut 40 pieces of yarn, each 11" long. Fold 2 strands in half and knot through the end of
every other row on each short edge. Trim evenly.

CLUB CALENDAR
Feb 8 & 22: Sugarhouse Scarf, parts 1 and 2 (10 am-noon, $10 a session)
March: Granny Square Market Tote. You'll need 4 skeins Valley Cotton (each 120 yds) and
an H-8 (5 mm) hook. Kits available at the counter!
Stitch night: every Thursday 6-8 pm. Bring your WIPs, we'll bring the cocoa.
Sock class with Bev starts April 3 (6 weeks, $90, yarn not included).

Customers who finished the scarf last winter said one skein makes a matching headband;
ask at the counter for the free headband sheet.

The Knotty Ewe · theknottyewe.com · @knottyewevt`,
    expected: {
      title: 'Sugarhouse Scarf',
      designer: 'Gwen Tilley',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: 3 * 106 }],
      gauge: { stitches: 11, rows: 8, inches: 4 },
      needle_sizes: [{ us: 'K-10.5', mm: 6.5 }],
    },
  },
  {
    id: 'rw33-18-us-etsy-crochet-drawstring-backpack',
    text: `Etsy · ThistleAndThreadCo · Instant Download
Crochet Backpack PATTERN, Drawstring Bag Pattern, Boho Market Bag, Beginner Friendly PDF
$5.99 · ★★★★★ (412 reviews) · Star Seller

TRAILHEAD BACKPACK
crochet pattern · designed by Kayla Brandt

Thanks so much for purchasing! This roomy drawstring backpack is worked in cotton so it
holds its shape, with a sturdy base, a textured body and chunky crocheted straps.

FINISHED SIZE
Approx. 13" wide x 15" tall (flat), base 13" across

YARN
Worsted weight cotton (#4 medium). I used Sunbeam Cotton (100% cotton; 2.5 oz/70.9 g;
120 yds/110 m per ball)
  Color A, Sage ........ 3 balls
  Color B, Oatmeal ..... 1 ball

HOOK: US H-8 (5 mm)
OTHER: stitch markers, yarn needle, two 1" (25 mm) wooden rings for the strap loops

GAUGE
14 sc and 15 rows = 4" in sc.
Gauge is not super important for a bag, but it will change the size and how much yarn you
use.

ABBREVIATIONS (US terms)
ch - chain · sc - single crochet · hdc - half double crochet · sl st - slip stitch ·
st(s) - stitch(es) · rnd - round · BLO - back loop only

NOTES
- The oval base is worked in rounds; the body is worked in joined rounds straight up from
  the base, alternating sc and hdc rounds for texture.
- The drawstrings are crocheted chains made with Color B.
- Ch 1 at the start of a round does not count as a stitch.

BASE (Color A)
Ch 33.
Rnd 1: 2 sc in 2nd ch from hook, sc in next 30 ch, 4 sc in last ch; working along the
other side of the chain, sc in next 30 ch, 2 sc in last ch. Join with sl st. (68 sts)
Rnd 2: Ch 1, 2 sc in each of next 2 sts, sc in next 30 sts, 2 sc in each of next 4 sts, sc
in next 30 sts, 2 sc in each of last 2 sts. Join. (76 sts) ...

REVIEWS
★★★★★ "Made the mini version for my daughter with 2 balls total. Great pattern!" - Leah
★★★★☆ "Cute! I ran out of Sage and bought a 4th ball." - Dom
★★★★★ "Clear instructions, quick make." - Anika

More from ThistleAndThreadCo: Meadow Market Tote (4 balls worsted cotton) · Fern Bucket Hat
(150-220 yds)

This is a digital PDF pattern, not a finished bag. No refunds on digital items. Do not
share or resell. © 2025 Kayla Brandt / ThistleAndThreadCo`,
    expected: {
      title: 'Trailhead Backpack',
      designer: 'Kayla Brandt',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 4 * 120 }],
      gauge: { stitches: 14, rows: 15, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
];
