import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw34-15-uk-kit-booklet-amigurumi-mole',
    text: `HOOKHOLLOW
crochet kits for curious makers

MABEL THE MOLE
Kit booklet · Designed by Ruth Calloway for Hookhollow

Hello! Thank you for choosing a Hookhollow kit. Mabel lives under the vegetable patch and only comes
up for tea and cake. She's a lovely second or third amigurumi: a few colour changes, a pinafore with a
pocket, and little pink hands that are just the right size for a carrot.

WHAT'S IN YOUR KIT
☐ 3 x 25 g balls of Hookhollow Cotton DK (100% cotton, approx. 62 m per ball):
     Charcoal (body), Blossom (nose, hands and feet), Cream (pinafore)
☐ 3 mm crochet hook
☐ A pair of 6 mm safety eyes
☐ 30 g toy stuffing
☐ Tapestry needle and a length of black embroidery thread
☐ Stitch marker
Something missing? Email hello@hookhollow.co.uk with your kit number and we'll pop it in the post.

FINISHED SIZE
Mabel is about 14 cm tall when sitting.

TENSION
Tension isn't important for toys; just keep your stitches tight so the stuffing doesn't show.

NOTES
This pattern is written in UK terms (dc = US single crochet).
Mabel is worked amigurumi-style in continuous spiral rounds: don't join at the end of each round. Use
the stitch marker to mark the first stitch of every round and move it up as you go.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · inc 2 dc in the next st · dec dc2tog (invisible
decrease) · MR magic ring · FLO front loop only · (6) stitch count at the end of the round

HEAD AND BODY
Using Charcoal, make a MR.
Rnd 1: 6 dc in MR. (6)
Rnd 2: Inc in each st around. (12)
Rnd 3: (1 dc, inc) 6 times. (18)
Rnd 4: (2 dc, inc) 6 times. (24)
Rnd 5: (3 dc, inc) 6 times. (30)
Rnds 6-11: 1 dc in each st around. (30)
Insert the safety eyes between Rnds 8 and 9, 6 sts apart.

SNOUT
Using Blossom, make a MR.
Rnd 1: 5 dc in MR. (5)
Rnd 2: (1 dc, inc) twice, 1 dc. (7)

SAFETY
Not suitable for children under 36 months: contains small parts. Check the eyes are secure and keep
Mabel away from flames.

COMING SOON: Ollie the Otter (kit includes 4 balls) · Percy the Pigeon (3 balls)
Share your makes with #hookhollowkits – we love seeing them!

Kit no. HH-017 · © Hookhollow Ltd 2025 · Unit 4, Tannery Yard, Kendal · hookhollow.co.uk`,
    expected: {
      title: 'Mabel the Mole',
      designer: 'Ruth Calloway',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(186) }],
      needle_sizes: [{ us: null, mm: 3 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
  {
    id: 'rw34-16-hen-rescue-charity-crochet-hen-jumper',
    text: `SECOND CHANCE HENS
Rehoming ex-commercial laying hens across the South West · Registered charity no. 1182033

HEN JUMPER APPEAL – CROCHET PATTERN

Many of our hens come to us with very few feathers. A little jumper keeps them warm for their first
few weeks in a garden while the feathers grow back, and then it comes off, so please don't worry
about perfection!

Bramble Hen Jumper
Crochet pattern by volunteer Margaret Doyle (UK terms)

SIZES
Small (Large)
Small fits most ex-commercial hybrid hens; Large is for bigger breeds.

YOU WILL NEED
Approx. 45 (60) m of DK yarn. Acrylic is perfect as it washes well, and bright colours help our
adopters spot their hens at the bottom of the garden!
A 4mm (UK 8 / US G-6) crochet hook
Tapestry needle

TENSION
Not critical, but aim for about 16 htr to 10 cm.

NOTES
The jumper is worked top down in rows from the neck, with two wing holes made with chains. It is then
folded and the lower edges joined under the tummy with a few stitches.
Please don't add buttons, bells or pompoms: hens peck at anything shiny or dangly.

ABBREVIATIONS
ch chain · ss slip stitch · dc double crochet · htr half treble · 2 htr in next st = increase

NECK
Ch 28 (32).
Row 1: 1 htr in 3rd ch from hook and in each ch to end, turn. 26 (30) htr.
Rows 2-4: Ch 2 (does not count as a st), 1 htr in each htr to end, turn.
Row 5: Ch 2, *1 htr in each of next 3 htr, 2 htr in next htr; rep from * to last 2 (2) htr, 1 htr in
each to end, turn. 32 (37) htr.

WING HOLES
Row 6: Ch 2, 1 htr in each of next 6 (7) htr, ch 6, skip 6 htr, 1 htr in each of next 8 (11) htr, ch 6,
skip 6 htr, 1 htr in each htr to end, turn.

DROP-OFF
Jumpers can be posted to: Hen Jumpers, Second Chance Hens, Lower Barton Farm, Chudleigh, Devon, or
left in the box at any of our rehoming days.
We rehomed 1,480 hens last year, and 600 of them went home in a jumper!

ALSO WANTED
Knitted hen jumpers too! Our knitting pattern uses 4mm needles and about 50 m of DK.
Bantam-sized jumpers for our smallest girls (about 30 m of DK).

secondchancehens.org.uk · Please wash jumpers before sending them. Thank you!`,
    expected: {
      title: 'Bramble Hen Jumper',
      designer: 'Margaret Doyle',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: 'Small', yards: m(45) },
        { size: 'Large', yards: m(60) },
      ],
      gauge: { stitches: 16, rows: null, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      sizes: ['Small', 'Large'],
      techniques: ['top-down'],
    },
  },
];
