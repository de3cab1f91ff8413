import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_TWENTY_FIRST_CASES (split for the file-size rule; see real-world-twenty-first.ts). */
export const REAL_WORLD_TWENTY_FIRST_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw21-05',
    text: `08.01.2026 10:02                        Free pattern: Waffle Dishcloth | Garnloftet.dk
🛒 Basket (0)      DKK ▾      Free shipping in Denmark on orders over 399 DKK      Log in
We use cookies to give you the best experience. [Accept all] [Only necessary] [Settings]
Home / Free patterns / Kitchen & home / Waffle Dishcloth
VAFFELKARKLUD – WAFFLE DISHCLOTH
Free knitting pattern · Level: Beginner · Design: Garnloftet Design Team
A classic Danish dishcloth ("karklud") in a deeply textured waffle stitch that scrubs
well and dries quickly. A perfect first project – and a lovely little gift with a bar of
soap tied to it.
Materials
• 1 ball Garnloftet Bomuld 8/8 (100% cotton, 50 g = approx. 85 m)
  Colour used: 14 Sage
• Straight needles 4 mm
• Tapestry needle
Yarn weight: DK
Size: approx. 22 × 22 cm after washing
Gauge: 21 stitches and 36 rows in waffle pattern = 10 × 10 cm
Gauge is not so important for a dishcloth, but a looser cloth will use more yarn.
Abbreviations
k = knit   p = purl   st(s) = stitch(es)   RS = right side   WS = wrong side
Waffle pattern (multiple of 3 sts + 2)
Row 1 (RS): K2, *p1, k2*; repeat from * to * to end.
Row 2 (WS): P2, *k1, p2*; repeat from * to * to end.
Row 3: As row 1.
Row 4: Knit all sts.
Repeat rows 1-4.
Instructions
Cast on 47 sts. Knit 4 rows (garter stitch border).
Next row (RS): K3, work row 1 of the waffle pattern until 3 sts remain, k3.
Continue in the waffle pattern with 3 sts in garter stitch at each side until the cloth
measures approx. 21 cm. Knit 4 rows. Bind off loosely on the WS.
Weave in the ends and wash the cloth at 60 °C to even out the stitches.
Tip! Make a hanging loop: cast on 3 sts and knit an I-cord of 6 cm, sew it to one corner.
Reviews ★★★★★ (47)
"Quick and fun. I used almost the whole ball, so don't make it bigger!" – Birthe, Odense
"Made six in different colours for Christmas gifts." – Anne
You may also like
  Striped Pot Holder · Free pattern · 2 balls Bomuld 8/8
  Market Bag Havnen · Free pattern · 4 balls Bomuld 8/8
  Garnloftet Bomuld 8/8 – 24 DKK per ball (38 colours)
Garnloftet ApS · Vestergade 21 · 5000 Odense C · CVR 39 12 45 67 · kontakt@garnloftet.dk
https://www.garnloftet.dk/en/free-patterns/waffle-dishcloth                               1/1`,
    expected: {
      title: 'Waffle Dishcloth',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(85) }],
      gauge: { stitches: 21, rows: 36, inches: 4 },
      needle_sizes: [{ us: '6', mm: 4 }],
    },
  },
  {
    id: 'rw21-06',
    text: `Hooked on Maple Street: Easy Slouchy Hat – Free Crochet Pattern
Hooked on Maple Street
crochet, coffee and three kids in small-town Ohio
  Home    Free Patterns    Tutorials    Shop    About Me
Wednesday, October 15, 2025
Easy Slouchy Hat – Free Crochet Pattern
Hi friends! Fall is here and the kids needed new hats (again – how do they lose them so
fast?), so I came up with this easy slouchy hat. It works up in one evening and it is
a great stash buster. Scroll down for the free pattern, or grab the ad-free printable
PDF in my Etsy shop for $2.50.
Materials:
- Worsted weight yarn (#4 medium), about 120 (160, 210) yards. I used Harvest Mill
Worsted in "Pumpkin Spice" (3.5 oz/100 g, 190 yds).
- Size I-9 (5.5 mm) crochet hook
- Size H-8 (5 mm) crochet hook for the band
- Yarn needle, stitch marker, a pom pom if you like
Sizes: Toddler (Child, Adult)
Finished circumference: 16 (18, 20)"
Gauge: 13 hdc and 10 rows = 4"
Abbreviations (US terms): ch = chain, sl st = slip stitch, hdc = half double crochet,
FPdc = front post double crochet, BPdc = back post double crochet, st(s) = stitch(es)
Notes:
The hat is worked from the top down in joined rounds. Ch 2 at the beginning of each
round does not count as a stitch. Instructions are written for the Toddler size with
Child and Adult in parentheses.
CROWN
With the larger hook, ch 4, sl st to form a ring.
Rnd 1: Ch 2, 10 hdc in ring, join with sl st to first hdc. (10)
Rnd 2: Ch 2, 2 hdc in each st around, join. (20)
Rnd 3: Ch 2, *hdc in next st, 2 hdc in next st* around, join. (30)
Continue increasing 10 sts every round until you have 50 (60, 70) sts.
BODY
Work even in hdc until the hat measures 7 (8, 9)" from the top.
BAND
Change to the smaller hook. Rnd 1: Ch 2, *FPdc, BPdc* around, join.
Repeat this round 4 (5, 6) more times. Fasten off and weave in ends.
Posted by Debbie Kowalski at 8:42 PM
Email This   BlogThis!   Share to Twitter   Share to Facebook   Share to Pinterest
Labels: crochet, free pattern, hats, kids
12 comments:
Sharon R. said...
Made the adult size for my husband with 2 skeins of Cozy Wool (133 yds each). He loves it!
October 16, 2025 at 7:03 AM
Newer Post                         Home                         Older Post
Subscribe to: Post Comments (Atom)`,
    expected: {
      title: 'Easy Slouchy Hat',
      designer: 'Debbie Kowalski',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Toddler', yards: 120 },
        { size: 'Child', yards: 160 },
        { size: 'Adult', yards: 210 },
      ],
      gauge: { stitches: 13, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'H-8', mm: 5 },
        { us: 'I-9', mm: 5.5 },
      ],
      sizes: ['Toddler', 'Child', 'Adult'],
      techniques: ['top-down', 'in the round'],
    },
  },
  {
    id: 'rw21-07',
    text: `Ullarhús · Prjónabúð · Reykjavík                         ISK | EUR | USD      Karfa / Cart (0)
Home › Patterns › Free patterns › Hraun Mittens
HRAUNVETTLINGAR / HRAUN MITTENS
Hönnun / Design: Sigrún Pálsdóttir
Free pattern · Printed from ullarhus.is on 14.11.2025
Warm Icelandic mittens with a pattern inspired by the lava ﬁelds around Reykjanes. The
mittens are knitted in the round from the cuff up, in stranded colourwork, and the thumb
is knitted on waste yarn and picked up at the end.
Sizes: Child (Woman) Man
Hand circumference: 16 (19) 21 cm
Length of mitten: 20 (24) 27 cm
Yarn: Ullarhús Léttull (100% Icelandic wool, 50 g = approx. 100 m), an aran weight wool
MC  Charcoal 0059 ........ 1 (2) 2 balls
CC1 Lava red 1409 ........ 1 (1) 1 ball
CC2 Ash grey 0056 ........ 1 (1) 1 ball
Double-pointed needles 4 mm and 4.5 mm, or the size needed to obtain the gauge.
Gauge: 18 sts and 22 rounds in the stranded pattern on 4.5 mm needles = 10 x 10 cm.
Notes: The pattern is worked from the chart, read from right to left on every round. Carry
the colour not in use loosely on the wrong side.
CUFF
With 4 mm needles and MC cast on 32 (36) 40 sts. Divide on 4 needles and join in the round.
Work k1, p1 rib for 6 (7) 8 cm.
HAND
Change to 4.5 mm needles. Knit 1 round and increase 4 sts evenly = 36 (40) 44 sts.
Work the chart. On round 8 (10) 12 knit the thumb: knit 6 (7) 8 sts with waste yarn,
slip them back to the left needle and knit them again in pattern.
Continue the chart until the mitten measures 16 (19) 22 cm from the cast on.
TOP
Decrease at both sides as shown on the chart until 8 sts remain. Break the yarn, draw it
through the remaining sts and fasten off.
THUMB
Remove the waste yarn and pick up 13 (15) 17 sts. Knit in MC for 4 (5) 6 cm, then k2tog
around. Draw the yarn through the remaining sts.
Make the second mitten in the same way, but knit the thumb at the other side of the
palm: knit the last 6 (7) 8 sts of the palm stitches with waste yarn instead.
Wash the mittens gently in lukewarm water and dry them ﬂat.
Translation: Helga Jónsdóttir · Photos: Ari Magnússon · © Ullarhús 2025
  Yarn kit for Hraun Mittens – 4.290 ISK   [Add to cart]
  Related products: Léttull 0059 Charcoal · Léttull 1409 Lava red · Bamboo DPNs 4.5 mm
Ullarhús ehf. · Laugavegur 58 · 101 Reykjavík · ullarhus@ullarhus.is
https://www.ullarhus.is/en/patterns/hraun-mittens                                     Page 1 of 2`,
    expected: {
      title: 'Hraun Mittens',
      designer: 'Sigrún Pálsdóttir',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [
        { size: 'Child', yards: m(300) },
        { size: 'Woman', yards: m(400) },
        { size: 'Man', yards: m(400) },
      ],
      gauge: { stitches: 18, rows: 22, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['Child', 'Woman', 'Man'],
      techniques: ['colorwork', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw21-08',
    text: `Maschenwerk Lina – Häkelanleitung / crochet pattern                 www.maschenwerk-lina.de
Tuch „Herbstlaub" – Autumn Leaves Shawl
von / by Lina Kremer
Deutsch: Seite 2-5 · English: pages 6-9
                                                                                  – 6 –
AUTUMN LEAVES SHAWL – English
Pattern & photos © Lina Kremer, Maschenwerk Lina 2025. US crochet terms are used.
A light, triangular shawl with a lace pattern of little leaves. It is worked top-down from
the centre of the top edge, increasing at both ends and in the middle of every row, and
ﬁnished with a scalloped edging.
SIZE
Approx. 180 cm wingspan × 75 cm deep after blocking.
MATERIALS
• Yarn: 250 g of 4-ply sock yarn (ﬁngering), e.g. Wollwerk Socke 4-fach
  (75% wool, 25% polyamide), Lauflänge / yardage 420 m per 100 g
  Shown in colour 310 Kupfer (copper).
• Häkelnadel / crochet hook 3,5 mm
• Stitch markers, tapestry needle, blocking wires and pins
GAUGE
20 dc x 10 rows = 10 x 10 cm in dc, after blocking. Gauge is not critical, but a different
gauge will change the size of the shawl and the amount of yarn needed.
ABBREVIATIONS (US)
ch chain · sl st slip stitch · sc single crochet · dc double crochet · sp space
V-st (dc, ch 2, dc) in the same st or space · sh shell = 5 dc in the same st
INSTRUCTIONS
Ch 4, join with a sl st to form a ring.
Row 1 (RS): Ch 3 (counts as dc), (2 dc, ch 2, 3 dc) in ring, turn.
Row 2: Ch 3, dc in the ﬁrst st, dc in each dc to the ch-2 sp, (2 dc, ch 2, 2 dc) in the
ch-2 sp, dc in each dc to the last st, 2 dc in the last st, turn.
Rows 3-10: Work the leaf chart A, repeating the marked section to the centre and again
to the end of the row. Each repeat adds one leaf on each side of the centre.
Continue as set until you have worked 9 repeats of chart A, or until the shawl has the
size you want (remember to keep 30 g of yarn for the edging).
EDGING
Row 1: Ch 1, sc in each st along the long edge, working 3 sc in each corner.
Row 2: *Skip 2 sts, sh in the next st, skip 2 sts, sc in the next st*; rep to the end.
Fasten off. Weave in the ends and block the shawl hard, pinning out each scallop.
Danke! Thank you for choosing a Maschenwerk Lina pattern. Tag your shawl #herbstlaubtuch
                                                                                  – 7 –
Impressum: Lina Kremer · Maschenwerk Lina · Lindenstraße 14 · 79098 Freiburg im Breisgau
E-Mail: hallo@maschenwerk-lina.de · USt-IdNr.: DE 312 456 789 · Erstellt mit Wix.com`,
    expected: {
      title: 'Autumn Leaves Shawl',
      designer: 'Lina Kremer',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: m(1050) }],
      gauge: { stitches: 20, rows: 10, inches: 4 },
      needle_sizes: [{ us: 'E-4', mm: 3.5 }],
      techniques: ['lace', 'top-down'],
    },
  },
];
