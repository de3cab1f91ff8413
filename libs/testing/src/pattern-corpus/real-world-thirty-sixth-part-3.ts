import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 3 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_3: PatternCorpusCase[] = [
  {
    id: 'rw36-05-canadian-yarn-company-free-brioche-scarf',
    text: `NORTHBAY YARNS                                                    FREE PATTERN NB-2231
Version française disponible sur notre site / French version available on our website

Tidewater Scarf
Designed by Élise Gauthier

SKILL LEVEL: Intermediate ■■■□

FINISHED MEASUREMENTS
Approx. 8" / 20 cm wide x 70" / 178 cm long, after blocking

MATERIALS
Northbay Merino Worsted (100% superwash merino; 100 g / 219 yds / 200 m)
  Colour A: 2 skeins #114 Slate
  Colour B: 2 skeins #102 Frost
Worsted weight (#4 medium)
One US 9 (5.5 mm) circular needle, 24" / 60 cm long
Tapestry needle, blocking wires (optional)

GAUGE
14 sts and 32 rows = 4" / 10 cm in two-colour brioche, after blocking.
Note: in brioche every right-side row is worked twice (once with each colour), so 32 rows
counted on the needle show as 16 visible rows on each face.

ABBREVIATIONS
brk – brioche knit (knit the stitch together with its paired yarn over)
brp – brioche purl (purl the stitch together with its paired yarn over)
sl1yo – slip 1 stitch purlwise with yarn in front, bringing yarn over the needle
LC / DC – light colour (A) / dark colour (B)

NOTES
The scarf is worked flat in two-colour brioche stitch on a circular needle so that you can
slide the work back to pick up the second colour. The edge stitches form a neat selvedge.

SET-UP
With A, cast on 29 sts using the long-tail method.
Set-up row (DC side) with A: *sl1yo, k1; rep from * to last st, sl1yo ... slide.

PATTERN
Row 1 (DC side) with B: k1, *brk, sl1yo; rep from * to last 2 sts, brk, k1. Slide.
Row 2 (DC side) with A: ...

MAKE IT A SET
Tidewater Hat – 1 skein each of A and B
Tidewater Mitts – 1 skein of A, oddment of B

Northbay Yarns · North Bay, Ontario · northbayyarns.ca
Pattern © 2025 Northbay Yarns Ltd. For personal, non-commercial use only.
Questions about this pattern? patterns@northbayyarns.ca`,
    expected: {
      title: 'Tidewater Scarf',
      designer: 'Élise Gauthier',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage: [{ size: null, yards: 4 * 219 }],
      gauge: { stitches: 14, rows: 32, inches: 4 },
      needle_sizes: [{ us: '9', mm: 5.5 }],
      techniques: ['brioche'],
    },
  },
  {
    id: 'rw36-06-uk-magazine-cabled-hot-water-bottle-cover',
    text: `62  KNIT & NATTER MONTHLY · ISSUE 148 · JANUARY 2026

COSY AT HOME

Hearthside Hot Water Bottle Cover
Ruth Penhaligon's chunky cabled cover will keep toes toasty on the coldest nights – and it
makes a lovely last-minute gift.

DESIGNER Ruth Penhaligon
SKILL LEVEL Intermediate

SIZE
To fit a standard 2-litre hot water bottle
Finished cover measures 21cm wide x 34cm long (excluding neck)

YOU WILL NEED
□ West Tor DK, 3 x 50g balls in Oatmeal (112m per ball)
□ 3.75mm (UK 9/US 5) circular needle, 40cm long
□ 4mm (UK 8/US 6) circular needle, 40cm long
□ Cable needle, stitch marker, 1m of 1cm-wide satin ribbon

TENSION
22 sts and 28 rows to measure 10cm over stocking stitch using 4mm needles

ABBREVIATIONS
C4B cable 4 back · C4F cable 4 front · k knit · p purl · rep repeat · rnd round
For a full list of abbreviations see page 97.

PATTERN NOTES
The cover is knitted in the round from the lower edge up, so there are no side seams to sew.
The lower edge is closed with a three-needle bind-off. After the cable panels, the neck is
worked in k1, p1 rib with an eyelet round for the ribbon.

COVER
Using 4mm needle, cast on 96 sts, pm and join to work in the round.
Rnd 1: *K2, p2, k8, p2, k2, p2, k6; rep from * to end.
Continued on page 64 ›

STOCKISTS West Tor Yarns 01822 555 019, westtoryarns.co.uk

ALSO IN THIS ISSUE
Snowdrift Throw – 14 balls of West Tor Chunky
Fireside Socks – 1 x 100g skein of 4 ply

Photography: Sam Trelawny · Styling: Amira Khan

NEXT MONTH Spring lace shawls and a cosy cabled cardigan – on sale 29 January

62  KNIT & NATTER MONTHLY · ISSUE 148`,
    expected: {
      title: 'Hearthside Hot Water Bottle Cover',
      designer: 'Ruth Penhaligon',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [{ size: null, yards: m(3 * 112) }],
      gauge: { stitches: 22, rows: 28, inches: 4 },
      needle_sizes: [
        { us: '5', mm: 3.75 },
        { us: '6', mm: 4 },
      ],
      techniques: ['cables', 'in the round', 'bottom-up'],
    },
  },
];
