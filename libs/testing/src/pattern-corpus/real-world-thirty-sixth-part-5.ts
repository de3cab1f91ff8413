import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 5 of REAL_WORLD_THIRTY_SIXTH_CASES (split for the file-size rule; see real-world-thirty-sixth.ts). */
export const REAL_WORLD_THIRTY_SIXTH_CASES_PART_5: PatternCorpusCase[] = [
  {
    id: 'rw36-09-australian-etsy-kids-earflap-beanie-colourwork',
    text: `KNITTING PATTERN Kids Earflap Beanie, Fair Weather Snowflake Hat, Toddler Child Beanie
with Ties, 8 ply PDF Instant Download – BourkeAndBird

BourkeAndBird · Bendigo, Victoria · ★★★★★ (412 reviews)
This is a digital PDF pattern, not a finished beanie. No physical item will be posted.

Snowgum Earflap Beanie
designed by Tilly Bourke

SIZES
1-3 (4-8, 9-12) years
To fit head circumference: 46 (50, 53) cm

YARN
8 ply (DK) wool, 50 g balls, approx. 98 m per ball
MC (Eucalypt): 50 (60, 75) g
CC (Snow): 20 (25, 30) g
I used Bendigo Lane 8 ply Pure Wool, which is lovely and soft for little heads.

NEEDLES & NOTIONS
3.25 mm (US 3) circular needle, 40 cm, and double-pointed needles
4.00 mm (US 6) circular needle, 40 cm, and double-pointed needles
Stitch markers, wool needle, pom-pom maker (optional)

TENSION
22 sts and 30 rows to 10 cm over stocking stitch on 4.00 mm needles.
24 sts and 26 rounds to 10 cm over stranded colourwork pattern on 4.00 mm needles.

CONSTRUCTION
The earflaps are knitted flat first and put aside. The brim is then cast on with the
earflaps joined in, and the hat is worked in the round from the brim up. The snowflake band
is stranded colourwork from the chart. Two i-cord ties finish the earflaps.

ABBREVIATIONS
k – knit · p – purl · k2tog – knit 2 together · ssk – slip, slip, knit
MC / CC – main / contrast colour · rnd – round · pm – place marker

EARFLAPS (make 2)
With 3.25 mm needle and MC, cast on 5 sts. Knit 1 row.
Next row: K2, m1, k1, m1, k2. (7 sts)

REVIEWS
"Knitted the 4-8 for my nephew with 2 balls of MC, perfect!" – Jess
"Easy to follow chart, thank you" – Anh

MORE FROM BOURKEANDBIRD
Snowgum Mittens – 1 (1, 2) balls MC
Wattle Cardigan – 5 (6, 7, 8) balls 8 ply

© Tilly Bourke / BourkeAndBird 2025. For personal use only; please do not share the PDF.`,
    expected: {
      title: 'Snowgum Earflap Beanie',
      designer: 'Tilly Bourke',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: '1-3 years', yards: m((70 * 98) / 50) },
        { size: '4-8 years', yards: m((85 * 98) / 50) },
        { size: '9-12 years', yards: m((105 * 98) / 50) },
      ],
      gauge: { stitches: 22, rows: 30, inches: 4 },
      needle_sizes: [
        { us: '3', mm: 3.25 },
        { us: '6', mm: 4 },
      ],
      sizes: ['1-3 years', '4-8 years', '9-12 years'],
      techniques: ['colorwork', 'in the round', 'bottom-up', 'i-cord'],
    },
  },
  {
    id: 'rw36-10-hospital-friends-charity-handout-twiddlemuff',
    text: `ASHGROVE HOSPITAL LEAGUE OF FRIENDS
Registered Charity No. 1047731
Knitting for our wards – information sheet 7

Ashgrove Twiddlemuff
Pattern by volunteer Pat Hollins

What is a twiddlemuff?
A twiddlemuff is a knitted tube with bits and bobs attached inside and out. It keeps
restless hands warm and busy, and is a great comfort to patients living with dementia on
Rowan and Willow wards. Each muff stays with its patient, so we always need more!

THANK YOU: 212 twiddlemuffs were given out last year.

YOU WILL NEED
2 x 100g balls of chunky yarn (approx. 150m per ball), any soft colours
Oddments of textured yarns (eyelash, bouclé, ribbon) for the inner layer – optional
6.5mm (UK 3 / US 10½) knitting needles
Buttons, beads, ribbons and small pom-poms to attach securely
Darning needle

Please use new, machine-washable yarn – the muffs are washed at 60°C.

TENSION
Tension is not important for this project.

TO MAKE
Cast on 45 sts and work in stocking stitch until the piece measures 60cm.
Change to a textured yarn for the last 20cm if you like. Cast off.
Fold in half and sew the long side seam to make a tube. Turn the tube so the textured half
is inside, and sew the two cast-on/cast-off ends together.

DECORATING
Sew all decorations on very firmly – nothing that could be pulled off and swallowed. No
bells, no loose pom-poms, no safety pins please.

DROP-OFF
Main reception (Mon–Fri, 9am–4pm) or the Friends' shop by the outpatients' entrance.
Please attach a label with your name so we can thank you.

ALSO WANTED
Twiddle blankets for the day unit – approx. 400g of DK yarn each
Knitted bed socks, any size – please use washable 4 ply

Questions? Contact Sheila Marsden, volunteer coordinator, on 01632 960 418.
Ashgrove Hospital League of Friends · Supporting patients since 1962 · Sheet 7 of 12`,
    expected: {
      title: 'Ashgrove Twiddlemuff',
      designer: 'Pat Hollins',
      craft_type: 'knitting',
      yarn_weight: 'Chunky',
      yardage: [{ size: null, yards: m(2 * 150) }],
      needle_sizes: [{ us: '10.5', mm: 6.5 }],
    },
  },
];
