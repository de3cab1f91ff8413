/**
 * The kinds of line set above a pattern's title: a publisher's masthead (yarn house, leaflet number, issue,
 * season), a yarn's name, a designer's studio or name; and the shape of a person's name.
 */

// Yarn houses that print their name above each pattern's title (leaflets, magazines, free patterns).
const YARN_HOUSES = [
  'rowan',
  'sirdar',
  'patons',
  'drops',
  'garnstudio',
  'stylecraft',
  'king cole',
  'debbie bliss',
  'sandnes garn',
  'lang yarns',
  'schachenmayr',
  'red heart',
  'bernat',
  'caron',
  'lion brand',
  'cascade yarns',
  'hayfield',
  'wendy',
  'james c\\. brett',
  'katia',
  'phildar',
  'rico',
  'hamanaka',
  'noro',
  'berroco',
  'scheepjes',
  'novita',
  'dale garn',
  'istex',
  'sublime',
  'erika knight',
  'jarol',
  'twilleys',
  'robin',
].join('|');
// What publishers print above the title: a web address, a leaflet or pattern number, a collection or issue.
const MASTHEAD = new RegExp(
  [
    String.raw`^[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|co\.uk|uk|de|dk|no|se|fi|fr|nl|es|it|au|ca|shop|store|info|io)\b\S*$`,
    // A code may carry letters on both sides of its dash ("Free Crochet Pattern HY-C118") or say where in a
    // series it stands ("Pattern 4 of 6").
    // In another language too: "Patron No. 12", "Modèle 4", "Muster Nr. 7", "Opskrift 3".
    String.raw`\b(?:leaflet|pattern|design|model|style|booklet|book|magazine|guide|kit|patron|mod[eè]le|modello|muster|m[øo]nster|opskrift|oppskrift)\s*(?:no\.?|nr\.?|number|#)?\s*[:#]?\s*(?:[a-z]{0,4}-)?[a-z]{0,4}[-\s]?\d+(?:[-/.]\d+)*[a-z]?(?:\s+of\s+\d+)?\s*$`,
    // A book's chapter or the book itself, named above a pattern's title: "Chapter 2: Friends from the Ice",
    // 'From "Knits for Little Ones" (translated from the Norwegian)'.
    String.raw`^(?:chapter|section|part|book)\s+(?:\d+|[ivx]+|one|two|three|four|five|six|seven|eight|nine|ten)\b\s*[:.-]|^chapter\s+\S+$|^(?:from|excerpted from|reprinted(?: with permission)? from)\s+(?:the\s+book\s+)?["'].+["']|\btranslated\s+(?:from|by)\b`,
    // A shop or mill's name alone: "HOMESTEAD YARNS", "Bluebell Wool Co.", "Riverside Mills", "Little Thimble Toys",
    // "ROWANVALE WOOLS", a group's: "Heathfield Heritage Knitters".
    String.raw`^[A-Za-z&'. ]{2,30}\s(?:yarns|wools|woollens|knitters|crocheters|guild|society|yarn\s+co(?:mpany)?\.?|wool\s+(?:co\.?|company|shop)|woollen\s+mills|mills|toys|fib(?:re|er)\s+co\.?|(?:crochet|knit(?:ting)?|knitwear|stitch(?:es)?|crafts?|hook)\s+co(?:mpany)?\.?)$`,
    // A club's instalment above the title: "a sock club pattern, Month 4", "Shawl Club - Month 3 of 6".
    String.raw`\b(?:sock|yarn|knit(?:ting)?|crochet|shawl|pattern|mystery)\s+club\b.*\b(?:month|shipment|instal?ment|edition|box)\s*\d+`,
    String.raw`\bcollection\b|\bvol(?:ume)?\.?\s*\d|\bissue\s*(?:no\.?\s*)?\d|\bpattern\s+archive\b`,
    // A periodical's or a series' own name: "The Saturday Herald Magazine", "Reprint Series, Sheet 9".
    String.raw`\b(?:magazine|gazette|herald|journal|newsletter|quarterly|weekly)$|\bseries\b.*\b(?:sheet|no\.?|number)\s*\d`,
    // A trademark sign marks a brand or yarn line ("HEARTLAND® Super Value®"), not a pattern's name.
    String.raw`[®™]`,
    String.raw`\b(?:spring|summer|autumn|fall|winter|holiday)(?:\s*[/&-]\s*(?:spring|summer|autumn|fall|winter))?\s+(?:\d{4}|collection)\b`,
    // A pattern's code alone or after its house's name: "No. 3215", "DROPS 251-7", "GARNHUS ee-812".
    String.raw`^(?:[A-Za-z]+\.?\s+)?#?\s*[a-z]{0,3}-?\d+(?:[-/.]\d+)?[a-z]?$`,
    // A yarn house's name set above the pattern as its masthead.
    String.raw`^(?:${YARN_HOUSES})(?:\s+(?:${YARN_HOUSES}|yarns?|design|garn|knitting))*$`,
    // Or with its code or issue after a word or two: "DROPS Baby 33-12", "Rowan ... Magazine Number 68".
    String.raw`^(?:${YARN_HOUSES})\s+(?:[A-Za-z&]+\s+){0,4}(?:no\.?\s*|#)?\d+(?:[-/.]\d+)*[a-z]?$`,
    // "A Knit Picks Pattern", "A Tin Can Knits Design": the publisher's banner.
    String.raw`^an?\s+\S.{1,30}\s+(?:pattern|design)$`,
    // A knit- or crochet-along's instalment: "Crochet Along 2026 · Part 1 of 6", "MKAL clue 3".
    String.raw`\b(?:knit|crochet)[\s-]?along\b|\b(?:m?kal|m?cal)\b|\b(?:part|clue|week)\s*\d+\s*(?:of|/)\s*\d+\b`,
    // A download's banner or the PDF's revision: "Ravelry Free Download", "Version 2.1 - Updated March 2024".
    String.raw`\b(?:free|pdf|pattern|digital|instant)\s+download\b|^(?:version|v)\s*\d+(?:\.\d+)*\b|^(?:updated|revised|last updated)\b`,
  ].join('|'),
  'i',
);
const HOUSE_ALONE = new RegExp(String.raw`^(?:${YARN_HOUSES})$`, 'i');
const HOUSE_FIRST = new RegExp(String.raw`^(?:${YARN_HOUSES})\s+\S`, 'i');
// A masthead's parts set on one line between dots or bars: "Lana Verde · Leaflet No. 12 · Autumn/Winter".
const MASTHEAD_PART_SEPARATOR = /\s+[\u00B7|•]\s+/;
const SEASONS = String.raw`(?:spring|summer|autumn|fall|winter)`;
const SEASON_PAIR = new RegExp(String.raw`^${SEASONS}(?:\s*[/&-]\s*${SEASONS})?(?:\s+\d{4})?$`, 'i');
// A web address beside a name ("Ivy Shawl | ivyknits.com") does not make the line a masthead.
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;
export const isMasthead = (line: string): boolean => {
  if (MASTHEAD.test(line)) return true;
  const parts = line.split(MASTHEAD_PART_SEPARATOR);
  if (
    parts.length > 1 &&
    parts.some((part) => !WEB_ADDRESS.test(part) && (MASTHEAD.test(part) || SEASON_PAIR.test(part)))
  )
    return true;
  // A masthead in two languages, a spaced slash between them: "HILL YARNS / FILATURES HILL", "Pattern / Patron
  // No. 12". Either part a masthead's (a season alone is not: "Winter / Spring Cowl").
  const languages = line.split(/\s+\/\s+/);
  return languages.length > 1 && languages.some((part) => MASTHEAD.test(part.trim()));
};

// A capital may carry an accent: "Karin Öberg", "Élodie Martin"; a Vietnamese name its tones: "Nguyễn Thị Mai".
// "Pryce-Harding", and a romanised given name's second syllable: "Seo-yeon", "Ji-woo".
const LETTERS = String.raw`a-zA-Z'\u00C0-\u024F\u1E00-\u1EFF`;
const NAME_WORD = String.raw`(?:[A-Z\u00C0-\u00DE\u0110][${LETTERS}]+(?:-[A-Z\u00C0-\u00DE][${LETTERS}]+|-[a-z]{2,4}\b)?|[A-Z]\.)`;
// "Femke van 't Hof", "Bethan ap Rhys", "Ana dos Santos", "Inés de las Heras", "Seán Ó Gráda", "Áine Ní Bhriain": particles of
// Dutch, Welsh, Iberian, Irish, Arabic names.
const PARTICLE = String.raw`(?:de|da|di|du|do|van|von|vom|der|den|le|la|las|los|del|della|dos|das|bin|bint|ibn|ben|al|el|'t|ter|ten|op|ap|ab|af|zu|zur|y|\u00D3|N\u00ED|Nic|U\u00ED)`;
// "Marie-Claire van der Linden", "Ines de la Fuente": up to two particles before a surname.
export const NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${NAME_WORD}){0,3}`;

/** A word naming what is made: a line with one names a pattern, not a person ("Ridgeline Pullover"). */
export const ITEM_WORD =
  /\b(?:pullover|sweater|jumper|cardigan|cardi|vest|waistcoat|gilet|tee|top|tank|hat|beanie|beret|toque|cap|cowl|scarf|shawl|wrap|stole|socks?|mittens?|mitts?|gloves?|blanket|throw|afghan|bag|tote|pillow|cushion|bear|bunny|shrug|poncho|dress|skirt|jacket|coat|hoodie|slippers?|booties|bootees|(?:tea|egg|mug|teapot|cafeti[eè]re|pot|cup|bottle|jar|hot water bottle)\s+co[sz]y|co[sz]ies|covers?|set|yoke|tunic|square|blouse|stocking|coasters?|headband|ear\s?warmers?|leg\s?warmers?|shorts|romper|onesie|bonnet|balaclava|snood|kerchief|bandana|tablecloth|doily|placemats?|dishcloths?|washcloths?|potholders?|baskets?|toy|doll|rugs?|runners?|garlands?|wreaths?|bunting|bolsters?|footstools?|pouff?e?s|ottomans?|hangers?|hoods?|pixie|helmet|capes?|capelets?|shawlettes?|slipovers?|pumpkins?|gnomes?|ganseys?|guernseys?|pinafores?|dungarees|singlets?|kimonos?|(?:twiddle)?muffs?|loveys?|octopus|snowflakes?|sandals|longies|leggings|henley|camisole|bibs?|ornaments?|pouch(?:es)?|purses?|clutch|wallets?)\b/i;

/** A person's name and nothing else: two to five capitalised words, none of them a pattern's or a tool's. */
export function plausibleName(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    // "Valsessera Design Team": a house's team, no person.
    !/\b(?:Pattern|Yarn|Needles?|Hook|Gauge|Sizes?|Team|Staff)\b/.test(name) &&
    // "CROCHET BY THE SEA", a book's running header: a place or a thing, no person.
    !/^the\s/i.test(name)
  );
}

export const isAllCaps = (line: string): boolean => /[A-Z]/.test(line) && line === line.toUpperCase();

/** A bare name in capitals that is a person's, not a title's ("ANNA MARTINEZ", not "HEARTH & HOME BLANKET"). */
export const capitalsName = (line: string): boolean =>
  isAllCaps(line) &&
  new RegExp(`^${NAME}$`).test(line) &&
  plausibleName(line) &&
  line.split(/\s+/).length <= 3 &&
  !ITEM_WORD.test(line);

// A yarn's name set above the title, known by the weight it ends on: "Snuggly DK", "Paintbox Yarns Cotton DK"; a
// line in capitals may be a title that goes on over the next ("KIDS' CHUNKY" / "HOODIE").
export const YARN_LINE =
  /\b(?:DK|D\.K\.?|double[\s-]knit(?:ting)?|aran|chunky|bulky|worsted|fingering|sport|\d{1,2}[\s-]?ply)$/i;
// A designer's studio: "Hanna Lindqvist Designs", "Mira Okafor Knitwear".
// Or a name beside its web address or studio: "Jane Doe | janedoe.com", "Ian Ross · Loom Studio".
const STUDIO = new RegExp(
  String.raw`^(?<name>${NAME})\s+(?:(?:Designs?|Knits|Knitwear|Studio|Patterns|Handmade|Crochet|Fib(?:re|er) Arts?)(?:\s*(?:©|\(c\))\s*\d{4})?|[|\u00B7]\s+(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+\S*|[|\u00B7]\s+[A-Z][\w&' ]{0,30}\s(?:Studio|Designs?|Knitwear|Knits|Crochet|Handmade|Yarns|Fib(?:re|er) Arts?|Co\.?))$`,
);

/** The designer a studio line names, or null. */
export function studioName(line: string): string | null {
  // "Drops Design" is a yarn house's masthead, not a designer's studio.
  const name = !isMasthead(line) && STUDIO.exec(line)?.groups?.name;
  if (!name) return null;
  // Beside a web address only a person's name, never a title's ("Ivy Shawl | ivyknits.com").
  if (/[|\u00B7]/.test(line)) return plausibleName(name) && !ITEM_WORD.test(name) ? name : null;
  if (!plausibleName(name) && name.split(/\s+/).length !== 1) return null;
  // "Tin Can Knits", "Two Sheep Knits": a brand that ends in its craft is the designer's name whole.
  const brand = /\s(?:Knits|Crochet)\b/.exec(line);
  return brand ? line.slice(0, brand.index + brand[0].length) : name;
}

/**
 * Whether a title-like line at `index` of the head is set above the title instead: a yarn's name, a studio, a
 * publisher's name on the first line over its leaflet number ("WELDON'S" / "No. 347"), or a designer's name over
 * a title in capitals ("Martin Storey" / "ELSPETH").
 */
export function setAboveTitle(
  head: readonly string[],
  index: number,
  titleLike: (line: string) => boolean,
): boolean {
  const line = head[index];
  const next = head[index + 1] ?? '';
  if ((YARN_LINE.test(line) && !isAllCaps(line)) || studioName(line)) return true;
  const publisher = (isAllCaps(line) || !/\s/.test(line)) && !ITEM_WORD.test(line);
  // "Debbie Bliss" / "Baby Cashmerino" / "Cable Cardigan": the yarn named under its house's name.
  const house = index > 0 && HOUSE_ALONE.test(head[index - 1]);
  if (house && !ITEM_WORD.test(line) && ITEM_WORD.test(next) && titleLike(next)) return true;
  // "Novita 7 Veljestä" over the title: a house's yarn, named first on the page.
  const houseYarn = index === 0 && HOUSE_FIRST.test(line) && !ITEM_WORD.test(line);
  if (houseYarn && titleLike(next) && !isMasthead(next)) return true;
  if (index === 0 && publisher && isMasthead(next)) return true;
  return nameOverCapitals(line, next) && titleLike(next);
}

/** "Martin Storey" over "ELSPETH": a person's name, then the title alone in capitals. */
export function nameOverCapitals(line: string, next: string): boolean {
  return (
    !isAllCaps(line) &&
    new RegExp(`^${NAME}$`).test(line) &&
    plausibleName(line) &&
    !ITEM_WORD.test(line) &&
    isAllCaps(next) &&
    !capitalsName(next) &&
    /[A-Z]{2}/.test(next)
  );
}
