import { yardsFromMetres as m, type PatternCorpusCase } from './corpus-types.js';

/** Part 10 of REAL_WORLD_TWENTY_SIXTH_CASES (split for the file-size rule; see real-world-twenty-sixth.ts). */
export const REAL_WORLD_TWENTY_SIXTH_CASES_PART_10: PatternCorpusCase[] = [
  {
    id: 'rw26-19',
    text: `Calder Valley Textile Archive · Pattern Transcriptions
Ref. CVTA/1934/17 · from "Home Needlecraft Library", No. 26 (1934), page 11
Transcribed by an archive volunteer, 2023. The original's wording and layout are kept;
our notes are in [square brackets]. The chart is reproduced as a scan on the next page.

SWAN CHAIR BACK
in Filet Crochet

A graceful pair of swans among the rushes makes a charming chair back, and the same
design may be worked as the centre of a tray cloth.

MATERIALS.—2 balls Peerless Mercerised Crochet Cotton, No. 20, White (175 yd. balls).
Steel Crochet Hook No. 10.
[Transcriber's note: a No. 10 steel hook is about 1.3 mm. Size 20 crochet thread is the
closest modern equivalent; we have not been able to trace the Peerless mill.]

TENSION.—5 spaces and 5 rows to 1 inch.

SIZE.—About 14 inches by 18 inches when finished.

ABBREVIATIONS.—ch., chain; tr., treble; sp., space; blk., block; sl.st., slip stitch.
A space is 2 ch., miss 2, 1 tr.; a block is 4 tr. (or 3 tr. after a tr.).

TO MAKE.—Commence with 215 ch.
1st row.—1 tr. into 8th ch. from hook, *2 ch., miss 2 ch., 1 tr. into next ch.; repeat
from * to end (70 sps.). 5 ch., turn.
2nd row.—1 tr. on 2nd tr., 2 ch., 1 tr. on next tr. (sp. made); 2 tr. into next sp., 1 tr.
on next tr. (blk. made); continue working from the chart, reading the 2nd row from left
to right.
Continue in this way until the 88 rows of the chart are complete. Fasten off.

THE EDGING.—Work 4 d.c. into each sp. all round the outer edge, and 8 d.c. into each
corner sp. Join with a sl.st. and fasten off.

TO FINISH.—Pin out to shape on a well-padded board, damp, and leave to dry before removing
the pins. Press lightly under a dry cloth.
[The original leaflet shows the chair back over a carved oak chair. The reverse of this
page carries an advertisement for Peerless threads in 60 shades.]

──────────────
Other items in this box: Table Runner in Filet Crochet (3 balls No. 40) · Tea Cosy (2 ozs.)
This transcription may be reproduced for non-commercial use with credit to the archive.
The original leaflet is fragile and is not available for handling.`,
    expected: {
      title: 'Swan Chair Back',
      craft_type: 'crochet',
      yarn_weight: 'Lace',
      yardage: [{ size: null, yards: 350 }],
      gauge: { stitches: 5, rows: 5, inches: 1 },
      needle_sizes: [{ us: '10', mm: 1.3 }],
      techniques: ['filet crochet'],
    },
  },
  {
    id: 'rw26-20',
    text: `Slow Stitches · letters from Ilse · Issue #18 (read online)
This issue: the Brume pullover is out, plus a little something for subscribers

Hello friends,
The fog rolled over the polders every morning while I knitted the samples for this one,
so it could only be called Brume. It's a simple, soft raglan, knitted with a merino and a
kid silk held together, and I've worn the first sample almost every day since October.
Subscribers get 20% off the pattern on Payhip with code SLOW18 until Sunday. The pattern
details are below, so you can plan your yarn.

BRUME PULLOVER
Design: Ilse Vandenbroucke

Sizes: XS – S – M – L – XL – XXL
Finished chest: 88 – 96 – 104 – 114 – 124 – 134 cm
Ease: worn with 10-20 cm of positive ease; the sample is size S on a 84 cm bust.

Yarn
Yarn 1: Fjordling Merino 4ply (100% merino, 50 g ≈ 200 m)
250 – 300 – 300 – 350 – 400 – 450 g
Yarn 2: Velours Kid Silk (70% mohair, 30% silk, 25 g ≈ 210 m)
75 – 75 – 100 – 100 – 125 – 125 g
The two yarns are held together throughout; together they knit up like a DK weight.

Needles: 4 mm and 4.5 mm circular needles (40 and 80 cm) and DPNs for the sleeves
Gauge: 19 sts and 27 rows = 10 x 10 cm in stockinette with both yarns held together on
4.5 mm needles, after blocking.

Construction
The body is worked bottom-up in the round to the underarms. The sleeves are knitted in
the round separately, then joined to the body, and the yoke is shaped with raglan
decreases up to a folded neckband.

What I'm reading: a lovely old book on Flemish lace collars (more on that next time).
What's on my needles: the Brume in a longer, tunic version, about 100 g more for size M.

Last issue's free sock pattern, Polder Socks (1 skein, 400 m), is still free on the site
until the end of the month.

Thank you for reading. Reply to this email any time: I read everything.
Ilse

You're receiving this because you subscribed at slowstitches.be.
Unsubscribe · View past issues`,
    expected: {
      title: 'Brume Pullover',
      designer: 'Ilse Vandenbroucke',
      craft_type: 'knitting',
      yarn_weight: 'DK',
      yardage: [
        { size: 'XS', yards: m(1630) },
        { size: 'S', yards: m(1830) },
        { size: 'M', yards: m(2040) },
        { size: 'L', yards: m(2240) },
        { size: 'XL', yards: m(2650) },
        { size: 'XXL', yards: m(2850) },
      ],
      gauge: { stitches: 19, rows: 27, inches: 4 },
      needle_sizes: [
        { us: '6', mm: 4 },
        { us: '7', mm: 4.5 },
      ],
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      techniques: ['bottom-up', 'in the round', 'raglan'],
    },
  },
];
