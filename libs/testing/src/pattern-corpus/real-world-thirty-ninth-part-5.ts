import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_NINTH_CASES_PART_5 (split for the file-size rule; see real-world-thirty-ninth.ts). */
export const REAL_WORLD_THIRTY_NINTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw39-09-hospice-appeal-sheet-bed-socks',
    text: `ST BRANNOCK’S HOSPICE
Knit & Natter Volunteers – Winter Appeal 2025
Registered Charity No. 1093847

BED SOCKS FOR OUR PATIENTS
Last winter you knitted 312 pairs of bed socks – thank you! Our patients and their families
tell us again and again what a difference a pair of soft, warm socks makes on a cold ward.

What we need
• Soft, machine-washable yarn only (no mohair, and no wool that felts) – please pin the ball
  band to each pair so our laundry team knows how to wash them
• Pastel or cheerful colours, but no white (it goes missing in the laundry!)
• Small, Medium and Large in roughly equal numbers
• Please don’t add pom-poms, beads or buttons

Drop-off: hospice reception (Mon–Fri, 9am–5pm) or Woolly Wonders, 18 Fore Street, Barnstaple.
Woolly Wonders have kindly donated 40 balls of DK for our knitters – just ask at the counter.
Also on our wish list: lap blankets, about 90 × 110 cm (roughly 8 balls of DK each).

––––––––––––––––––––––––––––––––––––––––

COSY TOES BED SOCKS
Pattern by volunteer Maureen Tulley

Sizes: Small (Medium, Large) – to fit UK shoe size 3-5 (6-8, 9-11)

You will need
2 (2, 3) × 50 g balls of DK (double knitting) yarn, approx. 120 m per ball
A set of 3.75 mm (UK 9 / US 5) double-pointed needles for the rib
A set of 4 mm (UK 8 / US 6) double-pointed needles
Stitch marker, tapestry needle

Tension
22 sts and 30 rows to 10 cm over stocking stitch on 4 mm needles.
Please check it: socks that come out too tight won’t go on over swollen ankles.

How they’re made
The socks are worked in the round from the cuff down, with a short-row heel and a wedge toe.
The long rib cuff can be folded down or pulled up for extra warmth.

Cuff
With 3.75 mm needles cast on 44 (48, 52) sts loosely and divide over 3 needles.
Join to work in the round, taking care not to twist.
Work in k2, p2 rib for 12 cm.
Change to 4 mm needles and knit 10 rounds.

Heel (short rows)
The heel is worked back and forth over 22 (24, 26) sts only; leave the rest on hold.
Row 1 (RS): Knit to last st, wrap and turn.
Row 2 (WS): Purl to last st, wrap and turn.
Row 3: Knit to 1 st before the last wrapped st, wrap and turn.
Row 4: Purl to 1 st before the last wrapped st, wrap and turn.
Repeat Rows 3–4 until 8 (8, 10) sts remain unwrapped in the centre.

Questions? Ring Maureen on the Knit & Natter line, 01271 555 019 (Tuesdays only).
St Brannock’s Hospice, Pilton Road, Barnstaple · stbrannocks.org.uk/knit`,
    expected: {
      title: 'Cosy Toes Bed Socks',
      designer: 'Maureen Tulley',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Small', yards: m(2 * 120) },
        { size: 'Medium', yards: m(2 * 120) },
        { size: 'Large', yards: m(3 * 120) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['in the round', 'top-down', 'short rows'],
    },
  },
  {
    id: 'rw39-10-greek-etsy-baby-cardigan-non-native-english',
    text: `Etsy · Purchased from KnitsByEleni · Order #3491872205
Baby Cardigan Knitting Pattern PDF, Easy Top Down Raglan Baby Sweater, Newborn to 24 months,
English Pattern, Instant Download

ELIA CARDIGAN
Design: Eleni Papadaki (@knits.by.eleni)

Hello my dear knitter!
Thank you very much for buy my pattern. Elia is a small cardigan for babys, it is knitting
from top to down in one piece with raglan increases, so there is no sewing in the end.
I hope you enjoy to make it!

SIZES: 0-3 month (3-6 month, 6-12 month, 12-24 month)
Chest of cardigan: 46 (50, 54, 58) cm
Length: 24 (27, 30, 34) cm

YARN: Sport weight yarn. I use Alpaca Soft Sport (60% alpaca, 40% merino),
50 gr = 150 meter (164 yards)
Quantity: 2 (2, 3, 4) balls
In the photos is size 3-6 month in colour Sage.

NEEDLES: Circular needle 3,5 mm (US 4) 60 cm long
Circular needle 3 mm (US 2,5) for the ribbing
Double pointed needles in the same sizes for sleeves (or magic loop)

OTHER: 5 buttons 12 mm, 4 stitch markers, 2 stitch holders or waste yarn

DENSITY: 24 stitches x 32 rows = 10 x 10 cm in stockinette stitch with needle 3,5 mm
Please make a swatch! If you have more stitches use bigger needle.

CONSTRUCTION: Cardigan is knitting top-down in one piece. After the yoke the sleeves
stitches are put on hold and the body continue in rows. Sleeves are knitting in round
at the end, and last you knit the button band.

ABBREVIATIONS:
k – knit   p – purl   m1l – make 1 left   m1r – make 1 right
pm – place marker   sm – slip marker   RS – right side   WS – wrong side

YOKE
With 3 mm needle cast on 61 (65, 69, 73) stitches.
Row 1 (WS): *p1, k1* repeat until last st, p1.
Row 2 (RS): *k1, p1* repeat until last st, k1.
Repeat these 2 rows 2 times more.
Change to 3,5 mm needle.
Set up row (WS): p10 (11, 12, 13), pm, p8, pm, p25 (27, 29, 31), pm, p8, pm,
p10 (11, 12, 13).
Raglan increase row (RS): *knit to 1 st before marker, m1r, k1, sm, k1, m1l* 4 times,
knit to end (8 stitches increased).

Thank you to my testers! Maria (@mariaknitsgr) make size 3-6 month with only 1,5 balls.

Other patterns in my shop: ELIA BONNET – 1 ball Alpaca Soft Sport
OLIVE VEST – 2 (2, 3, 3) balls

Please not share or sell this pattern, it is only for your personal use. © Eleni Papadaki 2025`,
    expected: {
      title: 'Elia Cardigan',
      designer: 'Eleni Papadaki',
      craft_type: 'knitting',
      yarn_weight: 'Sport',
      yardage: [
        { size: '0-3 months', yards: 2 * 164 },
        { size: '3-6 months', yards: 2 * 164 },
        { size: '6-12 months', yards: 3 * 164 },
        { size: '12-24 months', yards: 4 * 164 },
      ],
      gauge: { stitches: 24, rows: 32, inches: 4 },
      needle_sizes: [
        { us: '2.5', mm: 3 },
        { us: '4', mm: 3.5 },
      ],
      sizes: ['0-3 months', '3-6 months', '6-12 months', '12-24 months'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
