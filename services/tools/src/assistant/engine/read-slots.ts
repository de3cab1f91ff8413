import type { Fibre } from '../brands/brand-table.schema.js';
import { findBrandMentions, wordsOf } from './brand-match.js';
import type { Slots } from './engine.types.js';
import { readPrice } from './money.js';
import type { BrandTable } from './table.js';
import {
  BABY_FIBRE,
  BUDGET_WORDS,
  FIBRE_WORDS,
  PROJECT_WORDS,
  SOFT_WORDS,
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
  const fibres = readFibres(plain);
  if (fibres.length > 0) slots.fibres = fibres;
  if (WASHABLE_WORDS.test(plain)) slots.washable = true;
  if (SOFT_WORDS.test(plain.replace(/\bsoft toys?\b/g, ''))) slots.soft = true;
  if (BUDGET_WORDS.test(plain)) slots.budget = true;

  const price = readPrice(text);
  if (price) slots.maxPrice = price;
  Object.assign(slots, readYards(text));
  return { slots, rest };
}

/** Fibres in the order said. */
function readFibres(text: string): Fibre[] {
  return FIBRE_WORDS.map(([fibre, pattern]) => ({ fibre, at: text.search(pattern) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.fibre);
}

const wordsTaken = (words: readonly string[], taken: ReadonlySet<number>) =>
  [...taken].map((at) => words[at]).filter((word) => /\d/.test(word));

/** The message with the numbers that belong to names ("220" of Cascade 220) blanked out. */
function blankNames(text: string, numbers: readonly string[]): string {
  let blanked = text;
  for (const number of numbers) blanked = blanked.replace(new RegExp(`\\b${number}\\b`), ' ');
  return blanked;
}
