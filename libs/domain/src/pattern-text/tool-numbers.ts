import type { PatternReading, ToolSize } from '@yarn-mgmt/contracts';
import type { PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';
import { canonicalHookSize, metricForUs, usForMetric } from './tool-size-table.js';

/**
 * Tools printed by a bare number or letter, as old leaflets and translations print them, read where no size in
 * millimetres or after "US" was found: "Steel Crochet Hook No. 10", "crochet hook size H", "hook No. 3.5",
 * "Knitting needles no. 3,5 and no. 4", American "size 7 and size 9 straight needles". A reading to check.
 */

// US steel crochet hooks run the other way from letter hooks, by their own numbers.
const STEEL_HOOK_MM: Record<string, number> = {
  '00': 3.5,
  '0': 3.25,
  '1': 2.75,
  '2': 2.25,
  '3': 2.1,
  '4': 2,
  '5': 1.9,
  '6': 1.8,
  '7': 1.65,
  '8': 1.5,
  '9': 1.4,
  '10': 1.3,
  '11': 1.1,
  '12': 1,
  '13': 0.85,
  '14': 0.75,
};
// "Steel crochet hook, size 7 (1.65 mm)": a comma may come before the size.
const STEEL_HOOK = /\bsteel\s+(?:crochet\s+)?hook,?\s+(?:size\s+|no\.?\s*)(\d{1,2}|00)\b/i;
const LETTER_HOOK = /\b(?:hook|Hook|HOOK)\s+(?:size|Size|SIZE)\s+([A-N])\b|\bhook\s+([A-N])\b(?![-/]?\d)/;
// "hook No. 3.5", "needles no. 3,5": a number with a decimal after "No." is in millimetres, as Europe numbers.
const DECIMAL_NUMBER = /\b(?:no\.?|nr\.?|size)\s*(\d{1,2}[.,]\d{1,2})\b/gi;
const NUMBER_AFTER = /\b(?:no\.?|nr\.?|size)\s*(\d{1,2}(?:[.,]\d{1,2})?)\b/gi;
const TOOL_LINE = /\b(?:needles?|hooks?)\b/i;

const unique = (tools: ToolSize[]) =>
  tools.filter(
    (tool, index) => tools.findIndex((other) => other.mm === tool.mm && other.us === tool.us) === index,
  );

function numbersOf(line: string, hooks: boolean): ToolSize[] {
  const steel = STEEL_HOOK.exec(line);
  if (steel && STEEL_HOOK_MM[steel[1]] !== undefined) return [{ us: steel[1], mm: STEEL_HOOK_MM[steel[1]] }];
  const letter = /\bhook\b/i.test(line) ? LETTER_HOOK.exec(line) : null;
  if (letter) {
    const us = canonicalHookSize(letter[1] ?? letter[2]);
    const mm = metricForUs(us, true);
    return mm === null ? [] : [{ us, mm }];
  }
  const numbers = [...line.matchAll(NUMBER_AFTER)].map((match) => match[1]);
  if (numbers.length === 0) return [];
  // One number with a decimal, and they are all millimetres; else they are US sizes, in a text that says "gauge".
  const metric = [...line.matchAll(DECIMAL_NUMBER)].length > 0;
  return numbers.flatMap((printed) => {
    const value = Number(printed.replace(',', '.'));
    if (metric) return [{ us: usForMetric(value, hooks), mm: value }];
    const mm = metricForUs(printed, hooks);
    return mm === null ? [] : [{ us: printed, mm }];
  });
}

export function numberedTools(
  document: PatternDocument,
  hooks: boolean,
): Pick<PatternReading, 'needle_sizes'> {
  const american = /\bgauge\b/i.test(document.text);
  for (const line of document.lines) {
    if (!TOOL_LINE.test(line) || /\b(?:tapestry|yarn|darning|sewing)\s+needle/i.test(line)) continue;
    const tools = unique(numbersOf(line, hooks || /\bhook\b/i.test(line)));
    const metric = [...line.matchAll(DECIMAL_NUMBER)].length > 0;
    if (tools.length > 0 && (american || metric || /\bhook\b/i.test(line)))
      return { needle_sizes: readingField(tools, 0.45, line) };
  }
  return {};
}

/** The US number of a steel hook the text names ("Steel Crochet Hook No. 10") when it is `mm` millimetres. */
export function steelHookNumber(text: string, mm: number): string | null {
  const steel = STEEL_HOOK.exec(text);
  return steel && STEEL_HOOK_MM[steel[1]] === mm ? steel[1] : null;
}
