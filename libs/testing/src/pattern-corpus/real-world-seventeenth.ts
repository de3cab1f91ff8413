import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_SEVENTEENTH_CASES_PART_1 } from './real-world-seventeenth-part-1.js';
import { REAL_WORLD_SEVENTEENTH_CASES_PART_2 } from './real-world-seventeenth-part-2.js';
import { REAL_WORLD_SEVENTEENTH_CASES_PART_3 } from './real-world-seventeenth-part-3.js';
import { REAL_WORLD_SEVENTEENTH_CASES_PART_4 } from './real-world-seventeenth-part-4.js';
import { REAL_WORLD_SEVENTEENTH_CASES_PART_5 } from './real-world-seventeenth-part-5.js';

/**
 * Real-world phrasings (issue 23), a seventeenth held-out batch of 20 texts (12 knitted, 8 crocheted): written
 * blind (the writer read only the corpus types, real-world.ts's conventions, the eighth to sixteenth batches' doc
 * comments, the first 60 lines of the eighth's first part for the entry format, and the reading's contract with
 * its craft and weight lists; never the reader's code, tests or README, nor the other corpus texts), never ran the
 * reader on them, and committed them before anyone did. Eighteen are the kinds a knitter most often saves (indie
 * designers' PDFs, yarn companies' free patterns, magazine and book pages, crochet bloggers' posts printed to
 * PDF); two are unusual sources. Publisher styles not used by the earlier batches: an indie top-down raglan
 * cardigan PDF with a dotted contents list and a size table whose PDF extraction put every cell on its own line
 * (Size / Finished bust / Yards / Metres, numbered sizes 1-7); a New Zealand yarn company's kids' hoodie in "6
 * mths  1 yr  2 yrs  4 yrs  6 yrs" with a main colour in balls per size, a fixed contrast and the metres per ball
 * in a "YARN NOTE" below the tension; a US quarterly's pullover extracted in layout mode, so the intro, sidebar
 * (finished size, yarn, needles, gauge), credits and an advert share lines, "187 yd [171 m]/100 g" skeins per
 * size, "continued on page 88"; a sock book's chapter page with a running header, "Contributed by" and an
 * editor in the footer, sized by foot circumference in cm first; an indie mitten PDF with a licence block, a
 * technical editor and "Kid (Teen, Adult M, Adult L)" with MC per size and a fixed CC; a Belgian yarn house's
 * baby blanket by "Studio" with a language switcher; a yarn subscription box's insert card (box contents, next
 * month's kit) with a hat sized only by head circumference and a second skein for the largest size; an
 * Argentine designer's self-translated shawl (Spanish / English labels, "3,5 mm (US 4)"); a UK toy designer's
 * hedgehog PDF with a safety notice, safety eyes in mm and stuffing in grams; a French indie's self-translated
 * vest in French sizes "T1 (T2, T3, T4, T5)" with metres only and decimal-comma needles; a Scottish island
 * mill's pattern-library hot water bottle cover with a QR code; a crochet blog post printed with breadcrumb,
 * "Jump to Pattern", affiliate notice, "Advertisement" lines, a pin prompt and a comment with another yarn, in
 * "XS (S, M, L, XL) [2X, 3X, 4X, 5X]" with yards in prose; a Polish indie crochet vest with Instagram testers in
 * hyphen-paired sizes "XS-S (M-L) (XL-2XL) (3XL-4XL)" and grams per size; a translated Vietnamese amigurumi with a
 * translator and a proofreader; a British crochet book's lace tee with a running header, photo note and "About
 * the designer"; a South African mill's granny-square cushion "designed for" it, with a kit price in rand; a
 * designer's Substack issue (likes, share, paid-subscriber PDF, a commenter's other yarn); and a Mexican
 * designer's bilingual crochet bag in macramé cord. The unusual sources: a sheep farm's fibre-share quarterly
 * letter (lambing, meat shares) with a hat by the shepherd's daughter, and a hardware store's DIY project sheet
 * for a jute twine basket with SKUs, prices and a planter advert.
 *
 * Conventions as in real-world.ts and the eighth to sixteenth batches (where they differ, the eighth's); besides
 * them (the writer's reading, not checked against the reader): sizes. Numbered sizes are '1' to '7' even though
 * the table also gives finished busts; a mixed months / years row is '6 months', '1 year' (singular, as printed
 * "1 yr"), '2 years' ...; finished chests in inches are '36' ... without the mark; foot circumferences in cm
 * printed before the inches are '19', '21', '23'; head circumferences "To fit head circumference: 18 (20, 22,
 * 24)"" are the sizes when no size names are given; "Adult S (M, L)" drops the prefix that belongs to every size
 * ('S', 'M', 'L'), while "Kid (Teen, Adult M, Adult L)" keeps each name whole; French "T1" ... are kept as
 * printed; hyphen-paired sizes are kept whole ('XS-S', '3XL-4XL'); "To fit bust: 32-34 (...)" are the ranges
 * ('32-34'); the blanket, shawls, toys, bag, basket, cushion and hot water bottle cover have no sizes.
 * Yardage: a yards row in a size table is taken as printed (its metres row agrees); a main colour per size plus a
 * fixed contrast is summed per size (the hoodie: (3, 4, 4, 5, 6) + 1 balls of 120 m; the mittens: MC (1, 1, 2,
 * 2) + 1 CC skein of 164 yds); skeins or grams per size times the length per skein, yards taken when both units
 * are printed (187 yd / 171 m, 421 yds / 385 m, 222 yds / 203 m, 164 yds / 150 m: chosen so the metres give the
 * same whole yards); the box hat's one skein for the three smaller sizes and a second for 24" are 210, 210, 210,
 * 420; the farm hat's "1 skein ... for all sizes" is one amount (190) with a null size, not the share's 3 skeins;
 * per-colour balls are summed (the cushion's 9 balls of 105 m); the amigurumi's 30 g + 10 g go through 170 m per
 * 50 g (136 m); the jute basket's "2 spools ... 300 ft each" are 600 ft = 200 yds; the bag's cord counts ("2
 * rolls ... approx. 100 m each"); next month's box kit, commenters' yarn, stuffing grams and a meat share's pounds
 * add nothing. Tools: the blog sweater's "5.5 mm (I-9)" and "5 mm (H-8)" are 'I-9' and 'H-8'; metric-only hooks get
 * their standard US size (4.5 mm '7', 5 mm 'H-8', 2.75 mm 'C-2'); metric-only knitting needles too (2.75 mm '2',
 * 3.25 mm '3', 6 mm '10'); US-only needles "US 7" and "US 8" get 4.5 and 5 mm; "N/P-15 (10 mm)" keeps its
 * two-letter form; "US G/6" is 'G-6'; old NZ/UK numbers "(No. 10)" are ignored; the toy's 9 mm safety eyes, the
 * amigurumi's 8 mm eyes, 20 mm buttons and an 18 mm snap are not tools; tools are listed smallest first.
 * Weights: "8 ply (DK)" DK; "aran weight" Aran; "DK / light worsted (3)" DK; "Worsted weight yarn (#4 medium)"
 * Worsted; "2-Ply (worsted weight ...)" Worsted (the ply count is not a weight); "chunky" Chunky; milk cotton
 * "sport weight" Sport; the macramé cord and jute twine name none. Gauge: "2 pattern repeats (20 sts) and 10
 * rows" is 20 and 10; "18 sts = 4"" has null rows; the toy's "Not critical ... about 24 sts and 32 rows to 10
 * cm" is taken (numbers given); the cable panel's "30-st Chart A = 5"" and "16-st cable panel measures 6cm", a
 * granny square's size and "Not critical" / "not important" without numbers give none; "12 sc x 13 rounds = 10
 * cm" is over 4 inches. Techniques use the earlier batches' vocabulary only: 'top-down' for a cardigan "worked
 * seamlessly from the top down", cuff-down socks and a shawl "worked top-down from the centre (back) neck";
 * 'bottom-up' for pieces "from the hem up" or "from the bottom up", a vest "from the bottom up to the armholes",
 * mittens "from the cuff up" and hats "from the brim up"; 'in the round' for joined rounds, sleeves "worked in
 * the round", a spiral "in the round" and a bag's "joined rounds"; 'raglan'; 'cables' for a travelling cable,
 * a central cable (torsade), a cable band and cable panels; 'colorwork' for stranded colourwork; 'lace' for a
 * lace shawl, a "lacy shell pattern" and an "airy lace mesh"; 'amigurumi'. Knit-and-purl texture clouds, I-cord,
 * garter, loop stitch, granny squares, post-stitch ribbing, twisted rib and an afterthought thumb name none.
 * Designer: "a ... cardigan by", "Designed by ... for", the magazine byline, "Contributed by" (not the book's
 * editor), "Designer:", "pattern by", "Diseño / Design:", "knitting pattern by", "Un modèle de / A pattern by",
 * the blog author who posts her own pattern, "design & pattern:", the amigurumi's "pattern by" with the name in
 * Vietnamese order ('Nguyễn Thảo Vy'), the book's "Designer:", "Pattern designed for ... by", the Substack
 * author, the bag's maker named under "Crochet pattern", the farm's "pattern by Wren Abernathy" and the store's
 * "Project by" without the job title; never a tech editor, translator, proofreader, photographer, stylist,
 * tester, editor, commenter or "Studio Lindenhof" (the blanket has no designer). Titles drop "a top-down raglan
 * cardigan by ...", "– Free Crochet Pattern + Video Tutorial", "DIY PROJECT SHEET" and the publisher's header;
 * the English half of a bilingual title is taken ('Pampa Shawl', 'Nettle Vest', 'Marisol Crossbody Bag', 'Mây
 * the Octopus'); all capitals are title case ('Kōwhai Hoodie', 'Wolkje Baby Blanket', 'Snowline Mittens',
 * 'Makowa Vest', 'Jute Twine Storage Basket').
 *
 * Unsure calls: '1 year' singular beside '6 months' and '2 years'; the hat's head circumferences as sizes; the
 * box hat's per-size yards (a knitter might record one skein for all); 'Adult' dropped from "Adult S (M, L)";
 * the toy's "not critical" gauge with numbers taken; feet converted to yards for the twine; "Mây the Octopus"
 * keeping the Vietnamese name that is also the octopus's name; the French vest's 'T1' sizes.
 */
export const REAL_WORLD_SEVENTEENTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_SEVENTEENTH_CASES_PART_1,
  ...REAL_WORLD_SEVENTEENTH_CASES_PART_2,
  ...REAL_WORLD_SEVENTEENTH_CASES_PART_3,
  ...REAL_WORLD_SEVENTEENTH_CASES_PART_4,
  ...REAL_WORLD_SEVENTEENTH_CASES_PART_5,
];
