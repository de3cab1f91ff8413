import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw26-03',
    text: `Hooked on the Hedgerow
Notes from a crochet studio in West Cork, every second Sunday
Subscribe

Issue 42: a granny-square vest, free for everyone this week
Clodagh Fennelly
Feb 8 · ♥ 214 · 37 comments · Share

Dia dhuit, a chairde! The gorse is out on the hill behind the studio already, so this
fortnight's pattern is named for it. It's free to all subscribers in this post; paid
subscribers also get the printable PDF with the joining diagram and a schematic.

FURZE VEST
A boxy granny-square vest (UK crochet terms)

SIZES
1 / 2 / 3 / 4 / 5
To fit bust: 76-81 / 86-91 / 97-102 / 107-112 / 117-122 cm
Finished bust: 92 / 104 / 116 / 128 / 140 cm

YARN
Cnoc Wool DK (100% Irish wool); each 100 g skein is approx. 250 m
Total, all colours together: 300 / 350 / 400 / 450 / 550 g
Roughly half is the main colour (Gorse); the rest is split between Heather, Bog Oak and Fern.

HOOKS
4 mm (UK 8 / US G-6) for the squares
3.5 mm (UK 9 / US E-4) for the ribbed edges

TENSION
16 tr and 9 rows to 10 cm over rows of tr on the 4 mm hook.
One square measures 12 cm across after 5 rounds, blocked.

ABBREVIATIONS (UK)
ch chain · ss slip stitch · dc double crochet · tr treble · sp space
fptr / bptr front / back post treble

CONSTRUCTION
The front and back are made of granny squares, joined as you go on the last round, with
half squares filling the V-neck. Hem and armhole ribbing are worked in rows of fptr and bptr.

SQUARE
With first colour, 4 ch, join with a ss to form a ring.
Round 1: 3 ch (counts as 1 tr), 2 tr into ring, *2 ch, 3 tr into ring; rep from * twice
more, 2 ch, join with ss to top of 3-ch. Fasten off.
Rounds 2-5: join next colour in any 2-ch corner sp and work (3 tr, 2 ch, 3 tr) in each corner.

Upgrade to paid for the PDF · Share Hooked on the Hedgerow

37 comments
Maeve R. · I made a size 2 in an aran weight and used 520 g, it's gorgeous!
Clodagh Fennelly (author) · Maeve, that sounds like a cosy coat-vest, send me a photo!`,
    expected: {
      title: 'Furze Vest',
      designer: 'Clodagh Fennelly',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '1', yards: m(750) },
        { size: '2', yards: m(875) },
        { size: '3', yards: m(1000) },
        { size: '4', yards: m(1125) },
        { size: '5', yards: m(1375) },
      ],
      gauge: { stitches: 16, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['1', '2', '3', '4', '5'],
      techniques: ['granny square'],
    },
  },
  {
    id: 'rw26-04',
    text: `Harwick Town Museum · Online Collections
Object no. HTM 1987.44.12 · Printed knitting leaflet, c. 1915
Transcribed for the "Knitting for the Front" digitisation project. Spelling and
punctuation are kept as in the original; our notes are in [square brackets].

Donated by the family of a Harwick depot volunteer, 1987. Single sheet, folded, 21 x 13 cm.

──────────────

ST. ALDRIC'S WAR WORK DEPOT
Leaflet No. 3.                                         Price One Penny.

BALACLAVA HELMET
(Approved pattern. Helmets not made to this pattern cannot be forwarded.)

MATERIALS.—4 ozs. of Khaki Wool, 4-ply. Four steel needles, No. 12.
[Archivist's note: a No. 12 needle is 2.75 mm, about a US 2. Modern 4-ply sock or
fingering wool is a close match; volunteers who have knitted the helmet for our
displays report that one 100 g ball is ample.]

TENSION.—7 stitches to one inch.

Cast on 112 stitches, 36 on the first needle and 38 on each of the other two.
Knit round and round in rib of 2 plain, 2 purl, for 6 inches.

FACE OPENING.—Cast off 24 stitches for the front of the face, and working backwards
and forwards on the remaining 88 stitches knit 2 inches in rib, always slipping the
first stitch of every row.

Next row, cast on 24 stitches at the end of the row to close the face opening, and
again divide the 112 stitches on three needles. Knit round and round in rib for
1 inch.

TOP.—Knit 1 round plain. 1st decreasing round: *knit 12, knit 2 together; repeat
from * to end of round. Knit 2 rounds plain. 2nd decreasing round: *knit 11, knit
2 together; repeat from *. Continue thus, decreasing on every third round, with one
stitch less between the decreases each time, until 16 stitches remain. Break off
the wool, run it through the stitches, draw up and fasten off securely.

N.B.—All comforts to be labelled with the knitter's name and address, and sent to
the Depot, not direct to the Front.

──────────────
[The reverse of the leaflet carries the Depot's opening hours and a list of other
approved patterns: Mittens, Body Belt, Sleeping Cap and Socks.]

Rights: transcription © Harwick Town Museum 2024, CC BY-NC 4.0.
Related objects: Mittens for Sailors (HTM 1987.44.13) · Body Belt (HTM 1987.44.14)`,
    expected: {
      title: 'Balaclava Helmet',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7, rows: null, inches: 1 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      sizes: ['One size'],
      techniques: ['in the round'],
    },
  },
];
