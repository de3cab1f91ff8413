/**
 * Real-world phrasings (issue 23), a thirty-eighth held-out batch of 20 texts (12 knitted, 8 crocheted): written
 * blind. The writer read only the corpus types, the top doc comments of real-world.ts and of the eighth to
 * thirty-sixth batches' index files (for the conventions and the publisher styles already used), the first 60
 * lines of the eighth's first part for the entry format, and the reading's contract with its craft and weight
 * lists; never the reader's code, tests, floors, scripts or README, nor the other corpus texts. The writer never
 * ran the reader or any test on them. Every text is what the app's PDF importer hands the reader: the text a PDF
 * library extracts from a designer's or a yarn company's multi-page pattern PDF, taking the pages a knitter needs
 * (cover, materials, gauge, sizes, the start of the instructions). All are ordinary commercial or free patterns:
 * fourteen indie designers' PDFs (one a German designer's bilingual German / English PDF, one a Finnish
 * designer's in English translation), four yarn companies' free PDFs and two magazines' downloadable PDFs; twelve
 * in UK, Irish, Australian or European English (metres first) and eight in US or Canadian English (yards first).
 * Items: a men's henley, a cotton tank, a quarter-zip, a knitted skirt, a child's duffle coat, baby longies, knee
 * socks, mosaic mitts, a granny-square vest, a crochet baby dress, a lace shrug, crochet socks and a tapestry-yoke
 * crochet jumper in sizes; a half-pi shawl, a log cabin blanket, a cafetière cosy, a rag doll, an amigurumi cow,
 * bunting and a mosaic throw without. The extraction is varied across the texts, not all in each: the cover
 * page's words first (name, a one-line blurb, a photo credit); running headers and footers on every page ("Marsh
 * & Moor Knits – Harlow Henley – page 2 of 7", URLs, copyright lines); page numbers alone on a line; materials
 * boxes read out label then value on separate lines, or all labels then all values (the rag doll); size tables
 * flattened to one row a line with space-separated values and a "5 5 6 6 7 8 8 skeins" or "x 100g balls 4 5 6 7"
 * row; a colour table with tab-separated columns; words hyphenated at line ends ("three-but- / ton", "ﬁn- /
 * gering", "after- / thought"); lines broken mid-sentence; ligatures (ﬁ, ﬂ), fractions and curly quotes; chart
 * keys, chart row and column numbers and schematic measurements as loose numbers and words. Texts are 46 to 59
 * lines, two a file (ten parts) to keep the 250-line file rule.
 *
 * Source styles, one a text:
 * - rw38-01: a UK indie's men's henley (cover words, running header "... – page 2 of 7", "Design:", a flattened
 *   size table in numbered sizes 1-7 with to-fit and finished chests, a "5 5 6 6 7 8 8 skeins" row of a
 *   metres-only "100 g / 225 m" DK, "3.25 mm (UK 10 / US 3)" and "4 mm (UK 8 / US 6)"), in the round from the hem
 *   up with German short rows.
 * - rw38-02: a US yarn company's free cotton tank (pattern number, label / value lines, "XS (S, ... 3X)" by
 *   finished bust, "3 (3, 4, 4, 5, 5, 6) skeins" of "164 yds/150 m" sport, "US 4 (3.5 mm)" and "US 5 (3.75
 *   mm)"), an eyelet lace panel, bottom up in the round, copyright footer and lone page numbers.
 * - rw38-03: a Scottish indie's cabled knee socks in "S (M, L)" by calf circumference, "2 (2, 3) skeins" of a
 *   metres-only "100 g / 400 m" 4 ply / fingering, "2.25 mm (US 1)" and "2.5 mm (US 1½)", a chart key, chart
 *   numbers and a schematic as loose lines, top down in the round.
 * - rw38-04: a US indie's baby longies ("little acorn knits" header, "pattern by" in the running header) in
 *   "Newborn (3-6 months, 6-12 months, 12-24 months)", "Yardage: 150 (200, 260, 330) yds / ... m" beside the
 *   sample skein's 210 yds, top down in the round with short rows.
 * - rw38-05: a UK mill's child's duffle coat leaflet (pattern code, "Design:", a flattened age table "Age 2-3
 *   4-5 6-7 8-9 years" with cm and in rows, "x 100g balls 4 5 6 7", "5.5mm (UK 5/US 9)" and "6.5mm (UK 3/US
 *   10½)", a rope cable panel), the metres per ball in a yarn note at the end.
 * - rw38-06: a US indie's mosaic fingerless mitts in "Small (Medium, Large)", one "164 yds / 150 m" sport skein
 *   each of MC and CC for all sizes, two gauge lines (stockinette first), a chart key, cuff up in the round.
 * - rw38-07: a Finnish designer's half-pi shawl in English translation (Finnish subtitle, "English translation:",
 *   "Page 2/6" headers, Finnish licence line), "3 balls of 25 g, each approx. 210 m" lace weight mohair silk, a
 *   metric-only 3.5 mm needle, top down from a garter tab with lace bands.
 * - rw38-08: a US indie's log cabin blanket (two-line cover title, "Design & pattern:", a tab-separated colour /
 *   shade / skeins table of "175 yds / 160 m" worsted, 10 skeins in total, a schematic's strip numbers, a gauge
 *   that "isn't critical" with numbers, an applied I-cord border).
 * - rw38-09: a UK magazine's free download (issue line, standfirst, "Designed by", photo and styling credits,
 *   magazine page headers and footers, checkbox "YOU WILL NEED") for a Fair Isle cafetière cosy from 1 x 50g ball
 *   each of two "50g/112m" DK shades, a chart's row numbers and key as loose lines.
 * - rw38-10: a UK indie's knitted rag doll whose "WHAT YOU NEED" box is read out as four labels and then four
 *   values, grams per colour of a "50 g = 125 m" DK with small amounts of two more, "3 mm (UK 11 / US 2½)", toy
 *   stuffing in grams, i-cord straps.
 * - rw38-11: a US magazine's bonus download (issue line, byline in capitals, photo credit) for a men's raglan
 *   quarter-zip in "S (M, L, XL, 2XL, 3XL)", "6 (6, 7, 8, 8, 9) skeins" of "257 yd/235 m" aran broken across
 *   lines, "US 7 (4.5 mm)" and "US 8 (5 mm)", schematic measurements as loose lines, bottom up in the round.
 * - rw38-12: a German designer's bilingual skirt (German / English labels line by line, "Seite 2 von 5" footer,
 *   a translator) in "XS (S, M, L, XL)" by hip, "300 (350, ...) g" of "50 g ≈ 140 m", "Garnstärke / yarn weight:
 *   Sport", decimal-comma "3,5 mm und 4 mm" beside "3.5 mm and 4 mm", top down in the round.
 * - rw38-13: a US indie's granny-square sweater vest (brand line, "crochet patterns by", "2 of 9" headers) in
 *   "XS (S, ... 3XL)", MC skeins per size plus one skein each of three contrasts of "257 yds / 235 m" DK, "US G-6
 *   (4 mm)" and "US 7 (4.5 mm)", an hdc gauge before a square's size, a square layout as loose numbers.
 * - rw38-14: an Australian mill's crochet baby dress in Australian terms (pattern code, "Design:", a flattened
 *   "To ﬁt age (months) 0-6 6-12 12-18 18-24" table with a "Balls 3 3 4 5" row of "approx. 106 m" 8 ply cotton,
 *   "3.50 mm (US E-4)" and "4.00 mm (US G-6)"), yoke top down, a lacy shell skirt in joined rounds.
 * - rw38-15: a Scottish indie's amigurumi Highland cow (two-line cover title, "Pattern by"), grams per colour of
 *   a "100 g = 300 m" DK and "a few metres" of black, "3.5 mm (US E/4)", safety eyes and stuffing, a gauge that
 *   "isn't important", continuous rounds.
 * - rw38-16: a US indie's lace shrug worked flat cuff to cuff in "S/M (L/XL, 2X/3X)", "2 (3, 3) skeins" of "339
 *   yds / 310 m" DK, "US G-6 (4 mm)" and "US H-8 (5 mm)", a dc gauge before a lace-repeat line, a ribbed band in
 *   joined rounds.
 * - rw38-17: a UK yarn company's free crochet bunting by its design team (no designer), "1 ball each of 6
 *   shades" of "50g/125m" cotton DK in a flattened shade / colour / flags table, "4mm (UK 8/US G-6)", a flag's
 *   size and a tension that "is not critical" without numbers.
 * - rw38-18: a Canadian indie's toe-up crochet socks in "US women’s shoe size 5-6 (7-8, 9-10, 11-12)", "1 (1, 2,
 *   2) skeins" of "421 yds / 385 m" fingering, "US C-2 (2.75 mm)" and "US D-3 (3.25 mm)", a mini skein mentioned
 *   as not enough, joined rounds.
 * - rw38-19: an Irish indie's overlay mosaic throw ("BURREN" over "MOSAIC THROW", a photographer), 8 + 7 balls of
 *   an aran "approx. 150 m per ball", "5 mm (US H-8)" and "5.5 mm (US I-9)", a chart key and chart numbers.
 * - rw38-20: a UK indie's top-down tapestry-yoke crochet jumper in UK terms ("Design:" and a tech editor on one
 *   line), a flattened size table in sizes 1-6 with to-fit busts in cm and in, MC / CC1 / CC2 skein rows of a
 *   metres-only "100 g / 260 m" DK, "4 mm (US G/6)" and "4.5 mm (US 7)", two gauge lines (htr first).
 *
 * Conventions as in real-world.ts and the earlier batches (where they differ, the eighth's) and the brief's: sizes
 * are the names a text gives ('1' ... '7', 'XS' ... '3X', '2XL', '3XL', 'S/M', 'Small', 'Newborn'), not the
 * to-fit or finished measurements printed beside them; ages and months written out on every size ('2-3 years'
 * from "Age 2-3 ... years", '0-6 months' from "To ﬁt age (months) 0-6"); US women's shoe sizes lose their prefix
 * ('5-6'); the shawl, blanket, cosy (made to fit a cafetière, not a body), doll, cow, bunting and throw have none.
 * Yardage: yards printed per size are taken; skeins times the yards printed beside the metres (164 / 150, 175 /
 * 160, 257 / 235, 339 / 310, 421 / 385: chosen so the metres give the same whole yards), MC per size plus fixed
 * contrasts summed per size; metres-only skeins, balls and grams go through yardsFromMetres with the length per
 * weight (the henley's 225 m, the socks' 400 m, the duffle coat's 110 m from the yarn note at the end, the
 * shawl's 3 × 210 m, the cosy's 2 × 112 m, the doll's 25 + 40 + 15 g at 125 m per 50 g, the skirt's grams at
 * 140 m per 50 g, the dress's 106 m, the cow's 60 + 15 + 10 g at 300 m per 100 g, the bunting's 6 × 125 m, the
 * throw's 15 × 150 m, the jumper's MC + 2 skeins of 260 m); one amount for all sizes or for a sizeless item has a
 * null size (the mitts' two skeins); the longies' sample skein length, "small amounts", "a few metres", stuffing
 * grams and the socks' mini skein add nothing. Tools: printed US sizes are kept ('1.5' for "US 1½", '2.5' for
 * "US 2½", '10.5' for "US 10½", 'E-4' for "US E/4", 'G-6' for "US G/6"); metric-only needles take their
 * standard US size (the shawl's 3.5 mm '4', the skirt's 3.5 and 4 mm '4' and '6'); old UK numbers beside the mm
 * are ignored; one size listed once even when two lengths are used; smallest first. Weights: "double knitting
 * weight" / "DK", "DK weight (#3 light)", "DK weight wool", "DK acrylic", cotton DK and "8 ply cotton" DK; "4 ply /
 * ﬁngering weight", "Fingering weight (#1 super fine)" Fingering; "Sport weight", "sport weight" and "yarn weight:
 * Sport" Sport; "worsted weight" Worsted; "aran weight" Aran; "chunky weight" Chunky; "Lace weight mohair silk"
 * Lace. Gauge: the first line (stockinette, garter, Fair Isle, tr, hdc, sc, dc, htr or mosaic); Australian and UK
 * "tr" and "htr" count as stitches; a square's or a flag's size and a tension "not critical" without numbers give
 * none; "isn't important" gives none. Techniques, only in the brief's vocabulary: 'top-down' for "from the top
 * down", "worked top down", a yoke "from the top down" and a shawl "from the top down" from a garter tab;
 * 'bottom-up' for "from the hem up", "from the bottom up", "from the cuff up" and socks "from the toe up"; 'in
 * the round' for rounds, joined rounds, continuous rounds and a band in joined rounds; 'short rows', 'cables'
 * (a cabled rib, a rope cable panel), 'lace' (an eyelet lace panel, lace bands, a lacy shell skirt, an airy lace
 * pattern), 'fair isle' (named so), 'mosaic' (slipped-stitch and overlay mosaic), 'raglan', 'i-cord' (an
 * applied I-cord border, i-cord straps), 'granny square', 'amigurumi', 'tapestry crochet'. Log cabin strips,
 * garter stitch, moss stitch, an afterthought heel, loop stitch, post stitches and a flag worked in rows name
 * none. Designer: the person after "Design:", "Designed by", "design by", "pattern by", "Pattern by", "Design &
 * pattern:", a byline "BY ..." in capitals (written 'Caleb Sorensen') and a name alone under the cover title;
 * never a translator, tech editor, photographer, stylist, brand or design team (the bunting has none). Titles: all
 * capitals in title case ('Harlow Henley', 'Fellside Knee Socks', 'Acorn Longies', 'Fieldnote Mitts', 'Kuura
 * Shawl', 'Nell the Rag Doll', 'Hamish the Highland Cow', 'Solstice Shrug', 'Festival Bunting', 'Hearthside
 * Socks', 'Burren Mosaic Throw', 'Fenna Jumper'); a cover title split over two lines is one title ('Homestead Log
 * Cabin Blanket', 'Burren Mosaic Throw'); the blurb, the Finnish subtitle, the German half of 'Heide Skirt' and
 * the magazine, mill and brand headers are dropped.
 *
 * Unsure calls: the log cabin blanket's "isn't critical" gauge with numbers taken (as the earlier batches took a
 * "not critical" gauge with numbers); the mitts' one skein of each colour for all sizes as one null-size amount;
 * 'Newborn' kept beside the months; the crochet socks tagged 'bottom-up' for "worked from the toe up"; the shrug
 * tagged 'in the round' for its band though the body is worked flat; the quarter-zip tagged 'in the round' though
 * its yoke is finished back and forth; the henley's sizes as '1' ... '7' rather than the to-fit chest ranges; the
 * dress's ages taken from a "To ﬁt age (months)" row with the unit in the label; the shawl's Finnish-named title
 * kept as printed 'Kuura Shawl'; the skirt's weight from "Garnstärke / yarn weight: Sport" and its title as the
 * English half 'Heide Skirt'; the amigurumi's designer from "Pattern by" inside the running pages rather than the
 * brand "Wee Hookery"; the vest's hdc gauge taken over the square's size.
 *
 * Re-recorded after the first measure (session 23), to the corpus's convention, which the writer's brief had put
 * ambiguously: rw38-09's Fair Isle cosy is 'colorwork' too, as every earlier Fair Isle text records it (a knitter
 * searching for colourwork finds it). The floor keeps the first measure.
 */
import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_1 } from './real-world-thirty-eighth-part-1.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_2 } from './real-world-thirty-eighth-part-2.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_3 } from './real-world-thirty-eighth-part-3.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_4 } from './real-world-thirty-eighth-part-4.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_5 } from './real-world-thirty-eighth-part-5.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_6 } from './real-world-thirty-eighth-part-6.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_7 } from './real-world-thirty-eighth-part-7.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_8 } from './real-world-thirty-eighth-part-8.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_9 } from './real-world-thirty-eighth-part-9.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES_PART_10 } from './real-world-thirty-eighth-part-10.js';

export const REAL_WORLD_THIRTY_EIGHTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_1,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_2,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_3,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_4,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_5,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_6,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_7,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_8,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_9,
  ...REAL_WORLD_THIRTY_EIGHTH_CASES_PART_10,
];
