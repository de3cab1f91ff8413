import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_THIRTY_THIRD_CASES (split for the file-size rule; see real-world-thirty-third.ts). */
export const REAL_WORLD_THIRTY_THIRD_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw33-13-us-yarn-brand-bobble-edged-tree-skirt',
    text: `RED BARN YARNS®
Free Pattern · RB-C2291 · Crochet · Holiday

CANDY CANE LANE TREE SKIRT
Designed by Lorraine Petty for Red Barn Yarns

SKILL LEVEL: EASY ●●○○

Add a cheerful finish under the tree with bold stripes and a plump bobble "snowball" edge.
The skirt is worked back and forth in rows from the center out, leaving an opening at the
back so it slips around the trunk, and closes with ribbon ties.

FINISHED MEASUREMENTS
Approx. 42" [106.5 cm] diameter; center opening 5" [12.5 cm]

MATERIALS
RED BARN SUPER VALUE™ (Art. E300) (7 oz/198 g; 364 yds/333 m) Medium Weight Yarn (4)
  Cherry (A) ............ 3 skeins
  White (B) ............. 2 skeins
  Pine (C) .............. 1 skein
Red Barn® Size I-9 (5.5 mm) crochet hook
Yarn needle, 2 yds of 1" wide red satin ribbon for ties

GAUGE
12 dc and 7 rows = 4" [10 cm] in dc.
CHECK YOUR GAUGE. Use any size hook to obtain the gauge.

ABBREVIATIONS
A, B, C = Color A, B, C; ch = chain; dc = double crochet; sc = single crochet;
st(s) = stitch(es); sp = space; rep = repeat; () = work directions in parentheses into same st
Bobble = (yo, insert hook in st, yo and pull up a loop, yo and draw through 2 loops) 5 times
in same st, yo and draw through all 6 loops on hook.

NOTES
1. Skirt is worked in rows; do not join.
2. Change colors every 2 rows; carry unused colors loosely up the side edge.
3. Ch 3 at beginning of row counts as dc.

SKIRT
With A, ch 48.
Row 1 (RS): Dc in 4th ch from hook (beginning ch counts as dc), dc in each ch across. 46 dc.
Row 2: Ch 3, dc in next st, *2 dc in next st, dc in next st; rep from * across. Turn. 68 dc.
Rows 3-4: With B, ch 3, dc in each st across. Turn.
Continue in stripe sequence of 2 rows each A, B, C, B, increasing as established
every other row, until skirt measures 18½" from the center opening. ...

Pattern updated 10/2025: Row 14 stitch count corrected.

MATCHING PATTERNS (free at redbarnyarns.com)
Candy Cane Lane Stocking, RB-C2292: 1 skein each of A and B
Candy Cane Lane Garland, RB-C2293: 1 skein B, small amount of A

RED BARN YARNS®, P.O. Box 1480, Lancaster, PA 17608 · 1-800-555-0142
©2025 Red Barn Yarns. For personal, non-commercial use only.`,
    expected: {
      title: 'Candy Cane Lane Tree Skirt',
      designer: 'Lorraine Petty',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 6 * 364 }],
      gauge: { stitches: 12, rows: 7, inches: 4 },
      needle_sizes: [{ us: 'I-9', mm: 5.5 }],
      techniques: ['bobbles'],
    },
  },
  {
    id: 'rw33-14-indonesian-etsy-amigurumi-llama-non-native-english',
    text: `etsy.com/shop/RajutMungil
CROCHET PATTERN Llama Amigurumi PDF English US Terms | Cute Alpaca Toy | Baby Shower Gift
Digital download · PDF 14 pages · ★★★★★ 4.9 (863)

LALA THE LLAMA
Amigurumi crochet pattern

Pattern design by: Putri Anggraini (RajutMungil, Bandung, Indonesia)

Hello and thank you very much for purchase my pattern! I am not native English speaker, so
if any part is confuse for you, please message me in Etsy and I will help you fast.

Finished size: about 20 cm tall when use the yarn and hook below.

MATERIAL NEEDED
- Yarn: milk cotton 5 ply (sport weight), 50 gr = 100 meter
   * Cream (main colour) 40 gr
   * Pink (blanket on back) 10 gr
   * Brown, little bit for embroidery of mouth
- Hook 2.5 mm
- Safety eyes 8 mm (2 pcs)
- Fiberfill stuffing, about 30 gr
- Needle for sewing, scissors, stitch marker

GAUGE
Gauge is not important for this toy, but please make your stitch tight so the stuffing not
come out.

ABBREVIATION (US TERMS)
MR = magic ring · ch = chain · sc = single crochet · inc = 2 sc in same stitch ·
dec = invisible decrease · sl st = slip stitch · FLO = front loop only · (...) x 6 = repeat
6 times

NOTE
All part is work in continuous round (spiral), don't join at end of round. Use the stitch
marker for mark first stitch of round. The number in [ ] is total stitch in that round.

HEAD (Cream)
R1: 6 sc in MR [6]
R2: inc x 6 [12]
R3: (sc, inc) x 6 [18]
R4: (2 sc, inc) x 6 [24]
R5-R12: sc around [24] (8 rounds)
Put the safety eyes between R9 and R10, 7 stitch apart.
R13: (2 sc, dec) x 6 [18]
Start stuffing now, and stuff firm.
R14: (sc, dec) x 6 [12] ...

OTHER PATTERN IN MY SHOP
Momo the Monkey (need 60 gr of milk cotton) · Kiki the Koala (55 gr) · Bundle 3 toys 20% off

Please do not share, copy, or sell this pattern. You can sell the finished toy, but please
write "pattern by RajutMungil". Terima kasih! Instagram: @rajutmungil`,
    expected: {
      title: 'Lala the Llama',
      designer: 'Putri Anggraini',
      craft_type: 'crochet',
      yarn_weight: 'Sport',
      yardage: [{ size: null, yards: m(100) }],
      needle_sizes: [{ us: null, mm: 2.5 }],
      techniques: ['amigurumi', 'in the round'],
    },
  },
];
