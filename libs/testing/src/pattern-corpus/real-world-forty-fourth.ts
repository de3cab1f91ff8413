/**
 * Real-world phrasings (issue 23), a forty-fourth held-out batch of 20 texts (12 knitted, 8 crocheted): written
 * blind. The writer read only the corpus types, the top doc comments of real-world.ts and of the eighth to
 * forty-second batches' index files (for the conventions and the publisher styles already used), the first 60
 * lines of the eighth's first part for the entry format, and the reading's contract with its craft and weight
 * lists; never the reader's code, tests, floors, scripts or README, nor the other corpus texts. The writer never
 * ran the reader or any test on them. Like the thirty-eighth, fortieth and forty-second, every text is what the
 * app's PDF importer hands the reader: the text a PDF library extracts from a designer's or a yarn company's
 * multi-page pattern PDF, taking the pages a knitter needs (cover, materials, gauge, sizes, the start of the
 * instructions). All are ordinary commercial or free patterns: fourteen indie designers' PDFs (a Latvian's, a
 * German's and a Turkish designer's in English translation, a Dutch and an Indonesian designer's in English), four
 * yarn companies' free PDFs and two magazines' downloadable PDFs (a UK knitting magazine's, a US crochet
 * magazine's); ten in UK, Irish, Australian or European English (metres first) and ten in US or Canadian English
 * (yards first). Items: a seed-stitch pullover, a child's pinafore, convertible mittens, a baby kimono top, a
 * cabled capelet, a double-brim watch cap, bed socks, a child's Fair Isle slipover, a crochet waffle pullover, a
 * crochet ear warmer, a child's crochet sun hat and a C2C cardigan in sizes; a mosaic cushion, a knitted whale, a
 * cabled throw, a lace triangle shawl, a crochet pet bed, a tapestry crochet stocking, Tunisian dishcloths and an
 * amigurumi stegosaurus without. The extraction is varied across the texts, not all in each: the cover page's
 * words first (a name split over two lines, a one-line blurb, a photo credit); running headers and footers on
 * every page ("Nia Rowlands Knitwear – Tywod Pullover – page 2 of 7", "ilzeknits.lv · Saulgrieži Mittens · 2/6",
 * "HOOK & HEARTH | HOLIDAY 2025 | 41", "Seite / page 2 von / of 5"), URLs and copyright lines; page numbers alone
 * on a line; materials boxes read out label then value on separate lines ("Quantity" / "1 (1, 2) skeins", "Colour
 * A (dark)" / "1 x 100 g skein"); size tables flattened to one row a line with space-separated values ("Size 1 2 3
 * 4 5 6 7", "Quantity (100 g skeins)" over "4 4 5 5 6 6 7", "MC Moorit 3 4 4 5 balls") or tab-separated (the C2C
 * tile table); words hyphenated at line ends ("under- / arms", "pick- / ing", "colour- / work", "shoul- / ders",
 * "turn- / ing", "backward- / loop"); lines broken mid-sentence; ligatures (ﬁ, ﬂ, ﬃ), fractions and curly quotes;
 * chart keys and chart row numbers as loose lines. Texts are 45 to 52 lines, two a file (ten parts) to keep the
 * 250-line file rule.
 *
 * Source styles, one a text:
 * - rw44-01: a Welsh indie's seed-stitch pullover (two-line cover title, photo credit, "Design:", "... – page 2 of
 *   7" headers), a flattened table in sizes 1-7 with to-fit and finished busts, a "Quantity (100 g skeins)" label
 *   over "4 4 5 5 6 6 7" of a metres-only "100 g / 225 m" DK, "3.5 mm (US 4) and 4 mm (US 6)", a seed-stitch
 *   tension before a stocking-stitch one, in the round from the hem up.
 * - rw44-02: a US yarn company's free child's pinafore (two-line cover title, pattern number, "Designed by", block
 *   skill level, "| Page 1 of 4" headers) in "Child 2 (4, 6, 8) years", label / value lines "Amount" / "3 (3, 4, 5)
 *   skeins" of "100 g / 220 yds / 201 m" worsted, "US 6 (4 mm)" and "US 8 (5 mm)", seamless from the top down.
 * - rw44-03: a Latvian designer's convertible mittens in English translation (Latvian name beside the English,
 *   "Design: ... · English translation:", "2/6" headers, Latvian rights line) in "S (M, L)", MC grams per size
 *   plus fixed CC grams of "100 g / 400 m" 4 ply / fingering, a sample's grams, "2.25 mm (US 1) and 2.5 mm (US
 *   1½)", stranded colourwork from the cuff up in the round, a chart key and numbers.
 * - rw44-04: a US indie's baby kimono wrap top (lower-case studio, "pattern by", "— page 1 of 5" headers) in "0-3
 *   months (3-6 months, 6-12 months, 12-18 months)", "Yardage: 220 (280, 340, 410) yds / ... m" of sport beside the
 *   shown yarn's skein, "US 4 (3.5 mm)" and "US 5 (3.75 mm)", flat pieces from the bottom up.
 * - rw44-05: a UK magazine's free download (issue line, section kicker, standfirst, "Designed by", photography and
 *   styling, page headers with numbers, checkbox "YOU WILL NEED", "Continued on page", "Also in this issue" balls)
 *   for a cabled capelet in "S/M (L/XL)", "5 (6) x 50g balls" of aran "approx. 100m per ball", "4.5mm (UK 7/US 7)"
 *   and "5mm (UK 6/US 8)", two tension lines, top down in the round.
 * - rw44-06: an Irish indie's double-brim watch cap (two-line cover title, "Pattern by", "· page 1" headers) in
 *   "Child (Adult S, Adult L)", label / value lines "Quantity" / "1 (1, 2) skeins" of a metres-only "50 g / 125 m"
 *   sport wool, "3 mm (US 2½) and 3.5 mm (US 4)", in the round from the brim up.
 * - rw44-07: a German designer's chunky bed socks in English translation (German and English blurb, "Design:", a
 *   translator, "Seite / page 2 von / of 5" headers, German / English rights line) in "S (M, L)" with foot lengths
 *   and EU shoe sizes beside them, "2 (2, 3) balls" of "50 g / 80 m" chunky, one "5 mm (US 8)" set of dpns, cuff
 *   down in the round with a short-row heel.
 * - rw44-08: a Scottish indie's mosaic cushion cover (two-line cover title, "Design: ... · Photographs:", "page 2
 *   of 6" headers), label / value lines "Colour A (dark)" / "1 x 100 g skein" of a metres-only "100 g / 166 m"
 *   aran, a sample's grams, "4.5 mm (US 7) and 5 mm (US 8)", a mosaic tension, a chart key and numbers.
 * - rw44-09: an Australian indie's knitted whale (two-line cover title, "Pattern by", "| p. 1" headers), MC and CC
 *   grams of "50 g / 98 m" 8 ply (DK) and a small amount of black, "3.25 mm (US 3)" dpns, stuffing grams, a
 *   tension that "is not important", knitted in the round.
 * - rw44-10: a Canadian yarn company's free cabled throw (pattern code, "Designed by", French-version line, "page 1
 *   of 5" headers), "Amount" / "10 skeins" of "100 g / 197 yds / 180 m" aran, "US 8 (5 mm)" and "US 9 (5.5 mm)", a
 *   stockinette gauge before a cable panel's width, an applied I-cord edge, matching pieces' skeins.
 * - rw44-11: a US indie's top-down leaf-lace triangle shawl (all-caps name alone, "design by ... · photos by", "—
 *   2 of 6" headers), "2 skeins" of "100 g / 437 yds / 400 m" fingering, a sample's grams and yards, one "US 6 (4
 *   mm)" needle, a "not critical" garter gauge with numbers, a chart key and numbers.
 * - rw44-12: a Shetland designer's child's Fair Isle slipover (two-line cover title, "Design:", "Page 2 of 8"
 *   headers), a flattened "Age 2-3 4-5 6-7 8-9 years" table, an "MC Moorit 3 4 4 5 balls" row plus four contrasts
 *   "1 ball each" of "25 g / 105 m" jumper weight (4 ply), "2.75 mm (US 2) and 3.25 mm (US 3)", in the round from
 *   the lower edge up with steeks.
 * - rw44-13: a US indie's crochet waffle pullover (two-line cover title, "crochet pattern by", tech editor, "| pg
 *   2" headers) in "XS (S, M, L, XL, 2X, 3X)" with one "XS: 1,050 yds (960 m)" line a size, "US H-8 (5 mm)" and
 *   "US I-9 (5.5 mm)", an hdc gauge before a waffle gauge, flat panels from the bottom up, sleeves in joined rounds.
 * - rw44-14: an English indie's crochet ear warmer in UK terms (two-line cover title, "Design: ... · Photos:",
 *   "Page 2 of 4" headers), "One size – ﬁts an average adult head", one metres-only "100 g / 180 m" aran skein, a
 *   sample's grams, "5 mm (US H-8)", an htr tension, front-post treble cables worked flat.
 * - rw44-15: a Dutch designer's crochet pet bed (two-line cover title, Dutch / English photo credit, studio "2/5"
 *   headers, Dutch rights line), "3 skeins" of "200 g / approx. 80 m" super chunky / jumbo cotton tube yarn, "10
 *   mm (US N/P-15)", an sc gauge in rounds, joined rounds from the centre out.
 * - rw44-16: a US crochet magazine's bonus download (issue line, section kicker, standfirst, byline "BY JOLENE
 *   PARRISH", magazine page headers, dot skill level, "Continued on page", "Also in this issue" skeins) for a
 *   tapestry crochet stocking, "1 skein each" of three colours of "7 oz/198 g; 364 yds/333 m" medium #4, "US H-8
 *   (5 mm)", joined rounds from the cuff down.
 * - rw44-17: a Turkish designer's Tunisian crochet dishcloths in English translation (Turkish title under the
 *   English one, "Design:", a translator, "| 2" headers, Turkish / English rights line), one ball each of two "50 g
 *   / 85 m" DK cottons, a 5 mm Tunisian hook and a 4 mm hook for the edging, a "not critical" gauge with numbers.
 * - rw44-18: an Indonesian designer's amigurumi stegosaurus (two-line cover title, "Pattern by ... · studio",
 *   "page 2 of 9" headers), grams per colour (40 + 15 g) of "50 g / 170 m" sport cotton 8/4 and a small amount of
 *   brown, "2.75 mm (US C-2)", safety eyes and fiberfill grams, a gauge that "isn't important", continuous rounds.
 * - rw44-19: a US indie's crochet child's sun hat (two-line cover title, "crochet pattern by", lower-case shop in
 *   the "page 1 of 5" headers) in "6-12 months (1-3 years, 4-8 years)", "1 (2, 2) balls" of "50 g / 125 yds / 114
 *   m" DK cotton, "US G-6 (4 mm)", an hdc gauge before a gauge circle, from the top down in joined rounds.
 * - rw44-20: a US indie's C2C cardigan (two-line cover title, "Designed by", "page 2 of 8" headers) in "S (M, L, XL,
 *   2X)" with a tab-separated table of tiles per size, "5 (6, 7, 8, 9) skeins" of "100 g / 207 yds / 189 m"
 *   worsted, "US G-6 (4 mm)" and "US H-8 (5 mm)", a gauge in C2C tiles, flat pieces.
 *
 * Conventions as in real-world.ts and the earlier batches (where they differ, the eighth's) and the brief's: sizes
 * are the names a text gives ('1' ... '7', 'S' ... 'L', 'XS' ... '3X', 'S/M', 'L/XL', 'Child', 'Adult S', 'Adult
 * L'), not the to-fit or finished measurements, foot lengths or shoe sizes printed beside them; "Child 2 (4, 6, 8)
 * years" drops the shared "Child" and writes the unit on every size ('2 years'); the slipover's flattened "Age 2-3
 * 4-5 6-7 8-9 years" row is '2-3 years' ...; months and years written out as printed ('0-3 months', '6-12 months',
 * '1-3 years'); the ear warmer's "One size" is 'One size'; the cushion, whale, throw, shawl, pet bed, stocking,
 * dishcloths and stegosaurus have none. Yardage: yards printed per size are taken (the kimono's "220 (280, 340,
 * 410) yds", the pullover's one line a size; the metres beside them were chosen to give the same whole yards);
 * skeins or balls times the yards printed beside the metres (220 / 201, 197 / 180, 437 / 400, 364 / 333, 125 /
 * 114, 207 / 189: chosen so the metres give the same whole yards), per-colour skeins summed (the stocking's 3 ×
 * 364); metres-only skeins, balls and grams go through yardsFromMetres with the length per weight (the
 * pullover's 225 m skeins, the mittens' MC grams per size plus 30 g CC at 400 m per 100 g, the capelet's 100 m
 * balls, the cap's 125 m skeins, the bed socks' 80 m balls, the cushion's 2 × 166 m, the whale's 50 + 25 g at 98 m
 * per 50 g, the slipover's MC balls per size plus four CC balls of 105 m, the ear warmer's 180 m, the pet bed's 3
 * × 80 m, the dishcloths' 2 × 85 m, the stegosaurus's 40 + 15 g at 170 m per 50 g); one amount for a sizeless or
 * one-size item has a null size; samples' grams and yards, the kimono's shown-in skein, "each extra 5 cm uses",
 * matching or other pieces' skeins and balls, small amounts, stuffing and fiberfill add nothing. Tools: printed US
 * sizes are kept ('1.5' for "US 1½", '2.5' for "US 2½", 'H-8', 'I-9', 'G-6', 'C-2', 'N/P-15'); old UK numbers
 * beside the mm are ignored; cable needles, safety eyes and buttons are not tools; a Tunisian hook and a standard
 * hook are both tools; a size used as circular and double-pointed needles is listed once; smallest first. Weights:
 * "DK" in a yarn's name with "100 g / 225 m" is DK (its name "Gwlân Gwyllt DK"), "8 ply (DK)", "DK weight cotton"
 * DK; "worsted weight #4", "Worsted weight (#4 medium)" and "medium #4" Worsted; "Aran weight", "aran weight" and an
 * aran named "Fernhill Aran" Aran; "4 ply / fingering weight", "Fingering weight" and "Shetland jumper weight (4
 * ply)" Fingering; "Sport weight", "sport weight wool" and "Cotton 8/4, sport weight" Sport; "Chunky wool" Chunky;
 * "Super chunky / jumbo" Super Chunky. Gauge: the first line (seed stitch, stockinette, stranded colourwork, Fair
 * Isle, mosaic, garter, hdc, htr, sc in rounds, tapestry crochet, Tunisian simple stitch or C2C tiles); the C2C
 * gauge counts tiles; "not critical" gauges with numbers are taken; "is not important" and "isn't important" give
 * none, nor do a cable panel's width or a gauge circle. Techniques, only in the brief's vocabulary: 'bottom-up' for
 * "from the hem up", "from the cuff up", "from the brim up", "from the bottom up" and "from the lower edge up";
 * 'top-down' for "seamlessly from the top down", "top down in the round from the neck", socks "from the cuff
 * down", a shawl "worked top-down", a stocking "from the cuff down" and a hat "from the top down"; 'in the round'
 * for rounds, joined rounds, sleeves in joined rounds and continuous rounds; 'colorwork' for stranded work, with
 * 'fair isle' where the text says Fair Isle; 'steeks', 'short rows' (a short-row heel), 'cables' (also front-post
 * treble cables), 'lace' (leaf lace), 'mosaic', 'i-cord' (an applied I-cord), 'tapestry crochet', 'tunisian
 * crochet', 'amigurumi', 'corner-to-corner'. Seed stitch, garter stitch, waffle stitch, twisted rib, corrugated
 * rib, slipped-stitch belly stripes and a folded brim name none. Designer: the person after "Design:", "Designed
 * by", "pattern by", "Pattern by", "design by", "crochet pattern by" and a byline "BY ..." in capitals (written
 * 'Jolene Parrish'); never a translator, tech editor, photographer, stylist, brand, studio or company. Titles: a
 * cover title split over two lines as one title ('Tywod Pullover', 'Clover Patch Pinafore', 'Kimono Wrap Top',
 * 'Fáinne Watch Cap', 'Hüttenzauber Bed Socks', 'Cairngorm Cushion', 'Walter the Whale', 'Ronas Slipover', 'Maple
 * Hollow Waffle Pullover', 'Fernside Ear Warmer', 'Nestje Pet Bed', 'Çini Dishcloths', 'Sprout the Stegosaurus',
 * 'Sunny Days Sun Hat', 'Cobble Cardigan'), all capitals in title case ('Cloudberry'); blurbs, the magazine's
 * section kickers ("COSY LAYERS", "DECK THE HALLS"), the Latvian and Turkish halves of a bilingual title
 * ('Saulgrieži Mittens') and the magazine, brand and studio headers are dropped.
 *
 * Unsure calls: the bed socks' sizes as 'S', 'M', 'L' rather than the foot lengths or EU shoe sizes beside them;
 * the kimono tagged 'bottom-up' for flat pieces "knitted flat ... from the bottom up" and not 'in the round'; the
 * waffle pullover tagged 'bottom-up' and 'in the round' though its panels are flat and only the sleeves are in
 * joined rounds; the ear warmer's front-post treble cables as 'cables' and its one skein as a null-size amount; the
 * throw, worked flat, given no direction; the whale, knitted "from the tail end to the nose", given no direction;
 * the capelet sized 'S/M' and 'L/XL' as a garment; the pet bed's joined rounds from the centre outwards given no
 * direction and its hook written 'N/P-15'; the stocking's tapestry crochet not also tagged 'colorwork'; the
 * mittens' top "worked separately from a picked-up edge" not changing their 'bottom-up'; the slipover's
 * "jumper weight (4 ply)" as Fingering; the cardigan's C2C gauge of 7 tiles as stitches.
 */
import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_1 } from './real-world-forty-fourth-part-1.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_2 } from './real-world-forty-fourth-part-2.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_3 } from './real-world-forty-fourth-part-3.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_4 } from './real-world-forty-fourth-part-4.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_5 } from './real-world-forty-fourth-part-5.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_6 } from './real-world-forty-fourth-part-6.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_7 } from './real-world-forty-fourth-part-7.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_8 } from './real-world-forty-fourth-part-8.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_9 } from './real-world-forty-fourth-part-9.js';
import { REAL_WORLD_FORTY_FOURTH_CASES_PART_10 } from './real-world-forty-fourth-part-10.js';

export const REAL_WORLD_FORTY_FOURTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_1,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_2,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_3,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_4,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_5,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_6,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_7,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_8,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_9,
  ...REAL_WORLD_FORTY_FOURTH_CASES_PART_10,
];
