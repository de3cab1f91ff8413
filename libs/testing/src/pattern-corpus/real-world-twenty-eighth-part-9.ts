import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_EIGHTH_CASES (split for the file-size rule; see real-world-twenty-eighth.ts). */
export const REAL_WORLD_TWENTY_EIGHTH_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw28-17',
    text: `THREADNEEDLE WOOL SHOP · 14 Market Street, Kendalholme · 01539 000 412
Class handout: Beyond the Basics – Cables (3 Thursday evenings, 7-9pm)

Kirkstone Cable Cushion
Designed for us by Fenella Marsh

Welcome to the class! Over three evenings we'll cast on, learn to read a cable chart, work left- and
right-leaning cables with and without a cable needle, and fix a mis-crossed cable without ripping back.
Tea, coffee and biscuits are provided.

FINISHED SIZE
Fits a 40 x 40 cm (16 x 16 in) cushion pad. The front is cabled and the back is plain stocking stitch.

WHAT TO BRING
☐ 3 x 100g balls of Tarn Aran (100% wool, 100g / 160m) – class price £8.50 a ball, shade of your choice
☐ A pair of 5mm (UK 6 / US 8) straight needles
☐ A cable needle
☐ Tapestry needle, scissors, 3 buttons (optional, for an envelope back)
Please wind your yarn before the first evening. We have ball winders in the back room.

TENSION
18 sts and 24 rows = 10 cm over stocking stitch on 5mm needles.
The 26-st central cable panel measures 11 cm across.

ABBREVIATIONS
C4B slip 2 sts to cable needle, hold at back, k2, k2 from cable needle
C4F slip 2 sts to cable needle, hold at front, k2, k2 from cable needle
C8F slip 4 sts to cable needle, hold at front, k4, k4 from cable needle
k knit · p purl · rep repeat · RS right side · WS wrong side · st st stocking stitch

WEEK 1 – CAST ON AND SET UP
Cast on 84 sts.
Row 1 (WS): K2, p4, k2, p4, k3, p8, k2, p4, k2, p4, k2, p8, k3, p4, k2, p4, k2 ... (see chart).
Row 2 (RS): Work Row 2 of the chart.
Homework: work to the end of Row 16 of the chart.

WEEK 2 – READING THE CHART
Continue through the chart rows 17-48. We'll practise cabling without a cable needle this week.

WEEK 3 – FINISHING
Knit the back in st st, 96 rows. Block both pieces. Sew three sides and insert the pad.

COMING UP NEXT TERM
Socks 101 (bring 100g of 4ply sock yarn and 2.5mm dpns) · Beginners' Crochet (bring a 4mm hook)

Class fee £36 including handout. Yarn bought for the class: 10% off. Pattern © Fenella Marsh for
Threadneedle Wool Shop; for the use of class members only.`,
    expected: {
      title: 'Kirkstone Cable Cushion',
      designer: 'Fenella Marsh',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(480) }],
      gauge: { stitches: 18, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['cables'],
    },
  },
  {
    id: 'rw28-18',
    text: `Lantern & Loop – cosy crochet from a little house in Cornwall
lanternandloop.co.uk/2025/11/nordic-star-stocking

Nordic Star Christmas Stocking – free crochet pattern
Posted by Megan Tregarthen · 28 November 2025 · Christmas, Free Patterns, Home

This post contains affiliate links – if you buy through them I may earn a few pennies at no cost to you.

Every year I promise myself I'll make new stockings for the mantelpiece and every year I run out of time.
Not this year! This one uses tapestry crochet for the star band, so there are no floats and no bobbins,
just a colour carried inside the stitches.

Advertisement

MATERIALS
Starling DK (100% acrylic; 100g / 300m):
• Red – 1 ball
• Cream – 1 ball
• Forest – 1 ball
4mm (US G/6) crochet hook
Stitch marker, yarn needle, a little fabric loop or ribbon for hanging

TENSION
20 dc and 22 rows to 10cm over the tapestry crochet pattern with a 4mm hook.
(UK terms: dc = US single crochet.)

SIZE
About 48cm long from cuff to heel and 15cm wide across the leg.

NOTES
The stocking is worked from the top down in joined rounds: cuff first, then the leg with the star chart,
an afterthought-style heel and the toe. Carry the colour you're not using along the top of the previous
round and work over it.

CUFF
With Cream, ch 60 and join with a sl st to form a ring, taking care not to twist.
Rnd 1: Ch 1, dc in each ch around, join. (60 sts)
Rnds 2-8: Ch 1, dc in each st around, join.

LEG
Join Red and carry Cream. Follow the star chart, working one colour change per square.

Advertisement

HEEL AND TOE
Mark 30 sts for the heel and work a flat heel in Forest ...

COMMENTS (36)
Jo P. – I made three of these last weekend and used about half a ball of each colour per stocking!
Hannah – Could I do this in chunky for a giant one? I have 4 balls of Woolbarn Chunky.
  Megan – Yes! Just go up to a 6mm hook and the stocking will be much bigger.

© Lantern & Loop 2025. Please link back rather than copying the pattern.`,
    expected: {
      title: 'Nordic Star Christmas Stocking',
      designer: 'Megan Tregarthen',
      craft_type: 'crochet',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(900) }],
      gauge: { stitches: 20, rows: 22, inches: 4 },
      needle_sizes: [{ us: 'G-6', mm: 4 }],
      techniques: ['tapestry crochet', 'top-down', 'in the round'],
    },
  },
];
