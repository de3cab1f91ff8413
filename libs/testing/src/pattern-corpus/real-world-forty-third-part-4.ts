import { type PatternCorpusCase } from './corpus-types.js';

/** Part 4 of REAL_WORLD_FORTY_THIRD_CASES (split for the file-size rule; see real-world-forty-third.ts). */
export const REAL_WORLD_FORTY_THIRD_CASES_PART_4: PatternCorpusCase[] = [
  {
    id: 'rw43-07-retyped-1960s-leaflet-child-balaclava',
    text: `Nana Bett's Pattern Box – vintage knitting patterns, lovingly retyped
Posted 11 January 2026 in Children, 1960s, Hats

Found this one folded inside a copy of Woman's Weekly with a bus ticket from 1964 still tucked in it.
It's a lovely plain balaclava – perfect for the school run. I've typed it exactly as printed; my notes
are in [square brackets].

---------------------------------------------------------------
LEAFLET No. 4417                                    PRICE 6d.

The "Glencoe" Balaclava Helmet
for Boys and Girls

MATERIALS: 3 (4) ozs. Double Knitting Wool.
A set of four No. 10 and a set of four No. 8 Needles, pointed both ends.
[That's 3.25mm and 4mm in new money.]

MEASUREMENTS: To fit ages 2-4 (6-8) years.
Round face opening, 5 (5½) ins. wide.

TENSION: 5½ sts. and 7½ rows to one inch on No. 8 Needles.

ABBREVIATIONS: k., knit; p., purl; st., stitch; tog., together; rep., repeat; ins., inches;
beg., beginning; dec., decrease by working 2 sts. tog.

N.B. Figures in brackets are for the larger size. Where only one figure is given this applies to
both sizes.

THE NECK. With No. 10 Needles cast on 96 (104) sts., dividing them evenly on 3 Needles,
and work in rounds of k.1, p.1 rib for 3 (3½) ins.
[104 doesn't divide by 3 – I put 34, 35 and 35 on my needles and it came out right.]

THE FACE OPENING. Next round: Rib 20 (22) sts., cast off 24 (26) sts., rib to end. Now work
in rows, turning at the opening, until work measures 6 (7) ins. from cast-on edge.
Change to No. 8 Needles ...

---------------------------------------------------------------
[My notes: I knitted the smaller size for my grandson in two 50g balls of a modern DK
(about 112m each) and had a good bit left over. Today's 50g ball is a bit under 2 ozs.]

Copyright note: this leaflet is long out of print. If you know who holds the rights, please
get in touch and I will take it down.

COMMENTS (6)
Sheila W. – 12 January 2026
My mum knitted these for all six of us! She always bought 4 ozs. for the little ones to be safe.
Pete – 14 January 2026
Did it in 3 ozs. of Arran for my lad, came out a bit big. No. 7 needles.
Nana Bett – 14 January 2026
Ha, Pete – Arran will do that! Thanks for the comment.`,
    expected: {
      title: 'Glencoe Balaclava Helmet',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      gauge: { stitches: 5.5, rows: 7.5, inches: 1 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['2-4 years', '6-8 years'],
      techniques: ['in the round'],
    },
  },
  {
    id: 'rw43-08-us-dyer-sock-club-kit-booklet',
    text: `COBBLE CREEK FIBER CO.
Sock Club · Kit No. 14 · Winter 2026

Riverstone Socks
Designed by Tamsin Okafor for Cobble Creek Fiber Co.

Thank you for being a Sock Club member! This booklet is printed on recycled paper.
Please check your kit against the list below. If anything is missing, email hello@cobblecreekfiber.com.

IN YOUR KIT
☑ 1 skein Cobble Sock, fingering weight (75% superwash merino, 25% nylon; 100 g / 437 yds /
   400 m) in Riverstone (MC)
☑ 1 mini skein Cobble Sock (20 g / 87 yds / 80 m) in Ember (CC) for the cuff band, heels and toes
☑ Bonus: 5 g darning mini in Riverstone – a little extra just in case (not needed for the pattern)
☑ 2 stitch markers and a project tag

YOU WILL ALSO NEED
US 1 (2.25 mm) 32" circular needle for magic loop, or DPNs
Tapestry needle

SIZES
Women's S (M, L)
Finished foot circumference: 7 (8, 9)" / 18 (20.5, 23) cm, to be worn with about 10% negative ease.
Foot length is adjustable. One kit makes a pair in every size.

GAUGE
34 sts and 46 rnds = 4" / 10 cm in stockinette in the round.

CONSTRUCTION
These socks are worked from the cuff down in the round, with a slipped-stitch heel flap and gusset
and a wedge toe. The cuff band is worked in a two-colour mosaic pattern: only one colour is used in
each round, and the slipped stitches carry the other colour up.

ABBREVIATIONS
k – knit · p – purl · sl1 wyib – slip 1 purlwise with yarn in back · ssk – slip, slip, knit
k2tog – knit 2 together · rnd(s) – round(s) · MC – main colour · CC – contrast colour

CUFF
With MC, cast on 60 (68, 76) sts. Join to work in the round without twisting. Work k1 tbl, p1 rib
for 10 rnds. Join CC and work Rnds 1–12 of the Mosaic Chart.

Our sample pair (size M) used 71 g of MC and 14 g of CC.

COMING NEXT IN THE CLUB
Kit No. 15: Lantern Lace Socks – 1 skein Cobble Sock + 1 skein Cobble Mohair Lace (459 yds)
Not a member yet? Join at cobblecreekfiber.com/sockclub

© 2026 Tamsin Okafor & Cobble Creek Fiber Co. Kit booklet for club members only.    p. 2`,
    expected: {
      title: 'Riverstone Socks',
      designer: 'Tamsin Okafor',
      craft_type: 'knitting',
      yarn_weight: 'Fingering',
      yardage: [{ size: null, yards: 524 }],
      gauge: { stitches: 34, rows: 46, inches: 4 },
      needle_sizes: [{ us: '1', mm: 2.25 }],
      sizes: ['S', 'M', 'L'],
      techniques: ['mosaic', 'top-down', 'in the round'],
    },
  },
];
