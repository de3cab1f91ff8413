import type { CraftType, PatternReading, ToolSize } from '@yarn-mgmt/contracts';
import { parseNumber } from './numbers.js';
import { isAdvert, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';
import { numberedTools, steelHookNumber } from './tool-numbers.js';
import { canonicalHookSize, metricForUk, metricForUs, usForMetric } from './tool-size-table.js';

interface Mention {
  start: number;
  end: number;
  us?: string;
  mm?: number;
}

// "cir", "circ": a circular needle as magazines abbreviate it.
// "A pair each of No. 11 and No. 9 Knitting Pins": old leaflets' needles; not blocking or safety pins.
// Or an old needle number set equal to millimetres: "[No. 12 = 2.75 mm, No. 10 = 3.25 mm]".
const TOOL_WORD =
  /\b(?:needles?|hooks?|dpns?|double[\s-]pointed|circulars?|circs?|cir|magic loop)\b|(?<!\b(?:blocking|safety|t|dressmaking|sewing|marking|locking|rust-?proof)[\s-]*)\bpins\b|\bNos?\.?\s*\d{1,2}\s*(?:=|is|are)\s*(?:about\s*)?\d+(?:\.\d+)?\s*mm\b/i;
const NOT_A_TOOL = /\b(?:tapestry|yarn|darning|sewing|blunt|cable)\s+needles?\b/gi;
// A fine hook for placing beads is a notion of the beading, not the tool the piece is worked with.
const BEAD_HOOK =
  /\b\d+(?:\.\d+)?\s*mm\s+(?:steel\s+)?(?:crochet\s+)?hook\s+(?:for|to)\s+(?:placing|adding|add|place)\b/gi;
// A notion's size in millimetres is no tool's: "6 mm plastic eyes", "12 mm wooden buttons", "4 mm beads".
// Not a tool's size before a notion on the next line, joined to it ("Hook: 3 mm" + "Safety eyes").
const NOTION_SIZE =
  /(?<!\b(?:hooks?|needles?)\s*:?\s*)\b\d+(?:\.\d+)?\s*mm\s+(?:[a-z-]+\s+){0,2}(?:eyes?|buttons?|beads?|noses?|snaps?|press studs?|bells?|rings?|dowels?|zips?|zippers?|elastic|ribbon|magnets?|pompoms?)\b/gi;
// Or after it: "8 buttons, ¾" / 19 mm", "safety eyes (6 mm)"; not a needle's use ("for ribbing and button bands").
const NOTION_SIZE_AFTER =
  /\b(?:eyes|buttons?|botones|boutons|bottoni|knöpfe|knapper|beads?|snaps?|press studs?|magnets?)\b(?![\s-]*(?:bands?|holes?|plackets?)\b)[^;.\n\d]{0,12}(?:\d+(?:[./]\d+)?(?:"|''|\s*in\b)?|[\u00BC-\u00BE]"?)?[^;.\n\d]{0,6}\d+(?:\.\d+)?\s*mm\b/gi;
// UK and old imperial needle numbers ("UK 8", "(no 9)") run the other way from US sizes: dropped before reading.
const UK_SIZE = /\b(?:UK|No\.?|Nr\.?)\s*\d+(?:\.\d+)?\b/gi;
// "US 7 and 8", "US 3, 4 and 6": the system printed once for a list of sizes.
const US_LIST = /\bUS\s*(\d+(?:\.\d+)?)((?:\s*(?:,|and|&|or)\s*\d+(?:\.\d+)?(?![\d.]|\s*mm))+)/g;
const RUN_GAP = /^\s*(?:,|and|&|or)?\s*$/;
const MM = /(?<mm>\d+(?:\.\d+)?(?:\s+\d\/\d)?)\s*mm\b/gi;
const US =
  /\bU\.?S\b\.?\s*(?:size\s*)?(?<us>[A-Z](?:\/[A-Z])?\s*[-/]\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*\/\s*[A-Z]\b|\d+(?:\.\d+)?|[A-Z]\b)|\bsize\s+(?<us2>\d+(?:\.\d+)?)\s*US\b/g;
const HOOK_LETTER =
  /\b(?<us>[A-Z](?:\/[A-Z])?-\d+(?:\.\d+)?|[A-Z]\/\d+(?:\.\d+)?)(?![\w/])|\bsize\s+(?<letter>[A-Z])\s+(?:crochet\s+)?hook|\b[Hh]ook,\s+[Ss]ize\s+(?<after>[A-Z])\b(?![-/]?[\dA-Z])/g;
// Between the two systems of one tool: "US 7 (4.5 mm)", "4mm / US 6", "3.5 mm (E-4)".
const PAIR_GAP = /^[\s(/,]*$/;

// "3.5 and 4.5 mm", "3, 3.5 and 4 mm": the unit printed once, after the last size.
const MM_ONCE = /\b(\d{1,2}(?:\.\d{1,2})?)(\s*(?:and|or|&|,)\s*)(?=\d{1,2}(?:\.\d{1,2})?\s*mm\b)/gi;

/**
 * The clause as the mentions are read from: UK sizes dropped, "US 7 and 8" spelt "US 7 and US 8", a decimal comma
 * ("aig. 4,5 mm") a point, a ball band's range ("Needles 4-5 mm") dropped, the unit printed once given to each size.
 */
const toolText = (clause: string): string =>
  clause
    .replace(/(\d),(\d{1,2})(?=\s*mm\b)/g, '$1.$2')
    .replace(
      /(?<!\bUS\s*)\b(\d+(?:\.\d+)?)\s*[-\u2013]\s*(\d+(?:\.\d+)?)\s*mm\b/g,
      (range, low: string, high: string) => (Number(low) < Number(high) ? ' '.repeat(range.length) : range),
    )
    .replace(MM_ONCE, '$1 mm$2')
    .replace(MM_ONCE, '$1 mm$2')
    .replace(UK_SIZE, '')
    .replace(
      US_LIST,
      (_, first: string, rest: string) => `US ${first}${rest.replace(/\d+(?:\.\d+)?/g, 'US $&')}`,
    );

function mentionsIn(clause: string, hooks: boolean): Mention[] {
  const text = clause
    .replace(NOT_A_TOOL, (w) => ' '.repeat(w.length))
    .replace(BEAD_HOOK, (w) => ' '.repeat(w.length))
    .replace(NOTION_SIZE_AFTER, (w) => ' '.repeat(w.length))
    .replace(NOTION_SIZE, (w) => ' '.repeat(w.length));
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
      const printed = match.groups!.us ?? match.groups!.letter ?? match.groups!.after;
      mentions.push({ start, end: start + match[0].length, us: canonicalHookSize(printed) });
    }
  return mentions.sort((a, b) => a.start - b.start);
}

const metric = (mention: Mention) => mention.mm !== undefined;

/** The mentions of one system from `start` on, joined by "and" or commas: "4.5 mm and 5 mm". */
function runFrom(mentions: Mention[], start: number, text: string): number {
  let end = start + 1;
  while (
    end < mentions.length &&
    metric(mentions[end]) === metric(mentions[start]) &&
    RUN_GAP.test(text.slice(mentions[end - 1].end, mentions[end].start))
  )
    end += 1;
  return end;
}

/** "4.5 mm and 5 mm (US 7 and 8)": two sizes in one system, then the same two in the other, paired in order. */
function pairedRuns(
  mentions: Mention[],
  start: number,
  text: string,
): { tools: ToolSize[]; next: number } | null {
  const middle = runFrom(mentions, start, text);
  const count = middle - start;
  if (count < 2 || middle >= mentions.length || metric(mentions[middle]) === metric(mentions[start]))
    return null;
  if (!PAIR_GAP.test(text.slice(mentions[middle - 1].end, mentions[middle].start))) return null;
  const end = runFrom(mentions, middle, text);
  if (end - middle !== count) return null;
  const tools = mentions.slice(start, middle).map((first, offset) => {
    const second = mentions[middle + offset];
    return { us: first.us ?? second.us ?? null, mm: first.mm ?? second.mm ?? null };
  });
  return { tools, next: end };
}

/** Pairs neighbouring US and metric mentions of one tool and fills in a missing system from the tables. */
function toolsIn(clause: string, hooks: boolean): ToolSize[] {
  const text = toolText(clause);
  const mentions = mentionsIn(text, hooks);
  const tools: ToolSize[] = [];
  for (let index = 0; index < mentions.length; index += 1) {
    const paired = pairedRuns(mentions, index, text);
    if (paired) {
      tools.push(...paired.tools);
      index = paired.next - 1;
      continue;
    }
    const mention = mentions[index];
    const next = mentions[index + 1];
    const pairs =
      next &&
      (mention.mm === undefined) !== (next.mm === undefined) &&
      PAIR_GAP.test(text.slice(mention.end, next.start));
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

// "a pair each of No. 10 and No. 12 knitting needles": numbers alone, as old British leaflets print them.
// "One pair each Nos. 10 and 8 knitting needles": one "Nos." for a list.
const NUMBERED = /\b(?:Nos?\.?\s*|(?<=\bNos?\.?\s*\d{1,3}\s*(?:,|and|&)\s*))(\d{1,3})\b(?![.,]\d)/g;

/**
 * Needles given only by their old numbers, read as British ones when the text says "tension" as Britain does
 * (America says "gauge"; an American leaflet's "No. 8" is a US size): a reading to check, not a sure one.
 */
function ukOnly(document: PatternDocument, hooks: boolean): Pick<PatternReading, 'needle_sizes'> {
  if (hooks || !/\btension\b/i.test(document.text)) return {};
  const line = document.lines.find((candidate) => /\bknitting needles\b|\bneedles\b/i.test(candidate));
  // "no. 3,5": a number with a decimal is in millimetres (numberedTools), never a British number.
  if (line && /\bno\.?\s*\d+[.,]\d/i.test(line)) return {};
  const sizes = line ? [...line.matchAll(NUMBERED)].map((match) => metricForUk(match[1])) : [];
  const tools = [...new Set(sizes.filter((mm): mm is number => mm !== null))].map((mm) => ({
    us: usForMetric(mm, false),
    mm,
  }));
  return tools.length ? { needle_sizes: readingField(tools, 0.45, line!) } : {};
}

// What a tester or a reviewer used for a piece of their own, outside the needles section: '"I made size 6-8 with a
// 3.5 mm hook" – Becca', "and 4 mm needle, her shawl became bigger" (the writer's own "I used 8 mm" is the pattern's).
const SOMEONE_ELSES =
  /\b(?:she|he|they)\s+(?:made|used|knitted|knit|crocheted|went)\b|\btesters?\b|\b(?:her|his|their)\s+(?:shawl|sweater|hat|socks|version|sample|piece)\b|^["\u201C]/i;

/** Lines with a clause broken across them joined again: "... No. 10 (3.25 mm) and" + "No. 12 (2.75 mm) needles". */
function clausesOf(lines: readonly string[]): string[] {
  const clauses: string[] = [];
  let open = false;
  for (const line of lines) {
    if (open) clauses[clauses.length - 1] += ` ${line}`;
    else clauses.push(line);
    open = /(?:\b(?:and|or|of|each)|[,&])$/i.test(line);
  }
  return clauses;
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
    if (isAdvert(section)) continue;
    if (section.kind === 'needles') add(section.text, true);
    else
      for (const line of clausesOf(section.lines))
        if (TOOL_WORD.test(line.replace(NOT_A_TOOL, '')) && !SOMEONE_ELSES.test(line)) add(line, false);
  }
  if (found.length === 0) {
    const british = ukOnly(document, hooks);
    return british.needle_sizes ? british : numberedTools(document, hooks);
  }
  // "Steel Crochet Hook No. 10" beside "a 1.3 mm steel hook": the steel number is its US size.
  for (const tool of found)
    if (tool.us === null && tool.mm !== null) tool.us = steelHookNumber(document.text, tool.mm);
  const inNeedleSection = document.sections.some((s) => s.kind === 'needles');
  return { needle_sizes: readingField(found, inNeedleSection ? 0.9 : 0.7, sources.join(' | ')) };
}
