import { anyCase } from './reading-field.js';
import { NAME } from './title-lines.js';

/** The lines that name a pattern's designer: "Design by ...", "Pattern by ... |", "PDF pattern by Studio (Name)". */

// Keywords in any case, names capitalised: "design by Clara Moreau", never "by the way".
const BY = [
  'pattern & photos',
  'pattern and photos',
  'text & photos',
  'words & photos',
  // "Design and production: Keiko Arata", as Japanese books credit the designer.
  'design and production',
  'design & production',
  'designed by',
  'design by',
  'pattern by',
  'written by',
  // A blog post's author: "Posted by Joanna Veltri · Crochet Garments".
  'posted by',
  'created by',
  'by',
  'designer',
  'design',
  'author',
]
  .map(anyCase)
  .join('|');
// "... Pattern by Lotte Berg | lottemakes.com": a handle or web address may close the line after the name.
// Or a blog post's count of comments ("Posted by Jess Marrow · 14 comments"), or the terms it is written in ("Crochet
// pattern by volunteer Margaret Doyle (UK terms)").
const HANDLE_AFTER = String.raw`(?:\s*[|\u00B7]\s*(?:@\S+|(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+\S*|\d+\s+(?:comments?|replies|responses)))?(?:\s*\((?:UK|US|American|British|Australian)(?:\s+crochet)?\s+terms\))?`;
// "written by Dana Obi for our beginner classes": who it was written for may follow the name.
const FOR_WHOM = String.raw`(?:\s+for\s+(?:our|the|my|a|an|all)\b[^A-Z]*)?`;
// Who translated, transcribed, retyped, photographed or edited it is credited "by" too, and is not its designer
// ("Typed up by Doreen M. for the group" over an old leaflet, "photos by Dana Okafor"; "pattern & photos by" is).
const NOT_THE_DESIGNER = String.raw`(?<!\b(?:[Tt]ranslated|[Tt]ranscribed|[Rr]e-?typed|[Tt]yped\s+(?:up|out)|[Pp]hotographed|[Pp]hotography|[Pp]hotographs|(?<!\b(?:[Pp]attern|[Tt]ext|[Ww]ords)\s*(?:&|and)\s*)[Pp]hotos?|[Pp]ictures|[Ss]tyled|[Ss]tyling|[Ee]dited|[Rr]eviewed|[Tt]ested|[Mm]odelled|[Ii]llustrated)\b.*)`;
export const BYLINE = new RegExp(
  String.raw`${NOT_THE_DESIGNER}(?:^|\b)(?:${BY})\s*:?\s*(?<name>${NAME})${HANDLE_AFTER}${FOR_WHOM}\s*$`,
);
// "Pattern by keeper Nell Abernathy", "designed by our own Ada Lowe": the designer's role or a kind word between the
// credit and the name (only after a credit of two words: "by the Northern Lights" names no one; "Design by the Hobby
// Haven Studio", a shop).
export const ROLE_BYLINE = new RegExp(
  String.raw`${NOT_THE_DESIGNER}(?:^|\b)${anyCase('(?:designed|design|pattern|written|created) by')}\s+(?:(?!the\b)[a-z]{2,}\s+){1,2}(?<name>${NAME})${HANDLE_AFTER}\s*$`,
);
// "Pattern: Kirra Donnelly for Southern Cross Yarns", "Pattern: Dana Whitfield, Teen Services Librarian": a person
// credited under the label a title takes elsewhere, their house or role after the name.
export const PATTERN_CREDIT = new RegExp(
  String.raw`^${anyCase('pattern')}\s*:\s*(?<name>${NAME})(?:\s+for\s+\S.*|\s*,\s*[A-Za-z][^,]{2,40})$`,
);
// "PDF pattern by LoopsStudio (Hanna Berg)", "by Purl Bee Co. (Ana Ruiz)": a studio's name, the person's after it.
// Not a person with the studio after ("© Mei Lin Tan (Tiny Loops Studio)"): the studio is no person.
export const STUDIO_AND_NAME = new RegExp(
  String.raw`^\S+(?:\s+\S+){0,3}\s*\((?<name>${NAME})(?<!\s(?:Studio|Designs?|Knits|Crochet|Yarns?|Knitwear|Toys|Co\.?))\)\s*$`,
);
export const BY_STUDIO_NAME = new RegExp(String.raw`\b(?:${BY})\s*:?\s*(?<rest>\S.*)$`);
// "Amigurumi pattern - Mei Lin": the name after a dash that follows "pattern" or "design".
export const DASH_BYLINE = new RegExp(
  // "\w\s+" before: "Pattern: Loop Cowl" is a labelled title, not a byline.
  // "crochet pattern · Amara Okafor-Lind": or after a middle dot or a bar.
  String.raw`\w\s+(?:${anyCase('pattern')}|${anyCase('design')})\s*[-\u00B7|]\s*(?<name>${NAME})\s*$`,
);
// Not a house's team or studio named by its house's name: "Design: Vale Alto design team".
export const BYLINE_START = new RegExp(
  String.raw`^(?:${BY})\s*:?\s*(?<name>${NAME})(?![\w\u00C0-\u024F\u1E00-\u1EFF'-])(?!\s+(?:design\s+)?(?:team|studio)\b)`,
);
// "Design © Kirra Donnelly, Little Gum Knits": the design's copyright, its holder named before the studio.
export const DESIGN_COPYRIGHT = new RegExp(
  String.raw`^(?:${anyCase('design')}|${anyCase('pattern')})(?:\s*(?:&|${anyCase('and')})\s*${anyCase('photos')})?\s*(?:©|\([cC]\)|${anyCase('copyright')})\s*(?:\d{4}\s*)?(?<name>${NAME})`,
);
export const COPYRIGHT = new RegExp(
  String.raw`(?:©|\([cC]\)|${anyCase('copyright')})\s*(?:\d{4}\s*)?(?<name>${NAME})`,
);

/** Whether a line is a designer's byline ("Designed by Ana Ruiz", "Design: Kari Hestnes", "by" alone). */
export function isByline(line: string): boolean {
  return (
    BYLINE_START.test(line) ||
    BYLINE.test(line) ||
    DASH_BYLINE.test(line) ||
    ROLE_BYLINE.test(line) ||
    PATTERN_CREDIT.test(line) ||
    /^(?:designed by|design by|pattern by|by|designer:?)$/i.test(line)
  );
}

// "Photographs © Callum Brennan", "photos by Dana Okafor": who took the pictures ("pattern & photos:" and "design &
// photography:" name the designer).
export const PHOTO_CREDIT =
  /(?<!\b(?:pattern|design|text|words)\s*(?:&|and)\s*)\b(?:photo(?:graph)?s?|photography|pictures|images|styling)\s*(?:by|©|\(c\)|copyright|:)?\s*$/i;

// "design & words: ffion pritchard · photos: gethin pritchard": a studio that sets its credits in lower case.
const LOWER_CASE_BYLINE =
  /^(?:design(?:ed)?|pattern)(?:\s*(?:&|and)\s*(?:words|photos|text))?\s*(?:by|:)\s*(?<name>[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){1,2})\s*(?:$|[\u00B7|,])/;

/** The designer a lower-case byline names, as the name is written ("Ffion Pritchard"); null for any other line. */
export function lowerCaseByline(line: string): string | null {
  const name = LOWER_CASE_BYLINE.exec(line)?.groups?.name;
  return name ? name.replace(/(?<=^|\s|-)[a-z]/g, (letter) => letter.toUpperCase()) : null;
}
