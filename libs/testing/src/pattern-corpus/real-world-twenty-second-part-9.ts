import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 9 of REAL_WORLD_TWENTY_SECOND_CASES (split for the file-size rule; see real-world-twenty-second.ts). */
export const REAL_WORLD_TWENTY_SECOND_CASES_PART_9: PatternCorpusCase[] = [
  {
    id: 'rw22-17',
    text: `Saturday Market Tote
crochet pattern · rosadelgadocrochet.com

© 2025 Rosa Delgado Crochet. This PDF was downloaded from rosadelgadocrochet.com.
Please do not share, copy or resell it. You may sell bags you make from it; please credit
Rosa Delgado as the designer.

ABOUT THIS PATTERN
A sturdy, roomy tote for farmers' market hauls, library books or a beach towel. The base
is worked ﬂat in rows, then the body is worked in joined rounds straight up from the base,
with a contrast stripe near the top and long straps that sit comfortably on the shoulder.

SKILL LEVEL: Easy (you should know ch, sc, hdc and how to work in the round)

FINISHED SIZE
Approx. 14" wide x 15" tall (35.5 x 38 cm), not including straps. Straps are 24" long.

MATERIALS
Worsted weight cotton yarn (#4 medium), 3.5 oz / 100 g, 180 yds per ball
  Main Color (Oatmeal): 2 balls
  Contrast Color (Terracotta): 1 ball
Size H-8 (5 mm) crochet hook
Stitch marker, yarn needle, scissors
Optional: cotton fabric and sewing thread for a lining

GAUGE
13 sc and 14 rows = 4" (10 cm)
Gauge isn't critical, but a looser gauge will make a bigger, ﬂoppier bag.

ABBREVIATIONS (US TERMS)
ch chain · sc single crochet · hdc half double crochet · sl st slip stitch ·
st(s) stitch(es) · sk skip · rep repeat · rnd round

BASE
With MC, ch 41.
Row 1: Sc in 2nd ch from hook and in each ch across, turn. (40 sc)
Rows 2-12: Ch 1, sc in each st across, turn. (40 sc)
Do not fasten oﬀ.

BODY
Rnd 1: Ch 1, sc evenly around all four sides of the base, working 3 sc in each corner; join
with sl st to ﬁrst sc. (108 sc)
Rnd 2: Ch 1, sc BLO in each st around; join. (108 sc) - this makes a neat edge at the base.
Rnds 3-40: Ch 1, *sc in next st, ch 1, sk next st; rep from * around; join.
Rnds 41-46: With CC, work as Rnds 3-40.
Rnds 47-50: With MC, ch 1, sc in each st around; join.

page 2 of 4 · Saturday Market Tote · Rosa Delgado Crochet

STRAPS
Mark the center 10 sts on each side. Ch 80 and join to the other marked section.
Rnd 1: Ch 1, sc in each st and each ch around the top edge and straps; join.
Rnds 2-4: Ch 1, sc in each st around; join.
Fasten oﬀ and weave in ends.

FINISHING
Turn the bag inside out and weave in all ends securely - a market bag gets a lot of wear!
If lining, cut fabric 1" larger than the bag on all sides, sew, and slip-stitch it inside.
Wash gently; cotton softens beautifully after a few washes.

Love this bag? The matching Saturday Market Pouch uses just 1 ball of worsted cotton
(about 150 yds). Find it in my shop!
Tag @rosadelgadocrochet on Instagram - I love seeing your bags!`,
    expected: {
      title: 'Saturday Market Tote',
      designer: 'Rosa Delgado',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 540 }],
      gauge: { stitches: 13, rows: 14, inches: 4 },
      needle_sizes: [{ us: 'H-8', mm: 5 }],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw22-18',
    text: `GILLSIDE DYE WORKS
hand-dyed yarn from the Yorkshire Dales · gillsidedyeworks.co.uk

FREE PATTERN

Ravensgill Scarf
Pattern: Harriet Dunn

A long, reversible-looking cabled scarf named after the beck that runs past the dye shed.
The twisted cables are bordered by seed stitch, so the edges lie ﬂat and don't curl.
It's a lovely ﬁrst cable project, and it shows oﬀ semi-solid colourways beautifully.

FINISHED SIZE
20 cm wide x 180 cm long, after blocking

YOU WILL NEED
2 skeins of Gillside Aran, an aran weight yarn (100% Bluefaced Leicester; 100 g / 166 m) - shown in Peat Bog
A pair of 5mm (UK 6, US 8) needles
Cable needle
Tapestry needle

TENSION
19 sts and 24 rows to 10cm over cable pattern after blocking.
Tension isn't crucial for a scarf, but it will aﬀect the size and how much yarn you use.

NOTES
The cables are only crossed on Row 3 of the 8-row repeat, so it's easy to keep your place:
count the rows since the last cable cross using the little holes at the twist.

ABBREVIATIONS
k knit; p purl; sts stitches; C6F slip 3 sts to cable needle and hold at front, k3, then
k3 from cable needle; C6B slip 3 sts to cable needle and hold at back, k3, then k3 from
cable needle; RS right side; WS wrong side; rep repeat

SEED STITCH (worked over an even number of sts)
Row 1: *K1, p1; rep from * to end.
Row 2: *P1, k1; rep from * to end.

SCARF
Cast on 36 sts.
Work 8 rows in seed stitch.
Row 1 (RS): (K1, p1) twice, k1, p2, k6, p2, k6, p2, k6, p2, (k1, p1) twice, k1.
Row 2 (WS): (K1, p1) twice, k1, k2, p6, k2, p6, k2, p6, k2, (k1, p1) twice, k1.
Row 3: (K1, p1) twice, k1, p2, C6F, p2, k6, p2, C6B, p2, (k1, p1) twice, k1.
Row 4: As Row 2.
Rows 5-8: Rep Rows 1 and 2 twice.
Rep Rows 1-8 until scarf measures 178 cm, or until you have about 6 m of yarn left.
Work 8 rows in seed stitch. Cast oﬀ in pattern.

Alternative edge: for a neater selvedge, slip the ﬁrst st of every row purlwise with yarn
in front. You'll need a few extra rows to reach the same length.

Colourway suggestions: Peat Bog (shown), Heather Moor, Slate Roof, Beck Stone.
Each is dyed in small batches, so please buy all your skeins for one project together.

FINISHING
Weave in ends. Wet block, pinning out to 20 cm wide, and leave to dry completely.

Ravensgill Scarf · free pattern · page 1 of 2

Our yarn club: three surprise skeins a quarter, with a pattern in every parcel.
Sign up at gillsidedyeworks.co.uk/club
© Gillside Dye Works 2025. Free for personal use; please do not sell this pattern.`,
    expected: {
      title: 'Ravensgill Scarf',
      designer: 'Harriet Dunn',
      craft_type: 'knitting',
      yarn_weight: 'Aran',
      yardage: [{ size: null, yards: m(332) }],
      gauge: { stitches: 19, rows: 24, inches: 4 },
      needle_sizes: [{ us: '8', mm: 5 }],
      techniques: ['cables'],
    },
  },
];
