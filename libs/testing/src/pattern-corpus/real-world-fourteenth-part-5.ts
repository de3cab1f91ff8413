import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_FOURTEENTH_CASES (split for the file-size rule; see real-world-fourteenth.ts). */
export const REAL_WORLD_FOURTEENTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw-fourteenth-podcast-show-notes-cowl-among-other-projects',
    text: `Wool on the Wireless — Episode 112: Fog, Fleece and a Free Cowl
Show notes · 14 November 2026 · 58 minutes

Hello and welcome back! This week I'm talking about knitting on the ferry, my first fleece from the
Orkney show, and I'm finally releasing the Ferry Cowl as a free pattern for listeners.

IN THIS EPISODE
00:00 Hello and news
06:40 On the needles: my Fair Isle vest (still!) in nine shades of jumper-weight Shetland, and a
      pair of plain socks on 2.25 mm needles
19:15 Off the needles: a cobweb hap that ate 1,200 yds of lace yarn
31:05 Listener question: do you really need blocking wires?
44:30 The Ferry Cowl

FERRY COWL — a free pattern by Morag Finlay (that's me!)
Yarn: 2 skeins of Skerry Aran (100% wool; 100 g / 160 m / 175 yds), Aran weight. Shown in Peat.
Needle: 5 mm (US 8) circular needle, 60 cm
Notions: cable needle, stitch marker
Gauge: 18 sts and 24 rounds = 10 cm over the cable pattern, blocked
Finished size: 64 cm around and 28 cm deep

The cowl is knitted in the round, with two mirrored cables that travel all the way round.
Cast on 120 sts, place marker and join in the round. Work 8 rounds of k2, p2 rib.
Round 1: *p2, k8, p2, k4; rep from * to end.
Round 2: *p2, C8F, p2, k4; rep from * to end ...
The full chart is in the PDF — link below.

LINKS
Ferry Cowl PDF: woolonthewireless.co.uk/ferry-cowl
Skerry Aran is dyed by my friend Ishbel at Skerry Wool — not a sponsor, I just love it.
Support the show on Ko-fi: ko-fi.com/woolonthewireless
Music: "Harbour Reel" by The Brough Fiddlers, used with permission.`,
    expected: {
      title: 'Ferry Cowl',
      designer: 'Morag Finlay',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 2 * 175 }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['in the round', 'cables'],
    },
  },
  {
    id: 'rw-fourteenth-shop-kit-page-with-questions-and-reviews',
    text: `Home › Kits › Shawl Kits › Saltmarsh Shawl Kit

Saltmarsh Shawl Kit
★★★★★ 4.7 (38 reviews)
£48.00 · In stock – ships in 1-2 working days
Colourway: Estuary ▾     Quantity: 1     [Add to basket]

DESCRIPTION
A garter-stitch crescent with a lace edging, designed by Elspeth Rowe exclusively for Tarn & Tide.
The rows of garter stitch are broken by eyelets, and the edging is knitted on sideways at the end.

WHAT'S IN THE KIT
• 2 skeins Tarn 4ply (75% BFL, 25% silk; 100 g / 320 m / 350 yds) in the main shade
• 1 skein Tarn 4ply in the contrast shade
• Printed pattern by Elspeth Rowe
• Linen project bag

YOU WILL ALSO NEED
4mm (US 6) circular needle, 80cm · stitch markers · blocking pins

DETAILS
Yarn weight: 4ply / fingering
Tension: 22 sts and 40 rows to 10cm over garter stitch after blocking (not critical)
Finished size: 180cm wingspan × 45cm deep

QUESTIONS & ANSWERS
Q: Is there enough yarn to make it bigger? — Helen, Leeds
A: There's about 60g of the main shade left after the standard size, so you could add a few more
   rows before the edging. — Tarn & Tide

REVIEWS
★★★★★ "Gorgeous yarn and a clear pattern. My first lace edging!" — Ruth P.
★★★★☆ "Lovely kit. I made mine smaller and only used about 700 yds, so I have yarn for a hat." — Sam
★★★★★ "Second time buying this kit, the Heather colourway is stunning." — Jo

You may also like: Tarn 4ply single skeins · Estuary Socks kit · Rowan-wood needle gauge`,
    expected: {
      title: 'Saltmarsh Shawl',
      designer: 'Elspeth Rowe',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 3 * 350 }],
      gauge: { stitches: 22, rows: 40, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw-fourteenth-library-crochet-club-handout-beanie',
    text: `Riverside Public Library · Maker Mondays
Crochet Club — handout for Monday, March 2

EASY RIBBED BEANIE
Pattern: Dana Whitfield, Teen Services Librarian

Fits most adults (it stretches to fit heads about 20-23 in. around).

YOU NEED
• 1 skein of medium worsted weight (#4) yarn, at least 200 yds. There is donated yarn at the desk!
• Size I-9 (5.5 mm) crochet hook — you can borrow one from the Library of Things
• Yarn needle and scissors

GAUGE
13 hdc = 4 inches. Don't worry too much about it; hats are forgiving.

HOW IT'S MADE
The hat is worked in joined rounds from the top down. The ribbed look comes from working
front post and back post stitches. Chain 2 at the start of a round does not count as a stitch.

Rnd 1: Ch 2, 8 hdc in the 2nd ch from hook. Join with a sl st to the first hdc. (8 hdc)
Rnd 2: Ch 2, 2 hdc in each st around. Join. (16 hdc)
Rnd 3: Ch 2, *hdc in next st, 2 hdc in next st; repeat from * around. Join. (24 hdc)
Keep increasing 8 sts every round until you have 64 sts, then work even until the hat is 8 in. long.

STUCK? Ask at the Teen desk, or watch the videos on our Crochet Club playlist.

BOOKS ON THE SHELF: Crochet Hats for Everyone (746.434 CRO) · The Beginner's Hook (746.434 BEG)

NEXT MEETING (March 9): granny squares! Bring 2 colours of DK yarn and a 4 mm hook if you have them.
Riverside Public Library, 210 Water Street · riversidelibrary.org/makers`,
    expected: {
      title: 'Easy Ribbed Beanie',
      designer: 'Dana Whitfield',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 200 }],
      gauge: { stitches: 13, rows: null, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw-fourteenth-kindle-copy-japanese-amigurumi-grams-per-colour',
    text: `Puffin

Level: ★★☆ · Finished size: about 9 cm tall

MATERIALS
Yarn: Umi Cotton (100% cotton, 25 g ball, approx. 85 m), roughly equivalent to a DK weight
  Black (col. 24) 15 g
  White (col. 01) 10 g
  Orange (col. 18) 5 g
Crochet hook: 6/0 (3.5 mm)
Other: safety eyes 6 mm (2), polyester stuffing 5 g, tapestry needle, stitch marker

Gauge is not important for this toy; crochet tightly so the stuffing does not show.

NOTES
All parts are worked in the round in a continuous spiral, in the usual amigurumi way. Move the
stitch marker up at the start of every round.
Translator's note: the original book shows every part as a chart. I have written the rounds out
in US terms (sc = single crochet, inc = 2 sc in the same stitch, dec = sc 2 together). — E. Holt

HEAD AND BODY (Black)
Rnd 1: 6 sc in a magic ring. (6)
Rnd 2: inc in each st around. (12)
Rnd 3: *sc 1, inc* 6 times. (18)
Rnds 4-12: sc in each st around. (18)
Change to White for the front of the body, carrying Black behind ...

BEAK (Orange)
Rnd 1: 4 sc in a magic ring. (4)

Tanabe, Yuki. Tiny Seaside Amigurumi: 20 Quick Crochet Friends (p. 34). Harbour Lane Press.
Kindle Edition.`,
    expected: {
      title: 'Puffin',
      designer: 'Yuki Tanabe',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(102) }],
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['in the round', 'amigurumi'],
    },
  },
];
