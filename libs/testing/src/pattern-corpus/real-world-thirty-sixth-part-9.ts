import type { PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw36-17-retyped-1950s-us-leaflet-pineapple-chair-set',
    text: `THE THREAD ATTIC – vintage crochet leaflets, retyped
Collection: Chair Sets & Doilies · Item 88 · added by Loretta (site owner)

From my late aunt's box of leaflets. This is typed exactly from the original, spelling and
all. My notes are in [brackets]. Photo of the original cover is at the bottom of the page.

STARLIGHT THREADS · Book No. 311 · "Pineapples for the Parlor" · 10¢

PINEAPPLE CHAIR SET
Chair Back about 12 x 16 inches; each Arm Piece about 7 x 10 inches.

MATERIALS: STARLIGHT MERCERIZED CROCHET COTTON, 3 balls of White (250 yds each).
Steel Crochet Hook No. 7. [about 1.65 mm in today's sizes]

GAUGE: 5 sps = 1 inch; 5 rows = 1 inch.

ABBREVIATIONS: ch, chain; sc, single crochet; dc, double crochet; tr, treble; sp, space;
sh, shell (2 dc, ch 2, 2 dc in same place); sl st, slip stitch; rnd, round; rep, repeat.

CHAIR BACK . . . Starting at bottom of center pineapple, ch 8. Join with sl st to form ring.
1st row: Ch 3, 11 dc in ring. Ch 5, turn.
2nd row: Skip first dc, dc in next dc, * ch 2, dc in next dc. Repeat from * across, ending
with ch 2, dc in top of turning chain. Ch 5, turn.
3rd row: Sc in next sp, * ch 5, sc in next sp. Repeat from * across. Ch 5, turn.
Continue in pineapple pattern as on chart until 5 pineapples have been completed . . .

EDGING: Attach thread to any corner, and work 1 rnd of sc evenly around, 3 sc in each corner.
Join and break off.

Starch lightly and pin out to measurements while damp. When dry, press under a damp cloth.
ARM PIECES (make 2) . . . Work as for Chair Back until 2 pineapples have been completed.


[Loretta's note: I made this in 2019 with a size 10 thread and a No. 7 hook and it came out
an inch bigger all round. I used just under 2 balls of a 350 yd ball.]

ALSO IN BOOK No. 311: Pineapple Doily, 2 balls; Pineapple Runner, 4 balls; Pineapple Tray
Mat, 1 ball.

COMMENTS (3)
Bev in Ohio – My grandmother had this exact set on her davenport! Thank you!
Gail – Is the chart anywhere? The leaflet says "as on chart".
Loretta – Gail, I've added a scan of the chart below the photo.

Patterns on The Thread Attic are shared for personal, non-commercial use only.`,
    expected: {
      title: 'Pineapple Chair Set',
      craft_type: 'crochet',
      yardage: [{ size: null, yards: 3 * 250 }],
      gauge: { stitches: 5, rows: 5, inches: 1 },
      needle_sizes: [{ us: '7', mm: 1.65 }],
      techniques: ['lace'],
    },
  },
  {
    id: 'rw36-18-animal-rescue-handout-crochet-cat-snuggle-mat',
    text: `WHISKER HAVEN ANIMAL RESCUE
Non-profit 501(c)(3) · Volunteer Crafters Program · Handout #4

Cozy Kitty Snuggle Mat
Crochet pattern by volunteer Donna Keyes

Our cats waiting for adoption spend a lot of time in their kennels, and a soft mat makes all
the difference! Each mat goes home with the cat when they are adopted, so we always need
more. Last year our crafters donated 318 mats. THANK YOU!

FINISHED SIZE: about 18" x 24" – fits our standard kennel

MATERIALS
2 skeins worsted weight acrylic yarn (255 yds / 233 m each), held double throughout
US M/N-13 (9 mm) crochet hook
Yarn needle

Please use acrylic or another machine-washable yarn – everything goes through the shelter
washer on hot. No wool, no fringe, no buttons, no pompoms please.

GAUGE
Gauge is not important – just keep the fabric nice and dense.

STITCHES (US terms)
ch – chain · sc – single crochet · dc – double crochet · st – stitch

PATTERN
With two strands held together, ch 41.
Row 1: Sc in 2nd ch from hook and in each ch across. (40 sts) Ch 1, turn.
Row 2: Sc in first st, *dc in next st, sc in next st; rep from * to last st, dc in last st.
Ch 1, turn.
Row 3: Sc in each dc and dc in each sc across. Ch 1, turn.
Repeat Row 3 until mat measures about 23".
Border: Ch 1, sc evenly around all four sides, working 3 sc in each corner. Join and fasten
off. Weave in ends very securely – cats love to pull on loose ends!

DROP-OFF
Bring finished mats to the front desk any day 11am-5pm, or to our table at the Saturday
farmers' market. Please tuck a note with your name inside so we can thank you.

WISH LIST
Knitted or crocheted catnip toys – small amounts of any worsted yarn
Dog blankets 30" x 40" – about 3 skeins of bulky
Paper towels, unscented bleach, canned kitten food

Whisker Haven Animal Rescue · 1420 Orchard Road · Greeley, CO · whiskerhaven.org
Questions? Email crafters@whiskerhaven.org or ask for Donna at the front desk.`,
    expected: {
      title: 'Cozy Kitty Snuggle Mat',
      designer: 'Donna Keyes',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 2 * 255 }],
      needle_sizes: [{ us: 'M/N-13', mm: 9 }],
    },
  },
];
