import type { PatternCorpusCase } from './corpus-types.js';

/** Part 7 of REAL_WORLD_TWENTY_FIFTH_CASES (split for the file-size rule; see real-world-twenty-fifth.ts). */
export const REAL_WORLD_TWENTY_FIFTH_CASES_PART_7: PatternCorpusCase[] = [
  {
    id: 'rw25-13',
    text: `Lowther Knits

TIDEWRACK COWL
a squishy two-colour brioche cowl

Pattern by Isla Rennick

FINISHED SIZE
Circumference 56 cm (22 in), depth 24 cm (9½ in), after blocking.

YARN
DK weight wool in two colours:
MC: Tarn Yarns Fell DK (100% Bluefaced Leicester; 100 g / 225 m / 246 yds),
shade Slate, 1 skein
CC: Tarn Yarns Fell DK, shade Gorse, 1 skein
The sample used 78 g of MC and 71 g of CC, so a pair of skeins leaves
enough for a matching hat.

NEEDLES
4 mm (US 6) 40 cm circular needle
4.5 mm (US 7) 40 cm circular needle for casting on and off

NOTIONS
Stitch marker, tapestry needle, blocking wires (optional)

TENSION
16 sts and 36 rounds (18 visible ribs in height) to 10 cm in two-colour
brioche rib worked in the round on 4 mm needle, after blocking.
Tension isn't critical for a cowl, but a tighter fabric will use less yarn.

ABBREVIATIONS
brk – brioche knit (knit the slipped stitch together with its yarn over)
brp – brioche purl (purl the slipped stitch together with its yarn over)
sl1yo – slip 1 purlwise with yarn in front, bringing yarn over the needle
MC / CC – main colour / contrast colour

NOTES
The cowl is worked in the round in two-colour brioche. Each round is
worked twice: once with MC (brk / sl1yo) and once with CC (sl1yo / brp).
If you are new to brioche, there is a photo tutorial on my website.

COWL
With 4.5 mm needle and MC, cast on 90 sts using the long-tail method.
Change to 4 mm needle. Place marker and join in the round.
Set-up round (MC): *sl1yo, k1; rep from * to end.
Round 1 (CC): *brp, sl1yo; rep from * to end.
Round 2 (MC): *sl1yo, brk; rep from * to end.
Repeat rounds 1 and 2 until cowl measures 23 cm.

Did you enjoy this pattern? Tag your makes #tidewrackcowl and
#lowtherknits. My Skerry Hat (one skein of Fell DK) and the Ebbtide
Shawl (560 m of 4ply) pair nicely with it.

© 2025 Isla Rennick. All rights reserved. This pattern is for personal,
non-commercial use. Please do not share the PDF.                     1/2`,
    expected: {
      title: 'Tidewrack Cowl',
      designer: 'Isla Rennick',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: 492 }],
      gauge: { stitches: 16, rows: 36, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      techniques: ['brioche', 'in the round'],
    },
  },
  {
    id: 'rw25-14',
    text: `Home » Crochet Patterns » Hats & Beanies
Harvest Moon Tapestry Beanie (Free Crochet Pattern)
By Kasey Dunmore · Updated October 3, 2025 · 14 comments

This post may contain affiliate links. If you buy through them I may earn
a small commission at no extra cost to you. Read my full disclosure.

Fall is here and I am OBSESSED with mustard and charcoal together! This
beanie has a band of little moons worked in tapestry crochet, and it is
the perfect stash-buster. You can buy the ad-free printable PDF in my
Etsy shop, or keep scrolling for the free pattern below.

[ADVERTISEMENT]

Jump to Pattern · Pin it for later!

SIZES: Baby (Toddler, Child, Adult)
Fits head circumference: 14-16 (16-18, 18-20, 20-23)"

MATERIALS
· Worsted weight yarn (#4 medium) – I used Cobblestone Acrylic Worsted
· MC (Charcoal): 70 (90, 120, 150) yds
· CC (Marigold): 30 (40, 50, 70) yds
· 5 mm (H-8) crochet hook
· 4 mm (G-6) crochet hook for the ribbed band (optional)
· Stitch marker and yarn needle
· Faux fur pom-pom (optional)

GAUGE: 14 sc and 14 rnds = 4" in single crochet worked in the round.

NOTES
· The hat is worked from the crown down in continuous rounds (no joining).
· Carry the unused colour inside your stitches as you go (tapestry
  crochet) – don't leave floats.
· Chart for the moon band is at the bottom of the post.

[ADVERTISEMENT]

CROWN
With MC and the 5 mm hook, make a magic ring.
Rnd 1: 8 sc in ring. Place marker. (8 sts)
Rnd 2: 2 sc in each st around. (16 sts)
Rnd 3: *sc in next st, 2 sc in next st; rep from * around. (24 sts)
Continue increasing 8 sts every round until you have 48 (56, 64, 72) sts.

BAND
Work even until hat measures 4 (5, 6, 7)", then join CC and work the
moon chart, carrying MC ...

14 COMMENTS
Rae M. – I made the adult size in a chunky with a 6 mm hook and it took
about 260 yds total. Still came out great!
Kasey Dunmore (author) – So glad you love it, Rae!
Bea – Does the baby size fit a newborn?

You might also like: Cornfield Slouch (220 yds) · Acorn Earwarmer (90 yds)`,
    expected: {
      title: 'Harvest Moon Tapestry Beanie',
      designer: 'Kasey Dunmore',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [
        { size: 'Baby', yards: 100 },
        { size: 'Toddler', yards: 130 },
        { size: 'Child', yards: 170 },
        { size: 'Adult', yards: 220 },
      ],
      gauge: { stitches: 14, rows: 14, inches: 4 },
      needle_sizes: [
        { us: 'G-6', mm: 4 },
        { us: 'H-8', mm: 5 },
      ],
      sizes: ['Baby', 'Toddler', 'Child', 'Adult'],
      techniques: ['tapestry crochet', 'top-down', 'in the round'],
    },
  },
];
