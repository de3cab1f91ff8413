import type { CraftType, PatternReading, ToolSize } from '@yarn-mgmt/contracts';
import { parseNumber } from './numbers.js';
import type { PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';
import { canonicalHookSize, metricForUs, usForMetric } from './tool-size-table.js';

interface Mention {
  start: number;
  end: number;
  us?: string;
  mm?: number;
}

const TOOL_WORD = /\b(?:needles?|hooks?|dpns?|double[\s-]pointed|circulars?|magic loop)\b/i;
const NOT_A_TOOL = /\b(?:tapestry|yarn|darning|sewing|blunt|cable)\s+needles?\b/gi;
// UK and old imperial needle numbers run the other way from US sizes: blanked out so "UK 8" is not "US 8".
const UK_SIZE = /\b(?:UK|No\.?|Nr\.?)\s*\d+(?:\.\d+)?\b/g;
const MM = /(?<mm>\d+(?:\.\d+)?(?:\s+\d\/\d)?)\s*mm\b/g;
const US =
  /\bUS\b\s*(?:size\s*)?(?<us>[A-Z](?:\/[A-Z])?\s*[-/]\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?|[A-Z]\b)|\bsize\s+(?<us2>\d+(?:\.\d+)?)\s*US\b/g;
const HOOK_LETTER =
  /\b(?<us>[A-Z](?:\/[A-Z])?-\d+(?:\.\d+)?|[A-Z]\/\d+(?:\.\d+)?)(?![\w/])|\bsize\s+(?<letter>[A-Z])\s+(?:crochet\s+)?hook/g;
// Between the two systems of one tool: "US 7 (4.5 mm)", "4mm / US 6", "3.5 mm (E-4)".
const PAIR_GAP = /^[\s(/,]*$/;

function mentionsIn(clause: string, hooks: boolean): Mention[] {
  const text = clause
    .replace(UK_SIZE, (uk) => ' '.repeat(uk.length))
    .replace(NOT_A_TOOL, (w) => ' '.repeat(w.length));
  const mentions: Mention[] = [];
  for (const match of text.matchAll(MM))
    mentions.push({
      start: match.index,
      end: match.index + match[0].length,
      mm: parseNumber(match.groups!.mm),
    });
  for (const match of text.matchAll(US)) {
    const printed = (match.groups!.us ?? match.groups!.us2).replace(/\s+/g, '');
    const us = /[A-Z]/.test(printed) ? canonicalHookSize(printed) : printed;
    mentions.push({ start: match.index, end: match.index + match[0].length, us });
  }
  if (hooks)
    for (const match of text.matchAll(HOOK_LETTER)) {
      const start = match.index;
      if (mentions.some((m) => start >= m.start && start < m.end)) continue;
      const printed = match.groups!.us ?? match.groups!.letter;
      mentions.push({ start, end: start + match[0].length, us: canonicalHookSize(printed) });
    }
  return mentions.sort((a, b) => a.start - b.start);
}

/** Pairs neighbouring US and metric mentions of one tool and fills in a missing system from the tables. */
function toolsIn(clause: string, hooks: boolean): ToolSize[] {
  const mentions = mentionsIn(clause, hooks);
  const tools: ToolSize[] = [];
  for (let index = 0; index < mentions.length; index += 1) {
    const mention = mentions[index];
    const next = mentions[index + 1];
    const pairs =
      next &&
      (mention.mm === undefined) !== (next.mm === undefined) &&
      PAIR_GAP.test(clause.slice(mention.end, next.start).replace(UK_SIZE, ''));
    const us = mention.us ?? (pairs ? next.us : undefined);
    const mm = mention.mm ?? (pairs ? next.mm : undefined);
    if (pairs) index += 1;
    tools.push({
      us: us ?? (mm === undefined ? null : usForMetric(mm, hooks)),
      mm: mm ?? (us === undefined ? null : metricForUs(us, hooks)),
    });
  }
  return tools;
}

/**
 * Needle and hook sizes from the needles (or hook) section, and from any other line that names a needle or a
 * hook, in order of appearance, each size once.
 */
export function readToolSizes(
  document: PatternDocument,
  craft: CraftType | undefined,
): Pick<PatternReading, 'needle_sizes'> {
  const hooks = craft === 'crochet';
  const found: ToolSize[] = [];
  const sources: string[] = [];
  const add = (clause: string, sure: boolean) => {
    const tools = toolsIn(clause, hooks || /\bhook\b/i.test(clause));
    if (tools.length && sources.length < 3) sources.push(clause);
    for (const tool of tools) {
      const same = found.find((f) => (tool.mm !== null ? f.mm === tool.mm : f.us === tool.us));
      if (!same) found.push(tool);
      else if (same.us === null && tool.us !== null && sure) same.us = tool.us;
    }
  };
  for (const section of document.sections) {
    if (section.kind === 'needles') add(section.text, true);
    else for (const line of section.lines) if (TOOL_WORD.test(line.replace(NOT_A_TOOL, ''))) add(line, false);
  }
  if (found.length === 0) return {};
  const inNeedleSection = document.sections.some((s) => s.kind === 'needles');
  return { needle_sizes: readingField(found, inNeedleSection ? 0.9 : 0.7, sources.join(' | ')) };
}
