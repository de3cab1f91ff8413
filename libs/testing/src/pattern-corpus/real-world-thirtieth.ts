import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_1 } from './real-world-thirtieth-part-1.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_2 } from './real-world-thirtieth-part-2.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_3 } from './real-world-thirtieth-part-3.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_4 } from './real-world-thirtieth-part-4.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_5 } from './real-world-thirtieth-part-5.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_6 } from './real-world-thirtieth-part-6.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_7 } from './real-world-thirtieth-part-7.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_8 } from './real-world-thirtieth-part-8.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_9 } from './real-world-thirtieth-part-9.js';
import { REAL_WORLD_THIRTIETH_CASES_PART_10 } from './real-world-thirtieth-part-10.js';

/**
 * Real-world phrasings (issue 23), a thirtieth held-out batch of 20 texts (10 knitted, 10 crocheted): written
 * blind. The writer read only the corpus types, the top doc comments of real-world.ts and of the eighth to
 * twenty-ninth batches' index files (for the conventions and the publisher styles already used), the first 60
 * lines of the eighth's first part for the entry format, and the reading's contract with its craft and weight
 * lists; never the reader's code, tests, floors, scripts or README, nor the other corpus texts. The writer never
 * ran the reader or any test on them. A plain cross-section of a month's imports: seven indie designers' PDFs
 * (Ravelry twice, Etsy, Payhip, LoveCrafts, Ribblr, a designer's own website shop), six
 * yarn companies' free patterns (US, UK, Canadian, German and Danish in translation, Japanese in translation),
 * two bloggers' posts printed from the browser, a book page, a retyped 1960s leaflet, a yarn shop's club
 * handout, a guild's workshop handout and a charity sheet; five garments in 3-7 sizes, a baby romper and a
 * baby bonnet in months, a baby matinee coat, socks, wrist warmers, a beret, two shawls, a scarf, a baby blanket, two toys, a
 * pillow cover, coasters and a bag; eleven in UK, European or Australian English (metres or ounces first), nine
 * in US or Canadian English (yards first). Texts are 48 to 60 lines, two a file (ten parts) to keep the 250-line
 * file rule; they carry page footers, copyright and licence notes, shop blurbs, "more from", "also in this
 * chapter" and "pair it with" lines with other amounts, samples' and testers' amounts, abbreviation lists,
 * adverts, reviews, blog comments, club dates and guild news.
 *
 * Source styles, one a text:
 * - rw30-01: a US indie's Ravelry cuff-down cabled socks, all-caps title and subtitle, lower-case brand line,
 *   "S (M, L)" by foot circumference, one "463 yds/423 m" skein for all sizes, a sample's grams, "more from".
 * - rw30-02: a Canadian yarn company's free crochet pullover with a pattern code and block skill level, "XS (S,
 *   ... 3XL)" by finished bust, balls per size of "210 yds/192 m", pieces bottom-up with raglan decreases.
 * - rw30-03: a Danish yarn company's English romper with its Danish name, alternating brackets "0-3 (3-6) 6-9
 *   (9-12) 12-18 months", grams per size with "50 g = approx. 125 m", metric-only needles, a translator.
 * - rw30-04: a US Etsy seller's crochet baby bonnet in "Preemie (Newborn, 0-3, 3-6, 6-12 months)" with yards
 *   per size, worked flat in rows, testers' yards and the shop's other patterns' ranges.
 * - rw30-05: a German yarn company's free brioche scarf, German / English labels line by line, "Lauflänge / run
 *   length: ca. 100 m / 100 g", "400 g = 4 Knäuel / balls", a metric-only 8 mm needle, a matching hat's grams.
 * - rw30-06: a Ribblr page export of an amigurumi whale (handle and name, stars, makes, price, hashtags, reviews
 *   with other amounts, "More from"), a dotted yards-per-colour list, a gauge that "isn't important".
 * - rw30-07: a UK indie's LoveCrafts lace-panel cardigan in numbered sizes 1-6 with a space-aligned to-fit table
 *   in cm over in, "x 50 g balls" per size of a "50 g / 200 m" 4 ply, a sample's balls, a tech editor.
 * - rw30-08: a UK indie's Payhip top-down crochet shawl in UK terms with bobbles and lace mesh, a Payhip receipt
 *   header, two metres-only "100 g / 400 m" skeins, a sample's and a tester's grams.
 * - rw30-09: an Australian community knitting group's charity sheet for a comfort bear by a volunteer, one
 *   "approx. 200 m" 8 ply ball plus "small amounts" of contrast, "4.00 mm (old size 8)", drop-off details.
 * - rw30-10: a US crochet blog's bobble baby blanket printed from the browser (date and title line, URL,
 *   breadcrumb, "Jump to Pattern", affiliate note, adverts, Etsy upsell, comments with other skeins and hooks).
 * - rw30-11: a 1960s UK leaflet's baby matinee coat retyped in a group's files, "4 (4, 5) ozs." of 3-ply without
 *   a length, "Nos. 12 and 10" with the retyper's mm, "To fit 18 (19, 20) in. chest", a per-inch tension.
 * - rw30-12: a UK indie's chunky crochet cardigan (lower-case studio header, sold on Ravelry and its own site) in
 *   UK terms, "XS (S, ... 2XL)" with to-fit busts, skeins per size of "100 g / 120 m", a sample's grams.
 * - rw30-13: a US knitting blog's intarsia pillow cover printed from the browser (affiliate note, adverts, pin
 *   prompt, a joke about short rows, related posts in skeins, comments with another skein), MC and CC skeins.
 * - rw30-14: a US indie's own-website crochet cover-up with an order line, "S/M (L/XL, 2X/3X)", "Yardage: 650 (780,
 *   920) yds / 594 (713, 841) m", hooks "US F-5 (3.75 mm)" and "US G-6 (4 mm)", top-down in joined rounds.
 * - rw30-15: a US craft book's chapter page (running header, page numbers, photo credit, "Also in this chapter"
 *   yardages, the author named only in the copyright line) for a short-row garter shawl with an I-cord edge.
 * - rw30-16: a market-town yarn shop's crochet club handout (club dates, kit price, next month's supplies) for
 *   overlay mosaic coasters in UK terms, "1 ball each" of two "50g/125m" cotton DK shades, "4mm (UK 8 / US G6)".
 * - rw30-17: a Scottish knitting guild's workshop handout for Fair Isle wrist warmers in "Small (Medium)", one
 *   25 g ball each of four jumper-weight shades "approx. 105 m per ball", metric-only needles, guild news
 *   advertising a steeking workshop.
 * - rw30-18: a Yorkshire yarn company's free crochet beret by its design team, dot skill level, "Yarn weight:
 *   Aran", to fit an average adult head, "2 x 50g balls" of "50g / 90m", crown down in joined rounds.
 * - rw30-19: a US yarn company's free chunky cardigan with a pattern code and block skill level, "S (M, L, 1X,
 *   2X, 3X)", skeins per size of "131 yds/120 m", "US 10½ (6.5 mm)", top-down with raglan increases, worked flat.
 * - rw30-20: a Japanese yarn company's crochet granny-motif bag in English translation (■ heads, Japanese title,
 *   balls per colour of a "40 g/ball, approx. 96 m" cotton linen, a "6/0 (3.5 mm)" hook, a motif-size gauge).
 *
 * Conventions as in real-world.ts and the earlier batches (where they differ, the eighth's) and the brief's:
 * sizes are the names a text gives ('S', 'XS' ... '3XL', 'S/M', 'Small', '1' ... '6', 'Preemie', 'Newborn'),
 * else the vintage leaflet's to-fit chests in inches without the unit ('18'), and months written out on every
 * size ('0-3 months'); a beret that fits an average adult head is 'One size'; the scarf, shawls, blanket, toys,
 * pillow cover, coasters and bag have no sizes. Yardage: yards printed per size are taken as printed; skeins or
 * balls times the yards printed beside the metres (463 / 423, 210 / 192, 137 / 125, 306 / 280, 131 / 120: chosen
 * so the metres give the same whole yards), per-colour amounts summed; metres-only lengths and grams go through
 * yardsFromMetres with the length per weight; one amount for a sizeless item or for all sizes has a null size;
 * ounces without a length, samples', testers', reviewers' and commenters' amounts, "small amounts", kits, next
 * month's supplies and other or matching patterns' amounts add nothing. Tools: printed US sizes are kept ('1',
 * '2', '3', '6', '8', '9', '10.5' for "10½", 'G-6' for "G6", 'H-8' for "H8"); a needle or hook printed in mm
 * only was written with a null US size, as the brief wrongly said ("us null when not given"); after the blind
 * measure, before any text was opened, those nine entries (the Danish, German, charity, vintage and guild needles
 * and the Japanese "6/0 (3.5 mm)" hook) were given the standard US size, the corpus's convention (Craft Yarn
 * Council: 2.5 mm '1.5', 2.75 '2', 3.25 '3', 3.5 '4', 4 '6', 8 '11'; hook 3.5 mm 'E-4'); old UK and Australian
 * numbers are ignored; smallest first. Weights: "fingering weight", "4 ply", "3-ply" baby wool and Shetland "jumper
 * weight (4 ply equivalent)" Fingering; "sport weight" Sport; "DK", "8 ply (DK)", "DK / light (3)" and "DK /
 * light worsted #3" DK; "worsted weight" and "Medium (4) worsted weight" Worsted; "Aran" Aran; "Chunky (5)",
 * "Bulky #5" and a chunky skein Chunky; the Japanese bag names none. Gauge: a tension "not critical" with numbers
 * is taken (the bear's 22 sts, rows null); the vintage "8 sts. to 1 in." is over 1 inch; UK htr and tr count as
 * stitches; a motif's size and "isn't important" give none. Techniques: only the brief's vocabulary; a
 * steeking workshop in guild news and a blog's joke about short rows are not the pattern's; the bag's
 * join-as-you-go granny squares are 'granny square' and not 'in the round'.
 *
 * Unsure calls: the matinee coat tagged 'lace' for its feather pattern and 'bottom-up' from the retyper's note;
 * the German scarf's title as the English line 'Nordlicht Brioche Scarf'; the bonnet's 'Preemie' and 'Newborn'
 * kept without the months unit; the whale's 5 yds of blush summed with the other colours; the comfort bear's
 * designer as the volunteer who adapted her mother's bear; the book shawl's designer from the copyright line.
 */
export const REAL_WORLD_THIRTIETH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_THIRTIETH_CASES_PART_1,
  ...REAL_WORLD_THIRTIETH_CASES_PART_2,
  ...REAL_WORLD_THIRTIETH_CASES_PART_3,
  ...REAL_WORLD_THIRTIETH_CASES_PART_4,
  ...REAL_WORLD_THIRTIETH_CASES_PART_5,
  ...REAL_WORLD_THIRTIETH_CASES_PART_6,
  ...REAL_WORLD_THIRTIETH_CASES_PART_7,
  ...REAL_WORLD_THIRTIETH_CASES_PART_8,
  ...REAL_WORLD_THIRTIETH_CASES_PART_9,
  ...REAL_WORLD_THIRTIETH_CASES_PART_10,
];
