import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw26-05',
    text: `WARM HEADS WINTER DRIVE 2025
Hand-knitted hats for Northgate Night Shelter and the Harbour Street drop-in
Drop-off: any Tuesday, 10 am - 12 noon, at Penhallow Library, until 28 November

Thank you! Last winter 1,136 hats went out to guests and to the outreach van. A few requests:
- new yarn only, please (no mohair, eyelash or other novelty yarns)
- dark or neutral colours go first; bright ones are loved by the children's refuge
- no pompoms on the Adult sizes (they catch on hoods), but pompoms on Child hats are fine

DRIVE BEANIE
Pattern: Maureen Tolliday          Drive co-ordinator: Sue Penhaligon

Sizes: Child (Adult S, Adult L)
Fits head: 48-51 (53-56, 57-61) cm

You need:
1 (1, 2) x 100 g balls chunky wool or wool-blend (approx. 80 m per ball)
6 mm (US 10) and 6.5 mm (US 10½) circular needles, 40 cm long, or a set of DPNs
Stitch marker, darning needle

Tension: 14 sts and 19 rows = 10 cm over stocking stitch on 6.5 mm needles.
Don't worry too much about tension, but a firm fabric keeps the wind out!

The hat is knitted in the round from the brim up.

BRIM
With 6 mm needle cast on 64 (72, 80) sts. Place marker and join to work in the round,
taking care not to twist. Work k2, p2 rib for 8 (10, 10) cm; the brim folds up double.

BODY
Change to 6.5 mm needle. Knit every round until the hat measures 16 (19, 21) cm from the
cast-on edge, with the brim unfolded.

CROWN
Round 1: *k6, k2tog; rep from * to end. 56 (63, 70) sts.
Round 2 and every even round: knit.
Round 3: *k5, k2tog; rep from * to end. 48 (54, 60) sts.
Continue decreasing as set, with one stitch fewer between decreases, until 8 (9, 10) sts
remain. Break yarn, thread through the remaining sts, pull tight and fasten off.

FINISHING
Weave in all ends very securely - these hats get washed hot at the shelter.
Please attach a size label (cut from the bottom of this sheet) to each hat.

✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
[ ] Child   [ ] Adult S   [ ] Adult L        Knitted with love by: ________________

Sheet printed free by Penhallow Print & Copy. Please copy and share for charity use.`,
    expected: {
      title: 'Drive Beanie',
      designer: 'Maureen Tolliday',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Child', yards: m(80) },
        { size: 'Adult S', yards: m(80) },
        { size: 'Adult L', yards: m(160) },
      ],
      gauge: { stitches: 14, rows: 19, inches: 4 },
      needle_sizes: [
        { us: '10', mm: 6 },
        { us: '10.5', mm: 6.5 },
      ],
      sizes: ['Child', 'Adult S', 'Adult L'],
      techniques: ['in the round', 'bottom-up'],
    },
  },
  {
    id: 'rw26-06',
    text: `Stitch & Steep - a knitting and crochet podcast
Episode 112: Puffins, Pullovers and a Very Late Advent Calendar
Published 3 April 2026 · 58 min · listen in your podcast app or watch on YouTube

SHOW NOTES
00:00 Welcome and housekeeping
03:40 On the needles: my Larchwood cardigan (Brookhill Worsted, 1,150 yds, 4.5 mm needles)
14:15 Off the hook: Pip the Puffin (the free pattern is below!)
27:50 Listener question: can you block acrylic?
36:05 Sponsor: Ravenscar Fibre Co. - code STEEP15 takes 15% off until the end of April
41:10 Advent calendar catch-up (24 mini skeins of 20 g, yes I'm only on day 9)
49:30 Spring KAL update and prize draw

Thanks to everyone who joined the Discord this month. Patreon supporters get the ad-free
episode on Thursdays.

FREE PATTERN: PIP THE PUFFIN
Pattern by Tamsin Achterberg (that's me, your host!)

Finished size: approx. 13 cm / 5" tall, sitting
Yarn: sport weight cotton, 50 g / 125 m per ball
  Black  . . . . . 20 g
  White  . . . . . 15 g
  Orange . . . . .  5 g
  A few metres of grey for the cheek stripes
Hook: 2.75 mm (US C/2)
Also: 8 mm safety eyes, toy stuffing (about 15 g), stitch marker, tapestry needle

Gauge isn't important for toys; just keep your stitches tight so the stuffing doesn't show.

NOTES
US crochet terms. Pip is worked amigurumi-style in continuous rounds (a spiral) without
joining, so move your marker up every round. Head and body are one piece; the beak, wings
and feet are made separately and sewn on.

sc single crochet · inc 2 sc in the same st · dec invisible decrease · MR magic ring

BODY (black, then white for the tummy)
Rnd 1: 6 sc in MR. (6)
Rnd 2: inc in each st around. (12)
Rnd 3: (sc, inc) x 6. (18)
Rnd 4: (2 sc, inc) x 6. (24)
Rnds 5-8: sc around. (24)

Links mentioned in this episode: Larchwood by Petra Villanueva-Stone (1,150-1,900 yds) ·
Ravenscar Fibre Co. · the KAL thread · our Ko-fi
Music: "Kettle On" by the Steep Street Band, used with permission.`,
    expected: {
      title: 'Pip the Puffin',
      designer: 'Tamsin Achterberg',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(100) }],
      needle_sizes: [{ us: 'C-2', mm: 2.75 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
