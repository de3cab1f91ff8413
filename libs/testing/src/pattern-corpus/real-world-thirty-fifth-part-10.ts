import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_THIRTY_FIFTH_CASES (split for the file-size rule; see real-world-thirty-fifth.ts). */
export const REAL_WORLD_THIRTY_FIFTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw35-19-uk-evening-class-handout-crochet-shell-cowl-two-lengths',
    text: `NORTHGATE ADULT & COMMUNITY LEARNING
Beginners' Crochet (Course CR101) · Tuesdays 6.30-8.30pm · Room 14, Northgate Centre, Leeds
Week 4 handout

Tonight: joining in the round and our first wearable project!

CHUNKY SHELL COWL
Pattern by your tutor, Lorna Bright

This cowl is worked in joined rounds, so there are no seams to sew. We'll practise the shell stitch
on a small swatch first, then start the cowl together. We use UK crochet terms on this course (see
the terms sheet from Week 1).

SIZES
Short (Long) – the short cowl sits snugly round the neck; the long one wraps twice.
Circumference: 60 (120) cm · Depth: 20 cm

YOU WILL NEED
Chunky yarn: 1 (2) x 100g balls, approx. 100m per ball
(Course yarn is Northgate Chunky, £4.50 a ball from reception.)
8mm (UK 0 / US L-11) crochet hook
Stitch marker, large-eye darning needle

TENSION
Tension isn't important for this project – just make sure your foundation chain isn't too tight.

ABBREVIATIONS (UK)
ch chain; ss slip stitch; dc double crochet; tr treble; sh shell (5 tr in the same st)

TO MAKE
Ch 60 (120). Taking care not to twist the chain, join with a ss into the first ch to form a ring.
Round 1: Ch 1, dc in same st, *miss 2 ch, sh in next ch, miss 2 ch, dc in next ch; rep from * to
last 5 ch, miss 2 ch, sh in next ch, miss 2 ch, join with ss to first dc.
Round 2: Ch 3 (counts as tr), 2 tr in same st, *dc in centre tr of next sh, sh in next dc; rep from *
to last sh, dc in centre tr of last sh, 2 tr in first st, join with ss to top of ch-3.
Round 3: Ch 1, dc in same st, *sh in next dc, dc in centre tr of next sh; rep from * ending sh in
last dc, join with ss to first dc.
Repeat Rounds 2 and 3 until the cowl measures 20 cm, ending with a Round 3.
Fasten off and weave in the ends.

STUCK?
Count your shells after every round: there should be 10 (20).
If your cowl is twisting, it's usually because the first chain twisted when you joined it.

NEXT WEEK (Week 5): granny squares!
Please bring a 4mm hook and any DK oddments in 3 or more colours. The yarn bin in Room 14 is free
to use, and there are spare 4mm hooks to borrow.

Housekeeping: fire exits are at both ends of the corridor. The café closes at 7.45pm.
Course fee reminders go out on Friday. Questions? Email lorna.bright@northgate-acl.org.uk

Northgate Adult & Community Learning · CR101 Week 4 · Page 1 of 1`,
    expected: {
      title: 'Chunky Shell Cowl',
      designer: 'Lorna Bright',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'Short', yards: m(100) },
        { size: 'Long', yards: m(200) },
      ],
      needle_sizes: [{ us: 'L-11', mm: 8 }],
      sizes: ['Short', 'Long'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw35-20-australian-etsy-kids-crochet-raglan-cardigan-years-8-ply',
    text: `GumnutAndHook · Etsy
Crochet Cardigan Pattern Kids, Top Down Raglan Cardigan PDF, Toddler Girls Boys Crochet Jumper, 2-10 Years, Australian Terms
AU$9.00 · Digital download · Star Seller

Thank you for shopping small! This is a digital PDF pattern – nothing will be posted to you.

BOTTLEBRUSH CARDIGAN
Design by Kirsty McAllister · Gumnut & Hook, Newcastle NSW

A cosy everyday cardigan for kids, worked seamlessly from the top down with raglan increases.
The body is worked back and forth in rows and the sleeves are worked in joined rounds, so there's
no sewing up at the end. Written in Australian/UK terms with US terms in brackets.

SIZES
2 (4, 6, 8, 10) years
Finished chest: 60 (65, 70, 75, 80) cm
Length from back neck: 34 (38, 42, 46, 50) cm

MATERIALS
8 ply (DK) cotton/bamboo yarn, 50 g balls, approx. 113 m per ball
5 (6, 7, 9, 10) balls, shown in Coastal Cotton Bamboo 8 ply, shade Bottlebrush Red
4.00 mm crochet hook (old Aus size 8, US G-6)
3.50 mm crochet hook (US E-4) for the bands
5 (5, 6, 6, 7) x 15 mm buttons, stitch markers

TENSION
18 tr (US dc) and 10 rows = 10 cm over treble crochet with the 4.00 mm hook.

ABBREVIATIONS (AU/UK with US)
ch chain; ss slip stitch (sl st); dc double crochet (sc); htr half treble (hdc); tr treble (dc);
sp space; RS right side; WS wrong side; PM place marker

YOKE
With 4.00 mm hook, ch 50 (54, 58, 62, 66).
Row 1 (RS): Tr in 4th ch from hook and in next 6 (6, 7, 7, 8) ch, (2 tr, ch 1, 2 tr) in next ch
(raglan corner, PM in ch-1 sp), tr in next 6 (7, 7, 8, 8) ch, raglan corner in next ch, tr in next
14 (16, 18, 20, 22) ch, raglan corner in next ch, tr in next 6 (7, 7, 8, 8) ch, raglan corner in
next ch, tr in each ch to end. Turn.
Row 2: Ch 3 (counts as tr), *tr in each st to corner sp, (2 tr, ch 1, 2 tr) in corner sp; rep from *
3 more times, tr in each st to end. Turn.
Rep Row 2 until yoke measures 11 (12, 13, 14, 15) cm from the neck edge.

SLEEVES
Rejoin yarn at the underarm and work in joined rounds of tr, decreasing every 4th round.

Testers: thank you to Jess, Priya and Mel! Mel's size 4 used 5 balls with a little to spare.
Also in my shop: Bottlebrush Beanie (1 ball) · Banksia Baby Blanket (8-10 balls)

© Kirsty McAllister 2025. Please don't share or resell this pattern. Items made may be sold with credit.`,
    expected: {
      title: 'Bottlebrush Cardigan',
      designer: 'Kirsty McAllister',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [
        { size: '2 years', yards: m(5 * 113) },
        { size: '4 years', yards: m(6 * 113) },
        { size: '6 years', yards: m(7 * 113) },
        { size: '8 years', yards: m(9 * 113) },
        { size: '10 years', yards: m(10 * 113) },
      ],
      gauge: { stitches: 18, rows: 10, inches: 4 },
      needle_sizes: [
        { us: 'E-4', mm: 3.5 },
        { us: 'G-6', mm: 4 },
      ],
      sizes: ['2 years', '4 years', '6 years', '8 years', '10 years'],
      techniques: ['top-down', 'raglan', 'in the round'],
    },
  },
];
