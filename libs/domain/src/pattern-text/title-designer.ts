import type { PatternReading } from '@yarn-mgmt/contracts';
import {
  BY_STUDIO_NAME,
  BYLINE,
  BYLINE_START,
  COPYRIGHT,
  DASH_BYLINE,
  DESIGN_COPYRIGHT,
  lowerCaseByline,
  PHOTO_CREDIT,
  PATTERN_CREDIT,
  ROLE_BYLINE,
  STUDIO_AND_NAME,
} from './bylines.js';
import { COMPANY } from './designer-features.js';
import { chooseDesigner } from './designer-model.js';
import { creditedAtEnd } from './designer-tail.js';
import { readingField } from './reading-field.js';
import { namedAfterJump } from './title-after-jump.js';
import { headerJoinedLines, nameOver, runningHeaderTitle } from './title-running-header.js';
import { creditUnderTitle, isTitleLabel, labelledTitle, titleAt, titleHead } from './title-head.js';
import {
  capitalsName,
  isAllCaps,
  ITEM_WORD,
  NAME,
  nameOverCapitals,
  plausibleName,
  studioName,
} from './title-lines.js';
import { chooseTitleLine } from './title-model.js';
import {
  cleanTitle,
  FREE_PATTERN_ASIDE,
  GENERIC_LINE,
  HEADING_LIKE,
  titleCandidate,
  titleCase,
} from './title-text.js';

type Found = Pick<PatternReading, 'title' | 'designer'>;

// "DESIGNED BY MARIA SANTOS": a name set in capitals, as it is written; "Designer Clare Whitlow's rag doll": the
// name, not its possessive.
const personName = (name: string): string =>
  (isAllCaps(name) ? titleCase(name) : name).replace(/['\u2019]s$/i, '');

type Designer = { name: string; source: string; sure: number };

/** A designer named without a byline: a studio line, or a name over a title in capitals. */
function designerAbove(head: string[], titleStart: number): Designer | null {
  // A studio's line above the title or under it ("Jane Doe Designs © 2022").
  const studio = head.find((line, index) => index !== titleStart && studioName(line));
  // "Tin Can Knits" is a studio of two designers: its words are a guess at the designer's name.
  // A person's name beside a web address or a studio's ("Ian Ross · Loom Studio") is surer.
  if (studio)
    return { name: studioName(studio)!, source: studio, sure: /[|\u00B7]/.test(studio) ? 0.6 : 0.45 };
  const above = head[titleStart - 1];
  const over = above && nameOverCapitals(above, head[titleStart]) && titleCandidate(head[titleStart]);
  return over ? { name: above, source: above, sure: 0.6 } : null;
}

function findDesigner(head: string[], titleStart: number, titleIndex: number): Designer | null {
  // "By Kayla Brooks" anywhere at the top before a dash after the page's name ("... Free Crochet Pattern - Sunny
  // Side Hooks", a browser's title line naming the site).
  const strong = head.findIndex((line) => BYLINE_START.test(line) || BYLINE.test(line));
  for (let index = 0; index < head.length; index += 1) {
    const line = head[index];
    const studioRest = BY_STUDIO_NAME.exec(line)?.groups?.rest;
    const start =
      BYLINE_START.exec(line) ??
      BYLINE.exec(line) ??
      (strong < 0 ? DASH_BYLINE.exec(line) : null) ??
      ROLE_BYLINE.exec(line) ??
      PATTERN_CREDIT.exec(line) ??
      DESIGN_COPYRIGHT.exec(line) ??
      (studioRest ? STUDIO_AND_NAME.exec(studioRest) : null);
    if (start?.groups && plausibleName(start.groups.name))
      return { name: personName(start.groups.name), source: line, sure: index === titleIndex ? 0.85 : 0.9 };
    const lower = lowerCaseByline(line);
    if (lower) return { name: lower, source: line, sure: 0.85 };
    const credited = index !== titleIndex ? creditUnderTitle(head, index) : null;
    if (credited) return { name: credited, source: line, sure: 0.8 };
    // "by" alone, the name on the next line.
    if (/^(?:designed by|design by|pattern by|by|designer:?)$/i.test(line) && head[index + 1]) {
      const next = new RegExp(`^${NAME}$`).exec(head[index + 1]);
      if (next && plausibleName(next[0])) return { name: next[0], source: `${line} ${next[0]}`, sure: 0.85 };
    }
  }
  const above = designerAbove(head, titleStart);
  if (above) return above;
  const copyright = head
    .map((line) => COPYRIGHT.exec(line))
    .find((match) => match?.groups && !PHOTO_CREDIT.test(match.input.slice(0, match.index)));
  if (copyright?.groups && plausibleName(copyright.groups.name) && !COMPANY.test(copyright.groups.name))
    return { name: copyright.groups.name, source: copyright.input, sure: 0.6 };
  // A bare name on the line after the title (past a repeated title or a "Free Pattern" banner), as PDFs set it.
  if (titleIndex < 0) return null;
  const title = head[titleIndex];
  const after = head.slice(titleIndex + 1).find((line) => line !== title && !GENERIC_LINE.test(line));
  // Not a second line of the title: "Mosaic Mitts", "Cabled Beanie" name things made, not people.
  const person = (line: string) => plausibleName(line) && !HEADING_LIKE.test(line) && !ITEM_WORD.test(line);
  if (after && new RegExp(`^${NAME}$`).test(after) && person(after)) {
    const words = after.split(/\s+/);
    if (words.length <= 3 && !isAllCaps(after)) return { name: after, source: after, sure: 0.5 };
  }
  // A magazine's designer set in capitals under a title that is not ("Ridgeline Pullover" / "ANNA MARTINEZ").
  if (after && !isAllCaps(title) && capitalsName(after))
    return { name: titleCase(after), source: after, sure: 0.45 };
  return null;
}

/**
 * A person named at the top (a studio line, a name beside a web address) and again in the copyright line at the
 * end ("Mirren Calloway Designs" ... "© 2026 Mirren Calloway"): the designer, as the copyright says it.
 */
function signedTwice(lines: readonly string[], head: readonly string[]): Designer | null {
  const text = lines.filter((line) => line !== '');
  for (const line of text.slice(-10).reverse()) {
    const match = COPYRIGHT.exec(line);
    const name = match?.groups?.name;
    if (!match || !name) continue;
    // "© The Loop & Ladle": a business's name, cut at its ampersand, is no person's.
    const business = /^The\s/.test(name) || /^\s*&/.test(line.slice(match.index + match[0].length));
    if (business || !plausibleName(name) || COMPANY.test(name) || ITEM_WORD.test(name)) continue;
    // The name at the top may be a brand set in lower case ("maya lindgren-ortiz · knitwear").
    if (head.some((other) => other.toLowerCase().includes(name.toLowerCase()) && !COPYRIGHT.test(other)))
      return { name, source: line, sure: 0.6 };
  }
  return null;
}

/** The pattern's name (a labelled title, else the title model's pick of the head's lines) and its designer. */
export function readTitleAndDesigner(lines: readonly string[]): Found {
  const head = titleHead(lines);
  const found: Found = {};
  const labelled = labelledTitle(head);
  let titleIndex = -1;
  let titleStart = -1;
  if (labelled) {
    titleIndex = labelled.index;
    found.title = readingField(labelled.title, 0.95, head[labelled.index]);
  } else {
    const choice = chooseTitleLine(head);
    // "RONAS" / "Slipover" under "Ronas Slipover · Studio · Page 2 of 8": the name, whatever line the model liked.
    const joined = headerJoinedLines(head);
    if (joined) {
      [titleStart, titleIndex] = [joined.first, joined.last];
      found.title = readingField(joined.title, 0.85, `${head[joined.first]} ${head[joined.last]}`);
    } else if (choice.index >= 0) {
      const { title, raw, last } = titleAt(head, choice.index);
      // A cover's name broken over two lines, printed whole in the running header ("Hollyhock" / "Arm Warmers").
      const whole = raw === head[choice.index] ? runningHeaderTitle(head, choice.index) : null;
      titleStart = whole?.first ?? choice.index;
      titleIndex = whole?.last ?? last;
      const over = whole || raw !== head[choice.index] ? null : nameOver(head, choice.index);
      if (over) titleStart = choice.index - 1;
      found.title = readingField(whole?.title ?? over ?? title, titleConfidence(choice.probability), raw);
    }
  }
  const named =
    found.title && namedBelow(lines, found.title.value, FREE_PATTERN_ASIDE.test(found.title.source));
  if (named) found.title = readingField(named.title, found.title!.confidence, named.source);
  // Over a browser title's headline too, not over a title said under its own label.
  const jumped = !(labelled && isTitleLabel(head[labelled.index])) && namedAfterJump(lines);
  if (jumped) found.title = readingField(jumped.title, 0.85, jumped.source);
  const designer =
    findDesigner(head, titleStart, titleIndex) ?? signedTwice(lines, head) ?? creditedAtEnd(lines);
  if (designer && retypedByPoster(lines, designer.source)) return found;
  if (designer) found.designer = readingField(designer.name, designer.sure, designer.source);
  else {
    // No byline the rules know: the designer model's pick of the names at the top and the end, always to be checked.
    const guess = chooseDesigner(lines, labelled ? labelled.index : titleStart);
    // A page that says it retyped an old leaflet names no designer without a byline (its owner's mother is none).
    const retyped = lines.slice(0, 20).some((line) => RETYPED.test(line));
    // Nor the pattern's own name ("Drops Design" / "Winter Cherry").
    const named = guess?.candidate.name.toLowerCase() === found.title?.value.toLowerCase();
    if (guess && !retyped && !named && !retypedByPoster(lines, guess.candidate.line))
      found.designer = readingField(
        guess.candidate.name,
        guess.probability >= 0.9 ? 0.5 : 0.4,
        guess.candidate.line,
      );
  }
  return found;
}

// A blog's headline describes the thing made ("Easy Garter Baby Kimono"); the pattern's name is set further down
// in its own line, the same thing with a name for the description ("WREN BABY KIMONO").
// Or names its stitch or craft ("Linen Stitch Placemats", "Easy Crochet Cable Ear Warmer") over "Farmstand Placemats".
const DESCRIBED = /^(?:easy|simple|quick|beginner'?s?|basic|free|the\s+(?:easiest|best))\s/i;
const STITCH_NAMED = /\b(?:stitch|crochet|knit|knitted|crocheted)\b/i;
// Or is a headline that says it gives a free pattern ("Little Bear Baby Hat (Free Knitting Pattern in 4 Sizes!)").
function namedBelow(
  lines: readonly string[],
  title: string,
  headline: boolean,
): { title: string; source: string } | null {
  if (!headline && !DESCRIBED.test(title) && !STITCH_NAMED.test(title)) return null;
  const words = title.toLowerCase().split(/\s+/);
  // The last thing the headline names ("Easy Crochet Bucket Hat Pattern (Free!) + Video Tutorial": "hat").
  const named = [...title.matchAll(new RegExp(ITEM_WORD.source, 'gi'))].at(-1)?.[0].toLowerCase();
  const end = named ?? (ITEM_WORD.test(words.at(-1)!) ? words.at(-1)! : words.slice(-2).join(' '));
  const line = lines.slice(0, 60).find((candidate) => {
    const name = cleanTitle(candidate).toLowerCase();
    return (
      // Not the name again, as a contents list numbers it ("6 Cozy Campfire Beanie pattern").
      !name.includes(title.toLowerCase()) &&
      !/^\d/.test(name) &&
      name.endsWith(` ${end}`) &&
      name.split(/\s+/).length <= 5 &&
      !DESCRIBED.test(name) &&
      !STITCH_NAMED.test(name) &&
      titleCandidate(candidate)
    );
  });
  return line ? { title: cleanTitle(line), source: line } : null;
}

// "Posted ... by Sue Pettifer" over "I've typed this up from my mum's old leaflet": the poster retyped an old
// pattern, they did not design it (the leaflet names no designer). A credit that says so itself ("Typed up by")
// is no byline (bylines.ts) nor a name candidate (designer-candidates.ts); a blog's "Posted by" says it a few
// lines away.
// Or "here it is, typed out exactly as printed".
const RETYPED = /\b(?:re-?typ(?:ed|ing)|typ(?:ed|ing) (?:(?:this|it|them) )?(?:up|out)|transcribed)\b/i;
const retypedByPoster = (lines: readonly string[], source: string): boolean =>
  /\bposted\b/i.test(source) && lines.slice(0, 20).some((line) => RETYPED.test(line));

/** The model's probability as the reading's confidence: a clear pick reads as sure, a close call asks to check. */
function titleConfidence(probability: number): number {
  if (probability >= 0.9) return 0.85;
  if (probability >= 0.7) return 0.7;
  return probability >= 0.5 ? 0.5 : 0.4;
}
