import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 8 of REAL_WORLD_THIRTY_SECOND_CASES (split for the file-size rule; see real-world-thirty-second.ts). */
export const REAL_WORLD_THIRTY_SECOND_CASES_PART_8: PatternCorpusCase[] = [
  {
    id: 'rw32-15',
    text: `Dormouse Knitting Pattern, Woodland Animal Toy, Hazel the Dormouse, PDF Instant Download
Little Hedgerow Knits · Etsy

HAZEL THE DORMOUSE
knitting pattern by Imogen Trask

Hazel is a sleepy little hazel dormouse who loves nothing more than curling up in her nest of
honeysuckle bark. She is knitted in the round on double-pointed needles with very little sewing:
the body and head are one piece, the ears are knitted flat and the tail is a long i-cord.

FINISHED SIZE
About 12cm (4¾in) long from nose to bottom, plus a 10cm tail.

YOU WILL NEED
DK weight yarn:
   25g in Ginger (A)
   10g in Cream (B)
   oddments of dark brown for embroidering the eyes and nose
I used Hedgerow DK (100% British wool, 50g / 112m).
2.75mm (UK 12 / US 2) double-pointed needles, set of 4 or 5
Toy stuffing (about 15g), stitch marker, tapestry needle, pins

TENSION
Tension isn't crucial for a toy, but you want a firm fabric so the stuffing doesn't show through.
I get approx. 26 sts and 34 rows to 10cm over stocking stitch.

SAFETY
Not suitable for children under 36 months unless made without any small parts and with the eyes
embroidered (as written). Please make sure all ends are very securely woven in.

ABBREVIATIONS
k knit · p purl · kfb knit into front and back of st · k2tog knit 2 together · ssk slip, slip, knit
m1 make 1 · st st stocking stitch · rnd round · DPN double-pointed needle

BODY AND HEAD
Using A, cast on 8 sts, divide over 3 needles and join to work in the round.
Rnd 1: kfb in every st. (16 sts)
Rnd 2 and every alt rnd: knit.
Rnd 3: *k1, kfb; rep from * to end. (24 sts)
Rnd 5: *k2, kfb; rep from * to end. (32 sts)
Knit 14 rnds. Change to B for the tummy panel and work the chart over the first 12 sts ...
Shape head: Rnd 1: *k2, k2tog; rep from * to end. (24 sts) Stuff the body firmly.

EARS (make 2)
Using A, cast on 6 sts and work 4 rows in st st. Next row: k2tog, k2, k2tog. Cast off.

TAIL
Using A and two DPNs, cast on 3 sts and work a 10cm i-cord. Cut yarn, thread through sts and sew
the tail to the bottom. Brush lightly with a pet brush for a fluffy tail.

ALSO FROM LITTLE HEDGEROW: Bramble the Hedgehog (30g A, 15g B) · Wren the Field Mouse (20g DK)

© Little Hedgerow Knits 2025. You may sell finished toys in small numbers; please credit Imogen
Trask / Little Hedgerow Knits. Please don't share or resell the pattern.              Page 1 of 7`,
    expected: {
      title: 'Hazel the Dormouse',
      designer: 'Imogen Trask',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(78.4) }],
      gauge: { stitches: 26, rows: 34, inches: 4 },
      needle_sizes: [{ us: '2', mm: 2.75 }],
      techniques: ['in the round', 'i-cord'],
    },
  },
  {
    id: 'rw32-16',
    text: `THE PAPER HEN · Vintage Pattern PDF · digitally restored from an original leaflet in my collection
This is a PDF of a vintage PATTERN only. For personal use. Please do not resell or share.

[Page 1 - original leaflet cover]
ROSEDENE WOOLS · LEAFLET No. 412 · PRICE 3d.

The "Clovelly"
BED JACKET
in crochet

MATERIALS.-5 (6) ozs. ROSEDENE 3-PLY VELVETEEN WOOL in Shell Pink. A No. 10 Rosedene crochet
hook. 1½ yds. of ½-inch ribbon.
MEASUREMENTS.-To fit 34 (36) in. bust. Length from shoulder, 19 (20) ins. Sleeve seam, 6 ins.
TENSION.-6 tr. and 3 rows to 1 inch.
If your crochet is tighter or looser than this, use a coarser or finer hook.

The figures in brackets refer to the larger size. Where one figure only is given this applies to
both sizes.

ABBREVIATIONS.-ch., chain; d.c., double crochet; tr., treble; sp., space; st., stitch; sl.st.,
slip stitch; rep., repeat; patt., pattern; tog., together.

[Page 2]
THE BACK.-Commence with 110 (116) ch.
1st row.-1 tr. into 4th ch. from hook, 1 tr. into each ch. to end. 3 ch. to turn.
2nd row.-Miss first tr., *3 tr. into next tr., miss 2 tr., 1 d.c. into next tr., miss 2 tr.; rep.
from * to end, 1 tr. into top of turning ch. 3 ch., turn.
These 2 rows form the shell patt. Rep. 2nd row until work measures 11 (11½) ins., ending with a
wrong side row.
Shape Armholes.-Sl.st. over 2 shells, patt. to last 2 shells, turn. Cont1nue in patt. until armholes
measure 7 (7½) ins. Fasten off.
THE RIGHT FRONT.-Commence with 56 (62) ch. and work as given for Back until front measures same
as Back to armhole ...
[Page 3]
MAKING UP.-Press lightly on wrong side under a damp cloth. Join side and shoulder seams and sew in
sleeves. Work 2 rows of d.c. all round fronts and neck, making 1 ch. sp. for ribbon at neck edge.
Thread ribbon through holes at neck and tie in a bow.

[Page 4 - back cover]
Other Rosedene Leaflets: No. 409 Baby's Matinee Set, 3 ozs. 3-ply; No. 415 Gentleman's Cardigan,
14 ozs. 4-ply.                                                              Printed in England.

--- Notes from The Paper Hen (not part of the original leaflet) ---
Modern equivalents: a No. 10 hook is 3.25 mm today. 3-ply wool is close to a modern fingering /
4-ply. 5 ozs. is about 142 g. Terms are UK: d.c. = US single crochet, tr. = US double crochet.
I have not test-crocheted this pattern; it is reproduced as printed, c. 1948.
Find more restored leaflets at thepaperhen.etsy.com - 10% off three or more!`,
    expected: {
      title: 'Clovelly Bed Jacket',
      craft_type: 'crochet',
      yarn_weight: 'Fingering',
      gauge: { stitches: 6, rows: 3, inches: 1 },
      needle_sizes: [{ us: 'D-3', mm: 3.25 }],
      sizes: ['34', '36'],
    },
  },
];
