import type { Fibre } from '../brands/brand-table.schema.js';
import { findBrandMentions, wordsOf } from './brand-match.js';
import type { Slots } from './engine.types.js';
import { readPrice } from './money.js';
import type { BrandTable } from './table.js';
import {
  ANIMAL_FIBRES,
  ASKED_USES,
  BABY_FIBRE,
  BUDGET_WORDS,
  FIBRE_WORDS,
  notFibre,
  PROJECT_WORDS,
  SOFT_WORDS,
  VEGAN_WORDS,
  WASHABLE_WORDS,
  WEIGHT_WORDS,
} from './vocabulary.js';
import { readYards } from './yards.js';

/** One message's slots, with the words left once the brands and lines named are taken out. */
export interface SlotReading {
  slots: Slots;
  /** The message in lower case words, brand and line names taken out. */
  rest: string;
}

/** "Cascade 220" and "Wool-Ease" are names, not a number of yards or a fibre: read them first, then the rest. */
export function readSlots(message: string, table: BrandTable): SlotReading {
  const words = wordsOf(message);
  const mentions = findBrandMentions(words, table);
  const taken = new Set<number>();
  for (const mention of mentions)
    for (const [start, end] of mention.spans) for (let at = start; at < end; at += 1) taken.add(at);
  const rest = words.filter((_, at) => !taken.has(at)).join(' ');
  // Prices and yardages keep their symbols and thousands separators, so they are read from the text itself
  // with the names blanked out.
  const text = blankNames(message.toLowerCase(), mentions.length > 0 ? wordsTaken(words, taken) : []);

  const slots: Slots = {};
  const brands = [...new Set(mentions.map((mention) => mention.brand.brand))];
  if (brands.length > 0) slots.brands = brands;
  const named = mentions.find((mention) => mention.line);
  if (named?.line) slots.line = { brand: named.brand.brand, line: named.line.name };

  const plain = rest.replace(BABY_FIBRE, '$1').replace(/\bmerino wool\b/g, 'merino');
  const weight = WEIGHT_WORDS.find(([, pattern]) => pattern.test(plain));
  if (weight) slots.weight = weight[0];
  const project = PROJECT_WORDS.find(([, pattern]) =>
    pattern.test(plain.replace(/\bbaby[\s-]weight\b/g, '')),
  );
  if (project) slots.project = project[0];
  const { fibres, anyFibre, excluded } = readFibres(plain);
  if (fibres.length > 0) slots.fibres = fibres;
  if (anyFibre) slots.anyFibre = true;
  if (excluded.length > 0) slots.excludedFibres = excluded;
  const uses = ASKED_USES.filter(([, pattern]) => pattern.test(plain)).map(([use]) => use);
  if (uses.length > 0) slots.uses = uses;
  if (WASHABLE_WORDS.test(plain)) slots.washable = true;
  if (SOFT_WORDS.test(plain.replace(/\bsoft toys?\b/g, ''))) slots.soft = true;
  if (BUDGET_WORDS.test(plain)) slots.budget = true;

  const price = readPrice(text);
  if (price) slots.maxPrice = price;
  Object.assign(slots, readYards(text));
  return { slots, rest };
}

/**
 * Fibres wanted, in the order said ("wool or acrylic": any one of them will do), and fibres asked away ("not
 * wool", "wool-free", "allergic to wool"; "vegan" leaves out every animal fibre).
 */
function readFibres(text: string): { fibres: Fibre[]; anyFibre: boolean; excluded: Fibre[] } {
  const excluded = new Set<Fibre>(VEGAN_WORDS.test(text) ? ANIMAL_FIBRES : []);
  const wanted: { fibre: Fibre; at: number }[] = [];
  for (const [fibre, pattern] of FIBRE_WORDS) {
    if (notFibre(pattern).test(text)) excluded.add(fibre);
    else if (pattern.test(text)) wanted.push({ fibre, at: text.search(pattern) });
  }
  wanted.sort((a, b) => a.at - b.at);
  const between = wanted.length > 1 ? text.slice(wanted[0].at, wanted[wanted.length - 1].at) : '';
  return {
    fibres: wanted.map((hit) => hit.fibre),
    anyFibre: /\bor\b/.test(between),
    excluded: [...excluded],
  };
}

const wordsTaken = (words: readonly string[], taken: ReadonlySet<number>) =>
  [...taken].map((at) => words[at]).filter((word) => /\d/.test(word));

/** The message with the numbers that belong to names ("220" of Cascade 220) blanked out. */
function blankNames(text: string, numbers: readonly string[]): string {
  let blanked = text;
  for (const number of numbers) blanked = blanked.replace(new RegExp(`\\b${number}\\b`), ' ');
  return blanked;
}
