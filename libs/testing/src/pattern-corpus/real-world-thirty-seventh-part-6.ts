import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 6 of REAL_WORLD_THIRTY_SEVENTH_CASES_PART_6 (split for the file-size rule; see real-world-thirty-seventh.ts). */
export const REAL_WORLD_THIRTY_SEVENTH_CASES_PART_6: PatternCorpusCase[] = [
  {
    id: 'rw37-11-uk-lovecrafts-felted-tote-icord-handles',
    text: `LoveCrafts · Your downloads · Order LC-7720193 · 11/02/2025
★★★★★ 4.8 (36 ratings) · Knitting pattern · PDF

HARBOUR FELTED TOTE
designed by Imogen Clarke

A sturdy everyday bag, knitted big and loose then felted in the washing machine until the
stitches disappear. The handles are long i-cords, so it sits comfortably on your shoulder.

SIZE
Before felting: approx. 46cm wide x 48cm tall (base 14cm deep)
After felting: approx. 36cm wide x 32cm tall
Felting varies with every machine and every yarn, so your bag may come out a little different.

YOU WILL NEED
Yarn: 3 x 100g balls of a chunky 100% wool that will felt (NOT superwash), approx. 100m per ball.
The sample is knitted in Fellside Chunky in Harbour Blue.
Needles: 8mm (UK 0 / US 11) circular needle, 60cm long, and two 8mm double-pointed needles for
the i-cord handles
Stitch marker, tapestry needle, a zipped pillowcase or laundry bag for felting

TENSION
11 sts and 15 rows to 10cm over stocking stitch on 8mm needles, before felting.
Tension doesn't need to be exact, but a loose fabric felts best.

CONSTRUCTION
The base is knitted flat in garter stitch. Stitches are then picked up all the way around it
and the body of the bag is knitted in the round in stocking stitch, ending with a few rounds of
garter for the top edge. Two i-cord handles are knitted separately and sewn on before felting.

ABBREVIATIONS
k knit · p purl · st(s) stitch(es) · pu pick up and knit · rnd round · sl slip

BASE
Cast on 40 sts. Knit every row until the base measures 14cm. Do not cast off.

BODY
Knit across the 40 base sts, pu 18 sts along the short side, 40 sts along the cast-on edge and
18 sts along the other short side. 116 sts. Place a marker and join to work in the round.
Knit every round until the bag measures 46cm from the pick-up round.
Next rnd: Purl. Next rnd: Knit. Rep the last 2 rnds twice more. Cast off loosely purlwise.

I-CORD HANDLES (make 2)
With dpns, cast on 4 sts. *Without turning, slide the sts to the other end of the needle,
pull the yarn across the back and k4; rep from * until the cord measures 110cm. Cast off.

Tester's note: "I felted mine twice at 40°C and used just under 3 balls." – Sue, Kendal
The finished sample bag weighs 285g.

Customers also bought: Harbour Cushion (4 x 100g balls) · Fellside Chunky, 100g (£8.99)
© Imogen Clarke 2025. For personal use only. Please do not copy or distribute.      Page 1 of 4`,
    expected: {
      title: 'Harbour Felted Tote',
      designer: 'Imogen Clarke',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(3 * 100) }],
      gauge: { stitches: 11, rows: 15, inches: 4 },
      needle_sizes: [{ us: '11', mm: 8 }],
      techniques: ['in the round', 'i-cord'],
    },
  },
  {
    id: 'rw37-12-au-payhip-crochet-girls-dress-years-balls',
    text: `Payhip · Receipt 4TZ9-QQ81 · Wattle & Thread Designs · Thank you for your purchase!

wattle & thread designs

LILLY PILLY DRESS
a twirly summer dress for little ones

crochet pattern by Jess Kowalczyk
Sydney, Australia

I'd like to acknowledge the Gadigal people of the Eora Nation, on whose land this pattern was
designed.

SIZES
2 (3, 4, 5, 6) years
To fit chest: 53 (56, 58, 61, 64) cm
Length from shoulder: 46 (50, 54, 58, 62) cm

MATERIALS
Yarn: 8 ply (DK) cotton in 50 g balls, approx. 110 m per ball.
You will need 3 (4, 4, 5, 6) balls. The sample (size 3) is in Bellbird Cotton 8 ply, shade Lilly
Pilly, and used 3½ balls.
Hooks: 4.00 mm (US G-6) and 3.50 mm (US E-4)
3 small buttons (12 mm), stitch markers, tapestry needle

TENSION
20 tr and 10 rows to 10 cm over trebles using the 4.00 mm hook.
One shell repeat of the skirt measures 4 cm across.

TERMS
This pattern is written in Australian terms (the same as UK terms).
ch chain · ss slip stitch · dc double crochet · tr treble crochet · sp space · st(s) stitch(es)

CONSTRUCTION
The dress is crocheted from the top down. The yoke is worked back and forth in rows with a
button opening at the back. At the underarms the yoke is joined and the skirt is worked in
joined rounds in a simple shell lace pattern, getting fuller as it goes. The armholes are
finished with a round of dc.

YOKE
With 4.00 mm hook, make 64 (68, 72, 76, 80) ch.
Row 1 (RS): 1 tr in 4th ch from hook and in each ch to end. Turn.
Row 2: 3 ch (counts as 1 tr), 2 tr in next tr, *1 tr in next tr, 2 tr in next tr; rep from *
to end, working the last tr in the top of the turning ch. Turn.

Thank you to my lovely testers! Priya made size 6 with 5½ balls, and Tash used 4 balls for
size 4.

More from wattle & thread: Lilly Pilly Sunhat (1 ball) · Banksia Cardigan (4 to 9 balls)
© 2025 Jess Kowalczyk · wattle & thread designs. Please don't share or sell this PDF.     p. 2`,
    expected: {
      title: 'Lilly Pilly Dress',
      designer: 'Jess Kowalczyk',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(3 * 110) },
        { size: '3 years', yards: m(4 * 110) },
        { size: '4 years', yards: m(4 * 110) },
        { size: '5 years', yards: m(5 * 110) },
        { size: '6 years', yards: m(6 * 110) },
      ],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['2 years', '3 years', '4 years', '5 years', '6 years'],
      techniques: ['top-down', 'in the round', 'lace'],
    },
  },
];
