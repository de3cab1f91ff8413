import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw34-13-uk-indie-payhip-crochet-cloche',
    text: `Payhip · Thanks for your purchase! · Order 7Q2X-PC41 · Priya Chandler Crochet

MARLOWE CLOCHE
a 1920s-inspired crochet cloche with a buttoned band

design & words: Priya Chandler
tech edit: Ruth Anders

Written in UK crochet terms. There is a UK/US conversion chart on the last page.

SIZES
Small (Medium, Large)
To fit head circumference: 51 (54, 57) cm / 20 (21¼, 22½) in
Sample shown in Medium on a 55 cm head.

YARN
Hollins Aran Cotton (100% cotton; 50 g / 85 m), an aran weight cotton
3 (3, 4) balls
The sample used 2½ balls of Sage (124).

HOOKS
4.5mm (UK 7 / US 7) for the band
5mm (UK 6 / US H-8) for the crown and brim

NOTIONS
1 button, 25 mm · stitch marker · tapestry needle

TENSION
14 htr and 11 rows to 10 cm over htr using a 5mm hook.
The crown should measure 14 (15, 16) cm across at the end of the increases.

CONSTRUCTION
The cloche is worked from the crown down in joined rounds. The brim flares with a few increase rounds
at the end. The band is made separately in rows, wrapped round the hat and fastened with the button.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet (US sc) · htr half treble (US hdc) · tr treble (US dc)
htr2tog half treble 2 together · sp space · st(s) stitch(es)

CROWN
Using the 5mm hook, make a magic ring.
Round 1: Ch 2 (does not count as a st), 10 htr into the ring, join with ss to the first htr. (10 htr)
Round 2: Ch 2, 2 htr in each st around, join. (20 htr)
Round 3: Ch 2, *1 htr in next st, 2 htr in next st; rep from * around, join. (30 htr)
Round 4: Ch 2, *1 htr in each of next 2 sts, 2 htr in next st; rep from * around, join. (40 htr)
Continue increasing 10 sts in each round until Round 7 (8, 9). (70 (80, 90) htr)

SIDES
Next 12 rounds: Ch 2, 1 htr in each st around, join.

Testers: Becky made the Small in 3 balls of a cotton-linen aran; Siobhan made the Large with 4 balls.

More patterns by Priya Chandler: Marlowe Mitts – 2 balls Hollins Aran Cotton · Ferris Wheel Bag –
5 balls · Lido Top – 6-11 balls

© Priya Chandler 2025 · priyachandlercrochet.co.uk · For personal use only.                  Page 2 of 6`,
    expected: {
      title: 'Marlowe Cloche',
      designer: 'Priya Chandler',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Small', yards: m(255) },
        { size: 'Medium', yards: m(255) },
        { size: 'Large', yards: m(340) },
      ],
      gauge: { stitches: 14, rows: 11, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw34-14-swedish-book-translated-lace-wrap',
    text: `CROCHET BY THE SEA                                                                             87

Summer evenings

Tångruska
Sea Grass Wrap

In August the bay below our summer house fills with sea grass, and on still evenings it moves like
slow water. I wanted a wrap that felt the same: light, cool, and long enough to pull around you when
the sun goes down behind the skerries.

[Photo on page 86: the wrap over the railing of a red boathouse]

SIZE
Approx. 50 x 180 cm, after blocking.

MATERIALS
Yarn: Skärgårdsgarn Lin-Bomull (55% linen, 45% cotton), fingering weight, 50 g = approx. 170 m
6 balls in sea green (no. 47)
The wrap in the photograph weighs 280 g.
Crochet hook: 3.5 mm
Blocking pins

GAUGE
4 pattern repeats (24 stitches) and 12 rows = 10 cm in the fan pattern, after blocking.

THE PATTERN
The wrap is worked in rows from one short end to the other in an airy lace pattern of fans and chain
spaces, then edged with a row of small picots along both long sides.

Fan pattern (multiple of 6 stitches + 2)
Row 1: 1 sc in the 2nd ch from the hook, *skip 2 ch, 5 dc in the next ch, skip 2 ch, 1 sc in the next
ch*, repeat from * to * to the end. Turn.
Row 2: 3 ch (counts as 1 dc), 2 dc in the first sc, *1 sc in the 3rd dc of the fan, 5 dc in the next sc*,
repeat from * to *, ending with 3 dc in the last sc. Turn.
Repeat Rows 1-2, working the sc of Row 1 into the centre dc of each fan.

WRAP
Ch 122 and work the fan pattern until the wrap measures 178 cm. Do not fasten off.

88                                                                             CROCHET BY THE SEA

TIP: Linen softens with every wash. Wash the finished wrap by hand before blocking and it will
drape beautifully from the very first wear.

EDGING
Along each long side: 1 sc in each row end, *3 ch, 1 sl st in the first ch, 2 sc*, repeat from * to *.

ALSO IN THIS CHAPTER
Midsummer Bag, 3 balls of Lin-Bomull · Lighthouse Pillow, 4 balls · Pebble Coasters, 1 ball

From Crochet by the Sea by Linnea Backström, translated from the Swedish by Ann Fowler.
© Linnea Backström 2023; English translation © Harbour Books 2025. Photography: Jonas Ek.`,
    expected: {
      title: 'Sea Grass Wrap',
      designer: 'Linnea Backström',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(1020) }],
      gauge: { stitches: 24, rows: 12, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace'],
    },
  },
];
