import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_FORTY_FIRST_CASES (split for the file-size rule; see real-world-forty-first.ts). */
export const REAL_WORLD_FORTY_FIRST_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw41-17-us-crochet-blog-hooded-scarf-child-adult',
    text: `11/19/24, 7:02 PM     Chunky Hooded Scarf (Free Crochet Pattern) | Hooks & Hot Cocoa
https://hooksandhotcocoa.com/chunky-hooded-scarf-free-crochet-pattern/

Home / Free Crochet Patterns / Hats & Scarves

The Coziest Chunky Hooded Scarf You'll Make All Winter (Free Crochet Pattern + Video)

Posted on November 19, 2024 by Kayleigh Brandt · 63 comments

Disclosure: this post contains affiliate links. If you buy through them I may earn a small
commission, which helps keep my patterns free!

Jump to Pattern

Every year my kids lose at least three hats, so this year I made them hoods they can't lose —
they're attached to the scarf! It's all half double crochet, so it's perfect for a beginner,
and the super bulky yarn means you can finish one during a movie night.

Advertisement

Prefer a printable? The ad-free PDF is in my Etsy shop for $4.99.

## Snow Day Hooded Scarf

SIZES: Child (Adult)
Hood depth: 10 (12)" · Each scarf end: 22 (28)" from the hood seam

MATERIALS
- Super bulky weight yarn (#6). I used Snowcap Super Bulky (100% acrylic; 6 oz / 170 g;
  106 yds / 97 m) in Glacier: 3 (4) skeins
- US N/P-15 (10 mm) crochet hook
- Tapestry needle, scissors
- Optional: 2 pompoms or tassels for the ends

GAUGE
8 hdc and 6 rows = 4" (10 cm)

NOTES
- The scarf is worked flat in one long strip. The strip is then folded in half and the
  center section is seamed along the top to form the hood.
- Ch 1 at the start of a row does not count as a stitch.
- US terms.

Advertisement

INSTRUCTIONS
Ch 23 (27).
Row 1: Hdc in 2nd ch from hook and in each ch across. Turn. — 22 (26) hdc
Row 2: Ch 1, hdc in each st across. Turn.
Repeat Row 2 until piece measures 64 (80)" from the beginning.

ASSEMBLY
Fold the strip in half. Starting at the fold, seam 10 (12)" along one edge for the hood.

You may also like: Chunky Ribbed Mittens (1 skein) · Snow Day Beanie (120 yds)

63 Comments
Tasha M. — I made the adult size with 14" extra length and needed 5 skeins.
Rob — Can I use a 9 mm hook? I only have that one.
  Kayleigh — Yes! Your hood will just be a bit smaller.`,
    expected: {
      title: 'Snow Day Hooded Scarf',
      designer: 'Kayleigh Brandt',
      craft_type: 'crochet',
      yarn_weight: 'Super Chunky',
      yardage: [
        { size: 'Child', yards: 3 * 106 },
        { size: 'Adult', yards: 4 * 106 },
      ],
      gauge: { stitches: 8, rows: 6, inches: 4 },
      needle_sizes: [{ us: 'N/P-15', mm: 10 }],
      sizes: ['Child', 'Adult'],
    },
  },
  {
    id: 'rw41-18-au-community-class-handout-crochet-ribbed-beanie',
    text: `Northside Community House · Term 2 2025
LEARN TO CROCHET – Beginners (Course code NCH-C12)
Wednesdays 6.30–8.30 pm · Room 3 (upstairs, via the lift) · Tutor: Jodie Marangoni

WEEK 3 HANDOUT – YOUR FIRST HAT

RIBBED BEANIE
Pattern by your tutor, Jodie Marangoni

This beanie is worked flat in rows of back-loop half trebles, which make a stretchy rib.
The rectangle is then sewn into a tube and gathered at the top. No increases to count!

Sizes: S (M, L)
To fit head: 48–51 (53–56, 57–60) cm
Choose S for most children, M for most women and L for most men.

What you need
☐ 12 ply (chunky) yarn: 2 (2, 3) x 50 g balls, approx. 75 m per ball
   (class packs of Wollombi 12 ply are available at reception for $12)
☐ 6.00 mm crochet hook (old Aus size 4, US J-10)
☐ Tapestry needle, scissors, tape measure

Tension
11 htr and 9 rows to 10 cm, measured over back-loop htr rib, unstretched.
If you have more stitches, try a bigger hook – ask me in class!

Australian terms are used (same as UK): htr = US hdc, dc = US sc.

Abbreviations
ch – chain · htr – half treble · blo – back loop only · ss – slip stitch · st(s) – stitch(es)

Pattern
Ch 25 (27, 29). The length of the chain is the depth of the beanie, so you can make it
longer for a folded brim.
Row 1: 1 htr in 3rd ch from hook and in each ch to end, turn. 23 (25, 27) sts.
Row 2: 2 ch (does not count as a st), 1 htr in blo of each st to end, turn.
Repeat row 2 until the piece measures 44 (48, 52) cm along the ridges, slightly
stretched around your head.
Do not fasten off. Fold the piece in half and ss the last row to the starting chain to make
a tube.

Finishing
Thread the long tail through the ends of the rows at the top, pull tight to gather and
fasten off securely. Fold up the brim. Add a pompom if you like.

Tip from last term: Sandra made hers in a 14 ply and used 2 balls for the M.

NEXT WEEK (Week 4): granny squares! Please bring 1 ball of 8 ply in each of 3 colours and a
4.00 mm hook.
Housekeeping: tea and coffee in the kitchen; please sign in at reception; the car park gate
is locked at 9 pm.
Term 3 enrolments open 10 June – "Crochet a Market Bag" (2 x 100 g balls of cotton).`,
    expected: {
      title: 'Ribbed Beanie',
      designer: 'Jodie Marangoni',
      craft_type: 'crochet',
      yarn_weight: 'Chunky',
      yardage: [
        { size: 'S', yards: m(2 * 75) },
        { size: 'M', yards: m(2 * 75) },
        { size: 'L', yards: m(3 * 75) },
      ],
      gauge: { stitches: 11, rows: 9, inches: 4 },
      needle_sizes: [{ us: 'J-10', mm: 6 }],
      sizes: ['S', 'M', 'L'],
    },
  },
];
