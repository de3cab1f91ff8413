import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTIETH_CASES (split for the file-size rule; see real-world-thirtieth.ts). */
export const REAL_WORLD_THIRTIETH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw30-11',
    text: `Retyped vintage pattern – Baby's Matinee Coat (Wendale Leaflet No. 814, c. 1962)
Posted in the Vintage Baby Knits group files by Sue Pettifer

Note from Sue: I've typed this up from my mum's old leaflet, which is falling apart. The Wendale
company closed decades ago and I can't find anyone holding the rights, so I'm sharing it free –
please don't sell it. Anything in [square brackets] is mine, not the leaflet's.

WENDALE LEAFLET No. 814                                                    Price 6d.

BABY'S MATINEE COAT
with a Feather Stitch Skirt and Raglan Sleeves

MATERIALS: 4 (4, 5) ozs. WENDALE BABY WOOL, 3-PLY. A pair each of Nos. 12 and 10 Wendale
knitting needles. 3 small buttons. 1 yd. of narrow ribbon.
[No. 12 = 2.75 mm, No. 10 = 3.25 mm. Mum's is knitted in a modern 3-ply baby yarn and I used a
bit under 2 balls for the smallest size.]

MEASUREMENTS: To fit 18 (19, 20) in. chest. Length from top of shoulder, 10 (10½, 11) ins.
Sleeve seam, 5½ (6, 6½) ins.

TENSION: 8 sts. to 1 in. over stocking stitch on No. 10 needles.

ABBREVIATIONS: K., knit; p., purl; st., stitch; tog., together; inc., increase by working into
front and back of stitch; dec., decrease; st.st., stocking stitch; m.1, make 1 by bringing the
wool to the front of the needle; rep., repeat; beg., beginning; patt., pattern; ins., inches.

The figures in brackets refer to the larger sizes. Where one figure is given, this applies to
all sizes.

[It's knitted in pieces from the hem up and sewn together – back, two fronts and two sleeves,
with the raglans joined and the neckband picked up at the end.]

THE BACK
With No. 10 needles cast on 112 (123, 134) sts. and k. 4 rows.
Proceed in feather patt. as follows:
1st row: K.
2nd row: P.
3rd row: K.1, *(k.2 tog.) twice, (m.1, k.1) 3 times, m.1, (k.2 tog.) twice; rep. from * to
last st., k.1.
4th row: K.
These 4 rows form the patt. Rep. them until work measures 5½ (6, 6½) ins. from beg., ending
with a 4th row.
Next row: K.2 (1, 2), *k.2 tog.; rep. from * to end.
Change to No. 12 needles and work 6 rows in k.1, p.1 rib for the waist.
Change to No. 10 needles and proceed in st.st.
Shape Raglan: Cast off 3 sts. at beg. of next 2 rows ...

[The rest of the pattern – fronts, sleeves and neckband – is on the next two pages.]

Comments (4)
Gill W: Thank you Sue! I knitted the middle size in a 4 ply and it took just under 3 balls.
Jan: Lovely. Is the feather pattern the same as feather and fan? — Sue: Near enough, Jan!`,
    expected: {
      title: "Baby's Matinee Coat",
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8, rows: null, inches: 1 },
      needle_sizes: [
        { us: '2', mm: 2.75 },
        { us: '3', mm: 3.25 },
      ],
      sizes: ['18', '19', '20'],
      techniques: ['lace', 'raglan', 'bottom-up'],
    },
  },
  {
    id: 'rw30-12',
    text: `hookwood studio
FELLSIDE CARDIGAN
an oversized chunky crochet cardigan with deep pockets

Design & photography: Freya Hale
Available from Ravelry and hookwoodstudio.co.uk · Thank you for buying this pattern!

This pattern uses UK crochet terms throughout. US readers: htr = US hdc, tr = US dc, dc = US sc.

SIZES
XS (S, M, L, XL, 2XL)
To fit bust: 76-81 (86-91, 97-102, 107-112, 117-122, 127-132) cm / 30-32 (34-36, 38-40, 42-44,
46-48, 50-52) in
Finished bust: 104 (114, 124, 134, 144, 154) cm – designed with approx. 25 cm positive ease.
Sample shown in size S on an 88 cm bust.

YARN
Tarn Chunky by Fellfoot Fibres (100% British wool; 100 g / 120 m)
6 (7, 7, 8, 9, 10) x 100 g skeins in Bracken
The size S sample used 6 skeins plus 38 g of a seventh, including pockets. If you are between
amounts, buy the extra skein!

HOOKS
6 mm (UK 4 / US J-10) for ribbing
8 mm (UK 0 / US L-11) for body and sleeves

NOTIONS
Stitch markers, tapestry needle, 5 x 30 mm buttons (optional)

TENSION
11 htr and 9 rows to 10 cm over htr worked in the back bar, using 8 mm hook.
Please check your tension – with chunky yarn, being half a stitch out over 10 cm changes the
bust by more than 10 cm!

CONSTRUCTION
The back, two fronts and two sleeves are worked flat from the hem up and seamed. The front bands
and collar are worked last, in one long strip of ribbing sewn along the fronts.

ABBREVIATIONS
ch chain · ss slip stitch · dc double crochet · htr half treble · tr treble ·
htr-bb htr in the back bar (the horizontal bar below the top loops, on the wrong side of htr) ·
htr2tog · st(s) stitch(es) · RS/WS right/wrong side · rep repeat

BACK
Ribbing: Using a 6 mm hook, ch 9.
Row 1: 1 dc in 2nd ch from hook and in each ch to end. Turn. 8 dc.
Row 2: 1 ch (does not count as a st), 1 dc in back loop of each st to end. Turn.
Rep Row 2 until ribbing measures 52 (57, 62, 67, 72, 77) cm.

Also from hookwood: Langstrath Hat (1 x 100 g skein) · Borrowdale Blanket (14 x 100 g)

© Freya Hale / hookwood studio 2025 · for personal use only · page 2 of 10`,
    expected: {
      title: 'Fellside Cardigan',
      designer: 'Freya Hale',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'XS', yards: m(720) },
        { size: 'S', yards: m(840) },
        { size: 'M', yards: m(840) },
        { size: 'L', yards: m(960) },
        { size: 'XL', yards: m(1080) },
        { size: '2XL', yards: m(1200) },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [
        { us: 'J-10', mm: 6 },
        { us: 'L-11', mm: 8 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
      techniques: ['bottom-up'],
    },
  },
];
