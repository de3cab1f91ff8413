import type { PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw26-17',
    text: `RIVERBEND CROCHET CIRCLE
Newsletter no. 44 · Autumn 2025                                          page 3

MEMBERS' PATTERN: BRAMBLE BOBBLE BERET
Pattern by our chair, Hazel Okonjo-Price

"I wanted a beret that would fit everyone round the table on a Wednesday night," says
Hazel, "so the band is worked in back loops and stretches a long way. Nine of us made
one for the Harvest Fair stall and they sold out by eleven o'clock."

Size: fits an adult head 53-57 cm (21-22½ in); the band stretches.
Yarn: 1 x 100 g skein aran weight wool (approx. 160 m / 175 yds). Hazel used Coldbeck
Aran in Damson.
Hooks: 5 mm (UK 6 / US H-8) for the crown; 4.5 mm (UK 7 / US 7) for the band.
Tension: 14 htr and 10 rows to 10 cm over htr with the 5 mm hook.
UK terms: ch = chain; ss = slip stitch; htr = half treble (US hdc); tr = treble (US dc);
bobble = 5 tr worked together in the same st.

The beret is worked in joined rounds from the crown down, with a round of bobbles on
every fourth round. The first ch-2 of each round does not count as a stitch.

CROWN
With the 5 mm hook, make a magic ring.
Round 1: 2 ch, 10 htr into ring, ss to first htr. (10 sts)
Round 2: 2 ch, 2 htr in each st, ss to first htr. (20 sts)
Round 3: 2 ch, *1 htr in next st, 2 htr in next st; rep from * around, ss to join. (30 sts)
Round 4 (bobble round): 2 ch, *1 htr in each of next 2 sts, bobble in next st; rep from *
around, ss to join. (30 sts)
Continue increasing 10 sts on every round, working a bobble round on every fourth round,
until you have 120 sts (Round 12).
Work 4 rounds straight, keeping the bobble rounds as set.

DECREASES
Next round: 2 ch, *1 htr in each of next 4 sts, htr2tog; rep from * around. (100 sts)
Repeat this round, with one st fewer between decreases, until 70 sts remain.

BAND
Change to the 4.5 mm hook. Work 6 rounds of htr in back loops only. Fasten off.

---------------------------------------------------------------------------------
CIRCLE NOTES
* Treasurer's reminder: subs are £12 for the year, payable to Joan at any meeting.
* Yarn swap table: Mrs K. brought 2 kg of acrylic DK - help yourselves!
* March workshop: Tunisian crochet for beginners with Priya. Hooks provided.
* Next newsletter deadline: 20 January. Send news and photos to the editor.`,
    expected: {
      title: 'Bramble Bobble Beret',
      designer: 'Hazel Okonjo-Price',
      craft_type: 'crochet',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: 175 }],
      gauge: { stitches: 14, rows: 10, inches: 4 },
      needle_sizes: [
        { us: '7', mm: 4.5 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['One size'],
      techniques: ['top-down', 'in the round', 'bobbles'],
    },
  },
  {
    id: 'rw26-18',
    text: `FIBER TRAIL YARN CLUB
April Box · Member Project Sheet

In your box this month:
- 1 skein Trailhead Worsted in Clover (worsted weight; 100% wool; 120 yds / 110 m; 50 g)
- 1 mini skein Trailhead Worsted in Cream (20 yds / 18 m)
- 9 mm safety eyes, a bag of fiberfill and a Fiber Trail enamel pin
- this month's pattern, Clover the Bunny

CLOVER THE BUNNY
Designed by Ruthanne Cobb-Delgado for Fiber Trail

Finished size: about 7" tall with ears up
Yarn: as in your box - MC Clover, 120 yds (you'll use nearly all of it); CC Cream, 20 yds
Needles: US 5 (3.75 mm) set of 4 or 5 double-pointed needles
Gauge: about 22 sts and 30 rnds = 4" in stockinette. Gauge isn't critical, but keep your
fabric firm so the stuffing doesn't show through.
Notions: 9 mm safety eyes, fiberfill, stitch marker, tapestry needle

NOTES
The body and head are knitted in one piece in the round; the ears are worked flat and
sewn on, and Clover's scarf is a long 3-stitch i-cord in Cream.

ABBREVIATIONS
k knit · p purl · kfb knit front and back · k2tog knit 2 together · rnd round

BODY AND HEAD
With MC, cast on 8 sts and divide over 3 or 4 needles. Join in the rnd.
Rnd 1: Kfb in every st. (16 sts)
Rnd 2 and all even rnds: Knit.
Rnd 3: *K1, kfb; rep from * around. (24 sts)
Rnd 5: *K2, kfb; rep from * around. (32 sts)
Rnd 7: *K3, kfb; rep from * around. (40 sts)
Rnds 8-24: Knit.
Rnd 25: *K3, k2tog; rep from * around. (32 sts)
Rnds 26-34: Knit. Insert the safety eyes between Rnds 30 and 31.

SCARF
With CC and 2 DPNs, cast on 3 sts and work i-cord for 9". Bind off.

MEMBERS' CORNER
Deb in Ohio made her March tea cozy in three colors and says one skein each was plenty.
Sneak peek: the May box is a lace shawlette in 400 yds of Trailhead Fingering!
Share your bunny with #FiberTrailClub. Questions: reply to your box email.
© 2026 Fiber Trail Yarn Club. For club members' personal use.`,
    expected: {
      title: 'Clover the Bunny',
      designer: 'Ruthanne Cobb-Delgado',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 140 }],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [{ us: '5', mm: 3.75 }],
      techniques: ['in the round', 'i-cord'],
    },
  },
];
