import type { PatternCorpusCase } from './corpus-types.js';

/** Part 2 of REAL_WORLD_THIRTY_FOURTH_CASES (split for the file-size rule; see real-world-thirty-fourth.ts). */
export const REAL_WORLD_THIRTY_FOURTH_CASES_PART_2: PatternCorpusCase[] = [
  {
    id: 'rw34-03-us-dyer-shop-blog-toe-up-lace-socks',
    text: `3/2/25, 10:47 AM            Low Tide Socks: a free toe-up sock pattern – Saltbox Dye Works
https://saltboxdyeworks.com/blogs/news/low-tide-socks-free-pattern

FREE US SHIPPING ON ORDERS $75+     Shop Yarn   Kits   Patterns   Blog   Cart (0)

Blog › News › Low Tide Socks: a free toe-up sock pattern

Low Tide Socks: a free toe-up sock pattern
March 1, 2025 · Posted by Jess Marrow · 14 comments

I've been walking the flats at low tide every morning this winter, and the little rippled channels the
water leaves behind turned into these socks. They're my thank-you to everyone who has bought yarn from
our tiny dye studio this year. Print them, share the link, and tag us when you cast on!

THE PATTERN
Low Tide Socks
by Jess Marrow

Sizes: Small (Medium, Large)
Foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm. Choose a size about 10% smaller than your foot.

Yarn: 1 skein Saltbox Sock (75% superwash merino, 25% nylon; 100 g / 462 yds / 422 m), fingering
weight. One skein is enough for all three sizes, up to a US women's shoe size 11. Shown in the
colorway Mudflat; the Medium sample used 71 g.

Needles: US 1 (2.25 mm) needles for small circumferences in the round: DPNs, one long circular for
magic loop, or two circulars.

Notions: 2 stitch markers, waste yarn, tapestry needle.

Gauge: 32 sts and 44 rnds = 4" / 10 cm in stockinette in the round.

Construction: The socks are worked toe-up, starting with a Turkish cast-on, with a short-row heel and
an eyelet lace panel that runs down the instep and up the front of the leg.

Get the kit ↗ Low Tide Sock Kit: one skein of Saltbox Sock in Mudflat + a project bag, $36 [Add to cart]

TOE
Using a Turkish cast-on, CO 16 sts (8 sts on each needle).
Rnd 1: Knit.
Rnd 2: *K1, M1L, knit to last st of needle, M1R, k1; rep from * once more. 4 sts inc'd.
Rep Rnds 1-2 until you have 56 (64, 72) sts. Knit 1 rnd.

FOOT
Set-up rnd: Work Lace Panel over the first 15 instep sts, knit to end of rnd.
Continue as set until the foot measures 2 (2.25, 2.5)" less than the desired foot length.

(14) Comments

Kayla R. · March 2, 2025
Made the Large in a 400 m skein of something else and still had 30 g left over!
   Jess Marrow (Saltbox) · March 2, 2025
   Love that, Kayla! Lace socks are thrifty.

Pat D. · March 3, 2025
Could I use US 0 (2 mm) needles for a firmer fabric?
   Jess Marrow (Saltbox) · March 3, 2025
   Yes, just check your gauge and maybe size up.

© 2025 Saltbox Dye Works · Refund policy · Privacy policy · Terms of service                    1/4`,
    expected: {
      title: 'Low Tide Socks',
      designer: 'Jess Marrow',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 462 }],
      gauge: { stitches: 32, rows: 44, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['Small', 'Medium', 'Large'],
      techniques: ['lace', 'short rows', 'bottom-up', 'in the round'],
    },
  },
  {
    id: 'rw34-04-family-archive-site-1950s-gloves-in-ounces',
    text: `The Pennington Papers › Mum's Knitting › Leaflet 318
penningtonpapers.org.uk/knitting/leaflet-318

Home  |  Family Tree  |  Photographs  |  Mum's Knitting  |  Contact

Mum's Knitting: Leaflet No. 318, "Hazelmere" Gloves

Mum (Joan Pennington, 1921-2009) kept every leaflet she ever bought in a Huntley & Palmers biscuit
tin. I'm typing them up one at a time, exactly as printed, with my own notes in square brackets. This
one is from about 1955 and cost 4d. The pencil notes in the margin are hers. (Gillian)

~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

ROWANVALE WOOLS                LEAFLET No. 318                PRICE 4d.

"HAZELMERE"
LADIES' GLOVES
in Two Sizes

MATERIALS.—2 ozs. Rowanvale 3-ply Fingering Wool for either size. A set of four No. 13 and a set of
four No. 12 needles, pointed both ends.
[Gill: No. 13 is 2.25 mm and No. 12 is 2.75 mm. Mum's pencil note says "used 1¾ ozs., navy".]

MEASUREMENTS.—Small (Medium). To fit hand round palm 7 (7½) ins. Length from wrist to tip of
second finger 7 (7½) ins.

TENSION.—8½ sts. and 11 rows to one inch over stocking stitch on No. 12 needles.

ABBREVIATIONS.—K., knit; p., purl; st., stitch; tog., together; inc., increase by knitting into the
front and back of the stitch; rep., repeat; ins., inches.

Directions are for the Small size; figures for the Medium size are in brackets. Where one figure only is
given it applies to both sizes.

The gloves are worked in rounds on four needles, beginning at the wrist.

RIGHT GLOVE.—With No. 13 needles cast on 56 (60) sts., 18 (20) on first needle, 18 (20) on second and 20
on third needle. Work in rounds of k.1, p.1 rib for 3 ins.
Change to No. 12 needles and knit 2 rounds.
Thumb Gusset.—Next round: K.28 (30), inc. in next st., k.1, inc. in next st., k. to end.
Knit 2 rounds. Next round: K.28 (30), inc. in next st., k.3, inc. in next st., k. to end.
Continue increasing in this way on every 3rd round until there are 17 (19) gusset sts.
[Gill: the rest of the leaflet, the fingers, the thumb and the left glove, is on the next page.]

Next page →   |   ← Leaflet 317: Baby's Matinee Coat (4 ozs. 3-ply, No. 10 needles)

Comments (3)
Margaret H.: I knitted these in the 1960s! I used 4-ply and No. 11s for a bigger hand and needed a
whole 2 oz. plus a bit of a third.
   Gillian (site owner): Thank you Margaret, how lovely.
Anne B.: What does 4d. mean?
   Gillian (site owner): Four old pennies, Anne!

© Gillian Pennington 2024. The leaflet is reproduced for family-history interest only; Rowanvale Wools
ceased trading in 1971.`,
    expected: {
      title: 'Hazelmere Gloves',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      gauge: { stitches: 8.5, rows: 11, inches: 1 },
      needle_sizes: [
        { us: '1', mm: 2.25 },
        { us: '2', mm: 2.75 },
      ],
      sizes: ['Small', 'Medium'],
      techniques: ['bottom-up', 'in the round'],
    },
  },
];
