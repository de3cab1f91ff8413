import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw36-07-retyped-1950s-leaflet-matinee-coat-ounces',
    text: `Grandma's Needles – vintage patterns retyped · Post 212 · filed under Baby, 1950s

I found this one folded inside my grandmother's copy of the Marlow Wools knitting book, with
her pencil ticks down the side. I've typed it out exactly as printed, with my own notes in
square brackets. The leaflet is long out of print; please let me know if you spot a typo!

MARLOW WOOLS · LEAFLET No. 742 · PRICE 4d.

The "Daisy" Matinee Coat
for babies of 0 to 6 months

MATERIALS
3 (4) ozs. Marlow 3-ply Baby Fingering.
A pair each of No. 10 and No. 12 Knitting Needles. [today's 3¼ mm and 2¾ mm]
2 yards of narrow ribbon.

MEASUREMENTS
To fit 18 (20) in. chest.
Length from top of shoulder, 9½ (10½) ins.
Sleeve seam, 5 (6) ins.

TENSION
7½ sts. and 10 rows to one inch, measured over stocking stitch on No. 10 needles.

ABBREVIATIONS
K., knit; P., purl; st., stitch; tog., together; inc., increase; dec., decrease; m.1,
make one by bringing wool to front of needle; s.k.p.o., slip 1, knit 1, pass slipped
stitch over; beg., beginning; rep., repeat; ins., inches.

The figures in brackets refer to the larger size.

THE BACK
Begin at the lower edge. With No. 10 needles cast on 113 (125) sts. and knit 4 rows.
Now work the skirt in lace pattern as follows:
1st row: K.1, *m.1, s.k.p.o., k.1, k.2 tog., m.1, k.1; rep. from * to end.
2nd row: Purl.
These 2 rows form the lace pattern. Continue until work measures 5 (5½) ins. from beg.

[My note: the 3 ozs. is roughly 85 g today. Grandma's pencil says "used 2¾ ozs. white".]

Also in this series: Leaflet 741, Baby's Bonnet and Bootees, 1 oz.; Leaflet 745, Cot
Cover, 8 ozs. Marlow Double Knitting.

COMMENTS (6)
Shirley P. – I made this in 1961 for my eldest! I remember it took nearer 4 ozs.
Dawn – Thank you for typing these up. Would a modern 4 ply work?
Grandma's Needles – Dawn, yes, a 4 ply baby yarn at the same tension is fine.

Retyped for personal and historical interest; no copyright infringement intended.`,
    expected: {
      title: 'Daisy Matinee Coat',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 7.5, rows: 10, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['18', '20'],
      techniques: ['lace', 'bottom-up'],
    },
  },
  {
    id: 'rw36-08-uk-kofi-double-knitted-reversible-coasters',
    text: `Ko-fi Shop · order #KF-558201 · Thank you for supporting an independent designer!

knits by bryony

Tessellate Coasters
reversible double-knitted coasters – a set of four

pattern & photos: Bryony Marsh

About
These little coasters are worked in double knitting, so you get two right sides at once: a
cream triangle pattern on teal on one face and the colours swapped on the other. They're a
great first double-knitting project and use just one ball of each colour for the set.

Finished size
Each coaster measures approx. 10 x 10cm after a gentle steam.

Materials
Yarn: Hebble Cotton DK (100% cotton), 1 x 50g ball each of
  Colour A – Teal
  Colour B – Cream
  (approx. 106m per ball)
Needles: 3.5mm (US 4) straight needles
Tapestry needle

Tension
22 sts and 24 rows to 10cm over double knitting (counting each layer's stitches once),
on 3.5mm needles. Tension isn't vital but a firm fabric looks best.

Abbreviations
DK pair – one knit stitch in the facing colour and one purl stitch in the back colour
A/B – Colour A / Colour B
RS / WS – right side / wrong side

Notes
• Hold both yarns together and work each pair of stitches as shown in the chart.
• The chart shows side 1 only; on side 2 read the colours reversed.
• Weave the ends between the layers.

Cast on
Using both colours and the two-colour long-tail cast-on, cast on 22 pairs (44 sts).

My sample set used about 38g of each colour, so one ball of each is plenty.

Also by knits by bryony:
Tessellate Placemats – 3 balls each of Colour A and B
Hexa Mug Cosy – 1 ball of Hebble Cotton DK

Please don't share or sell this pattern. You're welcome to sell coasters you've made from
it, with credit to knits by bryony.
© Bryony Marsh 2025 · ko-fi.com/knitsbybryony`,
    expected: {
      title: 'Tessellate Coasters',
      designer: 'Bryony Marsh',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(2 * 106) }],
      gauge: { stitches: 22, rows: 24, inches: 4 },
      needle_sizes: [{ us: '4', mm: 3.5 }],
      techniques: ['double knitting'],
    },
  },
];
