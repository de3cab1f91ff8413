import type { PatternYarnWeight } from '@yarn-mgmt/contracts';
import type { Fibre, Use } from '../brands/brand-table.schema.js';

/**
 * The words knitters use, read into the engine's slots. UK and Australian names map onto the pattern weights
 * (4 ply is fingering, double knitting and 8 ply are DK, bulky and 12 ply are chunky).
 */

/** Checked in this order: "super chunky" before "chunky", "light worsted" before "worsted". */
export const WEIGHT_WORDS: readonly (readonly [PatternYarnWeight, RegExp])[] = [
  ['Super Chunky', /\b(super[\s-]?(chunky|bulky)|jumbo|14[\s-]?ply)\b/],
  ['Lace', /\b(lace[\s-]?weight|lace yarn|(in|of) lace\b|cobweb|[12][\s-]?ply)/],
  ['Fingering', /\b(fingering|4[\s-]?ply|sock[\s-]weight|sock weight)\b/],
  ['Sport', /\b(sport|sports|5[\s-]?ply|baby[\s-]weight)\b/],
  ['DK', /\b(dk|d\.k\.|double[\s-]?knit(ting)?|8[\s-]?ply|light[\s-]worsted)\b/],
  ['Aran', /\b(aran|10[\s-]?ply)\b/],
  ['Worsted', /\b(worsted|afghan[\s-]weight)\b/],
  ['Chunky', /\b(chunky|bulky|12[\s-]?ply)\b/],
];

/**
 * Projects, most specific first: a baby blanket is not a blanket, a baby cardigan is a baby garment. "Sock
 * weight" names a weight, not socks.
 */
export const PROJECT_WORDS: readonly (readonly [string, RegExp])[] = [
  ['baby blanket', /\b(baby|pram|crib|cot|stroller|receiving)\s+(blankets?|afghans?|throws?)\b/],
  ['baby', /\b(baby|babies|babys|baby's|newborns?|infants?|christening|toddlers?)\b/],
  ['cardigan', /\b(cardigans?|cardis?|cardies|cardys?)\b/],
  ['sweater', /\b(sweaters?|jumpers?|pullovers?|jerseys?|ganseys?|guernseys?|sweatshirts?)\b/],
  ['blanket', /\b(blankets?|afghans?|throws?|bedspreads?|quilts?)\b/],
  ['socks', /\b(socks?(?![\s-]weight)|sock yarn)\b/],
  ['hat', /\b(hats?|beanies?|toques?|tuques?|bonnets?)\b/],
  ['scarf', /\b(scarf|scarves|scarfs)\b/],
  ['cowl', /\b(cowls?|snoods?|neck warmers?)\b/],
  ['shawl', /\b(shawls?|shawlettes?|wraps?|stoles?)\b/],
  ['mittens', /\b(mittens?|mitts?|gloves?)\b/],
  ['amigurumi', /\b(amigurumi|toys?|stuffies|plushies?|soft toys?|teddy|teddies)\b/],
  ['dishcloth', /\b(dish ?cloths?|wash ?cloths?|face ?cloths?|dishrags?|dish rags?|coasters?)\b/],
  ['bag', /\b(bags?|totes?|market bags?)\b/],
];

/** What each project asks of a line (its `good_for`); a project with none is not filtered by use. */
export const PROJECT_USES: Readonly<Record<string, readonly Use[]>> = {
  'baby blanket': ['baby'],
  baby: ['baby'],
  cardigan: ['sweaters', 'budget_sweaters'],
  sweater: ['sweaters', 'budget_sweaters'],
  blanket: ['blankets'],
  socks: ['socks'],
  hat: ['hats'],
  shawl: ['shawls'],
  amigurumi: ['amigurumi'],
  dishcloth: ['dishcloths'],
};

/** "Baby alpaca", "baby merino", "baby cashmere" are fibres, not a baby. */
export const BABY_FIBRE = /\bbaby\s+(alpaca|merino|cashmere|silk|mohair|llama|yak|camel)\b/g;

export const FIBRE_WORDS: readonly (readonly [Fibre, RegExp])[] = [
  ['merino', /\bmerinos?\b/],
  ['wool', /\b(wool|wools|woollen|woolen|woolly|wooly)\b/],
  ['alpaca', /\b(alpaca|alpacas|llama)\b/],
  ['mohair', /\bmohair\b/],
  ['cashmere', /\bcashmere\b/],
  ['silk', /\bsilk\b/],
  ['cotton', /\bcottons?\b/],
  ['linen', /\b(linen|flax)\b/],
  ['bamboo', /\bbamboo\b/],
  ['acrylic', /\bacrylics?\b/],
  ['nylon', /\b(nylon|polyamide)\b/],
  ['polyester', /\bpolyester\b/],
  ['yak', /\byak\b/],
  ['camel', /\bcamel\b/],
  ['tencel', /\b(tencel|lyocell)\b/],
];

/** A line holds an asked fibre when it lists it, or one of its kinds (merino and superwash wool are wool). */
export const FIBRE_KINDS: Readonly<Partial<Record<Fibre, readonly Fibre[]>>> = {
  wool: ['wool', 'merino', 'superwash wool'],
  merino: ['merino'],
};

/** Fibres a knitter calls soft against the skin. */
export const SOFT_FIBRES: readonly Fibre[] = [
  'merino',
  'alpaca',
  'cashmere',
  'silk',
  'yak',
  'camel',
  'bamboo',
];

export const WASHABLE_WORDS =
  /\b(machine[\s-]?wash(able)?|washable|washing machine|superwash|easy[\s-]?care|in the wash|tumble dry)\b/;
export const SOFT_WORDS =
  /\b(soft|softest|softer|itch(y|iness)?|scratchy|prickly|next to (the )?skin|gentle)\b/;
export const BUDGET_WORDS =
  /\b(cheap|cheaper|cheapest|cheapish|budget|affordable|inexpensive|less expensive|not (too |very |that |so )?(expensive|pricey|pricy|dear|costly)|bargain|low[\s-](cost|price|priced)|good value|value for money|economical|thrifty|reasonabl[ey]( priced)?|won t break the bank|on a shoestring)\b/;

/**
 * Uses a question asks for beyond a project, as the table's `good_for` names them: "for a beginner", "fair isle",
 * "charity blankets", "a summer top", "to felt".
 */
export const ASKED_USES: readonly (readonly [Use, RegExp])[] = [
  [
    'beginners',
    /\b(beginners?|newbies?|novices?|first[\s-]time(rs?)?|first (project|scarf|hat|blanket|sweater|jumper|socks?)|learn(ing)? (to|how to) (knit|crochet)|new to (knitting|crochet|crocheting)|just start(ed|ing)( to)? (knit|crochet)|easy to (knit|crochet|work) with)\b/,
  ],
  ['colourwork', /\b(colou?r[\s-]?work|fair[\s-]?isle|stranded|intarsia|mosaic knitting)\b/],
  ['charity', /\b(charity|charities|donations?|donate|hospitals?|preemies?|chemo caps?)\b/],
  ['summer', /\b(summer|summery|warm weather|hot weather|tees?|t[\s-]shirts?|tank tops?)\b/],
  ['felting', /\b(felting|fulling|to felt|for felt|wet felt|needle felt)\b/],
];

/** Fibres that come from animals: what a vegan question leaves out. */
export const ANIMAL_FIBRES: readonly Fibre[] = [
  'wool',
  'merino',
  'superwash wool',
  'alpaca',
  'mohair',
  'cashmere',
  'silk',
  'yak',
  'camel',
  'angora',
];

/** "Not wool", "wool-free", "allergic to wool", "no acrylic": a fibre asked away (the words come apostrophe-less). */
const NOT_BEFORE = String.raw`(?:no|not|non|without|free of|avoid|avoiding|allergic to|allergy to|sensitive to|intolerant to|isn t|aren t|can t (?:wear|use|stand|have)|cannot (?:wear|use|stand|have)|hate|dislike|other than|anything but|except|no more|don t (?:want|like|use))`;
export const notFibre = (pattern: RegExp): RegExp =>
  new RegExp(
    String.raw`\b${NOT_BEFORE}\s+(?:any\s+|real\s+|natural\s+|100\s+)?${pattern.source}|${pattern.source}[\s-]?(?:free|allerg(?:y|ies|ic))\b`,
  );
export const VEGAN_WORDS =
  /\b(vegan|plant[\s-]based|animal[\s-]free|no animal (fibres?|fibers?|products?))\b/;
